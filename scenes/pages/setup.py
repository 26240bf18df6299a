"""Setting up a game: how many seats; for each a name, its colours, and whether a
person or the computer plays it; who starts (a seat, or at random); and the rulebook's
variant where the game has one. The last setup of each game is remembered."""
from __future__ import annotations

import logging
from dataclasses import replace

import pygame

from game.words import N_, _, listed, pgettext
from scenes import navigation
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.fitting import draw_lines, fitted_lines
from scenes.ui.text_entry import TextEntry
from scenes.ui.widgets import Button, Choice, ColorPicker, Toggle
from session import seats as model
from session.files import saves, setups
from session.registry import GameInfo, level_name

log = logging.getLogger(__name__)


#: Said when a remembered name held letters the font cannot draw (kept from before the
#: fields refused them, or written by hand).
REMEMBERED_UNDRAWABLE = N_("The app's font cannot show some letters of a remembered name, so they were left out.")


def drawable_names(setup):
    """``setup`` with the letters the font cannot draw taken out of every seat's name (a
    name left empty shows its placeholder); and whether any was taken out."""
    cleaned = setup
    for i, seat in enumerate(setup.seats):
        name = "".join(c for c in seat.name if not theme.undrawable(c))
        if name != seat.name:
            name = " ".join(name.split())
            cleaned = model.with_seat(cleaned, i, name=name)
    return cleaned, cleaned is not setup


def first_level(game: GameInfo) -> str:
    """The level a seat switched to the computer starts at: Normal, where the game has it."""
    levels = game.bot_levels
    return "normal" if "normal" in levels else levels[0]


