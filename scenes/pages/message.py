"""A message over the current screen (an error, a reset setting) with one OK button."""
from __future__ import annotations

import pygame

from scenes.manager import Scene
from scenes.ui import theme
from scenes.ui.widgets import Button


class MessageScene(Scene):
    overlay = True

    def __init__(self, app, title: str, text: str, error: bool = False):
        super().__init__(app)
        self.title, self.text, self.error = title, text, error
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size):
        s = theme.scale_for(size)
        width = round(min(size[0] - 80, 760 * s))
        font = theme.font("body", s)
        lines = theme.wrap_text(self.text, font, width - round(60 * s))
        height = round(150 * s) + len(lines) * font.get_linesize()
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        ok = pygame.Rect(0, 0, round(180 * s), round(52 * s))
        ok.midbottom = (self.panel.centerx, self.panel.bottom - round(20 * s))
        self.widgets = [Button(ok, "OK", self.app.manager.pop, s, primary=True)]

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_KP_ENTER):
            self.app.manager.pop()
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

