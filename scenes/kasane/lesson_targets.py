"""Where the things a Colors of Kasane lesson points at lie on the Kasane table
(:mod:`session.games.kasane.lesson_vocabulary` names them): found with the table's own
places (:class:`scenes.kasane.places.Places`), the same its drawing and its
hit-testing use, and the combination chooser's buttons."""
from __future__ import annotations

import pygame

#: A lesson's button names -> the chooser bar's.
BAR_BUTTONS = {"end_turn": "end", "more": "more", "fewer": "fewer", "kimono": "kimono"}


def target_rect(table, target) -> pygame.Rect | None:
    """The screen rectangle of ``target`` at the Kasane table ``table`` now, or None."""
    at = target.at
    places, state = table.places, table.state
    if at == "market_row":
        row = target["row"]
        return pygame.Rect(places.market_card(row, len(state.market[row]) - 1)) if state.market[row] else None
    if at == "market_card":
        return pygame.Rect(places.market_card(target["row"], target["index"]))
    if at in ("hand", "kimono", "accessories"):
        return held(table, at, target["seat"])
    if at in ("hand_card", "kimono_card"):
        seat, index = target["seat"], target["index"]
        cards = state.hands[seat] if at == "hand_card" else state.kimonos[seat]
        rects = (places.hand_cards if at == "hand_card" else places.kimono_cards)(seat, len(cards))
        return pygame.Rect(rects[index]) if index < len(cards) else None
    if at == "slot":
        return pygame.Rect(places.slots[(target["style"], target["size"])])
    if at == "style":
        return pygame.Rect(places.style_rows[target["style"]])
    if at == "button":
        button = table.chooser_bar.buttons[BAR_BUTTONS[target["name"]]]
        return pygame.Rect(button.rect) if button.visible else None
    if at == "score":  # with the name above it: who has the points
        label, score = places.label_rect(target["seat"]), places.score_rect(target["seat"])
        return pygame.Rect(label.left, label.top, label.width, score.bottom - label.top)
    if at == "pile":
        return pygame.Rect(places.pile_rect) if places.pile_rect is not None else None
    return None


def held(table, kind: str, seat: int) -> pygame.Rect:
    """Where ``seat``'s hand, kimono or accessories (``kind``) lie: their cards, or, with
    none yet, the place of the first card (an empty hand's with its word "empty"); the rest
    of the zone is bare table."""
    places, state = table.places, table.state
    cards, rects, zone = {"hand": (state.hands, places.hand_cards, places.hand_zone),
                          "kimono": (state.kimonos, places.kimono_cards, places.kimono_zone),
                          "accessories": (state.accessories, places.accessory_cards, places.accessory_zone)}[kind]
    found = rects(seat, len(cards[seat]))
    if found:
        return pygame.Rect(found[0]).unionall(found[1:])
    area = zone(seat)
    width = places.seat_card_w * (2 if kind == "hand" else 1)
    return pygame.Rect(area.left, area.top, width, area.height)


def pieces(table) -> list[pygame.Rect]:
    """The cards on show at the Kasane table ``table`` (the market's, every seat's
    accessories, kimono and hand, the draw pile) and the kakemono's slots."""
    places, state = table.places, table.state
    found = [places.market_card(row, i) for row, cards in enumerate(state.market) for i in range(len(cards))]
    for seat in range(state.players):
        found += places.accessory_cards(seat, len(state.accessories[seat]))
        found += places.kimono_cards(seat, len(state.kimonos[seat]))
        found += places.hand_cards(seat, len(state.hands[seat]))
    found += [places.pile_rect] if places.pile_rect is not None else []
    return [pygame.Rect(r) for r in found] + [pygame.Rect(r) for r in places.slots.values()]
