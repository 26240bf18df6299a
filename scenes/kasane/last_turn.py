"""What the last seat to act did in its turn: outlined on the table (its taken card, its
combination and its slot) until the next seat acts."""
from __future__ import annotations

from dataclasses import dataclass

from game.kasane import Combine, Take


@dataclass(frozen=True)
class LastTurn:
    seat: int | None = None
    moves: tuple = ()
    card_went: str | None = None
    """Where the turn's taken card went: "hand" or "accessory"."""

    def after(self, seat: int, move, card_went: str | None = None) -> LastTurn:
        """This turn with ``move`` played by ``seat`` (a new turn when another seat acts)."""
        if seat != self.seat:
            return LastTurn(seat, (move,), card_went)
        return LastTurn(seat, self.moves + (move,), card_went or self.card_went)

    def of(self, seat: int) -> tuple:
        """The moves of ``seat`` in this turn (none when another seat acted last)."""
        return self.moves if seat == self.seat else ()

    def combination(self, seat: int) -> Combine | None:
        return next((m for m in self.of(seat) if type(m) is Combine), None)

    def slot(self, kakemono: dict) -> tuple[str, int] | None:
        """The slot the turn's combination took, while the seat holds it."""
        move = self.combination(self.seat)
        if move is not None and kakemono.get((move.style, move.size)) == self.seat:
            return (move.style, move.size)
        return None

    def outlined_card(self, seat: int) -> str | None:
        """Where the seat's taken card went, while its turn took a card and combined nothing."""
        moves = self.of(seat)
        if not any(type(m) is Take for m in moves) or self.combination(seat) is not None:
            return None
        return self.card_went
