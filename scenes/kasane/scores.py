"""The engine's scores as the table shows them: every seat's score now, and what a move
would do to the mover's (``score_change``: the held accessory, the chooser's
selection), what taking a market card would open, each kept for the version of the
state it was asked for."""
from __future__ import annotations

from game.kasane import STYLE_NAMES, Combine, KasaneState, Take
from game.kasane.openings import Opening, openings
from scenes.kasane.chooser import PLAYABLE
from scenes.table.score_change import score_change
from game.words import _, pgettext


class Scores:
    def __init__(self):
        self.kept_now: tuple = (None, ())
        """(state version, every seat's score): the seat strips show them in every frame."""
        self.kept_preview: tuple = (None, None)
        """((state version, move), its preview): the last one asked, until the state or the move changes."""
        self.kept_opened: tuple = (None, None)
        """((state version, row), what taking its card would open): asked in every frame the pointer rests on it."""

    def now(self, state: KasaneState, version: int) -> tuple[int, ...]:
        """Every seat's score in ``state`` (the table's ``version`` of it)."""
        if self.kept_now[0] != version:
            self.kept_now = (version, tuple(state.scores()))
        return self.kept_now[1]

    def of(self, state: KasaneState, version: int, move) -> tuple[str, int] | None:
        """(text, points) of ``move`` in ``state``."""
        key = (version, move)
        if self.kept_preview[0] != key:
            seat = state.current_seat

            def name(category):   # the new combination by its style, not "combination 3"
                new = type(move) is Combine and category == f"Combination {len(state.combinations(seat)) + 1}"
                return _(STYLE_NAMES[move.style]) if new else badge_words(category)
            self.kept_preview = (key, score_change(state, move, name))
        return self.kept_preview[1]

    def opened(self, state: KasaneState, version: int, hover) -> tuple[Opening, ...] | None:
        """What taking the market card under the pointer (``hover``) would open, when it is
        one the seat to move may take now; else None."""
        if hover is None or hover[0] != "market" or hover[1] >= len(state.market):
            return None
        row, i = hover[1], hover[2]
        if i != len(state.market[row]) - 1 or not state.is_legal(Take(row)):
            return None
        key = (version, row)
        if self.kept_opened[0] != key:
            self.kept_opened = (key, tuple(openings(state, row)))
        return self.kept_opened[1]

    def of_take(self, state: KasaneState, version: int, row: int) -> tuple[str, int] | None:
        """Taking an accessory is worth a point at once; a fabric card only later (no badge)."""
        preview = self.of(state, version, Take(row))
        return preview if preview and preview[1] else None

    def of_selection(self, state: KasaneState, version: int, choices) -> tuple[str, int] | None:
        """What the selection would bring, for its best playable style (every style the
        best-slot rule leaves open is worth the same to these cards); None if none."""
        move = next((c.move for c in choices if c.status == PLAYABLE), None)
        return None if move is None else self.of(state, version, move)


def badge_words(category: str) -> str:
    """A bonus category as the preview badge names it: "different fabrics"."""
    if category == "Accessories":
        # Translators: a bonus in a move's preview badge ("+1: accessories").
        return pgettext("Colors of Kasane: a bonus in a score preview", "accessories")
    if category == "All cards played":
        return pgettext("Colors of Kasane: a bonus in a score preview", "all cards played")
    if category == "Different fabrics":
        return pgettext("Colors of Kasane: a bonus in a score preview", "different fabrics")
    raise ValueError(f"No words for the score category {category!r}.")
