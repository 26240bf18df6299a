"""Words on the table, rendered once and kept: the same labels are drawn every frame."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme


@lru_cache(maxsize=2048)
def _rendered(text: str, font, color) -> pygame.Surface:
    return font.render(text, True, color)


def draw_text(surface, text: str, font, color, pos, anchor: str = "topleft") -> pygame.Rect:
    """theme.draw_text with the rendered words kept: the table's labels repeat every frame."""
    image = _rendered(text, font, tuple(color))
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def draw_heading(surface, text: str, header, scale: float) -> pygame.Rect:
    """A region's name at the left of its header strip."""
    return draw_text(surface, text, theme.font("label", scale, bold=True), theme.TEXT,
                     (header.left + round(14 * scale), header.centery), "midleft")

