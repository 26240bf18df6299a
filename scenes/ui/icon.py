"""Tessera's icon, drawn in code: four tesserae (two squares, two split triangles) in
the players' colours. The window uses it, and the build turns it into .ico/.icns."""
from __future__ import annotations

import pygame

from scenes.ui import theme


def draw_icon(size: int = 256) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(icon, theme.BACKGROUND_DEEP, icon.get_rect(), border_radius=radius)
    pad, gap = size * 0.14, size * 0.06
    cell = (size - 2 * pad - gap) / 2
    c = theme.PLAYER_COLORS
    for row in range(2):
        for col in range(2):
            x, y = pad + col * (cell + gap), pad + row * (cell + gap)
            rect = pygame.Rect(round(x), round(y), round(cell), round(cell))
            if (row + col) % 2 == 0:
                pygame.draw.rect(icon, c["yellow"] if row == 0 else c["blue"], rect, border_radius=size // 32)
            else:
                a, b = rect.topleft, rect.bottomright
                pygame.draw.polygon(icon, c["red"] if row == 0 else c["green"], [a, (b[0], a[1]), b])
                pygame.draw.polygon(icon, c["purple"], [(a[0], a[1] + size // 40), (b[0] - size // 40, b[1]),
                                                        (a[0], b[1])])
    return icon
