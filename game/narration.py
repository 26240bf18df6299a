"""What every game's move log shares: a line is written from the state before a
move, the move, and the state after it (DESIGN.md, "A game's record"); each game
phrases its own moves in ``game/<game>/narration.py`` and hands its phrases to
:func:`narrate`."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from game.core import GameState, Move
from game.english import acts, listed

#: How a game phrases one kind of move: ``(before, move, after, who) -> line``.
Phrase = Callable[[Any, Any, Any, str], str]
#: What else a move brought about, as log lines: ``(before, after, names) -> lines``.
Aftermath = Callable[[Any, Any, Sequence[str]], list[str]]


def signed(points: int) -> str:
    """``+2``, ``-1``, ``+0``: a change of score as players write it."""
    return f"{points:+d}"


def gain(before: GameState, after: GameState, seat: int) -> int:
    """How many points ``seat`` gained (or lost) from ``before`` to ``after``."""
    return after.scores()[seat] - before.scores()[seat]


def end_line(after: GameState, names: Sequence[str]) -> str:
    """The last line of a game: the final scores and who won."""
    scores = after.scores()
    winners = after.winners()
    table = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(scores))
    if len(winners) == 1:
        return f"The game is over: {table}. {acts(names[winners[0]], 'wins')}."
    return f"The game is over: {table}. {listed(names[s] for s in winners)} share the win."


def narrate(phrases: Mapping[type, Phrase], aftermath: Aftermath, before: GameState, move: Move,
            after: GameState, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the game's phrase
    for its kind of move, what else it brought about (``aftermath``: a scoring, a new
    round), and at the end of the game the final scores."""
    who = names[before.current_seat]
    phrase = phrases.get(type(move))
    lines = [phrase(before, move, after, who) if phrase else f"{who}: {move}"]
    lines.extend(aftermath(before, after, names))
    if after.is_over:
        lines.append(end_line(after, names))
    return lines
