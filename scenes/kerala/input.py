"""The Kerala table's input: the drag delegate (what may be picked up, where it may go,
what a drop plays and why a refused one was refused), turning a held arch, the
elephant question, and the mouse and keys."""
from __future__ import annotations

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala import art
from game.kerala.grounds import neighbours


class KeralaInput:
    # ------------------------------------------------------------ drag delegate
    def drag_source_at(self, pos):
        if not self.human_to_move or self.finished or self.choosing is not None:
            return None
        state = self.state
        seat = state.current_seat
        pending = state.pending_special
        if pending is None:
            for i, rect in enumerate(self.offer_rects[: len(state.offer)]):
                if rect.collidepoint(pos):
                    self.arch_side = 0  # every tile is picked up in its default orientation
                    if self.focus != seat:
                        self.focus = seat
                        self.view.auto_fit = True
                        self._sync()
                    self.app.sounds.play("pickup")
                    return ("offer", i)
            return None
        if self.focus != seat or not self.view.rect.collidepoint(pos):
            return None
        if pending == "move_elephant":
            for e, rect in self.elephant_rects(seat).items():
                if rect.collidepoint(pos) and state.elephant_destinations().get(e):
                    return ("elephant", e)
            return None
        cell = self.view.cell_at(pos)
        if cell in state.movable_stacks():
            return ("stack", cell)
        return None

    def held_side(self, piece):
        """The arch side a held offer tile is placed with (None for a tile with no arch)."""
        tile = self.state.offer[piece[1]]
        return self.arch_side if tile.kind == "arch" else None

    def drag_targets(self, piece):
        state = self.state
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
        return {cell: self.view.cell_rect(cell) for cell in cells}

    def walkers(self, cell) -> list[int]:
        """The elephants worth asking about for a tile dropped on ``cell``: both only when
        the choice leads to different positions (never while they share a tile)."""
        elephants = self.target_elephants.get(cell, [])
        if len(elephants) < 2:
            return list(elephants)
        here = self.state.elephants(self.state.current_seat)
        after = {e: sorted(cell if i == e else here[i] for i in (0, 1)) for e in elephants}
        return list(elephants) if after[elephants[0]] != after[elephants[1]] else elephants[:1]

    def drag_drop(self, piece, cell):
        kind = piece[0]
        if kind == "offer":
            side = self.held_side(piece)
            elephants = self.walkers(cell)
            if len(elephants) == 1:
                self.play(Take(piece[1], elephants[0], cell, side))
            else:
                self.choosing = (piece[1], cell, side)
                self.message = "This cell is next to both elephants: click the one that walks onto the new tile."
                self.message_is_refusal = False
                self._sync()
        elif kind == "elephant":
            self.play(MoveElephant(piece[1], cell))
        else:
            self.play(MoveTile(piece[1], cell))
        self.dirty = True

    def drag_refused(self, piece, pos):
        sentence = self.refusal(piece, pos)
        self.refuse(sentence)
        return sentence

    def drop_rect_at(self, pos):
        """The cell under ``pos`` where the held piece may not go (outlined in red)."""
        if not self.view.rect.collidepoint(pos) or self.focus != self.state.current_seat:
            return None
        cell = self.view.cell_at(pos)
        return None if cell in self.drag.targets else self.view.cell_rect(cell)

    def refusal(self, piece, pos):
        """Why ``piece`` may not go at ``pos``, naming the real reason."""
        state = self.state
        seat = state.current_seat
        if not self.view.rect.collidepoint(pos):
            if piece[0] == "offer":
                return "Drop the tile on one of the highlighted cells of your festival grounds."
            return "Drop it on one of the highlighted cells."
        cell = self.view.cell_at(pos)
        if piece[0] == "offer":
            return self._placement_refusal(piece, cell)
        if piece[0] == "elephant":
            return state.why_illegal(MoveElephant(piece[1], cell)) or "The elephant cannot go there."
        return state.why_illegal(MoveTile(piece[1], cell)) or "The stack cannot go there."

    def _placement_refusal(self, piece, cell):
        state = self.state
        els = state.elephants(state.current_seat)
        if cell in els:
            if els[0] == els[1]:
                return ("Both your elephants stand on that tile: a new tile goes on a free cell next to it, "
                        "never under an elephant.")
            return "An elephant stands on that tile: a new tile goes next to an elephant, never under one."
        near = [e for e in (0, 1) if cell in neighbours(els[e])]
        if not near:
            return "That cell is not next to a tile where one of your elephants stands."
        reasons = [state.why_illegal(Take(piece[1], e, cell, self.held_side(piece))) for e in near]
        return next((r for r in reasons if r), "That cell is not free for this tile.")

    def turn_arch(self, step=1):
        self.arch_side = (self.arch_side + step) % 4
        self.drag.refresh_targets()
        self.dirty = True

    def drag_click_target(self, piece):
        return None  # a clicked piece follows the pointer until a cell is clicked

    # ------------------------------------------------------------------- input
    def pointer_moved(self, pos):
        if self.panel.handle_motion(pos):
            self.dirty = True
        hover = next((i for i, r in enumerate(self.offer_rects[: len(self.state.offer)]) if r.collidepoint(pos)), None)
        if hover != self.hover_offer:
            self.hover_offer = hover
            self.dirty = True

    def handle_table_event(self, event) -> bool:
        """The elephant question, and turning the held arch."""
        etype = event.type
        if self.choosing is not None and self._handle_choice(event):
            return True
        if self._holding_arch():
            if (etype == pygame.MOUSEBUTTONDOWN and event.button == 3) or etype == pygame.MOUSEWHEEL:
                self.turn_arch(-1 if etype == pygame.MOUSEWHEEL and event.y < 0 else 1)
                return True
            if etype == pygame.KEYDOWN and event.key == pygame.K_r:
                self.turn_arch()
                return True
        return False

    def table_clicked(self, pos) -> bool:
        """A click on a seat shows its grounds large."""
        seat = self.panel.seat_at(pos)
        if seat is None:
            return False
        self.focus = seat
        self.view.auto_fit = True
        self._sync()
        self._grounds_cache = None
        return True

    def view_moved(self):
        self._grounds_cache = None

    def _holding_arch(self):
        piece = self.drag.piece
        return (piece is not None and piece[0] == "offer" and piece[1] < len(self.state.offer)
                and self.state.offer[piece[1]].kind == "arch")

    def _handle_choice(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index, cell, side = self.choosing
            for e, rect in self.elephant_rects(self.state.current_seat).items():
                if rect.inflate(8, 8).collidepoint(event.pos):
                    self.play(Take(index, e, cell, side))
                    return True
            self.refuse("Click one of the two glowing elephants, or right-click to put the tile back.")
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.choosing = None
            self.message = ""
            self._sync()
            self.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ update
    def update_table(self, dt):
        if art.refine():
            self.dirty = True  # art drawn from a quick rescale is now sharp
