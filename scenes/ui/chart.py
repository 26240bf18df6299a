"""A line chart of every seat's score after each round, drawn with pygame alone.

Each seat is a line in its colour with its colour's symbol at every point (the
symbols tell the lines apart without colour vision), over a light grid with the
rounds along the bottom and the points up the side.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

from scenes.ui.palette import PLAYER_COLORS
from scenes.ui import theme


@dataclass(frozen=True)
class Series:
    """One seat's line: its name, its colour and its score after each round."""

    name: str
    color: str
    points: tuple[int, ...]


def nice_step(span: float, lines: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, ...) that cuts ``span`` into about ``lines`` parts."""
    raw = max(1.0, span / max(1, lines))
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


class ScoreChart:
    """The chart, laid out in ``rect``; :meth:`draw` paints it on a surface."""

    def __init__(self, series: Sequence[Series], rounds: Sequence[int], scale: float = 1.0):
        if any(len(s.points) != len(rounds) for s in series):
            raise ValueError("every line needs one score per round")
        self.series = tuple(series)
        self.rounds = tuple(rounds)
        self.scale = scale
        values = [v for s in self.series for v in s.points] or [0]
        low, high = min(0, min(values)), max(values)
        self.step = nice_step(high - low or 1)
        self.low = math.floor(low / self.step) * self.step
        self.high = max(self.low + self.step, math.ceil(high / self.step) * self.step)

    def plot_area(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the lines go inside ``rect``: room for the labels on the left and below."""
        small = theme.font("small", self.scale)
        left = small.size(str(self.high if abs(self.high) > abs(self.low) else self.low))[0] + round(14 * self.scale)
        bottom = small.get_linesize() + round(10 * self.scale)
        pad = round(12 * self.scale)
        return pygame.Rect(rect.x + left, rect.y + pad, rect.width - left - pad, rect.height - bottom - pad)

    def point_at(self, area: pygame.Rect, index: int, value: int) -> tuple[float, float]:
        spread = max(1, len(self.rounds) - 1)
        x = area.x + area.width * index / spread
        y = area.bottom - area.height * (value - self.low) / (self.high - self.low)
        return x, y

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        small = theme.font("small", self.scale)
        area = self.plot_area(rect)
        for value in range(self.low, self.high + 1, self.step):
            y = self.point_at(area, 0, value)[1]
            pygame.draw.line(surface, theme.PANEL_EDGE if value else theme.TEXT_DIM, (area.x, y), (area.right, y))
            theme.draw_text(surface, str(value), small, theme.TEXT_DIM, (area.x - 6 * self.scale, y), "midright")
        label_every = max(1, math.ceil(len(self.rounds) / max(1, area.width // round(36 * self.scale))))
        for index, round_ in enumerate(self.rounds):
            if index % label_every == 0 or index == len(self.rounds) - 1:
                x = self.point_at(area, index, self.low)[0]
                theme.draw_text(surface, "Start" if round_ == 0 else str(round_), small, theme.TEXT_DIM,
                                (x, area.bottom + 4 * self.scale), "midtop")
        width = max(2, round(3 * self.scale))
        radius = max(5, round(7 * self.scale))
        for line in self.series:
            rgb = PLAYER_COLORS.get(line.color, (160, 160, 160))
            points = [self.point_at(area, i, v) for i, v in enumerate(line.points)]
            if len(points) > 1:
                pygame.draw.lines(surface, rgb, False, points, width)
            for point in points:
                theme.draw_player_token(surface, line.color, point, radius)
