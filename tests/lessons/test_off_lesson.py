"""A move off the lesson gets a friendly sentence and changes nothing; a move the rules
refuse gets the rules' own sentence; the runner follows undo, and a rotation made of
several turns."""
from __future__ import annotations

import json

import pytest

from game.core import IllegalMove
from game.kaleido import EndTurn, PlaceTile, Rotate
from game.kasane import Take as KasaneTake
from game.kerala import Take as KeralaTake
from session.lesson_runner import LessonRunner
from session.lesson_files import lesson_path, load_lesson, read_lesson
from session.lessons import DamagedLesson, OffLesson
from tests.lessons.helpers import GAMES


def runner_at(game_id: str, predicate) -> LessonRunner:
    """A runner of the lesson played on to the first step for which ``predicate(runner)`` holds."""
    runner = LessonRunner(load_lesson(game_id))
    while not predicate(runner):
        move = runner.expected[0]
        if runner.learner_to_move:
            runner.play(move)
        else:
            runner.record.play(move)
            runner.follow()
    return runner


def unchanged(runner: LessonRunner):
    """What must stay as it is: the position, the record, the step and what was said."""
    return (runner.record.state.to_json(), len(runner.record.entries), runner.step, runner.progress,
            len(runner.explanations))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_off_the_lesson_gets_the_lessons_sentence_and_changes_nothing(game_id):
    runner = LessonRunner(load_lesson(game_id))
    refused = 0
    while not runner.finished:
        if runner.learner_to_move:
            before = unchanged(runner)
            for move in runner.record.state.legal_moves():
                if move in runner.expected or runner.vocabulary.converges(runner.expected[0], move):
                    continue
                sentence = runner.check(move)
                assert sentence is not None and sentence.endswith(f"this lesson wants {runner.want}.")
                assert sentence.startswith(("Not yet: ", "Not quite: "))
                with pytest.raises(OffLesson) as refusal:
                    runner.play(move)
                assert str(refusal.value) == sentence
                assert isinstance(refusal.value, IllegalMove)  # the tables' refusal flow shows it as any other
                assert unchanged(runner) == before
                refused += 1
            assert runner.check(runner.expected[0]) is None
            runner.play(runner.expected[0])
        else:
            runner.record.play(runner.computer_move())
            runner.follow()
    assert refused > 50


@pytest.mark.parametrize("game_id, illegal", [
    ("kaleido", PlaceTile((5, 5), 0)),
    ("kerala", KeralaTake(7, 0, (1, 0))),
    ("kasane", KasaneTake(9)),
])
def test_a_move_the_rules_refuse_gets_the_rules_sentence(game_id, illegal):
    runner = runner_at(game_id, lambda r: r.learner_to_move)
    before = unchanged(runner)
    sentence = runner.check(illegal)
    assert sentence == runner.record.state.why_illegal(illegal)
    with pytest.raises(OffLesson):
        runner.play(illegal)
    assert unchanged(runner) == before


def test_a_move_in_a_computers_turn_is_asked_to_wait():
    runner = LessonRunner(load_lesson("kaleido"))  # Mira moves first
    assert not runner.learner_to_move
    assert runner.check(runner.expected[0]) == "Wait a moment: it is Mira's turn."
    assert runner.computer_move() == runner.expected[0]


def test_the_learner_has_no_computer_move():
    runner = runner_at("kasane", lambda r: r.learner_to_move)
    assert runner.computer_move() is None


def test_a_finished_lesson_wants_no_more_moves():
    runner = runner_at("kasane", lambda r: r.finished)
    assert runner.step is None and runner.coach is None and runner.expected == ()
    panels = len(runner.lesson.panels)
    assert runner.progress == (panels, panels)  # the end's panel, the last
    assert runner.check(EndTurn()).startswith("The lesson is over")
    assert runner.closing.startswith("You have played a whole game of Colors of Kasane.")


def test_the_kerala_wrong_elephant_is_not_quite_the_lesson():
    """The step that asks which elephant walks: the other elephant gets "Not quite"."""
    runner = runner_at("kerala", lambda r: r.learner_to_move and r.coach.text.startswith("The tile with a pictured"))
    wanted = runner.expected[0]
    other = KeralaTake(wanted.offer_index, 1 - wanted.elephant, wanted.cell)
    assert other in runner.record.state.legal_moves()
    assert runner.check(other) == f"Not quite: this lesson wants {runner.want}."


def rotating(runner: LessonRunner) -> bool:
    return runner.learner_to_move and isinstance(runner.expected[0], Rotate)


@pytest.mark.parametrize("turns", [(1, 1, 1), (5, 5, 5), (3,), (2, 1), (1, 5, 3), (4, 4, 1)])
def test_a_rotation_may_be_made_in_several_turns(turns):
    runner = runner_at("kaleido", rotating)
    board, steps = runner.expected[0].board, runner.expected[0].steps
    assert sum(turns) % 6 == steps % 6
    number = runner.step.number
    for k, step in enumerate(turns, 1):
        assert runner.check(Rotate(board, step)) is None
        said = runner.play(Rotate(board, step))
        if k < len(turns):
            assert runner.step.number == number and said == [], "the board is on its way: the step stays"
            assert runner.check(EndTurn()).startswith("Not yet: this lesson wants board 2 turned half a turn")
    assert runner.step.number == number + 1
    assert [e.step for e in said] == [number]
    assert isinstance(runner.expected[0], EndTurn)


def test_undo_takes_the_lesson_back_a_step():
    runner = runner_at("kaleido", lambda r: r.learner_to_move)
    coach, progress, said = runner.coach, runner.progress, list(runner.explanations)
    runner.play(runner.expected[0])
    assert runner.progress != progress
    runner.record.undo()
    assert runner.follow() == []
    assert (runner.coach, runner.progress, runner.explanations) == (coach, progress, said)
    runner.record.redo()
    runner.follow()
    assert runner.progress > progress and runner.progress[1] == progress[1]


def test_a_record_that_leaves_the_lesson_is_refused():
    runner = runner_at("kasane", lambda r: r.learner_to_move)
    off = next(m for m in runner.record.state.legal_moves() if m not in runner.expected)
    runner.record.play(off)  # a table that forgot to ask the runner
    with pytest.raises(DamagedLesson, match="is not the lesson's step 1"):
        runner.follow()


def test_a_step_that_accepts_other_moves_takes_each_and_says_what_it_made():
    """A learner's step may accept more than one move (``or``): either is the lesson's,
    and the explanation is filled from the move made."""
    data = json.loads(lesson_path("kasane").read_text(encoding="utf-8"))
    data["steps"][-1]["or"] = [{"move": "EndTurn"}]
    data["steps"][-1]["explain"] = "You get {bonuses}."
    lesson = read_lesson(json.dumps(data))
    said = {}
    for choice in (0, 1):
        runner = runner_at("kasane", lambda r: r.step is not None and r.step.number == len(lesson.steps))
        runner = LessonRunner(lesson, runner.record)
        move = runner.expected[choice]
        assert runner.check(move) is None
        said[choice] = runner.play(move)[-1].text
        assert runner.finished and runner.record.state.is_over and runner.closing
    assert "+2 for playing all 12 cards" in said[0]
    assert "nothing for all cards (9 of 12 played)" in said[1]
