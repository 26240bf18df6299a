"""Bringing the turns a hint or a Review entry draws on the grounds into view: the view
of long grounds, fitted whole, shows tiles a few pixels wide, too small to tell a ghost
from an outline. The marked cells are framed at the zoom the view fits compact grounds
at, the better turn first (the hard computer's in a Review entry), the turn played
beside it as far as the view holds it (:meth:`BoardView.frame`)."""
from __future__ import annotations

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala.grounds import settled
from scenes.table.view import BoardView

#: World units kept around each marked cell: the marks' outlines lie just outside it.
MARGIN = 0.3


def turn_cells(state, seat: int, moves) -> list[tuple[int, int]]:
    """The cells of ``seat``'s grounds the hint draws ``moves`` (a turn from ``state``)
    on, step by step: a tile's cell and the one its elephant walks from, an elephant's
    before and after a move-elephant, a moved stack's target and source."""
    state = state.clone()
    cells = []
    for move in moves:
        standing = state.elephants(seat)
        if isinstance(move, Take):
            cells += [move.cell, standing[move.elephant]]
        elif isinstance(move, MoveElephant):
            cells += [move.cell, standing[move.elephant]]
        elif isinstance(move, MoveTile):
            cells += [move.target, move.source]
        state.apply(move)
    return cells


def readable_zoom(view: BoardView) -> float:
    """The zoom at which ``view`` fits compact grounds (its closest fit, settled on the
    grid of zooms the grounds are drawn at): a tile as large as at the start of a game."""
    return settled(view.fit_zoom * view.scale, view.min_zoom)


def frame_turns(view: BoardView, state, seat: int, turns, area: pygame.Rect) -> bool:
    """Bring the cells ``turns`` (``seat``'s turns from ``state``, the better first) are
    drawn on into ``area`` of ``view`` (the part no message covers) at
    :func:`readable_zoom`, unless it shows all of them there at that zoom or closer
    already (compact grounds, fitted). True when the view was moved."""
    boxes = [(x - 0.5 - MARGIN, y - 0.5 - MARGIN, x + 0.5 + MARGIN, y + 0.5 + MARGIN)
             for turn in turns for x, y in turn_cells(state, seat, turn)]
    zoom = readable_zoom(view)
    if not boxes or (view.zoom >= zoom * (1 - 1e-9) and all(view.shows(box, area) for box in boxes)):
        return False
    view.frame(boxes, zoom, area)
    return True
