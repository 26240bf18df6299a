"""The seats region: the column labels, and each seat's strip (its token, whole name,
points, Emperor chip and computer level; its accessories; its kimono with its
combinations; its hand), with the chooser's selection and the last move outlined."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kasane import art
from scenes.kasane.colors import EMPEROR, LAST, LEGAL
from scenes.kasane.marked_turns import ACCESSORY, HAND
from scenes.kasane.picture import KasanePicture
from scenes.ui.theme import draw_text
from scenes.table.hud import fitting_font
from scenes.ui import theme
from session.plurals import counted

COLUMN_LABELS = {"accessories": "Accessories", "kimono": "Kimono (combinations as played)",
                 "hand": "Hand (oldest left, newest right)"}


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


def level(seat) -> str:
    """A computer seat's level as the seat panels of every table say it ("Normal computer")."""
    return f"{seat.level.capitalize()} computer" if seat.kind == "computer" else ""


def draw_header(surface, picture: KasanePicture) -> None:
    s, places = picture.scale, picture.places
    header = places.seats_header
    tiny = theme.font("small", s * 0.85)
    for name, (x, _) in places.columns.items():
        draw_text(surface, COLUMN_LABELS[name], tiny, theme.TEXT_DIM, (x, header.centery), "midleft")
    draw_text(surface, "Players", tiny, theme.TEXT_DIM, (header.left + round(12 * s), header.centery), "midleft")


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


def draw(surface, picture: KasanePicture, seat: int) -> None:
    row = picture.places.seat_rows[seat]
    mine = picture.mine(seat)
    edge = theme.ACCENT if mine else theme.PANEL_EDGE
    theme.draw_panel(surface, row, theme.PANEL_LIGHT if mine else theme.PANEL, edge, shadow=False)
    if mine:
        pygame.draw.rect(surface, theme.ACCENT, row, 3, border_radius=theme.RADIUS)
    if picture.drag.holding and mine:
        surface.blit(glow(row.size, 60 if picture.drag.hover_target else 28), row)
        pygame.draw.rect(surface, LEGAL, row, 3, border_radius=theme.RADIUS)
    draw_info(surface, picture, seat, row)
    draw_accessories(surface, picture, seat)
    draw_kimono(surface, picture, seat)
    draw_hand(surface, picture, seat)


@lru_cache(maxsize=8)
def glow(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The green veil over the row a held card may go to (brighter with the card over it)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*LEGAL, alpha))
    return veil


def draw_info(surface, picture: KasanePicture, seat: int, row: pygame.Rect) -> None:
    state, s, places = picture.state, picture.scale, picture.places
    radius = round(11 * s)
    theme.draw_player_token(surface, picture.color(seat),
                            (row.left + round(12 * s) + radius, row.top + round(6 * s) + radius), radius)
    room = places.info_w - round(48 * s)
    name_text = picture.name(seat)
    bold = fitting_font(name_text, "body", s, room, bold=True)   # smaller until the whole name fits, never cut
    name = draw_text(surface, name_text, bold, theme.TEXT, (row.left + round(40 * s), row.top + round(5 * s)))
    score = places.score_rect(seat)
    label = theme.font("label", s, bold=True)
    shown = draw_text(surface, counted(picture.scores[seat], "pt"), label, theme.ACCENT, score.midleft, "midleft")
    small = theme.font("small", s * 0.9)
    computer = level(picture.seats[seat])
    x = shown.right + round(8 * s)
    if seat == state.first_seat and not picture.finished:
        chip = small.render("Emperor", True, theme.TEXT_DARK)
        box = chip.get_rect().inflate(round(10 * s), round(2 * s))
        box.midleft = (name.right + round(8 * s), name.centery)
        if box.right > row.left + places.info_w:
            box.midleft = (x, shown.centery)
            x = box.right + round(6 * s)
        pygame.draw.rect(surface, EMPEROR, box, border_radius=round(8 * s))
        surface.blit(chip, chip.get_rect(center=box.center))
    if computer and row.height > round(60 * s):
        left = row.left + round(40 * s)
        text, font = level_label(computer, s * 0.9, row.left + places.info_w - left)
        draw_text(surface, text, font, theme.TEXT_DIM, (left, score.bottom + round(2 * s)))
    elif computer:
        text, font = level_label(computer, s * 0.9, row.left + places.info_w - x)
        draw_text(surface, text, font, theme.TEXT_DIM, (x, shown.centery), "midleft")


