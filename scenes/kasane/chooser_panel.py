"""The combination chooser on screen: the selected cards, the styles they form with
their slots (playable, taken, or refused by the best-slot rule), the buttons that
widen or narrow the selection, and "End turn"."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.kasane import STYLE_NAMES
from scenes.kasane import art
from scenes.kasane.chooser import PLAYABLE, TAKEN, Chooser, SlotChoice
from scenes.kasane.colors import LEGAL, REFUSED
from scenes.kasane.picture import KasanePicture
from scenes.kasane.text import counted, draw_text
from scenes.ui import theme
from scenes.ui.widgets import Button


def card_height(scale: float) -> int:
    return round(58 * scale)


def option_height(scale: float) -> int:
    return round(30 * scale)


@dataclass(frozen=True)
class ChooserActions:
    change_selection: Callable[[str], None]
    """"more", "fewer" or "kimono": widen, narrow, or put the kimono's card in or out."""
    end_turn: Callable[[], None]
    choose: Callable[[SlotChoice], None]
    """A listed style was clicked: play it, or say why not."""


class ChooserPanel:
    """The chooser's panel over the market, while a person chooses."""

    def __init__(self, area: pygame.Rect, scale: float, actions: ChooserActions):
        self.area, self.scale, self.actions = area, scale, actions
        s, pad = scale, round(14 * scale)
        h = round(32 * s)
        third = (area.width - 2 * pad - 2 * round(8 * s)) // 3
        y = area.top + round(128 * s)
        x = area.left + pad
        change = actions.change_selection
        self.buttons = {
            "more": Button(pygame.Rect(x, y, third, h), "+ hand card", lambda: change("more"), s * 0.7),
            "fewer": Button(pygame.Rect(x + third + round(8 * s), y, third, h), "- hand card",
                            lambda: change("fewer"), s * 0.7),
            "kimono": Button(pygame.Rect(x + 2 * (third + round(8 * s)), y, third, h), "+ kimono card",
                             lambda: change("kimono"), s * 0.7),
            "end": Button(pygame.Rect(x, area.bottom - pad - round(38 * s), area.width - 2 * pad, round(38 * s)),
                          "End the turn without combining", actions.end_turn, s * 0.85),
        }
        """The panel's buttons (widgets of the table), by what they do."""
        for button in self.buttons.values():
            button.visible = False

    def show(self, chooser: Chooser | None) -> None:
        """Show the buttons for ``chooser``'s selection, or hide them (None)."""
        for button in self.buttons.values():
            button.visible = chooser is not None
        if chooser is not None:
            self.buttons["fewer"].enabled = chooser.length > 1
            self.buttons["more"].enabled = chooser.length < chooser.hand_size
            self.buttons["kimono"].enabled = chooser.kimono_size > 0
            self.buttons["kimono"].text = "- kimono card" if chooser.reuse else "+ kimono card"

    def option_rects(self, count: int) -> list[pygame.Rect]:
        """Where the first ``count`` listed styles go (as many as the panel holds)."""
        area, s = self.area, self.scale
        pad = round(14 * s)
        top = area.top + round(168 * s)
        h = option_height(s)
        gap = round(4 * s)
        bottom = area.bottom - pad - round(46 * s)
        rows = max(0, min(count, (bottom - top + gap) // (h + gap)))
        return [pygame.Rect(area.left + pad, top + i * (h + gap), area.width - 2 * pad, h) for i in range(rows)]

    def options(self, choices) -> list[tuple[SlotChoice, pygame.Rect]]:
        """(choice, rectangle) of every listed style the panel shows."""
        return list(zip(choices, self.option_rects(len(choices))))

    def click(self, pos, choices) -> bool:
        """A click on one of the listed styles plays it, or says why it cannot be played;
        True for any click on the panel."""
        for choice, rect in self.options(choices):
            if rect.collidepoint(pos):
                self.actions.choose(choice)
                return True
        return self.area.collidepoint(pos)

    def draw(self, surface, picture: KasanePicture) -> None:
        selection, s, area = picture.selection, self.scale, self.area
        theme.draw_panel(surface, area, theme.PANEL, theme.ACCENT)
        pad = round(14 * s)
        draw_text(surface, "Make a combination?", theme.font("label", s, bold=True), theme.TEXT,
                  (area.left + pad, area.top + round(10 * s)))
        draw_text(surface, f"You took a {picture.state.taken.value}.", theme.font("small", s), theme.TEXT_DIM,
                  (area.right - pad, area.top + round(14 * s)), "topright")
        # the selected cards, the kimono's card first and marked
        cards = selection.cards
        height = card_height(s)
        width, _ = art.card_size(height)
        step = (min(width + round(6 * s), (area.width - 2 * pad - width) // max(1, len(cards) - 1))
                if len(cards) > 1 else width)
        x = area.left + pad
        y = area.top + round(40 * s)
        for i, card in enumerate(cards):
            rect = pygame.Rect(x + i * step, y, width, height)
            surface.blit(art.card(card, height), rect)
            if selection.reuse and i == 0:
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(4, 4), 2, border_radius=6)
        note = "kimono card + " if selection.reuse else ""
        draw_text(surface, f"{note}{selection.length} from your hand", theme.font("small", s), theme.TEXT_DIM,
                  (area.right - pad, y + height // 2), "midright")
        summary = theme.fit_text(selection.summary, theme.font("small", s, bold=True), area.width - 2 * pad)
        draw_text(surface, summary, theme.font("small", s, bold=True), theme.TEXT,
                  (area.left + pad, area.top + round(104 * s)))
        for choice, rect in self.options(selection.choices):
            self.draw_option(surface, picture, choice, rect)
        hint = "Or click the cards of your hand, or your kimono's last card."
        tiny = theme.font("small", s * 0.85)
        end = self.buttons["end"].rect
        draw_text(surface, theme.fit_text(hint, tiny, area.width - 2 * pad), tiny, theme.TEXT_DIM,
                  (area.left + pad, end.top - round(6 * s)), "bottomleft")
        for button in self.buttons.values():
            button.draw(surface)

    def draw_option(self, surface, picture: KasanePicture, choice: SlotChoice, rect: pygame.Rect) -> None:
        """One listed style: its icon, its slot's points, and whether it may be played."""
        s = self.scale
        playable = choice.status == PLAYABLE
        fill = theme.PANEL_LIGHT if rect.collidepoint(picture.pointer) else theme.BACKGROUND_DEEP
        theme.draw_panel(surface, rect, fill, LEGAL if playable else REFUSED, radius=round(8 * s), shadow=False)
        surface.blit(art.icon(f"style_{choice.style}", rect.height - 6), (rect.left + 4, rect.top + 3))
        label = f"{STYLE_NAMES[choice.style]}, {choice.size} cards: {counted(choice.points, 'pt')}"
        draw_text(surface, label, theme.font("small", s, bold=True), theme.TEXT if playable else theme.TEXT_DIM,
                  (rect.left + rect.height + round(4 * s), rect.centery), "midleft")
        if playable:
            status = "click to play"
        elif choice.status == TAKEN:
            owner = picture.state.kakemono[(choice.style, choice.size)]
            status = "you hold it" if owner == picture.state.current_seat else f"taken by {picture.name(owner)}"
        else:
            status = "a better slot is free"
        draw_text(surface, status, theme.font("small", s * 0.9), LEGAL if playable else REFUSED,
                  (rect.right - round(8 * s), rect.centery), "midright")
