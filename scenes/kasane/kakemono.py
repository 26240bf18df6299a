"""The kakemono region: each style's row with its short rule and its slots (free with
their points, or held by a seat's button), the marked turns' slots, and the pointer's
highlight on a slot. While a person chooses, it is the chooser's list: each style the
selection forms says on its row what it brings ("click to play: +5") or why it may not
be played, and its slot is outlined green or red.

The panel and its header are one region of the table's kept picture and each style's
row another, so a move redraws only the rows it changed."""
from __future__ import annotations

import pygame

from game.kasane import KAKEMONO, STYLE_NAMES, STYLES
from game.narration import signed
from scenes.kasane import art
from scenes.kasane.chooser import PLAYABLE, TAKEN, SlotChoice
from scenes.kasane.colors import LAST, LEGAL, REFUSED
from scenes.kasane.picture import KasanePicture
from scenes.ui.pieces import Piece, draw_pieces
from scenes.kasane.places import SIZES
from scenes.kasane.text import draw_heading, points_short
from scenes.ui.theme import draw_text
from scenes.table.hud import fitting_font
from scenes.ui import theme
from game.words import N_, _, npgettext, pgettext

FILL, EDGE = (46, 44, 40), (120, 104, 80)

# The kakemono's line for each style, a message: short enough for one row at 1280 x 720.
SHORT_RULES = {
    # Translators: a style's rule in short, beside its name on the kakemono (keep it as short).
    "chidori": N_("diamond marks, all different"),
    "sakura_chirashi": N_("triangle marks, all different"),
    "asanoha": N_("circle marks, all different"),
    "kafuu_fugetsu": N_("all animal pattern"),
    "setsu_getsu_fuka": N_("all plant pattern"),
    "kasane": N_("all the same number"),
    "kagen_no_tsuki": N_("1 to 5, rising or falling"),
    "jouyougen_no_tsuki": N_("5 to 9, rising or falling"),
    "juu": N_("numbers add up to 10"),
}


def choice_of(picture: KasanePicture, style: str) -> SlotChoice | None:
    """The listed choice of ``style`` while a person chooses (the chooser open)."""
    selection = picture.selection
    if selection is None or not selection.opened:
        return None
    return next((c for c in selection.choices if c.style == style), None)


def status(picture: KasanePicture, choice: SlotChoice) -> tuple[tuple[str, ...], tuple]:
    """What a listed style's row says instead of its rule (the longest first, shorter
    ones where it does not fit), and in which colour."""
    if choice.status == PLAYABLE:
        return playable_words(picture.selection.gain, KAKEMONO[choice.style][choice.size]), LEGAL
    if choice.status == TAKEN:
        owner = picture.state.kakemono[(choice.style, choice.size)]
        if owner == picture.state.current_seat:
            # Translators: said on a kakemono style's row: its slot for the selected cards is the player's own.
            return (_("you hold it"),), REFUSED
        # Translators: said on a kakemono style's row: the slot for the selected cards is {name}'s (or, short, taken).
        return (_("taken by {name}", name=picture.name(owner)), pgettext("a kakemono slot", "taken")), REFUSED
    # Translators: said on a kakemono style's row: the best-slot rule refuses this one.
    return (_("a better slot is free"),), REFUSED


def playable_words(gain: int | None, slot_points: int) -> tuple[str, ...]:
    """What a playable style's row says, the longest first: the score's change, split into
    the slot's points and the change of the final bonuses (the different fabrics, all
    cards played) where the cards moving into the kimono change those too."""
    if gain is None:
        # Translators: said on a kakemono style's row the selected cards may take.
        return (_("click to play"),)
    bonuses = gain - slot_points
    if not bonuses:
        # Translators: {points} is the change of score, with its sign: "+5".
        return (_("click to play: {points}", points=signed(gain)),)
    # Translators: the change of score split: {slot} the slot's points, {bonuses} the final bonuses' change, each
    # with its sign ("+5", "-1"); the longest that fits the row is shown.
    return (_("click to play: {slot} for the slot, {bonuses} in bonuses", slot=signed(slot_points),
              bonuses=signed(bonuses)),
            _("click: {slot} slot, {bonuses} bonuses", slot=signed(slot_points), bonuses=signed(bonuses)),
            _("{slot} slot, {bonuses} bonuses", slot=signed(slot_points), bonuses=signed(bonuses)))


