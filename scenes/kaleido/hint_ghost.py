"""A hint's turn on the Kaleido table, every step of it: a board to add ghosted where it
goes, a tile (the seat's colour or white) ghosted in its hole (on a board the turn adds
too), the hole or the board outlined; a rotation ghosts the board as it lies once
turned, over the board emptied (the tiles as they lie now would show through the ghost);
ending the turn (End turn, or Done after a scoring) outlines the button that does it.
Boards are drawn first, so the tiles the turn puts on them show over them, and the
numbers of the boards the turn touches last, so that the board the advice (or the
Review) names can be read under its marks."""
from __future__ import annotations

import pygame

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.narration import board_number
from scenes.kaleido import art
from scenes.kaleido.cluster import board_shape, hole_shape, label_size, label_spot, number_label
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center
from scenes.table.marks import draw_ghost, mark_hint_button

#: The order steps are drawn in: boards under the tiles put on them.
LAYER = {PlaceBoard: 0, Rotate: 1, PlaceTile: 2, PlaceWhite: 2}


def draw_hint(surface, picture: KaleidoPicture, moves, end_button: pygame.Rect) -> list[pygame.Rect]:
    """Draw the ghosts and outlines of ``moves`` (a turn from the picture's state) in the
    board view, and the outline of ``end_button`` for its end; the rectangles drawn over."""
    view = picture.view
    steps, state = [], picture.state.clone()
    for move in moves:
        steps.append((state.clone(), move))
        state.apply(move)
    drawn = []
    clip = surface.get_clip()
    surface.set_clip(view.rect.clip(clip))
    for before, move in sorted((s for s in steps if type(s[1]) in LAYER), key=lambda s: LAYER[type(s[1])]):
        drawn.append(draw_step(surface, picture, before, move))
    touched = dict.fromkeys(move.at if isinstance(move, PlaceBoard) else move.board
                            for move in moves if type(move) in LAYER)
    drawn += [draw_number(surface, picture, state, board) for board in touched]
    surface.set_clip(clip)
    if any(isinstance(move, EndTurn) for move in moves):
        drawn.append(mark_hint_button(surface, end_button, picture.scale))
    return drawn


def draw_step(surface, picture: KaleidoPicture, state, move) -> pygame.Rect:
    """One placing step's ghost, ``move`` played from ``state``."""
    view = picture.view
    if isinstance(move, (PlaceTile, PlaceWhite)):
        color = "white" if isinstance(move, PlaceWhite) else state.current_color
        image, board = art.tile_image(color, move.hole, view.zoom), move.board
        place = hole_shape(view, board, move.hole)
    elif isinstance(move, PlaceBoard):
        image, board, place = art.board_image(view.zoom), move.at, board_shape(view, move.at)
    else:
        turned = state.clone()
        turned.apply(move)
        image, board = art.board_with_tiles(turned.boards[move.board], view.zoom), move.board
        place = board_shape(view, board)
    x, y = view.to_screen(*board_center(board))
    at = pygame.Rect((0, 0), image.get_size())
    at.center = (round(x), round(y))
    if isinstance(move, Rotate):  # the turned tiles over an empty board, not see-through to the unturned ones
        surface.blit(art.board_image(view.zoom), at)
    return draw_ghost(surface, image, place, picture.scale, at)


def draw_number(surface, picture: KaleidoPicture, state, board) -> pygame.Rect:
    """``board``'s number in ``state`` (after the turn: a board the turn adds has its
    number) on its hub, as the cluster prints it."""
    view = picture.view
    label = number_label(board_number(state, board), label_size(view.zoom, view.scale))
    x, y = view.to_screen(*label_spot(board))
    return surface.blit(label, label.get_rect(center=(round(x), round(y))))
