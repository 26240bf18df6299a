"""The combination chooser's buttons, at the right end of the message strip while a
person chooses: one more or one fewer hand card, the kimono's last card in or out, and
"End the turn" (the default button: Enter). The styles the selection forms are listed
on the kakemono itself (``kakemono``), so the market, the kakemono and every seat stay
in sight. Closed (Escape), the bar offers the chooser again and the end of the turn."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.words import N_, _
from scenes.kasane.chooser import Chooser
from scenes.ui import theme
from scenes.ui.widgets import Button

#: Each button's labels, messages (the first is shown; the widest sets its width).
LABELS = {
    # Translators: a button of the combination chooser: one more card of the hand in the selection.
    "more": (N_("+ hand card"),),
    # Translators: a button of the combination chooser: one card of the hand fewer in the selection.
    "fewer": (N_("- hand card"),),
    # Translators: buttons of the combination chooser: the kimono's last card in the selection, or out of it.
    "kimono": (N_("+ kimono card"), N_("- kimono card")),
    "reopen": (N_("Choose a combination"),), "end": (N_("End the turn"),)}
OPEN, CLOSED = ("more", "fewer", "kimono", "end"), ("reopen", "end")

WHOLE_HAND = N_("Your whole hand is in the selection already.")
ONLY_THE_NEW_CARD = N_("Only the card you took is selected: it is always in the combination.")
EMPTY_KIMONO = N_("Your kimono is empty: there is no last card to put in front of the selection.")


@dataclass(frozen=True)
class ChooserActions:
    change_selection: Callable[[str], None]
    """"more", "fewer" or "kimono": widen, narrow, or put the kimono's card in or out."""
    end_turn: Callable[[], None]
    reopen: Callable[[], None]
    """Open the chooser again after Escape closed it."""


class ChooserBar:
    def __init__(self, strip: pygame.Rect, scale: float, actions: ChooserActions):
        s = scale
        actions_by_name = {"more": lambda: actions.change_selection("more"),
                           "fewer": lambda: actions.change_selection("fewer"),
                           "kimono": lambda: actions.change_selection("kimono"),
                           "reopen": actions.reopen, "end": actions.end_turn}
        height, gap = round(40 * s), round(8 * s)
        self.buttons: dict[str, Button] = {}
        """The bar's buttons (widgets of the table), by what they do."""
        for name, labels in LABELS.items():
            button = Button(pygame.Rect(0, 0, 1, height), _(labels[0]), actions_by_name[name], s * 0.8,
                            primary=name == "end")
            font = theme.font(button.kind, button.scale, bold=True)
            button.rect.width = max(font.size(_(label))[0] for label in labels) + 2 * button.padding
            button.visible = False
            self.buttons[name] = button
        self.rects = {}
        for names in (OPEN, CLOSED):
            right = strip.right
            for name in reversed(names):
                rect = self.buttons[name].rect
                self.rects[(names, name)] = pygame.Rect(right - rect.width, strip.centery - height // 2,
                                                        rect.width, height)
                right -= rect.width + gap
        self.rect = pygame.Rect(self.rects[(OPEN, "more")]).unionall([self.rects[(OPEN, "end")]])
        """Where the open bar's buttons are (the widest of the two sets)."""
        self.message_room = pygame.Rect(strip.left, strip.top, self.rect.left - gap - strip.left, strip.height)
        """The message's room while the bar shows."""

    def show(self, chooser: Chooser | None, opened: bool) -> None:
        """Show the buttons for ``chooser``'s selection (open, or closed by Escape), or
        hide them (None)."""
        names = () if chooser is None else (OPEN if opened else CLOSED)
        for name, button in self.buttons.items():
            button.visible = name in names
            if name in names:
                button.rect = self.rects[(names, name)]
        if chooser is None:
            return
        for name, off, why in (("fewer", chooser.length <= 1, ONLY_THE_NEW_CARD),
                               ("more", chooser.length >= chooser.hand_size, WHOLE_HAND),
                               ("kimono", chooser.kimono_size == 0, EMPTY_KIMONO)):
            self.buttons[name].enabled = not off
            self.buttons[name].disabled_reason = _(why) if off else ""
        self.buttons["kimono"].text = _(LABELS["kimono"][1 if chooser.reuse else 0])

    @property
    def shown(self) -> bool:
        return self.buttons["end"].visible

    def draw(self, surface) -> None:
        for button in self.buttons.values():
            button.draw(surface)
