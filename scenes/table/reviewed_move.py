"""A move of the Review shown at its table (:class:`session.review.ReviewedMoment`): at
the moment before it, the move played outlined and the hard computer's move ghosted (as
the Hint ghosts it, through the table's ``draw_hint``).

A place where the hard computer's turn puts another piece than the turn played (in
Kasane every card taken goes to the end of the hand, every combination to the end of
the kimono) shows the computer's piece ghosted and no outline of the turn played: an
outline in the played colour around the computer's piece would say that the person
played it. The turn played stays outlined where it differs (the market's card it took)
and where both turns put the same piece (their first moves alike)."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.core import Move
from session.review import ReviewedMoment

#: The outline of the move played (the hard computer's is ghosted in the hint's blue).
PLAYED = (244, 110, 200)
#: Pixels of a drawn mark that are too small to outline (an antialiased speck).
SPECK = 12
#: How opaque a drawn pixel must be to count as part of a mark (of 255).
DRAWN = 60
#: The share of a played mark the computer's drawing must cover for it to be in the same place.
SAME_PLACE = 0.8


def draw_reviewed(surface: pygame.Surface, reviewed: ReviewedMoment, draw_hint: Callable,
                  scale: float) -> list[pygame.Rect]:
    """The hard computer's turn ghosted and the turn played outlined, every step of each
    (the tables' ``draw_hint`` draws a whole turn); the rectangles drawn over."""
    ghost = Drawing(surface, draw_hint, reviewed.instead, 0)
    alike = Drawing(surface, draw_hint, common_start(reviewed.played, reviewed.instead), 1)
    drawn = list(draw_hint(surface, reviewed.instead))
    return drawn + outline_of(surface, draw_hint, reviewed.played, scale, ghost, alike)


@lru_cache(maxsize=3)
def layers(size: tuple[int, int]) -> tuple[pygame.Surface, ...]:
    """The see-through layers the turns are drawn on for a window of ``size``, made once
    (making one the size of a large window takes longer than drawing the marks)."""
    return tuple(pygame.Surface(size, pygame.SRCALPHA) for _ in range(3))


def see_through(size: tuple[int, int], n: int) -> pygame.Surface:
    """Layer ``n`` of :func:`layers`, cleared."""
    layer = layers(size)[n]
    layer.set_clip(None)
    layer.fill((0, 0, 0, 0))
    return layer


class Drawing:
    """A turn as the hint draws it, on a see-through layer the size of the surface (and
    clipped as it is), and the rectangles it drew over."""

    def __init__(self, surface: pygame.Surface, draw_hint: Callable, moves: Sequence[Move], layer: int):
        self.layer = see_through(surface.get_size(), layer)
        self.layer.set_clip(surface.get_clip())
        self.areas = [pygame.Rect(area) for area in draw_hint(self.layer, moves)] if moves else []

    def mask(self, region: pygame.Rect) -> pygame.mask.Mask:
        """The drawn pixels of ``region`` (where the marks are: masks of the whole window
        cost more than a frame should)."""
        return pygame.mask.from_surface(self.layer.subsurface(region), DRAWN)

    def pixels(self, box: pygame.Rect) -> bytes:
        return pygame.image.tobytes(self.layer.subsurface(box), "RGBA")


def common_start(played: Sequence[Move], instead: Sequence[Move]) -> tuple[Move, ...]:
    """The moves both turns begin with, the same."""
    alike = []
    for mine, theirs in zip(played, instead):
        if mine != theirs:
            break
        alike.append(mine)
    return tuple(alike)


def outline_of(surface: pygame.Surface, draw_hint: Callable, moves: Sequence[Move], scale: float,
               ghost: Drawing | None = None, alike: Drawing | None = None) -> list[pygame.Rect]:
    """``moves`` (a turn) as the hint would draw them, drawn as outlines only in
    :data:`PLAYED` (so the turn played is told apart from the ghosted one), but for the
    places where ``ghost`` (the computer's turn) shows another piece: those ``alike``
    (the moves both turns begin with) does not mark and where the two drawings differ.
    The rectangles drawn over."""
    played = Drawing(surface, draw_hint, moves, 2)
    areas = played.areas + (ghost.areas + alike.areas if ghost is not None else [])
    region = areas[0].unionall(areas[1:]).clip(surface.get_rect()) if areas else pygame.Rect(0, 0, 0, 0)
    if not region.width or not region.height:
        return played.areas
    parts = played.mask(region).connected_components(SPECK)
    if ghost is not None:
        covered, same = ghost.mask(region), alike.mask(region)
        own = [part for part in parts if not another_piece(part, region, played, ghost, covered, same)]
        parts = own or parts  # the turn played is marked somewhere, always
    width = max(2, round(3 * scale))
    drawn = []
    for part in parts:
        points = [(x + region.left, y + region.top) for x, y in part.outline(2)]
        if len(points) > 2:
            drawn.append(pygame.draw.lines(surface, PLAYED, True, points, width).inflate(width, width))
    return drawn if drawn else played.areas


def another_piece(part: pygame.mask.Mask, region: pygame.Rect, played: Drawing, ghost: Drawing,
                  covered: pygame.mask.Mask, same: pygame.mask.Mask) -> bool:
    """Whether the ghost shows another piece where ``part`` (of ``region``) of the turn
    played lies: it covers the part, the moves both turns begin with do not, and it is
    drawn otherwise there."""
    if part.overlap_area(covered, (0, 0)) < SAME_PLACE * part.count() or part.overlap_area(same, (0, 0)):
        return False
    xs, ys = zip(*part.outline())
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).move(region.topleft)
    return played.pixels(box) != ghost.pixels(box)
