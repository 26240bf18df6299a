"""Kasane's own animations: a computer's taken card glides from the market to its
seat's row; a combination's cards glide from the hand to the kimono and the seat's
button onto its slot. Each moving picture is reported to ``screen`` (its ``moving(rect)``:
the table's :class:`scenes.table.screen_updates.ScreenUpdates`)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.kasane import Combine, KasaneState, Take
from scenes.kasane import art
from scenes.kasane.places import Places
from scenes.table.animation import Animator
from scenes.table.pacing import GLIDE_SECONDS
from scenes.ui import theme


class Glides:
    def __init__(self, animator: Animator, screen, colors: tuple[str, ...]):
        self.animator = animator
        self.screen = screen
        self.colors = colors
        """Each seat's colour, for its button."""
        self.hidden: tuple = ()
        """The cards in flight, not drawn where they lie: ("market", row) or ("hand", seat, count)."""

    def take(self, state: KasaneState, places: Places, move: Take, done: Callable[[], None]) -> None:
        """The market row's last card glides to the current seat's hand or accessories."""
        card, start, end = take_path(state, places, move)
        self.hidden = (("market", move.row),)
        self.glide([(card, start, end)], places.scale, done)

    def combination(self, state: KasaneState, places: Places, move: Combine, done: Callable[[], None]) -> None:
        """The combination's cards glide from the hand to the kimono, the button onto the slot."""
        seat = state.current_seat
        cards = state.combination_cards(move.length, move.reuse_last)
        hand = state.hands[seat]
        kimono = len(state.kimonos[seat])
        starts = places.hand_cards(seat, len(hand))[-move.length:]
        ends = places.kimono_cards(seat, kimono + move.length)[-move.length:]
        self.hidden = (("hand", seat, move.length),)
        flights = list(zip(cards[-move.length:], starts, ends))
        button = (("button", seat), places.score_rect(seat), places.slots[(move.style, move.size)])
        self.glide(flights + [button], places.scale, done)

    def landed(self) -> None:
        """Every card is home (the move was played, or the state replaced)."""
        self.hidden = ()

    def glide(self, flights, scale: float, done: Callable[[], None]) -> None:
        """(what, start, end) each; ``done`` is called when the last one lands."""
        for i, (what, start, end) in enumerate(flights):
            draw = self.flying(what, start.size, scale)
            self.animator.glide(start.center, end.center, GLIDE_SECONDS, draw, done if i == len(flights) - 1 else None)

    def flying(self, what, size, scale: float):
        """The picture drawn while a card (or a seat's button) travels."""
        if isinstance(what, tuple) and what[0] == "button":
            color = self.colors[what[1]]
            radius = max(6, round(11 * scale))

            def draw_button(surface, pos):
                theme.draw_player_token(surface, color, (round(pos[0]), round(pos[1])), radius)
                self.screen.moving(pygame.Rect(0, 0, 2 * radius + 4, 2 * radius + 4).move(
                    round(pos[0]) - radius - 2, round(pos[1]) - radius - 2))
            return draw_button
        image = art.card(what, size[1])

        def draw_card(surface, pos):
            rect = art.draw_raised(surface, image, pos, (5, 7))
            self.screen.moving(rect.union(rect.move(5, 7)))   # only the moving card goes to the screen
        return draw_card


def take_path(state: KasaneState, places: Places, move: Take) -> tuple:
    """(the card ``move`` takes, where it lies in the market, where it goes: the end of
    the current seat's hand, or its accessories)."""
    seat = state.current_seat
    row = state.market[move.row]
    card = row[-1]
    start = places.market_card(move.row, len(row) - 1)
    if card.value is None:
        return card, start, places.accessory_cards(seat, len(state.accessories[seat]) + 1)[-1]
    return card, start, places.hand_cards(seat, len(state.hands[seat]) + 1)[-1]
