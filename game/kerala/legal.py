"""Where a seat may build and move on its own festival grounds: pure functions of its
stacks (``{cell: tiles}``) and its two elephants, each refusal a sentence for the
player (RULINGS.md, Kerala: "Placing", "Move elephant", "Move tile").

The state (state.py) decides which kind of move is due; these say where it may go.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from game.core import is_int, is_int_pair
from game.words import _

from .grounds import Cell, components, is_connected, neighbours
from .moves import MoveElephant, MoveTile, Take
from .tiles import Tile

Stacks = Mapping[Cell, tuple[Tile, ...]]
Elephants = tuple[Cell, Cell]


def _reading_order(cell: Cell) -> tuple[int, int]:
    """Top row first, left to right."""
    return cell[1], cell[0]


def take_refusal(offer: Sequence[Tile], elephants: Elephants, move: Take) -> str | None:
    """Why ``move`` may not place its offer tile where it says, or None."""
    i = move.offer_index
    if not is_int(i) or not 0 <= i < len(offer):
        return _("There is no tile number {number} in the middle of the table.", number=repr(i))
    if move.elephant not in (0, 1) or not is_int(move.elephant):
        return _("Choose elephant 0 or elephant 1.")
    if not is_int_pair(move.cell):
        return _("That is not a cell of the festival grounds.")
    tile = offer[i]
    side = move.arch_side
    # RULINGS.md, Kerala: "the player chooses that side when placing".
    if tile.kind == "arch":
        if side is None:
            return _("Choose the side the arch faces: 0 up, 1 right, 2 down or 3 left.")
        if not is_int(side) or not 0 <= side <= 3:
            return _("An arch faces 0 (up), 1 (right), 2 (down) or 3 (left).")
    elif side is not None:
        return _("Only an arch tile takes a side, and this tile has no arch.")
    mover = elephants[move.elephant]
    other = elephants[1 - move.elephant]
    # RULINGS.md, Kerala: "Placing: ... orthogonally adjacent to the tile under the
    # elephant that moves ... never the cell under the player's other elephant."
    if move.cell not in neighbours(mover):
        return _("That cell is not next to the tile under the elephant you are moving.")
    if move.cell == other:
        return _("Your other elephant stands there: you cannot build over its tile.")
    return None


def take_cells(elephants: Elephants) -> tuple[list[Cell], list[Cell]]:
    """For each elephant, the cells a tile may go on with it: its neighbours but the
    other elephant's cell."""
    e0, e1 = elephants
    return [c for c in neighbours(e0) if c != e1], [c for c in neighbours(e1) if c != e0]


def move_elephant_refusal(stacks: Stacks, elephants: Elephants, move: MoveElephant) -> str | None:
    """Why ``move`` may not move that elephant there, or None."""
    # RULINGS.md, Kerala: "Move elephant: either elephant moves to any tile of the
    # grounds that has no elephant."
    if move.elephant not in (0, 1) or not is_int(move.elephant):
        return _("Choose elephant 0 or elephant 1.")
    if not is_int_pair(move.cell) or move.cell not in stacks:
        return _("There is no tile there for the elephant to stand on.")
    if move.cell in elephants:
        return _("An elephant already stands on that tile: only one elephant per tile.")
    return None


def elephant_targets(stacks: Stacks, elephants: Elephants) -> tuple[list[Cell], list[Cell]]:
    """For each elephant, the tiles it may move to (every tile without an elephant)."""
    free = [c for c in sorted(stacks, key=_reading_order) if c not in elephants]
    return free, list(free)


def move_tile_refusal(stacks: Stacks, elephants: Elephants, move: MoveTile) -> str | None:
    """Why ``move`` may not move that stack there, or None."""
    # RULINGS.md, Kerala: "Move tile".
    src, dst = move.source, move.target
    if not is_int_pair(src) or src not in stacks:
        return _("There is no tile there to move.")
    if not is_int_pair(dst):
        return _("That is not a cell of the festival grounds.")
    if src in elephants:
        return _("An elephant stands on that stack, so it cannot be moved.")
    if all(n in stacks for n in neighbours(src)):
        return _("That stack has tiles on all four sides, so it cannot be moved.")
    if dst in stacks:
        return _("A moved stack must go to an empty cell.")
    if not any(dst in neighbours(e) for e in elephants):
        return _("A moved stack must go next to a tile one of your elephants stands on.")
    cells = set(stacks)
    cells.discard(src)
    cells.add(dst)
    if not is_connected(cells):
        return _("That move would split your festival grounds into separate parts.")
    return None


def tile_moves(stacks: Stacks, elephants: Elephants) -> dict[Cell, list[Cell]]:
    """Every stack that may move -> the empty cells it may move to."""
    targets = sorted({n for e in elephants for n in neighbours(e) if n not in stacks},
                     key=_reading_order)
    result: dict[Cell, list[Cell]] = {}
    if not targets:
        return result
    for src in sorted(stacks, key=_reading_order):
        if src in elephants or all(n in stacks for n in neighbours(src)):
            continue
        rest = set(stacks)
        rest.discard(src)
        groups = components(rest)
        if len(groups) == 1:
            ok = targets
        else:
            ok = [t for t in targets
                  if all(any(n in g for n in neighbours(t)) for g in groups)]
        if ok:
            result[src] = list(ok)
    return result
