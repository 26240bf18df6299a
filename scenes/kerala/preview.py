"""What a drop would do to the mover's score, shown over the held piece ("+5: arches",
"-2: removed tiles"): the move is tried on a copy of the game, never on the game."""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Take
from scenes.table.score_change import score_change


class KeralaPreview:
    def preview_move(self, piece, cell):
        """The move a drop of ``piece`` on ``cell`` plays (with the first elephant that may walk there)."""
        if piece[0] == "offer":
            side = self.held_side(piece)
            walkers = [e for e in (0, 1) if self.state.is_legal(Take(piece[1], e, cell, side))]
            return Take(piece[1], walkers[0], cell, side) if walkers else None
        if piece[0] == "elephant":
            return MoveElephant(piece[1], cell)
        return MoveTile(piece[1], cell)

    def score_preview(self, piece, cell):
        move = self.preview_move(piece, cell)
        if move is None:
            return None
        key = (self.version, move)
        if self.preview_cache[0] != key:
            self.preview_cache = (key, self._preview(move))
        return self.preview_cache[1]

    def _preview(self, move):
        return score_change(self.state, move)
