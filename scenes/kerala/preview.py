"""What a drop would do to the mover's score, shown over the held piece ("+5: arches",
"-2: removed tiles"): the move is tried on a copy of the game, never on the game."""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Take


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
        state = self.state
        seat = state.current_seat
        if not state.is_legal(move):
            return None
        after = state.clone()
        after.apply(move)
        before_lines = _by_category(state.score_lines(), seat)
        after_lines = _by_category(after.score_lines(), seat)
        delta = after.scores()[seat] - state.scores()[seat]
        changes = [(category, after_lines.get(category, 0) - before_lines.get(category, 0))
                   for category in dict.fromkeys([*before_lines, *after_lines])]
        changes = [(c, d) for c, d in changes if d]
        if not changes:
            return (f"{delta:+d}" if delta else "no points", delta)
        if len(changes) == 1:
            return (f"{delta:+d}: {changes[0][0].lower()}", delta)
        parts = ", ".join(f"{c.lower()} {d:+d}" for c, d in sorted(changes, key=lambda cd: -abs(cd[1]))[:2])
        return (f"{delta:+d}: {parts}", delta)


def _by_category(lines, seat) -> dict[str, int]:
    totals: dict[str, int] = {}
    for line in lines:
        if line.seat == seat:
            totals[line.category] = totals.get(line.category, 0) + line.points
    return totals
