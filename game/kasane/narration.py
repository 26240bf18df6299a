"""Colors of Kasane's move log: one readable line per move, with the points it made:
a combination's slot points, then apart the bonuses the move changed (different
fabrics, all cards played), so a line never credits a bonus to the style.

Each line is one message, said when it is asked for."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import narrate, signed
from game.words import _, ngettext, pgettext, side_by_side

from .data import KAKEMONO, STYLE_NAMES
from .moves import Combine, EndTurn, Take


def bonus_change(category: str, points: int) -> str:
    """A bonus category's change of score, as a line names it: "different fabrics +3"."""
    change = signed(points)
    if category == "Accessories":
        # Translators: a change of score in a sentence of the Log; {points} is "+1", "-2".
        return pgettext("Colors of Kasane: a bonus's change of score", "accessories {points}", points=change)
    if category == "All cards played":
        return pgettext("Colors of Kasane: a bonus's change of score", "all cards played {points}", points=change)
    if category == "Different fabrics":
        return pgettext("Colors of Kasane: a bonus's change of score", "different fabrics {points}", points=change)
    raise ValueError(f"No words for the score category {category!r}.")


def other_changes(before: Any, after: Any, seat: int) -> list[str]:
    """What the move changed in ``seat``'s score besides its combinations, by category
    ("different fabrics +3", "accessories +1"), in the engine's order."""
    def by_category(state) -> dict[str, int]:
        return {line.category: line.points for line in state.score_lines()
                if line.seat == seat and not line.category.startswith("Combination")}
    old, new = by_category(before), by_category(after)
    return [bonus_change(category, new[category] - old.get(category, 0))
            for category in new if new[category] != old.get(category, 0)]


def _took(before: Any, move: Take, after: Any, who: str) -> str:
    card, row = before.market[move.row][-1], move.row + 1
    changes = side_by_side(other_changes(before, after, before.current_seat))
    if card.is_accessory:
        if changes:
            # Translators: {changes} are the bonuses the move changed: "accessories +1, all cards played +2".
            return _("{name} took an accessory from row {row}: {changes}", name=who, row=row, changes=changes)
        return _("{name} took an accessory from row {row}", name=who, row=row)
    if changes:
        return _("{name} took the {value} from row {row}: {changes}", name=who, value=card.value, row=row,
                 changes=changes)
    # Translators: {value} is the card's number (1 to 9).
    return _("{name} took the {value} from row {row}", name=who, value=card.value, row=row)


def _combined(before: Any, move: Combine, after: Any, who: str) -> str:
    cards = "-".join(str(card.value) for card in before.combination_cards(move.length, move.reuse_last))
    style, points = _(STYLE_NAMES[move.style]), KAKEMONO[move.style][move.size]
    changes = side_by_side(other_changes(before, after, before.current_seat))
    if changes:
        # Translators: {cards} are the combined cards' numbers ("3-4-5"), {style} the style's name, {points} the
        # slot's points, {changes} the bonuses the move changed: "different fabrics +3".
        return ngettext("{name} combined {cards} as {style}: {points} point; {changes}",
                        "{name} combined {cards} as {style}: {points} points; {changes}", points,
                        name=who, cards=cards, style=style, points=points, changes=changes)
    # Translators: {cards} are the combined cards' numbers ("3-4-5"), {style} the style's name, {points} the slot's.
    return ngettext("{name} combined {cards} as {style}: {points} point",
                    "{name} combined {cards} as {style}: {points} points", points,
                    name=who, cards=cards, style=style, points=points)


def _kept(before: Any, move: EndTurn, after: Any, who: str) -> str:
    return _("{name} kept the card in hand without combining", name=who)


def _new_market(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The end of a round and the new market dealt for the next."""
    if after.is_over or after.round == before.round:
        return []
    # Translators: {over} is the round that ended, {round} the next; {count} the cards left in the draw pile.
    return [ngettext("Round {over} is over. Round {round}: a new market is dealt ({count} card left in the pile).",
                     "Round {over} is over. Round {round}: a new market is dealt ({count} cards left in the pile).",
                     after.pile_size, over=before.round, round=after.round, count=after.pile_size)]


PHRASES = {Take: _took, Combine: _combined, EndTurn: _kept}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (the end of a round and the new market, the end of the game)."""
    return narrate(PHRASES, _new_market, before, move, after, names)
