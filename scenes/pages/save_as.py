""""Save as...": the game at the table saved under a name the player types, over the
table (Saved games on the menu lists it). A name another save has asks first whether
to replace that one; nothing is replaced without a yes."""
from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Callable

import pygame

from game.record import GameRecord
from game.words import _
from scenes.manager import Scene
from scenes.ui import theme
from scenes.ui.text_entry import TextEntry
from scenes.ui.widgets import Button
from session import formats
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
        now = time.time()
        # Translators: the name a save is offered under, "Kerala 7 Dec 17:10" (the player may change it).
        self.name = _("{game} {date} {time}", game=game.short_title, date=formats.short_date(now),
                      time=formats.clock(now))
        self.problem = ""
        self.existing: Path | None = None
        """The save already called :attr:`name`, while the player is asked whether to replace it."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def layout(self, size):
        s = self.scale = theme.scale_for(size)
        self.panel = pygame.Rect(0, 0, round(min(size[0] - 80, 620 * s)), round(250 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        pad = round(30 * s)
        field = pygame.Rect(self.panel.left + pad, self.panel.top + round(78 * s), self.panel.width - 2 * pad, round(48 * s))
        self.entry = TextEntry(field, self.name, self._typed, game_files.NAME_LENGTH, s, _("a name for this game"))
        self.entry.set_focus(True)
        self.build_buttons()

    def build_buttons(self) -> None:
        """Cancel and Save; while the player is asked whether to replace another save,
        Replace it and Change name (what Enter and Escape do: nothing is replaced
        without a click)."""
        s = self.scale
        pad = round(30 * s)
        width, height = round(170 * s), round(50 * s)
        right = pygame.Rect(0, 0, width, height)
        right.bottomright = (self.panel.right - pad, self.panel.bottom - round(20 * s))
        left = right.move(-(width + round(14 * s)), 0)
        if self.existing is None:
            buttons = [Button(left, _("Cancel"), self.cancel, s), Button(right, _("Save"), self.save, s, primary=True)]
        else:
            buttons = [Button(left, _("Replace it"), self.replace, s),
                       Button(right, _("Change name"), self.keep, s, primary=True)]
        self.widgets = [self.entry, *buttons]
        self.dirty = True

    def _typed(self, text):
        self.name = text
        self.problem = ""
        if self.existing is not None:  # a new name: the question is gone
            self.keep()

    def keep(self):
        """No to replacing: back to the name, to change it."""
        self.existing = None
        self.build_buttons()

    def replace(self):
        self.write(self.existing)

    def cancel(self):
        self.entry.set_focus(False)
        self.app.manager.pop()

    def save(self):
        why = game_folders.name_refusal(self.name)
        if why:
            self.problem = why
            self.dirty = True
            return
        self.existing = game_folders.saved_as(self.name)
        if self.existing is not None:
            self.build_buttons()
            return
        self.write(None)

    def write(self, replacing: Path | None) -> None:
        """Save the game (over ``replacing``, the other save of that name, when given)."""
        try:
            path = game_folders.save_named(self.name, self.game.id, self.setup, self.seed, self.record, replacing)
        except OSError as exc:
            log.warning("could not save the game as %r: %s", self.name, exc)
            self.problem = _("The game could not be saved ({reason}).", reason=storage.describe(exc))
            self.dirty = True
            return
        log.info("saved the game as %s", path)
        self.entry.set_focus(False)
        self.app.manager.pop()
        self.on_saved(_("Saved as \u201c{name}\u201d: Saved games on the menu opens it.", name=self.name.strip()))

    def question(self) -> str:
        if self.existing is None:
            return ""
        return _("A saved game is already called \u201c{name}\u201d. Replace it with this one?", name=self.name.strip())

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            if self.existing is not None:
                self.keep()
            elif event.key == pygame.K_ESCAPE:
                self.cancel()
            else:
                self.save()
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
        theme.draw_text(surface, _("Save this game as"), theme.font("heading", s), theme.ACCENT,
                        (self.panel.left + pad, self.panel.top + round(20 * s)))
        said, ink = (self.problem, theme.BAD) if self.problem else (self.question(), theme.ACCENT)
        if said:
            small = theme.font("small", s)
            y = self.entry.rect.bottom + round(8 * s)
            for line in theme.wrap_text(said, small, self.panel.width - 2 * pad):
                theme.draw_text(surface, line, small, ink, (self.panel.left + pad, y))
                y += small.get_linesize()
        super().draw(surface)
        self.entry.draw_note(surface)
