"""The corner points of the player symbols' polygons, shared by the app's drawing
(:mod:`scenes.ui.theme`) and the art scripts that write the SVGs (``tools/art``).
Plain math, no pygame."""
from __future__ import annotations

import math

Point = tuple[float, float]


def regular(cx: float, cy: float, r: float, n: int, start_deg: float) -> list[Point]:
    """The ``n`` corners of a regular polygon of radius ``r`` around (cx, cy), the first at
    ``start_deg`` degrees (-90: straight up)."""
    return [(cx + r * math.cos(math.radians(start_deg + i * 360 / n)),
             cy + r * math.sin(math.radians(start_deg + i * 360 / n))) for i in range(n)]


def star(cx: float, cy: float, outer: float, inner: float) -> list[Point]:
    """A five-pointed star around (cx, cy), a point straight up: its ten corners,
    ``outer`` and ``inner`` from the centre in turn."""
    return [(cx + (outer if i % 2 == 0 else inner) * math.cos(math.radians(-90 + i * 36)),
             cy + (outer if i % 2 == 0 else inner) * math.sin(math.radians(-90 + i * 36))) for i in range(10)]
