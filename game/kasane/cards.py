"""The cards of Colors of Kasane: small frozen values, one shared instance per value."""
from __future__ import annotations

from dataclasses import dataclass

from .data import ACCESSORY_COUNT, CARD_TABLE, COPIES_PER_VALUE, SETUPS, VALUES


@dataclass(frozen=True, slots=True)
class Card:
    """A fabric card ``Card(1..9)`` or an accessory ``Card(None)``.

    A fabric card's pattern (``"plant"``/``"animal"``) and draper's mark
    (``"circle"``/``"triangle"``/``"diamond"``) follow from its value (RULINGS.md,
    Colors of Kasane, "Cards"); an accessory has neither.
    """

    value: int | None

    def __post_init__(self) -> None:
        if self.value is not None and (type(self.value) is not int or self.value not in CARD_TABLE):
            raise ValueError(f"A fabric card's value is 1 to 9, not {self.value!r}.")

    @property
    def is_accessory(self) -> bool:
        return self.value is None

    @property
    def pattern(self) -> str | None:
        return None if self.value is None else CARD_TABLE[self.value][0]

    @property
    def mark(self) -> str | None:
        return None if self.value is None else CARD_TABLE[self.value][1]

    def __str__(self) -> str:
        if self.value is None:
            return "accessory"
        return f"{self.value} ({self.pattern}, {self.mark})"


ACCESSORY = Card(None)
# One shared instance per value: states hold these, never copies.
CARD: dict[int | None, Card] = {None: ACCESSORY, **{v: Card(v) for v in CARD_TABLE}}


def full_card_set() -> list[Card]:
    """All 52 cards: five of each value 1..9, then the seven accessories."""
    return [CARD[v] for v in VALUES for _ in range(COPIES_PER_VALUE)] + [ACCESSORY] * ACCESSORY_COUNT


def removed_cards(players: int) -> list[Card]:
    """The cards returned to the box (RULINGS.md, Colors of Kasane, "Removal": whole
    1-9 sets and 2 accessories at 2 and 3 players; nothing at 4)."""
    setup = SETUPS[players]
    return ([CARD[v] for v in VALUES for _ in range(setup.sets_removed)]
            + [ACCESSORY] * setup.accessories_removed)


def card_order(card: Card) -> tuple:
    """A key that puts cards in a fixed order, by value, accessories last (a public view's pile)."""
    return card.value is None, card.value or 0
