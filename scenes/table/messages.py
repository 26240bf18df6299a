"""The table's message: a sentence in a rounded box over the bottom of its strip,
wrapped to the strip's width and growing upwards, never leaving the window."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme

REFUSAL_FILL = (90, 40, 36)


def message_box(text: str, area: pygame.Rect, window: pygame.Rect, scale: float,
                refusal: bool) -> tuple[pygame.Rect, list[str], pygame.font.Font]:
    """Where the message goes: its box, its lines and its font."""
    font = theme.font("body", scale, bold=refusal)
    pad_x, pad_y = round(14 * scale), round(7 * scale)
    room = pygame.Rect(area).clip(window) if window.colliderect(area) else pygame.Rect(window)
    lines, text_width = _wrapped(text, scale, refusal, max(1, room.width - 2 * pad_x))
    width = min(room.width, text_width + 2 * pad_x)
    height = len(lines) * font.get_linesize() + 2 * pad_y
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = room.midbottom
    box.clamp_ip(window)
    return box, lines, font


def draw_message(surface: pygame.Surface, text: str, area: pygame.Rect, scale: float,
                 refusal: bool = False) -> pygame.Rect | None:
    """Draw ``text`` (nothing if empty); returns the box drawn."""
    if not text:
        return None
    box, lines, font = message_box(text, area, surface.get_rect(), scale, refusal)
    fill = REFUSAL_FILL if refusal else theme.BACKGROUND_DEEP
    edge = theme.BAD if refusal else theme.PANEL_EDGE
    theme.draw_panel(surface, box, fill, edge, radius=round(16 * scale))
    y = box.top + round(7 * scale)
    for line in lines:
        theme.draw_text(surface, line, font, theme.TEXT, (box.centerx, y), "midtop")
        y += font.get_linesize()
    return box


@lru_cache(maxsize=32)
def _wrapped(text: str, scale: float, bold: bool, width: int) -> tuple[list[str], int]:
    """The lines of ``text`` in the message font within ``width``, and the widest line's width."""
    font = theme.font("body", scale, bold=bold)
    lines = theme.wrap_text(text, font, width)
    return lines, max(font.size(line)[0] for line in lines)
