"""Drawing the Kasane table: the banner, the market with the draw pile and the
discards, the kakemono board, each seat's strip (details, accessories, kimono with
its combinations, hand), the outline of the last move, the held card and the
tooltips."""
from __future__ import annotations

import pygame

from game.kasane import KAKEMONO, STYLE_NAMES, STYLES, Combine, Take
from scenes.kasane import art, chooser_view
from scenes.kasane.text import draw_text
from scenes.kasane.chooser import PLAYABLE
from scenes.kasane.places import SIZES
from scenes.table import marks
from scenes.table.hud import draw_banner, fitting_font
from scenes.table.messages import message_box
from scenes.ui import theme
from scenes.ui.layers import RegionLayer
from scenes.ui.tooltip import draw_tooltip

LEGAL = (120, 210, 130)
REFUSED = (214, 120, 96)
LAST = theme.ACCENT
EMPEROR = (214, 170, 60)

# The kakemono's line for each style: short enough for one row at 1280 x 720.
SHORT_RULES = {
    "chidori": "diamond marks, all different",
    "sakura_chirashi": "triangle marks, all different",
    "asanoha": "circle marks, all different",
    "kafuu_fugetsu": "all animal pattern",
    "setsu_getsu_fuka": "all plant pattern",
    "kasane": "all the same number",
    "kagen_no_tsuki": "1 to 5, rising or falling",
    "jouyougen_no_tsuki": "5 to 9, rising or falling",
    "juu": "numbers add up to 10",
}

chooser_buttons = chooser_view.buttons
click_chooser = chooser_view.click


def warm(scene) -> None:
    """Rasterise every card and icon at the sizes this window shows them, once, so no
    frame in the middle of a game stalls on the SVG art."""
    places = scene.places
    heights = {places.market_card_h, places.seat_card_h, chooser_view.card_height(scene)}
    for value in [None, *range(1, 10)]:
        for height in heights:
            art.card_image(value, height)
    art.back_image(round(26 * scene.scale))
    for style in STYLES:
        row = places.style_rows[style]
        art.icon(f"style_{style}", row.height - round(6 * scene.scale))
        art.icon(f"style_{style}", chooser_view.option_height(scene) - 6)


def slot_points(style: str, size: int) -> int:
    return KAKEMONO[style][size]


def flying(scene, what, size):
    """The picture drawn while a computer's card (or button) travels."""
    if isinstance(what, tuple) and what[0] == "button":
        seat = what[1]
        color = scene.setup.seats[seat].color
        radius = max(6, round(11 * scene.scale))

        def draw_button(surface, pos):
            theme.draw_player_token(surface, color, (round(pos[0]), round(pos[1])), radius)
            scene.moving(pygame.Rect(0, 0, 2 * radius + 4, 2 * radius + 4).move(round(pos[0]) - radius - 2,
                                                                               round(pos[1]) - radius - 2))
        return draw_button
    image = art.card(what, size[1])

    def draw_card(surface, pos):
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, rect.move(5, 7))
        surface.blit(image, rect)
        scene.moving(rect.union(rect.move(5, 7)))   # only the moving card goes to the screen
    return draw_card


# ---------------------------------------------------------------------- table
def draw_table(scene, surface) -> None:
    """The table is kept as one picture whose regions (banner, market, kakemono, each
    seat, message) are redrawn only when what they show changes; the pointer's
    highlights, the buttons, the flying and held cards and the tooltips are drawn over
    it every frame."""
    layer = scene.layer_cache
    size = surface.get_size()
    if layer is None or layer.size != size:
        layer = scene.layer_cache = RegionLayer(size)
    refresh_layer(scene, layer)
    surface.blit(layer.surface, (0, 0))
    if scene.chooser is not None and scene.human_to_move:
        chooser_view.draw(scene, surface)
    else:
        draw_market_hover(scene, surface)
    draw_slot_hover(scene, surface)
    scene.menu_button.draw(surface)
    scene.scores_button.draw(surface)


