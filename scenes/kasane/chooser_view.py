"""The combination chooser on screen: the selected cards, the styles they form with
their slots (playable, taken, or refused by the best-slot rule), the buttons that
widen or narrow the selection, and "End turn"."""
from __future__ import annotations

import pygame

from game.kasane import STYLE_NAMES
from scenes.kasane import art
from scenes.kasane.chooser import PLAYABLE, TAKEN
from scenes.ui import theme
from scenes.kasane.text import draw_text
from scenes.ui.widgets import Button

GOOD = (120, 210, 130)
REFUSED = (214, 120, 96)


def buttons(scene) -> dict[str, Button]:
    area, s = scene.rects["chooser"], scene.scale
    pad = round(14 * s)
    h = round(32 * s)
    third = (area.width - 2 * pad - 2 * round(8 * s)) // 3
    y = area.top + round(128 * s)
    x = area.left + pad
    out = {
        "more": Button(pygame.Rect(x, y, third, h), "+ hand card", lambda: scene.change_selection("more"), s * 0.7),
        "fewer": Button(pygame.Rect(x + third + round(8 * s), y, third, h), "- hand card",
                        lambda: scene.change_selection("fewer"), s * 0.7),
        "kimono": Button(pygame.Rect(x + 2 * (third + round(8 * s)), y, third, h), "+ kimono card",
                         lambda: scene.change_selection("kimono"), s * 0.7),
        "end": Button(pygame.Rect(x, area.bottom - pad - round(38 * s), area.width - 2 * pad, round(38 * s)),
                      "End the turn without combining", scene.press_end_turn, s * 0.85),
    }
    for button in out.values():
        button.visible = False
    return out


def card_height(scene) -> int:
    return round(58 * scene.scale)


def option_height(scene) -> int:
    return round(30 * scene.scale)


def option_rects(scene, count: int) -> list[pygame.Rect]:
    area, s = scene.rects["chooser"], scene.scale
    pad = round(14 * s)
    top = area.top + round(168 * s)
    h = option_height(scene)
    gap = round(4 * s)
    bottom = area.bottom - pad - round(46 * s)
    rows = max(0, min(count, (bottom - top + gap) // (h + gap)))
    return [pygame.Rect(area.left + pad, top + i * (h + gap), area.width - 2 * pad, h) for i in range(rows)]


def click(scene, pos) -> bool:
    """A click on one of the listed styles plays it, or says why it cannot be played."""
    choices = scene.chooser.choices()
    for choice, rect in zip(choices, option_rects(scene, len(choices))):
        if rect.collidepoint(pos):
            scene.press_choice(choice)
            return True
    return scene.rects["chooser"].collidepoint(pos)


def draw(scene, surface) -> None:
    chooser, s = scene.chooser, scene.scale
    area = scene.rects["chooser"]
    theme.draw_panel(surface, area, theme.PANEL, theme.ACCENT)
    pad = round(14 * s)
    taken = scene.state.taken
    draw_text(surface, "Make a combination?", theme.font("label", s, bold=True), theme.TEXT,
                    (area.left + pad, area.top + round(10 * s)))
    draw_text(surface, f"You took a {taken.value}.", theme.font("small", s), theme.TEXT_DIM,
                    (area.right - pad, area.top + round(14 * s)), "topright")
    # the selected cards, the kimono's card first and marked
    cards = chooser.cards
    height = card_height(scene)
    width, _ = art.card_size(height)
    step = min(width + round(6 * s), (area.width - 2 * pad - width) // max(1, len(cards) - 1)) if len(cards) > 1 else width
    x = area.left + pad
    y = area.top + round(40 * s)
    for i, card in enumerate(cards):
        rect = pygame.Rect(x + i * step, y, width, height)
        surface.blit(art.card(card, height), rect)
        if chooser.reuse and i == 0:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(4, 4), 2, border_radius=6)
    note = "kimono card + " if chooser.reuse else ""
    draw_text(surface, f"{note}{chooser.length} from your hand", theme.font("small", s), theme.TEXT_DIM,
              (area.right - pad, y + height // 2), "midright")
    summary = theme.fit_text(chooser.summary(), theme.font("small", s, bold=True), area.width - 2 * pad)
    draw_text(surface, summary, theme.font("small", s, bold=True), theme.TEXT,
              (area.left + pad, area.top + round(104 * s)))
    choices = chooser.choices()
    body = theme.font("small", s, bold=True)
    small = theme.font("small", s * 0.9)
    for choice, rect in zip(choices, option_rects(scene, len(choices))):
        playable = choice.status == PLAYABLE
        hover = rect.collidepoint(scene.pointer)
        fill = theme.PANEL_LIGHT if hover else theme.BACKGROUND_DEEP
        theme.draw_panel(surface, rect, fill, GOOD if playable else REFUSED, radius=round(8 * s), shadow=False)
        icon = art.icon(f"style_{choice.style}", rect.height - 6)
        surface.blit(icon, (rect.left + 4, rect.top + 3))
        label = f"{STYLE_NAMES[choice.style]}, {choice.size} cards: {choice.points} pt{'s' if choice.points != 1 else ''}"
        draw_text(surface, label, body, theme.TEXT if playable else theme.TEXT_DIM,
                        (rect.left + rect.height + round(4 * s), rect.centery), "midleft")
        if playable:
            status = "click to play"
        elif choice.status == TAKEN:
            owner = scene.state.kakemono[(choice.style, choice.size)]
            status = "you hold it" if owner == scene.state.current_seat else f"taken by {scene.names[owner]}"
        else:
            status = "a better slot is free"
        draw_text(surface, status, small, GOOD if playable else REFUSED,
                        (rect.right - round(8 * s), rect.centery), "midright")
    hint = "Or click the cards of your hand, or your kimono's last card."
    tiny = theme.font("small", s * 0.85)
    end = scene.chooser_buttons["end"].rect
    draw_text(surface, theme.fit_text(hint, tiny, area.width - 2 * pad), tiny, theme.TEXT_DIM,
              (area.left + pad, end.top - round(6 * s)), "bottomleft")
    for button in scene.chooser_buttons.values():
        button.draw(surface)
