"""What turning a scored board would do to the corner hexagons around it (issue "Learn
to play at the table", previews): for each hexagon the board is part of, what it pays
now and what it would pay after the turn, for the hexagons where that differs.

A corner hexagon scores at the end of the game, if its six holes are full, by the rule
that scores a board (RULINGS.md, Kaleido: "Scoring one board or hexagon"); one not yet
full is weighed as it would pay if it filled as it is now. Turning a board moves the
tile in hole ``d`` to hole ``(d + steps) % 6`` (RULINGS.md, Kaleido: Geometry).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .geometry import Hexagon, Pos, rotate_holes
from .scoring import award, hexagon_tiles


@dataclass(frozen=True)
class HexagonEffect:
    """A corner hexagon whose pay a turn of one of its boards would change."""

    hexagon: Hexagon
    complete: bool
    """All six holes are full: it scores at the end as it is."""
    before: dict[str, int]
    """Points per colour it pays now (or would pay, filled as it is)."""
    after: dict[str, int]
    """... and after the turn."""

    def change(self, color: str) -> int:
        return self.after.get(color, 0) - self.before.get(color, 0)

    @property
    def colors(self) -> list[str]:
        """The colours whose points the turn changes, the biggest change first."""
        changed = {c for c in (*self.before, *self.after) if self.change(c)}
        return sorted(changed, key=lambda c: (-abs(self.change(c)), c))


def rotation_effects(state: Any, board: Pos, steps: int) -> list[HexagonEffect]:
    """The corner hexagons around ``board`` whose pay turning it by ``steps`` sixths
    would change, complete ones first; the state is not changed."""
    boards = state.boards
    turned = dict(boards)
    turned[board] = rotate_holes(boards[board], steps)
    effects = []
    for hexagon in state.hexagons():
        if board not in hexagon.boards:
            continue
        now, then = hexagon_tiles(hexagon, boards), hexagon_tiles(hexagon, turned)
        before = award(t for t in now if t is not None)
        after = award(t for t in then if t is not None)
        if before != after:
            effects.append(HexagonEffect(hexagon, None not in now, before, after))
    return sorted(effects, key=lambda effect: not effect.complete)
