"""A lesson's computer seats at its table (:class:`LessonTurns`): they play the lesson's
script, not a bot's, at the slow pace at least (:func:`lesson_pace`), and wait while the
lesson has a panel to be read first (:class:`scenes.table.lesson.TableLesson` hands them
its script and its waiting)."""
from __future__ import annotations

from typing import Callable

from scenes.table.computer_turns import ComputerTurns

#: The animation scale of the "slow" setting: a lesson's computer moves go no faster.
SLOW = 1.8


def lesson_pace(scale: float) -> float:
    """The animation scale at a lesson's table for the player's ``scale``: the slow pace
    at least, so a computer's move can be followed; animations turned off stay off."""
    return max(scale, SLOW) if scale > 0 else 0.0


class LessonTurns(ComputerTurns):
    """The lesson's computer seats: their moves are the lesson's (``script()``), chosen at
    once on the UI thread and shown at the table's pace; none starts while ``waiting()``
    (a panel with Go on that the learner has not yet gone on from)."""

    def __init__(self, seats, script: Callable[[], object], waiting: Callable[[], bool], animation_scale: float,
                 bring_into_view: Callable[[int, object], None] = lambda seat, move: None,
                 ticked: Callable[[], None] = lambda: None):
        super().__init__({seat: None for seat in seats}, animation_scale)
        self.script = script
        self.waiting = waiting
        self.bring_into_view = bring_into_view
        self.ticked = ticked

    def tick(self, dt: float, landed: bool = True) -> None:
        super().tick(dt, landed)
        self.ticked()

    def move_to_show(self, state):
        if self.waiting() or not self.pacing.ready or self.answer_wait > 0:
            return None
        move = self.script()
        if move is not None:
            self.bring_into_view(state.current_seat, move)
            self.pacing.started()
        return move

    def holding(self) -> bool:
        """A computer's move is still on show (its time on show is not over)."""
        return self.pacing.holding

    def seconds_left(self) -> float | None:
        """While a panel waits for Go on, only the time the last move stays on show
        (the panel that speaks of it shows then); else the table's own."""
        if self.waiting():
            return self.pacing.seconds_left()
        return super().seconds_left()
