"""A hint's move on the Kasane table: a take outlines the market's card and ghosts it
where it goes (the end of the hand, or the accessories); a combination outlines the
hand's cards it plays and the kakemono slot it goes to, and ghosts them on the kimono.
Declining to combine places nothing: the hint's line says it."""
from __future__ import annotations

import pygame

from game.kasane import Combine, Take
from scenes.kasane import art
from scenes.kasane.glides import take_path
from scenes.kasane.picture import KasanePicture
from scenes.table.marks import draw_ghost, outline_hint


def draw_hint(surface, picture: KasanePicture, move) -> list[pygame.Rect]:
    """Draw ``move``'s ghost and outlines; the rectangles drawn over."""
    state, places, scale = picture.state, picture.places, picture.scale
    seat = state.current_seat
    if isinstance(move, Take):
        card, taken, target = take_path(state, places, move)
        return [outline_hint(surface, taken, scale), draw_ghost(surface, art.card(card, target.height), target, scale)]
    if isinstance(move, Combine):
        hand = state.hands[seat]
        played = places.hand_cards(seat, len(hand))[-move.length:]
        kimono = state.kimonos[seat]
        laid = places.kimono_cards(seat, len(kimono) + move.length)[-move.length:]
        drawn = [outline_hint(surface, played[0].union(played[-1]), scale)]
        for card, rect in zip(hand[-move.length:], laid):
            drawn.append(draw_ghost(surface, art.card(card, rect.height), rect, scale))
        if move.reuse_last and kimono:
            drawn.append(outline_hint(surface, places.kimono_cards(seat, len(kimono))[-1], scale))
        slot = places.slots.get((move.style, move.size))
        if slot is not None:
            drawn.append(outline_hint(surface, slot, scale))
        return drawn
    return []
