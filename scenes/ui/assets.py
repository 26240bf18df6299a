"""SVG art rasterised at the size it is drawn, cached per size.

When the window is resized the art is rasterised again at the new size rather than
stretched, so it stays sharp.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from session.files import paths


def svg_path(name: str):
    return paths.resource_path("assets", "art", f"{name}.svg")


@lru_cache(maxsize=512)
def svg(name: str, size: tuple[int, int]) -> pygame.Surface:
    """``assets/art/NAME.svg`` rasterised to fit ``size`` (its aspect ratio kept)."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    image = pygame.image.load_sized_svg(str(svg_path(name)), (width, height))
    return image.convert_alpha() if pygame.display.get_surface() else image


def clear_cache() -> None:
    svg.cache_clear()
