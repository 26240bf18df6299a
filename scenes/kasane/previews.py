"""The score previews: the engine's word (``score_change``) on what a move would do to
the mover's score, for the held card over the seat's row and for the chooser's
selection."""
from __future__ import annotations

from game.kasane import STYLE_NAMES, Combine, KasaneState, Take
from scenes.kasane.chooser import PLAYABLE
from scenes.table.score_change import score_change


class ScorePreviews:
    def __init__(self):
        self.kept: tuple = (None, None)
        """((state version, move), its preview): the last one asked, until the state or the move changes."""

    def of(self, state: KasaneState, version: int, move) -> tuple[str, int] | None:
        """(text, points) of ``move`` in ``state`` (the table's ``version`` of it)."""
        key = (version, move)
        if self.kept[0] != key:
            seat = state.current_seat

            def name(category):   # the new combination by its style, not "combination 3"
                new = type(move) is Combine and category == f"Combination {len(state.combinations(seat)) + 1}"
                return STYLE_NAMES[move.style] if new else category.lower()
            self.kept = (key, score_change(state, move, name))
        return self.kept[1]

    def of_take(self, state: KasaneState, version: int, row: int) -> tuple[str, int] | None:
        """Taking an accessory is worth a point at once; a fabric card only later (no badge)."""
        preview = self.of(state, version, Take(row))
        return preview if preview and preview[1] else None

    def of_selection(self, state: KasaneState, version: int, choices) -> tuple[str, int] | None:
        """What the selection would bring, for its best playable style (every style the
        best-slot rule leaves open is worth the same to these cards); None if none."""
        move = next((c.move for c in choices if c.status == PLAYABLE), None)
        return None if move is None else self.of(state, version, move)
