"""The seat panel with live scores, shared by every table."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.narration import shown_name
from game.words import N_, _, ngettext
from scenes.ui import theme
from scenes.ui.tooltip import draw_tooltip
from session.game_info import LEVEL_NAMES


#: The widest score a seat's row makes room for (said by :func:`points_short`): a computer's
#: level keeps the same words while its score grows or falls ("Normal computer" never turns
#: into "Normal" at 10 points).
WIDEST_SCORE = -888
#: A computer seat's level beside its score, by level (a seat with no room for it says the level alone).
# Translators: a computer seat's level, small beside its score in the seat's row.
LEVEL_COMPUTERS = {"easy": N_("Easy computer"), "normal": N_("Normal computer"), "hard": N_("Hard computer"),
                   "expert": N_("Expert computer")}


def level_key(level: str) -> str | None:
    """The key ("hard") of a computer level a table hands the panel, as its key, its
    name capitalised ("Hard") or its name in the language in use (``level_name``); None
    for none of these."""
    return next((key for key, name in LEVEL_NAMES.items()
                 if key in LEVEL_COMPUTERS and level in (key, key.capitalize(), _(name))), None)


def points_short(points: int) -> str:
    """A seat's score as its row shows it: "12 pts", "1 pt"."""
    # Translators: a seat's score in its row beside the table, short: "12 pts".
    return ngettext("{count} pt", "{count} pts", abs(points), count=points)


