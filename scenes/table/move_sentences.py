"""How long a computer's move's sentence stays in the table's message strip: at least
:data:`SENTENCE_SECONDS` (times the animation speed), so that it is read before the
next move's replaces it ("takes a 4" is not wiped at once by "ends the turn without
combining"). The sentences of moves that come sooner wait their turn, in order. A
person's move, a refusal, or the game shown being replaced (undo, a past moment)
speaks at once and drops what waits.

The clock is the sum of the frames' ``dt``, so tests drive it with a fake clock.
"""
from __future__ import annotations

from collections import deque

#: Seconds a move's sentence stays on show at least, at normal speed.
SENTENCE_SECONDS = 1.0


class MoveSentences:
    def __init__(self, scale: float = 1.0):
        self.scale = scale
        self.clock = 0.0
        self.shown_at: float | None = None
        """When the move's sentence on show appeared (None: what shows is no move's)."""
        self.waiting: deque[str] = deque()
        """The sentences of later moves, oldest first."""

    @property
    def holding(self) -> bool:
        """The sentence on show has not had its time yet, or sentences wait (the clock must run)."""
        return bool(self.waiting) or (self.shown_at is not None and self.seconds_left > 0)

    @property
    def seconds_left(self) -> float:
        """Seconds until the sentence on show may give way (0 when it may now)."""
        if self.shown_at is None:
            return 0.0
        return max(0.0, self.shown_at + SENTENCE_SECONDS * self.scale - self.clock)

    def seconds_to_wake(self) -> float | None:
        """Seconds until the sentence on show has had its time (its clock must run till
        then, and a waiting one shows then); None when no time runs."""
        left = self.seconds_left
        return left if left > 0 or self.waiting else None

    def said(self, shown: str, sentence: str, by_computer: bool) -> str:
        """A move was played and its sentence is ``sentence`` ("" for none), while
        ``shown`` is on show: what the strip shows now. A computer's sentence waits
        while the one on show has time left; a person's shows at once (they see what
        they did) and drops what waits."""
        if not by_computer:
            self.interrupted()
            return sentence
        if self.holding:
            self.waiting.append(sentence)
            return shown
        self.shown_at = self.clock if sentence else None
        return sentence

    def tick(self, dt: float) -> str | None:
        """The clock moves on ``dt`` seconds; the sentence to show now, when the one on
        show has had its time and another waits (None: nothing changes)."""
        self.clock += dt
        if not self.waiting or self.seconds_left > 0:
            return None
        sentence = self.waiting.popleft()
        self.shown_at = self.clock if sentence else None
        return sentence

    def interrupted(self) -> None:
        """Something else speaks at once (a refusal, undo, a past moment): nothing waits."""
        self.waiting.clear()
        self.shown_at = None
