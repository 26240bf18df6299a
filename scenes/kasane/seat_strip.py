"""The seats region: the column labels, and each seat's strip (its token, whole name,
points, Emperor chip and computer level; its accessories; its kimono with its
combinations; its hand), with the chooser's selection and the last move outlined."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.kasane import art
from scenes.kasane.colors import EMPEROR, LAST, LEGAL
from scenes.kasane.text import points_short
from scenes.kasane.last_moves import ACCESSORY, HAND
from scenes.kasane.picture import KasanePicture
from scenes.ui.pieces import Piece, draw_pieces
from scenes.ui.theme import draw_text
from scenes.table.hud import fitting_font
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from game.narration import shown_name
from game.words import N_, _, pgettext
from session.game_info import level_name

#: The words over each column of the seats' rows, messages.
COLUMN_LABELS = {
    # Translators: over the column of the seats' accessory cards.
    "accessories": N_("Accessories"),
    # Translators: over the column of the seats' kimonos: the cards combined, in the order played.
    "kimono": N_("Kimono (combinations as played)"),
    # Translators: over the column of the seats' hands: the oldest card at the left.
    "hand": N_("Hand (oldest left, newest right)")}

#: A computer seat's level and what it is, as its row says it where there is room, a message.
COMPUTER_LEVELS = {"easy": N_("Easy computer"), "normal": N_("Normal computer"), "hard": N_("Hard computer"),
                   "expert": N_("Expert computer")}


def combination_spans(state, seat) -> list[tuple[str, int, int]]:
    """(style, first kimono index, last kimono index) of each combination the seat made;
    a combination that reused the kimono's last card starts on the previous one's end."""
    spans, used = [], 0
    for style, size, reuse in state.combinations(seat):
        length = size - (1 if reuse else 0)
        start = used - 1 if reuse else used
        spans.append((style, start, used + length - 1))
        used += length
    return spans


def level(seat) -> tuple[str, str]:
    """A computer seat's level as the seat panels of every table say it, and short where
    that does not fit: ("Normal computer", "Normal"); ("", "") for a person."""
    if seat.kind != "computer":
        return "", ""
    short = level_name(seat.level)
    return (_(COMPUTER_LEVELS[seat.level]) if seat.level in COMPUTER_LEVELS else short), short


def draw_header(surface, picture: KasanePicture) -> None:
    s, places = picture.scale, picture.places
    header = places.seats_header
    tiny = theme.font("small", s * 0.85)
    for name, (x, _width) in places.columns.items():
        draw_text(surface, _(COLUMN_LABELS[name]), tiny, theme.TEXT_DIM, (x, header.centery), "midleft")
    # Translators: over the column of the seats at the Kasane table (each player's name and score).
    players = pgettext("the column of the seats", "Players")
    draw_text(surface, players, tiny, theme.TEXT_DIM, (header.left + round(12 * s), header.centery), "midleft")


def keys(picture: KasanePicture) -> list[tuple]:
    """Everything each seat's strip shows, seat by seat."""
    state, drag, marks = picture.state, picture.drag, picture.marks
    hands, kimonos, accessories, first = state.hands, state.kimonos, state.accessories, state.first_seat
    keys = []
    for seat in range(state.players):
        mine = picture.mine(seat)
        selection = picture.choosing(seat)
        keys.append((hands[seat], kimonos[seat], len(accessories[seat]), state.combinations(seat),
                     picture.scores[seat], mine, seat == first and not picture.finished,
                     (drag.holding, drag.hover_target is not None) if mine else None,
                     (selection.length, selection.reuse) if selection else None,
                     tuple(h for h in picture.hidden if h[0] == "hand" and h[1] == seat), marks.of(seat)))
    return keys


def area(places, seat: int) -> pygame.Rect:
    """The seat's region of the table's picture: its row and the backdrop just around it."""
    return places.seat_rows[seat].inflate(4, 4)


#: Every :func:`look` of a row: another seat's, the seat to play's, and with a card held
#: away from and over its row.
LOOKS = ((False, None), (True, None), (True, 28), (True, 60))


def look(picture: KasanePicture, seat: int) -> tuple:
    """What the row shows as a whole (drawn again whole when it changes): its panel,
    lit for the seat to play, veiled green while it holds a card (brighter over its row)."""
    mine = picture.mine(seat)
    glow = (60 if picture.drag.hover_target else 28) if picture.drag.holding and mine else None
    return mine, glow


def draw(surface, picture: KasanePicture, seat: int, shown: list[Piece]) -> None:
    """The row's kept panel, then those of its pieces ``shown`` (:func:`pieces`) that
    reach into the surface's clip."""
    places = picture.places
    panel(surface.get_size(), tuple(area(places, seat)), tuple(places.seat_rows[seat]), *look(picture, seat)).draw(surface)
    draw_pieces(surface, shown)


