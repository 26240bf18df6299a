"""Pictures kept between frames and redrawn only where what they show changed, so a
frame costs what changed, not the window's size."""
from __future__ import annotations

import itertools

import pygame

from scenes.ui.backdrop import backdrop
from scenes.ui.kept_surface import kept_surface

#: Places of changed parts that are drawn again one by one; more are drawn as one
#: rectangle around them all (each call of a region's ``draw`` costs its own work).
MOST_PLACES = 6


class RegionLayer:
    """A full-window picture redrawn region by region: each region remembers the key
    it was drawn for, and a changed key redraws just that region (over the backdrop,
    unless the region paints every pixel of its rectangle itself). A frame copies to
    the window only the regions redrawn since the last copy and the places things drawn
    over the layer left (:meth:`copy`)."""

    def __init__(self, size):
        self.size = size
        self.surface = kept_surface(size)
        self.surface.blit(backdrop(size), (0, 0))
        self.keys: dict = {}
        self.parts: dict[str, dict] = {}
        """region -> what its parts showed when it was last drawn (see :meth:`region`)."""
        self.drawing_parts = False
        """True while a region's ``draw`` is called for some of its parts only (the
        surface clipped to their places), not the whole region."""
        self.redrawn: list[pygame.Rect] = []
        """The regions redrawn since the last :meth:`copy` (clipped to the layer)."""
        self.painted: pygame.Surface | None = None
        """The window surface the whole layer was last copied onto (None: none yet)."""

    def region(self, name: str, rect: pygame.Rect, key, draw, opaque: bool = False,
               parts: dict | None = None) -> list[pygame.Rect]:
        """Draw region ``name`` again with ``draw(surface)`` (clipped to ``rect``) when
        ``key`` is not the one it was drawn for; returns the rectangles drawn again
        (empty: none). An ``opaque`` region paints every pixel of its rectangle, so no
        backdrop is laid under it first.

        ``parts`` (part -> (its rectangle, what it looks like)) says what the region
        shows piece by piece, for a region of which a move changes a little (a board
        where one tile lands): while ``key`` stays the one it was drawn for, only the
        places of the parts that look different (where they were and where they are)
        are drawn again, ``draw`` called once for each with the surface clipped to it,
        so a frame costs what changed, not the region's size. What the region shows
        must depend only on ``key`` and ``parts``."""
        clip = rect.clip(self.surface.get_rect())
        before = self.parts.get(name)
        if name not in self.keys or self.keys[name] != key or (before is None) != (parts is None):
            places = [clip]
        elif before == parts:
            return []
        else:
            places = changed_places(before, parts, clip)
        self.keys[name] = key
        if parts is None:
            self.parts.pop(name, None)
        else:
            self.parts[name] = parts
        self.drawing_parts = places != [clip]
        for place in places:
            self.surface.set_clip(place)
            if not opaque:
                self.surface.blit(backdrop(self.size), place, place)
            draw(self.surface)
        self.surface.set_clip(None)
        self.drawing_parts = False
        self.redrawn.extend(places)
        return places

    def copy(self, surface, left_behind: list[pygame.Rect], whole: bool = False) -> list[pygame.Rect] | None:
        """Copy onto the window's ``surface`` the regions redrawn since the last copy and
        the rectangles ``left_behind`` (where the last frame drew over the layer); all of
        the layer when ``whole`` or when the surface is not the one it was last copied
        onto whole. Returns the regions redrawn (to send to the screen), or None when it
        copied all of it."""
        redrawn, self.redrawn = self.redrawn, []
        if whole or surface is not self.painted or surface.get_size() != self.size:
            surface.blit(self.surface, (0, 0))
            self.painted = surface
            return None
        behind = [rect for rect in left_behind if not any(region.contains(rect) for region in redrawn)]
        for rect in redrawn + behind:  # a place inside a region redrawn is copied with it
            surface.blit(self.surface, rect, rect)
        return redrawn

    def forget(self) -> None:
        """Every region is drawn again next time (what they show was replaced), and all
        of the layer is copied."""
        self.keys.clear()
        self.parts.clear()
        self.painted = None


def backdrop_corners(surface, rect: pygame.Rect, radius: int) -> None:
    """The backdrop under the four rounded corners of a panel on ``rect``: all a region
    holding just that panel shows of it, so the region may be drawn opaque (no pass of
    the backdrop under all of it first)."""
    image = backdrop(surface.get_size())
    for x in (rect.left, rect.right - radius):
        for y in (rect.top, rect.bottom - radius):
            corner = pygame.Rect(x, y, radius, radius)
            surface.blit(image, corner, corner)


def blit_around(surface, image, area: pygame.Rect, hole: pygame.Rect) -> None:
    """Copy ``image`` onto ``surface`` at ``area``, except inside ``hole`` (which the
    caller paints over whole next): up to four strips instead of all of it."""
    hole = hole.clip(area)
    if not hole:
        surface.blit(image, area)
        return
    strips = (pygame.Rect(area.left, area.top, area.width, hole.top - area.top),
              pygame.Rect(area.left, hole.bottom, area.width, area.bottom - hole.bottom),
              pygame.Rect(area.left, hole.top, hole.left - area.left, hole.height),
              pygame.Rect(hole.right, hole.top, area.right - hole.right, hole.height))
    for strip in strips:
        if strip.width > 0 and strip.height > 0:
            surface.blit(image, strip, strip.move(-area.left, -area.top))


def changed_places(before: dict, now: dict, within: pygame.Rect) -> list[pygame.Rect]:
    """Where the parts that look different in ``now`` than in ``before`` (part ->
    (rectangle, look)) lie, then and now, inside ``within``: overlapping places joined,
    and a few rectangles at most (:data:`MOST_PLACES`), so that ``draw`` runs a few times."""
    places = []
    for part in before.keys() | now.keys():
        old, new = before.get(part), now.get(part)
        if old != new:
            places += [pygame.Rect(entry[0]).clip(within) for entry in (old, new) if entry is not None]
    return joined([place for place in places if place.width > 0 and place.height > 0], within)


def joined(places: list[pygame.Rect], within: pygame.Rect) -> list[pygame.Rect]:
    """``places`` with the ones that overlap or touch joined into the rectangle around
    them, until no two do; one rectangle around them all when more than
    :data:`MOST_PLACES` are left, and ``within`` when they cover most of it."""
    if len(places) > 4 * MOST_PLACES:  # spread far (a held piece's targets): joining them is not worth its time
        places = [places[0].unionall(places[1:])]
    places = [pygame.Rect(place) for place in places]
    merged = True
    while merged:
        merged = False
        for i, j in itertools.combinations(range(len(places)), 2):
            if places[i].inflate(2, 2).colliderect(places[j]):
                places[i] = places[i].union(places.pop(j))
                merged = True
                break
    if len(places) > MOST_PLACES:
        places = [places[0].unionall(places[1:])]
    if sum(p.width * p.height for p in places) * 2 > within.width * within.height:
        return [pygame.Rect(within)]
    return places
