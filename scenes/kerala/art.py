"""Kerala's pieces drawn from the SVG art in ``assets/art/kerala`` (made by
``tools/art/kerala_art.py``): tile faces per colour, elephant symbols, arches on
their side, the action tiles, the start tiles, and the elephants, cached per size."""
from __future__ import annotations

import time
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.kerala import Tile
from scenes.ui import assets, theme

# pygame turns counter-clockwise for positive angles; arch art lies along the top.
_SIDE_ANGLE = {0: 0, 1: -90, 2: 180, 3: 90}


def art(name: str, size: int) -> pygame.Surface:
    return assets.svg(f"kerala/{name}", (size, size))


@lru_cache(maxsize=2048)
def tile_image(tile: Tile, size: int, arch_side: int | None = None) -> pygame.Surface:
    """A tile's face at ``size`` pixels: colour, symbols, arch (on ``arch_side`` if the
    tile itself has none yet) or action icon."""
    size = max(8, int(size))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    face = "start" if tile.kind == "start" else "tile"
    image.blit(art(f"{face}_{tile.color}", size), (0, 0))
    if tile.symbols:
        image.blit(art(f"symbols_{tile.symbols}", size), (0, 0))
    if tile.kind == "arch":
        side = tile.arch_side if tile.arch_side is not None else (arch_side or 0)
        arch = art(f"arch_{tile.arch_color}", size)
        image.blit(pygame.transform.rotate(arch, _SIDE_ANGLE[side]), (0, 0))
    elif tile.kind in ("move_elephant", "move_tile"):
        image.blit(art(tile.kind, size), (0, 0))
    return image


@lru_cache(maxsize=256)
def elephant_image(color: str, size: int, lying: bool = False) -> pygame.Surface:
    return art(f"elephant_{color}{'_lying' if lying else ''}", max(8, int(size)))


class SizedArt:
    """Images wanted at one size now: an image already rasterised at that size, or else
    (while one exists at another size) a quick rescale of the nearest one, whose exact
    rasterisation waits for :meth:`refine`. So a frame in which the board zooms (a move
    lands and the view refits) never rasterises SVG art; the sharp images follow over
    the next frames."""

    SIZES_KEPT = 6

    def __init__(self, render):
        self.render = render  # render(size, *args) -> Surface
        self.ready: dict[tuple, OrderedDict] = {}
        self.waiting: OrderedDict = OrderedDict()  # (args, size) -> quick image
        self.ahead: OrderedDict = OrderedDict()  # (args, size) -> None: wanted soon, not shown yet
        self.generation = 0

    def now(self, size: int, *args) -> pygame.Surface:
        sizes = self.ready.get(args)
        if sizes is not None and size in sizes:
            sizes.move_to_end(size)
            return sizes[size]
        if not sizes:
            return self._rasterise(size, args)
        quick = self.waiting.get((args, size))
        if quick is None:
            nearest = min(sizes, key=lambda known: abs(known - size))
            quick = pygame.transform.smoothscale(sizes[nearest], (size, size))
            self.waiting[(args, size)] = quick
        return quick

    def _rasterise(self, size, args) -> pygame.Surface:
        image = self.render(size, *args)
        sizes = self.ready.setdefault(args, OrderedDict())
        sizes[size] = image
        while len(sizes) > self.SIZES_KEPT:
            sizes.popitem(last=False)
        return image

    def prepare(self, size: int, *args) -> None:
        """Rasterise this image in a coming frame's spare time (it will be wanted soon)."""
        sizes = self.ready.get(args)
        if sizes is None or size not in sizes:
            self.ahead[(args, size)] = None

    def refine(self, deadline: float, ahead_deadline: float | None = None) -> bool:
        """Rasterise waiting images until ``deadline``, then those wanted soon until
        ``ahead_deadline`` (``time.perf_counter()`` values); True if an image on show
        became sharp."""
        done = False
        while self.waiting and time.perf_counter() < deadline:
            (args, size), _ = self.waiting.popitem(last=False)
            self._rasterise(size, args)
            done = True
        ahead_deadline = deadline if ahead_deadline is None else min(deadline, ahead_deadline)
        while self.ahead and time.perf_counter() < ahead_deadline:
            (args, size), _ = self.ahead.popitem(last=False)
            sizes = self.ready.get(args)
            if sizes is None or size not in sizes:
                self._rasterise(size, args)
        if done:
            self.generation += 1
        return done

    def clear(self) -> None:
        self.ready.clear()
        self.waiting.clear()
        self.ahead.clear()
        self.generation += 1


_tiles = SizedArt(lambda size, tile, side: tile_image(tile, size, side))
_elephants = SizedArt(lambda size, color, lying: elephant_image(color, size, lying))


def tile_image_now(tile: Tile, size: int, arch_side: int | None = None) -> pygame.Surface:
    """:func:`tile_image` for drawing a frame (see :class:`SizedArt`)."""
    side = tile.arch_side if tile.arch_side is not None else (arch_side or 0) if tile.kind == "arch" else None
    return _tiles.now(max(8, int(size)), tile, side)


def elephant_image_now(color: str, size: int, lying: bool = False) -> pygame.Surface:
    return _elephants.now(max(8, int(size)), color, lying)


def prepare_tiles(tiles, size: int) -> None:
    """Rasterise these tiles at ``size`` in the coming frames' spare time (e.g. every kind
    of tile at the offer's size, so a new round's tiles appear without a slow frame)."""
    for tile in dict.fromkeys(tiles):
        side = 0 if tile.kind == "arch" else None
        _tiles.prepare(max(8, int(size)), tile, side)


def refine(seconds: float = 0.004, ahead_seconds: float = 0.0015) -> bool:
    """Rasterise art for at most about ``seconds`` a frame (art wanted soon, not on show,
    for ``ahead_seconds`` of them); True when some image on show became sharp."""
    start = time.perf_counter()
    deadline, ahead = start + seconds, start + ahead_seconds
    return _tiles.refine(deadline, ahead) | _elephants.refine(deadline, ahead)


def generation() -> int:
    """Changes whenever an image drawn earlier may now look different (sharper)."""
    return _tiles.generation + _elephants.generation


def describe(tile: Tile) -> str:
    """A tile in words, for tooltips."""
    color = theme.color_name(tile.color)
    if tile.kind == "arch":
        return f"{color} tile with a {tile.arch_color} arch: it scores 5 if its side touches {tile.arch_color}"
    if tile.kind == "move_elephant":
        return f"{color} move-elephant tile: after placing it you may move one elephant anywhere"
    if tile.kind == "move_tile":
        return f"{color} move-tile tile: after placing it you may move one stack next to an elephant"
    if tile.kind == "start":
        return f"{color} start tile"
    symbols = {0: "no elephant symbol", 1: "1 elephant symbol"}.get(tile.symbols, f"{tile.symbols} elephant symbols")
    return f"{color} tile with {symbols}"


def clear() -> None:
    tile_image.cache_clear()
    elephant_image.cache_clear()
    _tiles.clear()
    _elephants.clear()
