"""A hint's move on the Kaleido table: the tile (the seat's colour or white) or the
board ghosted where it goes, the hole or the board outlined; a rotation ghosts the
board as it lies once turned. Ending the turn places nothing: the hint's line says it."""
from __future__ import annotations

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido import art
from scenes.kaleido.cluster import board_shape, hole_shape
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center
from scenes.table.marks import draw_ghost


def draw_hint(surface, picture: KaleidoPicture, move) -> list[pygame.Rect]:
    """Draw ``move``'s ghost and outline in the board view; the rectangles drawn over."""
    state, view = picture.state, picture.view
    if isinstance(move, (PlaceTile, PlaceWhite)):
        color = "white" if isinstance(move, PlaceWhite) else state.current_color
        image, board = art.tile_image(color, move.hole, view.zoom), move.board
        place = hole_shape(view, board, move.hole)
    elif isinstance(move, PlaceBoard):
        image, board, place = art.board_image(view.zoom), move.at, board_shape(view, move.at)
    elif isinstance(move, Rotate):
        turned = state.clone()
        turned.apply(move)
        image, board = art.board_with_tiles(turned.boards[move.board], view.zoom), move.board
        place = board_shape(view, board)
    else:
        return []
    x, y = view.to_screen(*board_center(board))
    at = pygame.Rect((0, 0), image.get_size())
    at.center = (round(x), round(y))
    clip = surface.get_clip()
    surface.set_clip(view.rect.clip(clip))
    drawn = draw_ghost(surface, image, place, picture.scale, at)
    surface.set_clip(clip)
    return [drawn]
