"""Input at the Kaleido table: the drag controller's delegate (pieces from the shelf
onto holes and board positions, and the refusals in the engine's words), and the
rotation step (drag around a scored board, the wheel over it, or a click to choose
it for the Turn buttons)."""
from __future__ import annotations

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite
from scenes.kaleido import cluster, panels
from game.kaleido.geometry import neighbors
from scenes.kaleido.shapes import board_at, hole_at

MOVE_OF = {"tile": PlaceTile, "white": PlaceWhite, "board": PlaceBoard}


class KaleidoInput:
    """The input half of :class:`scenes.kaleido.KaleidoTable`."""

    # ------------------------------------------------------------ drag delegate
    def usable(self) -> dict:
        """Which shelf pieces the seat to play may put down now."""
        if not self.human_to_move or self.finished:
            return {}
        kinds = {type(m) for m in self.state.legal_moves()}
        return {kind: MOVE_OF[kind] in kinds for kind in panels.PIECES}

    def _usable_now(self) -> dict:
        """:meth:`usable`, remembered per move (it is asked every frame)."""
        key = (self.version, self.human_to_move, self.finished)
        if getattr(self, "_usable", (None,))[0] != key:
            self._usable = (key, self.usable())
        return self._usable[1]

    def drag_source_at(self, pos):
        if self.state.phase != "place":
            return None
        kind = self.shelf.piece_at(pos)
        if kind is None or not self.human_to_move:
            return None
        if not self.usable().get(kind):
            self.refuse(self._unusable(kind))
            return None
        self.app.sounds.play("pickup")
        return kind

    def _unusable(self, kind) -> str:
        state = self.state
        seat = state.current_seat
        full = not state.empty_holes()
        if kind == "tile":
            if state.tile_placed:
                return "Your tile for this turn is already down: use your extra action or end the turn."
            return "Every hole is full: place a board first, then your tile goes into it."
        if state.extra_action is not None:
            return "You have already used your extra action this turn."
        if kind == "white":
            if not state.whites_left(seat):
                return "You have no white tiles left."
            if full:
                return "Every hole is full: there is no place for a white tile."
            return "That is the last empty hole: your own tile must still have a place."
        return "You have no boards left."

    def drag_targets(self, piece):
        move_type = MOVE_OF[piece]
        view = self.view
        targets = {}
        for move in self.state.legal_moves():
            if type(move) is move_type:
                if piece == "board":
                    targets[move.at] = cluster.board_shape(view, move.at)
                else:
                    targets[(move.board, move.hole)] = cluster.hole_shape(view, move.board, move.hole)
        return targets

    def drag_drop(self, piece, key):
        if piece == "board":
            self.play(PlaceBoard(key))
        else:
            self.play(MOVE_OF[piece](*key))

    def drag_refused(self, piece, pos):
        sentence = self._refusal(piece, pos)
        self.refuse(sentence)
        return sentence

    def drop_rect_at(self, pos):
        """The hole, or the board position next to the table, under ``pos`` where the held
        piece may not go (outlined in red before the drop); None elsewhere."""
        if not self.view.rect.collidepoint(pos) or self.drag.piece is None:
            return None
        world = self.view.to_world(pos)
        targets = self.drag.targets
        if self.drag.piece == "board":
            at = board_at(world)
            near = at in self.state.boards or any(n in self.state.boards for n in neighbors(at))
            return cluster.board_shape(self.view, at) if near and at not in targets else None
        where = hole_at(world, self.state.boards)
        return cluster.hole_shape(self.view, *where) if where is not None and where not in targets else None

    def _refusal(self, piece, pos):
        state = self.state
        if not self.view.rect.collidepoint(pos):
            if piece == "board":
                return "Drop the board on one of the highlighted places beside the boards on the table."
            return "Drop the tile into one of the highlighted empty holes on the table."
        world = self.view.to_world(pos)
        if piece == "board":
            return state.why_illegal(PlaceBoard(board_at(world))) or "The board cannot go there."
        where = hole_at(world, state.boards)
        if where is None:
            return "Tiles go only into the holes of boards on the table."
        return state.why_illegal(MOVE_OF[piece](*where)) or "The tile cannot go there."

    def drag_click_target(self, piece):
        return None  # a clicked piece follows the pointer until a place is clicked

    # ------------------------------------------------------------------- input
    def pointer_moved(self, pos):
        if self.panel.handle_motion(pos):
            self.dirty = True
        hover = self.shelf.piece_at(pos)
        if hover != self.shelf.hover:
            self.shelf.hover = hover
            self.dirty = True
        if self.view.rect.collidepoint(pos) and (self.show_hexagons or self.state.phase == "rotate"):
            self.dirty = True  # the hexagon under the pointer explains itself

    def skip_animations(self):
        super().skip_animations()
        if self.end_scoring.running:
            self.skip_end()

    def handle_table_event(self, event) -> bool:
        """The rotation step, and H for the hexagons."""
        if self.rotation.handle_event(event, self.state, self.view, self.pointer, self.human_to_move):
            self.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.toggle_hexagons()
            return True
        return False
