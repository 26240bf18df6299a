"""A small box of text next to what the pointer is over."""
from __future__ import annotations

import pygame

from scenes.ui import theme


def draw_tooltip(surface, lines: list[str], anchor: pygame.Rect, scale: float, width: int = 380,
                 below: bool = False) -> None:
    font = theme.font("small", scale)
    wrapped = [part for line in lines for part in theme.wrap_text(line, font, round(width * scale))]
    if not wrapped:
        return
    pad = round(10 * scale)
    w = max(font.size(l)[0] for l in wrapped) + 2 * pad
    h = len(wrapped) * font.get_linesize() + round(14 * scale)
    box = pygame.Rect(0, 0, w, h)
    if below:
        box.midtop = (anchor.centerx, anchor.bottom + 4)
    else:
        box.midbottom = (anchor.centerx, anchor.top - 4)
    box.clamp_ip(surface.get_rect())
    theme.draw_panel(surface, box, theme.BACKGROUND_DEEP, theme.ACCENT)
    y = box.top + round(7 * scale)
    for line in wrapped:
        theme.draw_text(surface, line, font, theme.TEXT, (box.left + pad, y))
        y += font.get_linesize()
