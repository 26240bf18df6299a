"""A finished game played back at its table: the bar of controls (to the start, a turn
back, a move back, play or pause at a chosen speed, a move on, a turn on, to the end,
close) and its keys (Left and Right a move, Shift+Left and Shift+Right a turn, Home,
End, the space bar, Escape). A turn is every move one seat made in a row. The table
shows each moment read-only (:meth:`History.show_moment`) with the move log beside it;
nothing of the game can be changed.

Where the bar goes is every table's message strip (the layout's ``message``
rectangle): in a replay the strip holds no message (what the move did is the
banner's guidance line), so the bar covers nothing of the table.
"""
from __future__ import annotations

import pygame

from game.words import N_, _, pgettext
from scenes.ui import theme
from scenes.ui.widgets import Button, Choice

#: Moves a second at each speed of the replay.
SPEEDS = {"½×": 0.5, "1×": 1.0, "2×": 2.0, "4×": 4.0}
AT_START = N_("The replay is at the start of the game.")
AT_END = N_("The replay is at the end of the game.")


def play_label(playing: bool) -> str:
    """The replay's Play button's word: Pause while it plays."""
    # Translators: the replay's button that plays the game's moves one after another (or pauses them).
    return pgettext("replay", "Pause") if playing else pgettext("replay", "Play")


def strip_button_rect(area: pygame.Rect, width: int, scale: float) -> pygame.Rect:
    """A button's place in the middle of a table's message strip ``area``, as tall as it allows."""
    rect = pygame.Rect(0, 0, width, min(round(44 * scale), area.height - 2 * max(2, round(3 * scale))))
    rect.center = area.center
    return rect


class ReplayBar:
    def __init__(self, history):
        """``history``: the table's :class:`scenes.table.history.History` of a replay."""
        self.history = history
        self.playing = False
        self.speed = "1×"
        self.clock = 0.0
        self.widgets: list = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.play_button: Button | None = None

    @property
    def moves(self) -> int:
        return len(self.history.record.entries)

    @property
    def at(self) -> int:
        return self.history.moment or 0

    def place(self, area: pygame.Rect, scale: float) -> None:
        """Lay the bar out in ``area`` (the table's message strip): as tall as the strip
        (up to a button's height), as wide as it needs, narrower where the strip is."""
        specs = [("|<", 44, self.to_start), ("<<", 48, self.turn_back), ("<", 44, self.back),
                 (play_label(False), 86, self.toggle), (">", 44, self.forward), (">>", 48, self.turn_forward),
                 (">|", 44, self.to_end)]
        speed_w, close_w, gap = 168, 80, 6
        natural = sum(w for text, w, action in specs) + speed_w + close_w + gap * (len(specs) + 3)
        s = min(scale, max(1, area.width) / natural)  # the whole bar always fits its strip
        pad = max(2, round(3 * scale))
        self.rect = pygame.Rect(0, 0, round(natural * s), min(area.height, round(52 * scale)))
        self.rect.center = area.center
        height = self.rect.height - 2 * pad
        x, y = self.rect.left + round(2 * gap * s), self.rect.top + pad
        self.widgets = []
        for text, w, action in specs:
            self.widgets.append(Button(pygame.Rect(x, y, round(w * s), height), text, action, s * 0.85,
                                       primary=action == self.toggle))
            x += round((w + gap) * s)
        self.play_button = self.widgets[3]
        self.widgets.append(Choice(pygame.Rect(x, y, round(speed_w * s), height), list(SPEEDS), self.speed,
                                   self.set_speed, scale=s * 0.85))
        x += round((speed_w + gap) * s)
        self.widgets.append(Button(pygame.Rect(x, y, round(close_w * s), height), _("Close"), self.history.close_replay,
                                   s * 0.85))
        self.refresh()

    def refresh(self) -> None:
        """The Play button's word, and which steps are possible from the moment shown."""
        if not self.widgets:
            return
        self.play_button.text = play_label(self.playing)
        for button in self.widgets[:3]:
            button.enabled, button.disabled_reason = self.at > 0, _(AT_START)
        for button in self.widgets[4:7]:
            button.enabled, button.disabled_reason = self.at < self.moves, _(AT_END)
        for widget in self.widgets:
            widget.changed = True

    @property
    def buttons(self) -> list[Button]:
        return [widget for widget in self.widgets if isinstance(widget, Button)]

    # -- what the controls do ----------------------------------------------------------
    def go(self, move: int) -> None:
        self.history.show_moment(max(0, min(self.moves, move)))
        self.refresh()

    def to_start(self) -> None:
        self.playing = False
        self.go(0)

    def back(self) -> None:
        self.playing = False
        self.go(self.at - 1)

    def forward(self) -> None:
        self.go(self.at + 1)

    def turn_back(self) -> None:
        """To the start of the turn of the last move shown (of the turn before, from its start)."""
        self.playing = False
        entries, at = self.history.record.entries, self.at
        if at == 0:
            return
        seat = entries[at - 1].seat
        while at > 0 and entries[at - 1].seat == seat:
            at -= 1
        self.go(at)

    def turn_forward(self) -> None:
        """To the end of the turn the next move belongs to."""
        entries, at = self.history.record.entries, self.at
        if at >= len(entries):
            return
        seat = entries[at].seat
        while at < len(entries) and entries[at].seat == seat:
            at += 1
        self.go(at)

    def to_end(self) -> None:
        self.playing = False
        self.go(self.moves)

    def toggle(self) -> None:
        self.playing = not self.playing
        if self.playing and self.at >= self.moves:
            self.go(0)  # played to the end: play from the start
        self.clock = 0.0
        self.refresh()

    def set_speed(self, speed) -> None:
        self.speed = speed

    def update(self, dt: float) -> bool:
        """Play on while playing; True when the table changed."""
        if not self.playing:
            return False
        self.clock += dt
        step = 1.0 / SPEEDS[self.speed]
        if self.clock < step:
            return False
        self.clock -= step
        self.forward()
        if self.at >= self.moves:
            self.playing = False
            self.refresh()
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            shift = event.mod & pygame.KMOD_SHIFT
            keys = {pygame.K_LEFT: self.turn_back if shift else self.back,
                    pygame.K_RIGHT: self.turn_forward if shift else self.forward,
                    pygame.K_HOME: self.to_start, pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle,
                    pygame.K_ESCAPE: self.history.close_replay}
            if event.key in keys:
                keys[event.key]()
                return True
        for widget in self.widgets:
            if widget.handle_event(event):
                return True
            if widget.changed:
                self.history.changed()
        return False

    def draw(self, surface) -> None:
        theme.draw_panel(surface, self.rect, theme.BACKGROUND_DEEP, theme.ACCENT, radius=round(self.rect.height / 3))
        for widget in self.widgets:
            widget.draw(surface)
            widget.changed = False
