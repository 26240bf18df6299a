"""The menu's lists of games kept as files: Past games (finished games, newest first:
game, date, players, winner; Replay) and Saved games (the games saved with "Save
as...": name, game, round, date; Load or Delete, each asked again when it would lose
something). A file that cannot be read is listed as damaged with its reason; it was
kept aside and can be deleted. One scene serves both lists (:class:`ListKind`)."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable

import pygame

from scenes import navigation
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.dates import played_when
from scenes.ui.widgets import Button
from session.files import game_files, saves

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ListKind:
    title: str
    read: Callable[[], list]
    empty: str
    saved_games: bool
    """Saved games (Load, Delete) rather than Past games (Replay)."""


PAST_GAMES = ListKind("Past games", game_files.past_games,
                      "No finished game yet: a game played to its end is kept here (the last 50).", False)
SAVED_GAMES = ListKind("Saved games", game_files.saved_games,
                       "No saved game yet: \u201cSave as\u2026\u201d at a table keeps one here.", True)


class GameListScene(PageScene):
    def __init__(self, app, kind: ListKind):
        super().__init__(app)
        self.kind = kind
        self.title = kind.title
        self.entries = kind.read()
        self.first = 0  # the first row shown (the wheel scrolls)
        self.asking: tuple[int, str] | None = None  # (row, "delete" or "load") waiting for a yes
        self.row_rects: list[tuple[int, pygame.Rect]] = []

    # -- layout ---------------------------------------------------------------------------
    @property
    def row_height(self) -> int:
        return round(64 * self.scale)

    @property
    def rows_shown(self) -> int:
        return max(1, self.rects["body"].height // self.row_height)

    def build(self, size):
        s = self.scale
        body = self.rects["body"]
        self.row_rects = []
        for slot, index in enumerate(range(self.first, min(len(self.entries), self.first + self.rows_shown))):
            row = pygame.Rect(body.left, body.top + slot * self.row_height, body.width, self.row_height - round(8 * s))
            self.row_rects.append((index, row))
            for button in self._row_buttons(index, row):
                self.widgets.append(button)

    def _row_buttons(self, index, row):
        s = self.scale
        width, height = round(130 * s), row.height - round(16 * s)
        right = row.right - round(10 * s)
        entry = self.entries[index]
        if self.asking is not None and self.asking[0] == index:
            specs = [("No", self.stop_asking, False), ("Yes", self._confirmed, True)]
        elif isinstance(entry, game_files.DamagedFile):
            specs = [("Delete", lambda: self.ask(index, "delete"), False)]
        elif self.kind.saved_games:
            specs = [("Delete", lambda: self.ask(index, "delete"), False), ("Load", lambda: self.load(index), True)]
        else:
            specs = [("Replay", lambda: self.replay(index), True)]
        buttons = []
        for text, action, primary in reversed(specs):
            buttons.append(Button(pygame.Rect(right - width, row.top + round(8 * s), width, height), text, action,
                                  s * 0.9, primary=primary))
            right -= width + round(10 * s)
        return buttons

    def refresh(self, read: bool = False) -> None:
        if read:
            self.entries = self.kind.read()
        self.first = max(0, min(self.first, len(self.entries) - self.rows_shown))
        self.resize(self.size)

    # -- what the buttons do ------------------------------------------------------------------
    def ask(self, index: int, what: str) -> None:
        self.asking = (index, what)
        self.refresh()

    def stop_asking(self) -> None:
        self.asking = None
        self.refresh()

    def _confirmed(self) -> None:
        index, what = self.asking
        self.asking = None
        if what == "delete":
            problem = game_files.delete(self.entries[index].path)
            if problem:
                self._tell("The file was kept", problem)
            self.refresh(read=True)
        else:
            self._open_saved(self.entries[index])

    def load(self, index: int) -> None:
        entry = self.entries[index]
        if saves.exists(entry.game.id):  # loading replaces the game Continue would take up
            self.ask(index, "load")
            return
        self._open_saved(entry)

    def _open_saved(self, entry) -> None:
        navigation.take_up(self.app, entry.game.id, entry.saved, replace=True)

    def replay(self, index: int) -> None:
        entry = self.entries[index]
        navigation.open_replay(self.app, entry.game.id, entry.saved)

    def _tell(self, title, text):
        navigation.show_message(self.app, title, text, error=True)

    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL and len(self.entries) > self.rows_shown:
            self.first = max(0, min(len(self.entries) - self.rows_shown, self.first - event.y))
            self.refresh()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.asking is not None:
            self.stop_asking()
            return
        super().handle_event(event)

    # -- drawing ------------------------------------------------------------------------------
    def describe(self, entry) -> tuple[str, str]:
        """(first line, second line) of a row."""
        if isinstance(entry, game_files.DamagedFile):
            return f"Damaged: {entry.path.name}", f"Not readable: {entry.reason}. {entry.where}"
        when = played_when(entry.when, time.time())
        players = ", ".join(entry.names)
        if self.kind.saved_games:
            return f"{entry.name}  \u00b7  {entry.game.title}", f"{entry.progress()}  \u00b7  saved {when}  \u00b7  {players}"
        return entry.game.title, f"{when}  \u00b7  {players}  \u00b7  won by {entry.winners()}"

    def question(self) -> str:
        what = self.asking[1]
        if what == "delete":
            return "Delete this file for good?"
        return f"Replace the {self.entries[self.asking[0]].game.title.split(':')[0]} game in progress?"

    def draw_page(self, surface):
        s = self.scale
        body = self.rects["body"]
        if not self.entries:
            theme.draw_text(surface, self.kind.empty, theme.font("body", s), theme.TEXT_DIM, body.center, "center")
            return
        label, small = theme.font("label", s, bold=True), theme.font("small", s)
        for index, row in self.row_rects:
            entry = self.entries[index]
            damaged = isinstance(entry, game_files.DamagedFile)
            theme.draw_panel(surface, row, theme.PANEL, theme.BAD if damaged else theme.PANEL_EDGE)
            first, second = self.describe(entry)
            if self.asking is not None and self.asking[0] == index:
                first = self.question()
            room = row.width - round(300 * s) - round(20 * s)
            x = row.left + round(16 * s)
            theme.draw_text(surface, theme.fit_text(first, label, room), label, theme.BAD if damaged else theme.TEXT,
                            (x, row.top + round(8 * s)))
            theme.draw_text(surface, theme.fit_text(second, small, room), small, theme.TEXT_DIM,
                            (x, row.bottom - round(8 * s)), "bottomleft")
        if len(self.entries) > self.rows_shown:
            shown = f"{self.first + 1}-{min(len(self.entries), self.first + self.rows_shown)} of {len(self.entries)}" \
                    "  (the mouse wheel scrolls)"
            theme.draw_text(surface, shown, small, theme.TEXT_DIM, (body.right, body.bottom + round(30 * s)),
                            "midright")
