"""The piece in hand at the Kaleido table: under the pointer with its shadow (see-through
over the table), or snapping back to the shelf after a refused drop."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kaleido import art
from scenes.kaleido.picture import KaleidoPicture
from scenes.table.screen_updates import ScreenUpdates

SHADOW_OFFSET = (5, 7)


class HeldPiece:
    def __init__(self, moving: ScreenUpdates, slots: dict):
        """``slots``: the shelf's rectangle for each piece (the piece is drawn their size)."""
        self.moving = moving
        self.slots = slots

    def draw(self, surface, picture: KaleidoPicture) -> None:
        drag, view = picture.drag, picture.view
        piece, pos = drag.flying, drag.flying_at
        if piece is None or picture.state.current_color is None:
            return
        if drag.holding and drag.hover_target is not None:
            return  # the piece shows where it would land (the ghost), nothing hides it
        size = self.slots[piece].width
        if piece == "board":
            image = art.board_image(min(view.zoom, size / 2.1))
        else:
            image = art.piece_image("white" if piece == "white" else picture.state.current_color, size)
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        surface.blit(shadow(image), rect.move(*SHADOW_OFFSET))
        if view.rect.collidepoint(pos):
            image = see_through(image)  # over the table, the hole underneath (and its red outline) shows through
        surface.blit(image, rect)
        self.moving.moving(rect.union(rect.move(*SHADOW_OFFSET)))


@lru_cache(maxsize=8)
def shadow(image: pygame.Surface) -> pygame.Surface:
    """The shadow of a piece's ``image`` (made once, not in each frame of a drag)."""
    dark = image.copy()
    dark.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    return dark


@lru_cache(maxsize=8)
def see_through(image: pygame.Surface) -> pygame.Surface:
    """A piece's ``image`` held over the table (made once, not in each frame of a drag)."""
    faint = image.copy()
    faint.set_alpha(170)
    return faint
