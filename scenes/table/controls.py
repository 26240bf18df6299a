"""The buttons every table has at the right end of its banner: Rules (the game's rules
over the table) and, when computer players sit at it, Pause / Resume (also the space
bar)."""
from __future__ import annotations

import pygame

from scenes.ui.widgets import Button


class TableControls:
    def __init__(self, table):
        self.table = table
        self.buttons: list[Button] = []
        self.rules_button: Button | None = None
        self.pause_button: Button | None = None
        self.reserve = 0

    def place(self, area: pygame.Rect | None, scale: float) -> None:
        """Put the buttons at the right end of ``area`` (none without an area)."""
        self.buttons = []
        self.rules_button = self.pause_button = None
        self.reserve = 0
        if area is None:
            return
        pad = max(4, round(area.height * 0.16))
        height = area.height - 2 * pad
        right = area.right - round(10 * scale)
        specs = [("rules", "Rules", round(96 * scale), self.table.open_rules)]
        if self.table.has_computers:
            specs.append(("pause", "Pause", round(116 * scale), self.table.toggle_pause))
        for name, text, width, action in specs:
            button = Button(pygame.Rect(right - width, area.top + pad, width, height), text, action, scale * 0.85)
            right -= width + round(8 * scale)
            self.buttons.append(button)
            setattr(self, f"{name}_button", button)
        self.reserve = area.right - right
        self.refresh()

    def refresh(self) -> None:
        if self.pause_button is not None:
            self.pause_button.text = "Resume" if self.table.pacing.paused else "Pause"
            self.pause_button.visible = not self.table.finished
            self.pause_button.changed = True

    @property
    def changed(self) -> bool:
        return any(b.changed for b in self.buttons)

    def handle_event(self, event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
            if button.changed:
                self.table.dirty = True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.pause_button is not None
                and self.pause_button.visible):
            self.table.toggle_pause()
            return True
        return False

    def draw(self, surface) -> None:
        for button in self.buttons:
            button.draw(surface)
            button.changed = False
