"""The computer seats' turns at a table: each computer thinks off the UI thread (a
:class:`BotRunner`), its chosen move waits until the last one has been on show long
enough (:class:`Pacing`), and then the table shows it. Pause stops the clock."""
from __future__ import annotations

from scenes.table.pacing import Pacing
from scenes.table.runner import BotRunner


class ComputerTurns:
    def __init__(self, bots: dict, animation_scale: float):
        """``bots``: seat -> bot (no seat at all for a table of people only)."""
        self.bots = bots
        self.runner = BotRunner()
        self.pacing = Pacing(animation_scale)
        self.chosen = None
        """A computer's move, chosen and waiting for its turn to be shown."""

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

    def tick(self, dt: float) -> None:
        self.pacing.tick(dt)

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
        if not self.pacing.ready:
            return None
        move, self.chosen = self.chosen, None
        self.pacing.started()
        return move

    def landed(self) -> None:
        """A computer's move was played: it stays on show for a while."""
        self.pacing.landed()

    def stop(self) -> None:
        """The table is left: a computer still thinking stops."""
        self.runner.cancel()
