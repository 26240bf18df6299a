"""The menu's lists of games kept as files: Past games (finished games, newest first:
game, date, players, winner; Replay) and Saved games (the games saved with "Save
as...": name, game, round, date; Load or Delete, each asked again when it would lose
something). A file that cannot be read is listed as damaged with its reason; it was
kept aside and can be deleted. One scene serves both lists (:class:`ListKind`). Past
games shows what it keeps (:data:`past_games.PAST_GAMES_KEPT`, by the time in each
record), whatever else its folder holds.

A list reads only the rows it shows, from the summary each file keeps; the record is
replayed when a game is opened. The wheel scrolls, Page Up and Page Down (or the page
buttons) turn a page, Home and End go to either end."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from game.words import N_, _, listed, ngettext
from scenes import navigation
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.fitting import FACTORS
from scenes.ui.widgets import Button
from session.files import game_files, game_folders, past_games, paths, saves, storage
from session.files.game_files import DamagedFile, Glance
from session.formats import number, played_when

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ListKind:
    title: str
    """The list's title, a message (said as the page draws)."""
    folder: Callable[[], Path]
    listing: Callable[[], game_folders.Listing]
    """The files the list shows, in order (not read yet)."""
    empty: str
    """What an empty list says, a message (``{kept}``: how many games Past games keeps)."""
    saved_games: bool
    """Saved games (Load, Delete) rather than Past games (Replay)."""


PAST_GAMES = ListKind(N_("Past games"), paths.past_games_dir, past_games.listing,
                      N_("No finished game yet: a game played to its end is kept here (the last {kept})."), False)
SAVED_GAMES = ListKind(N_("Saved games"), paths.named_saves_dir,
                       lambda: game_folders.list_folder(paths.named_saves_dir()),
                       N_("No saved game yet: \u201cSave as\u2026\u201d at a table keeps one here."), True)

PAGE_KEYS = {pygame.K_PAGEUP: "page up", pygame.K_PAGEDOWN: "page down", pygame.K_HOME: "first",
             pygame.K_END: "last"}


