"""Everything around the cluster, static between moves: the backdrop, the table's frame,
the seats and the shelf's panel, kept on a region layer so that a frame only
copies them and a change redraws just its own region."""
from __future__ import annotations

import pygame

from scenes.kaleido import panels
from scenes.kaleido.picture import KaleidoPicture
from scenes.table.hud import SeatPanel
from scenes.ui import theme
from scenes.ui.layers import RegionLayer


def with_shadow(rect: pygame.Rect) -> pygame.Rect:
    """A panel's rectangle and the drop shadow under it."""
    return rect.union(rect.move(0, 4))


class Chrome:
    def __init__(self, size, rects: dict, panel: SeatPanel, shelf: panels.Shelf):
        """A window of ``size`` laid out as ``rects``, with its seat panel and shelf."""
        self.layer = RegionLayer(size)
        self.rects = rects
        self.panel = panel
        self.shelf = shelf

    def forget(self) -> None:
        """Draw every region again next frame."""
        self.layer.forget()

    def draw(self, surface, picture: KaleidoPicture) -> None:
        state, version = picture.state, picture.version
        layer, rects = self.layer, self.rects
        layer.region("table", with_shadow(rects["table"]), (),
                     lambda image: theme.draw_panel(image, rects["table"], theme.PANEL, theme.PANEL_EDGE))
        layer.region("seats", rects["seats"], (version, self.panel.hover_row),
                     lambda image: self.draw_seats(image, state, picture.scale))
        layer.region("shelf", with_shadow(rects["stock"]), (version, picture.computer_to_play),
                     lambda image: self.shelf.draw(image, state, state.phase == "rotate", picture.computer_to_play))
        surface.blit(layer.surface, (0, 0))

    def draw_seats(self, image, state, s: float) -> None:
        self.panel.draw(image, state.current_seat, None, state.scores(),
                        lambda surf, seat, rect: panels.draw_seat_colors(surf, state, seat, rect, s))
        for seat in range(state.players):
            panels.draw_seat_supply(image, state, seat, self.panel.mini_rect(seat), s)
