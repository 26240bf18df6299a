"""The Kaleido table as one picture kept between frames (a region layer): the table with
the board view and the message, the seats, the shelf with its pieces and Turn buttons,
and each of the table's buttons. A region is drawn again only when what it shows
changed (its key), and a frame puts on the window only the regions that changed and
the places the moving parts left (:meth:`RegionLayer.begin`), unless the whole window
must be painted again (its first frame, a resize, or a page that lay over the table)."""
from __future__ import annotations

import pygame

from scenes.kaleido import panels
from scenes.kaleido.cluster_drawer import ClusterDrawer
from scenes.kaleido.picture import KaleidoPicture
from scenes.table.hud import SeatPanel
from scenes.ui import theme
from scenes.ui.layers import RegionLayer
from scenes.ui.widgets import Button


#: Whether a region paints every pixel of its rectangle (no backdrop is laid under it).
OPAQUE, SEE_THROUGH = True, False


class TableLayer:
    def __init__(self, size, rects: dict, panel: SeatPanel, shelf: panels.Shelf, cluster: ClusterDrawer,
                 buttons: list[Button]):
        """A window of ``size`` laid out as ``rects``, with the board view's regions drawn
        by ``cluster``; ``buttons``: the table's own buttons outside the shelf."""
        self.layer = RegionLayer(size)
        self.rects = rects
        self.panel = panel
        self.shelf = shelf
        self.cluster = cluster
        self.buttons = buttons
        self.kept_pieces: tuple[tuple, dict] | None = None
        """(:meth:`pieces_parts_key`, :meth:`pieces_parts`) as last worked out."""
        self.kept_words: tuple[tuple, dict] | None = None
        """(what the shelf's words say, :meth:`words_parts`) as last worked out."""

    def forget(self) -> None:
        """Draw every region again, and the whole window, next frame."""
        self.layer.forget()

    def update(self, picture: KaleidoPicture) -> None:
        """Redraw the regions whose key changed (the layer copies them to the window next)."""
        rects, shelf, cluster = self.rects, self.shelf, self.cluster
        cluster.refresh(picture)
        regions = [  # a region inside another comes after it, and its key holds the other's
            ("table", theme.panel_area(rects["table"]), (), self.draw_table, SEE_THROUGH, None),
            *cluster.regions(picture),  # a move draws the view again only where what it shows changed
            *((f"seat {seat}", row, self.seat_key(picture, seat),
               lambda image, seat=seat: self.draw_seat(image, picture, seat), SEE_THROUGH,
               self.seat_parts(picture, seat))  # a tile placed redraws its colour's line only
              for seat, row in enumerate(self.panel.rows)),
            ("shelf", theme.panel_area(rects["stock"]), (), self.draw_shelf, SEE_THROUGH, None),
            ("words", shelf.words_rect, (), lambda image: self.draw_words(image, picture), OPAQUE,
             self.words_parts(picture)),  # the seat to play changing redraws the lines that say so
            ("pieces", shelf.pieces_rect, (), lambda image: self.draw_pieces(image, picture), OPAQUE,
             self.pieces_parts(picture)),  # a tile picked up or put down redraws its slot only
        ]
        regions += [(f"button {i}", theme.panel_area(b.rect), b.look(), b.draw, SEE_THROUGH, None)
                    for i, b in enumerate(self.buttons)]
        for region in regions:
            self.layer.region(*region)

    def draw_table(self, image) -> None:
        """The table's panel (once: the board region lies on it and draws its own cloth)."""
        theme.draw_panel(image, self.rects["table"], theme.PANEL, theme.PANEL_EDGE)

    def seat_key(self, picture: KaleidoPicture, seat: int) -> tuple:
        """What a seat's row shows as a whole: its fill (under the pointer); what it shows
        part by part is :meth:`seat_parts`."""
        return seat == self.panel.hover_row

    def seat_parts(self, picture: KaleidoPicture, seat: int) -> dict:
        """A seat's row part by part: its edge (the seat to play), the line of its score, the
        lines of its colours (the one that plays ringed, each with its points and tiles
        left), and its whites and boards in hand."""
        state, panel = picture.state, self.panel
        row, score, mini = panel.rows[seat], panel.score_rect(seat), panel.mini_rect(seat)
        width = mini.left - row.left  # all of the row left of the supply
        colors = state.colors_of(seat)
        return {
            **panel.edge_parts(seat, state.current_seat, None),
            "token": (panel.token_rect(seat), (token_color(state, seat),)),
            "score": (pygame.Rect(row.left, score.top, width, score.height), (picture.scores[seat],)),
            "colors": (pygame.Rect(row.left, score.bottom, width, row.bottom - score.bottom),
                       tuple((c == state.current_color, picture.color_scores[c], state.tiles_left(c)) for c in colors)),
            "supply": (mini, (state.whites_left(seat), state.boards_left(seat))),
        }

    def draw_seat(self, image, picture: KaleidoPicture, seat: int) -> None:
        """One seat's row (a region of its own, so a move redraws only the rows it changed)."""
        state, s = picture.state, picture.scale
        self.panel.draw_row(image, seat, state.current_seat, None, picture.scores[seat],
                            lambda surf, _, rect: panels.draw_seat_colors(surf, state, seat, rect, s, picture.color_scores),
                            color=token_color(state, seat))
        panels.draw_seat_supply(image, state, seat, self.panel.mini_rect(seat), s)

    def draw_shelf(self, image) -> None:
        """The shelf's panel (once: its words and pieces lie on it, each in a region of its own)."""
        theme.draw_panel(image, self.shelf.rect)

    def words_parts(self, picture: KaleidoPicture) -> dict:
        """The shelf's words line by line (kept per seat, colour and moment)."""
        state = picture.state
        key = (state.current_seat, state.current_color, picture.shelf_mode)
        if self.kept_words is None or self.kept_words[0] != key:
            self.kept_words = (key, self.shelf.words_parts(state, picture.shelf_mode))
        return self.kept_words[1]

    def draw_words(self, image, picture: KaleidoPicture) -> None:
        image.fill(theme.PANEL, self.shelf.words_rect)
        self.shelf.draw_words(image, picture.state, picture.shelf_mode)

    def pieces_parts(self, picture: KaleidoPicture) -> dict:
        """The pieces' region part by part: each piece with its caption, each Turn button,
        and the words when they run under the pieces (kept per :meth:`pieces_parts_key`)."""
        key = self.pieces_parts_key(picture)
        if self.kept_pieces is None or self.kept_pieces[0] != key:
            shelf, state = self.shelf, picture.state
            parts = shelf.slot_parts(state, picture.drag.flying, picture.usable)
            for i, button in enumerate((shelf.turn_left, shelf.turn_right)):
                parts[("turn", i)] = (theme.panel_area(button.rect).inflate(2, 2), button.look())
            if shelf.words_run_under_the_pieces(state, picture.shelf_mode):
                parts[("words",)] = (shelf.pieces_rect, (state.current_seat, state.current_color, picture.shelf_mode))
            self.kept_pieces = (key, parts)
        return self.kept_pieces[1]

    def pieces_parts_key(self, picture: KaleidoPicture) -> tuple:
        """What the pieces' parts are worked out from."""
        state, shelf = picture.state, self.shelf
        return (state.current_seat, state.current_color, picture.shelf_mode, picture.version, picture.drag.flying,
                tuple(picture.usable.items()), shelf.hover, shelf.turn_left.look(), shelf.turn_right.look())

    def draw_pieces(self, image, picture: KaleidoPicture) -> None:
        """The pieces and the Turn buttons, on the panel's cloth (with the words that run under them)."""
        shelf = self.shelf
        image.fill(theme.PANEL, shelf.pieces_rect)
        if shelf.words_run_under_the_pieces(picture.state, picture.shelf_mode):
            shelf.draw_words(image, picture.state, picture.shelf_mode)
        shelf.draw_slots(image, picture.state, picture.drag.flying, picture.usable)
        shelf.turn_left.draw(image)
        shelf.turn_right.draw(image)


def token_color(state, seat: int) -> str:
    """The colour of the token beside a seat's name: the one that plays now, for the seat
    to play (a seat of two colours plays each in turn), else the seat's first."""
    return state.current_color if seat == state.current_seat and state.current_color else state.colors_of(seat)[0]
