"""Pictures kept between frames and redrawn only where what they show changed, so a
frame costs what changed, not the window's size."""
from __future__ import annotations

import pygame

from scenes.ui.backdrop import backdrop


class RegionLayer:
    """A full-window picture redrawn region by region: each region remembers the key
    it was drawn for, and a changed key redraws just that region (over the backdrop,
    unless the region paints every pixel of its rectangle itself). A frame copies to
    the window only the regions redrawn since the last copy and the places things drawn
    over the layer left (:meth:`copy`)."""

    def __init__(self, size):
        self.size = size
        self.surface = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            self.surface = self.surface.convert()
        self.surface.blit(backdrop(size), (0, 0))
        self.keys: dict = {}
        self.redrawn: list[pygame.Rect] = []
        """The regions redrawn since the last :meth:`copy` (clipped to the layer)."""
        self.painted: pygame.Surface | None = None
        """The window surface the whole layer was last copied onto (None: none yet)."""

    def region(self, name: str, rect: pygame.Rect, key, draw, opaque: bool = False) -> bool:
        """Draw region ``name`` again with ``draw(surface)`` (clipped to ``rect``) when
        ``key`` is not the one it was drawn for; True when it was. An ``opaque`` region
        paints every pixel of its rectangle, so no backdrop is laid under it first."""
        if self.keys.get(name) == key:
            return False
        self.keys[name] = key
        clip = rect.clip(self.surface.get_rect())
        self.surface.set_clip(clip)
        if not opaque:
            self.surface.blit(backdrop(self.size), clip, clip)
        draw(self.surface)
        self.surface.set_clip(None)
        self.redrawn.append(clip)
        return True

    def copy(self, surface, left_behind, whole: bool = False) -> list[pygame.Rect] | None:
        """Copy onto the window's ``surface`` the regions redrawn since the last copy and
        the rectangles ``left_behind`` (where the last frame drew over the layer); all of
        the layer when ``whole``, when ``left_behind`` is None (unknown) or when the
        surface is not the one it was last copied onto whole. Returns the regions
        redrawn (to send to the screen), or None when it copied all of it."""
        redrawn, self.redrawn = self.redrawn, []
        if whole or left_behind is None or surface is not self.painted or surface.get_size() != self.size:
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
        self.painted = None

    def forget_window(self) -> None:
        """Copy all of the layer to the window next time (something else was drawn on it)."""
        self.painted = None


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
