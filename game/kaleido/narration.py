"""Kaleido's move log: one readable line per move, and a line per scoring.

Boards are named by number in the order they came to the table (boards 1 and 2 start
the game), which the table prints on each board's frame. Each line is one message,
said when it is asked for; a tile's colour is part of its sentence, one sentence for
each colour (an adjective takes the tile's case and gender where a language has them).
"""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import is_you, narrate, signed
from game.words import N_, _, ngettext, pgettext, side_by_side

from .moves import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate

#: A colour's tile placed: one sentence for each colour.
PLACED = {
    # Translators: {name} is a seat's name, {board} the board's number on the table.
    "red": N_("{name} placed a red tile on board {board}"),
    "blue": N_("{name} placed a blue tile on board {board}"),
    "yellow": N_("{name} placed a yellow tile on board {board}"),
    "purple": N_("{name} placed a purple tile on board {board}"),
    "green": N_("{name} placed a green tile on board {board}"),
    "white": N_("{name} placed a white tile on board {board}"),
}


def board_number(state: Any, pos: tuple[int, int]) -> int:
    """The board's number: its place in the order boards came to the table, from 1."""
    return list(state.boards).index(pos) + 1


def colour_name(color: str) -> str:
    """A Kaleido colour's name as a noun, on its own before its points or its board
    ("red" in "red +6" and "red: board 3"); white too, the tiles of no seat ("2 white")."""
    names = {
        "red": pgettext("Kaleido: a colour, as a noun", "red"),
        "blue": pgettext("Kaleido: a colour, as a noun", "blue"),
        "yellow": pgettext("Kaleido: a colour, as a noun", "yellow"),
        "purple": pgettext("Kaleido: a colour, as a noun", "purple"),
        "green": pgettext("Kaleido: a colour, as a noun", "green"),
        "white": pgettext("Kaleido: a colour, as a noun", "white"),
    }
    return names[color]


def award_text(points: dict[str, int]) -> str:
    """``red +6, blue +2`` (largest first), or ``no points``."""
    given = sorted(((p, c) for c, p in points.items() if p), key=lambda pc: (-pc[0], pc[1]))
    if not given:
        return pgettext("Kaleido: what a scoring gave", "no points")
    return side_by_side(
        # Translators: a colour's points from one scoring: "red +6".
        pgettext("Kaleido: a colour's points from a scoring", "{colour} {points}", colour=colour_name(color),
                 points=signed(p))
        for p, color in given)


def board_list(state: Any, positions) -> str:
    """The numbers of the boards at ``positions``: ``1, 2, 3``."""
    return side_by_side(str(board_number(state, pos)) for pos in positions)


def _placed_tile(before: Any, move: PlaceTile, after: Any, who: str) -> str:
    return _(PLACED[before.current_color], name=who, board=board_number(after, move.board))


def _placed_white(before: Any, move: PlaceWhite, after: Any, who: str) -> str:
    return _(PLACED["white"], name=who, board=board_number(after, move.board))


def _placed_board(before: Any, move: PlaceBoard, after: Any, who: str) -> str:
    return _("{name} added board {board} to the table", name=who, board=board_number(after, move.at))


def _rotated(before: Any, move: Rotate, after: Any, who: str) -> str:
    degrees = move.steps * 60
    return ngettext("{name} turned board {board} by {degrees} degree", "{name} turned board {board} by {degrees} degrees",
                    degrees, name=who, board=board_number(after, move.board), degrees=degrees)


def _ended(before: Any, move: EndTurn, after: Any, who: str) -> str:
    if before.phase == "place":
        return _("{name} ended the turn", name=who)
    if is_you(who):
        return _("You are done turning boards")
    return _("{name} is done turning boards", name=who)


def _scorings(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """A line for each board the move scored, and at the end for each corner hexagon."""
    who = names[before.current_seat]
    lines = []
    for kind, where, points in after.awards[len(before.awards):]:
        award = award_text(points)
        if kind == "board":
            # Translators: {award} is what each colour scored: "red +6, blue +2", or "no points".
            lines.append(_("{name} filled board {board}: {award}", name=who, board=board_number(after, where[0]),
                           award=award))
        else:
            # Translators: {boards} are the numbers of the boards meeting at the corner: "1, 2, 5".
            lines.append(_("The corner of boards {boards} scores: {award}", boards=board_list(after, where),
                           award=award))
    return lines


PHRASES = {PlaceTile: _placed_tile, PlaceWhite: _placed_white, PlaceBoard: _placed_board,
           Rotate: _rotated, EndTurn: _ended}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then the
    boards it scored, and at the end the corner hexagons and the final scores."""
    return narrate(PHRASES, _scorings, before, move, after, names)
