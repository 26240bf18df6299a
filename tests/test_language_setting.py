"""The language setting (scenes/pages/settings.py): Settings offers the languages Tessera
offers (session.languages.OFFERED), each in its own name; a language chosen is spoken at
once by every page, without a restart, and is the one Tessera starts in next time. The
pages that read more than a catalog follow it too: the dates of the file lists
(session/formats.py, Babel) and the Rules documents written per language.

Today's catalogs offer English only; the switching is exercised with a complete catalog
made by the test: German, every message in the pseudo-language (tests/pseudo_language.py),
with German's plural rules, dates and numbers, offered by the rule (a complete catalog)."""
import shutil

import pytest
from babel.messages.pofile import write_po

from game import words
from scenes.pages.game_list import PAST_GAMES, GameListScene
from scenes.pages.menu import MenuScene
from scenes.pages.rules import RulesScene
from scenes.pages.settings import SettingsScene
from scenes.ui import theme
from scenes.ui.widgets import Button, Choice
from session import languages
from session.files import past_games, paths
from session.files import settings as store
from tests.events import click
from tests.files.helpers import SETUP, record_of
from tests.pseudo_language import catalog, pseudo

DAY = 24 * 3600


@pytest.fixture
def complete_german(tmp_path, monkeypatch):
    """German with a complete catalog (in the pseudo-language) where the app reads
    catalogs, offered by the rule; English again after the test."""
    locale = tmp_path / "locale"
    monkeypatch.setattr(languages, "locale_dir", lambda: locale)
    po = languages.catalog_path("de")
    po.parent.mkdir(parents=True)
    shutil.copy(paths.resource_path("assets", "locale", f"{languages.DOMAIN}.pot"), languages.template_path())
    with open(po, "wb") as out:
        write_po(out, catalog("de_DE"))
    monkeypatch.setattr(languages, "OFFERED", languages.complete_languages())
    yield
    words.use(words.ENGLISH)


def language_choice(scene) -> Choice:
    return next(w for w in scene.widgets if isinstance(w, Choice) and words.ENGLISH.code in w.options)


def menu_labels(app) -> list[str]:
    return [w.text for w in app.manager.stack[0].widgets if isinstance(w, Button)]


def test_each_language_is_named_in_its_own_words():
    own_names = {language.code: language.own_name for language in languages.OFFERED + languages.IN_THE_MAKING}
    assert own_names == {"en": "English", "de": "Deutsch", "ja": "日本語"}


def test_settings_offer_the_languages_tessera_offers_the_one_in_use_chosen(app):
    app.manager.reset(MenuScene(app), SettingsScene(app))
    choice = language_choice(app.manager.top)
    assert choice.options == [language.code for language in languages.OFFERED]
    assert choice.labels == [language.own_name for language in languages.OFFERED]
    assert choice.value == "en"
    with theme.texts_drawn() as drawn:
        app.manager.draw(app.surface)
    assert "Language" in drawn and "English" in drawn


def test_a_language_chosen_is_spoken_at_once_by_every_page_and_remembered(app, complete_german):
    app.manager.reset(MenuScene(app), SettingsScene(app))
    choice = language_choice(app.manager.top)
    assert choice.labels == ["English", "Deutsch"] and choice.value == "en"
    click(app.manager, choice.segment_rects()[1].center)
    assert words.current().code == "de"
    assert store.load().language == "de"
    assert languages.starting_language(store.load().language, ["en"]) == "de"  # the next run's language
    with theme.texts_drawn() as drawn:
        app.manager.draw(app.surface)
    assert pseudo("Settings") in drawn and pseudo("Language") in drawn and "Language" not in drawn
    assert pseudo("Settings") in menu_labels(app)  # the page below, laid out anew
    choice = language_choice(app.manager.top)
    assert choice.labels == ["English", "Deutsch"] and choice.value == "de"  # own names, in any language
    click(app.manager, choice.segment_rects()[0].center)
    assert words.current() is words.ENGLISH and store.load().language == "en"
    assert "Settings" in menu_labels(app) and app.manager.top.title == "Settings"


def test_the_file_lists_write_their_dates_in_the_language_chosen(app, complete_german, frozen_clock):
    past_games.keep_finished("kerala", SETUP, 3, record_of(setup=SETUP), when=frozen_clock - 40 * DAY)
    app.manager.reset(MenuScene(app), GameListScene(app, PAST_GAMES), SettingsScene(app))
    with theme.texts_drawn() as drawn:
        app.manager.stack[1].draw(app.surface)
    assert any("on 5 May 2030" in text for text in drawn)
    click(app.manager, language_choice(app.manager.top).segment_rects()[1].center)
    app.manager.pop()
    with theme.texts_drawn() as drawn:
        app.manager.draw(app.surface)
    german_date = pseudo("on {date}").format(date="5. Mai 2030")
    assert any(german_date in text for text in drawn), drawn
    assert not any("May" in text for text in drawn)


def test_the_rules_page_reads_the_document_written_for_the_language_chosen(app, complete_german, tmp_path,
                                                                            monkeypatch):
    real = paths.resource_root()
    root = tmp_path / "app"
    (root / "assets" / "rules").mkdir(parents=True)
    for folder in ("fonts", "layouts", "art"):
        (root / "assets" / folder).symlink_to(real / "assets" / folder)
    (root / "assets" / "rules" / "kerala.md").write_text("# Kerala\n\nThe English rules.")
    (root / "assets" / "rules" / "kerala.de.md").write_text("# Kerala\n\nDie deutschen Regeln.")
    monkeypatch.setattr(paths, "resource_root", lambda: root)
    with theme.texts_drawn() as drawn:
        app.manager.reset(MenuScene(app), RulesScene(app, "kerala"))
    assert "The English rules." in " ".join(drawn) and "Regeln" not in " ".join(drawn)
    with theme.texts_drawn() as drawn:
        app.speak(languages.language("de"))
    assert "Die deutschen Regeln." in " ".join(drawn) and "English" not in " ".join(drawn)


@pytest.mark.parametrize("size", ((1024, 640), (1280, 720), (1920, 1080)), ids=lambda size: "x".join(map(str, size)))
def test_every_row_of_settings_keeps_clear_of_the_note_at_the_bottom(app, size):
    app.set_window(size=size)
    app.manager.reset(MenuScene(app), SettingsScene(app))
    page = app.manager.top
    note_top = page.rects["body"].bottom - round(20 * page.scale) - theme.font("small", page.scale).get_height()
    rows = [*page.row_rects, *(w.rect for w in page.widgets if w is not page.back_button)]
    assert max(row.bottom for row in rows) <= note_top
    assert language_choice(page).rect.top >= page.row_rects[-2].bottom  # the language's row is a row of its own