@dataclass(frozen=True)
class RowPanel:
    """A seat row's panel in one look with the backdrop around it, kept as the part of
    one colour inside it (filled: a fill reads nothing, and a whole row is a lot of
    memory to read at 2560 x 1440) and the pictures of the strips around that part (its
    edges, its rounded corners and the backdrop beside them)."""

    inside: pygame.Rect
    color: pygame.Color
    strips: tuple[tuple[pygame.Surface, pygame.Rect], ...]
    """Each strip's picture and where it goes."""

    def draw(self, surface) -> None:
        for image, place in self.strips:
            surface.blit(image, place)
        surface.fill(self.color, self.inside)


@lru_cache(maxsize=4 * len(LOOKS))   # four seats at most
def panel(window: tuple[int, int], where: tuple, row: tuple, mine: bool, glow: int | None) -> RowPanel:
    """The backdrop under ``where`` with a seat row's panel on it, made once per window
    size and look (the row drawn again whole: a fill and four thin strips instead of the
    backdrop, the panel and the veil each over all of it)."""
    where, row = pygame.Rect(where), pygame.Rect(row)
    image = pygame.Surface(where.size)
    image.blit(backdrop(window), (0, 0), where)
    local = row.move(-where.left, -where.top)
    theme.draw_panel(image, local, theme.PANEL_LIGHT if mine else theme.PANEL,
                     theme.ACCENT if mine else theme.PANEL_EDGE, shadow=False)
    if mine:
        pygame.draw.rect(image, theme.ACCENT, local, 3, border_radius=theme.RADIUS)
    if glow is not None:
        image.blit(theme.veil(local.size, LEGAL, glow), local)
        pygame.draw.rect(image, LEGAL, local, 3, border_radius=theme.RADIUS)
    inside = row.inflate(-2 * (theme.RADIUS + 1), -8)   # clear of the rounded corners and the edges
    strips = (pygame.Rect(where.left, where.top, where.width, inside.top - where.top),
              pygame.Rect(where.left, inside.bottom, where.width, where.bottom - inside.bottom),
              pygame.Rect(where.left, inside.top, inside.left - where.left, inside.height),
              pygame.Rect(inside.right, inside.top, where.right - inside.right, inside.height))
    return RowPanel(inside, image.get_at((inside.centerx - where.left, inside.centery - where.top)),
                    tuple((image.subsurface(strip.move(-where.left, -where.top)).copy(), strip) for strip in strips))


def pieces(picture: KasanePicture, seat: int) -> list[Piece]:
    """What the row shows over its panel, piece by piece, in the order drawn."""
    return [*info_pieces(picture, seat), *accessory_pieces(picture, seat), *kimono_pieces(picture, seat),
            *hand_pieces(picture, seat)]


def info_pieces(picture: KasanePicture, seat: int) -> list[Piece]:
    """The seat's details left of its cards: token, name, points, Emperor chip, level."""
    row, places = picture.places.seat_rows[seat], picture.places
    info = pygame.Rect(row.left, row.top, places.info_w, row.height)
    shown = (picture.name(seat), picture.color(seat), picture.scores[seat], level(picture.seats[seat]),
             seat == picture.state.first_seat and not picture.finished)
    return [(("info",), info, shown, lambda surface: draw_info(surface, picture, seat, row))]


def draw_info(surface, picture: KasanePicture, seat: int, row: pygame.Rect) -> None:
    state, s, places = picture.state, picture.scale, picture.places
    radius = round(11 * s)
    theme.draw_player_token(surface, picture.color(seat),
                            (row.left + round(12 * s) + radius, row.top + round(6 * s) + radius), radius)
    room = places.info_w - round(48 * s)
    name_text = shown_name(picture.name(seat))
    bold = fitting_font(name_text, "body", s, room, bold=True)   # smaller until the whole name fits, never cut
    name = draw_text(surface, name_text, bold, theme.TEXT, (row.left + round(40 * s), row.top + round(5 * s)))
    score = places.score_rect(seat)
    label = theme.font("label", s, bold=True)
    shown = draw_text(surface, points_short(picture.scores[seat]), label, theme.ACCENT, score.midleft, "midleft")
    small = theme.font("small", s * 0.9)
    computer = level(picture.seats[seat])
    x = shown.right + round(8 * s)
    if seat == state.first_seat and not picture.finished:
        # Translators: the chip of the round's first player (the rulebook's Emperor).
        chip = theme.rendered(_("Emperor"), small, theme.TEXT_DARK)
        box = chip.get_rect().inflate(round(10 * s), round(2 * s))
        box.midleft = (name.right + round(8 * s), name.centery)
        if box.right > row.left + places.info_w:
            box.midleft = (x, shown.centery)
            x = box.right + round(6 * s)
        pygame.draw.rect(surface, EMPEROR, box, border_radius=round(8 * s))
        surface.blit(chip, chip.get_rect(center=box.center))
    if computer[0] and row.height > round(60 * s):
        left = row.left + round(40 * s)
        text, font = level_label(computer, s * 0.9, row.left + places.info_w - left)
        draw_text(surface, text, font, theme.TEXT_DIM, (left, score.bottom + round(2 * s)))
    elif computer[0]:
        text, font = level_label(computer, s * 0.9, row.left + places.info_w - x)
        draw_text(surface, text, font, theme.TEXT_DIM, (x, shown.centery), "midleft")


