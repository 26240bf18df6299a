"""What a drop would do to the mover's score, shown over the held piece ("+5: arches",
"-2: removed tiles"): the move is tried on a copy of the game, never on the game."""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Take
from scenes.table.score_change import score_change


def drop_move(state, piece, cell, arch_side: int | None):
    """The move a drop of ``piece`` on ``cell`` plays (with the first elephant that may
    walk there; ``arch_side`` for a tile of the middle), or None."""
    if piece[0] == "offer":
        walkers = [e for e in (0, 1) if state.is_legal(Take(piece[1], e, cell, arch_side))]
        return Take(piece[1], walkers[0], cell, arch_side) if walkers else None
    if piece[0] == "elephant":
        return MoveElephant(piece[1], cell)
    return MoveTile(piece[1], cell)


class ScorePreview:
    def __init__(self):
        self.kept: tuple = (None, None)
        """((version, move), what that drop would score): the last preview worked out."""

    def of(self, state, version: int, piece, cell, arch_side: int | None):
        """(text, points) for a drop of ``piece`` on ``cell`` in ``state`` (at ``version``), or None."""
        move = drop_move(state, piece, cell, arch_side)
        if move is None:
            return None
        key = (version, move)
        if self.kept[0] != key:
            self.kept = (key, score_change(state, move))
        return self.kept[1]