def selection_marks(picture: KasanePicture) -> dict:
    """While a person chooses: green on the slots the selection may take, red on the
    ones it forms but may not (taken, or a better slot is free)."""
    if picture.selection is None or not picture.selection.opened:
        return {}
    return {(c.style, c.size): (LEGAL if c.status == PLAYABLE else REFUSED) for c in picture.selection.choices}


def row_key(picture: KasanePicture, style: str) -> tuple:
    """Everything one style's row shows."""
    owners, choice = picture.state.kakemono, choice_of(picture, style)
    marked = picture.marks.slots(owners)
    return (tuple(owners[(style, size)] for size in KAKEMONO[style]), tuple(k for k in marked if k[0] == style),
            (choice, status(picture, choice)) if choice else None)


def draw_frame(surface, picture: KasanePicture) -> None:
    """The panel, its name and the sizes over the slot columns."""
    s, places = picture.scale, picture.places
    theme.draw_panel(surface, picture.rects["kakemono"], FILL, EDGE)
    # Translators: the board of the styles' slots (a hanging scroll; the rulebook's word).
    draw_heading(surface, _("Kakemono"), places.kakemono_header, s)
    small = theme.font("small", s)
    for size, rect in places.size_columns.items():
        # Translators: over a column of the kakemono's slots: those for {count} cards (2 or more).
        draw_text(surface, npgettext("a column of kakemono slots", "{count} card", "{count} cards", size, count=size),
                  small, theme.TEXT_DIM, rect.center, "center")


def draw_row(surface, picture: KasanePicture, style: str, shown: list[Piece]) -> None:
    """The row on its panel (under this row only: the region's clip), its icon and name,
    then those of its pieces ``shown`` (:func:`row_pieces`) that reach into the clip."""
    s, places = picture.scale, picture.places
    theme.draw_panel(surface, picture.rects["kakemono"], FILL, EDGE, shadow=False)
    row = places.style_rows[style]
    if STYLES.index(style) % 2 == 0:
        pygame.draw.rect(surface, (56, 53, 48), row, border_radius=6)
    icon_size = row.height - round(6 * s)
    surface.blit(art.icon(f"style_{style}", icon_size), (row.left + round(4 * s), row.top + round(3 * s)))
    draw_text(surface, _(STYLE_NAMES[style]), name_font(picture, style), theme.TEXT, name_place(picture, style),
              "midleft")
    draw_pieces(surface, shown)


def name_place(picture: KasanePicture, style: str) -> tuple[int, int]:
    """Where the style's name starts (its middle left)."""
    row = picture.places.style_rows[style]
    return row.left + row.height - round(6 * picture.scale) + round(12 * picture.scale), row.centery


def name_font(picture: KasanePicture, style: str):
    """The font of the style's name: bold, made smaller where the name and the style's
    rule would not fit side by side even with the rule at its smallest (a longer language)."""
    s, name = picture.scale, _(STYLE_NAMES[style])
    bold = theme.font("small", s, bold=True)
    name_left = name_place(picture, style)[0]
    room = picture.places.kakemono_label_w - (name_left - picture.rects["kakemono"].left) - round(24 * s)
    rule = theme.font("small", s * 0.85 * 0.6).size(_(SHORT_RULES[style]))[0]   # fitting_font's smallest
    if bold.size(name)[0] + rule <= room:
        return bold
    return fitting_font(name, "small", s, room - rule, bold=True)


