"""The end of a game, shared by every game: who won (ties shared), the itemised
score from the engine's ``score_lines()``, one column per seat and one row per
category, and beside it a chart of each seat's score after every round (from the
game's record), so players see where the game turned."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import ScoreLine
from scenes.page import PageScene
from scenes.setup_model import GameSetup
from scenes.ui import theme
from scenes.ui.chart import ScoreChart, Series
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Button


@dataclass(frozen=True)
class GameResult:
    game_id: str
    title: str
    names: tuple[str, ...]
    colors: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    note: str = ""
    """A sentence under the headline, e.g. how a tie was broken (a table may add one)."""
    cell_details: bool = False
    """Show each cell's detail next to its points (games whose rows differ per seat)."""
    rounds: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """``(round, scores)`` after every round (:meth:`GameRecord.round_scores`), for the chart."""

    @classmethod
    def from_state(cls, game, setup: GameSetup, state, rounds=()) -> "GameResult":
        return cls(game.id, game.title, tuple(s.name for s in setup.seats), tuple(s.color for s in setup.seats),
                   tuple(state.scores()), tuple(state.winners()), tuple(state.score_lines()),
                   cell_details=getattr(game, "results_details", False), rounds=tuple(rounds))

    def chart(self, scale: float) -> ScoreChart | None:
        """The chart of the scores round by round, or None with fewer than two points."""
        if len(self.rounds) < 2:
            return None
        series = [Series(name, color, tuple(scores[seat] for _, scores in self.rounds))
                  for seat, (name, color) in enumerate(zip(self.names, self.colors))]
        return ScoreChart(series, [number for number, _ in self.rounds], scale)

    def categories(self) -> list[str]:
        """Categories in the order the engine lists them, every seat's order kept: when
        one seat has a category the others lack (e.g. a fifth combination), it comes
        where that seat lists it, not after everything the first seat listed."""
        seen: dict[str, None] = {}
        after: dict[str, set[str]] = {}
        by_seat: dict[int, list[str]] = {}
        for line in self.lines:
            seen.setdefault(line.category, None)
            order = by_seat.setdefault(line.seat, [])
            if line.category not in order:
                order.append(line.category)
        for order in by_seat.values():
            for i, category in enumerate(order):
                after.setdefault(category, set()).update(order[:i])
        placed: list[str] = []
        waiting = list(seen)
        while waiting:
            ready = next((c for c in waiting if after.get(c, set()) <= set(placed)), waiting[0])
            placed.append(ready)
            waiting.remove(ready)
        return placed

    def cell(self, seat: int, category: str) -> tuple[int | None, str]:
        """The points of one seat in one category and their details (None if it has none)."""
        lines = [l for l in self.lines if l.seat == seat and l.category == category]
        if not lines:
            return None, ""
        return sum(l.points for l in lines), "; ".join(l.detail for l in lines if l.detail)

    def headline(self) -> str:
        names = [self.names[w] for w in self.winners]
        if len(names) == 1:
            return f"{names[0]} wins with {self.scores[self.winners[0]]} points!"
        return f"{', '.join(names[:-1])} and {names[-1]} share the win with {self.scores[self.winners[0]]} points!"


