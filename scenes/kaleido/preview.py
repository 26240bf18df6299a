"""What a tile held over a hole would score, shown over the hole ("+6: fills board 3",
"board 4: 2 holes left"): the drop is tried on a copy of the game, and a board it fills
is scored by the engine (ending the turn on the copy), never by hand."""
from __future__ import annotations

from game.kaleido import EndTurn, PlaceTile, PlaceWhite
from game.kaleido.narration import board_number
from game.kaleido.scoring import award
from game.narration import signed
from game.words import _, ngettext

MOVE_OF = {"tile": PlaceTile, "white": PlaceWhite}


def drop_preview(state, move) -> tuple[str, int] | None:
    """(text, points for the seat that plays) of ``move``, a tile into a hole; None if illegal."""
    if not state.is_legal(move):
        return None
    seat = state.current_seat
    after = state.clone()
    after.apply(move)
    number = board_number(after, move.board)
    left = after.boards[move.board].count(None)
    if left:
        # Translators: over a hole a tile is held above: the board's number and its empty holes after the drop.
        return ngettext("board {board}: {count} hole left", "board {board}: {count} holes left", left,
                        board=number, count=left), 0
    if EndTurn() in after.legal_moves():
        scored = len(after.awards)
        after.apply(EndTurn())
        points = next(p for kind, where, p in after.awards[scored:] if kind == "board" and where[0] == move.board)
    else:  # a white tile before the seat's own: the board scores when that turn ends
        points = award(after.boards[move.board])
    mine = sum(points.get(color, 0) for color in state.colors_of(seat))
    # Translators: over a hole a tile is held above: the points the drop scores ("+6") and the board it fills.
    return _("{points}: fills board {board}", points=signed(mine), board=number), mine


class ScorePreview:
    def __init__(self):
        self.shown: tuple[tuple, tuple[str, int] | None] | None = None
        """((moves shown, the move), its preview): the last preview asked for, kept while
        the same tile stays over the same hole (it is asked every frame)."""

    def of(self, state, version: int, piece, target) -> tuple[str, int] | None:
        """The preview of ``piece`` (a tile or a white) held over ``target`` (board, hole)
        after ``version`` moves shown; None for a board."""
        move_type = MOVE_OF.get(piece)
        if move_type is None:
            return None
        move = move_type(*target)
        key = (version, move)
        if self.shown is None or self.shown[0] != key:
            self.shown = (key, drop_preview(state, move))
        return self.shown[1]
