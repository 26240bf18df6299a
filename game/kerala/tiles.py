"""Kerala tiles: immutable, hashable values, plus the full tile set.

A tile in the bag or the offer has ``arch_side=None``; an arch placed on the festival
grounds carries the side its arch faces (RULINGS.md, Kerala: "An arch lies along one
side of its tile"). Identical printed tiles are equal values.
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import COLORS, SIDE_NAMES, START_SYMBOLS, TILES_PER_COLOR

KINDS: tuple[str, ...] = ("plain", "arch", "move_elephant", "move_tile", "start")
SPECIAL_KINDS: frozenset[str] = frozenset({"move_elephant", "move_tile"})


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile. ``color`` is its base colour (the colour it counts as for areas),
    ``symbols`` its elephant symbols, ``kind`` one of :data:`KINDS`; an arch tile
    names its ``arch_color`` and, once placed, its ``arch_side`` (0 up, 1 right,
    2 down, 3 left)."""

    color: str
    symbols: int = 0
    kind: str = "plain"
    arch_color: str | None = None
    arch_side: int | None = None

    def __post_init__(self) -> None:
        if self.color not in COLORS:
            raise ValueError(f"Unknown tile colour {self.color!r}.")
        if self.kind not in KINDS:
            raise ValueError(f"Unknown tile kind {self.kind!r}.")
        if not isinstance(self.symbols, int) or isinstance(self.symbols, bool) or not 0 <= self.symbols <= 3:
            raise ValueError("A tile shows 0 to 3 elephant symbols.")
        if self.kind == "arch":
            if self.arch_color not in COLORS:
                raise ValueError("An arch tile needs an arch colour.")
            if self.arch_side is not None and (
                    not isinstance(self.arch_side, int) or isinstance(self.arch_side, bool)
                    or not 0 <= self.arch_side <= 3):
                raise ValueError("An arch side is 0 (up), 1 (right), 2 (down) or 3 (left).")
        elif self.arch_color is not None or self.arch_side is not None:
            raise ValueError("Only an arch tile has an arch colour or side.")

    @property
    def is_arch(self) -> bool:
        return self.kind == "arch"

    @property
    def is_special(self) -> bool:
        """A move-elephant or move-tile tile (its action follows the placement)."""
        return self.kind in SPECIAL_KINDS

    def with_side(self, side: int | None) -> "Tile":
        """This arch tile with its arch facing ``side`` (cached, no new objects)."""
        return _SIDED[(self, side)]

    def unplaced(self) -> "Tile":
        """The tile as it is in the bag (arch side forgotten)."""
        return _SIDED[(self, None)] if self.arch_side is not None else self

    def __str__(self) -> str:
        if self.kind == "plain":
            return f"{self.color} {self.symbols}"
        if self.kind == "arch":
            side = "" if self.arch_side is None else f", facing {SIDE_NAMES[self.arch_side]}"
            return f"{self.color} tile with {self.arch_color} arch{side}"
        if self.kind == "start":
            return f"{self.color} start tile"
        return f"{self.color} {self.kind.replace('_', '-')}"


def start_tile(color: str) -> Tile:
    """The start tile of ``color`` (one elephant symbol)."""
    return Tile(color, START_SYMBOLS, "start")


def build_tile_set() -> list[Tile]:
    """The 100 game tiles in a fixed order (colour by colour, as in data.TILES_PER_COLOR)."""
    tiles: list[Tile] = []
    for color in COLORS:
        for count, kind, symbols in TILES_PER_COLOR:
            if kind == "arch":
                others = [c for c in COLORS if c != color]
                tiles.extend(Tile(color, symbols, "arch", other) for other in others[:count])
            else:
                tiles.extend(Tile(color, symbols, kind) for _ in range(count))
    return tiles


#: How many tiles the game has (100), before any are sorted out at setup.
TILE_SET_SIZE = len(build_tile_set())


def _all_variants() -> list[Tile]:
    seen: dict[Tile, None] = {}
    for tile in build_tile_set():
        seen[tile] = None
        if tile.is_arch:
            for side in range(4):
                seen[Tile(tile.color, tile.symbols, "arch", tile.arch_color, side)] = None
    for color in COLORS:
        seen[start_tile(color)] = None
    # any arch of any colour pair, so hand-built tiles work with with_side()
    for color in COLORS:
        for other in COLORS:
            for side in (None, 0, 1, 2, 3):
                seen[Tile(color, 0, "arch", other, side)] = None
    return list(seen)


ALL_TILES: tuple[Tile, ...] = tuple(_all_variants())
_SIDED: dict[tuple[Tile, int | None], Tile] = {}
for _t in ALL_TILES:
    if _t.is_arch:
        for _s in (None, 0, 1, 2, 3):
            _SIDED[(_t, _s)] = Tile(_t.color, _t.symbols, "arch", _t.arch_color, _s)
    else:
        _SIDED[(_t, None)] = _t


def tile_code(tile: Tile) -> str:
    """A short save code, e.g. ``blue:2``, ``blue:arch:red``, ``blue:arch:red:1``."""
    if tile.kind == "plain":
        return f"{tile.color}:{tile.symbols}"
    if tile.kind == "arch":
        side = "" if tile.arch_side is None else f":{tile.arch_side}"
        return f"{tile.color}:arch:{tile.arch_color}{side}"
    return f"{tile.color}:{tile.kind}"


#: Save code -> tile, for every tile the game can hold (unknown codes are damage).
TILE_BY_CODE: dict[str, Tile] = {tile_code(t): t for t in ALL_TILES if t.symbols == 0 or t.kind != "arch"}
for _t in build_tile_set():
    TILE_BY_CODE[tile_code(_t)] = _t