def row_pieces(picture: KasanePicture, style: str) -> list[Piece]:
    """What a style's row shows beside its name, piece by piece: its rule (or, while a
    person chooses, what the selection would bring), and each slot."""
    state, s, places = picture.state, picture.scale, picture.places
    name_left, middle = name_place(picture, style)
    name_right = name_left + name_font(picture, style).size(_(STYLE_NAMES[style]))[0]
    room = places.kakemono_label_w - (name_right - picture.rects["kakemono"].left) - round(16 * s)
    choice = choice_of(picture, style)
    texts, color, strong = (_(SHORT_RULES[style]),), theme.TEXT_DIM, False
    if choice is not None:
        (texts, color), strong = status(picture, choice), True
    smallest = theme.font("small", s * 0.85 * 0.6, strong)   # fitting_font's smallest
    text = next((t for t in texts if smallest.size(t)[0] <= room), texts[-1])
    font, lines = fitted_lines(text, s * 0.85, room, places.style_rows[style].height, strong)
    heights = [font.size(line)[1] for line in lines]
    top = middle + (1 if len(lines) == 1 else 0) - sum(heights) // 2
    placed = []
    for line, height in zip(lines, heights):
        placed.append(pygame.Rect(name_right + round(8 * s), top, font.size(line)[0], height))
        top += height
    words = placed[0].unionall(placed[1:])
    outline = places.style_label(style) if choice is not None else None

    def draw_label(surface):
        if outline is not None:
            pygame.draw.rect(surface, color, outline, 2, border_radius=6)
        for line, place in zip(lines, placed):
            draw_text(surface, line, font, color, place.topleft)
    label = words.union(outline) if outline is not None else words
    shown = [(("label",), label, (text, color, strong, tuple(label)), draw_label)]
    marks, marked = selection_marks(picture), picture.marks.slots(state.kakemono)
    inset = places.slot_inset
    for size in SIZES:
        key = (style, size)
        if key in places.slots:
            look = (state.kakemono[key], marks.get(key), key in marked)
            shown.append((("slot", size), places.slots[key].inflate(2 * inset, 2 * inset), look,
                          lambda surface, key=key, look=look: draw_slot(surface, picture, key, *look[1:])))
    return shown


def fitted_lines(text: str, scale: float, room: int, height: int, bold: bool) -> tuple:
    """(font, lines) of ``text`` in the "small" font at ``scale``: on one line, made smaller
    until it fits ``room`` (:func:`fitting_font`); where even the smallest is too wide (a
    language longer than English), on two lines ``height`` pixels tall at most."""
    font = fitting_font(text, "small", scale, room, bold)
    if font.size(text)[0] <= room:
        return font, [text]
    for factor in (1.0, 0.9, 0.8, 0.7, 0.6):
        font = theme.font("small", scale * factor, bold)
        lines = theme.wrap_text(text, font, room)
        if len(lines) <= 2 and sum(font.size(line)[1] for line in lines) <= height:
            break
    return font, lines


def draw_slot(surface, picture: KasanePicture, key: tuple[str, int], mark, marked: bool) -> None:
    """A slot: free with its points, or a seat's button on it; outlined green or red when
    the selection forms it, gold when a marked turn took it."""
    s, rect = picture.scale, picture.places.slots[key]
    owner = picture.state.kakemono[key]
    pygame.draw.rect(surface, (232, 222, 196) if owner is None else (150, 140, 120), rect, border_radius=round(6 * s))
    pygame.draw.rect(surface, (110, 96, 70), rect, 1, border_radius=round(6 * s))
    points = KAKEMONO[key[0]][key[1]]
    bold = theme.font("small", s, bold=True)
    if owner is None:
        draw_text(surface, points_short(points), bold, theme.TEXT_DARK, rect.center, "center")
    else:
        radius = rect.height * 0.36
        theme.draw_player_token(surface, picture.color(owner), (rect.left + radius + round(6 * s), rect.centery), radius)
        draw_text(surface, str(points), bold, theme.TEXT_DARK, (rect.right - round(10 * s), rect.centery), "midright")
    inset = picture.places.slot_inset
    if mark is not None:
        pygame.draw.rect(surface, mark, rect.inflate(inset, inset), 3, border_radius=round(7 * s))
    if marked:
        pygame.draw.rect(surface, LAST, rect.inflate(2 * inset, 2 * inset), 3, border_radius=round(8 * s))


def draw_hover(surface, picture: KasanePicture, screen) -> None:
    """A gold outline on the slot under the pointer, reported to ``screen``."""
    hover = picture.hover
    if hover is None or hover[0] != "slot":
        return
    rect = picture.places.slots[hover[1]]
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=round(6 * picture.scale))
    screen.moving(rect)
