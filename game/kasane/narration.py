"""Colors of Kasane's move log: one readable line per move, with the points it made:
a combination's slot points, then apart the bonuses the move changed (different
fabrics, all cards played), so a line never credits a bonus to the style."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import narrate, signed

from .cards import Card
from .data import KAKEMONO, STYLE_NAMES
from .moves import Combine, EndTurn, Take


def card_phrase(card: Card) -> str:
    return "an accessory" if card.is_accessory else f"the {card.value}"


def points(count: int) -> str:
    """"1 point", "5 points"."""
    return f"{count} point{'' if count == 1 else 's'}"


def other_changes(before: Any, after: Any, seat: int) -> list[str]:
    """What the move changed in ``seat``'s score besides its combinations, by category
    ("different fabrics +3", "accessories +1"), in the engine's order."""
    def by_category(state) -> dict[str, int]:
        return {line.category: line.points for line in state.score_lines()
                if line.seat == seat and not line.category.startswith("Combination")}
    old, new = by_category(before), by_category(after)
    return [f"{category.lower()} {signed(new[category] - old.get(category, 0))}"
            for category in new if new[category] != old.get(category, 0)]


def _took(before: Any, move: Take, after: Any, who: str) -> str:
    line = f"{who} took {card_phrase(before.market[move.row][-1])} from row {move.row + 1}"
    changes = other_changes(before, after, before.current_seat)
    return f"{line}: {', '.join(changes)}" if changes else line


def _combined(before: Any, move: Combine, after: Any, who: str) -> str:
    values = "-".join(str(card.value) for card in before.combination_cards(move.length, move.reuse_last))
    line = f"{who} combined {values} as {STYLE_NAMES[move.style]}: {points(KAKEMONO[move.style][move.size])}"
    changes = other_changes(before, after, before.current_seat)
    return f"{line}; {', '.join(changes)}" if changes else line


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
