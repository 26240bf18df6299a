"""Colors of Kasane's move log: one readable line per move, with the points it made."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import gain, narrate, signed

from .cards import Card
from .data import STYLE_NAMES
from .moves import Combine, EndTurn, Take


def card_phrase(card: Card) -> str:
    return "an accessory" if card.is_accessory else f"the {card.value}"


def _took(before: Any, move: Take, after: Any, who: str) -> str:
    return f"{who} took {card_phrase(before.market[move.row][-1])} from row {move.row + 1}"


def _combined(before: Any, move: Combine, after: Any, who: str) -> str:
    values = "-".join(str(card.value) for card in before.combination_cards(move.length, move.reuse_last))
    points = signed(gain(before, after, before.current_seat))
    return f"{who} combined {values} as {STYLE_NAMES[move.style]}: {points}"


def _kept(before: Any, move: EndTurn, after: Any, who: str) -> str:
    return f"{who} kept the card in hand without combining"


def _new_market(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The end of a round and the new market dealt for the next."""
    if after.is_over or after.round == before.round:
        return []
    return [f"Round {before.round} is over. Round {after.round}: a new market is dealt "
            f"({after.pile_size} cards left in the pile)."]


PHRASES = {Take: _took, Combine: _combined, EndTurn: _kept}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (the end of a round and the new market, the end of the game)."""
    return narrate(PHRASES, _new_market, before, move, after, names)
