"""Where everything sits on the Kasane table, in pixels, for one window size.

The regions come from ``assets/layouts/kasane.tmx``; inside them this module places
the market's cards, the kakemono's rows and slots, each seat's strip (its details,
accessories, kimono and hand), and the log over the market with the way back to the
present at the end of the message strip (a past moment shows every seat). Pure geometry: it reads only counts.
"""
from __future__ import annotations

import pygame

from game.kasane import KAKEMONO, STYLES
from game.kasane.data import MAX_COMBINATION, SETUPS
from scenes.kasane.art import card_size
from scenes.ui import layout, theme

SIZES = tuple(range(2, MAX_COMBINATION + 1))   # the kakemono's columns: 2 to 6 cards


class Places:
    def __init__(self, window: tuple[int, int], players: int):
        self.rects = layout.load("kasane").rects(window)
        self.scale = s = theme.scale_for(window)
        self.players = players
        setup = SETUPS[players]
        self.rows, self.row_length = setup.rows, setup.row_length
        self._market(s)
        self._kakemono(s)
        self._seats(s)
        self._log(s)

    # ------------------------------------------------------------------ market
    def _market(self, s: float) -> None:
        area = self.rects["market"]
        self.market_header = pygame.Rect(area.left, area.top, area.width, round(34 * s))
        top = self.market_header.bottom + round(4 * s)
        label_w = round(58 * s)
        gap = round(8 * s)
        room_h = (area.bottom - round(8 * s) - top) // self.rows
        room_w = (area.width - label_w - round(14 * s) - gap * (self.row_length - 1)) // self.row_length
        height = min(room_h - round(6 * s), round(room_w * 1.4))
        self.market_card_h = height
        width, _ = card_size(height)
        self.market_labels = []
        self.market_cards: list[list[pygame.Rect]] = []
        self.market_bands: list[pygame.Rect] = []
        """Each row's band across the market, its label and its cards (a region of the kept picture)."""
        for r in range(self.rows):
            y = top + r * room_h + (room_h - height) // 2
            self.market_labels.append(pygame.Rect(area.left, y, label_w, height))
            self.market_cards.append([pygame.Rect(area.left + label_w + i * (width + gap), y, width, height)
                                      for i in range(self.row_length)])
            right = self.market_cards[r][-1].right + round(6 * s)
            self.market_bands.append(pygame.Rect(area.left + 2, top + r * room_h, right - area.left - 2, room_h))
        self.market_frame = min(6, room_h - height)
        """How far the takeable card's frame reaches beyond it (inside its band)."""
        # the draw pile and the discards beside the rows when there is room (2 and 4 players)
        right = self.market_cards[0][-1].right
        pile_h = min(height, (area.bottom - top - round(80 * s)) // 2)
        pile_w, _ = card_size(pile_h)
        self.pile_rect = None
        if area.right - right - round(24 * s) >= pile_w + round(50 * s):
            x = (right + area.right) // 2 - pile_w // 2
            self.pile_rect = pygame.Rect(x, top + round(8 * s), pile_w, pile_h)

    def market_card(self, row: int, index: int) -> pygame.Rect:
        return self.market_cards[row][index]

    # ---------------------------------------------------------------- kakemono
    def _kakemono(self, s: float) -> None:
        area = self.rects["kakemono"]
        self.kakemono_header = pygame.Rect(area.left, area.top, area.width, round(30 * s))
        top = self.kakemono_header.bottom
        row_h = (area.bottom - round(6 * s) - top) // len(STYLES)
        col_w = round(84 * s)
        left = area.right - round(8 * s) - col_w * len(SIZES)
        self.kakemono_label_w = left - area.left
        self.size_columns = {size: pygame.Rect(left + i * col_w, self.kakemono_header.top, col_w,
                                               self.kakemono_header.height) for i, size in enumerate(SIZES)}
        self.style_rows: dict[str, pygame.Rect] = {}
        self.slots: dict[tuple[str, int], pygame.Rect] = {}
        self.slot_inset = inset = max(2, round(3 * s))
        for i, style in enumerate(STYLES):
            row = pygame.Rect(area.left + round(6 * s), top + i * row_h, area.width - round(12 * s), row_h)
            self.style_rows[style] = row
            for j, size in enumerate(SIZES):
                if size in KAKEMONO[style]:
                    self.slots[(style, size)] = pygame.Rect(left + j * col_w + inset, row.top + inset,
                                                            col_w - 2 * inset, row_h - 2 * inset)

    def style_label(self, style: str) -> pygame.Rect:
        """A style's row left of its slots: its name and rule (while choosing, the place to click)."""
        row = self.style_rows[style]
        return pygame.Rect(row.left, row.top + 1, self.size_columns[SIZES[0]].left - row.left - round(4 * self.scale),
                           row.height - 2)

    def slot_at(self, pos) -> tuple[str, int] | None:
        return next((key for key, rect in self.slots.items() if rect.collidepoint(pos)), None)

    # ------------------------------------------------------------------- seats
    def _seats(self, s: float) -> None:
        area = self.rects["seats"]
        self.seats_header = pygame.Rect(area.left, area.top, area.width, round(18 * s))
        gap = round(6 * s)
        top = self.seats_header.bottom + round(2 * s)
        row_h = (area.bottom - top - gap * (self.players - 1)) // self.players
        self.seat_rows = [pygame.Rect(area.left, top + i * (row_h + gap), area.width, row_h)
                          for i in range(self.players)]
        self.seat_card_h = min(row_h - round(6 * s), round(92 * s))
        card_w, _ = card_size(self.seat_card_h)
        self.seat_card_w = card_w
        self.info_w = round(268 * s)   # room for a whole 16-letter name (shrunk, never cut)
        self.accessory_step = max(4, round(card_w * 0.28))
        self.kimono_step = max(6, round(card_w * 0.56))
        acc_w = card_w + 6 * self.accessory_step
        kimono_w = card_w + 11 * self.kimono_step + round(10 * s)
        x = area.left + self.info_w
        self.columns = {"accessories": (x, acc_w),
                        "kimono": (x + acc_w + round(18 * s), kimono_w),
                        "hand": (x + acc_w + kimono_w + round(36 * s), 0)}
        hand_x = self.columns["hand"][0]
        self.columns["hand"] = (hand_x, area.right - round(8 * s) - hand_x)

    def _zone(self, seat: int, name: str) -> pygame.Rect:
        row = self.seat_rows[seat]
        x, w = self.columns[name]
        return pygame.Rect(x, row.centery - self.seat_card_h // 2, w, self.seat_card_h)

    def hand_zone(self, seat: int) -> pygame.Rect:
        return self._zone(seat, "hand")

    def kimono_zone(self, seat: int) -> pygame.Rect:
        return self._zone(seat, "kimono")

    def accessory_zone(self, seat: int) -> pygame.Rect:
        return self._zone(seat, "accessories")

    def score_rect(self, seat: int) -> pygame.Rect:
        row, s = self.seat_rows[seat], self.scale
        return pygame.Rect(row.left + round(40 * s), row.top + round(26 * s), round(96 * s), round(24 * s))

    def label_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s token, name and score are drawn: the left of its row."""
        row = self.seat_rows[seat]
        return pygame.Rect(row.left, row.top, self.info_w, row.height)

    def hand_cards(self, seat: int, count: int) -> list[pygame.Rect]:
        zone = self.hand_zone(seat)
        w = self.seat_card_w
        step = min(w + round(6 * self.scale), (zone.width - w) // max(1, count - 1)) if count > 1 else w
        return [pygame.Rect(zone.left + i * step, zone.top, w, zone.height) for i in range(count)]

    def kimono_cards(self, seat: int, count: int) -> list[pygame.Rect]:
        zone = self.kimono_zone(seat)
        return [pygame.Rect(zone.left + i * self.kimono_step, zone.top, self.seat_card_w, zone.height)
                for i in range(count)]

    def accessory_cards(self, seat: int, count: int) -> list[pygame.Rect]:
        zone = self.accessory_zone(seat)
        return [pygame.Rect(zone.left + i * self.accessory_step, zone.top, self.seat_card_w, zone.height)
                for i in range(count)]

    # ---------------------------------------------------------------- the log
    def _log(self, s: float) -> None:
        self.log = pygame.Rect(self.rects["market"])
        """The move log, over the market: the seats stay in sight at a past moment."""
