"""Where a lesson's coach panel goes and how its arrows are drawn: pure geometry over
the table's rectangles (:class:`scenes.table.lesson.TableLesson` says what to place).

A panel is placed clear of what it points at or names, then of what must stay in sight
(scores, seats, the message, buttons), then of what the table draws; an arrow runs from
the panel's edge to near its target's middle and should cross neither the message line
nor another thing the panel names."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from scenes.ui import theme

MARK = (255, 214, 102)
"""The colour of the coach marks: brighter than the table's own accent, so a mark is not
taken for a legal target's glow."""

#: How far from a target's middle an arrow's tip stops, as a share of the target's smaller side.
TIP_REACH = 0.15


def panel_size(title: str, text: str, buttons: tuple[str, ...], width: int, scale: float):
    """(size, lines, button sizes) of a panel ``width`` wide (wider where its title or its
    row of buttons needs it) holding ``title``, ``text`` wrapped whole, and ``buttons``."""
    pad = round(14 * scale)
    body = theme.font("body", scale)
    heading = theme.font("label", scale, bold=True)
    button_font = theme.font("button", scale * 0.85, bold=True)
    sizes = [(button_font.size(label)[0] + round(32 * scale), round(40 * scale)) for label in buttons]
    row = sum(w for w, _ in sizes) + round(8 * scale) * max(0, len(sizes) - 1)
    width = max(width, heading.size(title)[0] + 2 * pad, row + 2 * pad)
    lines = tuple(theme.wrap_text(text, body, width - 2 * pad)) if text else ()
    height = pad + heading.get_linesize() + round(6 * scale) + len(lines) * body.get_linesize() + pad
    if buttons:
        height += round(46 * scale)
    return (width, height), lines, sizes


def place_panel(sizes, area: pygame.Rect, targets, keep_clear, margin: int, inside=(),
                busy: Callable[[pygame.Rect], int] = lambda rect: 0, must_show=(), marked=(), line=None,
                corner=None) -> pygame.Rect:
    """A rectangle of one of ``sizes`` (the first where others do no better) inside ``area``
    that touches none of ``targets`` (each with ``margin`` around it) and whose arrows to
    the ``marked`` targets do not cross ``line`` (the message line) nor run over another
    of the ``targets``; of those, the one
    that covers least of what is drawn there (``busy``: how much of a rectangle the
    table's drawing fills, as an area) and of ``must_show`` (the scores, the message),
    then least of ``keep_clear`` and of what lies around the targets (what the coach
    speaks of is often beside them): places on a grid over each rectangle ``inside`` the
    area, then over the area, are tried. With ``corner`` (the last panel's bottom-right
    corner, where its Go on was), a place there that touches no target, crosses no line
    and hides nothing of ``must_show`` is taken first."""
    avoid = [pygame.Rect(t).inflate(2 * margin, 2 * margin) for t in targets]
    around = [pygame.Rect(t).inflate(2 * max(t.width, t.height), 2 * max(t.width, t.height)) for t in targets]

    def clear(rect: pygame.Rect) -> tuple[int, int, int]:
        outside = 0 if area.contains(rect) else 1
        crossing = sum(1 for t in marked if line is not None and arrow_crosses(rect, t, line))
        crossing += sum(1 for t in marked for other in targets if other != t and arrow_runs_over(rect, t, other))
        return (outside, sum(_overlap(rect, t) for t in avoid), crossing)

    if corner is not None:
        for w, h in sizes:
            rect = pygame.Rect(0, 0, w, h)
            rect.bottomright = corner
            if clear(rect) == (0, 0, 0) and not any(rect.colliderect(m) for m in must_show):
                return rect
    candidates = []
    for w, h in sizes:
        for room in (*inside, area):
            inner = room.inflate(-2 * margin, -2 * margin)
            xs = [inner.left + (inner.width - w) * i // 6 for i in range(7)]
            ys = [inner.top + (inner.height - h) * j // 6 for j in range(7)]
            candidates += [pygame.Rect(x, y, w, h) for y in ys for x in xs]

    def cost(rect: pygame.Rect) -> tuple[int, ...]:
        outside, covered, crossing = clear(rect)
        hidden = sum(_overlap(rect, m) for m in must_show)  # a score or a button hidden costs more than an arrow's way
        kept = sum(_overlap(rect, k) for k in keep_clear) + sum(_overlap(rect, a) for a in around)
        return (outside, covered, hidden, crossing, busy(rect) // (margin * margin * 4 or 1), kept)

    return min(candidates, key=cost)


def arrow_ends(panel: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the arrow from ``panel`` to ``target`` starts (the panel's edge nearest the
    target's middle) and ends: near the target's middle (:data:`TIP_REACH`), on the
    target itself, not short of it on a neighbour."""
    start = nearest_on(panel, target.center)
    cx, cy = target.center
    dx, dy = start[0] - cx, start[1] - cy
    length = math.hypot(dx, dy) or 1.0
    reach = TIP_REACH * min(target.width, target.height)
    return start, (round(cx + dx / length * reach), round(cy + dy / length * reach))


def arrow_crosses(panel: pygame.Rect, target: pygame.Rect, line: pygame.Rect) -> bool:
    """Whether the arrow from ``panel`` to ``target`` runs across ``line`` (never, for a
    target on the line itself)."""
    if target.colliderect(line):
        return False
    start, end = arrow_ends(panel, target)
    return bool(line.clipline(start, end))


def arrow_runs_over(panel: pygame.Rect, target: pygame.Rect, other: pygame.Rect) -> bool:
    """Whether the arrow from ``panel`` to ``target`` runs over ``other``, another thing
    the panel names (an arrow through a badge hides the badge it should leave in view)."""
    if other.colliderect(target):
        return False
    start, end = arrow_ends(panel, target)
    return bool(pygame.Rect(other).clipline(start, end))


class Drawn:
    """How much of a rectangle of a picture is drawn on, as an area: the share of a small
    copy's pixels at an edge (where the colour changes). A plain stretch of the table
    counts little (a border line is a thin share of it), a board much."""

    SHRINK = 8

    def __init__(self, picture: pygame.Surface):
        w, h = picture.get_size()
        small = pygame.transform.smoothscale(picture, (max(1, w // self.SHRINK), max(1, h // self.SHRINK)))
        self.edges = pygame.transform.laplacian(small)

    def __call__(self, rect: pygame.Rect) -> int:
        k = self.SHRINK
        part = pygame.Rect(rect.left // k, rect.top // k, max(1, rect.width // k), max(1, rect.height // k))
        part = part.clip(self.edges.get_rect())
        if part.width <= 0 or part.height <= 0:
            return 0
        plain = pygame.transform.threshold(None, self.edges.subsurface(part), (0, 0, 0), (24, 24, 24, 255),
                                           set_behavior=0)
        return round(rect.width * rect.height * (1 - plain / (part.width * part.height)))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def draw_arrow(surface, start, end, width: int, color=MARK) -> pygame.Rect:
    """A line from ``start`` to ``end`` with a head at ``end``; returns the rectangle drawn over."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = max(8, width * 4)
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55)
    right = (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)
    line = pygame.draw.line(surface, color, start, base, width)
    tip = pygame.draw.polygon(surface, color, [end, left, right])
    return line.union(tip)


def nearest_on(rect: pygame.Rect, point) -> tuple[int, int]:
    """The point of ``rect`` (its inside or edge) nearest ``point``."""
    return (min(max(point[0], rect.left), rect.right - 1), min(max(point[1], rect.top), rect.bottom - 1))
