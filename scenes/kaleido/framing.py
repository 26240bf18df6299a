"""Keeping the Kaleido cluster in view without moving it under the player's eyes: a
board added changes what there is to see, and the view follows only when a board or a
place one may go would fall outside it."""
from __future__ import annotations

from scenes.kaleido.shapes import SQRT3, board_center
from scenes.table.view import BoardView, widened

#: World units kept around the content when the view fits it.
MARGIN = 0.15
#: How much of a place where a board may go is kept in view: its hexagon's middle (world
#: units either side of its centre), enough to see it glow and to drop a board on it. The
#: whole hexagon would keep the cluster small: every side of it would grow by a board.
PLACE_MIDDLE = 0.6


def content_bounds(boards, places) -> tuple[float, float, float, float]:
    """The world box (min x, min y, max x, max y) the view keeps in sight: the boards at
    ``boards`` whole, and the middle of each place in ``places`` where a board may go."""
    xs, ys = [], []
    for pos in boards:
        cx, cy = board_center(pos)
        xs += [cx - SQRT3 / 2, cx + SQRT3 / 2]
        ys += [cy - 1, cy + 1]
    for pos in places:
        cx, cy = board_center(pos)
        xs += [cx - PLACE_MIDDLE, cx + PLACE_MIDDLE]
        ys += [cy - PLACE_MIDDLE, cy + PLACE_MIDDLE]
    return (min(xs), min(ys), max(xs), max(ys))


def keep_in_view(view: BoardView, bounds) -> None:
    """Tell ``view`` what there is to see (for its Fit button) and keep it in sight while
    the player has not panned or zoomed: the view stays still while all of it is in
    sight, slides (at the same zoom) when it would fit but part lies outside, and zooms
    out only when it is too large for the view at this zoom."""
    if not view.auto_fit:
        view.set_content(bounds, margin=MARGIN)
        return
    if not view.shows(bounds):
        slid = view.centre_showing(widened(bounds, MARGIN))
        if slid is None:
            view.set_content(bounds, margin=MARGIN)  # too large at this zoom: fit it afresh
            return
        view.center = slid
        view.changed = True
    view.auto_fit = False  # the content is recorded, the view stays where it is
    view.set_content(bounds, margin=MARGIN)
    view.auto_fit = True


def fit(view: BoardView, bounds) -> None:
    """Show ``bounds`` as large as the view may, unless the player has panned or zoomed:
    for a view just laid out (a new table, a new window size), and once the places for
    boards are gone (the last board placed); between these :func:`keep_in_view` keeps it
    still."""
    view.set_content(bounds, margin=MARGIN)
    if view.auto_fit:
        view.refit()