class SeatPanel:
    """One row per seat: token, name, live score (hover for the itemised lines) and
    room on the right for a miniature of the seat's board, which a click enlarges."""

    def __init__(self, rect: pygame.Rect, names, colors, computer_levels, scale: float):
        self.rect = pygame.Rect(rect)
        self.names, self.colors, self.levels = list(names), list(colors), list(computer_levels)
        self.scale = scale
        n = len(self.names)
        gap = round(8 * scale)
        height = (self.rect.height - gap * (n - 1)) // n
        self.rows = [pygame.Rect(self.rect.left, self.rect.top + i * (height + gap), self.rect.width, height)
                     for i in range(n)]
        self.hover_score: int | None = None
        self.hover_row: int | None = None

    def mini_rect(self, seat: int) -> pygame.Rect:
        row = self.rows[seat]
        size = min(row.height - round(12 * self.scale), round(row.width * 0.4))
        return pygame.Rect(row.right - size - round(6 * self.scale), row.top + round(6 * self.scale),
                           size, size)

    def edge_parts(self, seat: int, current: int | None, focused: int | None) -> dict:
        """A row's edge as four parts (its sides, each as deep as the panel's rounded
        corners, so together they hold all of it), by place and look: the turn passing
        draws the edges of the rows again, not all of them (:meth:`RegionLayer.region`)."""
        look = (seat == current, seat == focused)
        return {("edge", side): (rect, look) for side, rect in theme.edge_strips(self.rows[seat]).items()}

    def score_line(self, seat: int) -> pygame.Rect:
        """Where a seat's score and the level beside it may lie in its row: left of the
        miniature, twice as high as the score's words around their middle."""
        row, height = self.rows[seat], theme.font("label", self.scale, bold=True).get_height()
        return pygame.Rect(row.left, self.score_rect(seat).centery - height, self.mini_rect(seat).left - row.left,
                           2 * height)

    def extra_rect(self, seat: int) -> pygame.Rect:
        """Where a table's own facts about a seat go in its row: under the score, left of
        the miniature (see :meth:`draw_row`)."""
        row, s, score_box = self.rows[seat], self.scale, self.score_rect(seat)
        return pygame.Rect(row.left + round(12 * s), score_box.bottom + round(2 * s),
                           self.mini_rect(seat).left - row.left - round(18 * s),
                           row.bottom - score_box.bottom - round(6 * s))

    def score_rect(self, seat: int) -> pygame.Rect:
        row = self.rows[seat]
        s = self.scale
        return pygame.Rect(row.left + round(12 * s), row.top + round(32 * s), round(110 * s), round(28 * s))

    def token_rect(self, seat: int) -> pygame.Rect:
        """Where the seat's token lies beside its name (with room for its ring)."""
        row, s = self.rows[seat], self.scale
        radius = round(11 * s)
        center = (row.left + round(12 * s) + radius, row.top + round(8 * s) + radius)
        return pygame.Rect(center[0] - radius - 3, center[1] - radius - 3, 2 * radius + 6, 2 * radius + 6)

    def label_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s token, name and score are drawn in its row."""
        row = self.rows[seat]
        return pygame.Rect(row.left, row.top, self.mini_rect(seat).left - row.left,
                           self.score_rect(seat).bottom - row.top)

    def seat_at(self, pos) -> int | None:
        for seat, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return seat
        return None

    def handle_motion(self, pos) -> bool:
        """Track what the pointer is over; True when that changed."""
        score = next((s for s in range(len(self.rows)) if self.score_rect(s).collidepoint(pos)), None)
        row = self.seat_at(pos)
        changed = (score, row) != (self.hover_score, self.hover_row)
        self.hover_score, self.hover_row = score, row
        return changed

    def draw(self, surface, current: int | None, focused: int | None, scores, extra=None) -> None:
        """Every seat's row (:meth:`draw_row`)."""
        for seat in range(len(self.rows)):
            self.draw_row(surface, seat, current, focused, scores[seat], extra)

    def draw_row(self, surface, seat: int, current: int | None, focused: int | None, score: int,
                 extra=None, color: str | None = None) -> None:
        """One seat's row (a table that keeps each row as a region of its own draws only
        the rows that changed); ``extra(surface, seat, rect)`` draws game facts under the
        score (e.g. elephants); ``color``: the token's colour, when the seat plays several
        (the one that plays now), else the seat's."""
        s, row = self.scale, self.rows[seat]
        edge = theme.ACCENT if seat == current else (theme.FOCUS if seat == focused else theme.PANEL_EDGE)
        fill = theme.PANEL_LIGHT if seat == self.hover_row else theme.PANEL
        theme.draw_panel(surface, row, fill, edge, shadow=False)
        if seat == current:
            pygame.draw.rect(surface, theme.ACCENT, row, 3, border_radius=theme.RADIUS)
        clip = surface.get_clip()  # a row drawn again only where its edge lies draws little else
        token = self.token_rect(seat)
        if token.colliderect(clip):
            theme.draw_player_token(surface, color or self.colors[seat], token.center, round(11 * s))
        mini = self.mini_rect(seat)
        name, font = self.name_text(seat)
        name_at = (row.left + round(40 * s), row.top + round(8 * s))
        if pygame.Rect(name_at, font.size(name)).colliderect(clip):
            theme.draw_text(surface, name, font, theme.TEXT, name_at)
        score_box = self.score_rect(seat)
        score_font = theme.font("label", s, bold=True)
        if self.score_line(seat).colliderect(clip):
            shown = theme.draw_text(surface, points_short(score), score_font, theme.ACCENT, score_box.midleft,
                                    "midleft")
            if self.levels[seat]:
                widest = max(shown.right, score_box.left + score_font.size(points_short(WIDEST_SCORE))[0])
                level, small = self.level_text(seat, mini.left - widest - round(18 * s))
                theme.draw_text(surface, level, small, theme.TEXT_DIM, (shown.right + round(10 * s), shown.centery),
                                "midleft")
        facts = self.extra_rect(seat)
        if extra is not None and facts.colliderect(clip):
            extra(surface, seat, facts)

    def name_room(self, seat: int) -> int:
        return self.mini_rect(seat).left - self.rows[seat].left - round(50 * self.scale)

    def name_text(self, seat: int) -> tuple[str, pygame.font.Font]:
        """A seat's whole name and a font in which it fits its room (never cut)."""
        name = shown_name(self.names[seat])
        return name, fitting_font(name, "body", self.scale, self.name_room(seat), bold=True)

    def level_text(self, seat: int, room: int) -> tuple[str, pygame.font.Font]:
        """A computer seat's level, e.g. "Normal computer", or "Normal" where that does not fit."""
        key = level_key(self.levels[seat])
        level = _(LEVEL_NAMES[key]) if key is not None else self.levels[seat]
        computer = _(LEVEL_COMPUTERS[key]) if key is not None else level
        font = theme.font("small", self.scale)
        for text in (computer, level):
            if font.size(text)[0] <= room:
                return text, font
        return level, fitting_font(level, "small", self.scale, room)

    def draw_tooltip(self, surface, lines_by_seat) -> pygame.Rect | None:
        """The itemised score of the seat under the pointer; its box (None: none drawn)."""
        if self.hover_score is None:
            return None
        lines = lines_by_seat(self.hover_score)
        return draw_tooltip(surface, lines, self.score_rect(self.hover_score), self.scale, below=True)


@lru_cache(maxsize=256)
def fitting_font(text: str, kind: str, scale: float, room: int, bold: bool = False) -> pygame.font.Font:
    """The ``kind`` font, made smaller (to three fifths at most) until ``text`` fits ``room``."""
    for factor in (1.0, 0.9, 0.8, 0.7, 0.6):
        font = theme.font(kind, scale * factor, bold)
        if font.size(text)[0] <= room:
            break
    return font
