"""Leaving a lesson and taking it up again: its progress is its record's length, so a
record saved at any point, even in the middle of a rotation, gives the same next step;
a saved lesson that cannot be taken up is refused with a sentence and kept aside."""
from __future__ import annotations

import json

import pytest

from game.kaleido import Rotate
from game.record import GameRecord
from session.files import lesson_saves
from session.lesson_runner import LessonRunner
from session.lesson_files import load_lesson
from session.lessons import DamagedLesson
from tests.lessons.helpers import GAMES, walk


def where(runner: LessonRunner):
    """Everything a table reads from the runner."""
    return (runner.step, runner.coach, runner.want, runner.expected, runner.progress, runner.finished,
            runner.explanations, runner.record.state.to_json())


def played(game_id: str, moves: int) -> LessonRunner:
    runner = LessonRunner(load_lesson(game_id))
    for _ in range(moves):
        move = runner.expected[0]
        runner.play(move) if runner.learner_to_move else (runner.record.play(move), runner.follow())
    return runner


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_taken_up_anywhere_goes_on_as_it_would_have(game_id):
    lesson = load_lesson(game_id)
    straight = list(walk(game_id, lesson))
    total = len(straight)
    for cut in sorted({0, 1, total // 3, total // 2, total - 1, total} | set(range(0, total, 7))):
        runner = played(game_id, cut)
        kept = json.loads(json.dumps(runner.to_data()))
        resumed = LessonRunner.resume(lesson, kept)
        assert where(resumed) == where(runner), f"taken up after {cut} moves"
        rest = list(walk(game_id, lesson, resumed))
        assert [m.step for m in rest] == [m.step for m in straight[cut:]]
        assert [e.text for m in rest for e in m.explained] == [e.text for m in straight[cut:] for e in m.explained]
        assert resumed.record.state.to_json() == straight[-1].after.to_json()


def test_a_lesson_taken_up_in_the_middle_of_a_rotation_keeps_turning():
    runner = LessonRunner(load_lesson("kaleido"))
    while not (runner.learner_to_move and isinstance(runner.expected[0], Rotate)):
        move = runner.expected[0]
        runner.play(move) if runner.learner_to_move else (runner.record.play(move), runner.follow())
    board, number = runner.expected[0].board, runner.step.number
    runner.play(Rotate(board, 1))
    resumed = LessonRunner.resume(runner.lesson, json.loads(json.dumps(runner.to_data())))
    assert resumed.step.number == number and len(resumed.record.entries) == len(runner.record.entries)
    resumed.play(Rotate(board, 1))
    assert resumed.step.number == number
    said = resumed.play(Rotate(board, 1))
    assert resumed.step.number == number + 1 and [e.step for e in said] == [number]


def damaged(data: dict, change) -> str:
    change(data)
    with pytest.raises(DamagedLesson) as caught:
        LessonRunner.resume(load_lesson("kasane"), data)
    return str(caught.value)


def started_one_move_later(data: dict) -> None:
    """The record of the same game, but starting after its first move: a fine record,
    not the lesson's."""
    state = load_lesson("kasane").initial_state()
    state.apply(state.legal_moves()[0])
    record = data["record"]
    record.update(start={"state": state.to_json()}, moves=record["moves"][1:])


def test_a_lesson_in_progress_that_does_not_fit_is_refused():
    kept = played("kasane", 5).to_data
    assert "not in a format" in damaged(kept(), lambda d: d.update(format=9))
    assert "not the Learn Colors of Kasane lesson" in damaged(kept(), lambda d: d.update(lesson="kerala"))
    assert "could not be read" in damaged(kept(), lambda d: d["record"].update(moves=[["Take", ["x"]]]))
    assert "does not start where this lesson starts" in damaged(kept(), started_one_move_later)
    assert "other seats" in damaged(kept(), lambda d: d["record"].update(humans=[True, True]))
    lesson = load_lesson("kasane")
    record = lesson.new_record()
    record.play(record.state.legal_moves()[-1])  # a legal move, but not the lesson's
    with pytest.raises(DamagedLesson, match="is not the lesson's step 1"):
        LessonRunner(lesson, record)
    assert "record" in damaged(kept(), lambda d: d.pop("record"))


def test_a_record_of_another_game_is_not_a_lesson():
    lesson = load_lesson("kasane")
    other = GameRecord.from_state(load_lesson("kerala").initial_state(), (True, False))
    with pytest.raises(DamagedLesson, match="does not start where"):
        LessonRunner(lesson, other)


def test_the_lesson_in_progress_is_kept_taken_up_and_discarded(tessera_home):
    lesson = load_lesson("kerala")
    assert lesson_saves.load(lesson) is None and not lesson_saves.exists("kerala")
    runner = played("kerala", 9)
    lesson_saves.save(runner)
    assert lesson_saves.exists("kerala")
    assert where(lesson_saves.load(lesson)) == where(runner)
    assert lesson_saves.discard("kerala") is None and not lesson_saves.exists("kerala")
    assert lesson_saves.discard("kerala") is None


def test_a_damaged_lesson_in_progress_is_kept_aside_and_said(tessera_home):
    lesson = load_lesson("kasane")
    path = lesson_saves.lesson_save_file("kasane")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "lesson": "kasane", "record": ')
    with pytest.raises(DamagedLesson) as caught:
        lesson_saves.load(lesson)
    assert str(caught.value).startswith("The lesson in progress could not be taken up (")
    assert "It was kept as lesson-kasane.json.bad" in str(caught.value)
    assert not path.exists() and path.with_name("lesson-kasane.json.bad").is_file()
    assert lesson_saves.load(lesson) is None
