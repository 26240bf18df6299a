"""A hint's turn on the Kerala table, every step of it, on the mover's grounds (large
when they are in focus, and in their miniature): a tile ghosted on the cell it goes to
and outlined, the middle's tile it comes from outlined; the elephant's step (the one
that walks onto the new tile, or that a move-elephant tile moves) ghosted where it will
stand, the elephant outlined where it stands; a moved stack's top ghosted on its new
cell, the stack outlined. A pass or a skip outlines its button."""
from __future__ import annotations

import pygame

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from scenes.kerala import art
from scenes.kerala.grounds import elephant_rects
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.table.marks import draw_ghost, mark_hint_button, outline_hint


def draw_hint(surface, picture: KeralaPicture, moves, offer: OfferStrip,
              buttons: dict[type, pygame.Rect]) -> list[pygame.Rect]:
    """Draw the ghosts and outlines of ``moves`` (a turn from the picture's state); a
    :class:`Pass` or :class:`SkipSpecial` outlines its button in ``buttons`` (by move
    type). The rectangles drawn over."""
    seat = picture.state.current_seat
    drawn = []
    views = [picture.mini_views[seat]]
    if picture.focus == seat:
        views.append(picture.view)
    state = picture.state.clone()
    for move in moves:
        before = state.clone()
        state.apply(move)
        if isinstance(move, (Pass, SkipSpecial)):
            drawn.append(mark_hint_button(surface, buttons[type(move)], picture.scale))
            continue
        if isinstance(move, Take):
            drawn.append(outline_hint(surface, offer.rects[move.offer_index], picture.scale))
        for view in views:
            clip = surface.get_clip()
            surface.set_clip(view.rect.clip(clip))
            drawn.extend(draw_step(surface, picture.scale, view, seat, before, move, state))
            surface.set_clip(clip)
    return [rect.clip(surface.get_rect()) for rect in drawn]


def draw_step(surface, scale: float, view, seat: int, before, move, after) -> list[pygame.Rect]:
    """One step's ghosts and outlines through ``view``: ``move`` played from ``before`` to ``after``."""
    drawn = []
    inset = max(1, round(view.zoom * 0.03))
    if isinstance(move, Take):
        target = view.cell_rect(move.cell, inset)
        tile = before.offer[move.offer_index]
        drawn.append(draw_ghost(surface, art.tile_image_now(tile, target.width, move.arch_side), target, scale))
    elif isinstance(move, MoveTile):
        target = view.cell_rect(move.target, inset)
        drawn.append(outline_hint(surface, view.cell_rect(move.source, inset), scale))
        top = before.stacks(seat)[move.source][-1]
        drawn.append(draw_ghost(surface, art.tile_image_now(top, target.width), target, scale))
    if isinstance(move, (Take, MoveElephant)):
        drawn.append(draw_elephant_step(surface, scale, view, seat, before, after, move.elephant))
    return drawn


def draw_elephant_step(surface, scale: float, view, seat: int, before, after, elephant: int) -> pygame.Rect:
    """The elephant outlined where it stands in ``before`` and ghosted where it stands in ``after``."""
    standing = elephant_rects(before, seat, view)[elephant]
    walked = elephant_rects(after, seat, view)[elephant]
    image = art.elephant_image_now(after.colors[seat], walked.width)
    return outline_hint(surface, standing, scale).union(draw_ghost(surface, image, walked, scale))
