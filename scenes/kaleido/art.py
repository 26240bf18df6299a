"""Kaleido's pieces from the SVG art in ``assets/art/kaleido`` (made by
``tools/art/kaleido_art.py``), rasterised per size through the shared cache.

Boards and the tiles in their holes share one frame: an image ``board_size(zoom)``
big, centred on the board's centre, so a tile image drawn over its board lands in
its hole exactly.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kaleido.shapes import SQRT3
from scenes.ui import assets


def board_size(zoom: float) -> tuple[int, int]:
    """Pixel size of a board drawn at ``zoom`` pixels per world unit (circumradius 1)."""
    return (max(4, round(SQRT3 * zoom)), max(4, round(2 * zoom)))


def board_image(zoom: float) -> pygame.Surface:
    return assets.svg("kaleido/board", board_size(zoom))


def tile_image(color: str, hole: int, zoom: float) -> pygame.Surface:
    """A tile of ``color`` ("white" too) in hole ``hole`` of a board at ``zoom``."""
    return assets.svg(f"kaleido/tile_{color}_{hole}", board_size(zoom))


def piece_image(color: str, size: int) -> pygame.Surface:
    """A loose tile, point up, ``size`` pixels square."""
    size = max(8, int(size))
    return assets.svg(f"kaleido/piece_{color}", (size, size))


@lru_cache(maxsize=64)
def ghost(kind: str, color: str, hole: int, zoom: float, alpha: int) -> pygame.Surface:
    """A see-through board or tile, where a held piece would land."""
    image = (board_image(zoom) if kind == "board" else tile_image(color, hole, zoom)).copy()
    image.set_alpha(alpha)
    return image


@lru_cache(maxsize=48)
def board_with_tiles(holes: tuple, zoom: float) -> pygame.Surface:
    """One board and its tiles on a surface of their own (turned as one while rotating;
    kept, since a board turned by hand is drawn every frame). Never changed by a caller."""
    image = board_image(zoom).copy()
    for hole, tile in enumerate(holes):
        if tile is not None:
            image.blit(tile_image(tile, hole, zoom), (0, 0))
    return image


def warm(zoom: float, colors) -> None:
    """Rasterise a board and every tile of ``colors`` (and white) at ``zoom`` now, while
    the table is laid out, rather than in the first frame that shows them."""
    board_image(zoom)
    for color in (*colors, "white"):
        for hole in range(6):
            tile_image(color, hole, zoom)


def clear() -> None:
    ghost.cache_clear()
    board_with_tiles.cache_clear()
