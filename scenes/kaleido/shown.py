"""What the Kaleido table shows of the game, worked out once per state shown and kept:
the corner hexagons on show, the moves kept in sight, and the scores as the end-game
hexagons are shown scored one by one."""
from __future__ import annotations

from scenes.kaleido import hexagons


class OnShow:
    def __init__(self):
        self.hexagons_kept: tuple | None = None
        """((moves shown, show every hexagon, finished), the hexagons on show)."""
        self.marked_kept: tuple | None = None
        """((moves shown, the last seat's moves), the moves kept in sight)."""
        self.scores_kept: tuple | None = None
        """((moves shown, hexagons shown scored), (seat scores, colour points))."""

    def hexagons(self, state, version: int, show_all: bool, finished: bool) -> tuple:
        """The corner hexagons on show (see :func:`hexagons.on_show`)."""
        key = (version, show_all, finished)
        if self.hexagons_kept is None or self.hexagons_kept[0] != key:
            self.hexagons_kept = (key, tuple(hexagons.on_show(state, show_all, finished)))
        return self.hexagons_kept[1]

    def marked(self, version: int, computer_entries, last_moves) -> tuple:
        """The moves kept in sight: every computer's move since a person last moved
        (``computer_entries()``: the history's entries), else ``last_moves``, the moves of
        the seat that acted last."""
        key = (version, tuple(last_moves))
        if self.marked_kept is None or self.marked_kept[0] != key:
            since = tuple(entry.move for entry in computer_entries())
            self.marked_kept = (key, since or tuple(last_moves))
        return self.marked_kept[1]

    def scores(self, state, version: int, steps, shown: int) -> tuple[tuple, dict]:
        """(each seat's score, each colour's points) with the end-game hexagons of
        ``steps`` not yet shown scored (those from ``shown`` on) left out."""
        key = (version, shown, len(steps))
        if self.scores_kept is None or self.scores_kept[0] != key:
            colors = state.color_scores()
            for _, points in steps[shown:]:
                for color, pts in points.items():
                    colors[color] -= pts
            seats = [0] * state.players
            for color, pts in colors.items():
                seats[state.seat_of(color)] += pts
            self.scores_kept = (key, (tuple(seats), colors))
        return self.scores_kept[1]
