"""A small box of text next to what the pointer is over."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme

SHADOW = 4  # pixels of drop shadow under the box


def draw_tooltip(surface, lines: list[str], anchor: pygame.Rect, scale: float, width: int = 380,
                 below: bool = False) -> None:
    image = _tooltip_image(tuple(lines), scale, width)
    if image is None:
        return
    box = pygame.Rect(0, 0, image.get_width(), image.get_height() - SHADOW)
    if below:
        box.midtop = (anchor.centerx, anchor.bottom + 4)
    else:
        box.midbottom = (anchor.centerx, anchor.top - 4)
    box.clamp_ip(surface.get_rect())
    surface.blit(image, box)


@lru_cache(maxsize=64)
def _tooltip_image(lines: tuple[str, ...], scale: float, width: int) -> pygame.Surface | None:
    """The box with its words, drawn once: the pointer resting on a piece redraws it every frame."""
    font = theme.font("small", scale)
    wrapped = [part for line in lines for part in theme.wrap_text(line, font, round(width * scale))]
    if not wrapped:
        return None
    pad = round(10 * scale)
    w = max(font.size(l)[0] for l in wrapped) + 2 * pad
    h = len(wrapped) * font.get_linesize() + round(14 * scale)
    image = pygame.Surface((w, h + SHADOW), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, w, h)
    theme.draw_panel(image, box, theme.BACKGROUND_DEEP, theme.ACCENT)
    y = box.top + round(7 * scale)
    for line in wrapped:
        theme.draw_text(image, line, font, theme.TEXT, (box.left + pad, y))
        y += font.get_linesize()
    return image
