"""The market region: its rows of cards (the rightmost one framed, the one to take),
the draw pile and the discards, and the pointer's highlight on a takeable card."""
from __future__ import annotations

import pygame

from scenes.kasane import art
from scenes.kasane.picture import KasanePicture
from scenes.kasane.text import draw_heading, draw_text
from scenes.ui import theme


def key(picture: KasanePicture) -> tuple:
    """Everything the market shows (nothing while the chooser covers it)."""
    state = picture.state
    return (picture.selection is not None, state.market, state.pile_size, state.discards[-1:], len(state.discards),
            picture.hidden, picture.drag.flying, picture.finished)


def draw(surface, picture: KasanePicture) -> None:
    state, s, places = picture.state, picture.scale, picture.places
    area = picture.rects["market"]
    theme.draw_panel(surface, area)
    header = places.market_header
    draw_heading(surface, "Market", header, s)
    small = theme.font("small", s)
    pile = places.pile_rect
    if pile is not None:
        draw_pile(surface, picture, pile)
    else:
        back = art.back_image(round(26 * s))
        text = draw_text(surface, f"{state.pile_size} in the pile · {len(state.discards)} discarded", small,
                         theme.TEXT_DIM, (header.right - round(12 * s), header.centery), "midright")
        surface.blit(back, back.get_rect(midright=(text.left - round(6 * s), header.centery)))
    for row, cards in enumerate(state.market):
        label = places.market_labels[row]
        draw_text(surface, f"Row {row + 1}", small, theme.TEXT_DIM,
                  (label.left + round(12 * s), label.centery), "midleft")
        away = ("market", row) in picture.hidden or picture.drag.flying == ("market", row)
        for i, rect in enumerate(places.market_cards[row]):
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(4, 4), border_radius=6)
            if i >= len(cards):
                continue
            last = i == len(cards) - 1
            if last and away:
                continue
            image = art.card(cards[i], rect.height)
            surface.blit(image, rect)
            if last:
                # the takeable card: a gold frame (brighter under the pointer: draw_hover)
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=7)
            else:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 14, 16, 60))
                surface.blit(shade, rect)
    if not any(state.market) and not picture.finished:
        draw_text(surface, "The round is over.", theme.font("body", s), theme.TEXT_DIM, area.center, "center")


def draw_pile(surface, picture: KasanePicture, pile: pygame.Rect) -> None:
    """The face-down draw pile and the face-up discards, as small stacks with counts."""
    state, s = picture.state, picture.scale
    small = theme.font("small", s * 0.9)
    for rect, count, label, face in ((pile, state.pile_size, "draw pile", None),
                                     (pile.move(0, pile.height + round(34 * s)), len(state.discards), "discarded",
                                      state.discards[-1] if state.discards else None)):
        for depth in range(min(count, 3) - 1, -1, -1):
            spot = rect.move(depth * 2, -depth * 2)
            if face is None or depth:
                surface.blit(art.back_image(rect.height), spot)
            else:
                surface.blit(art.card(face, rect.height), spot)
        if not count:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        draw_text(surface, f"{count} {label}", small, theme.TEXT_DIM, (rect.centerx, rect.bottom + round(4 * s)),
                  "midtop")


def draw_hover(surface, picture: KasanePicture) -> None:
    """A brighter frame on the takeable card under the pointer."""
    hover, state = picture.hover, picture.state
    if hover is None or hover[0] != "market" or not (picture.human_to_move and state.phase == "take"):
        return
    row, i = hover[1], hover[2]
    if row < len(state.market) and i == len(state.market[row]) - 1 and not picture.drag.holding:
        rect = picture.places.market_card(row, i)
        pygame.draw.rect(surface, (255, 222, 150), rect.inflate(6, 6), 4, border_radius=7)
