"""Setting up a game: how many seats, and for each a name, a colour, and whether a
person or the computer plays it. The last setup of each game is remembered."""
from __future__ import annotations

import logging

import pygame

from scenes import navigation
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.widgets import Button, Choice, ColorPicker, TextEntry
from session import seats as model
from session.files import saves, setups
from session.registry import GameInfo

log = logging.getLogger(__name__)


class SetupScene(PageScene):
    layout_name = "setup"

    def __init__(self, app, game: GameInfo):
        super().__init__(app)
        self.game = game
        self.title = game.title
        self.setup, problem = setups.remembered(game)
        self.message = problem or ""

    def build(self, size):
        s = self.scale
        game, setup = self.game, self.setup
        counts = list(range(game.min_players, game.max_players + 1))
        self.widgets.append(Choice(self.rects["players"], counts, setup.players, self.set_players,
                                   [str(n) for n in counts], s))
        self.start_button = Button(self.rects["start"], "Start", self.start, s, primary=True)
        self.widgets.append(self.start_button)
        area = self.rects["seats"]
        row_h = min(round(78 * s), area.height // max(1, setup.players))
        self.row_rects = []
        fixed = game.fixed_colors.get(setup.players)
        for i, seat in enumerate(setup.seats):
            row = pygame.Rect(area.left, area.top + i * row_h, area.width, row_h - round(10 * s))
            self.row_rects.append(row)
            h = round(46 * s)
            top = row.centery - h // 2
            name, colours, kind, level = self.columns(row)
            self.widgets.append(TextEntry(pygame.Rect(name.left, top, name.width, h), seat.name,
                                          lambda text, i=i: self.set_name(i, text), model.MAX_NAME, s,
                                          placeholder=f"Player {i + 1}"))
            if not fixed:
                taken = [other.color for j, other in enumerate(setup.seats) if j != i]
                self.widgets.append(ColorPicker(pygame.Rect(colours.left, top, colours.width, h), game.colors,
                                                seat.color, lambda c, i=i: self.set_color(i, c), taken))
            kinds = [model.HUMAN, model.COMPUTER] if game.bot_levels else [model.HUMAN]
            self.widgets.append(Choice(pygame.Rect(kind.left, top, kind.width * len(kinds) // 2, h), kinds,
                                       seat.kind, lambda k, i=i: self.set_kind(i, k),
                                       ["Person", "Computer"][: len(kinds)], s))
            if seat.kind == model.COMPUTER and game.bot_levels:
                self.widgets.append(Choice(pygame.Rect(level.left, top, level.width, h), game.bot_levels,
                                           seat.level or self.first_level(), lambda l, i=i: self.set_level(i, l),
                                           [lvl.capitalize() for lvl in game.bot_levels], s))

    def columns(self, row) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """A seat row's columns: the name, the colours, person or computer, and the level
        (wide enough for "Normal" with room on both sides at every window size)."""
        s = self.scale
        widths = [round(220 * s), round(256 * s), round(236 * s)]
        gap = round(16 * s)
        x = row.left + round(72 * s)
        rects = []
        for width in widths:
            rects.append(pygame.Rect(x, row.top, width, row.height))
            x += width + gap
        rects.append(pygame.Rect(x, row.top, row.right - x - round(8 * s), row.height))
        return tuple(rects)

    def first_level(self) -> str:
        """The level a seat switched to the computer starts at: Normal, where the game has it."""
        levels = self.game.bot_levels
        return "normal" if "normal" in levels else levels[0]

    def _changed(self, setup, relayout=True):
        self.setup = setup
        self.message = ""
        if relayout:
            self.resize(self.size)
        else:
            self.dirty = True

    def set_players(self, n):
        self._changed(model.resize(self.setup, self.game, n))

    def set_name(self, seat, text):
        self._changed(model.with_seat(self.setup, seat, name=text), relayout=False)

    def set_color(self, seat, color):
        self._changed(model.with_seat(self.setup, seat, color=color))

    def set_kind(self, seat, kind):
        level = self.setup.seats[seat].level or (self.first_level() if self.game.bot_levels else "")
        self._changed(model.with_seat(self.setup, seat, kind=kind, level=level if kind == model.COMPUTER else ""))

    def set_level(self, seat, level):
        self._changed(model.with_seat(self.setup, seat, level=level))

    def start(self):
        setup = model.finalised(self.setup)
        try:
            model.validate(setup, self.game)
        except ValueError as exc:
            self.message = f"This setup cannot start: {exc}."
            self.dirty = True
            return
        try:
            setups.remember(setup)
        except OSError as exc:
            log.warning("Could not remember the setup: %s", exc)
        navigation.start_game(self.app, self.game.id, setup)

    def draw_page(self, surface):
        s = self.scale
        theme.draw_text(surface, "Players", theme.font("label", s, bold=True), theme.TEXT,
                        self.rects["players_label"].midleft, "midleft")
        fixed = self.game.fixed_colors.get(self.setup.players)
        for i, (row, seat) in enumerate(zip(self.row_rects, self.setup.seats)):
            theme.draw_panel(surface, row, theme.PANEL, theme.PANEL_EDGE, shadow=False)
            colors = fixed[i] if fixed else (seat.color,)
            r = row.height * (0.3 if len(colors) == 1 else 0.22)
            for k, color in enumerate(colors):
                x = row.left + round(40 * s) + (k - (len(colors) - 1) / 2) * r * 2.1
                theme.draw_player_token(surface, color, (x, row.centery), r)
            if fixed:
                names = " and ".join(theme.color_name(c) for c in fixed[i])
                theme.draw_text(surface, f"plays {names}", theme.font("body", s), theme.TEXT_DIM,
                                (self.columns(row)[1].left, row.centery), "midleft")
        if fixed:
            theme.draw_text(surface, "With two players each seat plays two colours, in turn.",
                            theme.font("small", s), theme.TEXT_DIM, self.rects["seats"].bottomleft, "bottomleft")
        if self.message:
            theme.draw_text(surface, self.message, theme.font("body", s), theme.BAD,
                            self.rects["message"].center, "center")
        elif saves.exists(self.game.id):
            theme.draw_text(surface, "Your saved game is replaced once the first move of a new one is played.",
                            theme.font("body", s), theme.TEXT_DIM, self.rects["message"].center, "center")
