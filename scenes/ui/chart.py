"""A line chart of every seat's score after each round, drawn with pygame alone.

Each seat is a line in its colour with its colour's symbol at its points (every
point, or every few where the steps lie close; the symbols tell the lines apart
without colour vision), over a light grid with the
steps along the bottom ("Start", the rounds, and "End" where the game scores after its
last round) and the points up the side. A legend above names every line. Lines that
share a score at a step stand side by side there, each at its true height, so none
hides another and none reads as a score it does not have.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

from game.words import ngettext
from scenes.ui import theme
from scenes.ui.fitting import FACTORS, broken_lines
from scenes.ui.palette import PLAYER_COLORS


@dataclass(frozen=True)
class Series:
    """One seat's line: its name, its colour and its score after each step."""

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
    """The chart, laid out in the ``rect`` :meth:`draw` is given."""

    def __init__(self, series: Sequence[Series], labels: Sequence[str], scale: float = 1.0):
        """``labels``: what each step along the bottom is called ("Start", "1", ..., "End")."""
        if any(len(s.points) != len(labels) for s in series):
            raise ValueError("every line needs one score per step")
        self.series = tuple(series)
        self.labels = tuple(labels)
        self.scale = scale
        values = [v for s in self.series for v in s.points] or [0]
        low, high = min(0, min(values)), max(values)
        self.step = nice_step(high - low or 1)
        self.low = math.floor(low / self.step) * self.step
        self.high = max(self.low + self.step, math.ceil(high / self.step) * self.step)

    @property
    def font(self) -> pygame.font.Font:
        return theme.font("small", self.scale)

    @property
    def radius(self) -> int:
        """The symbols' radius at the points."""
        return max(5, round(7 * self.scale))

    @property
    def apart(self) -> int:
        """Pixels across between the symbols of lines that share a score: enough for
        each symbol to show most of itself."""
        return round(self.radius * 1.4)

    @property
    def margin(self) -> int:
        """Room the symbols (and tied lines set side by side) take beyond a point, kept
        clear of the labels round the plot."""
        return self.radius + self.apart * (len(self.series) - 1) // 2 + 2

    # -- the legend ------------------------------------------------------------------
    def legend_entries(self) -> list[str]:
        """Each line's words in the legend: its name and its last score ("Ann 12 pts")."""
        return [ngettext("{name}  {points} pt", "{name}  {points} pts", abs(s.points[-1]), name=s.name,
                         points=s.points[-1])
                if s.points else s.name for s in self.series]

    def legend_font(self, rect: pygame.Rect) -> pygame.font.Font:
        """The legend's font: the chart's, or smaller until every entry fits a row of
        ``rect`` (the smallest, with an entry broken in lines, when none does)."""
        room = rect.width - self.token_room
        for factor in FACTORS:
            font = theme.font("small", self.scale * factor)
            if all(font.size(words)[0] <= room for words in self.legend_entries()):
                return font
        return font

    @property
    def token_room(self) -> int:
        """The width a legend entry's token and the gap after it take."""
        return round(24 * self.scale)

    def legend_places(self, rect: pygame.Rect) -> list[tuple[pygame.Rect, tuple[str, ...]]]:
        """Where each legend entry (its token and its words) goes, with its lines: in
        rows across the top of ``rect``, a new row when the next would not fit."""
        font, s = self.legend_font(rect), self.scale
        gap = round(16 * s)
        x, y, row = rect.left, rect.top, 0
        places = []
        for words in self.legend_entries():
            lines = broken_lines(words, font, rect.width - self.token_room)
            width = self.token_room + max(font.size(line)[0] for line in lines)
            height = len(lines) * font.get_linesize()
            if x > rect.left and x + width > rect.right:
                x, y, row = rect.left, y + row + round(4 * s), 0
            places.append((pygame.Rect(x, y, width, height), lines))
            x, row = x + width + gap, max(row, height)
        return places

    def legend_height(self, rect: pygame.Rect) -> int:
        places = self.legend_places(rect)
        return max(place.bottom for place, _ in places) - rect.top + round(8 * self.scale) if places else 0

    # -- the plot ------------------------------------------------------------------
    def plot_area(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the lines go inside ``rect``: below the legend, with room for the points
        on the left and the steps below."""
        small, s = self.font, self.scale
        top = rect.top + self.legend_height(rect)
        left = max(small.size(str(v))[0] for v in (self.low, self.high)) + round(10 * s)
        bottom = small.get_linesize() + self.margin
        pad = max(round(12 * s), self.margin)
        return pygame.Rect(rect.x + left, top + pad, rect.width - left - pad, rect.bottom - top - bottom - pad)

    def point_at(self, area: pygame.Rect, index: int, value: int) -> tuple[float, float]:
        """Where step ``index`` at ``value`` is: the steps keep clear of the points' labels
        on the left, the values span the grid."""
        spread = max(1, len(self.labels) - 1)
        x = area.x + self.margin + (area.width - 2 * self.margin) * index / spread
        y = area.bottom - area.height * (value - self.low) / (self.high - self.low)
        return x, y

    def marked_steps(self, area: pygame.Rect) -> range | list[int]:
        """The steps whose points carry their lines' symbols: every step where the symbols
        stand clear of their neighbours; where the steps lie closer (Kerala's 30 rounds),
        every few steps and always the last, so the symbols never run into a band (the
        lines carry the scores between them)."""
        last = len(self.labels) - 1
        gap = (area.width - 2 * self.margin) / max(1, last)
        every = max(1, math.ceil(3 * self.radius / max(1.0, gap)))
        if every == 1:
            return range(last + 1)
        steps = list(range(0, last + 1, every))
        if steps[-1] != last:
            if last - steps[-1] < every and len(steps) > 1:
                steps.pop()  # the last step's symbols need the room of the one before
            steps.append(last)
        return steps

    def lines(self, area: pygame.Rect) -> list[list[tuple[float, float]]]:
        """Each series' points on screen; where several lines share a score at a marked
        step (:meth:`marked_steps`), they stand side by side at that height, in seat
        order, so every one shows."""
        apart = self.apart
        lines = [[self.point_at(area, i, v) for i, v in enumerate(s.points)] for s in self.series]
        for index in self.marked_steps(area):
            by_value: dict[int, list[int]] = {}
            for seat, line in enumerate(self.series):
                by_value.setdefault(line.points[index], []).append(seat)
            for seats in by_value.values():
                for k, seat in enumerate(seats):
                    x, y = lines[seat][index]
                    lines[seat][index] = (x + (k - (len(seats) - 1) / 2) * apart, y)
        return lines

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        small, s = self.font, self.scale
        font = self.legend_font(rect)
        radius = round(9 * s)
        for (place, lines), line in zip(self.legend_places(rect), self.series):
            theme.draw_player_token(surface, line.color, (place.left + radius, place.top + font.get_linesize() / 2),
                                    radius)
            for row, words in enumerate(lines):
                theme.draw_text(surface, words, font, theme.TEXT,
                                (place.left + self.token_room, place.top + row * font.get_linesize()))
        area = self.plot_area(rect)
        for value in range(self.low, self.high + 1, self.step):
            y = self.point_at(area, 0, value)[1]
            pygame.draw.line(surface, theme.PANEL_EDGE if value else theme.TEXT_DIM, (area.x, y), (area.right, y))
            theme.draw_text(surface, str(value), small, theme.TEXT_DIM, (area.x - 6 * s, y), "midright")
        label_every = max(1, math.ceil(len(self.labels) / max(1, area.width // round(36 * s))))
        last = len(self.labels) - 1
        for index, label in enumerate(self.labels):
            if index % label_every and index != last:
                continue
            if last - label_every < index < last:
                continue  # the last step's label needs the room of the one before
            x = self.point_at(area, index, self.low)[0]
            half = small.size(label)[0] / 2  # under its step, but inside the plot: clear of the values
            x = min(max(x, area.left + half), area.right - half)
            theme.draw_text(surface, label, small, theme.TEXT_DIM, (round(x), area.bottom + self.margin), "midtop")
        width = max(2, round(3 * s))
        radius = self.radius
        marked = self.marked_steps(area)
        for line, points in zip(self.series, self.lines(area)):
            rgb = PLAYER_COLORS.get(line.color, (160, 160, 160))
            if len(points) > 1:
                pygame.draw.lines(surface, rgb, False, points, width)
            for index in marked:
                theme.draw_player_token(surface, line.color, points[index], radius)
