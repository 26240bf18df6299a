"""Where Kaleido's pieces are in the world plane of the board view (no drawing).

A board of circumradius 1 sits at ``geometry.to_pixel(pos)``; hole ``d`` is the
triangle between its centre and its side facing direction ``d`` (corners at screen
angles ``-60 d +- 30`` degrees), and the end-game hexagon at corner ``k`` of a board
is centred on the vertex its sides ``k`` and ``k + 1`` share (RULINGS.md, Kaleido:
Geometry). Screen shapes answer ``collidepoint`` like a ``pygame.Rect``, so the drag
controller can use them as drop targets.
"""
from __future__ import annotations

import math

import pygame

from game.kaleido.geometry import to_pixel

SQRT3 = math.sqrt(3)


def board_center(pos) -> tuple[float, float]:
    return to_pixel(pos, 1.0)


def screen_points(view, points) -> list[tuple[float, float]]:
    """World points seen on screen through ``view``."""
    return [view.to_screen(x, y) for x, y in points]


def _corner(center, angle_deg: float, radius: float = 1.0) -> tuple[float, float]:
    a = math.radians(angle_deg)
    return (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a))


def board_outline(pos, radius: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of a board, in world units."""
    center = board_center(pos)
    return [_corner(center, 30 + 60 * i, radius) for i in range(6)]


def hole_triangle(pos, hole: int) -> list[tuple[float, float]]:
    """Centre, then the two corners of side ``hole``, in world units."""
    center = board_center(pos)
    return [center, _corner(center, -60 * hole - 30), _corner(center, -60 * hole + 30)]


def hole_center(pos, hole: int) -> tuple[float, float]:
    points = hole_triangle(pos, hole)
    return (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)


def corner_point(pos, k: int) -> tuple[float, float]:
    """The vertex between sides ``k`` and ``k + 1`` of a board (where a hexagon is centred)."""
    return _corner(board_center(pos), -60 * k - 30)


def hexagon_outline(hexagon) -> tuple[tuple[float, float], list[tuple[float, float]]]:
    """(centre, six corners) of an end-game hexagon, in world units."""
    board, first = hexagon.triangles[0]
    second = hexagon.triangles[1][1]
    k = first if (first + 1) % 6 == second else second
    center = corner_point(board, k)
    points = []
    for b, h in hexagon.triangles:
        for p in hole_triangle(b, h):
            if math.dist(p, center) > 1e-6 and all(math.dist(p, q) > 1e-6 for q in points):
                points.append(p)
    points.sort(key=lambda p: math.atan2(p[1] - center[1], p[0] - center[0]))
    return center, points


def hole_at(world, boards) -> tuple[tuple[int, int], int] | None:
    """The (board, hole) under a world point, or None off every board."""
    x, y = world
    r = (2 / 3) * y
    q = (SQRT3 / 3) * x - y / 3
    pos = _round_axial(q, r)
    if pos not in boards:
        return None
    cx, cy = board_center(pos)
    angle = math.degrees(math.atan2(-(y - cy), x - cx))  # counter-clockwise from east
    return pos, round(angle / 60) % 6


def board_at(world) -> tuple[int, int]:
    """The board position whose hexagon holds a world point."""
    x, y = world
    return _round_axial((SQRT3 / 3) * x - y / 3, (2 / 3) * y)


def _round_axial(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def bounds(positions) -> tuple[float, float, float, float]:
    """The world box around boards at ``positions``."""
    xs, ys = [], []
    for pos in positions:
        cx, cy = board_center(pos)
        xs += [cx - SQRT3 / 2, cx + SQRT3 / 2]
        ys += [cy - 1, cy + 1]
    return (min(xs), min(ys), max(xs), max(ys))


def point_in_polygon(point, polygon) -> bool:
    x, y = point
    inside = False
    n = len(polygon)
    for i in range(n):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


class ScreenShape:
    """A polygon on screen that answers like a Rect where the drag controller asks."""

    __slots__ = ("points", "center")

    def __init__(self, points):
        self.points = [(round(x), round(y)) for x, y in points]
        self.center = (round(sum(p[0] for p in points) / len(points)),
                       round(sum(p[1] for p in points) / len(points)))

    def collidepoint(self, pos) -> bool:
        return point_in_polygon(pos, self.points)

    @property
    def rect(self):
        """The smallest screen rectangle around the shape."""
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
