"""The Kaleido table's tooltips: a seat's itemised score, what the corner hexagon under
the pointer holds and pays, and what the shelf's piece under the pointer is for (or why
it cannot be played now). A tooltip never covers the board to turn."""
from __future__ import annotations

from typing import Callable

import pygame

from game.words import _
from scenes.kaleido import hexagons, panels
from scenes.kaleido.shapes import board_center, hexagon_outline, screen_points
from scenes.table.hud import SeatPanel
from scenes.ui.tooltip import covered, draw_tooltip


class Tips:
    def __init__(self, panel: SeatPanel, shelf: panels.Shelf, unusable: Callable[[str], str]):
        """``unusable(piece)``: why the seat to play may not take that piece now."""
        self.panel = panel
        self.shelf = shelf
        self.unusable = unusable

    def tip(self, picture) -> tuple | None:
        """The tooltip to show in ``picture`` (a :class:`KaleidoPicture` without one yet):
        (its lines, the rectangle it points at, whether it goes below it), or None."""
        state = picture.state
        if self.panel.hover_score is not None:
            seat = self.panel.hover_score
            return tuple(panels.score_tooltip(state, seat)), tuple(self.panel.score_rect(seat)), True
        hexagon_tip = self.hexagon_tip(picture)
        if hexagon_tip is not None:
            return hexagon_tip
        hover = self.shelf.hover
        if hover is None or picture.drag.holding or picture.shelf_mode != "place":
            return None
        if picture.usable.get(hover):
            return (_(panels.PIECE_HELP[hover]),), tuple(self.shelf.slots[hover]), False
        return (self.unusable(hover),), tuple(self.shelf.slots[hover]), False

    @staticmethod
    def hexagon_tip(picture) -> tuple | None:
        """What the hexagon under the pointer holds and what it would pay now; during the
        rotation step it goes on the far side of the board to turn, never over it."""
        view, pointer = picture.view, picture.pointer
        if picture.drag.holding or picture.turning is not None or not view.rect.collidepoint(pointer):
            return None
        hexagon = hexagons.hexagon_at(view.to_world(pointer), picture.hexagons)
        if hexagon is None:
            return None
        center, corners = hexagon_outline(hexagon)
        points = screen_points(view, corners)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        anchor = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        below = picture.rotating and picture.selected is not None and center[1] > board_center(picture.selected)[1]
        return tuple(hexagons.hexagon_words(hexagon, picture.boards)), tuple(anchor), below

    @staticmethod
    def draw(surface, picture) -> pygame.Rect | None:
        """The tooltip of ``picture``; the pixels it covers (None: none drawn), so the
        frame after copies the table back there only, not all of it."""
        if picture.tip is None:
            return None
        lines, anchor, below = picture.tip
        return covered(draw_tooltip(surface, list(lines), pygame.Rect(anchor), picture.scale, below=below))
