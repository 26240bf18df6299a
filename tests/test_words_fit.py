"""Every page, table and lesson in German and in Japanese at 1024x640, 1280x720 and
1920x1080: no text is cut by an edge or its clip, no two texts are seen through each other,
and every button's label is whole (tests/text_fit.py), as in the pseudo-language, whose own checks (each word
from a catalog) are tests/test_pages_in_pseudo.py, tests/test_tables_in_pseudo.py and
tests/lessons/test_lessons_in_pseudo.py. The languages are read as the app reads them:
their catalogs and their lessons' texts as they stand in assets/."""
from __future__ import annotations

import pytest

from game import words
from scenes import tables
from session import languages
from tests.lessons.helpers import GAMES
from tests.lessons.test_lesson_tables import open_lesson
from tests.lessons.test_lessons_in_pseudo import read_through
from tests.test_pages_in_pseudo import PAGES, SIZES
from tests.test_tables_in_pseudo import a_game_at_every_moment
from tests.text_fit import Looker, buttons_cut, cut_texts, overlapping, texts_placed

LANGUAGES = [language.code for language in languages.OFFERED + languages.IN_THE_MAKING if language.code != "en"]
SIZE_IDS = ["x".join(map(str, size)) for size in SIZES]


@pytest.fixture(params=LANGUAGES)
def spoken(request):
    languages.use(request.param)
    yield request.param
    words.use(words.ENGLISH)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("page", PAGES)
def test_the_page_fits(app, monkeypatch, spoken, page, size):
    app.set_window(size=size)
    with texts_placed(monkeypatch) as placed:
        PAGES[page](app)
        app.manager.draw(app.surface)
    assert not cut_texts(placed), f"cut on {page} in {spoken}: {cut_texts(placed)}"
    widgets = [w for scene in app.manager.stack for w in getattr(scene, "widgets", ())]
    assert not buttons_cut(widgets), f"a button's label cut on {page} in {spoken}: {buttons_cut(widgets)}"
    assert not overlapping(placed, app.surface), f"texts overlapping on {page} in {spoken}: {overlapping(placed, app.surface)}"


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("table_class", list(tables.TABLES.values()), ids=lambda table: table.game_id)
def test_the_table_fits(app, monkeypatch, spoken, table_class, size):
    app.set_window(size=size)
    with texts_placed(monkeypatch) as placed:
        looker = Looker(app, placed)
        a_game_at_every_moment(app, table_class, looker)
    assert not cut_texts(looker.looked_at), f"cut at the {table_class.game_id} table in {spoken}: {cut_texts(looker.looked_at)}"
    assert not buttons_cut(looker.buttons), \
        f"a button's label cut at the {table_class.game_id} table in {spoken}: {buttons_cut(looker.buttons)}"
    assert not looker.overlaps, f"texts overlapping at the {table_class.game_id} table in {spoken}: {looker.overlaps}"


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_fits(app, monkeypatch, spoken, game_id, size):
    app.set_window(size=size)
    with texts_placed(monkeypatch) as placed:
        table = open_lesson(app, game_id)
        looker = Looker(app, placed)
        read_through(app, table, looker)
    assert not cut_texts(looker.looked_at), f"cut in the {game_id} lesson in {spoken}: {cut_texts(looker.looked_at)}"
    assert not buttons_cut(looker.buttons), f"a button's label cut in the {game_id} lesson in {spoken}: {buttons_cut(looker.buttons)}"
    assert not looker.overlaps, f"texts overlapping in the {game_id} lesson in {spoken}: {looker.overlaps}"
