"""Checking a lesson by playing it (issue 23): its moves, texts and targets along every
path its ``or`` moves open, from its first position to the game's end; whatever does
not hold raises ValueError saying what and where (:mod:`session.lesson_files` turns it
into DamagedLesson). Pure: no pygame."""
from __future__ import annotations

from typing import Any

from game.core import same_value
from session.lesson_moves import move_fields, read_move
from session.lesson_texts import fill, sentence
from session.lesson_vocabulary import Said, Vocabulary
from session.lessons import Lesson, Step

#: The most paths through a lesson its ``or`` moves may open (each is played at load).
MAX_PATHS = 64
_LEARNER_NEEDS = ("coach", "point", "want")


def verify(lesson: Lesson) -> None:
    """Play the lesson through the engine along every path, checking each step."""
    vocabulary = lesson.vocabulary
    paths_done = 0

    def walk(index: int, state: Any, last: Said | None) -> None:
        nonlocal paths_done
        if index == len(lesson.steps):
            if not state.is_over:
                raise ValueError("the game is not over after its last step")
            paths_done += 1
            if paths_done > MAX_PATHS:
                raise ValueError(f"its other moves open more than {MAX_PATHS} paths to check")
            _filled(vocabulary, lesson.end, last, "its end")
            return
        step = lesson.steps[index]
        where = f"step {step.number}"
        if state.is_over:
            raise ValueError(f"{where} comes after the game has ended")
        if state.current_seat != step.seat:
            raise ValueError(f"{where} is for seat {step.seat}, but seat {state.current_seat} moves there")
        if lesson.seats[step.seat].learner:
            _coached(step, state, vocabulary)
        moves = []
        for data in step.moves:
            try:
                moves.append(read_move(vocabulary, state, data))
            except ValueError as exc:
                raise ValueError(f"{where}: {sentence(exc)}") from exc
        _found(vocabulary, state, (*step.point, *step.show), where)
        for move in moves:
            after = state.clone()
            after.apply(move)
            said = Said(state, move, after, lesson.names)
            if move is moves[0]:
                _filled(vocabulary, step.coach, said, f"{where}'s coach")
                _filled(vocabulary, step.want, said, f"{where}'s want")
            for number, part in enumerate(step.explain, 1):
                _filled(vocabulary, part.text, said, f"{where}'s explanation")
                _found(vocabulary, after, (*part.point, *part.show), f"{where}'s explanation part {number}")
            walk(index + 1, after, said)

    _found(vocabulary, lesson.initial_state(), lesson.intro_show, "its intro")
    walk(0, lesson.initial_state(), None)


def _coached(step: Step, state: Any, vocabulary: Vocabulary) -> None:
    """A learner's step says what to do, unless the table makes its move by itself (a
    turn that can only end, :meth:`automatic_move`): no panel of it would ever be read."""
    where = f"step {step.number}"
    automatic = getattr(state, "automatic_move", lambda: None)()
    if automatic is not None and same_value(move_fields(automatic), move_fields(read_move(vocabulary, state,
                                                                                          step.moves[0]))):
        if step.coach or step.point or step.want:
            raise ValueError(f"{where}'s move is made by the table itself, so its coach would never be read: "
                             f"say it in the step before")
        return
    texts = {"coach": step.coach, "point": step.point, "want": step.want}
    for key in _LEARNER_NEEDS:
        if not texts[key]:
            raise ValueError(f"{where} is the learner's and needs its {key}")


def _found(vocabulary: Vocabulary, state: Any, targets, where: str) -> None:
    """Every one of ``targets`` names something in ``state``; else ValueError saying which."""
    for target in targets:
        why = vocabulary.targets[target.at].problem(state, target)
        if why:
            raise ValueError(f"{where} points at {target}, but {why}")


def _filled(vocabulary: Vocabulary, text: str, said: Said | None, where: str) -> str:
    if said is None:
        return text
    try:
        return fill(vocabulary, text, said)
    except ValueError as exc:
        raise ValueError(f"{where} {sentence(exc)}") from exc