def draw_over_table(scene, surface) -> None:
    """Over the banner's buttons: a message too tall for its strip, the preview of a
    combination, the flying and held cards and the tooltips."""
    if not scene.layer_cache.keys["message"][-1]:   # a message taller than its strip goes over the table
        scene.draw_message(surface, scene.rects["message"], scene.message or scene.drag.message)
    draw_combination_preview(scene, surface)
    scene.animator.draw(surface)
    draw_held(scene, surface)
    draw_tooltips(scene, surface)


def refresh_layer(scene, layer: RegionLayer) -> None:
    state, s, places, drag = scene.state, scene.scale, scene.places, scene.drag
    headline, detail = scene.turn_headline()
    color = None if scene.finished or state.current_seat is None else scene.setup.seats[state.current_seat].color
    right = f"Round {min(state.round, state.players)} of {state.players}"  # the market says the pile and discards
    reserve = scene.banner_reserve   # the Rules and Pause buttons at its right end
    layer.region("banner", scene.rects["banner"], (headline, detail, color, right, reserve),
                 lambda surface: draw_banner(surface, scene.rects["banner"], color, headline, detail, right, s,
                                             reserve))
    choosing = scene.chooser is not None and scene.human_to_move
    held = drag.piece if drag.holding else None
    snap = drag.snap_back.piece if drag.snap_back else None
    market = scene.rects["market"]
    layer.region("market", market.union(market.move(0, 6)),
                 (choosing, state.market, state.pile_size, state.discards[-1:], len(state.discards), scene.hidden,
                  held, snap, scene.finished),
                 lambda surface: None if choosing else draw_market(scene, surface))
    kakemono = scene.rects["kakemono"]
    layer.region("kakemono", kakemono.union(kakemono.move(0, 6)),
                 (tuple(state.kakemono.items()), tuple(selection_marks(scene).items()), last_slot(scene)),
                 lambda surface: draw_kakemono(scene, surface))
    layer.region("seats header", places.seats_header, (), lambda surface: draw_seats_header(scene, surface))
    draw_message_strip(scene, layer)
    scores = state.scores()
    for seat in range(state.players):
        layer.region(f"seat {seat}", places.seat_rows[seat].inflate(4, 4), seat_key(scene, seat, scores),
                     lambda surface, seat=seat: draw_seat(scene, surface, seat, scores))


def draw_message_strip(scene, layer: RegionLayer) -> None:
    """The message, kept in the table's picture while its box fits its strip (two lines
    do); a longer one is drawn over the table every frame instead (see draw_table)."""
    strip = scene.rects["message"]
    text = scene.message or scene.drag.message
    window = layer.surface.get_rect()
    fits = not text or strip.contains(message_box(text, strip, window, scene.scale, scene.message_is_refusal)[0])
    layer.region("message", strip.inflate(4, 8), (text, scene.message_is_refusal, fits),
                 lambda surface: scene.draw_message(surface, strip, text) if fits else None)


def seat_key(scene, seat, scores) -> tuple:
    """Everything a seat's strip shows."""
    state, drag = scene.state, scene.drag
    mine = seat == state.current_seat and not scene.finished
    choosing = scene.chooser is not None and scene.human_to_move and mine
    recent = scene.recent if scene.recent[0] == seat else None
    return (state.hands[seat], state.kimonos[seat], len(state.accessories[seat]), state.combinations(seat),
            scores[seat], mine, seat == state.first_seat and not scene.finished,
            (drag.holding, drag.hover_target is not None) if mine else None,
            (scene.chooser.length, scene.chooser.reuse) if choosing else None,
            tuple(h for h in scene.hidden if h[0] == "hand" and h[1] == seat),
            None if recent is None else (tuple(recent[1]), scene.recent_card))


def draw_market_hover(scene, surface) -> None:
    hover, state = scene.hover, scene.state
    if hover is None or hover[0] != "market" or not (scene.human_to_move and state.phase == "take"):
        return
    row, i = hover[1], hover[2]
    if row < len(state.market) and i == len(state.market[row]) - 1 and not scene.drag.holding:
        rect = scene.places.market_card(row, i)
        pygame.draw.rect(surface, (255, 222, 150), rect.inflate(6, 6), 4, border_radius=7)


