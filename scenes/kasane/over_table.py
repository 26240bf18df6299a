"""What moves over the table in every frame, each reported to the screen: the held (or
snapping back) card with the red outline of a refused place and its score badge, and
the badge of the chooser's selection over the selected cards."""
from __future__ import annotations

import pygame

from scenes.kasane import art
from scenes.kasane.picture import KasanePicture
from scenes.table import marks
from scenes.table.screen_updates import ScreenUpdates


def draw_held(surface, picture: KasanePicture, screen_updates: ScreenUpdates) -> None:
    drag = picture.drag
    if drag.flying is None:
        return
    row = picture.state.market[drag.flying[1]]
    if not row:
        return
    rect = art.draw_raised(surface, art.card(row[-1], picture.places.market_card_h), drag.flying_at, (6, 8))
    screen_updates.moving(rect.union(rect.move(6, 8)))
    picture.drop.draw(surface, rect, picture.scale, screen_updates)   # red where the card may not go


def selection_rect(picture: KasanePicture) -> pygame.Rect | None:
    """The chooser's selected cards in the seat's strip (the kimono's last card with them)."""
    state, places, selection = picture.state, picture.places, picture.selection
    if selection is None:
        return None
    seat = state.current_seat
    hand = places.hand_cards(seat, len(state.hands[seat]))
    if not hand:
        return None
    picked = hand[-selection.length:]
    box = picked[0].union(picked[-1])
    if selection.reuse and state.kimonos[seat]:
        box = box.union(places.kimono_cards(seat, len(state.kimonos[seat]))[-1])
    return box.inflate(8, 8)


def draw_selection_preview(surface, picture: KasanePicture, screen_updates: ScreenUpdates) -> None:
    """Over the selected cards: the points the selection would bring (the engine's count)."""
    anchor = selection_rect(picture) if picture.selection_preview else None
    if anchor is not None:
        text, points = picture.selection_preview
        screen_updates.moving(marks.preview_badge(surface, text, points, anchor, picture.scale))
