"""A message over the current screen (an error, a reset setting) with one OK button,
or a question with its answers ("Leave the table?": Stay, Leave), the first of them the
default: Enter and Escape give it. Its words are said by whoever opens it, in the
language of that moment."""
from __future__ import annotations

import pygame

from game.words import _
from scenes.manager import Scene
from scenes.ui import theme
from scenes.ui.widgets import Answer, Button


class MessageScene(Scene):
    overlay = True

    def __init__(self, app, title: str, text: str, error: bool = False, answers: tuple[Answer, ...] = ()):
        """``answers``: the buttons of a question, the default first (none: one OK)."""
        super().__init__(app)
        self.title, self.text, self.error = title, text, error
        self.answers = answers or (Answer(_("OK")),)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def answer(self, chosen: Answer) -> None:
        """Close the message, then do what ``chosen`` does."""
        self.app.manager.pop()
        if chosen.then is not None:
            chosen.then()

    def layout(self, size):
        s = theme.scale_for(size)
        width = round(min(size[0] - 80, 760 * s))
        font = theme.font("body", s)
        lines = theme.wrap_text(self.text, font, width - round(60 * s))
        height = round(150 * s) + len(lines) * font.get_linesize()
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        width, gap = round(180 * s), round(20 * s)
        left = self.panel.centerx - (len(self.answers) * width + (len(self.answers) - 1) * gap) // 2
        self.widgets = []
        for i, chosen in enumerate(self.answers):
            rect = pygame.Rect(left + i * (width + gap), 0, width, round(52 * s))
            rect.bottom = self.panel.bottom - round(20 * s)
            self.widgets.append(Button(rect, chosen.words, lambda chosen=chosen: self.answer(chosen), s,
                                       primary=i == 0))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_KP_ENTER):
            self.answer(self.answers[0])
            return
        super().handle_event(event)

    def draw(self, surface):
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        s = theme.scale_for(surface.get_size())
        theme.draw_panel(surface, self.panel, theme.PANEL, theme.BAD if self.error else theme.ACCENT)
        pad = round(30 * s)
        theme.draw_text(surface, self.title, theme.font("heading", s), theme.BAD if self.error else theme.ACCENT,
                        (self.panel.left + pad, self.panel.top + round(20 * s)))
        font = theme.font("body", s)
        y = self.panel.top + round(74 * s)
        for line in theme.wrap_text(self.text, font, self.panel.width - 2 * pad):
            theme.draw_text(surface, line, font, theme.TEXT, (self.panel.left + pad, y))
            y += font.get_linesize()
        super().draw(surface)

