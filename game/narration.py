"""What every game's move log shares: a line is written from the state before a
move, the move, and the state after it (DESIGN.md, "A game's record"); each game
phrases its own moves in ``game/<game>/narration.py`` with these helpers."""
from __future__ import annotations

from typing import Any, Sequence


def signed(points: int) -> str:
    """``+2``, ``-1``, ``+0``: a change of score as players write it."""
    return f"{points:+d}"


def gain(before: Any, after: Any, seat: int) -> int:
    """How many points ``seat`` gained (or lost) from ``before`` to ``after``."""
    return after.scores()[seat] - before.scores()[seat]


def end_line(after: Any, names: Sequence[str]) -> str:
    """The last line of a game: the final scores and who won."""
    scores = after.scores()
    winners = after.winners()
    table = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(scores))
    if len(winners) == 1:
        return f"The game is over: {table}. {names[winners[0]]} wins."
    return f"The game is over: {table}. {' and '.join(names[s] for s in winners)} share the win."
