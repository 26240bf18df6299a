"""Colors of Kasane moves: frozen, hashable dataclasses with a readable ``str()``.

A turn is ``Take`` (the rightmost card of a market row); after a fabric card (or,
with the variant, an accessory) the same player answers with ``Combine`` or
``EndTurn`` before the next player acts.
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import STYLE_NAMES


@dataclass(frozen=True, slots=True)
class Take:
    """Take the rightmost card of market row ``row`` (0 = top row). A fabric card goes
    to the right end of the hand; an accessory goes in front of the player and ends
    the turn (with the variant a combination may follow)."""

    row: int

    def __str__(self) -> str:
        return f"take the last card of row {self.row + 1}" if isinstance(self.row, int) else f"take row {self.row!r}"


@dataclass(frozen=True, slots=True)
class Combine:
    """Play the last ``length`` cards of the hand, in hand order, as ``style``, on the
    free kakemono slot of its size that pays the most for those cards.

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
    """Decline to combine after taking a card: the card stays in the hand and the turn
    passes on."""

    def __str__(self) -> str:
        return "end the turn"


MOVE_TYPES = (Take, Combine, EndTurn)
