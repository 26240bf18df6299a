"""The middle of the table (:class:`OfferStrip`): where each offer tile lies, which one
the pointer is over, the strip drawn, and the tooltip of the tile under the pointer."""
from __future__ import annotations

import pygame

from game.kerala import build_tile_set
from game.words import N_, _, npgettext
from scenes.kerala import art
from scenes.kerala.picture import KeralaPicture
from scenes.ui import theme
from scenes.ui.tooltip import draw_tooltip


#: What an empty middle says.
EMPTY = N_("Empty: the round ends when everyone has acted.")


class OfferStrip:
    def __init__(self):
        self.area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.tile_size = 8
        """The side of an offer tile, in pixels."""
        self.rects: list[pygame.Rect] = []
        """Where each offer tile lies (one place at least)."""
        self.hover: int | None = None
        """The offer tile under the pointer, or None."""

    def place(self, area: pygame.Rect, scale: float) -> None:
        """Lay the strip out in ``area`` (the offer's layout rectangle)."""
        self.area, self.scale = area, scale
        self.tile_size = round(min(area.height - 48 * scale, 92 * scale))
        art.prepare_tiles(build_tile_set(), self.tile_size)  # a new round's tiles come without a slow frame

    def arrange(self, count: int) -> None:
        """Places for ``count`` offer tiles, left to right."""
        s, size = self.scale, self.tile_size
        gap = round(16 * s)
        left = self.area.left + round(150 * s)
        top = self.area.top + round(30 * s)
        self.rects = [pygame.Rect(left + i * (size + gap), top, size, size) for i in range(max(1, count))]

    def index_at(self, pos, count: int) -> int | None:
        """The offer tile (of ``count``) under ``pos``, or None."""
        for i, rect in enumerate(self.rects[:count]):
            if rect.collidepoint(pos):
                return i
        return None

    def pointer_moved(self, pos, count: int) -> bool:
        """Follow the pointer over the ``count`` tiles; True when the tile under it changed."""
        hover = self.index_at(pos, count)
        changed = hover != self.hover
        self.hover = hover
        return changed

    def key(self, picture: KeralaPicture) -> tuple:
        """What the strip shows as a whole (what it shows part by part is :meth:`parts`)."""
        return tuple(self.area), self.tile_size, picture.scale

    def parts(self, picture: KeralaPicture) -> dict:
        """The strip part by part (:meth:`RegionLayer.region`): how many tiles it holds,
        each place with its tile (or none: taken, held, in flight), and the words of an
        empty middle; a move redraws only the places whose tile changed."""
        s, offer = picture.scale, picture.state.offer
        area = self.area
        words = pygame.Rect(area.left, area.top + round(40 * s), round(148 * s), round(40 * s))
        shown = {("count",): (words, len(offer))}
        asked = picture.question
        for i, rect in enumerate(self.rects[:len(offer)]):
            away = (picture.drag.flying == ("offer", i) or picture.carried == ("offer", i)
                    or asked is not None and asked.offer_index == i)
            shown[("place", i)] = (rect.inflate(8, 8), (tuple(rect), None if away else (offer[i], picture.offer_side(i)),
                                                        i == self.lit(picture)))
        if not offer and not picture.finished:
            shown[("empty",)] = (self.empty_words(s)[0].inflate(4, 4), True)
        return shown

    def empty_words(self, scale: float) -> tuple[pygame.Rect, pygame.font.Font]:
        """Where the words of an empty middle lie, and their font."""
        font = theme.font("body", scale)
        rect = pygame.Rect((0, 0), font.size(_(EMPTY)))
        rect.midleft = (self.area.left + round(150 * scale), self.area.centery)
        return rect, font

    def lit(self, picture: KeralaPicture) -> int | None:
        """The tile outlined under the pointer: one a person may pick up now (nothing is held)."""
        return self.hover if picture.human_to_move and picture.drag.flying is None else None

    def draw(self, surface, picture: KeralaPicture) -> None:
        """The strip's tiles and words (over its panel)."""
        s, state = picture.scale, picture.state
        area = self.area
        words = pygame.Rect(area.left, area.top, round(150 * s), area.height)
        if surface.get_clip().colliderect(words):  # not when only a tile's place is drawn again
            # Translators: the title of the tiles in the middle of the table, which players take.
            theme.draw_text(surface, _("The middle"), theme.font("label", s, bold=True), theme.TEXT,
                            (area.left + round(18 * s), area.top + round(14 * s)))
            count = len(state.offer)
            theme.draw_text(surface, npgettext("Kerala: the tiles in the middle", "{count} tile", "{count} tiles",
                                               count, count=count),
                            theme.font("small", s), theme.TEXT_DIM,
                            (area.left + round(18 * s), area.top + round(44 * s)))
        asked = picture.question
        for i, tile in enumerate(state.offer):
            rect = self.rects[i]
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(6, 6), border_radius=8)
            if picture.drag.flying == ("offer", i) or picture.carried == ("offer", i):
                continue
            if asked is not None and asked.offer_index == i:
                continue
            surface.blit(art.tile_image_now(tile, rect.width, picture.offer_side(i)), rect)
            if i == self.lit(picture):
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        if not state.offer and not picture.finished:
            place, font = self.empty_words(s)
            theme.draw_text(surface, _(EMPTY), font, theme.TEXT_DIM, place.midleft, "midleft")

    def draw_tooltip(self, surface, picture: KeralaPicture) -> pygame.Rect | None:
        """What the tile under the pointer is (and how an arch turns), while nothing is
        held; its box (None: none drawn)."""
        offer = picture.state.offer
        if self.hover is None or picture.drag.holding or self.hover >= len(offer):
            return None
        return draw_tooltip(surface, [art.describe(offer[self.hover])], self.rects[self.hover], picture.scale)
