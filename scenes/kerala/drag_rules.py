"""The Kerala table's drag delegate (:class:`KeralaDragRules`): what may be picked up
(a tile of the middle, or during a special move an elephant or a stack), where it may
go, what a drop plays, and why a refused drop was refused."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.kerala import KeralaState, MoveElephant, MoveTile, Take
from game.kerala.grounds import neighbours
from game.words import _
from scenes.kerala.actions import TableActions
from scenes.kerala.arch import HeldArch
from scenes.kerala.grounds import elephant_rects
from scenes.kerala.offer import OfferStrip
from scenes.kerala.question import ElephantQuestion
from scenes.table.view import BoardView


@dataclass(frozen=True)
class TableNow:
    """How the drag rules read the table as it is when a piece is picked up or dropped."""

    state: Callable[[], KeralaState]
    """The game shown."""
    view: Callable[[], BoardView]
    """The view of the grounds in focus."""
    focus: Callable[[], int]
    """Whose grounds are shown large."""
    may_pick_up: Callable[[], bool]
    """A person is to move here and now, and no question waits for an answer."""


class KeralaDragRules:
    def __init__(self, table: TableNow, offer: OfferStrip, arch: HeldArch, question: ElephantQuestion,
                 actions: TableActions):
        self.table = table
        self.offer = offer
        self.arch = arch
        self.question = question
        self.actions = actions
        self.target_elephants: dict = {}
        """For the held tile: target cell -> the elephants that may walk onto it."""

    # -- the drag controller's questions ------------------------------------------------
    def drag_source_at(self, pos):
        piece = self.piece_at(pos)
        if piece is not None:
            self.actions.clear_refusal()
        return piece

    def piece_at(self, pos):
        """The piece a press at ``pos`` picks up, or None."""
        if not self.table.may_pick_up():
            return None
        state = self.table.state()
        seat = state.current_seat
        pending = state.pending_special
        if pending is None:
            index = self.offer.index_at(pos, len(state.offer))
            if index is None:
                return None
            self.arch.reset()  # every tile is picked up in its default orientation
            if self.table.focus() != seat:
                self.actions.show_seat(seat)
            self.actions.sound("pickup")
            return ("offer", index)
        view = self.table.view()
        if self.table.focus() != seat or not view.rect.collidepoint(pos):
            return None
        if pending == "move_elephant":
            for e, rect in elephant_rects(state, seat, view).items():
                if rect.collidepoint(pos) and state.elephant_destinations().get(e):
                    return ("elephant", e)
            return None
        cell = view.cell_at(pos)
        if cell in state.movable_stacks():
            return ("stack", cell)
        return None

    def drag_targets(self, piece):
        state = self.table.state()
        kind = piece[0]
        self.target_elephants = {}
        if kind == "offer":
            for e, cells in state.placement_cells(piece[1], self.held_side(piece)).items():
                for cell in cells:
                    self.target_elephants.setdefault(cell, []).append(e)
            cells = list(self.target_elephants)
        elif kind == "elephant":
            cells = state.elephant_destinations().get(piece[1], [])
        else:
            cells = state.movable_stacks().get(piece[1], [])
        view = self.table.view()
        return {cell: view.cell_rect(cell) for cell in cells}

    def drag_drop(self, piece, cell):
        kind = piece[0]
        if kind == "offer":
            side = self.held_side(piece)
            elephants = self.walkers(cell)
            if len(elephants) == 1:
                self.actions.play(Take(piece[1], elephants[0], cell, side))
            else:
                self.question.ask(piece[1], cell, side)
        elif kind == "elephant":
            self.actions.play(MoveElephant(piece[1], cell))
        else:
            self.actions.play(MoveTile(piece[1], cell))

    def drag_refused(self, piece, pos):
        self.actions.refuse(self.refusal(piece, pos))

    def drag_click_target(self, piece):
        return None  # a clicked piece follows the pointer until a cell is clicked

    # -- what the table shows of them -------------------------------------------------------
    def held_side(self, piece) -> int | None:
        """The arch side a held offer tile is placed with (None for a tile with no arch)."""
        return self.arch.side_of(self.table.state().offer[piece[1]])

    def walkers(self, cell) -> list[int]:
        """The elephants worth asking about for a tile dropped on ``cell``: both only when
        the choice leads to different positions (never while they share a tile)."""
        elephants = self.target_elephants.get(cell, [])
        if len(elephants) < 2:
            return list(elephants)
        state = self.table.state()
        here = state.elephants(state.current_seat)
        after = {e: sorted(cell if i == e else here[i] for i in (0, 1)) for e in elephants}
        return list(elephants) if after[elephants[0]] != after[elephants[1]] else elephants[:1]

    def both_walk(self, targets) -> frozenset:
        """The ``targets`` where either elephant may walk and the choice is asked after the drop."""
        return frozenset(cell for cell in targets if len(self.walkers(cell)) == 2)

    def drop_rect_at(self, pos, targets):
        """The cell under ``pos`` that is not one of the ``targets`` (outlined in red), or None."""
        view = self.table.view()
        if not view.rect.collidepoint(pos) or self.table.focus() != self.table.state().current_seat:
            return None
        cell = view.cell_at(pos)
        return None if cell in targets else view.cell_rect(cell)

    def refusal(self, piece, pos) -> str:
        """Why ``piece`` may not go at ``pos``, naming the real reason."""
        state = self.table.state()
        view = self.table.view()
        if not view.rect.collidepoint(pos):
            if piece[0] == "offer":
                return _("Drop the tile on one of the highlighted cells of your festival grounds.")
            return _("Drop it on one of the highlighted cells.")
        cell = view.cell_at(pos)
        if piece[0] == "offer":
            return self.placement_refusal(piece, cell)
        if piece[0] == "elephant":
            return state.why_illegal(MoveElephant(piece[1], cell)) or _("The elephant cannot go there.")
        return state.why_illegal(MoveTile(piece[1], cell)) or _("The stack cannot go there.")

    def placement_refusal(self, piece, cell) -> str:
        """Why the held tile may not go on ``cell`` with either elephant."""
        state = self.table.state()
        els = state.elephants(state.current_seat)
        if cell in els:
            if els[0] == els[1]:
                return _("Both your elephants stand on that tile: a new tile goes on a free cell next to it, "
                         "never under an elephant.")
            return _("An elephant stands on that tile: a new tile goes next to an elephant, never under one.")
        near = [e for e in (0, 1) if cell in neighbours(els[e])]
        if not near:
            return _("That cell is not next to a tile where one of your elephants stands.")
        reasons = [state.why_illegal(Take(piece[1], e, cell, self.held_side(piece))) for e in near]
        return next((r for r in reasons if r), _("That cell is not free for this tile."))
