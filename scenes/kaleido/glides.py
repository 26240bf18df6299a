"""A computer player's move shown before it is played: its tile or board glides from the
seat's row to its place, a board it turns turns where it lies."""
from __future__ import annotations

from typing import Callable

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido import art
from scenes.kaleido.shapes import board_center, hole_center
from scenes.table.pacing import GLIDE_SECONDS
from scenes.table.screen_updates import ScreenUpdates

Pos = tuple[int, int]


class ComputerGlides:
    def __init__(self, animator, moving: ScreenUpdates, land: Callable[[object], None]):
        """The glides run on ``animator`` and report where they are drawn to
        ``moving``; ``land(move)`` plays the move once its glide ends."""
        self.animator = animator
        self.moving = moving
        self.land = land
        self.turning_board: Pos | None = None
        """The board a computer's rotation is turning (the cluster leaves it out meanwhile)."""

    @staticmethod
    def shows(move, animated: bool) -> bool:
        """True when ``move`` is shown with a glide (a rotation only while animations run)."""
        return isinstance(move, (PlaceTile, PlaceWhite, PlaceBoard)) or (isinstance(move, Rotate) and animated)

    def start(self, move, state, view, seat_center) -> None:
        """Start the glide of ``move`` (one that :meth:`shows`), from the seat's row at ``seat_center``."""
        if isinstance(move, (PlaceTile, PlaceWhite)):
            color = state.current_color if isinstance(move, PlaceTile) else "white"
            image = art.tile_image(color, move.hole, view.zoom)
            offset = hole_center(move.board, move.hole)
            center = board_center(move.board)
            lift = (offset[0] - center[0], offset[1] - center[1])
            start = (seat_center[0] - lift[0] * view.zoom, seat_center[1] - lift[1] * view.zoom)
            self._glide(move, start, view.to_screen(*center), image)
        elif isinstance(move, PlaceBoard):
            self._glide(move, seat_center, view.to_screen(*board_center(move.at)), art.board_image(view.zoom))
        else:
            self.turning_board = move.board
            image = art.board_with_tiles(state.boards[move.board], view.zoom)
            center = view.to_screen(*board_center(move.board))

            def draw(surface, pos):
                turned = pygame.transform.rotozoom(image, pos[0], 1.0)
                rect = turned.get_rect(center=(round(center[0]), round(center[1])))
                surface.blit(turned, rect)
                self.moving.moving(rect)

            self.animator.glide((0, 0), (60 * move.steps, 0), GLIDE_SECONDS, draw, lambda: self._landed(move))

    def forget(self) -> None:
        """The state shown was replaced: no board is left out."""
        self.turning_board = None

    def _glide(self, move, start, end, image) -> None:
        def draw(surface, pos):
            rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
            surface.blit(image, rect)
            self.moving.moving(rect)

        self.animator.glide(start, end, GLIDE_SECONDS, draw, lambda: self._landed(move))

    def _landed(self, move) -> None:
        self.turning_board = None
        self.land(move)
