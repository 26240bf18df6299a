"""The piece under the pointer (held, or snapping back after a refused drop), with the
outline of the target under it, the red outline of a cell where it may not go, and the
badge previewing its points.

Over a target a tile or a stack is shown where it would land, at its size there, so it
covers nothing but that cell; the badge goes beside the cell where no tile lies (or, when
every side is built, in the message strip under the grounds)."""
from __future__ import annotations

import pygame

from scenes.kerala import art
from scenes.kerala.grounds_marks import LEGAL
from scenes.kerala.picture import KeralaPicture
from scenes.table import marks
from scenes.table.marks import DropMarks
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme

SHADOW = (6, 8)


def draw_held(surface, picture: KeralaPicture, offer_tile: int, screen: ScreenUpdates) -> None:
    """Draw the flying piece; ``offer_tile`` is the side of a tile in the middle."""
    drag, state, view = picture.drag, picture.state, picture.view
    piece, pos = drag.flying, drag.flying_at
    if piece is None or (piece[0] == "offer" and piece[1] >= len(state.offer)):
        return
    target = drag.targets.get(drag.hover_target) if drag.holding else None
    landing = target if target is not None and piece[0] != "elephant" else None
    if landing is not None:
        size = landing.width
    else:
        size = round(max(view.zoom, offer_tile * 0.8)) if view.rect.collidepoint(pos) else offer_tile
    if piece[0] == "offer":
        tile = state.offer[piece[1]]
        image = art.tile_image_now(tile, size, picture.arch_side if tile.kind == "arch" else None)
    elif piece[0] == "elephant":
        image = art.elephant_image_now(state.current_color, round(view.zoom * 0.6))
    else:
        image = art.tile_image_now(state.top(state.current_seat, piece[1]), size)
    if landing is not None:
        rect = image.get_rect(center=landing.center)
    else:
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        surface.blit(theme.raised_shadow(rect.size), rect.move(SHADOW))
        screen.moving(rect.move(SHADOW))
    screen.moving(rect)
    image = image.copy()
    image.set_alpha(215)  # the cell underneath shows through
    surface.blit(image, rect)
    if target is not None:
        outline = target.inflate(4, 4)
        pygame.draw.rect(surface, LEGAL, outline, 3, border_radius=6)
        screen.moving(outline)
    DropMarks(refused_place=picture.drop.refused_place).draw(surface, rect, picture.scale, screen)
    if picture.drop.preview is not None:
        text, points = picture.drop.preview
        cell = target if target is not None else rect
        place = badge_place(badge_size(text, picture.scale), cell, kept_clear(picture), view.rect,
                            picture.rects["message"])
        anchor = pygame.Rect(place.left, place.bottom + 4, place.width, 0)  # the badge sits just above its anchor
        screen.moving(marks.preview_badge(surface, text, points, anchor, picture.scale))


def badge_size(text: str, scale: float) -> tuple[int, int]:
    """The size of :func:`scenes.table.marks.preview_badge`'s box for ``text``."""
    width, height = theme.font("small", scale, bold=True).size(text)
    return width + round(12 * scale), height + round(6 * scale)


def kept_clear(picture: KeralaPicture) -> list[pygame.Rect]:
    """What the badge may not cover: the mover's tiles and every cell the held piece may
    still go to."""
    return [*built_rects(picture), *(picture.drag.targets.values() if picture.drag.holding else ())]


def built_rects(picture: KeralaPicture) -> list[pygame.Rect]:
    """Where the mover's tiles lie in the big view."""
    state, view = picture.state, picture.view
    return [view.cell_rect(cell) for cell in state.stacks(state.current_seat)]


def badge_place(size, cell: pygame.Rect, built, bounds: pygame.Rect, strip: pygame.Rect) -> pygame.Rect:
    """Where the badge of ``size`` goes for the target ``cell``: beside it (above, below,
    right, left, then one cell further out) inside ``bounds`` and over none of the
    ``built`` rectangles; else in the middle of ``strip``."""
    box = pygame.Rect((0, 0), size)
    gap = 4
    for reach in (0, cell.height):
        for side in ("above", "below", "right", "left"):
            if side == "above":
                box.midbottom = (cell.centerx, cell.top - gap - reach)
            elif side == "below":
                box.midtop = (cell.centerx, cell.bottom + gap + reach)
            elif side == "right":
                box.midleft = (cell.right + gap + reach, cell.centery)
            else:
                box.midright = (cell.left - gap - reach, cell.centery)
            if bounds.contains(box) and box.collidelist(built) < 0:
                return box.copy()
    box.center = strip.center
    return box
