"""The end of a game, shared by every game: who won (ties shared), the itemised
score from the engine's ``score_lines()``, one column per seat and one row per
category, and beside it a chart of each seat's score after every round (from the
game's record), so players see where the game turned."""
from __future__ import annotations

import pygame

from scenes import navigation
from scenes.pages.page import PageScene
from session.result import GameResult
from session.seats import GameSetup
from scenes.ui import theme
from scenes.ui.chart import ScoreChart, Series
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Button


def score_chart(result: GameResult, scale: float) -> ScoreChart | None:
    """The chart of the scores round by round, or None with fewer than two points."""
    if len(result.rounds) < 2:
        return None
    series = [Series(name, color, tuple(scores[seat] for _, scores in result.rounds))
              for seat, (name, color) in enumerate(zip(result.names, result.colors))]
    return ScoreChart(series, [number for number, _ in result.rounds], scale)


class ResultsScene(PageScene):
    layout_name = "results"

    def __init__(self, app, result: GameResult, setup: GameSetup | None = None, play_again: bool = False):
        """``play_again``: offer a new game with the same ``setup``."""
        super().__init__(app)
        self.result = result
        self.setup = setup
        self.offers_play_again = play_again and setup is not None
        self.title = f"{result.title} — final scores"
        self.hover: tuple[int, str] | None = None
        self.cells: dict[tuple[int, str], pygame.Rect] = {}

    def build(self, size):
        s = self.scale
        self.widgets = [Button(self.rects["menu"], "Back to menu", self.to_menu, s)]
        if self.offers_play_again:
            self.widgets.append(Button(self.rects["again"], "Play again", self.play_again, s, primary=True))
        self.app.sounds.play("score")

    def to_menu(self):
        navigation.open_menu(self.app)

    back = to_menu

    def play_again(self):
        navigation.play_again(self.app, self.result.game_id, self.setup)

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
        if result.rules_played():
            small = theme.font("small", s)
            lines = theme.wrap_text(result.rules_played(), small, self.rects["rules_played"].width)
            y = self.rects["rules_played"].centery - len(lines) * small.get_linesize() / 2
            for line in lines:
                theme.draw_text(surface, line, small, theme.TEXT_DIM, (self.rects["rules_played"].centerx, y), "midtop")
                y += small.get_linesize()
        area = self.rects["table"]
        chart = score_chart(result, s)
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
