"""The title menu: Continue (the game saved last: which, how far, when), Play (choose
a game), Past games and Saved games, Rules, Settings, Quit; and a line saying what this session cannot keep or
read when a user folder cannot be written or read."""
from __future__ import annotations

import logging
import time

import pygame

from game.core import SaveFormatError
from game.words import _, listed
from scenes import navigation
from scenes.manager import Scene
from scenes.ui import layout, theme
from scenes.ui.backdrop import backdrop
from scenes.ui.fitting import fitted_lines
from scenes.ui.widgets import Button
from session import registry
from session.files import folders, game_folders, past_games, saves
from session.files.game_files import Glance
from session.formats import played_when
from session.result import GameResult
from session.version import VERSION

log = logging.getLogger(__name__)


def shown(scene, size) -> None:
    """Lay ``scene`` out and draw it once off screen: raises whatever it cannot show."""
    scene.resize(size)
    scene.draw(pygame.Surface(size))


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.choosing = False
        self.rects: dict[str, pygame.Rect] = {}

    def layout(self, size):
        self.rects = layout.load("menu").rects(size)
        s = theme.scale_for(size)
        if self.choosing:
            self.widgets = self._game_buttons(s)
        else:
            saved = self.saved_game()
            entries = [(_("Play"), self.open_play, saved is None), ((_("Past games"), _("Saved games")), None, False),
                       (_("Rules"), self.open_rules, False), (_("Settings"), self.open_settings, False),
                       (_("Quit"), self.app.quit, False)]
            area = self.rects["buttons"]
            rows = len(entries)
            top, step = (area.top + round(84 * s), round(54 * s)) if saved is not None else (area.top, area.height / rows)
            height = round(step - 10 * s)
            self.widgets = []
            for i, (text, action, primary) in enumerate(entries):
                row = pygame.Rect(area.left, round(top + i * step), area.width, height)
                if action is not None:
                    self.widgets.append(Button(row, text, action, s, primary=primary))
                    continue
                half = (row.width - round(10 * s)) // 2  # the two lists of games kept as files, side by side
                self.widgets.append(Button(pygame.Rect(row.left, row.top, half, height), text[0], self.open_past, s,
                                           alike=text))
                self.widgets.append(Button(pygame.Rect(row.right - half, row.top, half, height), text[1],
                                           self.open_saved, s, alike=text))
            if saved is not None:
                game, caption = saved
                rect = pygame.Rect(0, area.top - round(24 * s), area.width + round(180 * s), round(96 * s))
                rect.centerx = area.centerx
                self.widgets.insert(0, CaptionButton(rect, _("Continue"), caption,
                                                     lambda: self.continue_game(game), s, primary=True))

    def _game_buttons(self, s):
        area = self.rects["games"]
        games = navigation.playable_games(self.app)
        lessons = navigation.lessons_offered(self.app)
        height = round(64 * s)
        gap = round(14 * s)
        buttons = []
        top = area.top
        learn = round(270 * s)
        # the lessons' buttons widen the rows beyond the area, both ways alike: a game's whole title still fits
        left = area.left - (learn + gap) // 2 if lessons else area.left
        for game in games:
            width = area.right - left + ((learn + gap) // 2 if lessons else 0)
            if game.id in lessons:
                width -= learn + gap
                buttons.append(Button(pygame.Rect(left + width + gap, top, learn, height), lessons[game.id],
                                      lambda g=game: navigation.open_lesson(self.app, g.id), s))
            if saves.exists(game.id):
                resume = round(150 * s)
                width -= resume + gap
                buttons.append(Button(pygame.Rect(left + width + gap, top, resume, height), _("Continue"),
                                      lambda g=game: self.continue_game(g), s, primary=True))
            buttons.append(Button(pygame.Rect(left, top, width, height), game.title,
                                  lambda g=game: self.open_setup(g), s, primary=not saves.exists(game.id)))
            top += height + gap
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midbottom = area.midbottom
        buttons.append(Button(back, _("Back"), self.close_play, s))
        return buttons

    def saved_game(self):
        """(game, [what, when]) for the game saved last, or None."""
        latest = saves.latest()
        if latest is None:
            return None
        game_id, when = latest
        game = registry.get(game_id)
        summary = saves.summary(game_id)  # read once, and again only when the save changes
        if summary is None:
            what = game.title
        elif summary.over:
            what = _("{game} with {names}, finished", game=game.short_title, names=listed(summary.names))
        else:
            what = _("{game} with {names}, {progress}", game=game.short_title, names=listed(summary.names),
                     progress=game.round_text(*summary.round))
        return game, [what, _("last played {when}", when=played_when(when, time.time()))]

    def open_play(self):
        self.choosing = True
        self.resize(self.size)

    def close_play(self):
        self.choosing = False
        self.resize(self.size)

    def continue_game(self, game):
        """Take the saved game up again; a finished one (a game Past games could not take
        when it ended) shows its results and goes to Past games now, or stays, the player
        told where. A save that cannot be read, or that its table cannot show, is kept
        aside and reported."""
        try:
            saved = saves.load(game.id)
        except SaveFormatError as exc:
            self._refuse_save(str(exc))
            return
        try:
            if saved.state.is_over:
                scene = self._results_of(game, saved)
            else:
                scene = navigation.table_of(self.app, game.id)(self.app, saved.setup, seed=saved.seed, record=saved.record)
            shown(scene, self.size)
        except Exception as exc:  # noqa: BLE001 - whatever the save holds, the app goes on
            log.exception("the saved %s game cannot be shown", game.id)
            self._refuse_save(saves.set_aside(game.id, f"{type(exc).__name__}: {exc}"))
            return
        problem = past_games.keep_finished_save(saves.save_file(game.id)) if saved.state.is_over else None
        navigation.open_table(self.app, scene)
        if problem:
            navigation.show_message(self.app, _("This game is not in Past games yet"), problem, error=True)

    def _results_of(self, game, saved):
        return navigation.results_page(self.app, GameResult.of_record(game, saved.setup, saved.record), saved.setup,
                                       finished=saved)

    def _refuse_save(self, text):
        self.resize(self.size)  # the Continue button goes: the save was moved aside
        navigation.show_message(self.app, _("The saved game is damaged"), text, error=True)

    def open_setup(self, game):
        navigation.open_setup(self.app, game)

    def open_past(self):
        navigation.open_past_games(self.app)

    def open_saved(self):
        navigation.open_saved_games(self.app)

    def open_rules(self):
        """The rules, open at the game played last (the game in progress, else the newest
        past game), or at the first game."""
        navigation.open_rules(self.app, played_last())

    def open_settings(self):
        navigation.open_settings(self.app)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.choosing:
            self.close_play()
            return
        super().handle_event(event)

    def draw(self, surface):
        size = surface.get_size()
        s = theme.scale_for(size)
        surface.blit(backdrop(size), (0, 0))
        title = self.rects["title"]
        # Translators: the app's name, on the title screen; keep it unless your script needs its own.
        theme.draw_text(surface, _("Tessera"), theme.font("title", s), theme.ACCENT, title.center, "center")
        subtitle = _("Choose a game") if self.choosing else "  ·  ".join(
            game.short_title for game in navigation.playable_games(self.app))
        theme.draw_text(surface, subtitle, theme.font("subtitle", s, bold=self.choosing),
                        theme.TEXT if self.choosing else theme.TEXT_DIM, self.rects["subtitle"].center, "center")
        version = self.rects["version"]
        theme.draw_text(surface, _("version {version}", version=VERSION), theme.font("small", s), theme.TEXT_DIM,
                        version.bottomright, "bottomright")
        problems = folders.problems_line(self.app.folder_problems)
        if problems:
            small = theme.font("small", s)
            lines = theme.wrap_text(problems, small, surface.get_width() - 2 * round(40 * s))
            under_buttons = max((w.rect.bottom for w in self.widgets), default=0) + round(8 * s)
            top = max(under_buttons, min(self.rects["message"].top, version.top - len(lines) * small.get_linesize()))
            for line in lines:
                theme.draw_text(surface, line, small, theme.BAD, (surface.get_width() // 2, top), "midtop")
                top += small.get_linesize()
        if self.choosing:
            area = self.rects["games"]
            if not navigation.playable_games(self.app):
                theme.draw_text(surface, _("No game table is ready yet. The rules of every game are under Rules."),
                                theme.font("body", s), theme.TEXT_DIM, area.center, "center")
        super().draw(surface)


class CaptionButton(Button):
    """A button with a line or two under its label (what it continues, and when)."""

    def __init__(self, rect, text, caption: list[str], on_click, scale: float = 1.0, primary: bool = False):
        super().__init__(rect, text, on_click, scale, primary)
        self.caption = caption

    def draw(self, surface):
        if not self.visible:
            return
        label, self.text = self.text, ""
        super().draw(surface)  # the panel, its hover and press
        self.text = label
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        ink = theme.TEXT_DARK if self.primary else theme.TEXT
        font = theme.font(self.kind, self.scale, bold=True)
        small, caption = self.caption_lines()
        height = font.get_linesize() + len(caption) * small.get_linesize()
        y = rect.centery - height // 2
        for line, f in [(label, font)] + [(line, small) for line in caption]:
            theme.draw_text(surface, line, f, ink, (rect.centerx, y), "midtop")
            y += f.get_linesize()

    def caption_lines(self) -> tuple[pygame.font.Font, tuple[str, ...]]:
        """The caption, whole (wrapped, in smaller letters where it must: never cut),
        in the room the label leaves."""
        room = self.rect.height - theme.font(self.kind, self.scale, bold=True).get_linesize() - self.padding
        return fitted_lines("\n".join(self.caption), "small", self.scale, self.rect.width - 2 * self.padding, room)


def played_last() -> str | None:
    """The id of the game played last: the game in progress saved last, else the newest
    of Past games (None: none, or none that can be read)."""
    latest = saves.latest()
    if latest is not None:
        return latest[0]
    for kept in past_games.listing().files[:1]:
        glanced = game_folders.glance(kept)
        return glanced.game.id if isinstance(glanced, Glance) else None
    return None
