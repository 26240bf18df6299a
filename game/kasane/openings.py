"""What taking a market card would open (issue "Learn to play at the table", previews):
the combinations the seat to move could make right after taking the last card of a row,
each with the points the engine would give it. A combination is the last cards of the
hand, so every one open after a take holds the card taken (rulebook, "Combining";
RULINGS.md, Colors of Kasane). The take and each combination are tried on copies."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .moves import Combine, Take


@dataclass(frozen=True)
class Opening:
    """A combination taking the card opens, and the points it would score now (the
    seat's total after it, less before)."""

    combine: Combine
    points: int


def openings(state: Any, row: int) -> list[Opening]:
    """The combinations the seat to move could make after taking the last card of
    ``row``, most points first; none when the take is not legal now or ends the turn
    (an accessory, without the variant)."""
    take = Take(row)
    if not state.is_legal(take):
        return []
    seat = state.current_seat
    after = state.clone()
    after.apply(take)
    if after.current_seat != seat:
        return []
    start = after.scores()[seat]
    found = []
    for move in after.legal_moves():
        if isinstance(move, Combine):
            trial = after.clone()
            trial.apply(move)
            found.append(Opening(move, trial.scores()[seat] - start))
    return sorted(found, key=lambda opening: (-opening.points, opening.combine.size))
