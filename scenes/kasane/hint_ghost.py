"""A hint's turn on the Kasane table, every step of it: a take outlines the market's
card and ghosts it where it goes (the end of the hand, or the accessories); a
combination outlines the hand's cards it plays (the card just taken among them) and the
kakemono slot it goes to, and ghosts them on the kimono; ending the turn without
combining outlines the End the turn button when it is on show (the chooser is open)."""
from __future__ import annotations

import pygame

from game.kasane import Combine, EndTurn, Take
from scenes.kasane import art
from scenes.kasane.glides import take_path
from scenes.kasane.picture import KasanePicture
from scenes.table.marks import draw_ghost, mark_hint_button, outline_hint


def draw_hint(surface, picture: KasanePicture, moves, end_button: pygame.Rect | None) -> list[pygame.Rect]:
    """Draw the ghosts and outlines of ``moves`` (a turn from the picture's state), and
    of ``end_button`` (None when it is not on show) for an end of the turn; the
    rectangles drawn over."""
    state = picture.state.clone()
    drawn = []
    for move in moves:
        before = state.clone()
        state.apply(move)
        if isinstance(move, EndTurn):
            if end_button is not None:
                drawn.append(mark_hint_button(surface, end_button, picture.scale))
        else:
            drawn.extend(draw_step(surface, picture, before, move))
    return drawn


def draw_step(surface, picture: KasanePicture, state, move) -> list[pygame.Rect]:
    """One step's ghosts and outlines: ``move`` played from ``state``."""
    places, scale = picture.places, picture.scale
    seat = state.current_seat
    if isinstance(move, Take):
        card, taken, target = take_path(state, places, move)
        return [outline_hint(surface, taken, scale), draw_ghost(surface, art.card(card, target.height), target, scale)]
    if not isinstance(move, Combine):
        return []
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
