"""Kerala moves: frozen, hashable dataclasses with a readable ``str()``.

A turn is ``Take`` (place a tile from the offer) or ``Pass``; after placing a
move-elephant or move-tile tile the same player answers with ``MoveElephant``,
``MoveTile`` or ``SkipSpecial`` before the next player acts.
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import SIDE_NAMES

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Take:
    """Take tile ``offer_index`` from the middle, put it on ``cell`` next to the tile
    under ``elephant`` (0 or 1) and move that elephant onto it. Arch tiles need
    ``arch_side`` (0 up, 1 right, 2 down, 3 left); other tiles take none."""

    offer_index: int
    elephant: int
    cell: Cell
    arch_side: int | None = None

    def __str__(self) -> str:
        side = ""
        if isinstance(self.arch_side, int) and 0 <= self.arch_side <= 3:
            side = f", arch facing {SIDE_NAMES[self.arch_side]}"
        return f"take tile {self.offer_index}, elephant {self.elephant} to {self.cell}{side}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Take no tile this round and lay one elephant down (twice per game at most)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class MoveElephant:
    """After a move-elephant tile: move ``elephant`` to the tile at ``cell``."""

    elephant: int
    cell: Cell

    def __str__(self) -> str:
        return f"move elephant {self.elephant} to {self.cell}"


@dataclass(frozen=True, slots=True)
class MoveTile:
    """After a move-tile tile: move the whole stack at ``source`` to ``target``."""

    source: Cell
    target: Cell

    def __str__(self) -> str:
        return f"move the stack at {self.source} to {self.target}"


@dataclass(frozen=True, slots=True)
class SkipSpecial:
    """Decline the optional action of the special tile just placed."""

    def __str__(self) -> str:
        return "skip the special action"


MOVE_TYPES = (Take, Pass, MoveElephant, MoveTile, SkipSpecial)
