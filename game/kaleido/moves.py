"""Kaleido moves: small frozen dataclasses, hashable, with a readable ``str()``.

``board`` / ``at`` are axial ``(q, r)`` tuples, ``hole`` is 0..5 (RULINGS.md, Kaleido:
Geometry).
"""
from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Put one tile of the current colour into an empty hole on the table (the turn's tile)."""

    board: Pos
    hole: int

    def __str__(self) -> str:
        return f"Place a tile on board {self.board}, hole {self.hole}"


@dataclass(frozen=True, slots=True)
class PlaceWhite:
    """Extra action: put one of the seat's white tiles into an empty hole on the table."""

    board: Pos
    hole: int

    def __str__(self) -> str:
        return f"Place a white tile on board {self.board}, hole {self.hole}"


@dataclass(frozen=True, slots=True)
class PlaceBoard:
    """Extra action: put one of the seat's boards at ``at``, sharing a full side with the table."""

    at: Pos

    def __str__(self) -> str:
        return f"Place a board at {self.at}"


@dataclass(frozen=True, slots=True)
class Rotate:
    """Turn a board scored this turn counter-clockwise by ``steps`` x 60 degrees (1..5)."""

    board: Pos
    steps: int

    def __str__(self) -> str:
        return f"Rotate board {self.board} by {self.steps * 60} degrees"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Close placement (and score full boards), or close the rotation phase."""

    def __str__(self) -> str:
        return "End the turn"


Move = PlaceTile | PlaceWhite | PlaceBoard | Rotate | EndTurn
MOVE_TYPES = (PlaceTile, PlaceWhite, PlaceBoard, Rotate, EndTurn)
