"""Text that fits, checked the same way on every page and table and in every language:
each piece of text drawn (through :func:`scenes.ui.theme.draw_text`, where every label,
line and name goes) lies whole inside what it is drawn on and inside the clips it was
drawn with, so no edge cuts a letter; and a button's label, on one line or wrapped, fits
its button. A text drawn in pieces, once in each clip of a picture drawn region by
region, is whole when its clips together hold it."""
from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from scenes.ui import theme
from scenes.ui.widgets import Button
from tests.events import move
from tests.test_frames_leave_nothing import forget_kept_pictures


@dataclass(frozen=True)
class Placed:
    """A text drawn: the text, where it went, which surface it went on and its size, and
    the room it had (the surface's clip, its whole area when none is set)."""

    text: str
    rect: pygame.Rect
    surface_id: int
    surface: pygame.Rect
    room: pygame.Rect


@contextmanager
def texts_placed(monkeypatch) -> Iterator[list[Placed]]:
    """Every text the scenes draw while inside, as :class:`Placed`."""
    placed: list[Placed] = []
    real = theme.draw_text

    def draw_and_note(surface, text, font, *rest, **kw):
        rect = real(surface, text, font, *rest, **kw)
        placed.append(Placed(text, rect, id(surface), surface.get_rect(), surface.get_clip()))
        return rect

    with monkeypatch.context() as patch:
        for name, module in list(sys.modules.items()):
            if (name.startswith("scenes.") or name == "scenes") and module is not None:
                for attribute, value in list(vars(module).items()):
                    if value is real:
                        patch.setattr(module, attribute, draw_and_note)
        yield placed


def cut_texts(placed: list[Placed]) -> list[tuple[str, tuple]]:
    """(text, where it went) of each text an edge or its clips cut: off what it was drawn
    on, or not held whole by the clips it was drawn in (a text drawn in pieces counts
    the clips of all its pieces)."""
    clips: dict[tuple, list[pygame.Rect]] = {}
    for p in placed:
        if p.text.strip():
            clips.setdefault((p.text, tuple(p.rect), p.surface_id, tuple(p.surface)), []).append(p.room)
    cut = []
    for (text, where, _, surface), rooms in clips.items():
        rect = pygame.Rect(where)
        if not (pygame.Rect(surface).contains(rect) and held(rect, rooms)):
            cut.append((text, where))
    return cut


def held(rect: pygame.Rect, rooms: list[pygame.Rect]) -> bool:
    """Whether ``rooms`` together cover all of ``rect``."""
    if any(room.contains(rect) for room in rooms):
        return True
    covered = pygame.Mask(rect.size)
    for room in rooms:
        part = rect.clip(room)
        if part.width and part.height:
            covered.draw(pygame.Mask(part.size, fill=True), (part.x - rect.x, part.y - rect.y))
    return covered.count() == rect.width * rect.height


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


class Looker:
    """Looks at the table as a player would, frame by frame; each look is a whole frame
    drawn from nothing (a frame drawn again only where it changed draws words clipped to
    those places, which cuts nothing on screen), whose texts and buttons are kept for the
    fit check."""

    def __init__(self, app, placed: list):
        self.app, self.placed = app, placed
        self.looked_at: list = []
        self.frames: list[list[Placed]] = []
        """The texts of each look, a frame apart."""
        self.buttons: list = []

    def look(self, table) -> None:
        forget_kept_pictures(table)
        table.screen_updates.window_lost()
        start = len(self.placed)
        self.app.manager.draw(self.app.surface)
        self.frames.append(self.placed[start:])
        self.looked_at += self.frames[-1]
        self.buttons += table.buttons_that_say_why

    def every_button_under_the_pointer(self, table) -> None:
        """Rest the pointer on each of the table's buttons in turn, and look."""
        for button in table.buttons_that_say_why:
            if button.visible:
                self.app.manager.dispatch(move(button.rect.center))
                self.look(table)
        self.app.manager.dispatch(move((1, 1)))