def draw_slot_hover(scene, surface) -> None:
    hover = scene.hover
    if hover is None or hover[0] != "slot":
        return
    rect = scene.places.slots[hover[1]]
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=round(6 * scene.scale))


def draw_market(scene, surface) -> None:
    state, s, places = scene.state, scene.scale, scene.places
    area = scene.rects["market"]
    theme.draw_panel(surface, area)
    header = places.market_header
    draw_text(surface, "Market", theme.font("label", s, bold=True), theme.TEXT,
                    (header.left + round(14 * s), header.centery), "midleft")
    small = theme.font("small", s)
    pile = places.pile_rect
    if pile is not None:
        draw_pile(scene, surface, pile)
    else:
        back = art.back_image(round(26 * s))
        text = draw_text(surface, f"{state.pile_size} in the pile · {len(state.discards)} discarded", small,
                         theme.TEXT_DIM, (header.right - round(12 * s), header.centery), "midright")
        surface.blit(back, back.get_rect(midright=(text.left - round(6 * s), header.centery)))
    held = scene.drag.piece if scene.drag.holding else None
    snap = scene.drag.snap_back.piece if scene.drag.snap_back else None
    for row, cards in enumerate(state.market):
        label = places.market_labels[row]
        draw_text(surface, f"Row {row + 1}", small, theme.TEXT_DIM,
                        (label.left + round(12 * s), label.centery), "midleft")
        for i, rect in enumerate(places.market_cards[row]):
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(4, 4), border_radius=6)
            if i >= len(cards):
                continue
            last = i == len(cards) - 1
            if last and (("market", row) in scene.hidden or held == ("market", row) or snap == ("market", row)):
                continue
            image = art.card(cards[i], rect.height)
            surface.blit(image, rect)
            if last:
                # the takeable card: a gold frame (brighter under the pointer: draw_market_hover)
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=7)
            else:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 14, 16, 60))
                surface.blit(shade, rect)
    if not any(state.market) and not scene.finished:
        draw_text(surface, "The round is over.", theme.font("body", s), theme.TEXT_DIM, area.center, "center")


def draw_pile(scene, surface, pile) -> None:
    """The face-down draw pile and the face-up discards, as small stacks with counts."""
    state, s = scene.state, scene.scale
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


def draw_kakemono(scene, surface) -> None:
    state, s, places = scene.state, scene.scale, scene.places
    area = scene.rects["kakemono"]
    theme.draw_panel(surface, area, (46, 44, 40), (120, 104, 80))
    header = places.kakemono_header
    draw_text(surface, "Kakemono", theme.font("label", s, bold=True), theme.TEXT,
                    (header.left + round(14 * s), header.centery), "midleft")
    small = theme.font("small", s)
    tiny = theme.font("small", s * 0.85)
    for size, rect in places.size_columns.items():
        draw_text(surface, f"{size} cards", small, theme.TEXT_DIM, rect.center, "center")
    owners = state.kakemono
    chosen = selection_marks(scene)
    last = last_slot(scene)
    bold = theme.font("small", s, bold=True)
    for i, style in enumerate(STYLES):
        row = places.style_rows[style]
        if i % 2 == 0:
            pygame.draw.rect(surface, (56, 53, 48), row, border_radius=6)
        icon_size = row.height - round(6 * s)
        surface.blit(art.icon(f"style_{style}", icon_size), (row.left + round(4 * s), row.top + round(3 * s)))
        name = draw_text(surface, STYLE_NAMES[style], bold, theme.TEXT,
                               (row.left + icon_size + round(12 * s), row.centery), "midleft")
        room = places.kakemono_label_w - (name.right - area.left) - round(16 * s)
        draw_text(surface, theme.fit_text(SHORT_RULES[style], tiny, room), tiny, theme.TEXT_DIM,
                        (name.right + round(8 * s), row.centery + 1), "midleft")
        for size in SIZES:
            rect = places.slots.get((style, size))
            if rect is None:
                continue
            owner = owners[(style, size)]
            fill = (232, 222, 196) if owner is None else (150, 140, 120)
            pygame.draw.rect(surface, fill, rect, border_radius=round(6 * s))
            pygame.draw.rect(surface, (110, 96, 70), rect, 1, border_radius=round(6 * s))
            points = KAKEMONO[style][size]
            ink = theme.TEXT_DARK
            if owner is None:
                draw_text(surface, f"{points} pt{'s' if points != 1 else ''}", bold, ink, rect.center, "center")
            else:
                radius = rect.height * 0.36
                theme.draw_player_token(surface, scene.setup.seats[owner].color,
                                        (rect.left + radius + round(6 * s), rect.centery), radius)
                draw_text(surface, str(points), bold, ink, (rect.right - round(10 * s), rect.centery),
                                "midright")
            mark = chosen.get((style, size))
            if mark is not None:
                pygame.draw.rect(surface, mark, rect.inflate(4, 4), 3, border_radius=round(7 * s))
            if (style, size) == last:
                pygame.draw.rect(surface, LAST, rect.inflate(8, 8), 3, border_radius=round(8 * s))


