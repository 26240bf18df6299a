"""A table's message strip: what just happened, or why a move was refused, wrapped
to the width of its area (the box grows upwards from the bottom of the area)."""
from __future__ import annotations

import pygame

from scenes.ui import theme

REFUSAL_FILL = (90, 40, 36)


def draw_notice(surface, area: pygame.Rect, text: str, refusal: bool, scale: float) -> None:
    if not text:
        return
    s = scale
    font = theme.font("body", s, bold=refusal)
    pad_x, pad_y = round(14 * s), round(7 * s)
    lines = theme.wrap_text(text, font, area.width - 2 * pad_x)
    line_height = font.get_linesize()
    width = max(font.size(line)[0] for line in lines) + 2 * pad_x
    box = pygame.Rect(0, 0, width, line_height * len(lines) + 2 * pad_y)
    box.midbottom = area.midbottom
    fill = REFUSAL_FILL if refusal else theme.BACKGROUND_DEEP
    edge = theme.BAD if refusal else theme.PANEL_EDGE
    theme.draw_panel(surface, box, fill, edge, radius=round(14 * s))
    y = box.top + pad_y
    for line in lines:
        theme.draw_text(surface, line, font, theme.TEXT, (box.centerx, y), "midtop")
        y += line_height
