"""Screen layouts drawn in Tiled: named rectangles in ``assets/layouts/NAME.tmx``.

Each map's object layers hold rectangles with names ("title", "buttons", ...). The
map's own pixel size is the design size (1280x720); :meth:`Layout.rects` scales the
rectangles uniformly to fit a window and centres them, so a layout keeps its
proportions at any size.
"""
from __future__ import annotations

from functools import lru_cache

import pygame
import pytmx

from session.files import paths


class LayoutError(Exception):
    pass


class Layout:
    def __init__(self, name: str):
        path = paths.resource_path("assets", "layouts", f"{name}.tmx")
        try:
            tmx = pytmx.TiledMap(str(path))
        except Exception as exc:  # pytmx raises several kinds on a broken map
            raise LayoutError(f"The layout {path.name} could not be read: {exc}") from exc
        self.name = name
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.regions: dict[str, tuple[float, float, float, float]] = {}
        for group in tmx.objectgroups:
            for obj in group:
                if obj.name:
                    self.regions[obj.name] = (obj.x, obj.y, obj.width, obj.height)
        if not self.regions:
            raise LayoutError(f"The layout {path.name} names no regions.")

    def scale(self, window: tuple[int, int]) -> tuple[float, float, float]:
        """(factor, x offset, y offset) that fit the design size into ``window``."""
        factor = min(window[0] / self.size[0], window[1] / self.size[1])
        return (factor, (window[0] - self.size[0] * factor) / 2, (window[1] - self.size[1] * factor) / 2)

    def rects(self, window: tuple[int, int]) -> dict[str, pygame.Rect]:
        factor, dx, dy = self.scale(window)
        return {name: pygame.Rect(round(dx + x * factor), round(dy + y * factor),
                                  round(w * factor), round(h * factor))
                for name, (x, y, w, h) in self.regions.items()}

    def rect(self, name: str, window: tuple[int, int]) -> pygame.Rect:
        return self.rects(window)[name]


@lru_cache(maxsize=None)
def load(name: str) -> Layout:
    return Layout(name)
