"""Cards and moves of Colors of Kasane: small frozen values, shared freely between states."""
from __future__ import annotations

from dataclasses import dataclass

from .data import CARD_TABLE, STYLE_NAMES


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


@dataclass(frozen=True, slots=True)
class Take:
    """Take the rightmost card of market row ``row`` (0 = top row)."""

    row: int

    def __str__(self) -> str:
        return f"take the last card of row {self.row + 1}" if isinstance(self.row, int) else f"take row {self.row!r}"


@dataclass(frozen=True, slots=True)
class Combine:
    """Play the last ``length`` cards of the hand, in hand order, as ``style``.

    With ``reuse_last`` the rightmost card of the kimono comes first and counts in the
    size (RULINGS.md, Colors of Kasane: "A combination is the last n >= 1 cards of
    the hand, in hand order, optionally preceded by the rightmost card of the
    player's kimono; its size counts that card").
    """

    length: int
    reuse_last: bool
    style: str

    @property
    def size(self) -> int:
        return self.length + (1 if self.reuse_last else 0)

    def __str__(self) -> str:
        name = STYLE_NAMES.get(self.style, str(self.style))
        extra = " with the kimono's last card" if self.reuse_last else ""
        return f"combine the last {self.length} hand card(s){extra} as {name}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Decline to combine after taking a card; the turn passes on."""

    def __str__(self) -> str:
        return "end the turn"


MOVE_TYPES = (Take, Combine, EndTurn)
