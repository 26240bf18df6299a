"""The kakemono region: each style's row with its short rule and its slots (free with
their points, or held by a seat's button), the marks of the chooser's selection, the
last combination's slot, and the pointer's highlight on a slot."""
from __future__ import annotations

import pygame

from game.kasane import KAKEMONO, STYLE_NAMES, STYLES
from scenes.kasane import art
from scenes.kasane.chooser import PLAYABLE
from scenes.kasane.colors import LAST, LEGAL, REFUSED
from scenes.kasane.picture import KasanePicture
from scenes.kasane.places import SIZES
from scenes.kasane.text import counted, draw_heading, draw_text
from scenes.ui import theme

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


def selection_marks(picture: KasanePicture) -> dict:
    """While a person chooses: green on the slots the selection may take, red on the
    ones it forms but may not (taken, or a better slot is free)."""
    if picture.selection is None:
        return {}
    return {(c.style, c.size): (LEGAL if c.status == PLAYABLE else REFUSED) for c in picture.selection.choices}


def key(picture: KasanePicture) -> tuple:
    """Everything the kakemono shows."""
    owners = picture.state.kakemono
    return tuple(owners.items()), tuple(selection_marks(picture).items()), picture.last_turn.slot(owners)


def draw(surface, picture: KasanePicture) -> None:
    state, s, places = picture.state, picture.scale, picture.places
    area = picture.rects["kakemono"]
    theme.draw_panel(surface, area, (46, 44, 40), (120, 104, 80))
    draw_heading(surface, "Kakemono", places.kakemono_header, s)
    small = theme.font("small", s)
    tiny = theme.font("small", s * 0.85)
    for size, rect in places.size_columns.items():
        draw_text(surface, f"{size} cards", small, theme.TEXT_DIM, rect.center, "center")
    owners = state.kakemono
    chosen = selection_marks(picture)
    last = picture.last_turn.slot(owners)
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
                draw_text(surface, counted(points, "pt"), bold, ink, rect.center, "center")
            else:
                radius = rect.height * 0.36
                theme.draw_player_token(surface, picture.color(owner),
                                        (rect.left + radius + round(6 * s), rect.centery), radius)
                draw_text(surface, str(points), bold, ink, (rect.right - round(10 * s), rect.centery), "midright")
            mark = chosen.get((style, size))
            if mark is not None:
                pygame.draw.rect(surface, mark, rect.inflate(4, 4), 3, border_radius=round(7 * s))
            if (style, size) == last:
                pygame.draw.rect(surface, LAST, rect.inflate(8, 8), 3, border_radius=round(8 * s))


def draw_hover(surface, picture: KasanePicture) -> None:
    """A gold outline on the slot under the pointer."""
    hover = picture.hover
    if hover is None or hover[0] != "slot":
        return
    rect = picture.places.slots[hover[1]]
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=round(6 * picture.scale))
