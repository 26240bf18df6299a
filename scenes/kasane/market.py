"""The market region: its rows of cards (the rightmost one framed, the one to take),
the draw pile and the discards, and the pointer's highlight on a takeable card.

The panel is one region of the table's kept picture, the pile's part of it another and
each row's band another, so taking a card redraws only its row (and the pile's part when
the market is filled again from the pile)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.words import _, ngettext
from scenes.kasane import art
from scenes.kasane.picture import KasanePicture
from scenes.ui.pieces import Piece, draw_pieces
from scenes.kasane.text import draw_heading
from scenes.table.hud import fitting_font
from scenes.ui.theme import draw_text
from scenes.ui import theme


def pile_key(picture: KasanePicture) -> tuple:
    """Everything the pile's part of the panel shows: the pile and the discards."""
    state = picture.state
    return state.pile_size, state.discards[-1:], len(state.discards)


def pile_area(picture: KasanePicture) -> pygame.Rect:
    """The part of the panel the pile and the discards take (a region of its own, so a
    card taken from the pile redraws neither the panel nor its rows): the column beside
    the rows with the words under the stacks, or the header when there is no room."""
    places, area = picture.places, picture.rects["market"]
    pile = places.pile_rect
    if pile is None:
        return pygame.Rect(places.market_header)
    left, top = places.market_bands[0].right, places.market_header.bottom
    column = pygame.Rect(left, top, area.right - 2 - left, area.bottom - 2 - top)
    return column.unionall([label for _text, label in pile_labels(picture, pile)])


def pile_labels(picture: KasanePicture, pile: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """The words under the pile and the discards, and where they go."""
    state, s = picture.state, picture.scale
    small = theme.font("small", s * 0.9)
    labels = []
    # Translators: under the face-down draw pile: how many cards it holds.
    pile_words = ngettext("{count} draw pile", "{count} draw pile", state.pile_size, count=state.pile_size)
    # Translators: under the face-up discards: how many cards they are.
    discard_words = ngettext("{count} discarded", "{count} discarded", len(state.discards), count=len(state.discards))
    for rect, text in ((pile, pile_words), (discards_rect(pile, s), discard_words)):
        box = pygame.Rect((0, 0), small.size(text))
        box.midtop = (rect.centerx, rect.bottom + round(4 * s))
        labels.append((text, box))
    return labels


def discards_rect(pile: pygame.Rect, scale: float) -> pygame.Rect:
    return pile.move(0, pile.height + round(34 * scale))


def row_key(picture: KasanePicture, row: int) -> tuple:
    """Everything one row's band shows."""
    state = picture.state
    return state.market[row], away(picture, row), not any(state.market)


def away(picture: KasanePicture, row: int) -> bool:
    """The row's last card is in flight or held (not drawn where it lies)."""
    return ("market", row) in picture.hidden or picture.drag.flying == ("market", row)


def draw_frame(surface, picture: KasanePicture) -> None:
    theme.draw_panel(surface, picture.rects["market"])
    draw_heading(surface, _("Market"), picture.places.market_header, picture.scale)


def draw_pile_area(surface, picture: KasanePicture) -> None:
    """The pile and the discards on the panel (drawn again under them: the region's clip)."""
    state, s, places = picture.state, picture.scale, picture.places
    theme.draw_panel(surface, picture.rects["market"], shadow=False)
    header = places.market_header
    pile = places.pile_rect
    if pile is not None:
        draw_pile(surface, picture, pile)
        return
    draw_heading(surface, _("Market"), header, s)
    small = theme.font("small", s)
    back = art.back_image(round(26 * s))
    # Translators: the market's header where the pile has no room of its own: {pile} cards face down, {discards}
    # discarded.
    words = _("{pile} in the pile · {discards} discarded", pile=state.pile_size, discards=len(state.discards))
    text = draw_text(surface, words, small,
                     theme.TEXT_DIM, (header.right - round(12 * s), header.centery), "midright")
    surface.blit(back, back.get_rect(midright=(text.left - round(6 * s), header.centery)))


def draw_row(surface, picture: KasanePicture, row: int, shown: list[Piece]) -> None:
    """The row's band on the panel (under this band only: the region's clip), its label,
    then those of its pieces ``shown`` (:func:`row_pieces`) that reach into the clip."""
    s, places = picture.scale, picture.places
    theme.draw_panel(surface, picture.rects["market"], shadow=False)
    label = places.market_labels[row]
    # Translators: a row of the market (1 for the first); short, left of the row's first card.
    words = _("Row {row}", row=row + 1)
    left = label.left + round(10 * s)
    first = places.market_cards[row][0].inflate(max(4, places.market_frame), 0)   # the first card's piece
    draw_text(surface, words, fitting_font(words, "small", s, first.left - left), theme.TEXT_DIM,
              (left, label.centery), "midleft")
    draw_pieces(surface, shown)


def row_pieces(picture: KasanePicture, row: int) -> list[Piece]:
    """What a row shows beside its label, piece by piece: each card's place with the card
    on it (shaded, or the one to take in its gold frame), and the words at the end of a
    round."""
    state, s, places = picture.state, picture.scale, picture.places
    cards = state.market[row]
    frame = places.market_frame
    shown = []
    for i, rect in enumerate(places.market_cards[row]):
        card = cards[i] if i < len(cards) and not (i == len(cards) - 1 and away(picture, row)) else None
        takeable = i == len(cards) - 1
        shown.append((("card", i), rect.inflate(max(4, frame), max(4, frame)), (card, takeable),
                      lambda surface, rect=rect, card=card, takeable=takeable: draw_place(surface, rect, card,
                                                                                           takeable, frame)))
    if not any(state.market) and row == (len(state.market) - 1) // 2:
        slots = places.market_cards[row]
        words = _("The game is over.") if state.is_over else _("The round is over.")
        font = theme.font("body", s)
        box = pygame.Rect((0, 0), font.size(words))
        box.center = slots[0].unionall(slots[1:]).center
        # over the row's empty places, clear of its "Row N" label
        shown.append((("words",), box, words,
                      lambda surface: draw_text(surface, words, font, theme.TEXT_DIM, box.center, "center")))
    return shown


def draw_place(surface, rect: pygame.Rect, card, takeable: bool, frame: int) -> None:
    """A card's place in a row, with the card on it (None: none): shaded, or the one to
    take in a gold frame (brighter under the pointer: :func:`draw_hover`)."""
    pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(4, 4), border_radius=6)
    if card is None:
        return
    if takeable:
        surface.blit(art.card(card, rect.height), rect)
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(frame, frame), 3, border_radius=7)
    else:
        surface.blit(shaded(card.value, rect.height), rect)


