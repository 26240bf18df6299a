"""Words that must show whole in a box of their own (a name in a column's head, a
cell's detail): wrapped, then in a smaller font, and a word too long for the box broken
between its letters, but never shortened with an ellipsis."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import line_breaks, theme

#: How much smaller than its kind the font may get, tried in turn.
FACTORS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)


@lru_cache(maxsize=512)
def fitted_lines(text: str, kind: str, scale: float, width: int, height: int,
                 bold: bool = False) -> tuple[pygame.font.Font, tuple[str, ...]]:
    """(font, lines) of ``text`` in the ``kind`` font, as large as lets every line fit
    ``width`` and all of them ``height`` pixels: whole words if some size allows, else
    words broken between letters (at the smallest size, the lines it takes)."""
    width = max(1, width)
    for whole_words in (True, False):
        for factor in FACTORS:
            font = theme.font(kind, scale * factor, bold)
            if whole_words and line_breaks.cuts_a_word(text, font, width):
                continue
            lines = broken_lines(text, font, width)
            if len(lines) * font.get_linesize() <= height:
                return font, lines
    return font, lines


#: How much smaller a name may get to stay on one line before it wraps.
NAME_ON_ONE_LINE = 0.75


@lru_cache(maxsize=512)
def fitted_name(text: str, kind: str, scale: float, width: int, height: int,
                bold: bool = False) -> tuple[pygame.font.Font, tuple[str, ...]]:
    """:func:`fitted_lines` for a name, which reads best whole on one line: a little
    smaller on one line ("プレイヤー1", not "プレイヤー" over "1"), else as fitted."""
    for factor in FACTORS:
        if factor < NAME_ON_ONE_LINE:
            break
        font = theme.font(kind, scale * factor, bold)
        if font.size(text)[0] <= width and font.get_linesize() <= height:
            return font, (text,)
    return fitted_lines(text, kind, scale, width, height, bold)


def broken_lines(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    """``text`` wrapped at words within ``width``; a word wider than that is broken
    between its letters."""
    return tuple(theme.wrap_text(text, font, width))


def draw_lines(surface, lines, font, color, rect: pygame.Rect, align: str = "left") -> None:
    """``lines`` one under the other, centred on ``rect`` from top to bottom, at its left
    (or its centre with ``align="center"``)."""
    step = font.get_linesize()
    y = rect.centery - len(lines) * step // 2
    for line in lines:
        if align == "center":
            theme.draw_text(surface, line, font, color, (rect.centerx, y), "midtop")
        else:
            theme.draw_text(surface, line, font, color, (rect.left, y))
        y += step
