"""A lesson in progress, kept after every move so that a learner who leaves takes it up
again at the step they had reached (issue 23).

One file per game, ``lesson-GAME.json`` in the saves folder, beside the game in progress
and apart from it (Continue never takes it for a game). It holds what
:meth:`session.lesson_runner.LessonRunner.to_data` gives: the lesson's record, whose
length is the lesson's progress. A file that cannot be taken up (damaged, or its moves
no longer the lesson's after an update of the lesson) is kept aside and never
overwritten, and the learner is told in a sentence.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.words import N_, _
from session.files import paths, storage
from session.lesson_runner import LessonRunner
from session.lessons import DamagedLesson, Lesson


def lesson_save_file(game_id: str) -> Path:
    return paths.saves_dir() / f"lesson-{game_id}.json"


def exists(game_id: str) -> bool:
    try:
        return lesson_save_file(game_id).is_file()
    except OSError:
        return False


def save_text(runner: LessonRunner) -> str:
    return json.dumps(runner.to_data()) + "\n"


def save(runner: LessonRunner) -> None:
    """Keep the lesson in progress (an OSError says the disk refused it)."""
    paths.atomic_write_text(lesson_save_file(runner.lesson.game_id), save_text(runner))


def load(lesson: Lesson) -> LessonRunner | None:
    """The lesson in progress at the step it had reached, or None when none is kept. One
    that cannot be taken up is kept aside and raises DamagedLesson with a sentence."""
    try:
        return storage.read(lesson_save_file(lesson.game_id),
                            lambda text: LessonRunner.resume(lesson, json.loads(text)))
    except storage.DamagedFile as exc:
        raise DamagedLesson(_("The lesson in progress could not be taken up ({reason}). {where}", reason=exc.reason,
                              where=exc.where)) from exc


def discard(game_id: str) -> str | None:
    """Remove the lesson in progress (it ended, or the learner starts it again). Never
    raises: what went wrong is logged and returned as a sentence."""
    return storage.remove(lesson_save_file(game_id), N_("The lesson in progress could not be removed ({reason})."))
