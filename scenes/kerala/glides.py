"""A computer's move shown as its piece travelling (:class:`ComputerGlide`): a tile
from the middle to its cell (shrinking to the seat's miniature on the way), an elephant
or a stack to its new cell; meanwhile the piece is drawn no more where it lay."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala import art
from scenes.kerala.offer import OfferStrip
from scenes.table.animation import Animator
from scenes.table.pacing import GLIDE_SECONDS
from scenes.table.screen_updates import ScreenUpdates
from scenes.table.view import BoardView


class ComputerGlide:
    def __init__(self, animator: Animator, screen: ScreenUpdates):
        self.animator = animator
        self.screen = screen
        self.carried = None
        """What is in flight: ("offer", index), ("elephant", e) or ("stack", cell); None when nothing is."""
        self.seat: int | None = None
        """Whose grounds it travels to."""
        self.through: BoardView | None = None
        """The view of those grounds it travels through (the big one or a miniature)."""

    @staticmethod
    def carries(move) -> bool:
        """True for a move that carries a piece (a pass or a skip carries none)."""
        return isinstance(move, (Take, MoveElephant, MoveTile))

    def start(self, move, state, view: BoardView, offer: OfferStrip, landed: Callable[[object], None]) -> None:
        """Carry ``move``'s piece through ``view`` (the mover's grounds, big or in
        miniature); ``landed(move)`` is called when it arrives."""
        seat = state.current_seat
        zoom = view.zoom
        if isinstance(move, Take):
            self.carried = ("offer", move.offer_index)
            image = art.tile_image(state.offer[move.offer_index], offer.tile_size, move.arch_side)
            start, end = offer.rects[move.offer_index].center, view.cell_rect(move.cell).center
            end_size = max(8, round(zoom * 0.94))
        elif isinstance(move, MoveElephant):
            self.carried = ("elephant", move.elephant)
            image = art.elephant_image(state.colors[seat], max(8, round(zoom * 0.6)))
            start, end = view.cell_rect(state.elephants(seat)[move.elephant]).center, view.cell_rect(move.cell).center
            end_size = None
        else:
            self.carried = ("stack", move.source)
            image = art.tile_image(state.top(seat, move.source), max(8, round(zoom * 0.94)))
            start, end = view.cell_rect(move.source).center, view.cell_rect(move.target).center
            end_size = None
        self.seat, self.through = seat, view
        self._glide(move, start, end, image, end_size, landed)

    def _glide(self, move, start, end, image, end_size, landed) -> None:
        """Carry ``image`` from ``start`` to ``end``, shrinking it to ``end_size`` on the way."""
        start_size = image.get_width()
        end_size = end_size or start_size
        length = max(1.0, math.dist(start, end))

        def draw(surface, pos):
            size = round(start_size + (end_size - start_size) * min(1.0, math.dist(start, pos) / length))
            shown = image if size == start_size else pygame.transform.smoothscale(image, (size, size))
            rect = shown.get_rect(center=(round(pos[0]), round(pos[1])))
            surface.blit(shown, rect)
            self.screen.moving(rect)

        def done():
            self.carried = self.seat = self.through = None
            landed(move)

        self.animator.glide(start, end, GLIDE_SECONDS, draw, done)
