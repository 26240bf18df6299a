"""Putting pieces down at the Kaleido table: the drag controller's delegate. The pieces
on the shelf (the colour's tile, a white, a board) are picked up when the seat to play
may play them now, go onto the holes or board positions its legal moves name, and a
drop anywhere else is refused in the engine's words."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.core import Move
from game.kaleido import KaleidoState, PlaceBoard, PlaceTile, PlaceWhite
from game.kaleido.geometry import neighbors
from game.words import _
from scenes.kaleido import cluster, panels
from scenes.kaleido.shapes import board_at, hole_at
from scenes.table.view import BoardView

MOVE_OF = {"tile": PlaceTile, "white": PlaceWhite, "board": PlaceBoard}


@dataclass(eq=False)
class Placing:
    """``state_shown()``: the game shown; ``may_act()``: a person is to play here and now;
    ``play(move)``; ``refuse(sentence)`` says why not; ``picked_up()`` (a sound)."""

    state_shown: Callable[[], KaleidoState]
    may_act: Callable[[], bool]
    play: Callable[[Move], None]
    refuse: Callable[[str], None]
    picked_up: Callable[[], None]
    view: BoardView | None = field(default=None, init=False)
    """The board view the pieces go into (set by :meth:`lay_out`)."""
    shelf: panels.Shelf | None = field(default=None, init=False)
    """The shelf they come from (set by :meth:`lay_out`)."""
    usable_cache: tuple[tuple, dict] | None = field(default=None, init=False)
    """(key, :meth:`usable`) for the key (moves shown, may act now): it is asked every frame."""

    def lay_out(self, view, shelf) -> None:
        """The board view the pieces go into and the shelf they come from, once the table is laid out."""
        self.view = view
        self.shelf = shelf

    # -- what may be picked up -------------------------------------------------------
    def usable(self) -> dict:
        """Which shelf pieces the seat to play may put down now (piece -> True)."""
        if not self.may_act():
            return {}
        kinds = {type(m) for m in self.state_shown().legal_moves()}
        return {kind: MOVE_OF[kind] in kinds for kind in panels.PIECES}

    def usable_now(self, version: int) -> dict:
        """:meth:`usable` after ``version`` moves shown, remembered until the next."""
        key = (version, self.may_act())
        if self.usable_cache is None or self.usable_cache[0] != key:
            self.usable_cache = (key, self.usable())
        return self.usable_cache[1]

    def unusable(self, kind) -> str:
        """Why the seat to play may not take ``kind`` from the shelf now."""
        state = self.state_shown()
        if kind == "tile":
            if state.tile_placed:
                return _("Your tile for this turn is already down: use your extra action or end the turn.")
            return _("Every hole is full: place a board first, then your tile goes into it.")
        if state.extra_action is not None:
            return _("You have already used your extra action this turn.")
        if kind == "white":
            if not state.whites_left(state.current_seat):
                return _("You have no white tiles left.")
            if not state.empty_holes():
                return _("Every hole is full: there is no place for a white tile.")
            return _("That is the last empty hole: your own tile must still have a place.")
        return _("You have no boards left.")

    # -- the drag controller's delegate ------------------------------------------------
    def drag_source_at(self, pos):
        if self.state_shown().phase != "place":
            return None
        kind = self.shelf.piece_at(pos)
        if kind is None or not self.may_act():
            return None
        if not self.usable().get(kind):
            self.refuse(self.unusable(kind))
            return None
        self.picked_up()
        return kind

    def drag_targets(self, piece) -> dict:
        move_type = MOVE_OF[piece]
        targets = {}
        for move in self.state_shown().legal_moves():
            if type(move) is move_type:
                if move_type is PlaceBoard:
                    targets[move.at] = cluster.board_shape(self.view, move.at)
                else:
                    targets[(move.board, move.hole)] = cluster.hole_shape(self.view, move.board, move.hole)
        return targets

    def drag_drop(self, piece, key) -> None:
        self.play(PlaceBoard(key) if piece == "board" else MOVE_OF[piece](*key))

    def drag_refused(self, piece, pos) -> None:
        self.refuse(self.refusal(piece, pos))

    def drag_click_target(self, piece):
        return None  # a clicked piece follows the pointer until a place is clicked

    # -- where a held piece may not go -----------------------------------------------------
    def refused_place_at(self, pos, piece, targets):
        """The hole, or the board position next to the table, under ``pos`` where the held
        ``piece`` may not go (not among its ``targets``); None elsewhere."""
        view = self.view
        if not view.rect.collidepoint(pos) or piece is None:
            return None
        world = view.to_world(pos)
        boards = self.state_shown().boards
        if piece == "board":
            at = board_at(world)
            near = at in boards or any(n in boards for n in neighbors(at))
            return cluster.board_shape(view, at) if near and at not in targets else None
        where = hole_at(world, boards)
        return cluster.hole_shape(view, *where) if where is not None and where not in targets else None

    def refusal(self, piece, pos) -> str:
        """Why ``piece`` dropped at ``pos`` is not played: the engine's sentence for the move
        it would be, or where to drop it."""
        state = self.state_shown()
        view = self.view
        if not view.rect.collidepoint(pos):
            if piece == "board":
                return _("Drop the board on one of the highlighted places beside the boards on the table.")
            return _("Drop the tile into one of the highlighted empty holes on the table.")
        world = view.to_world(pos)
        if piece == "board":
            return state.why_illegal(PlaceBoard(board_at(world))) or _("The board cannot go there.")
        where = hole_at(world, state.boards)
        if where is None:
            return _("Tiles go only into the holes of boards on the table.")
        return state.why_illegal(MOVE_OF[piece](*where)) or _("The tile cannot go there.")
