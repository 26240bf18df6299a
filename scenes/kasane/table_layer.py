"""The Kasane table kept as one picture between moves, region by region: the market's
panel, header, pile and each row; the kakemono's panel and each style's row; the seats'
header and each seat; the message strip with the chooser's bar; the Menu and "See the
scores" buttons. Each region is redrawn only when what it shows changes, by its own
drawer; the rows and the message strip only where a piece of them changed (a card, a
slot, an outline, the message: :mod:`scenes.kasane.pieces`), unless they change as a
whole (the seat to play lit, a held card's veil). Only the places redrawn and what the
last frame drew over the picture are copied to the screen (the whole picture after
anything else drew on the window)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.kasane import STYLES
from scenes.kasane import art, kakemono, market, seat_strip
from scenes.kasane.chooser_bar import ChooserBar
from scenes.table.screen_updates import ScreenUpdates
from scenes.kasane.picture import KasanePicture
from scenes.ui.pieces import KeptPieces
from scenes.kasane.places import Places
from scenes.table.messages import message_box
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.layers import RegionLayer, blit_around
from scenes.ui.widgets import Button


def warm(places: Places, window: tuple[int, int]) -> None:
    """Rasterise every card and icon at the sizes this window shows them, and each seat
    row's panel in each of its looks, once, so no frame in the middle of a game stalls
    on the SVG art or a panel."""
    s = places.scale
    heights = {places.market_card_h, places.seat_card_h}
    if places.pile_rect is not None:
        heights.add(places.pile_rect.height)
        art.back_image(places.pile_rect.height)
    for value in [None, *range(1, 10)]:
        for height in heights:
            art.card_image(value, height)
        market.shaded(value, places.market_card_h)
    art.back_image(round(26 * s))
    theme.raised_shadow(art.card_size(places.market_card_h))   # under the card held
    for style in STYLES:
        art.icon(f"style_{style}", places.style_rows[style].height - round(6 * s))
    for seat, row in enumerate(places.seat_rows):
        for look in seat_strip.LOOKS:
            seat_strip.panel(window, tuple(seat_strip.area(places, seat)), tuple(row), *look)


class TableLayer:
    def __init__(self, size, draw_message: Callable, screen: ScreenUpdates):
        self.layer = RegionLayer(size)
        """The picture of the table, region by region, each kept with the key it was drawn for."""
        self.draw_message = draw_message
        """The table's message drawer: ``draw_message(surface, area, text, refusal)``
        (:meth:`scenes.table.messages.MessageStrip.draw`)."""
        self.screen = screen
        """Where the table's frames report what they changed and what moves over the picture."""
        self.pieces = KeptPieces()
        """What the regions drawn piece by piece show (listed when it changes)."""
        self.message_fits = True
        """The message fits its strip and is kept in the picture; a taller one is drawn
        over the table in every frame instead."""

    def draw(self, surface, picture: KasanePicture, buttons: dict[str, Button], bar: ChooserBar,
             whole: bool) -> None:
        """Bring the kept picture up to date and copy to ``surface`` what changed on it
        (all of it when ``whole``)."""
        if self.layer.size != surface.get_size():
            self.layer, self.pieces = RegionLayer(surface.get_size()), KeptPieces()
        self.layer.begin(surface, self.screen.left_behind(), whole)
        self.refresh(picture, buttons, bar)
        changed = self.layer.finish()
        if changed is None:
            self.screen.everything()
        for rect in changed or ():
            self.screen.changed(rect)

    def refresh(self, picture: KasanePicture, buttons: dict[str, Button], bar: ChooserBar) -> None:
        places, rects = picture.places, picture.rects
        for name, area, draw in (("market", rects["market"], market.draw_frame),
                                 ("kakemono", rects["kakemono"], kakemono.draw_frame)):
            self.layer.region(name, area.union(area.move(0, 6)), (tuple(area), picture.scale),
                              lambda surface, draw=draw: draw(surface, picture))
            if name == "market":   # the pile and the rows over the panel: drawn again with it
                frame = self.layer.keys["market"]
                pile, pile_area = (frame, market.pile_key(picture)), market.pile_area(picture)
                self.layer.region("market pile", pile_area, pile, lambda surface: market.draw_pile_area(surface, picture))
                for row, band in enumerate(places.market_bands[:len(picture.state.market)]):
                    over = pile if band.colliderect(pile_area) else None  # a band the pile's words reach into
                    name = f"market row {row}"   # on the panel, which fills the band; a take redraws the cards it moved
                    shown, parts = self.pieces.of(name, market.row_key(picture, row),
                                                  lambda row=row: market.row_pieces(picture, row))
                    self.layer.region(name, band, (frame, over), lambda surface, row=row, shown=shown: market.draw_row(
                        surface, picture, row, shown), opaque=True, parts=parts)
        for style in STYLES:   # on the kakemono's panel, which fills each row; a move redraws the slots it changed
            name = f"kakemono {style}"
            shown, parts = self.pieces.of(name, kakemono.row_key(picture, style),
                                          lambda style=style: kakemono.row_pieces(picture, style))
            self.layer.region(name, places.style_rows[style], (), lambda surface, style=style, shown=shown: kakemono.draw_row(
                surface, picture, style, shown), opaque=True, parts=parts)
        self.layer.region("seats header", places.seats_header, (),
                    lambda surface: seat_strip.draw_header(surface, picture))
        for seat, key in enumerate(seat_strip.keys(picture)):   # a move redraws only where the seat's cards changed
            name = f"seat {seat}"
            shown, parts = self.pieces.of(name, key, lambda seat=seat: seat_strip.pieces(picture, seat))
            self.layer.region(name, seat_strip.area(places, seat), seat_strip.look(picture, seat),
                              lambda surface, seat=seat, shown=shown: seat_strip.draw(surface, picture, seat, shown),
                              opaque=True, parts=parts)
        self.refresh_message(picture, bar)
        for name, button in buttons.items():
            self.layer.region(f"button {name}", button.rect.union(button.rect.move(0, 6)), button.look(), button.draw)

    def refresh_message(self, picture: KasanePicture, bar: ChooserBar) -> None:
        """The message strip: the message, kept in the picture while its box fits (two
        lines do), and the chooser's bar while a person chooses; a new message or a
        button's change redraws only where they were and are."""
        strip, area, text = picture.rects["message"], picture.message_area, picture.message
        window = self.layer.surface.get_rect()
        box = message_box(text, area, window, picture.scale, picture.message_is_refusal)[0] if text else None
        self.message_fits = fits = box is None or area.contains(box)
        parts = {("button", name): (tuple(button.rect.union(button.rect.move(0, 6))), button.look())
                 for name, button in bar.buttons.items() if button.visible}
        if box is not None and fits:
            parts[("message",)] = (tuple(theme.panel_area(box)), (text, picture.message_is_refusal))
        filled = filled_by_box(box) if box is not None and fits else pygame.Rect(0, 0, 0, 0)

        def draw(surface):   # the backdrop (of the surface's clip) but where the box paints every pixel
            blit_around(surface, backdrop(window.size), window, filled)
            if fits:
                self.draw_message(surface, area, text, picture.message_is_refusal)
            bar.draw(surface)
        self.layer.region("message", strip.inflate(4, 8), (tuple(strip),), draw, opaque=True, parts=parts)


def filled_by_box(box: pygame.Rect) -> pygame.Rect:
    """The part of the message's box its panel fills whatever its corners' radius (at
    most half the box's height): the backdrop under it need not be laid first."""
    return box.inflate(-box.height - 2, 0)
