"""Each lesson, played through its engine to the end, as a table would play it: every
step's move is legal where it comes and is what the runner asks for, every coach mark
points at something on the table, every text is filled from the state, every move kind
of the issue is played, and the game ends with the lesson."""
from __future__ import annotations

import re

import pytest

from game.core import legal_copy
from session import registry
from session.lesson_files import has_lesson, load_lesson
from session.lessons import COACH, END, INTRO
from tests.lessons.helpers import EXISTS, GAMES, kinds_played, walk

LEFTOVER = re.compile(r"[{}]|\bNone\b|\s{2,}|\s[.,:;]")


def texts_are_plain(*texts: str) -> None:
    for text in texts:
        assert not LEFTOVER.search(text), f"an unfilled or broken text: {text!r}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_plays_its_game_to_the_end(game_id):
    lesson = load_lesson(game_id)
    moments = list(walk(game_id, lesson))
    steps_done = {m.step for m in moments}
    assert steps_done == {step.number for step in lesson.steps}
    last = moments[-1]
    assert last.after.is_over, "the lesson must end with its game"
    assert last.after.legal_moves() == []
    for m in moments:
        assert m.before.current_seat == m.seat, f"step {m.step} is played by the seat whose turn it is"
        assert legal_copy(m.move, m.before.legal_moves()) is not None, f"step {m.step}'s move is legal there"
        assert m.learner == lesson.seats[m.seat].learner
        exists = EXISTS[game_id]
        for target in m.coach.targets:
            assert exists[target.at](m.before, target), f"step {m.step} points at {target}, absent there"
        made_by_the_table = getattr(m.before, "automatic_move", lambda: None)() is not None  # nothing to read
        if m.learner and made_by_the_table:
            assert not (m.coach.text or m.want or m.coach.targets), f"step {m.step} is never read"
        elif m.learner:
            assert m.coach.text and m.want, f"step {m.step} tells the learner what to do"
            assert m.coach.targets, f"step {m.step}'s coach marks point at something"
        texts_are_plain(m.coach.text, m.want, *(e.text for e in m.explained))
        for explanation in m.explained:
            assert explanation.seat == m.seat


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_kind_of_the_issue_is_played(game_id):
    lesson = load_lesson(game_id)
    learner, events = kinds_played(lesson, list(walk(game_id, lesson)))
    vocabulary = lesson.vocabulary
    missing = set(vocabulary.learner_kinds) - learner
    assert not missing, f"the learner never makes {missing}"
    assert set(vocabulary.event_kinds) <= events, f"the lesson never shows {set(vocabulary.event_kinds) - events}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_is_a_first_game_of_five_to_ten_minutes(game_id):
    lesson = load_lesson(game_id)
    assert has_lesson(game_id)
    assert 15 <= lesson.learner_steps <= 40, "roughly 15 to 40 moves of the learner's"
    assert 5 <= lesson.minutes <= 10
    assert lesson.title and lesson.about
    setup = lesson.setup()
    assert setup.humans == lesson.humans and sum(setup.humans) == 1
    assert [s.name for s in setup.seats] == list(lesson.names)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_explanations_with_points_say_the_engines_points(game_id):
    """Numbers in an explanation come from the facts; here, the end of each lesson names
    every seat's final score as the engine has it."""
    lesson = load_lesson(game_id)
    moments = list(walk(game_id, lesson))
    final = moments[-1]
    said = " ".join(e.text for e in final.explained)
    for name, score in zip(lesson.names, final.after.scores()):
        assert re.search(rf"{name}\W+{score}\b", said), f"the end says {name}'s {score} points: {said}"


@pytest.mark.parametrize("game_id", GAMES)
def test_progress_counts_the_panels_the_learner_reads(game_id):
    """Every learner's step is coached by a panel of its own, numbered by its place among
    the lesson's panels: the intro first, each coach text, each part of each explanation,
    the end last."""
    lesson = load_lesson(game_id)
    panels = lesson.panels
    total = len(panels)
    assert panels[0] == INTRO and panels[-1] == END and len(set(panels)) == total
    seen = [m.coach.progress for m in walk(game_id, lesson) if m.learner and m.coach.text]
    expected = [(panels.index((step.number, COACH)) + 1, total) for step in lesson.steps
                if step.seat == lesson.learner and step.coach]
    assert seen == expected and [n for n, _ in seen] == sorted({n for n, _ in seen})
    coached = sum(1 for step in lesson.steps if step.coach)
    parts = sum(len(step.explain) for step in lesson.steps)
    assert total == 1 + coached + parts + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_each_lesson_opens_with_what_the_game_is_and_who_sits_there(game_id):
    lesson = load_lesson(game_id)
    game = registry.get(game_id)
    intro = lesson.intro
    assert intro.startswith(game.title.split(":")[0]) and " is a " in intro.split(".")[0]
    for seat in lesson.seats:
        if not seat.learner:
            assert seat.name in intro and all(color in intro for color in seat.colors), seat
            assert "computer player" in intro
    learner = lesson.seats[lesson.learner]
    assert all(f"You play {c}" in intro or f"You build in {c}" in intro for c in learner.colors)
