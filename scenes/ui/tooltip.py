"""A small box of text next to what the pointer is over, never over what must stay
readable: while :func:`kept_clear_of` is in force (a table keeps its message clear of
tooltips), a tooltip takes the first side of its anchor where it covers none of it."""
from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache
from typing import Callable, Iterator

import pygame

from scenes.ui import theme
from scenes.ui.widgets import reason_under_pointer

SHADOW = 4  # pixels of drop shadow under the box
GAP = 4  # pixels between the box and what it explains

_kept_clear: list[Callable[[], pygame.Rect | None]] = []
"""What tooltips drawn now must not cover: each gives a rectangle (or None) when asked."""


@contextmanager
def kept_clear_of(area: Callable[[], pygame.Rect | None]) -> Iterator[None]:
    """While inside, no tooltip covers ``area()`` (asked when each tooltip is placed,
    e.g. the table's message box, which is drawn in the same frame)."""
    _kept_clear.append(area)
    try:
        yield
    finally:
        _kept_clear.remove(area)


def tooltip_box(size: tuple[int, int], anchor: pygame.Rect, window: pygame.Rect, below: bool = False,
                avoid: tuple[pygame.Rect, ...] = ()) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: above ``anchor`` (below it with ``below``), else
    on its other side, its right or its left: the first of them inside ``window`` that
    covers nothing of ``avoid`` (and, where one can, nothing of ``anchor``); the first
    one when every side covers some."""
    box = pygame.Rect((0, 0), size)
    above = box.copy()
    above.midbottom = (anchor.centerx, anchor.top - GAP)
    under = box.copy()
    under.midtop = (anchor.centerx, anchor.bottom + GAP)
    right = box.copy()
    right.midleft = (anchor.right + GAP, anchor.centery)
    left = box.copy()
    left.midright = (anchor.left - GAP, anchor.centery)
    sides = [under, above] if below else [above, under]
    sides = [side.clamp(window) for side in sides]
    # the sides above and below, each followed by itself slid sideways off what it must
    # keep clear of, before the sides right and left
    sides = [way for side in sides for way in (side, *slid_clear(side, avoid, window)[:1])]
    sides += [right.clamp(window), left.clamp(window)]
    clear = [side for side in sides if side.inflate(2 * GAP, 2 * GAP).collidelist(avoid) < 0]
    beside = [side for side in clear if not side.colliderect(anchor)]  # the window pushed none over its anchor
    return (beside or clear or sides)[0]


def slid_clear(box: pygame.Rect, avoid: tuple[pygame.Rect, ...], window: pygame.Rect) -> list[pygame.Rect]:
    """``box`` slid left or right, within ``window``, just off each of ``avoid`` it covers
    (the nearer way first)."""
    slid = []
    for area in avoid:
        if not box.inflate(2 * GAP, 2 * GAP).colliderect(area):
            continue
        left = box.copy()
        left.right = area.left - 2 * GAP
        right = box.copy()
        right.left = area.right + 2 * GAP
        ways = sorted((left, right), key=lambda moved: abs(moved.x - box.x))
        slid += [way for way in ways if window.contains(way)]
    return slid


def draw_tooltip(surface, lines: list[str], anchor: pygame.Rect, scale: float, width: int = 380,
                 below: bool = False) -> pygame.Rect | None:
    """Draw the tooltip of ``lines`` beside ``anchor``; returns its box (None: no words)."""
    placed = tooltip_place(lines, anchor, surface.get_rect(), scale, width, below)
    if placed is None:
        return None
    image, box = placed
    surface.blit(image, box)
    return box


def tooltip_place(lines: list[str], anchor: pygame.Rect, window: pygame.Rect, scale: float, width: int = 380,
                  below: bool = False) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tooltip :func:`draw_tooltip` draws in ``window``: its picture and its box (None: no words)."""
    image = _tooltip_image(tuple(lines), scale, width)
    if image is None:
        return None
    avoid = tuple(rect for rect in (area() for area in _kept_clear) if rect)
    return image, tooltip_box((image.get_width(), image.get_height() - SHADOW), anchor, window, below, avoid)


def covered(box: pygame.Rect | None) -> pygame.Rect | None:
    """The pixels a tooltip drawn in ``box`` (as :func:`draw_tooltip` returns it) covers, its shadow too."""
    return None if box is None else box.union(box.move(0, SHADOW))


def draw_reason_under_pointer(surface, widgets, scale: float, banner: pygame.Rect | None = None) -> pygame.Rect | None:
    """Why the disabled button under the pointer (among ``widgets``) is off, if one is;
    a button of the ``banner`` has it under the whole banner, clear of its guidance line.
    Returns the tooltip's box (None: no reason shown)."""
    tip = reason_tip(widgets, scale, banner)
    return None if tip is None else draw_tooltip(surface, *tip)


def reason_tip(widgets, scale: float, banner: pygame.Rect | None) -> tuple | None:
    """(lines, anchor, scale, width, below) of :func:`draw_reason_under_pointer`'s tooltip; None: no reason."""
    tip = reason_under_pointer(widgets)
    if tip is None:
        return None
    rect, reason = tip
    if banner is not None and banner.colliderect(rect):
        rect = rect.union(pygame.Rect(rect.left, banner.bottom - 1, rect.width, 1))
    return [reason], rect, scale, 320, rect.top < 100 * scale


@lru_cache(maxsize=64)
def _tooltip_image(lines: tuple[str, ...], scale: float, width: int) -> pygame.Surface | None:
    """The box with its words, drawn once: the pointer resting on a piece redraws it every frame."""
    font = theme.font("small", scale)
    wrapped = [part for line in lines for part in theme.wrap_text(line, font, round(width * scale))]
    if not wrapped:
        return None
    pad = round(10 * scale)
    w = max(font.size(l)[0] for l in wrapped) + 2 * pad
    h = len(wrapped) * font.get_linesize() + round(14 * scale)
    image = pygame.Surface((w, h + SHADOW), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, w, h)
    theme.draw_panel(image, box, theme.BACKGROUND_DEEP, theme.ACCENT)
    y = box.top + round(7 * scale)
    for line in wrapped:
        theme.draw_text(image, line, font, theme.TEXT, (box.left + pad, y))
        y += font.get_linesize()
    return image
