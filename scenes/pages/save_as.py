""""Save as...": the game at the table saved under a name the player types, over the
table (Saved games on the menu lists it). A new name never replaces another save."""
from __future__ import annotations

import logging
import time
from typing import Callable

import pygame

from game.record import GameRecord
from scenes.manager import Scene
from scenes.ui import theme
from scenes.ui.widgets import Button, TextEntry
from session.files import game_files, game_folders, storage
from session.registry import GameInfo
from session.seats import GameSetup

log = logging.getLogger(__name__)


class SaveAsScene(Scene):
    overlay = True

    def __init__(self, app, game: GameInfo, setup: GameSetup, seed: int, record: GameRecord,
                 saved: Callable[[str], None]):
        """Save ``record`` of ``game``; ``saved`` hears the sentence that says where it went."""
        super().__init__(app)
        self.game, self.setup, self.seed, self.record = game, setup, seed, record
        self.on_saved = saved
        self.name = f"{game.title.split(':')[0]} {time.strftime('%d %b %H.%M')}"
        self.problem = ""
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size):
        s = theme.scale_for(size)
        self.panel = pygame.Rect(0, 0, round(min(size[0] - 80, 620 * s)), round(250 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        pad = round(30 * s)
        field = pygame.Rect(self.panel.left + pad, self.panel.top + round(78 * s), self.panel.width - 2 * pad, round(48 * s))
        self.entry = TextEntry(field, self.name, self._typed, game_files.NAME_LENGTH, s, "a name for this game")
        self.entry.set_focus(True)
        width, height = round(170 * s), round(50 * s)
        save = pygame.Rect(0, 0, width, height)
        save.bottomright = (self.panel.right - pad, self.panel.bottom - round(20 * s))
        cancel = save.move(-(width + round(14 * s)), 0)
        self.widgets = [self.entry, Button(cancel, "Cancel", self.cancel, s), Button(save, "Save", self.save, s, primary=True)]

    def _typed(self, text):
        self.name = text
        self.problem = ""

    def cancel(self):
        self.entry.set_focus(False)
        self.app.manager.pop()

    def save(self):
        why = game_folders.name_refusal(self.name)
        if why:
            self.problem = why
            self.dirty = True
            return
        try:
            path = game_folders.save_named(self.name, self.game.id, self.setup, self.seed, self.record)
        except OSError as exc:
            log.warning("could not save the game as %r: %s", self.name, exc)
            self.problem = f"The game could not be saved ({storage.describe(exc)})."
            self.dirty = True
            return
        log.info("saved the game as %s", path)
        self.entry.set_focus(False)
        self.app.manager.pop()
        self.on_saved(f"Saved as \u201c{self.name.strip()}\u201d: Saved games on the menu opens it.")

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        super().handle_event(event)
        if any(w.changed for w in self.widgets):
            self.dirty = True

    def draw(self, surface):
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        s = theme.scale_for(surface.get_size())
        theme.draw_panel(surface, self.panel, theme.PANEL, theme.ACCENT)
        pad = round(30 * s)
        theme.draw_text(surface, "Save this game as", theme.font("heading", s), theme.ACCENT,
                        (self.panel.left + pad, self.panel.top + round(20 * s)))
        if self.problem:
            theme.draw_text(surface, self.problem, theme.font("small", s), theme.BAD,
                            (self.panel.left + pad, self.entry.rect.bottom + round(8 * s)))
        super().draw(surface)
