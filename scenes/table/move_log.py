"""The move log: one readable line per move of a game's record (and the lines of what
followed it: a new round, scoring, the end), written by the game's own narration
(``game/<game>/narration.py``, named in the registry), and the panel that shows them at
a table or beside a replay.

:class:`MoveLog` writes the lines from the record, replaying it once and then only the
moves added since (an undo cuts its lines back). :class:`LogPanel` draws them in a
scrolled panel, newest at the bottom, and says which move a click landed on.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.words import _, pgettext
from scenes.ui import theme


@dataclass(frozen=True)
class LogLine:
    move: int
    """The record's move number, from 1: the line belongs to the state after that move."""
    text: str
    first: bool
    """The move's own line (the lines after it say what followed)."""


def line_ink(line: LogLine) -> tuple[int, int, int]:
    """A move's own line in the text colour; what followed it (points scored, a new round,
    the end) in the accent colour, so it stands out from the moves."""
    return theme.TEXT if line.first else theme.ACCENT


class MoveLog:
    """The lines of a record's moves, kept in step with the record."""

    def __init__(self, describe: Callable, names: Sequence[str]):
        self.describe = describe
        self.names = list(names)
        self._entries: list = []     # the record's entries the lines were written for
        self._lines: list[list[str]] = []
        self._tail = None            # the state after the last of those entries

    def lines(self, record) -> list[LogLine]:
        self._catch_up(record)
        return [LogLine(number, text, i == 0)
                for number, texts in enumerate(self._lines, start=1) for i, text in enumerate(texts)]

    def first_line(self, record, move: int) -> str:
        """Move ``move``'s own line (the record's numbering, from 1), without writing out
        every line: the banner asks for it every frame at a past moment."""
        self._catch_up(record)
        return self._lines[move - 1][0] if 0 < move <= len(self._lines) and self._lines[move - 1] else ""

    def _catch_up(self, record) -> None:
        entries = record.entries
        same = 0
        while same < min(len(entries), len(self._entries)) and entries[same] is self._entries[same]:
            same += 1
        if same < len(self._entries):  # moves were taken back: their lines go
            del self._entries[same:], self._lines[same:]
            self._tail = None
        if self._tail is None:
            self._tail = record.state.clone() if same == len(entries) else record.state_at(same)
        for entry in entries[same:]:
            before = self._tail.clone()
            self._tail.apply(entry.move)
            self._lines.append(list(self.describe(before, entry.move, self._tail, self.names)))
            self._entries.append(entry)


class LogPanel:
    """The log in a panel: a title, the lines wrapped to its width (newest at the
    bottom, scrolled there whenever lines are added) and the move being looked at
    marked. :meth:`move_at` says which move a point is on."""

    def __init__(self, rect: pygame.Rect, scale: float, title: str | None = None):
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.title = title
        """The panel's title (None: "Moves", said when drawn)."""
        self.rows: list[tuple[LogLine, str, bool]] = []  # (line, a wrapped part, the part's first)
        self.offset = 0  # pixels scrolled up from the newest line
        self._key = None
        self._row_rects: list[tuple[pygame.Rect, int]] = []

    @property
    def font(self):
        return theme.font("small", self.scale)

    @property
    def body(self) -> pygame.Rect:
        head = self.font.get_linesize() + round(16 * self.scale)
        pad = round(10 * self.scale)
        return pygame.Rect(self.rect.left + pad, self.rect.top + head, self.rect.width - 2 * pad,
                           self.rect.height - head - pad)

    def set_lines(self, lines: list[LogLine]) -> None:
        key = (len(lines), lines[-1] if lines else None, self.rect.size)
        if key == self._key:
            return
        self._key = key
        width = self.body.width - round(14 * self.scale)
        self.rows = []
        for line in lines:
            parts = hanging_lines(line.text, self.font, width, first_indented=not line.first)
            self.rows.extend((line, part, i == 0) for i, part in enumerate(parts))
        self.offset = 0

    @property
    def content_height(self) -> int:
        return len(self.rows) * self.font.get_linesize()

    def scroll(self, steps: int) -> None:
        """Scroll by mouse-wheel steps (positive: towards older lines)."""
        most = max(0, self.content_height - self.body.height)
        self.offset = max(0, min(most, self.offset + steps * 3 * self.font.get_linesize()))

    def reveal(self, move: int) -> None:
        """Scroll just enough that the lines of ``move`` are in view."""
        rows = [i for i, (line, part, first) in enumerate(self.rows) if line.move == move]
        if not rows:
            return
        step, height = self.font.get_linesize(), self.body.height
        total = len(self.rows) * step
        top, bottom = rows[0] * step, (rows[-1] + 1) * step  # from the top of the content
        shown_top = total - self.offset - height
        if top < shown_top:
            self.offset = max(0, total - height - top)
        elif bottom > total - self.offset:
            self.offset = max(0, total - bottom)

    def move_at(self, pos) -> int | None:
        for rect, move in self._row_rects:
            if rect.collidepoint(pos):
                return move
        return None

    def draw(self, surface, looking_at: int | None = None, empty: str | None = None) -> None:
        """The panel, its lines and the move looked at; ``empty`` is said while it has no line
        (None: that no move has been played yet)."""
        s = self.scale
        theme.draw_panel(surface, self.rect, theme.BACKGROUND_DEEP, theme.PANEL_EDGE)
        font, body = self.font, self.body
        # Translators: the title of the Log, the list of the game's moves.
        title = self.title if self.title is not None else pgettext("the Log's title", "Moves")
        theme.draw_text(surface, title, theme.font("label", s, bold=True), theme.ACCENT,
                        (self.rect.left + round(12 * s), self.rect.top + round(8 * s)))
        self._row_rects = []
        if not self.rows:
            said = empty if empty is not None else _("No move has been played yet.")
            theme.draw_text(surface, said, font, theme.TEXT_DIM, body.topleft)
            return
        step = font.get_linesize()
        bottom = body.bottom + self.offset
        top = bottom - len(self.rows) * step
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        for index, (line, part, first) in enumerate(self.rows):
            y = top + index * step
            if y < body.top or y + step > body.bottom:  # only whole lines: a cut one reads as noise
                continue
            rect = pygame.Rect(body.left, y, body.width, step)
            self._row_rects.append((rect.clip(body), line.move))
            if line.move == looking_at:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=4)
            theme.draw_text(surface, part, font, line_ink(line), (rect.left + round(4 * s), y))
        surface.set_clip(clip)
        if self.content_height > body.height:  # a thin bar says where in the log the view is
            share = body.height / self.content_height
            height = max(round(20 * s), round(body.height * share))
            travel = body.height - height
            most = self.content_height - body.height
            y = body.top + round(travel * (1 - self.offset / most))
            pygame.draw.rect(surface, theme.PANEL_EDGE, (body.right - round(6 * s), y, round(5 * s), height),
                             border_radius=3)


#: What sets a move's later lines, and every wrapped part after a line's first, in from the left.
INDENT = "    "


def hanging_lines(text: str, font: pygame.font.Font, width: int, first_indented: bool) -> list[str]:
    """``text`` in lines no wider than ``width``, every line after the first set in by
    :data:`INDENT` (and the first too, with ``first_indented``), the indent counted in
    the width: no word runs past the edge."""
    room = width - font.size(INDENT)[0]
    first = theme.wrap_text(text, font, room if first_indented else width)[0]
    rest = text[len(first):].lstrip(" ")
    lines = [INDENT + first if first_indented else first]
    if rest:
        lines += [INDENT + part for part in theme.wrap_text(rest, font, room)]
    return lines