def selection_marks(scene) -> dict:
    """While a person chooses: green on the slots the selection may take, red on the
    ones it forms but may not (taken, or a better slot is free)."""
    if scene.chooser is None or not scene.human_to_move:
        return {}
    return {(c.style, c.size): (LEGAL if c.status == PLAYABLE else REFUSED) for c in scene.chooser.choices()}


def last_slot(scene):
    seat, moves = scene.recent
    for move in moves:
        if type(move) is Combine and scene.state.kakemono.get((move.style, move.size)) == seat:
            return (move.style, move.size)
    return None


# ---------------------------------------------------------------------- seats
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


def draw_seats_header(scene, surface) -> None:
    s, places = scene.scale, scene.places
    header = places.seats_header
    tiny = theme.font("small", s * 0.85)
    for name, (x, _) in places.columns.items():
        label = {"accessories": "Accessories", "kimono": "Kimono (combinations as played)",
                 "hand": "Hand (oldest left, newest right)"}[name]
        draw_text(surface, label, tiny, theme.TEXT_DIM, (x, header.centery), "midleft")
    draw_text(surface, "Players", tiny, theme.TEXT_DIM, (header.left + round(12 * s), header.centery), "midleft")


def draw_seat(scene, surface, seat, scores) -> None:
    state, places = scene.state, scene.places
    row = places.seat_rows[seat]
    mine = seat == state.current_seat and not scene.finished
    edge = theme.ACCENT if mine else theme.PANEL_EDGE
    theme.draw_panel(surface, row, theme.PANEL_LIGHT if mine else theme.PANEL, edge, shadow=False)
    if mine:
        pygame.draw.rect(surface, theme.ACCENT, row, 3, border_radius=theme.RADIUS)
    if scene.drag.holding and mine:
        glow = pygame.Surface(row.size, pygame.SRCALPHA)
        glow.fill((*LEGAL, 60 if scene.drag.hover_target else 28))
        surface.blit(glow, row)
        pygame.draw.rect(surface, LEGAL, row, 3, border_radius=theme.RADIUS)
    draw_seat_info(scene, surface, seat, row, scores)
    draw_accessories(scene, surface, seat)
    draw_kimono(scene, surface, seat)
    draw_hand(scene, surface, seat)


