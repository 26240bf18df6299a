"""What the full-screen pages (rules, settings, setup, results) share: the backdrop,
a title, a Back button, and Escape to go back.

A page says its words as it builds its widgets (:meth:`PageScene.build`) and draws
(:meth:`PageScene.draw_page`, :attr:`PageScene.title`), never earlier: a change of
language lays every page out again (:meth:`scenes.app.App.speak`) and its next frame
speaks the new language."""
from __future__ import annotations

import pygame

from game.words import _
from scenes.manager import Scene
from scenes.ui import layout, theme
from scenes.ui.backdrop import backdrop
from scenes.ui.text_entry import TextEntry, focus_follows_click, focused_index, refocus
from scenes.ui.widgets import Button


class PageScene(Scene):
    layout_name = "page"

    @property
    def title(self) -> str:
        """The page's title, said in the language of the moment (override)."""
        return ""

    def __init__(self, app):
        super().__init__(app)
        self.rects: dict[str, pygame.Rect] = {}
        self.scale = 1.0
        self.back_button: Button | None = None
        """The page's Back button (where its layout has a place for one)."""

    def layout(self, size):
        typing = focused_index(self.widgets)  # a field being typed into keeps the focus
        self.rects = layout.load(self.layout_name).rects(size)
        self.scale = theme.scale_for(size)
        self.widgets = []
        self.back_button = None
        if "back" in self.rects:
            self.back_button = Button(self.rects["back"], _("Back"), self.back, self.scale)
            self.widgets.append(self.back_button)
        self.build(size)
        refocus(self.widgets, typing)

    def build(self, size) -> None:
        """Add the page's own widgets (override)."""

    def back(self) -> None:
        self.app.manager.pop()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not any(w.focused for w in self.widgets):
                self.back()
                return
        focus_follows_click(self.widgets, event)
        super().handle_event(event)

    def draw(self, surface):
        surface.blit(backdrop(surface.get_size()), (0, 0))
        title = self.rects["title"]
        theme.draw_text(surface, self.title, theme.font("heading", self.scale * 1.3), theme.ACCENT,
                        title.midleft, "midleft")
        self.draw_page(surface)
        super().draw(surface)
        for widget in self.widgets:
            if isinstance(widget, TextEntry):
                widget.draw_note(surface)

    def draw_page(self, surface) -> None:
        """Draw what lies under the widgets (override)."""
