"""Kerala's pieces drawn from the SVG art in ``assets/art/kerala`` (made by
``tools/art/kerala_art.py``): tile faces per colour, elephant symbols, arches on
their side, the action tiles, the start tiles, and the elephants, cached per size."""
from __future__ import annotations

import dataclasses
import time
from functools import lru_cache
from typing import Callable

import pygame

from game.kerala import Tile, colour_words
from game.words import _, ngettext
from scenes.kerala.sized_art import Rasteriser, SizedArt
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


_rasteriser = Rasteriser()
_tiles = SizedArt(lambda size, tile, side: tile_image(tile, size, side), _rasteriser)
_elephants = SizedArt(lambda size, color, lying: elephant_image(color, size, lying), _rasteriser)


def tile_image_now(tile: Tile, size: int, arch_side: int | None = None) -> pygame.Surface:
    """:func:`tile_image` for drawing a frame (see :mod:`scenes.kerala.sized_art`)."""
    return _tiles.now(max(8, int(size)), *_tile_args(tile, arch_side))


def tile_is_sharp(tile: Tile, size: int, arch_side: int | None = None) -> bool:
    """Whether :func:`tile_image_now` gives the tile as it stays at ``size`` (not a
    rescale until the rasterised tile arrives)."""
    return _tiles.sharp(max(8, int(size)), *_tile_args(tile, arch_side))


def _tile_args(tile: Tile, arch_side: int | None) -> tuple:
    side = tile.arch_side if tile.arch_side is not None else (arch_side or 0) if tile.kind == "arch" else None
    # a placed arch is the same picture as the arch in the middle turned to its side
    shown = tile if tile.arch_side is None else dataclasses.replace(tile, arch_side=None)
    return shown, side


def elephant_image_now(color: str, size: int, lying: bool = False) -> pygame.Surface:
    return _elephants.now(max(8, int(size)), color, lying)


def elephant_is_sharp(color: str, size: int, lying: bool = False) -> bool:
    return _elephants.sharp(max(8, int(size)), color, lying)


def prepare_tiles(tiles, size: int) -> None:
    """Rasterise these tiles at ``size`` ahead (e.g. every kind of tile at the offer's
    size, so a new round's tiles appear without a slow frame), an arch on each of its
    sides (it is turned while held and placed on any of them)."""
    for tile in dict.fromkeys(dataclasses.replace(tile, arch_side=None) for tile in tiles):
        for side in _SIDE_ANGLE if tile.kind == "arch" else (None,):
            _tiles.prepare(max(8, int(size)), tile, side)


def refine(wait: float = 0.0) -> bool:
    """Take in the art rasterised since the last frame (waiting up to ``wait`` seconds for
    the images on show); True when some image on show became sharp."""
    return _rasteriser.deliver(time.perf_counter() + wait if wait > 0 else None)


def wait_until_rasterised(timeout: float) -> bool:
    """Wait until every image asked for is rasterised (the next :func:`refine` takes them
    in), at most ``timeout`` seconds; whether they are."""
    return _rasteriser.wait_until_rasterised(timeout)


def settled() -> bool:
    """Whether every image asked for has been taken in: no frame will become sharper."""
    return _rasteriser.idle


def stand_ins() -> int:
    """Counts the rescaled images handed out while their rasterised ones were on the way."""
    return _tiles.stand_ins + _elephants.stand_ins


class Blurred:
    """The drawings, by name, made with a rescaled image whose rasterised one is on the
    way: only those are drawn again when art becomes sharp (:func:`generation`)."""

    def __init__(self):
        self.names: set = set()

    def key(self, name) -> int | None:
        """What ``name``'s drawing depends on of the art: its generation if it is blurred."""
        return generation() if name in self.names else None

    def track(self, name, draw: Callable[[], object], partly: bool = False) -> int | None:
        """Call ``draw()`` (the drawing ``name``, only a part of it again when ``partly``:
        the rest stays as blurred as it was); returns its :meth:`key` after it."""
        before = stand_ins()
        draw()
        if stand_ins() != before:
            self.names.add(name)
        elif not partly:
            self.names.discard(name)
        return self.key(name)


def generation() -> int:
    """Changes whenever an image drawn earlier may now look different (sharper)."""
    return _tiles.generation + _elephants.generation


def describe(tile: Tile) -> str:
    """A tile in words, for the tooltip over a tile in the middle (an arch tile's says how
    to turn it)."""
    colour = theme.color_name(tile.color)
    if tile.kind == "arch":
        arch, touched = colour_words.of_the_arch(tile.arch_color), colour_words.noun(tile.arch_color)
        # Translators: a tooltip over a tile in the middle, as each is: {colour} is the tile's colour on its own, as
        # the seats' colours are named ("Blue"); {arch} the arch's colour as in "the tile with a {arch} arch",
        # {touched} the same colour as a noun.
        return _("{colour} tile with a {arch} arch: it scores 5 if its side touches {touched}. "
                 "Turn it while you hold it: mouse wheel, right-click or R.", colour=colour, arch=arch, touched=touched)
    if tile.kind == "move_elephant":
        return _("{colour} move-elephant tile: after placing it you may move one elephant anywhere", colour=colour)
    if tile.kind == "move_tile":
        return _("{colour} move-tile tile: after placing it you may move one stack next to an elephant", colour=colour)
    if tile.kind == "start":
        return _("{colour} start tile", colour=colour)
    if not tile.symbols:
        return _("{colour} tile with no elephant symbol", colour=colour)
    return ngettext("{colour} tile with {count} elephant symbol", "{colour} tile with {count} elephant symbols",
                    tile.symbols, colour=colour, count=tile.symbols)


def clear() -> None:
    tile_image.cache_clear()
    elephant_image.cache_clear()
    _tiles.clear()
    _elephants.clear()