class ResultsScene(PageScene):
    layout_name = "results"

    def __init__(self, app, result: GameResult, setup: GameSetup | None = None, play_again=None):
        super().__init__(app)
        self.result = result
        self.setup = setup
        self.play_again_factory = play_again
        self.title = f"{result.title} — final scores"
        self.hover: tuple[int, str] | None = None
        self.cells: dict[tuple[int, str], pygame.Rect] = {}

    def build(self, size):
        s = self.scale
        self.widgets = [Button(self.rects["menu"], "Back to menu", self.to_menu, s)]
        if self.play_again_factory is not None:
            self.widgets.append(Button(self.rects["again"], "Play again", self.play_again, s, primary=True))
        self.app.sounds.play("score")

    def to_menu(self):
        from scenes.menu import MenuScene
        self.app.manager.reset(MenuScene(self.app))

    back = to_menu

    def play_again(self):
        self.app.manager.replace(self.play_again_factory())

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            hover = next((key for key, r in self.cells.items() if r.collidepoint(event.pos)), None)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
        super().handle_event(event)

    def draw_page(self, surface):
        s = self.scale
        result = self.result
        head = theme.draw_text(surface, result.headline(), theme.font("heading", s), theme.TEXT,
                               self.rects["winners"].midleft, "midleft")
        if result.note:
            room = self.rects["winners"].right - head.right - round(24 * s)
            small = theme.font("small", s)
            theme.draw_text(surface, theme.fit_text(result.note, small, room), small, theme.TEXT_DIM,
                            (self.rects["winners"].right, head.centery), "midright")
        area = self.rects["table"]
        chart = result.chart(s)
        if chart is not None:
            area = area.copy()
            chart_rect = area.copy()
            area.width = round(area.width * 0.58)
            chart_rect.left, chart_rect.width = area.right + round(16 * s), chart_rect.right - area.right - round(16 * s)
            theme.draw_panel(surface, chart_rect)
            theme.draw_text(surface, "Scores round by round", theme.font("label", s, bold=True), theme.ACCENT,
                            (chart_rect.left + round(14 * s), chart_rect.top + round(10 * s)))
            top = round(40 * s)
            chart.draw(surface, pygame.Rect(chart_rect.left + round(8 * s), chart_rect.top + top,
                                            chart_rect.width - round(16 * s), chart_rect.height - top - round(8 * s)))
        theme.draw_panel(surface, area)
        categories = result.categories()
        seats = len(result.names)
        label_w = round(300 * s)
        if result.cell_details:  # room for the details: the labels take only what they need
            label_w = min(label_w, max(theme.font("body", s).size(c)[0] for c in categories) + round(48 * s))
        col_w = (area.width - label_w - round(20 * s)) / seats
        rows = len(categories) + 2
        row_h = min(round(44 * s), (area.height - round(20 * s)) // rows)
        top = area.top + round(10 * s)
        font = theme.font("body", s)
        bold = theme.font("label", s, bold=True)
        self.cells = {}
        for seat in range(seats):
            x = area.left + label_w + seat * col_w
            col = pygame.Rect(round(x), area.top + 4, round(col_w) - 4, area.height - 8)
            if seat in result.winners:
                pygame.draw.rect(surface, (66, 78, 60), col, border_radius=8)
            theme.draw_player_token(surface, result.colors[seat], (x + round(22 * s), top + row_h / 2), row_h * 0.32)
            theme.draw_text(surface, result.names[seat], bold, theme.ACCENT if seat in result.winners else theme.TEXT,
                            (x + round(42 * s), top + row_h / 2), "midleft")
        for r, category in enumerate(categories, start=1):
            y = top + r * row_h
            if r % 2:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, (area.left + 6, y, area.width - 12, row_h), border_radius=6)
            theme.draw_text(surface, category, font, theme.TEXT, (area.left + round(20 * s), y + row_h / 2), "midleft")
            for seat in range(seats):
                points, detail = result.cell(seat, category)
                x = area.left + label_w + seat * col_w
                cell = pygame.Rect(round(x), y, round(col_w) - 4, row_h)
                self.cells[(seat, category)] = cell
                text = "–" if points is None else f"{points:+d}" if points else "0"
                ink = theme.TEXT_DIM if not points else (theme.BAD if points < 0 else theme.TEXT)
                inset = round((14 if result.cell_details else 42) * s)
                shown = theme.draw_text(surface, text, font, ink, (cell.left + inset, cell.centery), "midleft")
                if result.cell_details and detail:
                    small = theme.font("small", s * 0.9)
                    room = cell.right - shown.right - round(16 * s)
                    theme.draw_text(surface, theme.fit_text(detail, small, room), small, theme.TEXT_DIM,
                                    (shown.right + round(8 * s), cell.centery), "midleft")
        y = top + (len(categories) + 1) * row_h
        pygame.draw.line(surface, theme.ACCENT, (area.left + 12, y), (area.right - 12, y), 2)
        theme.draw_text(surface, "Total", bold, theme.ACCENT, (area.left + round(20 * s), y + row_h / 2), "midleft")
        for seat in range(seats):
            x = area.left + label_w + seat * col_w
            inset = round((14 if result.cell_details else 42) * s)
            theme.draw_text(surface, str(result.scores[seat]), bold, theme.ACCENT,
                            (x + inset, y + row_h / 2), "midleft")
        if self.hover is not None:
            _, detail = result.cell(*self.hover)
            if detail:
                draw_tooltip(surface, [detail], self.cells[self.hover], s)
