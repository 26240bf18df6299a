"""The buttons every table has at the right end of its banner: Rules (the game's rules
over the table), when computer players sit at it Pause / Resume (also the space
bar), the move log (also L), Undo and Redo (Ctrl+Z, Ctrl+Y; a disabled one says
why in a tooltip when the pointer rests on it) and "Save as..."."""
from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Button


class TableControls:
    def __init__(self, table):
        self.table = table
        self.buttons: list[Button] = []
        self.rules_button: Button | None = None
        self.pause_button: Button | None = None
        self.log_button: Button | None = None
        self.undo_button: Button | None = None
        self.redo_button: Button | None = None
        self.save_button: Button | None = None
        self.reserve = 0
        self.scale = 1.0
        self.pointer = (-1, -1)

    def place(self, area: pygame.Rect | None, scale: float) -> None:
        """Put the buttons at the right end of ``area`` (none without an area)."""
        self.buttons = []
        self.rules_button = self.pause_button = self.log_button = self.undo_button = self.redo_button = None
        self.save_button = None
        self.reserve = 0
        self.scale = scale
        if area is None:
            return
        pad = max(4, round(area.height * 0.16))
        height = area.height - 2 * pad
        right = area.right - round(10 * scale)
        table = self.table
        playing = not (table.replaying or table.finished)
        specs = [("rules", ("Rules",), table.open_rules)]
        if table.has_computers and playing:
            specs.append(("pause", ("Pause", "Resume"), table.toggle_pause))
        if table.move_log is not None:
            specs.append(("log", ("Log",), table.toggle_log))
        if playing and not table.demo:
            specs += [("redo", ("Redo",), table.redo), ("undo", ("Undo",), table.undo),
                      ("save", ("Save as…",), table.save_as)]
        for name, labels, action in specs:
            # as wide as the longest label it shows, so six buttons leave the banner its room
            button = Button(pygame.Rect(0, area.top + pad, 1, height), labels[0], action, scale * 0.85)
            font = theme.font(button.kind, button.scale)
            width = max(font.size(label)[0] for label in labels) + 2 * button.padding
            button.rect = pygame.Rect(right - width, area.top + pad, width, height)
            right -= width + round(6 * scale)
            self.buttons.append(button)
            setattr(self, f"{name}_button", button)
        self.reserve = area.right - right
        self.refresh()

    def refresh(self) -> None:
        if self.pause_button is not None:
            self.pause_button.text = "Resume" if self.table.pacing.paused else "Pause"
            self.pause_button.visible = not self.table.finished
            self.pause_button.changed = True
        if self.save_button is not None:
            self.save_button.visible = not self.table.finished
            self.save_button.changed = True
        if self.log_button is not None:
            self.log_button.primary = self.table.log_open
            self.log_button.changed = True
        for button, why in ((self.undo_button, self.undo_refusal), (self.redo_button, self.redo_refusal)):
            if button is not None:
                button.enabled = why() is None
                button.visible = not self.table.finished
                button.changed = True

    def undo_refusal(self) -> str | None:
        table = self.table
        return table.undo_refusal() or (None if table.may_take_back else "Wait until the move on the table has landed.")

    def redo_refusal(self) -> str | None:
        table = self.table
        return table.redo_refusal() or (None if table.may_take_back else "Wait until the move on the table has landed.")

    @property
    def changed(self) -> bool:
        return any(b.changed for b in self.buttons)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was = self.tooltip()
            self.pointer = event.pos
            if self.tooltip() != was:
                self.table.dirty = True
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

    def tooltip(self) -> tuple[Button, str] | None:
        """(button, why) when the pointer rests on Undo or Redo while it is disabled."""
        for button, why in ((self.undo_button, self.undo_refusal), (self.redo_button, self.redo_refusal)):
            if button is not None and button.visible and button.rect.collidepoint(self.pointer):
                reason = why()
                if reason:
                    return button, reason
        return None

    def draw_tooltip(self, surface) -> None:
        tip = self.tooltip()
        if tip is not None:
            button, reason = tip
            draw_tooltip(surface, [reason], button.rect, self.scale, width=320, below=True)
