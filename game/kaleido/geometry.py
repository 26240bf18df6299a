"""Hex geometry of Kaleido's table: pure functions, no game state.

RULINGS.md, Kaleido: Geometry. Boards are pointy-top hexagons in axial ``(q, r)``
coordinates. Directions ``d = 0..5`` run counter-clockwise on screen from east:
``0 E (+1,0), 1 NE (+1,-1), 2 NW (0,-1), 3 W (-1,0), 4 SW (-1,+1), 5 SE (0,+1)``.
Hole ``d`` of a board is the triangle on the side facing the neighbour in direction
``d``. The corner between sides ``k`` and ``k+1`` of board ``h`` is shared with
``A = h + dir[k]`` and ``B = h + dir[k+1]``; its end-game hexagon is the triangles
``h[k], h[k+1], A[k+2], A[k+3], B[k+4], B[k+5]``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence, TypeVar

Pos = tuple[int, int]
Triangle = tuple[Pos, int]   # (board position, hole)
T = TypeVar("T")

DIRECTIONS: tuple[Pos, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")


def neighbor(pos: Pos, d: int) -> Pos:
    """The board position next to ``pos`` across its side ``d``."""
    dq, dr = DIRECTIONS[d % 6]
    return (pos[0] + dq, pos[1] + dr)


def neighbors(pos: Pos) -> tuple[Pos, ...]:
    """The six positions sharing a full side with ``pos``, in direction order."""
    q, r = pos
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def shares_side(a: Pos, b: Pos) -> bool:
    """True when boards at ``a`` and ``b`` share a full side (hex distance 1)."""
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def rotate_holes(holes: Sequence[T], steps: int) -> tuple[T, ...]:
    """A board's holes after turning it counter-clockwise by ``steps`` x 60 degrees.

    RULINGS.md, Kaleido: Geometry -- the tile in hole ``d`` moves to ``(d + steps) % 6``.
    """
    s = steps % 6
    holes = tuple(holes)
    if s == 0:
        return holes
    return holes[6 - s:] + holes[:6 - s]


def corner_boards(board: Pos, k: int) -> tuple[Pos, Pos, Pos]:
    """``(h, A, B)``: the three boards meeting at corner ``k`` (between sides k, k+1) of ``board``."""
    return (board, neighbor(board, k), neighbor(board, k + 1))


def corner_triangles(board: Pos, k: int) -> tuple[Triangle, ...]:
    """The six (board, hole) triangles of the end-game hexagon at corner ``k`` of ``board``."""
    h, a, b = corner_boards(board, k)
    return ((h, k % 6), (h, (k + 1) % 6), (a, (k + 2) % 6), (a, (k + 3) % 6),
            (b, (k + 4) % 6), (b, (k + 5) % 6))


def corner_key(board: Pos, k: int) -> tuple[Pos, Pos, Pos]:
    """A name for the corner that is the same from each of its three boards."""
    return tuple(sorted(corner_boards(board, k)))  # type: ignore[return-value]


@dataclass(frozen=True)
class Hexagon:
    """One end-game hexagon: the three boards around a corner and its six triangles."""

    boards: tuple[Pos, Pos, Pos]
    triangles: tuple[Triangle, ...]


def hexagons(positions: Iterable[Pos]) -> list[Hexagon]:
    """Every corner where three boards of ``positions`` meet, each exactly once.

    A corner is an end-game hexagon only when all three boards exist (RULINGS.md,
    Kaleido: Geometry). Sorted by their boards; the triangles are listed from the
    first (smallest) of the three boards.
    """
    present = set(positions)
    found: list[Hexagon] = []
    for h in sorted(present):
        for k in range(6):
            _, a, b = corner_boards(h, k)
            # count each corner once: from its smallest board
            if a in present and b in present and h < a and h < b:
                found.append(Hexagon(tuple(sorted((h, a, b))), corner_triangles(h, k)))
    found.sort(key=lambda x: x.boards)
    return found


def hexagons_of(board: Pos, positions: Iterable[Pos]) -> list[Hexagon]:
    """The end-game hexagons that include a triangle of ``board``."""
    return [x for x in hexagons(positions) if board in x.boards]


def frontier(positions: Iterable[Pos]) -> list[Pos]:
    """Free positions where a new board would share a full side with one of ``positions``."""
    present = set(positions)
    out = {n for p in present for n in neighbors(p)} - present
    return sorted(out)


def is_connected(positions: Iterable[Pos]) -> bool:
    """True when the boards form one group joined by full sides (an empty set is not)."""
    present = set(positions)
    if not present:
        return False
    start = next(iter(present))
    seen = {start}
    todo = [start]
    while todo:
        p = todo.pop()
        for n in neighbors(p):
            if n in present and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(present)


def to_pixel(pos: Pos, size: float = 1.0) -> tuple[float, float]:
    """Screen centre of a pointy-top board of circumradius ``size`` (y grows downwards)."""
    q, r = pos
    return (size * 3 ** 0.5 * (q + r / 2), size * 1.5 * r)
