"""Kaleido's move log: one readable line per move, and a line per scoring.

Boards are named by number in the order they came to the table (boards 1 and 2 start
the game), which the table prints on each board's frame.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import narrate, signed
from game.english import acts

from .moves import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate


def board_number(state: Any, pos: tuple[int, int]) -> int:
    """The board's number: its place in the order boards came to the table, from 1."""
    return list(state.boards).index(pos) + 1


def award_text(points: dict[str, int]) -> str:
    """``red +6, blue +2`` (largest first), or ``no points``."""
    given = sorted(((p, c) for c, p in points.items() if p), key=lambda pc: (-pc[0], pc[1]))
    return ", ".join(f"{color} {signed(p)}" for p, color in given) or "no points"


def _placed_tile(before: Any, move: PlaceTile, after: Any, who: str) -> str:
    return f"{who} placed a {before.current_color} tile on board {board_number(after, move.board)}"


def _placed_white(before: Any, move: PlaceWhite, after: Any, who: str) -> str:
    return f"{who} placed a white tile on board {board_number(after, move.board)}"


def _placed_board(before: Any, move: PlaceBoard, after: Any, who: str) -> str:
    return f"{who} added board {board_number(after, move.at)} to the table"


def _rotated(before: Any, move: Rotate, after: Any, who: str) -> str:
    return f"{who} turned board {board_number(after, move.board)} by {move.steps * 60} degrees"


def _ended(before: Any, move: EndTurn, after: Any, who: str) -> str:
    return f"{who} ended the turn" if before.phase == "place" else f"{acts(who, 'is')} done turning boards"


def _scorings(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """A line for each board the move scored, and at the end for each corner hexagon."""
    who = names[before.current_seat]
    lines = []
    for kind, where, points in after.awards[len(before.awards):]:
        if kind == "board":
            lines.append(f"{who} filled board {board_number(after, where[0])}: {award_text(points)}")
        else:
            boards = ", ".join(str(board_number(after, pos)) for pos in where)
            lines.append(f"The corner of boards {boards} scores: {award_text(points)}")
    return lines


PHRASES = {PlaceTile: _placed_tile, PlaceWhite: _placed_white, PlaceBoard: _placed_board,
           Rotate: _rotated, EndTurn: _ended}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then the
    boards it scored, and at the end the corner hexagons and the final scores."""
    return narrate(PHRASES, _scorings, before, move, after, names)
