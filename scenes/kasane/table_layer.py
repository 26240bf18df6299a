"""The Kasane table kept as one picture between moves: its regions (market,
kakemono, the seats' header, each seat, the message) are redrawn only when what they
show changes, each by its own drawer."""
from __future__ import annotations

from typing import Callable

from game.kasane import STYLES
from scenes.kasane import art, chooser_panel, kakemono, market, seat_strip
from scenes.kasane.picture import KasanePicture
from scenes.kasane.places import Places
from scenes.table.messages import message_box
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui.layers import RegionLayer


def warm(places: Places) -> None:
    """Rasterise every card and icon at the sizes this window shows them, once, so no
    frame in the middle of a game stalls on the SVG art."""
    s = places.scale
    heights = {places.market_card_h, places.seat_card_h, chooser_panel.card_height(s)}
    for value in [None, *range(1, 10)]:
        for height in heights:
            art.card_image(value, height)
    art.back_image(round(26 * s))
    for style in STYLES:
        row = places.style_rows[style]
        art.icon(f"style_{style}", row.height - round(6 * s))
        art.icon(f"style_{style}", chooser_panel.option_height(s) - 6)


class TableLayer:
    def __init__(self, size, draw_message: Callable, screen_updates: ScreenUpdates):
        self.layer = RegionLayer(size)
        """The picture of the table, region by region, each kept with the key it was drawn for."""
        self.draw_message = draw_message
        """The table's message drawer: ``draw_message(surface, area, text)``."""
        self.screen_updates = screen_updates

    def draw(self, surface, picture: KasanePicture) -> None:
        """Bring the kept picture up to date and copy it to ``surface``."""
        size = surface.get_size()
        if self.layer.size != size:
            self.layer = RegionLayer(size)
        self.refresh(picture)
        surface.blit(self.layer.surface, (0, 0))

    def forget(self) -> None:
        """Every region is drawn again next time (the state shown was replaced)."""
        self.layer.forget()

    @property
    def message_fits(self) -> bool:
        """The message fits its strip and is kept in the picture; a taller one is drawn
        over the table in every frame instead."""
        return self.layer.keys["message"][-1]

    def region(self, name: str, rect, key, draw) -> None:
        """Redraw region ``name`` when its ``key`` changed; the whole window then goes to
        the screen (a frame where only pieces move sends just those)."""
        if self.layer.keys.get(name) == key:
            return
        self.screen_updates.everything()
        self.layer.region(name, rect, key, draw)

    def refresh(self, picture: KasanePicture) -> None:
        state, s, rects = picture.state, picture.scale, picture.rects
        area = rects["market"]
        self.region("market", area.union(area.move(0, 6)), market.key(picture),
                    lambda surface: None if picture.selection else market.draw(surface, picture))
        area = rects["kakemono"]
        self.region("kakemono", area.union(area.move(0, 6)), kakemono.key(picture),
                    lambda surface: kakemono.draw(surface, picture))
        self.region("seats header", picture.places.seats_header, (),
                    lambda surface: seat_strip.draw_header(surface, picture))
        self.refresh_message(picture)
        for seat, key in enumerate(seat_strip.keys(picture)):
            self.region(f"seat {seat}", picture.places.seat_rows[seat].inflate(4, 4), key,
                        lambda surface, seat=seat: seat_strip.draw(surface, picture, seat))

    def refresh_message(self, picture: KasanePicture) -> None:
        """The message, kept in the picture while its box fits its strip (two lines do)."""
        strip, text = picture.rects["message"], picture.message
        window = self.layer.surface.get_rect()
        fits = not text or strip.contains(message_box(text, strip, window, picture.scale,
                                                      picture.message_is_refusal)[0])
        self.region("message", strip.inflate(4, 8), (text, picture.message_is_refusal, fits),
                    lambda surface: self.draw_message(surface, strip, text) if fits else None)
