"""The end of the game on the table: the complete corner hexagons scored one after the
other, each a moment apart (a click skips to the end)."""
from __future__ import annotations

from typing import Callable

HEXAGON_SECONDS = 0.8   # each end-game hexagon, one after the other, at normal speed


class EndScoring:
    def __init__(self, score: Callable[[tuple, dict], None], done: Callable[[], None]):
        """``score(boards, points)`` shows one hexagon scored (its award flies to the
        scores); ``done()`` is called once the last one is shown."""
        self.score = score
        self.done = done
        self.steps: list[tuple[tuple, dict]] = []
        """(the hexagon's three boards, points per colour) of each hexagon scored at the end."""
        self.shown = 0
        """How many of :attr:`steps` are shown scored."""
        self.timer = 0.0

    def start(self, awards, instant: bool) -> None:
        """The game is over: its hexagon ``awards`` (the state's, in order) are shown one
        by one, or at once when animations are off (``instant``)."""
        self.steps = [(where, points) for kind, where, points in awards if kind == "hexagon"]
        self.shown = len(self.steps) if instant else 0
        self.timer = 0.0

    @property
    def running(self) -> bool:
        return self.shown < len(self.steps)

    def seconds(self, animation_scale: float) -> float:
        """How long the whole sequence takes."""
        return len(self.steps) * HEXAGON_SECONDS * animation_scale

    def update(self, dt: float, animation_scale: float) -> None:
        if self.running:
            self.timer += dt
            if self.timer >= HEXAGON_SECONDS * animation_scale:
                self.timer = 0.0
                self._score_next()

    def skip(self) -> None:
        """Show every hexagon scored now."""
        while self.running:
            self._score_next()

    def scored(self) -> dict:
        """The hexagons shown scored: their three boards -> points per colour."""
        return dict(self.steps[: self.shown])

    def current(self) -> tuple | None:
        """The boards of the hexagon to be scored next, while the sequence runs."""
        return self.steps[self.shown][0] if self.running else None

    def _score_next(self) -> None:
        where, points = self.steps[self.shown]
        self.shown += 1
        self.score(where, points)
        if not self.running:
            self.done()
