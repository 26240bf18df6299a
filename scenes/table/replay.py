"""A finished game played back at its table: the bar of controls under the table
(to the start, a move back, play or pause at a chosen speed, a move forward, to the
end, close) and its keys (Left, Right, Home, End, the space bar, Escape). The table
shows each moment read-only (:meth:`History.show_moment`) with the move log
beside it; nothing of the game can be changed."""
from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.widgets import Button, Choice

#: Moves a second at each speed of the replay.
SPEEDS = {"½×": 0.5, "1×": 1.0, "2×": 2.0, "4×": 4.0}


class ReplayBar:
    def __init__(self, history):
        """``history``: the table's :class:`scenes.table.history.History` of a replay."""
        self.history = history
        self.playing = False
        self.speed = "1×"
        self.clock = 0.0
        self.widgets: list = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def moves(self) -> int:
        return len(self.history.record.entries)

    @property
    def at(self) -> int:
        return self.history.moment or 0

    def place(self, area: pygame.Rect, scale: float) -> None:
        """Lay the bar out centred over the bottom of ``area`` (the table's view)."""
        s = scale
        height, gap = round(40 * s), round(8 * s)
        specs = [("|<", 52, self.to_start), ("<", 52, self.back), ("Play", 96, self.toggle), (">", 52, self.forward),
                 (">|", 52, self.to_end)]
        speed_w, close_w = round(200 * s), round(96 * s)
        width = sum(round(w * s) for _, w, _ in specs) + speed_w + close_w + gap * (len(specs) + 1) + round(20 * s)
        self.rect = pygame.Rect(0, 0, min(width, area.width), height + round(16 * s))
        self.rect.midbottom = (area.centerx, area.bottom - round(8 * s))
        x, y = self.rect.left + round(10 * s), self.rect.top + round(8 * s)
        self.widgets = []
        for text, w, action in specs:
            self.widgets.append(Button(pygame.Rect(x, y, round(w * s), height), text, action, s * 0.85,
                                       primary=text == "Play"))
            x += round(w * s) + gap
        self.play_button = self.widgets[2]
        self.widgets.append(Choice(pygame.Rect(x, y, speed_w, height), list(SPEEDS), self.speed, self.set_speed,
                                   scale=s * 0.85))
        x += speed_w + gap
        self.widgets.append(Button(pygame.Rect(x, y, close_w, height), "Close", self.history.close_replay, s * 0.85))
        self.refresh()

    def refresh(self) -> None:
        if self.widgets:
            self.play_button.text = "Pause" if self.playing else "Play"
            self.play_button.changed = True

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
            keys = {pygame.K_LEFT: self.back, pygame.K_RIGHT: self.forward, pygame.K_HOME: self.to_start,
                    pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle, pygame.K_ESCAPE: self.history.close_replay}
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
        s = theme.scale_for(surface.get_size())
        theme.draw_panel(surface, self.rect, theme.BACKGROUND_DEEP, theme.ACCENT)
        for widget in self.widgets:
            widget.draw(surface)
            widget.changed = False
        label = f"Move {self.at} of {self.moves}"
        font = theme.font("small", s)
        theme.draw_text(surface, label, font, theme.TEXT, (self.rect.centerx, self.rect.top - round(4 * s)), "midbottom")
