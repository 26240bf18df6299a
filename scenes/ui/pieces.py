"""A region of the table's picture as the pieces it shows: each with the rectangle it may
cover, what it looks like and its drawer. One list gives both what the region draws
(:func:`draw_pieces`) and its parts for the layer (:func:`parts`), so the two can never
disagree: while a region's key holds, the layer draws again only where a piece changed
(:meth:`scenes.ui.layers.RegionLayer.region`)."""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

#: (what it is, the rectangle it may cover, what it looks like, draw(surface)); equal
#: looks at one place draw the same.
Piece = tuple[Hashable, pygame.Rect, Hashable, Callable[[pygame.Surface], None]]


def parts(pieces: list[Piece]) -> dict:
    """Each piece's place and look (a region's parts)."""
    return {name: (tuple(rect), look) for name, rect, look, _ in pieces}


def draw_pieces(surface: pygame.Surface, pieces: list[Piece]) -> None:
    """Draw the pieces that reach into the surface's clip (the rest would draw nothing),
    in their order."""
    clip = surface.get_clip()
    for _, rect, _, draw in pieces:
        if rect.colliderect(clip):
            draw(surface)


class KeptPieces:
    """Each region's pieces and parts, listed again only when what they depend on changes
    (not in every frame, nor once more for each place of a region drawn again)."""

    def __init__(self):
        self.kept: dict[str, tuple[Hashable, list[Piece], dict]] = {}

    def of(self, region: str, key: Hashable, pieces: Callable[[], list[Piece]]) -> tuple[list[Piece], dict]:
        """The pieces of ``region`` for ``key`` (``pieces()`` listed when ``key`` is new),
        and their :func:`parts`. Each piece's drawer may use what it was listed from: its
        look and ``key`` say all it shows."""
        kept = self.kept.get(region)
        if kept is None or kept[0] != key:
            listed = pieces()
            kept = self.kept[region] = (key, listed, parts(listed))
        return kept[1], kept[2]
