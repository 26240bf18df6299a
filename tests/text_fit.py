"""Text that fits, checked the same way on every page and table and in every language:
each piece of text drawn (through :func:`scenes.ui.theme.draw_text`, where every label,
line and name goes) lies whole inside what it is drawn on and inside the clips it was
drawn with, so no edge cuts a letter; and a button's label, on one line or wrapped, fits
its button. A text drawn in pieces, once in each clip of a picture drawn region by
region, is whole when its clips together hold it. And no two texts overlap on screen:
where two texts' places meet, both are not still seen there (a tooltip or a panel drawn
over a text hides it, which is no overlap; two texts seen through each other are)."""
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
    font: pygame.font.Font | None = None
    color: tuple = ()


@contextmanager
def texts_placed(monkeypatch) -> Iterator[list[Placed]]:
    """Every text the scenes draw while inside, as :class:`Placed`."""
    placed: list[Placed] = []
    real = theme.draw_text

    def draw_and_note(surface, text, font, color, *rest, **kw):
        rect = real(surface, text, font, color, *rest, **kw)
        placed.append(Placed(text, rect, id(surface), surface.get_rect(), surface.get_clip(), font, tuple(color)))
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


#: How far a pixel's colour may be from a text's ink and still be its letters (antialiasing).
INK_NEAR = (48, 48, 48, 255)
#: How many pixels of each of two texts must show where they meet for them to overlap.
SEEN_PIXELS = 4


def _letters(p: Placed, where: pygame.Rect) -> pygame.Mask:
    """The pixels of ``p``'s letters within ``where`` (a part of its place)."""
    shape = pygame.mask.from_surface(theme.rendered(p.text, p.font, p.color), 200)
    mask = pygame.Mask(where.size)
    mask.draw(shape, (p.rect.x - where.x, p.rect.y - where.y))
    return mask


def _seen(p: Placed, shown: pygame.Surface, where: pygame.Rect, under: pygame.Mask) -> bool:
    """Whether ``p``'s letters within ``where`` still show on ``shown``, leaving out the
    pixels under the other text's letters ``under``: its ink on most of its letters'
    pixels and not around them (a panel as dark as dark letters hides them as well)."""
    ink = pygame.mask.from_threshold(shown.subsurface(where), p.color, INK_NEAR)
    free = under.copy()
    free.invert()
    letters = _letters(p, where).overlap_mask(free, (0, 0))
    around = letters.copy()
    around.invert()
    around = around.overlap_mask(free, (0, 0))
    inked = letters.overlap_mask(ink, (0, 0)).count()
    if inked < SEEN_PIXELS:
        return False
    inked_around = around.overlap_mask(ink, (0, 0)).count()
    return inked / letters.count() > inked_around / max(1, around.count()) + 0.5


def overlapping(frame: list[Placed], shown: pygame.Surface) -> list[tuple[str, str]]:
    """The pairs of texts of ``frame`` drawn on ``shown`` that overlap as it now is: where
    their places meet, letters of both still show."""
    on_it = [p for p in frame if p.surface_id == id(shown) and p.text.strip() and p.font is not None]
    found = []
    for i, a in enumerate(on_it):
        for b in on_it[i + 1:]:
            where = a.rect.clip(b.rect)
            if where.width < 2 or where.height < 2 or (a.text == b.text and a.rect == b.rect):
                continue
            letters_a, letters_b = _letters(a, where), _letters(b, where)
            if _seen(a, shown, where, letters_b) and _seen(b, shown, where, letters_a):
                if (a.text, b.text) not in found:
                    found.append((a.text, b.text))
    return found


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
        self.overlaps: list[tuple[str, str]] = []
        """The texts seen overlapping in a look (:func:`overlapping`)."""

    def look(self, table) -> None:
        forget_kept_pictures(table)
        table.screen_updates.window_lost()
        start = len(self.placed)
        self.app.manager.draw(self.app.surface)
        self.frames.append(self.placed[start:])
        self.looked_at += self.frames[-1]
        self.overlaps += [pair for pair in overlapping(self.frames[-1], self.app.surface) if pair not in self.overlaps]
        self.buttons += table.buttons_that_say_why

    def every_button_under_the_pointer(self, table) -> None:
        """Rest the pointer on each of the table's buttons in turn, and look."""
        for button in table.buttons_that_say_why:
            if button.visible:
                self.app.manager.dispatch(move(button.rect.center))
                self.look(table)
        self.app.manager.dispatch(move((1, 1)))