class GameListScene(PageScene):
    def __init__(self, app, kind: ListKind):
        super().__init__(app)
        self.kind = kind
        self.folder = kind.folder()
        self.listing = self.kind.listing()
        self.rows: dict[game_folders.Listed, Glance | DamagedFile] = {}
        """The rows read so far (a row is read when it is first shown)."""
        self.first = 0  # the first row shown
        self.asking: tuple[int, str] | None = None  # (row, "delete" or "load") waiting for a yes
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.text_right = 0  # where the rows' text must end (the buttons start)

    @property
    def title(self) -> str:
        return _(self.kind.title)

    # -- what the list holds --------------------------------------------------------------
    @property
    def count(self) -> int:
        return len(self.listing.files)

    def entry(self, index: int) -> Glance | DamagedFile:
        """Row ``index``, read from its file's summary the first time it is shown."""
        listed = self.listing.files[index]
        row = self.rows.get(listed)
        if row is None:
            row = self.rows[listed] = game_folders.glance(listed)
        return row

    @property
    def entries(self) -> list[Glance | DamagedFile]:
        """The rows shown now."""
        return [self.entry(index) for index, row in self.row_rects]

    # -- layout ---------------------------------------------------------------------------
    @property
    def row_height(self) -> int:
        return round(84 * self.scale)  # a name, and two lines of detail when they need two

    @property
    def rows_shown(self) -> int:
        return max(1, self.rects["body"].height // self.row_height)

    def build(self, size):
        s = self.scale
        body = self.rects["body"]
        self.row_rects = []
        self.first = max(0, min(self.first, self.count - self.rows_shown))
        self.text_right = body.right
        for slot, index in enumerate(range(self.first, min(self.count, self.first + self.rows_shown))):
            row = pygame.Rect(body.left, body.top + slot * self.row_height, body.width, self.row_height - round(8 * s))
            self.row_rects.append((index, row))
            for button in self._row_buttons(index, row):
                self.widgets.append(button)
                self.text_right = min(self.text_right, button.rect.left - round(16 * s))
        self.widgets.extend(self._page_buttons())

    def _row_buttons(self, index, row):
        s = self.scale
        width, height = round(130 * s), round(48 * s)
        right = row.right - round(10 * s)
        entry = self.entry(index)
        if self.asking is not None and self.asking[0] == index:
            specs = [(_("No"), self.stop_asking, True), (_("Yes"), self._confirmed, False)]  # No is the safe default
        elif isinstance(entry, DamagedFile):
            specs = [(_("Delete"), lambda: self.ask(index, "delete"), False)]
        elif self.kind.saved_games:
            specs = [(_("Delete"), lambda: self.ask(index, "delete"), False),
                     (_("Load"), lambda: self.load(index), True)]
        else:
            specs = [(_("Replay"), lambda: self.replay(index), True)]
        buttons = []
        for text, action, primary in reversed(specs):
            top = row.centery - height // 2
            buttons.append(Button(pygame.Rect(right - width, top, width, height), text, action, s * 0.9,
                                  primary=primary))
            right -= width + round(10 * s)
        return buttons

    def _page_buttons(self):
        """Previous page and Next page, each shown only when there is such a page."""
        s = self.scale
        back = self.rects["back"]
        width = round(190 * s)
        buttons = []
        right = self.rects["body"].right
        for text, shown, action in ((_("Next page"), self.first + self.rows_shown < self.count, "page down"),
                                    (_("Previous page"), self.first > 0, "page up")):
            if shown:
                rect = pygame.Rect(right - width, back.top, width, back.height)
                buttons.append(Button(rect, text, lambda a=action: self.turn(a), s))
            right -= width + round(10 * s)
        return buttons

    def refresh(self, read: bool = False) -> None:
        """Lay the page out again (``read``: list the folder again first)."""
        if read:
            self.listing = self.kind.listing()
        self.resize(self.size)

    def turn(self, where: str) -> None:
        """Scroll to a page: "page up", "page down", "first" or "last"."""
        page = self.rows_shown
        self.first = {"page up": self.first - page, "page down": self.first + page, "first": 0,
                      "last": self.count}[where]
        self.asking = None
        self.refresh()

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
            problem = game_folders.delete(self.entry(index).path)
            if problem:
                self._tell(_("The file was kept"), problem)
            self.refresh(read=True)
        else:
            self._open_saved(index)

    def load(self, index: int) -> None:
        entry = self.entry(index)
        if saves.exists(entry.game.id) and saves.moves_beyond(entry.path, entry.game.id) != 0:
            self.ask(index, "load")  # loading replaces the game Continue would take up, or goes back in it
            return
        self._open_saved(index)

    def _open_saved(self, index: int) -> None:
        opened = self._open(index)
        if opened is not None:
            navigation.take_up(self.app, opened.game.id, opened.saved, replace=True)

    def replay(self, index: int) -> None:
        opened = self._open(index)
        if opened is not None:
            navigation.open_replay(self.app, opened.game.id, opened.saved)

    def _open(self, index: int) -> game_files.GameFile | None:
        """Row ``index``'s game, its record replayed; None (and the player told why) when
        it cannot be read after all: it was kept aside and is listed as damaged."""
        try:
            return game_files.open_game(self.entry(index).path)
        except storage.DamagedFile as exc:
            self._tell(_("This game cannot be opened"),
                       _("It could not be read ({reason}). {where}", reason=exc.reason, where=exc.where))
        except FileNotFoundError:
            self._tell(_("This game cannot be opened"), _("Its file is no longer there."))
        self.refresh(read=True)
        return None

    def _tell(self, title, text):
        navigation.show_message(self.app, title, text, error=True)

    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL and self.count > self.rows_shown:
            self.first -= event.y
            self.refresh()
            return
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.turn(PAGE_KEYS[event.key])
            return
        if (event.type == pygame.KEYDOWN and self.asking is not None
                and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)):  # No, the default
            self.stop_asking()
            return
        super().handle_event(event)

    # -- drawing ------------------------------------------------------------------------------
    def describe(self, entry) -> tuple[str, str]:
        """(first line, second line) of a row."""
        if isinstance(entry, DamagedFile):
            damaged = _("Damaged: {file}", file=storage.shown(entry.path.name))
            if entry.kept_aside:
                return damaged, _("Not readable: {reason}.", reason=entry.reason)
            return damaged, _("Not readable: {reason}. It could not be moved aside.", reason=entry.reason)
        when = played_when(entry.when, time.time())
        players = listed(entry.names)
        title = _("{game}, with the variant", game=entry.game.title) if entry.summary.variant else entry.game.title
        if not self.kind.saved_games:
            return title, _("{when}  \u00b7  {players}  \u00b7  won by {winners}", when=when, players=players,
                            winners=entry.winners())
        details = _("{progress}  \u00b7  saved {when}  \u00b7  {players}", progress=entry.progress(), when=when,
                    players=players)
        if not entry.name:  # a file saved by no name (a past game copied here): the game is its title
            return title, details
        return entry.name, _("{game}  \u00b7  {details}", game=title, details=details)

    def question(self) -> str:
        index, what = self.asking
        if what == "delete":
            entry = self.entry(index)
            if isinstance(entry, DamagedFile):
                return _("Delete the damaged file {file} for good?", file=storage.shown(entry.path.name))
            return _("Delete \u201c{name}\u201d for good?", name=entry.name or entry.game.title)
        entry = self.entry(index)
        beyond = saves.moves_beyond(entry.path, entry.game.id)
        if beyond:  # the same game, played on since it was saved
            return ngettext("Go back to this save? The {count} move played since will be lost.",
                            "Go back to this save? The {count} moves played since will be lost.", beyond,
                            count=number(beyond))
        return _("Replace the {game} game in progress?", game=entry.game.short_title)

    def row_lines(self, first: str, second: str, inside: pygame.Rect, ink) -> list[tuple[str, pygame.font.Font, tuple]]:
        """A row's words as (line, font, colour), wrapped to ``inside``'s width, in fonts
        small enough for all of them to keep clear of its edges (never cut)."""
        for factor in FACTORS:
            label, small = theme.font("label", self.scale * factor, bold=True), theme.font("small", self.scale * factor)
            lines = [(line, label, ink) for line in theme.wrap_text(first, label, inside.width)]
            lines += [(line, small, theme.TEXT_DIM) for line in theme.wrap_text(second, small, inside.width)]
            if sum(font.get_linesize() for line, font, color in lines) <= inside.height:
                break
        return lines

    def empty_text(self) -> str:
        if self.listing.problem:
            return _("{list} cannot be read ({folder}: {problem}).", list=self.title, folder=storage.shown(self.folder),
                     problem=self.listing.problem)
        return _(self.kind.empty, kept=number(past_games.PAST_GAMES_KEPT))

    def draw_page(self, surface):
        s = self.scale
        body = self.rects["body"]
        small = theme.font("small", s)
        theme.draw_text(surface, _("In {folder}", folder=storage.shown(self.folder)), small, theme.TEXT_DIM,
                        self.rects["tabs"].midleft,
                        "midleft")
        if not self.count:
            body_font = theme.font("body", s)
            lines = theme.wrap_text(self.empty_text(), body_font, body.width)
            top = body.centery - len(lines) * body_font.get_linesize() // 2
            for line in lines:
                theme.draw_text(surface, line, body_font, theme.BAD if self.listing.problem else theme.TEXT_DIM,
                                (body.centerx, top), "midtop")
                top += body_font.get_linesize()
            return
        for index, row in self.row_rects:
            entry = self.entry(index)
            damaged = isinstance(entry, DamagedFile)
            theme.draw_panel(surface, row, theme.PANEL, theme.BAD if damaged else theme.PANEL_EDGE)
            first, second = self.describe(entry)
            if self.asking is not None and self.asking[0] == index:
                first = self.question()
            x = row.left + round(16 * s)
            inside = pygame.Rect(x, row.top + round(6 * s), self.text_right - x, row.height - round(12 * s))
            lines = self.row_lines(first, second, inside, theme.BAD if damaged else theme.TEXT)
            y = row.centery - sum(font.get_linesize() for line, font, color in lines) // 2
            for line, font, color in lines:
                theme.draw_text(surface, line, font, color, (x, y))
                y += font.get_linesize()
        if self.count > self.rows_shown:
            last = min(self.count, self.first + self.rows_shown)
            shown = _("{first}-{last} of {count}: the mouse wheel scrolls, Page Up and Page Down turn a page",
                      first=number(self.first + 1), last=number(last), count=number(self.count))
            below = self.row_rects[-1][1].bottom + round(20 * s)  # between the rows and the buttons
            theme.draw_text(surface, shown, small, theme.TEXT_DIM, (body.right, below), "midright")