@lru_cache(maxsize=64)
def shaded(value: int | None, height: int) -> pygame.Surface:
    """A card that cannot be taken yet: the card under a faint shade."""
    image = art.card_image(value, height).copy()
    image.blit(theme.veil(image.get_size(), (10, 14, 16), 60), (0, 0))
    return image


def draw_pile(surface, picture: KasanePicture, pile: pygame.Rect) -> None:
    """The face-down draw pile and the face-up discards, as small stacks with counts."""
    state, s = picture.state, picture.scale
    small = theme.font("small", s * 0.9)
    stacks = ((pile, state.pile_size, None), (discards_rect(pile, s), len(state.discards),
                                              state.discards[-1] if state.discards else None))
    for (rect, count, face), (text, box) in zip(stacks, pile_labels(picture, pile)):
        for depth in range(min(count, 3) - 1, -1, -1):
            spot = rect.move(depth * 2, -depth * 2)
            if face is None or depth:
                surface.blit(art.back_image(rect.height), spot)
            else:
                surface.blit(art.card(face, rect.height), spot)
        if not count:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        draw_text(surface, text, small, theme.TEXT_DIM, box.midtop, "midtop")


def draw_hover(surface, picture: KasanePicture, screen) -> None:
    """A brighter frame on the takeable card under the pointer, reported to ``screen``."""
    hover, state = picture.hover, picture.state
    if hover is None or hover[0] != "market" or not (picture.human_to_move and state.phase == "take"):
        return
    row, i = hover[1], hover[2]
    if row < len(state.market) and i == len(state.market[row]) - 1 and not picture.drag.holding:
        frame = picture.places.market_frame
        rect = picture.places.market_card(row, i).inflate(frame, frame)
        pygame.draw.rect(surface, (255, 222, 150), rect, 4, border_radius=7)
        screen.moving(rect)