def draw_seat_info(scene, surface, seat, row, scores) -> None:
    state, s = scene.state, scene.scale
    radius = round(11 * s)
    theme.draw_player_token(surface, scene.setup.seats[seat].color,
                            (row.left + round(12 * s) + radius, row.top + round(6 * s) + radius), radius)
    room = scene.places.info_w - round(48 * s)
    bold = scene.seat_name_font(seat, room)
    name = draw_text(surface, scene.names[seat], bold, theme.TEXT, (row.left + round(40 * s), row.top + round(5 * s)))
    score = scene.places.score_rect(seat)
    label = theme.font("label", s, bold=True)
    points = scores[seat]
    shown = draw_text(surface, f"{points} pt{'s' if points != 1 else ''}", label, theme.ACCENT, score.midleft,
                      "midleft")
    small = theme.font("small", s * 0.9)
    level = scene.seat_level(seat)
    x = shown.right + round(8 * s)
    if seat == state.first_seat and not scene.finished:
        chip = small.render("Emperor", True, theme.TEXT_DARK)
        box = chip.get_rect().inflate(round(10 * s), round(2 * s))
        box.midleft = (name.right + round(8 * s), name.centery)
        if box.right > row.left + scene.places.info_w:
            box.midleft = (x, shown.centery)
            x = box.right + round(6 * s)
        pygame.draw.rect(surface, EMPEROR, box, border_radius=round(8 * s))
        surface.blit(chip, chip.get_rect(center=box.center))
    if level and row.height > round(60 * s):
        left = row.left + round(40 * s)
        text, font = level_label(level, s * 0.9, row.left + scene.places.info_w - left)
        draw_text(surface, text, font, theme.TEXT_DIM, (left, score.bottom + round(2 * s)))
    elif level:
        text, font = level_label(level, s * 0.9, row.left + scene.places.info_w - x)
        draw_text(surface, text, font, theme.TEXT_DIM, (x, shown.centery), "midleft")


def level_label(level: str, scale: float, room: int):
    """"Normal computer", or "Normal" where that does not fit, in a font that fits ``room``."""
    for text in (level, level.split(" ")[0]):
        if theme.font("small", scale).size(text)[0] <= room:
            return text, theme.font("small", scale)
    short = level.split(" ")[0]
    return short, fitting_font(short, "small", scale, room)


def _last_outline(scene, seat):
    """Where the last taken card went, while that seat is the last to have acted."""
    if scene.recent[0] != seat or not any(type(m) is Take for m in scene.recent[1]):
        return None
    if any(type(m) is Combine for m in scene.recent[1]):
        return None
    return scene.recent_card[0] if scene.recent_card and scene.recent_card[1] == seat else None


def draw_accessories(scene, surface, seat) -> None:
    state = scene.state
    count = len(state.accessories[seat])
    rects = scene.places.accessory_cards(seat, count)
    zone = scene.places.accessory_zone(seat)
    if not count:
        pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(zone.left, zone.top, scene.places.seat_card_w,
                                                                zone.height), 1, border_radius=6)
        return
    for rect in rects:
        surface.blit(art.card_image(None, rect.height), rect)
    if _last_outline(scene, seat) == "accessory":
        pygame.draw.rect(surface, LAST, rects[-1].inflate(6, 6), 3, border_radius=7)


def draw_kimono(scene, surface, seat) -> None:
    state, s = scene.state, scene.scale
    kimono = state.kimonos[seat]
    rects = scene.places.kimono_cards(seat, len(kimono))
    zone = scene.places.kimono_zone(seat)
    if not kimono:
        pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(zone.left, zone.top, scene.places.seat_card_w,
                                                                zone.height), 1, border_radius=6)
        return
    choosing = scene.chooser is not None and scene.human_to_move and seat == state.current_seat
    for i, (card, rect) in enumerate(zip(kimono, rects)):
        surface.blit(art.card(card, rect.height), rect)
    spans = combination_spans(state, seat)
    for n, (style, first, last) in enumerate(spans):
        box = rects[first].union(rects[last]).inflate(2, 2)
        pygame.draw.rect(surface, (236, 228, 206) if n % 2 == 0 else (180, 200, 230), box, 2,
                         border_radius=6)
    if choosing and scene.chooser.reuse:
        pygame.draw.rect(surface, theme.FOCUS, rects[-1].inflate(8, 8), 3, border_radius=7)
    seat_moves = scene.recent[1] if scene.recent[0] == seat else []
    last = next((m for m in seat_moves if type(m) is Combine), None)
    if last is not None and len(rects) >= last.size:
        box = rects[-last.size].union(rects[-1]).inflate(8, 8)
        pygame.draw.rect(surface, LAST, box, 3, border_radius=8)


