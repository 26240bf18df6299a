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
    """``assets/art/NAME.svg`` rasterised to fit ``size`` (its aspect ratio kept), in
    the pixel format pictures take fastest (:func:`blitted_fast`)."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    return blitted_fast(pygame.image.load_sized_svg(str(svg_path(name)), (width, height)))


def blitted_fast(image: pygame.Surface) -> pygame.Surface:
    """``image`` with its alpha in the pixel format the tables' pictures (32 bits, no
    alpha, red first) take it fastest. SVG art comes with its colours in another order,
    and the window's own surface is not the old display API's screen that
    ``convert_alpha()`` converts to: each blit of the art as it comes converts every
    pixel again, some thirty times slower than the copy itself."""
    return image.convert(_FAST_FORMAT)


_FAST_FORMAT = pygame.Surface((1, 1), pygame.SRCALPHA)


def clear_cache() -> None:
    svg.cache_clear()
