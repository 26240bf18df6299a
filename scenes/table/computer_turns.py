"""The computer seats' turns at a table: each computer thinks off the UI thread (a
:class:`BotRunner`), its chosen move waits until the last one has been on show long
enough (:class:`Pacing`) and, after a person's move, until the person has had the
time to take it back (:data:`ANSWER_SECONDS`), and then the table shows it. Pause
stops the clock; a person's move taken back voids the answer being thought of."""
from __future__ import annotations

import threading

from game.bots import SEARCHING, prepare_workers
from scenes.table.pacing import Pacing
from scenes.table.runner import BotRunner

#: Seconds, at normal speed, from a person's move landing to the start of the computer's answer:
#: until it starts, the person may take their move back (Undo, Ctrl+Z).
ANSWER_SECONDS = 1.0


class ComputerTurns:
    def __init__(self, bots: dict, animation_scale: float):
        """``bots``: seat -> bot (no seat at all for a table of people only). A hard
        computer's search workers start now, off the UI thread (starting two processes
        takes tens of milliseconds), so that its first decision finds them ready (expert too)."""
        self.bots = bots
        if any(getattr(bot, "level", None) in SEARCHING for bot in bots.values()):
            threading.Thread(target=prepare_workers, name="start search workers", daemon=True).start()
        self.runner = BotRunner()
        self.pacing = Pacing(animation_scale)
        self.chosen = None
        """A computer's move, chosen and waiting for its turn to be shown."""
        self.answer_wait = 0.0
        """Seconds yet before a computer's answer to a person's move starts (the person
        may still take the move back until then); they run once that move has landed."""

    def plays(self, seat: int | None) -> bool:
        """Whether a computer plays ``seat``."""
        return seat is not None and seat in self.bots

    @property
    def any(self) -> bool:
        return bool(self.bots)

    @property
    def paused(self) -> bool:
        return self.pacing.paused

    def toggle_pause(self) -> bool:
        """Pause or resume; True when now paused."""
        return self.pacing.toggle()

    def tick(self, dt: float, landed: bool = True) -> None:
        """``dt`` seconds on; ``landed``: nothing of the last move is still in flight."""
        self.pacing.tick(dt)
        if landed and not self.pacing.paused:
            self.answer_wait = max(0.0, self.answer_wait - dt)

    @property
    def thinking(self) -> bool:
        return self.runner.busy

    def move_to_show(self, state):
        """The computer's move to show now, or None: it is still thinking (it starts to
        think about ``state`` here), or the last move is still on show, or paused."""
        if self.chosen is None:
            if self.runner.busy:
                return None
            move = self.runner.poll()
            if move is None:
                self.runner.start(self.bots[state.current_seat], state)
                return None
            self.chosen = move
        if not self.pacing.ready or self.answer_wait > 0:
            return None
        move, self.chosen = self.chosen, None
        self.pacing.started()
        return move

    def due(self, state) -> tuple:
        """(the move to show now or None, as :meth:`move_to_show` says; whether the
        computer began to think in this call)."""
        was_thinking = self.thinking
        move = self.move_to_show(state)
        return move, self.thinking and not was_thinking

    def landed(self) -> None:
        """A computer's move was played: it stays on show for a while."""
        self.pacing.landed()

    def after_a_person(self) -> None:
        """A person's move gave the turn to a computer: its answer waits
        :data:`ANSWER_SECONDS` (times the animation speed), so the person can still
        take the move back."""
        self.answer_wait = ANSWER_SECONDS * self.pacing.scale

    def forget(self) -> None:
        """The position the computer answers was taken back: stop thinking about it and
        drop the move chosen for it."""
        self.runner.cancel()
        self.chosen = None
        self.answer_wait = 0.0

    def seconds_left(self) -> float | None:
        """Seconds until a computer's move may start: the last one's time on show, or a
        person's time to take their move back, ends; None when no such time runs (paused,
        or nothing waits)."""
        if self.pacing.paused:
            return None
        times = [self.pacing.seconds_left(), self.answer_wait or None]
        return max((t for t in times if t is not None), default=None)

    def stop(self) -> None:
        """The table is left: a computer still thinking stops."""
        self.runner.cancel()
