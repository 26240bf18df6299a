"""The moves of the seat that acted last, outlined on the table until the next seat acts."""
from __future__ import annotations

from game.kaleido import EndTurn


class LastMoves:
    def __init__(self):
        self.moves: list = []
        """The seat's moves so far, in order (its End turn left out: it has no place)."""
        self.seat: int | None = None
        """The seat that acted last."""

    def seat_acts(self, seat: int) -> None:
        """``seat`` begins to act (a computer's move is on its way): another seat's moves are no longer outlined."""
        if seat != self.seat:
            self.moves, self.seat = [], seat

    def add(self, seat: int, move) -> None:
        self.seat_acts(seat)
        if not isinstance(move, EndTurn):
            self.moves.append(move)

    def forget(self) -> None:
        """The state shown was replaced: nothing outlined stays."""
        self.moves, self.seat = [], None
