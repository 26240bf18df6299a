"""The buttons every table has at the right end of its banner: Rules (the game's rules
over the table), when computer players sit at it Pause / Resume (also the space
bar), the move log (also L), Hint (also H: :mod:`scenes.table.hint`), Undo and Redo (Ctrl+Z, Ctrl+Y; a disabled one says
why in a tooltip when the pointer rests on it) and "Save as...", drawn over the banner
(:meth:`TableControls.draw_with_banner`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.words import _, pgettext
from scenes.table.banner import Banner, BannerView
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from scenes.ui.widgets import Button


def ways_out(rects: dict[str, pygame.Rect], scale: float, press_menu: Callable[[], None],
             open_results: Callable[[], None]) -> tuple[Button, Button]:
    """The way back to the menu and, once the game is over, the way to its scores: every
    table's pair in its corner (layout rectangles "menu" and "scores"), side by side in
    letters of one size."""
    labels = (_("Menu"), _("See the scores"))
    return (Button(rects["menu"], labels[0], press_menu, scale, alike=labels),
            Button(rects["scores"], labels[1], open_results, scale, primary=True, alike=labels))


def pause_label(paused: bool) -> str:
    """The Pause button's word: Resume while the computer players are paused."""
    # Translators: the button that pauses (or resumes) the computer players.
    return pgettext("computer players", "Resume") if paused else pgettext("computer players", "Pause")


@dataclass(frozen=True)
class ControlsShown:
    """What the table's buttons show now (the table makes one after every change)."""

    playing: bool
    """The game goes on here (not a replay, not over)."""
    editable: bool
    """Undo, Redo and "Save as..." belong here (playing, and not a demo)."""
    computers: bool
    has_log: bool
    log_open: bool
    paused: bool
    undo_refusal: str | None
    redo_refusal: str | None
    hint_refusal: str | None
    undo_tip: str = ""
    """What Undo takes back, when it takes back computers' moves too ('' otherwise)."""


@dataclass(frozen=True)
class ControlActions:
    """What each button does."""

    rules: Callable[[], None]
    pause: Callable[[], None]
    log: Callable[[], None]
    undo: Callable[[], None]
    redo: Callable[[], None]
    save: Callable[[], None]
    hint: Callable[[], None]


class TableControls:
    def __init__(self, actions: ControlActions):
        self.actions = actions
        self.shown: ControlsShown | None = None
        self.buttons: list[Button] = []
        self.rules_button: Button | None = None
        self.pause_button: Button | None = None
        self.log_button: Button | None = None
        self.undo_button: Button | None = None
        self.redo_button: Button | None = None
        self.save_button: Button | None = None
        self.hint_button: Button | None = None
        self.reserve = 0
        """Pixels at the right end of the banner the buttons take."""
        self.scale = 1.0
        self.changed = True
        """Something the buttons show changed since they were last drawn."""
        self.drawn_looks: list[tuple[pygame.Rect, tuple]] = []
        """Each button's area and look (:meth:`Button.look`) as last drawn (kept when the
        buttons are placed again: the banner is drawn again where one is gone)."""

    def place(self, area: pygame.Rect | None, scale: float, shown: ControlsShown) -> None:
        """Put the buttons at the right end of ``area`` (none without an area)."""
        self.buttons = []
        self.rules_button = self.pause_button = self.log_button = self.undo_button = self.redo_button = None
        self.save_button = self.hint_button = None
        self.reserve = 0
        self.scale = scale
        self.shown = shown
        self.changed = True
        if area is None:
            return
        pad = max(4, round(area.height * 0.16))
        height = area.height - 2 * pad
        right = area.right - round(10 * scale)
        actions = self.actions
        specs = [("rules", (_("Rules"),), actions.rules)]
        if shown.computers and shown.playing:
            specs.append(("pause", (pause_label(False), pause_label(True)), actions.pause))
        if shown.has_log:
            # Translators: the button that opens the Log of the game's moves.
            specs.append(("log", (_("Log"),), actions.log))
        if shown.editable:
            specs += [("redo", (_("Redo"),), actions.redo), ("undo", (_("Undo"),), actions.undo),
                      ("hint", (_("Hint"),), actions.hint), ("save", (_("Save as…"),), actions.save)]
        for name, labels, action in specs:
            # as wide as the longest label it shows, so seven buttons leave the banner its room
            button = Button(pygame.Rect(0, area.top + pad, 1, height), labels[0], action, scale * 0.8)
            font = theme.font(button.kind, button.scale)
            width = max(font.size(label)[0] for label in labels) + 2 * button.padding
            button.rect = pygame.Rect(right - width, area.top + pad, width, height)
            right -= width + round(6 * scale)
            self.buttons.append(button)
            setattr(self, f"{name}_button", button)
        self.reserve = area.right - right
        self.refresh(shown)

    def refresh(self, shown: ControlsShown) -> None:
        """Show ``shown`` (labels, what is enabled): the buttons are drawn again when it is
        not what they show already (a table refreshes them after every move)."""
        self.changed = self.changed or shown != self.shown
        self.shown = shown
        if self.pause_button is not None:
            self.pause_button.text = pause_label(shown.paused)
        if self.log_button is not None:
            self.log_button.primary = shown.log_open
        for button, why in ((self.undo_button, shown.undo_refusal), (self.redo_button, shown.redo_refusal),
                            (self.hint_button, shown.hint_refusal)):
            if button is not None:
                button.enabled = why is None
                button.disabled_reason = why or ""
        if self.undo_button is not None:
            self.undo_button.tip = shown.undo_tip

    def handle_event(self, event) -> bool:
        """True when the event was used (a button pressed, the space bar for Pause)."""
        for button in self.buttons:
            if button.handle_event(event):
                self.changed = True
                return True
            if button.changed:
                self.changed = True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.pause_button is not None
                and self.pause_button.visible):
            self.actions.pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.hint_button is not None:
            self.actions.hint()  # off, it says why
            return True
        return False

    def draw(self, surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def draw_with_banner(self, surface, banner: Banner, view: BannerView, screen: ScreenUpdates) -> None:
        """The banner of ``view`` (what the window lacks of it) and the buttons over it:
        each button whose look or place changed, and each the banner is drawn again under,
        with the banner under it; the banner alone where a button is gone (the game over,
        Undo, Hint and Pause leave); ``screen`` hears of those whose look changed."""
        areas = [theme.panel_area(button.rect) for button in self.buttons]
        drawn = list(zip(areas, (button.look() for button in self.buttons)))
        gone = [area for area, look in self.drawn_looks if area not in areas]
        again = [now not in self.drawn_looks or area.collidelist(gone) != -1 for area, now in zip(areas, drawn)]
        for i in banner.draw(surface, view, screen, under=areas + gone, again=again + [True] * len(gone)):
            if i < len(self.buttons):
                self.buttons[i].draw(surface)
                if again[i]:
                    screen.changed(areas[i])
        self.drawn_looks = drawn

    def drawn(self) -> None:
        """The frame that drew the buttons reached the screen."""
        for button in self.buttons:
            button.changed = False
        self.changed = False