def level_label(level: tuple[str, str], scale: float, room: int):
    """"Normal computer", or "Normal" where that does not fit (``level``: both, :func:`level`),
    in a font that fits ``room``."""
    for text in level:
        if theme.font("small", scale).size(text)[0] <= room:
            return text, theme.font("small", scale)
    short = level[1]
    return short, fitting_font(short, "small", scale, room)


def empty_piece(picture: KasanePicture, name: str, zone: pygame.Rect) -> Piece:
    """The outline of a card where a seat has none yet."""
    rect = pygame.Rect(zone.left, zone.top, picture.places.seat_card_w, zone.height)
    return ((name, "empty"), rect, None,
            lambda surface: pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6))


def card_piece(name: tuple, image: pygame.Surface, rect: pygame.Rect, card) -> Piece:
    return name, rect, card, lambda surface: surface.blit(image, rect)


def outline_piece(name: tuple, color, box: pygame.Rect, radius: int) -> Piece:
    """A 3-pixel outline (the last move, the selection) around ``box``."""
    return name, box, None, lambda surface: pygame.draw.rect(surface, color, box, 3, border_radius=radius)


def accessory_pieces(picture: KasanePicture, seat: int) -> list[Piece]:
    count = len(picture.state.accessories[seat])
    if not count:
        return [empty_piece(picture, "accessories", picture.places.accessory_zone(seat))]
    rects = picture.places.accessory_cards(seat, count)
    shown = [card_piece(("accessory", i), art.card_image(None, rect.height), rect, None) for i, rect in enumerate(rects)]
    if picture.marks.outlined_card(seat) == ACCESSORY:
        shown.append(outline_piece(("accessory", "last"), LAST, rects[-1].inflate(6, 6), 7))
    return shown


def kimono_pieces(picture: KasanePicture, seat: int) -> list[Piece]:
    """The kimono's cards (each overlapping the one before), its combinations' frames, the
    selection's kimono card and the last combination played."""
    state = picture.state
    kimono = state.kimonos[seat]
    if not kimono:
        return [empty_piece(picture, "kimono", picture.places.kimono_zone(seat))]
    rects = picture.places.kimono_cards(seat, len(kimono))
    shown = [card_piece(("kimono", i), art.card(card, rect.height), rect, card)
             for i, (card, rect) in enumerate(zip(kimono, rects))]
    for n, (style, first, last) in enumerate(combination_spans(state, seat)):
        box = rects[first].union(rects[last]).inflate(2, 2)
        color = (236, 228, 206) if n % 2 == 0 else (180, 200, 230)
        shown.append((("combination", n), box, (first, last),
                       lambda surface, box=box, color=color: pygame.draw.rect(surface, color, box, 2, border_radius=6)))
    selection = picture.choosing(seat)
    if selection and selection.reuse:
        shown.append(outline_piece(("kimono", "reused"), theme.FOCUS, rects[-1].inflate(8, 8), 7))
    last = picture.marks.combination(seat)
    if last is not None and len(rects) >= last.size:
        shown.append(outline_piece(("kimono", "last"), LAST, rects[-last.size].union(rects[-1]).inflate(8, 8), 8))
    return shown


def hand_pieces(picture: KasanePicture, seat: int) -> list[Piece]:
    """The hand's cards (not those in flight), the selection and the card last taken."""
    hand = picture.state.hands[seat]
    zone = picture.places.hand_zone(seat)
    if not hand:  # said beside where the first card will lie (a hint ghosts it there)
        small = theme.font("small", picture.scale * 0.9)
        at = (zone.left + picture.places.seat_card_w + round(10 * picture.scale), zone.centery)
        # Translators: said in a seat's row where its hand holds no card.
        empty = pgettext("a hand of no cards", "empty")
        return [(("hand", "empty"), zone, None, lambda surface: draw_text(surface, empty, small, theme.TEXT_DIM,
                                                                         at, "midleft"))]
    hidden = next((h for h in picture.hidden if h[0] == "hand" and h[1] == seat), None)
    shown_count = len(hand) - (hidden[2] if hidden else 0)
    rects = picture.places.hand_cards(seat, len(hand))
    shown = [card_piece(("hand", i), art.card(card, rect.height), rect, card)
             for i, (card, rect) in enumerate(zip(hand[:shown_count], rects))]
    selection = picture.choosing(seat)
    if selection:
        picked = rects[-selection.length:]
        shown.append(outline_piece(("hand", "selection"), theme.FOCUS, picked[0].union(picked[-1]).inflate(8, 8), 8))
    if picture.marks.outlined_card(seat) == HAND and shown_count == len(hand):
        shown.append(outline_piece(("hand", "last"), LAST, rects[-1].inflate(6, 6), 7))
    return shown
