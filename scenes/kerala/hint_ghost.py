"""A hint's move on the Kerala table: the tile (or the elephant, or the moved stack's
top) ghosted on the cell it goes to, outlined, on the mover's grounds (large when they
are in focus, and in their miniature), and where it comes from outlined (the middle's
tile, the elephant that walks, the stack that moves). A pass or a skip places nothing:
the hint's line says it."""
from __future__ import annotations

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala import art
from scenes.kerala.grounds import elephant_rects
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.table.marks import draw_ghost, outline_hint


def draw_hint(surface, picture: KeralaPicture, move, offer: OfferStrip) -> list[pygame.Rect]:
    """Draw ``move``'s ghost and outlines; the rectangles drawn over."""
    state, scale = picture.state, picture.scale
    seat = state.current_seat
    drawn = []
    views = [picture.mini_views[seat]]
    if picture.focus == seat:
        views.append(picture.view)
    if isinstance(move, Take):
        tile = state.offer[move.offer_index]
        drawn.append(outline_hint(surface, offer.rects[move.offer_index], scale))

        def image(size):
            return art.tile_image_now(tile, size, move.arch_side)
    elif isinstance(move, MoveElephant):
        def image(size):
            return art.elephant_image_now(state.colors[seat], max(6, round(size * 0.46 / 0.94)))
    elif isinstance(move, MoveTile):
        top = state.stacks(seat)[move.source][-1]

        def image(size):
            return art.tile_image_now(top, size)
    else:
        return drawn
    for view in views:
        clip = surface.get_clip()
        surface.set_clip(view.rect.clip(clip))
        inset = max(1, round(view.zoom * 0.03))
        target = view.cell_rect(move.cell if not isinstance(move, MoveTile) else move.target, inset)
        if isinstance(move, MoveElephant):
            drawn.append(outline_hint(surface, elephant_rects(state, seat, view)[move.elephant], scale))
        elif isinstance(move, MoveTile):
            drawn.append(outline_hint(surface, view.cell_rect(move.source, inset), scale))
        drawn.append(draw_ghost(surface, image(target.width), target, scale))
        surface.set_clip(clip)
    return [rect.clip(surface.get_rect()) for rect in drawn]
