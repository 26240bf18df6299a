"""A move of the Review shown at its table (:class:`session.review.ReviewedMoment`): at
the moment before it, the move played outlined and the hard computer's move ghosted (as
the Hint ghosts it, through the table's ``draw_hint``)."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.core import Move
from session.review import ReviewedMoment

#: The outline of the move played (the hard computer's is ghosted in the hint's blue).
PLAYED = (244, 110, 200)
#: Pixels of a drawn mark that are too small to outline (an antialiased speck).
SPECK = 12


def draw_reviewed(surface: pygame.Surface, reviewed: ReviewedMoment, draw_hint: Callable,
                  scale: float) -> list[pygame.Rect]:
    """The hard computer's turn ghosted and the turn played outlined, every step of each
    (the tables' ``draw_hint`` draws a whole turn); the rectangles drawn over."""
    drawn = list(draw_hint(surface, reviewed.instead))
    return drawn + outline_of(surface, draw_hint, reviewed.played, scale)


def outline_of(surface: pygame.Surface, draw_hint: Callable, moves: Sequence[Move],
               scale: float) -> list[pygame.Rect]:
    """``moves`` (a turn) as the hint would draw them, drawn as outlines only in
    :data:`PLAYED` (so the turn played is told apart from the ghosted one); the
    rectangles drawn over."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.set_clip(surface.get_clip())
    areas = draw_hint(layer, moves)
    width = max(2, round(3 * scale))
    drawn = []
    for part in pygame.mask.from_surface(layer, 60).connected_components(SPECK):
        points = part.outline(2)
        if len(points) > 2:
            drawn.append(pygame.draw.lines(surface, PLAYED, True, points, width).inflate(width, width))
    return drawn if drawn else [pygame.Rect(area) for area in areas]
