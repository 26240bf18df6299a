"""Colors of Kasane's move log: one readable line per move, with the points it made."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import end_line, gain, signed

from .cards import Card
from .moves import Combine, EndTurn, Take
from .data import STYLE_NAMES


def card_phrase(card: Card) -> str:
    return "an accessory" if card.is_accessory else f"the {card.value}"


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (the end of a round and the new market, the end of the game)."""
    seat = before.current_seat
    who = names[seat]
    if isinstance(move, Take):
        line = f"{who} took {card_phrase(before.market[move.row][-1])} from row {move.row + 1}"
    elif isinstance(move, Combine):
        values = "-".join(str(card.value) for card in before.combination_cards(move.length, move.reuse_last))
        line = f"{who} combined {values} as {STYLE_NAMES[move.style]}: {signed(gain(before, after, seat))}"
    elif isinstance(move, EndTurn):
        line = f"{who} kept the card in hand without combining"
    else:
        line = f"{who}: {move}"
    lines = [line]
    if after.is_over:
        lines.append(end_line(after, names))
    elif after.round != before.round:
        lines.append(f"Round {before.round} is over. Round {after.round}: a new market is dealt "
                     f"({after.pile_size} cards left in the pile).")
    return lines
