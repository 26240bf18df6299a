"""Where a lesson's coach panel goes and how its arrows are drawn: pure geometry over
the table's rectangles (:class:`scenes.table.lesson.TableLesson` says what to place).

A panel is placed clear of what it points at or names, then of what must stay in sight
(scores, seats, the message, buttons), then of what the table draws; an arrow runs from
the panel's edge to near its target's middle and should cross neither the message line,
nor another thing the panel names, nor the table's pieces (boards, tiles, cards): the
panel goes where its arrows are clear, beside what it points at where there is room."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.ui import theme

MARK = (255, 214, 102)
"""The colour of the coach marks: brighter than the table's own accent, so a mark is not
taken for a legal target's glow."""

#: Between a panel's title and its "Step n of N": a long heading breaks after it.
SEPARATOR = " · "
#: The tallest a narrower panel is taken, where another shape is clear, as a share of its width.
TALLEST = 1.25
#: How far from a target's middle an arrow's tip stops, as a share of the target's smaller side.
TIP_REACH = 0.15


@dataclass(frozen=True)
class PanelShape:
    """A coach panel's size and what it holds, line by line: its heading (the title,
    wrapped where the panel is narrower), the text, and its buttons' sizes."""

    size: tuple[int, int]
    heading: tuple[str, ...]
    lines: tuple[str, ...]
    buttons: tuple[tuple[int, int], ...]


def panel_shape(title: str, text: str, buttons: tuple[str, ...], width: int, scale: float) -> PanelShape:
    """A panel ``width`` wide (wider where its row of buttons needs it) holding ``title``
    and ``text``, each wrapped whole, and ``buttons``."""
    pad = round(14 * scale)
    body = theme.font("body", scale)
    heading = theme.font("label", scale, bold=True)
    button_font = theme.font("button", scale * 0.85, bold=True)
    sizes = tuple((button_font.size(label)[0] + round(32 * scale), round(40 * scale)) for label in buttons)
    row = sum(w for w, _ in sizes) + round(8 * scale) * max(0, len(sizes) - 1)
    width = max(width, row + 2 * pad)
    titles = _heading_lines(title, heading, width - 2 * pad)
    lines = tuple(theme.wrap_text(text, body, width - 2 * pad)) if text else ()
    height = pad + len(titles) * heading.get_linesize() + round(6 * scale) + len(lines) * body.get_linesize() + pad
    if buttons:
        height += round(46 * scale)
    return PanelShape((width, height), titles, lines, sizes)


