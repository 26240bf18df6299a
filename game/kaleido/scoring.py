"""Kaleido scoring, as pure functions (RULINGS.md, Kaleido: Scoring one board or hexagon).

The same rule scores a full board mid-game and a full corner hexagon at the end.
"""
from __future__ import annotations

from typing import Iterable, Mapping

from . import data
from .geometry import Hexagon, Pos, hexagons


def award(tiles: Iterable[str | None]) -> dict[str, int]:
    """Points per colour for one full board or hexagon; colours scoring 0 are left out.

    - White tiles (and empty holes) are ignored; count tiles per colour among the rest.
    - Exactly one colour present: 12 if it fills all six holes, else 8.
    - Otherwise a single leader takes 8 and the colours tied for second share 4 (floor);
      several colours tied for the lead share 12 (floor) and nobody else scores.
    - Only whites: nobody scores.
    """
    counts: dict[str, int] = {}
    total = 0
    for tile in tiles:
        total += 1
        if tile is None or tile == data.WHITE:
            continue
        counts[tile] = counts.get(tile, 0) + 1
    if not counts:
        return {}
    if len(counts) == 1:
        (color, n), = counts.items()
        full = n == 6 and total == 6
        return {color: data.ALONE_FULL_POINTS if full else data.ALONE_POINTS}
    top = max(counts.values())
    leaders = [c for c, n in counts.items() if n == top]
    result: dict[str, int] = {}
    if len(leaders) > 1:
        share = data.SHARED_FIRST_POINTS // len(leaders)
        for c in leaders:
            result[c] = share
    else:
        result[leaders[0]] = data.FIRST_POINTS
        second = max(n for c, n in counts.items() if n != top)
        seconds = [c for c, n in counts.items() if n == second]
        share = data.SECOND_POINTS // len(seconds)
        for c in seconds:
            result[c] = share
    return {c: p for c, p in result.items() if p > 0}


def hexagon_tiles(hexagon: Hexagon, boards: Mapping[Pos, tuple]) -> tuple:
    """The six tiles (or None) in a hexagon's triangles."""
    return tuple(boards[b][h] for b, h in hexagon.triangles)


def end_game_awards(boards: Mapping[Pos, tuple]) -> list[tuple[Hexagon, dict[str, int]]]:
    """Every complete corner hexagon of ``boards`` with its award, each counted once.

    A hexagon with an empty triangle is not scored (rulebook, End-game Scoring).
    """
    out = []
    for hexagon in hexagons(boards):
        tiles = hexagon_tiles(hexagon, boards)
        if None in tiles:
            continue
        out.append((hexagon, award(tiles)))
    return out
