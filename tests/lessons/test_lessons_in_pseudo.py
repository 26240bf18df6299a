"""Each lesson in the tests' pseudo-language, read through to its end at 1280x720: its
texts in the pseudo-language (the lesson's own translation, tests/conftest.py's
``pseudo``), every other word from a catalog, so a word drawn without its brackets
fails, naming it; and at each new panel a whole frame is looked at for fit (nothing cut,
every button's label whole: tests/text_fit.py). The seats' names are data, written in
the lesson file, but for the learner's, "You", which the table says in the language spoken."""
from __future__ import annotations

import pytest

from game.narration import is_you
from scenes.ui import theme
from session.lessons import END
from tests import pseudo_language
from tests.events import click
from tests.lessons.helpers import GAMES
from tests.lessons.test_lesson_tables import frames, open_lesson
from tests.table_checks import sized
from tests.text_fit import Looker, buttons_cut, cut_texts, texts_placed

#: Frames a lesson takes at most to be read through.
LIMIT = 20000


def read_through(app, table, looker: Looker) -> None:
    """Press Go on at each panel that has it, play the learner's moves, until the last panel."""
    last = None
    for _ in range(LIMIT):
        lesson = table.lesson
        app.manager.draw(app.surface)
        said = lesson.said()
        if said is not None and (said.panel, said.text) != last:
            last = (said.panel, said.text)
            looker.look(table)
            looker.buttons += lesson.buttons
            if said.panel == END:
                return
        go_on = next((b for b in lesson.buttons if b.visible and b.on_click == lesson.go_on), None)
        if go_on is not None:
            click(app.manager, go_on.rect.center)
            frames(app)
            continue
        if lesson.runner.learner_to_move and table.human_to_move and not table.animating and not lesson.waiting() \
                and said is not None:
            table.play(lesson.runner.expected[0])
        frames(app)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_word_of_a_lesson_comes_from_a_catalog_or_its_texts_and_fits(app, monkeypatch, pseudo, game_id):
    sized(app, (1280, 720))
    with theme.texts_drawn() as drawn, texts_placed(monkeypatch) as placed:
        table = open_lesson(app, game_id)
        looker = Looker(app, placed)
        read_through(app, table, looker)
    lesson = table.lesson.lesson
    names = [seat.name for seat in lesson.seats if not is_you(seat.name)]
    assert any(text.startswith("[") for text in drawn)
    faults = pseudo_language.uncatalogued(drawn, names)
    assert not faults, f"drawn in the {game_id} lesson without a catalog: {faults}"
    assert not cut_texts(looker.looked_at), f"cut in the {game_id} lesson: {cut_texts(looker.looked_at)}"
    assert not buttons_cut(looker.buttons), f"a button's label cut in the {game_id} lesson: {buttons_cut(looker.buttons)}"
    assert not looker.overlaps, f"texts overlapping in the {game_id} lesson: {looker.overlaps}"