def _heading_lines(title: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    """``title`` in lines no wider than ``width``: whole where it fits, else broken where
    each " · " was first ("Learn Colors of Kasane" above "Step 14 of 41")."""
    if font.size(title)[0] <= width:
        return (title,)
    return tuple(line for part in title.split(SEPARATOR) for line in theme.wrap_text(part, font, width))


def place_panel(sizes, area: pygame.Rect, targets, keep_clear, margin: int, inside=(),
                busy: Callable[[pygame.Rect], int] = lambda rect: 0, must_show=(), marked=(), line=None,
                corner=None, pieces=(), shortest: float = 0) -> pygame.Rect:
    """A rectangle of one of ``sizes`` (the first where others do no better) inside ``area``
    that touches none of ``targets`` (each with ``margin`` around it) nor ``must_show``
    (the scores, the message) and whose arrows to the ``marked`` targets
    (:func:`arrow_crossings`) cross neither ``line`` (the message line, where the marked
    targets all lie on one side of it) nor another of the ``targets`` nor any of
    ``pieces`` (the boards, tiles and cards on the table); of
    those, the one that covers least of what is drawn there (``busy``: how much of a
    rectangle the table's drawing fills, as an area), then whose arrows are shortest (a
    panel beside what it points at), then that covers least of ``keep_clear`` and of what
    lies around the targets (what the coach speaks of is often beside them).

    Places are tried beside each marked target (a short arrow), on a grid over each
    rectangle ``inside`` the area and over the area, and every ``margin`` * 2 pixels over
    the area; where none is clear, the one of the first two kinds that covers least of the
    targets, then of ``must_show``, whose arrows cross least. With ``corner`` (the last
    panel's bottom-right corner, where its Go on was), a clear place there is taken first.
    A narrower size much taller than wide (:data:`TALLEST`) is taken only where no other
    is clear. An arrow no longer than ``shortest`` is not drawn (the target's ring marks it), so
    crosses nothing."""
    avoid = [pygame.Rect(t).inflate(2 * margin, 2 * margin) for t in targets]
    around = [pygame.Rect(t).inflate(2 * max(t.width, t.height), 2 * max(t.width, t.height)) for t in targets]
    # with marks on both sides of the message line, some arrow must cross it: that one is not counted
    one_side = line is not None and (all(t.bottom <= line.top for t in marked) or all(t.top >= line.bottom
                                                                                    for t in marked))
    obstacles = []
    for target in map(pygame.Rect, marked):
        lying = arrow_obstacles(target, targets, line, pieces)
        obstacles.append((target, lying, lying if one_side else arrow_obstacles(target, targets, None, pieces)))

    def crossing(rect: pygame.Rect) -> int:
        arrows = ((arrow_ends(rect, t, lying), counted) for t, lying, counted in obstacles)
        return sum(crossed(*ends, counted) for ends, counted in arrows if math.dist(*ends) > shortest)

    def free(rect: pygame.Rect) -> bool:
        return area.contains(rect) and rect.collidelist(avoid) < 0 and rect.collidelist(must_show) < 0

    def looks(rect: pygame.Rect) -> tuple[int, int, int]:
        reach = sum(math.dist(nearest_on(rect, t.center), t.center) for t in map(pygame.Rect, marked))
        kept = sum(_overlap(rect, k) for k in keep_clear) + sum(_overlap(rect, a) for a in around)
        return (busy(rect) // (margin * margin * 4 or 1), round(reach) // (8 * margin or 1), kept)

    if corner is not None:
        for w, h in sizes:
            rect = pygame.Rect(0, 0, w, h)
            rect.bottomright = corner
            if free(rect) and not crossing(rect):
                return rect
    first = []
    for w, h in sizes:
        for target in marked:
            first += _beside(pygame.Rect(target), w, h, margin)
        for room in (*inside, area):
            first += _grid(room.inflate(-2 * margin, -2 * margin), w, h, 6)
    step = max(4, 2 * margin)
    finer = [rect for w, h in sizes
             for rect in _grid(area, w, h, max(1, (area.width - w) // step), max(1, (area.height - h) // step))]
    def column(rect: pygame.Rect) -> bool:
        """A narrower shape much taller than wide: hard to read, so taken only where no other is clear."""
        return rect.size != tuple(sizes[0]) and rect.height > TALLEST * rect.width

    for rect in sorted((rect for rect in first + finer if free(rect)), key=lambda r: (column(r), *looks(r))):
        if not crossing(rect):
            return rect

    def cost(rect: pygame.Rect) -> tuple[int, ...]:
        outside = 0 if area.contains(rect) else 1
        covered = sum(_overlap(rect, t) for t in avoid)
        hidden = sum(_overlap(rect, m) for m in must_show)  # a score or a button hidden costs more than an arrow's way
        return (outside, covered, hidden, crossing(rect), column(rect), *looks(rect))

    return min(first, key=cost)


def _grid(room: pygame.Rect, w: int, h: int, across: int, down: int | None = None) -> list[pygame.Rect]:
    """Places of a ``w`` x ``h`` panel in ``room``: ``across`` + 1 columns from its left
    side to its right, ``down`` + 1 rows (as many as columns when None) top to bottom."""
    down = across if down is None else down
    xs = [room.left + (room.width - w) * i // across for i in range(across + 1)]
    ys = [room.top + (room.height - h) * j // down for j in range(down + 1)]
    return [pygame.Rect(x, y, w, h) for y in ys for x in xs]


def _beside(target: pygame.Rect, w: int, h: int, margin: int) -> list[pygame.Rect]:
    """Places of a ``w`` x ``h`` panel beside ``target``, ``margin`` from it on each side,
    its middle or either end in line with the target's."""
    gap = margin
    xs = (target.centerx - w // 2, target.left, target.right - w)
    ys = (target.centery - h // 2, target.top, target.bottom - h)
    return ([pygame.Rect(target.left - gap - w, y, w, h) for y in ys]
            + [pygame.Rect(target.right + gap, y, w, h) for y in ys]
            + [pygame.Rect(x, target.top - gap - h, w, h) for x in xs]
            + [pygame.Rect(x, target.bottom + gap, w, h) for x in xs])


def arrow_crossings(panel: pygame.Rect, target: pygame.Rect, named=(), line=None, pieces=()) -> int:
    """How many things the arrow from ``panel`` to ``target`` (:func:`arrow_ends`) runs
    across on its way: ``line`` (the message line), the others of ``named`` (what the
    panel names: an arrow through a badge hides the badge it should leave in view), and
    ``pieces`` (the table's boards, tiles and cards); none that ``target`` itself lies on
    or over counts."""
    obstacles = arrow_obstacles(target, named, line, pieces)
    return crossed(*arrow_ends(panel, target, obstacles), obstacles)


def arrow_obstacles(target: pygame.Rect, named=(), line=None, pieces=()) -> list[pygame.Rect]:
    """What an arrow to ``target`` should not run across (:func:`arrow_crossings`)."""
    return [pygame.Rect(r) for r in (*named, *pieces, *([line] if line is not None else ()))
            if not pygame.Rect(r).colliderect(target)]


def crossed(start, end, obstacles) -> int:
    """How many of ``obstacles`` the line from ``start`` to ``end`` runs across."""
    box = pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]) + 1,
                      abs(end[1] - start[1]) + 1)
    return sum(1 for i in box.collidelistall(obstacles) if obstacles[i].clipline(start, end))


def arrow_ends(panel: pygame.Rect, target: pygame.Rect, obstacles=()) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the arrow from ``panel`` to ``target`` starts and ends. It starts on the
    panel's edge: at the point nearest the target's middle, or where the way from there
    runs across fewer of ``obstacles`` (rectangles it should not cross: a corner of the
    panel often looks past a tile in the way), the shortest such way; it never runs back
    across the panel. It ends near the target's middle (:data:`TIP_REACH`), on the target
    itself, not short of it on a neighbour."""
    best = _tipped(nearest_on(panel, target.center), target)
    fewest = crossed(*best, obstacles)
    if not fewest:
        return best
    inner = panel.inflate(-2, -2)
    cx, cy = target.center
    for start in sorted(_edge_points(panel, target.center), key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2):
        ends = _tipped(start, target)
        if inner.clipline(*ends):
            continue  # it would run back across the panel
        count = crossed(*ends, obstacles)
        if count < fewest:  # the nearest of the fewest crossings
            best, fewest = ends, count
            if not count:
                break
    return best


def _tipped(start, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """(start, tip) of an arrow from ``start`` to near ``target``'s middle."""
    cx, cy = target.center
    dx, dy = start[0] - cx, start[1] - cy
    length = math.hypot(dx, dy) or 1.0
    reach = TIP_REACH * min(target.width, target.height)
    return tuple(start), (round(cx + dx / length * reach), round(cy + dy / length * reach))


def _edge_points(panel: pygame.Rect, toward, steps: int = 4) -> list[tuple[int, int]]:
    """Points along the sides of ``panel`` that face the point ``toward``: their ends and
    ``steps`` parts of each (an arrow from another side would run back across the panel)."""
    right, bottom = panel.right - 1, panel.bottom - 1
    x, y = toward
    sides = [((panel.left, panel.top), (right, panel.top)) if y < panel.top else None,
             ((panel.left, bottom), (right, bottom)) if y > bottom else None,
             ((panel.left, panel.top), (panel.left, bottom)) if x < panel.left else None,
             ((right, panel.top), (right, bottom)) if x > right else None]
    return [(a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
            for a, b in filter(None, sides) for i in range(steps + 1)]


def arrow_crosses(panel: pygame.Rect, target: pygame.Rect, line: pygame.Rect) -> bool:
    """Whether the arrow from ``panel`` to ``target`` runs across ``line`` (never, for a
    target on the line itself)."""
    return arrow_crossings(panel, target, line=line) > 0


def arrow_runs_over(panel: pygame.Rect, target: pygame.Rect, other: pygame.Rect) -> bool:
    """Whether the arrow from ``panel`` to ``target`` runs over ``other`` (never, for a
    target on or over it)."""
    return arrow_crossings(panel, target, pieces=(other,)) > 0


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
