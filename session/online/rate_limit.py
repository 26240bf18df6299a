"""How many messages one sender may send in a while: a token bucket, which lets a
burst through and then a steady rate, on a clock given to it (the monotonic clock in
the app, a clock the test moves by hand in the tests)."""
from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds from any start, never going back (:func:`time.monotonic`)."""


class TokenBucket:
    """Up to ``burst`` messages at once, then ``rate`` a second: each message takes a
    token, tokens come back at ``rate`` a second up to ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def take(self) -> bool:
        """Whether a message may pass now (it takes a token if so)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
