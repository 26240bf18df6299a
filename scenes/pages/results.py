"""The end of a game, shared by every game: who won (ties shared), the itemised
score from the engine's ``score_lines()``, one column per seat and one row per
category, and beside it a chart of each seat's score after every round (from the
game's record), so players see where the game turned."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.narration import shown_name
from game.words import _, pgettext
from scenes import navigation
from scenes.pages.page import PageScene
from session.files.saves import SavedGame
from session.result import GameResult
from session.seats import GameSetup
from scenes.ui import theme
from scenes.ui.chart import ScoreChart, Series
from scenes.ui.fitting import broken_lines, draw_lines, fitted_lines, fitted_name
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Button


def score_chart(result: GameResult, scale: float) -> ScoreChart | None:
    """The chart of the scores round by round (and the scoring after the last round as
    its own "End" step), or None with fewer than two points."""
    if len(result.rounds) < 2:
        return None
    labels = [pgettext("the chart's first step, before the first round", "Start") if number == 0 else str(number)
              for number, scores in result.rounds]
    steps = [scores for number, scores in result.rounds]
    if any(result.end_points):
        steps[-1] = tuple(total - end for total, end in zip(result.scores, result.end_points))
        steps.append(result.scores)
        labels.append(pgettext("the chart's last step, the scoring after the last round", "End"))
    series = [Series(name, color, tuple(scores[seat] for scores in steps))
              for seat, (name, color) in enumerate(zip(map(shown_name, result.names), result.colors))]
    return ScoreChart(series, labels, scale)


class ResultsScene(PageScene):
    layout_name = "results"

    def __init__(self, app, result: GameResult, setup: GameSetup | None = None, play_again: bool = False,
                 finished: SavedGame | None = None, real_game: bool = False):
        """``play_again``: offer a new game with the same ``setup``; ``finished`` (the game
        itself): offer its review, when a person played in it; ``real_game``: the end of a
        lesson, which offers a real game (that game's setup)."""
        super().__init__(app)
        self.result = result
        self.setup = setup
        self.finished = finished if finished is not None and any(finished.record.humans) else None
        self.offers_play_again = play_again and setup is not None
        self.offers_real_game = real_game
        self.hover: tuple[int, str] | None = None
        self.cells: dict[tuple[int, str], pygame.Rect] = {}
        #: Where the score table was last drawn, and its Total row.
        self.score_panel = self.total_row = pygame.Rect(0, 0, 0, 0)

    @property
    def title(self) -> str:
        return _("{game} — final scores", game=self.result.said_title())

    def build(self, size):
        s = self.scale
        self.widgets = [Button(self.rects["menu"], _("Back to menu"), self.to_menu, s)]
        if self.offers_play_again:
            self.widgets.append(Button(self.rects["again"], _("Play again"), self.play_again, s, primary=True))
        if self.offers_real_game:
            self.widgets.append(Button(self.rects["again"], _("Play a real game"), self.play_real_game, s, primary=True))
        if self.finished is not None:
            self.widgets.append(Button(self.rects["review"], _("Review"), self.review, s))
        self.app.sounds.play("score")

    def to_menu(self):
        navigation.open_menu(self.app)

    back = to_menu

    def play_again(self):
        navigation.play_again(self.app, self.result.game_id, self.setup)

    def play_real_game(self):
        navigation.open_real_game(self.app, self.result.game_id)

    def review(self):
        navigation.open_review(self.app, self.result.game_id, self.finished)

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
        winners = self.rects["winners"]
        head = theme.draw_text(surface, result.headline(), theme.font("heading", s), theme.TEXT, winners.midleft,
                               "midleft")
        if result.note:  # e.g. how a tie was broken, beside the headline, whole
            room = pygame.Rect(head.right + round(24 * s), winners.top, winners.right - head.right - round(24 * s),
                               winners.height)
            font, lines = fitted_lines(result.note, "small", s, room.width, room.height)
            draw_lines(surface, lines, font, theme.TEXT_DIM, room)
        under = " ".join(text for text in (result.rules_played(), result.hints_taken()) if text)
        if under:
            room = self.rects["rules_played"]
            font, lines = fitted_lines(under, "small", s, room.width, room.height)
            draw_lines(surface, lines, font, theme.TEXT_DIM, room, align="center")
        area = self.rects["table"].copy()
        chart = score_chart(result, s)
        rows = self.score_rows(area.height)
        # The score table as tall as its rows (no empty band under its total); the
        # chart as tall, or as tall as it reads well.
        if chart is not None:
            share = 0.7 if result.cell_details else 0.6  # the details need the room more than the chart
            gap = round(16 * s)
            chart_rect = pygame.Rect(area.left + round(area.width * share) + gap, area.top,
                                     area.width - round(area.width * share) - gap,
                                     min(area.height, max(rows.panel_height, round(CHART_HEIGHT * s))))
            area = pygame.Rect(area.left, area.top, round(area.width * share), area.height)
            self.draw_chart(surface, chart, chart_rect)
        area.height = min(area.height, rows.panel_height)
        self.draw_scores(surface, area, rows)
        if self.hover is not None:
            points, detail = result.cell(*self.hover)
            if detail:
                draw_tooltip(surface, [detail], self.cells[self.hover], s)

    def draw_chart(self, surface, chart: ScoreChart, rect: pygame.Rect) -> None:
        s = self.scale
        theme.draw_panel(surface, rect)
        title = theme.draw_text(surface, _("Scores round by round"), theme.font("label", s, bold=True), theme.ACCENT,
                                (rect.left + round(14 * s), rect.top + round(10 * s)))
        top = title.bottom + round(10 * s)
        chart.draw(surface, pygame.Rect(rect.left + round(14 * s), top, rect.width - round(22 * s),
                                        rect.bottom - top - round(8 * s)))

    def score_rows(self, height: int) -> ScoreRows:
        """The score table's rows in a panel at most ``height`` tall: a category's row
        grows with the room (a game of few categories is not a thin strip over an empty
        panel), up to half again its usual height."""
        s = self.scale
        rows = len(self.result.categories()) + 1  # and the Total
        room = height - round(20 * s)
        row_h = min(round(ROW_HEIGHT * 1.5 * s), room // (rows + 2))
        head_h = min(round(60 * s), room - row_h * rows)
        return ScoreRows(row_h, head_h, head_h + row_h * rows + round(20 * s))

    def draw_scores(self, surface, area: pygame.Rect, rows: ScoreRows) -> None:
        """The table: a column per seat (its token and whole name on top), a row per
        category, each cell's points (and its detail, whole, where the game shows them),
        and the totals."""
        s, result = self.scale, self.result
        theme.draw_panel(surface, area)
        self.score_panel = area
        categories = result.categories()
        seats = len(result.names)
        font = theme.font("body", s)
        bold = theme.font("label", s, bold=True)
        row_h, head_h = rows.row_height, rows.head_height
        widest = max([font.size(result.label(c))[0] for c in categories] + [bold.size(_("Total"))[0]])
        label_w = min(round(300 * s), widest + round(40 * s))
        if result.cell_details:  # room for the details: a long category takes two lines
            label_w = min(label_w, round(area.width * 0.24))
        col_w = (area.width - label_w - round(16 * s)) / seats
        top = area.top + round(10 * s)
        inset = round((14 if result.cell_details else 42) * s)
        self.cells = {}
        radius = min(row_h * 0.32, round(12 * s))
        room = (round(col_w - 2 * radius - round(22 * s)), head_h)
        name_font = min((fitted_name(shown_name(name), "label", s, *room, bold=True)[0] for name in result.names),
                        key=lambda f: f.get_height())  # one size for every name: the one the longest needs
        for r in range(0, len(categories), 2):  # every other row striped, under the winners' columns
            stripe = (area.left + 6, top + head_h + r * row_h, area.width - 12, row_h)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, stripe, border_radius=6)
        for seat in range(seats):
            x = area.left + label_w + seat * col_w
            col = pygame.Rect(round(x), area.top + 4, round(col_w) - 4, area.height - 8)
            if seat in result.winners:
                surface.blit(winner_column(col.size), col)
            theme.draw_player_token(surface, result.colors[seat], (x + round(8 * s) + radius, top + head_h / 2), radius)
            name = pygame.Rect((round(x + 2 * radius + round(16 * s)), top), room)
            draw_lines(surface, broken_lines(shown_name(result.names[seat]), name_font, name.width), name_font,
                       theme.ACCENT if seat in result.winners else theme.TEXT, name)
        y = top + head_h
        for category in categories:
            label = pygame.Rect(area.left + round(20 * s), y, label_w - round(28 * s), row_h)
            label_font, lines = fitted_lines(result.label(category), "body", s, label.width, label.height)
            draw_lines(surface, lines, label_font, theme.TEXT, label)
            for seat in range(seats):
                cell = pygame.Rect(round(area.left + label_w + seat * col_w), y, round(col_w) - 4, row_h)
                self.cells[(seat, category)] = cell
                self.draw_cell(surface, cell, *result.cell(seat, category), inset)
            y += row_h
        pygame.draw.line(surface, theme.ACCENT, (area.left + 12, y), (area.right - 12, y), 2)
        self.total_row = pygame.Rect(area.left, y, area.width, row_h)
        theme.draw_text(surface, _("Total"), bold, theme.ACCENT, (area.left + round(20 * s), y + row_h / 2), "midleft")
        for seat in range(seats):
            x = area.left + label_w + seat * col_w
            theme.draw_text(surface, str(result.scores[seat]), bold, theme.ACCENT, (x + inset, y + row_h / 2),
                            "midleft")

    def draw_cell(self, surface, cell: pygame.Rect, points: int | None, detail: str, inset: int) -> None:
        s = self.scale
        text = "–" if points is None else f"{points:+d}" if points else "0"
        ink = theme.TEXT_DIM if not points else (theme.BAD if points < 0 else theme.TEXT)
        shown = theme.draw_text(surface, text, theme.font("body", s), ink, (cell.left + inset, cell.centery), "midleft")
        if self.result.cell_details and detail:
            room = pygame.Rect(shown.right + round(8 * s), cell.top + 1, cell.right - shown.right - round(12 * s),
                               cell.height - 2)
            font, lines = fitted_lines(detail, "small", s * 0.9, room.width, room.height)
            draw_lines(surface, lines, font, theme.TEXT_DIM, room)


#: A category's row in the score table, and the chart's least height, in points.
ROW_HEIGHT = 44
CHART_HEIGHT = 330


@dataclass(frozen=True)
class ScoreRows:
    """The score table's rows: a category's height, the names' row, and the panel's
    height that holds them all."""

    row_height: int
    head_height: int
    panel_height: int


@lru_cache(maxsize=8)
def winner_column(size: tuple[int, int]) -> pygame.Surface:
    """The see-through green over a winner's column: the striped rows show through it."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (114, 123, 60, 89), image.get_rect(), border_radius=8)
    return image
