"""Keeping the Kaleido cluster in view without moving it under the player's eyes: a
board added changes what there is to see, and the view follows only when a board or a
place one may go would fall outside it."""
from __future__ import annotations

from scenes.table.view import BoardView

#: World units kept around the content when the view fits it.
MARGIN = 0.15


def visible(view: BoardView, bounds) -> bool:
    """True when the world box ``bounds`` (min x, min y, max x, max y) is wholly in view."""
    left, top = view.to_world(view.rect.topleft)
    right, bottom = view.to_world(view.rect.bottomright)
    return left <= bounds[0] and top <= bounds[1] and bounds[2] <= right and bounds[3] <= bottom


def keep_in_view(view: BoardView, bounds) -> None:
    """Tell ``view`` what there is to see (for its Fit button); it fits the content again
    only when part of it would be out of sight (and the player has not panned or zoomed)."""
    if view.auto_fit and visible(view, bounds):
        view.auto_fit = False  # the content is recorded, the view stays where it is
        view.set_content(bounds, margin=MARGIN)
        view.auto_fit = True
    else:
        view.set_content(bounds, margin=MARGIN)


def fit(view: BoardView, bounds) -> None:
    """A view just laid out (a new table, a new window size) shows ``bounds`` as large as
    it may: from then on :func:`keep_in_view` keeps it still."""
    view.set_content(bounds, margin=MARGIN)
