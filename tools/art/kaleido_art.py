"""Generate the Kaleido table art as SVG files in assets/art/kaleido/.

Standard library only, and deterministic (re-running reproduces the files byte for
byte), like ``kerala_art.py``, whose SVG helpers and colour symbols it shares:

    python tools/art/kaleido_art.py

Geometry (RULINGS.md, Kaleido: Geometry): a board is a pointy-top hexagon drawn in
a viewBox centred on its middle, circumradius 50. Hole ``d`` is the triangle
between the centre and the side facing direction ``d`` (0 east, counter-clockwise
on screen), so its corners lie at screen angles ``-60 d +- 30`` degrees.

Files:
- ``board.svg``: the wooden frame with its six triangular holes;
- ``tile_<colour>_<d>.svg``: a tile sitting in hole ``d`` (same viewBox as the board,
  so it is drawn over the board at the same place);
- ``piece_<colour>.svg``: a tile on its own, point up, for the stock and the hand.
Every tile carries its colour's symbol (colour-blind play); whites are white with a
grey rim and a dot.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = ROOT / "assets" / "art" / "kaleido"

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))
from kerala_art import INK, WHITE, BLACK, col, mix, num, polygon, symbol  # noqa: E402
from scenes.ui.palette import PLAYER_COLORS, PLAYER_SYMBOLS  # noqa: E402

from svg_files import write_svgs  # noqa: E402 - a sibling script's helper

KALEIDO_COLORS = ("red", "blue", "yellow", "purple", "green", "white")
R = 50.0
HALF_W = R * math.sqrt(3) / 2
WOOD = (176, 128, 78)
WOOD_DARK = (104, 70, 40)
WOOD_LIGHT = (214, 170, 116)
HOLE = (38, 30, 26)
HOLE_EDGE = (70, 54, 42)
TILE_WHITE = (250, 250, 246)


def hex_svg(items) -> str:
    view = f"{num(-HALF_W)} {num(-R)} {num(2 * HALF_W)} {num(2 * R)}"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view}" '
            f'width="{num(2 * HALF_W)}" height="{num(2 * R)}">\n' + "\n".join(items) + "\n</svg>\n")


def corner(angle_deg: float, radius: float = R) -> tuple[float, float]:
    a = math.radians(angle_deg)
    return (radius * math.cos(a), radius * math.sin(a))


def hole_triangle(d: int) -> list[tuple[float, float]]:
    """Centre, then the two corners of side ``d`` (screen angles -60 d - 30 and -60 d + 30)."""
    return [(0.0, 0.0), corner(-60 * d - 30), corner(-60 * d + 30)]


def shrink(points, factor: float) -> list[tuple[float, float]]:
    """``points`` pulled towards their centroid."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    return [(cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in points]


def centroid(points) -> tuple[float, float]:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def board() -> str:
    outline = [corner(30 + 60 * i) for i in range(6)]
    items = [polygon(outline, fill=WOOD_DARK, stroke=WOOD_DARK, stroke_width=3, stroke_linejoin="round"),
             polygon([corner(30 + 60 * i, R - 2.2) for i in range(6)], fill=WOOD),
             polygon([corner(30 + 60 * i, R - 5.5) for i in range(6)], fill="none", stroke=WOOD_LIGHT,
                     stroke_width=1.2, stroke_linejoin="round")]
    for d in range(6):
        tri = shrink(hole_triangle(d), 0.8)
        items.append(polygon(tri, fill=HOLE_EDGE, stroke=HOLE_EDGE, stroke_width=2.4, stroke_linejoin="round"))
        items.append(polygon(tri, fill=HOLE))
    items.append(f'<circle cx="0" cy="0" r="3.2" fill="{col(WOOD_DARK)}"/>')
    return hex_svg(items)


def tile_shapes(points, name: str) -> list[str]:
    """A tile filling the triangle ``points``: body, bevel, symbol at its centre."""
    base = TILE_WHITE if name == "white" else PLAYER_COLORS[name]
    edge = (150, 150, 146) if name == "white" else mix(base, BLACK, 0.38)
    light = mix(base, WHITE, 0.28) if name != "white" else (255, 255, 255)
    body = shrink(points, 0.77)
    cx, cy = centroid(body)
    items = [polygon(body, fill=edge, stroke=edge, stroke_width=2.6, stroke_linejoin="round"),
             polygon(body, fill=base),
             polygon(shrink(body, 0.72), fill="none", stroke=light, stroke_width=1.3, stroke_linejoin="round")]
    ink = (120, 120, 116) if name == "white" else (246, 239, 222)
    items += symbol(PLAYER_SYMBOLS[name], cx, cy + 0.6, 6.2, ink=ink, edge=INK if name != "white" else edge,
                    edge_w=0.8)
    return items


def tile(name: str, d: int) -> str:
    return hex_svg(tile_shapes(hole_triangle(d), name))


def piece(name: str) -> str:
    """The tile point up, in a 100 x 100 box (for the stock and the hand)."""
    height = R * math.sqrt(3) / 2 * 1.3
    side = height * 2 / math.sqrt(3)
    top = 50 - height * 2 / 3 + 4
    points = [(50, top), (50 + side / 2, top + height), (50 - side / 2, top + height)]
    # tile_shapes shrinks by 0.77: undo it so the piece fills its box
    points = shrink(points, 1 / 0.77)
    body = tile_shapes(points, name)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">\n'
            + "\n".join(body) + "\n</svg>\n")


def all_files() -> dict[str, str]:
    files = {"board.svg": board()}
    for name in KALEIDO_COLORS:
        files[f"piece_{name}.svg"] = piece(name)
        for d in range(6):
            files[f"tile_{name}_{d}.svg"] = tile(name, d)
    return files


def main() -> None:
    write_svgs(OUT, all_files())


if __name__ == "__main__":
    main()
