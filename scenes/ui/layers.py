"""Pictures kept between frames and redrawn only where what they show changed, so a
frame costs what changed, not the window's size."""
from __future__ import annotations

import pygame

from scenes.ui.backdrop import backdrop


class RegionLayer:
    """A full-window picture redrawn region by region: each region remembers the key
    it was drawn for, and a changed key redraws just that region over the backdrop."""

    def __init__(self, size):
        self.size = size
        self.surface = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            self.surface = self.surface.convert()
        self.surface.blit(backdrop(size), (0, 0))
        self.keys: dict = {}

    def region(self, name: str, rect: pygame.Rect, key, draw) -> None:
        if self.keys.get(name) == key:
            return
        self.keys[name] = key
        clip = rect.clip(self.surface.get_rect())
        self.surface.set_clip(clip)
        self.surface.blit(backdrop(self.size), clip, clip)
        draw(self.surface)
        self.surface.set_clip(None)

    def forget(self) -> None:
        """Every region is drawn again next time (what they show was replaced)."""
        self.keys.clear()