def level_label(level: str, scale: float, room: int):
    """"Normal computer", or "Normal" where that does not fit, in a font that fits ``room``."""
    for text in (level, level.split(" ")[0]):
        if theme.font("small", scale).size(text)[0] <= room:
            return text, theme.font("small", scale)
    short = level.split(" ")[0]
    return short, fitting_font(short, "small", scale, room)


def draw_empty(surface, picture: KasanePicture, zone: pygame.Rect) -> None:
    """The outline of a card where a seat has none yet."""
    pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(zone.left, zone.top, picture.places.seat_card_w,
                                                            zone.height), 1, border_radius=6)


def draw_accessories(surface, picture: KasanePicture, seat: int) -> None:
    count = len(picture.state.accessories[seat])
    rects = picture.places.accessory_cards(seat, count)
    if not count:
        draw_empty(surface, picture, picture.places.accessory_zone(seat))
        return
    for rect in rects:
        surface.blit(art.card_image(None, rect.height), rect)
    if picture.marks.outlined_card(seat) == ACCESSORY:
        pygame.draw.rect(surface, LAST, rects[-1].inflate(6, 6), 3, border_radius=7)


def draw_kimono(surface, picture: KasanePicture, seat: int) -> None:
    state = picture.state
    kimono = state.kimonos[seat]
    rects = picture.places.kimono_cards(seat, len(kimono))
    if not kimono:
        draw_empty(surface, picture, picture.places.kimono_zone(seat))
        return
    for card, rect in zip(kimono, rects):
        surface.blit(art.card(card, rect.height), rect)
    for n, (style, first, last) in enumerate(combination_spans(state, seat)):
        box = rects[first].union(rects[last]).inflate(2, 2)
        pygame.draw.rect(surface, (236, 228, 206) if n % 2 == 0 else (180, 200, 230), box, 2, border_radius=6)
    selection = picture.choosing(seat)
    if selection and selection.reuse:
        pygame.draw.rect(surface, theme.FOCUS, rects[-1].inflate(8, 8), 3, border_radius=7)
    last = picture.marks.combination(seat)
    if last is not None and len(rects) >= last.size:
        box = rects[-last.size].union(rects[-1]).inflate(8, 8)
        pygame.draw.rect(surface, LAST, box, 3, border_radius=8)


def draw_hand(surface, picture: KasanePicture, seat: int) -> None:
    hand = picture.state.hands[seat]
    hidden = next((h for h in picture.hidden if h[0] == "hand" and h[1] == seat), None)
    shown = len(hand) - (hidden[2] if hidden else 0)
    rects = picture.places.hand_cards(seat, len(hand))
    for card, rect in zip(hand[:shown], rects):
        surface.blit(art.card(card, rect.height), rect)
    selection = picture.choosing(seat)
    if selection and rects:
        picked = rects[-selection.length:]
        box = picked[0].union(picked[-1]).inflate(8, 8)
        pygame.draw.rect(surface, theme.FOCUS, box, 3, border_radius=8)
    if picture.marks.outlined_card(seat) == HAND and rects and shown == len(hand):
        pygame.draw.rect(surface, LAST, rects[-1].inflate(6, 6), 3, border_radius=7)
    if not hand:
        zone = picture.places.hand_zone(seat)
        draw_text(surface, "empty", theme.font("small", picture.scale * 0.9), theme.TEXT_DIM,
                  (zone.left, zone.centery), "midleft")
