"""A lesson as data (issue 23): its seats, its steps and what each says and points at, and
the panels the learner reads in turn. Pure: no pygame.

A lesson is read from its file by :mod:`session.lesson_files` (which checks it by playing
it through the engine, :mod:`session.lesson_checks`) and played at a table by
:class:`session.lesson_runner.LessonRunner`, which fills its texts
(:mod:`session.lesson_texts`) and reads its moves (:mod:`session.lesson_moves`).

- A step: ``seat`` (who moves), the moves it accepts (the expected or scripted one
  first), for the learner a ``coach`` text said before the move, the targets it
  ``point``s at and those it ``show``s (names unmarked: the panel covers neither), what
  it ``want``s ("Not yet: this lesson wants {want}."), and the parts of its explanation,
  each a panel of its own read in turn.
- The panels the learner reads are counted from the file alone (:attr:`Lesson.panels`):
  the intro, each step's coach text, each part of each explanation, and the end; a
  table's "Step n of N" is the panel's place in that list, named by :data:`INTRO`,
  ``(step number,`` :data:`COACH` ``)``, ``(step number, part index)`` or :data:`END`.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from game.core import IllegalMove, SaveFormatError
from game.record import GameRecord
from session import registry
from session.lesson_vocabulary import Target, Vocabulary
from session.seats import COMPUTER, HUMAN, GameSetup, SeatSetup

#: The level shown for a lesson's computer seats: they play the lesson's moves, no bot's.
LESSON_LEVEL = "lesson"


class DamagedLesson(SaveFormatError):
    """A lesson file, or a lesson in progress, that cannot be used; the message says
    what and where, in a sentence."""


class OffLesson(IllegalMove):
    """A move the rules allow that the lesson does not want now; the message is the
    friendly sentence to show while the piece returns."""


@dataclass(frozen=True)
class LessonSeat:
    name: str
    colors: tuple[str, ...]
    learner: bool


@dataclass(frozen=True)
class Part:
    """One panel of a step's explanation: its text (a template), the targets its marks
    point at and those it names unmarked (``show``), found after the step's move."""

    text: str
    point: tuple[Target, ...] = ()
    show: tuple[Target, ...] = ()


#: Where a panel comes in a lesson: ``INTRO``, ``(step number, COACH)``, ``(step number,
#: part index)`` of an explanation, or ``END``.
INTRO, COACH, END = ("intro",), "coach", ("end",)


@dataclass(frozen=True)
class Step:
    """One step of a lesson (``number`` counts from 1, as the file's authors count)."""

    number: int
    seat: int
    moves: tuple[dict, ...]
    """The moves accepted, as the file writes them: the expected (or scripted) one first."""
    coach: str = ""
    point: tuple[Target, ...] = ()
    want: str = ""
    explain: tuple[Part, ...] = ()
    show: tuple[Target, ...] = ()
    """What the coach names without pointing at it: the panel keeps clear of it too."""


@dataclass(frozen=True)
class Coach:
    """What the table shows before a step: the coach's ``text``, the ``targets`` its marks
    point at, those it names unmarked (``show``), who moves, and ``progress`` ``(n, N)``:
    the panel n of the lesson's N (:attr:`Lesson.panels`) that says it (or, for a
    computer seat's step that says nothing, the next one the learner will read)."""

    text: str
    targets: tuple[Target, ...]
    seat: int
    learner: bool
    progress: tuple[int, int]
    show: tuple[Target, ...] = ()


@dataclass(frozen=True)
class Explanation:
    """One panel of what the lesson says after step ``step``'s move (made by ``seat``):
    part ``part`` of its explanation, with the targets that part points at and names."""

    text: str
    step: int
    seat: int
    part: int = 0
    targets: tuple[Target, ...] = ()
    show: tuple[Target, ...] = ()

    @property
    def panel(self) -> tuple:
        """Its place among the lesson's panels (:attr:`Lesson.panels`)."""
        return (self.step, self.part)


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    minutes: int
    about: str
    seats: tuple[LessonSeat, ...]
    start_args: dict
    """The engine's ``new(...)`` keyword arguments."""
    prelude: tuple[dict, ...]
    steps: tuple[Step, ...]
    end: str
    start_json: str
    """The position the lesson starts at (after the prelude), as the engine writes it."""
    intro: str = ""
    intro_show: tuple[Target, ...] = ()
    """What the intro speaks of on the table (it keeps clear of them)."""

    @functools.cached_property
    def panels(self) -> tuple[tuple, ...]:
        """Every panel the learner reads, in order: the intro, then each step's coach text
        (every learner's step has one) and each part of its explanation, then the end."""
        panels = [INTRO] if self.intro else []
        for step in self.steps:
            if step.coach:
                panels.append((step.number, COACH))
            panels += [(step.number, part) for part in range(len(step.explain))]
        return (*panels, END)

    def panel_number(self, panel: tuple) -> int:
        """Panel ``panel``'s place among :attr:`panels`, from 1."""
        return self.panels.index(panel) + 1

    @property
    def vocabulary(self) -> Vocabulary:
        return registry.get(self.game_id).vocabulary

    @property
    def learner(self) -> int:
        return next(seat for seat, s in enumerate(self.seats) if s.learner)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def humans(self) -> tuple[bool, ...]:
        return tuple(s.learner for s in self.seats)

    @property
    def learner_steps(self) -> int:
        return sum(1 for step in self.steps if step.seat == self.learner)

    def initial_state(self):
        return registry.get(self.game_id).state_class().from_json(self.start_json)

    def new_record(self) -> GameRecord:
        """The record of the lesson, at its first position."""
        return GameRecord.from_state(self.initial_state(), self.humans)

    def setup(self) -> GameSetup:
        """The seats as a table shows them: the learner a person, the others computer
        seats at :data:`LESSON_LEVEL` (the runner plays their moves)."""
        seats = tuple(SeatSetup(s.name, s.colors[0], HUMAN if s.learner else COMPUTER,
                                "" if s.learner else LESSON_LEVEL, s.colors[1] if len(s.colors) > 1 else "")
                      for s in self.seats)
        return GameSetup(self.game_id, seats, self.start_args.get("first", 0), self.start_args.get("variant", False))
