"""Short animations: a piece gliding from one point to another, then a callback.

Durations scale with the player's animation setting (0 means instant).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


def ease(t: float) -> float:
    """Ease in and out (smoothstep)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Glide:
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    draw: Callable  # draw(surface, (x, y))
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0

    @property
    def position(self) -> tuple[float, float]:
        t = ease(self.elapsed / self.duration) if self.duration > 0 else 1.0
        return (self.start[0] + (self.end[0] - self.start[0]) * t,
                self.start[1] + (self.end[1] - self.start[1]) * t)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class Animator:
    def __init__(self, scale: float = 1.0):
        self.scale = scale
        self.glides: list[Glide] = []

    @property
    def active(self) -> bool:
        return bool(self.glides)

    def glide(self, start, end, seconds: float, draw, on_done=None) -> None:
        duration = seconds * self.scale
        glide = Glide(tuple(start), tuple(end), duration, draw, on_done)
        if duration <= 0:
            if on_done:
                on_done()
            return
        self.glides.append(glide)

    def update(self, dt: float) -> bool:
        if not self.glides:
            return False
        for glide in list(self.glides):
            glide.elapsed += dt
            if glide.done:
                self.glides.remove(glide)
                if glide.on_done:
                    glide.on_done()
        return True

    def finish_all(self) -> None:
        """Skip to the end of every animation (a click skips them)."""
        while self.glides:
            glide = self.glides.pop(0)
            if glide.on_done:
                glide.on_done()

    def draw(self, surface) -> None:
        for glide in self.glides:
            glide.draw(surface, glide.position)
