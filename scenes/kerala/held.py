"""The piece under the pointer (held, or snapping back after a refused drop), with the
outline of the target under it, the red outline of a cell where it may not go, and the
badge previewing its points."""
from __future__ import annotations

import pygame

from scenes.kerala import art
from scenes.kerala.grounds_marks import LEGAL
from scenes.kerala.picture import KeralaPicture
from scenes.table.screen_updates import ScreenUpdates


def draw_held(surface, picture: KeralaPicture, offer_tile: int, screen: ScreenUpdates) -> None:
    """Draw the flying piece; ``offer_tile`` is the side of a tile in the middle."""
    drag, state, view = picture.drag, picture.state, picture.view
    piece, pos = drag.flying, drag.flying_at
    if piece is None:
        return
    size = round(max(view.zoom, offer_tile * 0.8)) if view.rect.collidepoint(pos) else offer_tile
    if piece[0] == "offer":
        if piece[1] >= len(state.offer):
            return
        tile = state.offer[piece[1]]
        image = art.tile_image_now(tile, size, picture.arch_side if tile.kind == "arch" else None)
    elif piece[0] == "elephant":
        image = art.elephant_image_now(state.current_color, round(view.zoom * 0.6))
    else:
        image = art.tile_image_now(state.top(state.current_seat, piece[1]), size)
    rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    surface.blit(shadow, rect.move(6, 8))
    screen.moving(rect.union(rect.move(6, 8)))
    image = image.copy()
    image.set_alpha(215)  # the cell underneath shows through
    surface.blit(image, rect)
    target = drag.hover_target
    if target is not None and target in drag.targets:
        outline = drag.targets[target].inflate(4, 4)
        pygame.draw.rect(surface, LEGAL, outline, 3, border_radius=6)
        screen.moving(outline)
    picture.drop.draw(surface, rect, picture.scale, screen)  # over the held piece, which covers the cell
