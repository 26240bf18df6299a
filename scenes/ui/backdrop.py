"""The table cloth behind every screen: a dark field edged with a faint mosaic of
tesserae, drawn once per window size."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.kept_surface import kept_surface

_TINTS = [theme.PLAYER_COLORS[c] for c in ("red", "yellow", "green", "blue", "purple")]


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surface = kept_surface(size)
    surface.fill(theme.BACKGROUND)
    # a soft vertical gradient
    for y in range(0, height, 4):
        t = y / max(1, height)
        shade = tuple(round(a + (b - a) * t) for a, b in zip(theme.BACKGROUND, theme.BACKGROUND_DEEP))
        pygame.draw.rect(surface, shade, (0, y, width, 4))
    rng = random.Random(7)  # the same mosaic every time
    cell = max(18, round(26 * theme.scale_for(size)))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for gy in range(0, height + cell, cell):
        for gx in range(0, width + cell, cell):
            edge = min(gx, width - gx, gy * 3.0, (height - gy) * 1.6) / cell
            if edge > 3.2 or rng.random() < edge / 3.2:
                continue
            tint = rng.choice(_TINTS)
            alpha = rng.randint(26, 60)
            x, y = gx + rng.randint(-1, 1), gy + rng.randint(-1, 1)
            inset = 2
            if rng.random() < 0.5:
                pygame.draw.rect(layer, (*tint, alpha), (x + inset, y + inset, cell - 2 * inset, cell - 2 * inset),
                                 border_radius=3)
            else:
                a, b = (x + inset, y + inset), (x + cell - inset, y + cell - inset)
                pygame.draw.polygon(layer, (*tint, alpha), [a, (b[0], a[1]), b])
                tint2 = rng.choice(_TINTS)
                pygame.draw.polygon(layer, (*tint2, alpha), [(a[0], a[1] + 3), (b[0] - 3, b[1]), (a[0], b[1])])
    surface.blit(layer, (0, 0))
    return surface