def draw_hand(scene, surface, seat) -> None:
    state, s = scene.state, scene.scale
    hand = state.hands[seat]
    hidden = next((h for h in scene.hidden if h[0] == "hand" and h[1] == seat), None)
    shown = len(hand) - (hidden[2] if hidden else 0)
    rects = scene.places.hand_cards(seat, len(hand))
    for card, rect in zip(hand[:shown], rects):
        surface.blit(art.card(card, rect.height), rect)
    choosing = scene.chooser is not None and scene.human_to_move and seat == state.current_seat
    if choosing and rects:
        picked = rects[-scene.chooser.length:]
        box = picked[0].union(picked[-1]).inflate(8, 8)
        pygame.draw.rect(surface, theme.FOCUS, box, 3, border_radius=8)
    if _last_outline(scene, seat) == "hand" and rects and shown == len(hand):
        pygame.draw.rect(surface, LAST, rects[-1].inflate(6, 6), 3, border_radius=7)
    if not hand:
        zone = scene.places.hand_zone(seat)
        draw_text(surface, "empty", theme.font("small", s * 0.9), theme.TEXT_DIM, (zone.left, zone.centery),
                        "midleft")


# ---------------------------------------------------------------- the rest
def draw_held(scene, surface) -> None:
    drag = scene.drag
    piece, pos = drag.piece, drag.pointer
    if piece is None and drag.snap_back is not None:
        piece, pos = drag.snap_back.piece, drag.snap_back.position
    if piece is None:
        return
    row = scene.state.market[piece[1]]
    if not row:
        return
    image = art.card(row[-1], scene.places.market_card_h)
    rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    surface.blit(shadow, rect.move(6, 8))
    surface.blit(image, rect)
    if drag.holding:
        scene.draw_refused_drop(surface)      # red where the card may not go, before the drop
        scene.draw_score_preview(surface, rect)


def selection_rect(scene) -> pygame.Rect | None:
    """The chooser's selected cards in the seat's strip (the kimono's last card with them)."""
    state, places = scene.state, scene.places
    seat = state.current_seat
    hand = places.hand_cards(seat, len(state.hands[seat]))
    if not hand:
        return None
    picked = hand[-scene.chooser.length:]
    box = picked[0].union(picked[-1])
    if scene.chooser.reuse and state.kimonos[seat]:
        box = box.union(places.kimono_cards(seat, len(state.kimonos[seat]))[-1])
    return box.inflate(8, 8)


def draw_combination_preview(scene, surface) -> None:
    """Over the selected cards: the points the selection would bring (the engine's count)."""
    preview = scene.combination_preview()
    anchor = selection_rect(scene) if preview else None
    if anchor is not None:
        text, points = preview
        scene.moving(marks.preview_badge(surface, text, points, anchor, scene.scale))


def draw_tooltips(scene, surface) -> None:
    hover, state, s = scene.hover, scene.state, scene.scale
    if hover is None or scene.drag.holding:
        return
    places = scene.places
    if hover[0] == "market" and hover[1] < len(state.market) and hover[2] < len(state.market[hover[1]]):
        row, i = hover[1], hover[2]
        card = state.market[row][i]
        lines = [art.describe(card)]
        if i != len(state.market[row]) - 1:
            lines.append("Only the rightmost card of a row can be taken.")
        draw_tooltip(surface, lines, places.market_card(row, i), s)
    elif hover[0] == "slot":
        style, size = hover[1]
        owner = state.kakemono[(style, size)]
        points = KAKEMONO[style][size]
        lines = [f"{STYLE_NAMES[style]}, {size} cards: {points} point{'s' if points != 1 else ''}",
                 f"Needs {size} cards: {SHORT_RULES[style]}.",
                 "Free." if owner is None else f"Held by {scene.names[owner]}: closed to everyone else."]
        draw_tooltip(surface, lines, places.slots[(style, size)], s)
    elif hover[0] == "score":
        draw_tooltip(surface, scene.score_tooltip(hover[1]), places.score_rect(hover[1]), s, below=False)
    elif hover[0] == "kimono":
        seat = hover[1]
        kimono = state.kimonos[seat]
        lines = []
        for style, first, last in combination_spans(state, seat):
            cards = "-".join(str(c.value) for c in kimono[first:last + 1])
            size = last - first + 1
            lines.append(f"{cards}: {STYLE_NAMES[style]}, {KAKEMONO[style][size]} pts")
        draw_tooltip(surface, lines, places.kimono_zone(seat), s)
