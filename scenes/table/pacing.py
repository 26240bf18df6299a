"""How computer moves are paced for people to follow.

Each computer move stays on the table for at least ``MOVE_SECONDS`` (times the
player's animation speed) from the moment it starts to move until the next computer
move may start, and for at least ``HOLD_SECONDS`` after it lands (a pass has no
animation, so it is held for the whole time). The computer players can be paused:
the clock stops, so a paused hold resumes where it was.

The clock is the sum of the frames' ``dt``, so tests drive it with a fake clock. It
needs no frames to run: the table asks the loop to wake it when the hold ends
(:meth:`seconds_left`), and the loop's update then brings the time that passed.
"""
from __future__ import annotations

MOVE_SECONDS = 1.2  # a computer move from its start to the next one, at normal speed
GLIDE_SECONDS = 0.55  # the piece's travel, at normal speed
HOLD_SECONDS = 0.65  # at least this long on show once it has landed, at normal speed


class Pacing:
    def __init__(self, scale: float = 1.0):
        self.scale = scale
        self.clock = 0.0
        self.paused = False
        self._started_at: float | None = None
        self._hold_until = 0.0

    @property
    def glide_seconds(self) -> float:
        return GLIDE_SECONDS * self.scale

    def tick(self, dt: float) -> None:
        if not self.paused:
            self.clock += dt

    def started(self) -> None:
        """A computer move starts to be shown."""
        self._started_at = self.clock

    def landed(self) -> None:
        """The move shown since :meth:`started` (or a move with no animation) is played."""
        start = self._started_at if self._started_at is not None else self.clock
        self._hold_until = max(self.clock + HOLD_SECONDS * self.scale, start + MOVE_SECONDS * self.scale)
        self._started_at = None

    @property
    def holding(self) -> bool:
        """The last computer move is still on show (paused or not)."""
        return self.clock < self._hold_until

    def seconds_left(self) -> float | None:
        """How long the last computer move stays on show yet; None when it does not (or
        the clock is paused: only the player's Resume goes on)."""
        if self.paused or not self.holding:
            return None
        return self._hold_until - self.clock

    @property
    def ready(self) -> bool:
        """The next computer move may start."""
        return not self.paused and not self.holding

    def toggle(self) -> bool:
        self.paused = not self.paused
        return self.paused
