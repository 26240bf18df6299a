"""Text that fits, checked the same way on every page and table and in every language:
each piece of text drawn (through :func:`scenes.ui.theme.draw_text`, where every label,
line and name goes) lies whole inside what it is drawn on and inside the clip it was
drawn with, so no edge cuts a letter; and a button's label, on one line or wrapped, fits
its button."""
from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from scenes.ui import theme
from scenes.ui.widgets import Button


@dataclass(frozen=True)
class Placed:
    """A text drawn: the text, where it went, the surface's size and the room it had (the
    surface's clip, its whole area when none is set)."""

    text: str
    rect: pygame.Rect
    surface: pygame.Rect
    room: pygame.Rect

    @property
    def cut(self) -> bool:
        """Off the surface, or part in and part out of its clip (a text wholly outside the
        clip draws nothing: a region drawn again under its own clip passes over it)."""
        return not self.surface.contains(self.rect) or (self.room.colliderect(self.rect)
                                                        and not self.room.contains(self.rect))


@contextmanager
def texts_placed(monkeypatch) -> Iterator[list[Placed]]:
    """Every text the scenes draw while inside, as :class:`Placed`."""
    placed: list[Placed] = []
    real = theme.draw_text

    def draw_and_note(surface, text, font, *rest, **kw):
        rect = real(surface, text, font, *rest, **kw)
        placed.append(Placed(text, rect, surface.get_rect(), surface.get_clip()))
        return rect

    with monkeypatch.context() as patch:
        for name, module in list(sys.modules.items()):
            if (name.startswith("scenes.") or name == "scenes") and module is not None:
                for attribute, value in list(vars(module).items()):
                    if value is real:
                        patch.setattr(module, attribute, draw_and_note)
        yield placed


def cut_texts(placed: list[Placed]) -> list[tuple[str, tuple, tuple]]:
    """(text, where it went, the room it had) of each text an edge cuts."""
    return [(p.text, tuple(p.rect), tuple(p.room.clip(p.surface))) for p in placed if p.cut and p.text.strip()]


def buttons_cut(widgets) -> list[str]:
    """The labels of the visible buttons among ``widgets`` whose lines do not fit them."""
    faults = []
    for button in widgets:
        if isinstance(button, Button) and button.visible and button.text:
            font, lines = button.label_lines()
            room = button.rect.width - 2 * button.padding
            if any(font.size(line)[0] > room for line in lines) or len(lines) * font.get_linesize() > button.rect.height:
                faults.append(button.text)
    return faults