class SetupScene(PageScene):
    layout_name = "setup"

    def __init__(self, app, game: GameInfo):
        super().__init__(app)
        self.game = game
        remembered, problem = setups.remembered(game)
        self.setup, cleaned = drawable_names(remembered)
        self.message = problem or (_(REMEMBERED_UNDRAWABLE) if cleaned else "")
        self.row_rects: list[pygame.Rect] = []
        self.first_choice: Choice | None = None
        self.variant_toggle: Toggle | None = None

    @property
    def title(self) -> str:
        return self.game.title

    def build(self, size):
        s = self.scale
        game, setup = self.game, self.setup
        counts = list(range(game.min_players, game.max_players + 1))
        self.widgets.append(Choice(self.rects["players"], counts, setup.players, self.set_players,
                                   [str(n) for n in counts], s))
        starts = list(range(setup.players)) + [model.RANDOM]
        first = self.rects["first"]
        first = pygame.Rect(first.left, first.top, min(first.width, len(starts) * round(140 * s)), first.height)
        self.first_choice = Choice(first, starts, setup.first, self.set_first,
                                   [_("Seat {number}", number=i + 1) for i in range(setup.players)]
                                   + [_("At random")], s)
        self.widgets.append(self.first_choice)
        self.variant_toggle = None
        if game.variant:
            self.variant_toggle = Toggle(self.rects["variant"], setup.variant, self.set_variant, scale=s)
            self.widgets.append(self.variant_toggle)
        self.start_button = Button(self.rects["start"], _("Start"), self.start, s, primary=True)
        self.widgets.append(self.start_button)
        lesson = navigation.lessons_offered(self.app).get(game.id)
        if lesson:
            title = self.rects["title"]
            learn = pygame.Rect(0, 0, round(300 * s), min(title.height, round(50 * s)))
            learn.midright = title.midright
            self.widgets.append(Button(learn, lesson, self.learn, s))
        self.build_seats()

    def seats_area(self) -> pygame.Rect:
        """Where the seat rows go: below the variant's row, or in its place when the game has none."""
        area = self.rects["seats"]
        if self.game.variant:
            return area
        top = self.rects["variant_label"].top
        return pygame.Rect(area.left, top, area.width, area.bottom - top)

    def build_seats(self) -> None:
        s = self.scale
        game, setup = self.game, self.setup
        area = self.seats_area()
        each = game.colors_each(setup.players)
        tallest = round((78 if each == 1 else 120) * s)
        row_h = min(tallest, area.height // max(1, setup.players))
        self.row_rects = []
        h = round(46 * s)
        for i, seat in enumerate(setup.seats):
            row = pygame.Rect(area.left, area.top + i * row_h, area.width, row_h - round(10 * s))
            self.row_rects.append(row)
            top = row.centery - h // 2
            name, colours, kind, level = self.columns(row)
            self.widgets.append(TextEntry(pygame.Rect(name.left, top, name.width, h), seat.name,
                                          lambda text, i=i: self.set_name(i, text), model.MAX_NAME, s,
                                          placeholder=model.default_name(i)))
            self.build_color_pickers(i, colours, row)
            kinds = [model.HUMAN, model.COMPUTER] if game.bot_levels else [model.HUMAN]
            self.widgets.append(Choice(pygame.Rect(kind.left, top, kind.width * len(kinds) // 2, h), kinds,
                                       seat.kind, lambda k, i=i: self.set_kind(i, k),
                                       [_("Person"), _("Computer")][: len(kinds)], s))
            if seat.kind == model.COMPUTER and game.bot_levels:
                self.widgets.append(Choice(pygame.Rect(level.left, top, level.width, h), game.bot_levels,
                                           seat.level or first_level(game), lambda l, i=i: self.set_level(i, l),
                                           [level_name(lvl) for lvl in game.bot_levels], s))

    def build_color_pickers(self, seat: int, column: pygame.Rect, row: pygame.Rect) -> None:
        """One picker per colour the seat plays, one above the other (its first colour on top)."""
        colors = self.setup.seats[seat].colors
        every = [c for other in self.setup.seats for c in other.colors]
        for k, (color, line) in enumerate(zip(colors, self.color_lines(row, len(colors)))):
            taken = [c for c in every if c != color]
            self.widgets.append(ColorPicker(pygame.Rect(column.left, line.top, column.width, line.height),
                                            self.game.colors, color,
                                            lambda c, seat=seat, k=k: self.set_color(seat, k, c), taken))

    def color_lines(self, row: pygame.Rect, count: int) -> list[pygame.Rect]:
        """The lines of a seat row that hold its colours, one above the other, centred."""
        s = self.scale
        h = round((46 if count == 1 else 40) * s)
        gap = round(6 * s)
        top = row.centery - (count * h + (count - 1) * gap) // 2
        return [pygame.Rect(row.left, top + k * (h + gap), row.width, h) for k in range(count)]

    def columns(self, row) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """A seat row's columns after its number and tokens: the name, the colours, person
        or computer, and the level (wide enough for "Normal" with room on both sides at
        every window size)."""
        s = self.scale
        widths = [round(216 * s), round(248 * s), round(236 * s)]
        gap = round(12 * s)
        x = row.left + round(72 * s)
        rects = []
        for width in widths:
            rects.append(pygame.Rect(x, row.top, width, row.height))
            x += width + gap
        rects.append(pygame.Rect(x, row.top, row.right - x - round(8 * s), row.height))
        return tuple(rects)

    def _changed(self, setup, relayout=True):
        self.setup = setup
        self.message = ""
        if relayout:
            self.resize(self.size)
        else:
            self.dirty = True

    def set_players(self, n):
        self._changed(model.resize(self.setup, self.game, n))

    def set_first(self, first):
        self._changed(replace(self.setup, first=first))

    def set_variant(self, on):
        self._changed(replace(self.setup, variant=on))

    def set_name(self, seat, text):
        self._changed(model.with_seat(self.setup, seat, name=text), relayout=False)

    def set_color(self, seat, index, color):
        """Seat ``seat``'s colour number ``index`` (0 its first, 1 its second) becomes ``color``."""
        self._changed(model.with_seat(self.setup, seat, **{("color", "second_color")[index]: color}))

    def set_kind(self, seat, kind):
        level = self.setup.seats[seat].level or (first_level(self.game) if self.game.bot_levels else "")
        self._changed(model.with_seat(self.setup, seat, kind=kind, level=level if kind == model.COMPUTER else ""))

    def set_level(self, seat, level):
        self._changed(model.with_seat(self.setup, seat, level=level))

    def learn(self):
        navigation.open_lesson(self.app, self.game.id)

    def start(self):
        setup = model.finalised(self.setup)
        try:
            model.validate(setup, self.game)
        except ValueError as exc:
            self.message = _("This setup cannot start: {reason}.", reason=exc)
            self.dirty = True
            return
        try:
            setups.remember(setup)
        except OSError as exc:
            log.warning("Could not remember the setup: %s", exc)
        navigation.start_game(self.app, self.game.id, setup)

    # -- drawing ----------------------------------------------------------------------
    def draw_page(self, surface):
        s = self.scale
        label = theme.font("label", s, bold=True)
        small = theme.font("small", s)
        # Translators: the setup's row where the number of players is chosen.
        players = pgettext("how many play", "Players")
        for name, text in (("players_label", players), ("first_label", _("Who starts"))):
            theme.draw_text(surface, text, label, theme.TEXT, self.rects[name].midleft, "midleft")
        if self.game.who_starts:
            theme.draw_text(surface, self.game.who_starts, small, theme.TEXT_DIM,
                            self.rects["first_hint"].midleft, "midleft")
        if self.game.variant:
            theme.draw_text(surface, _("Variant"), label, theme.TEXT, self.rects["variant_label"].midleft, "midleft")
            said = (_("With it on, {variant}.", variant=self.game.variant) if self.setup.variant
                    else _("Off: the rulebook's usual game."))
            room = self.rects["variant_text"].clip(surface.get_rect())  # a longer language's words wrap
            font, lines = fitted_lines(said, "body", s, room.width, room.height)
            draw_lines(surface, lines, font, theme.TEXT_DIM, room)
        self.draw_seat_rows(surface)
        if self.message:
            theme.draw_text(surface, self.message, theme.font("body", s), theme.BAD,
                            self.rects["message"].center, "center")
        elif saves.exists(self.game.id):
            theme.draw_text(surface, _("Your saved game is replaced once the first move of a new one is played."),
                            theme.font("body", s), theme.TEXT_DIM, self.rects["message"].center, "center")

    def draw_seat_rows(self, surface) -> None:
        """Each row's panel (the starting seat's outlined), its number and its colour tokens;
        with two colours a seat, the turn order under the rows."""
        s = self.scale
        for i, (row, seat) in enumerate(zip(self.row_rects, self.setup.seats)):
            starts = self.setup.first == i
            theme.draw_panel(surface, row, theme.PANEL, theme.ACCENT if starts else theme.PANEL_EDGE, shadow=False)
            theme.draw_text(surface, str(i + 1), theme.font("label", s, bold=True),
                            theme.ACCENT if starts else theme.TEXT_DIM,
                            (row.left + round(12 * s), row.centery), "midleft")
            lines = self.color_lines(row, len(seat.colors))
            for color, line in zip(seat.colors, lines):
                r = min(line.height * 0.48, row.height * 0.3)
                theme.draw_player_token(surface, color, (row.left + round(52 * s), line.centery), r)
        if self.game.colors_each(self.setup.players) > 1 and self.row_rects:
            small = theme.font("small", s)
            y = self.row_rects[-1].bottom + round(8 * s)
            for line in theme.wrap_text(self.turn_order(), small, self.row_rects[0].width):
                theme.draw_text(surface, line, small, theme.TEXT_DIM, (self.row_rects[0].left, y), "topleft")
                y += small.get_linesize()

    def turn_order(self) -> str:
        """How the colours take turns when each seat plays two (RULINGS.md, Kaleido)."""
        seats = self.setup.seats
        cycle = [seats[i].colors[k] for k in range(2) for i in range(len(seats))]
        names = listed(theme.color_name(c) for c in cycle)
        if self.setup.first == model.RANDOM:
            return _("Each seat plays two colours, its upper one first. The turns go round the cycle {colours}, "
                     "starting with the first player's upper colour.", colours=names)
        return _("Each seat plays two colours, its upper one first. The turns go round the cycle {colours}, "
                 "starting with seat {seat}'s upper colour.", colours=names, seat=self.setup.first + 1)
