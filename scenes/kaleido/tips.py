"""The Kaleido table's tooltips: a seat's itemised score, what the corner hexagon under
the pointer holds and pays, and what the shelf's piece under the pointer is for."""
from __future__ import annotations

import pygame

from scenes.kaleido import hexagons, panels
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import hexagon_outline, screen_points
from scenes.table.hud import SeatPanel
from scenes.ui.tooltip import draw_tooltip


class Tips:
    def __init__(self, panel: SeatPanel, shelf: panels.Shelf):
        self.panel = panel
        self.shelf = shelf

    def draw(self, surface, picture: KaleidoPicture) -> None:
        state = picture.state
        self.panel.draw_tooltip(surface, lambda seat: panels.score_tooltip(state, seat))
        self.draw_hexagon_tip(surface, picture)
        hover = self.shelf.hover
        if hover is not None and not picture.drag.holding and picture.human_to_move and state.phase == "place":
            draw_tooltip(surface, [panels.PIECE_HELP[hover]], self.shelf.slots[hover], picture.scale)

    @staticmethod
    def draw_hexagon_tip(surface, picture: KaleidoPicture) -> None:
        """What the hexagon under the pointer holds and what it would pay now."""
        view, pointer = picture.view, picture.pointer
        if picture.drag.holding or picture.turning is not None or not view.rect.collidepoint(pointer):
            return
        hexagon = hexagons.hexagon_at(view.to_world(pointer), picture.hexagons)
        if hexagon is None:
            return
        _, corners = hexagon_outline(hexagon)
        points = screen_points(view, corners)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        anchor = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        draw_tooltip(surface, hexagons.hexagon_words(hexagon, picture.boards), anchor, picture.scale)
