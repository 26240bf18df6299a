"""Generate the Kerala table art as SVG files in assets/art/kerala/.

Standard library only. Every number is rounded to two decimals and every file is
written from the same sorted tables, so re-running the script reproduces the
files byte for byte:

    python tools/art/kerala_art.py

The SVGs are rasterised by pygame-ce (nanosvg), so they keep to what nanosvg
draws well: paths, rects, circles, ellipses, polygons, lines, groups, transforms,
solid fills and strokes and the odd gradient. No text, filters, masks, CSS or
external references. Everything is drawn in a 100 x 100 viewBox.

The look: tiles are the player colour with a darker edge band, a kolam (rice-flour
pattern) bead chain in a lighter shade, a faint lotus in the centre and the
colour's symbol on a little medallion in the top-left corner. Overlays (elephant
symbols, action icons) are cream with a dark outline so they read on every colour;
arches and elephant figures are in their own colour with a cream-and-dark double
outline so a black arch reads on a black tile and a black elephant on a dark table.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "art" / "kerala"

sys.path.insert(0, str(ROOT))
from scenes.ui.palette import PLAYER_COLORS, PLAYER_SYMBOLS  # noqa: E402 - plain data, no pygame
from scenes.ui.polygons import regular, star  # noqa: E402 - plain math, no pygame

from svg_files import write_svgs  # noqa: E402 - a sibling script's helper

KERALA_COLORS = ("blue", "black", "green", "purple", "red")
COLORS = {c: PLAYER_COLORS[c] for c in KERALA_COLORS}
SYMBOLS = {c: PLAYER_SYMBOLS[c] for c in KERALA_COLORS}

CREAM = (246, 239, 222)
INK = (30, 28, 30)          # the dark outline
GOLD = (231, 180, 72)
GOLD_DARK = (150, 100, 30)
GOLD_LIGHT = (250, 222, 140)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


# ---------------------------------------------------------------- helpers

def num(v: float) -> str:
    """A number with at most two decimals and no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def col(c) -> str:
    return "#%02x%02x%02x" % tuple(c)


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def pts(points) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def attrs(**kw) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        if isinstance(v, tuple):
            v = col(v)
        elif isinstance(v, float) or isinstance(v, int):
            v = num(v)
        out.append(f'{k.rstrip("_").replace("_", "-")}="{v}"')
    return " ".join(out)


def path(d: str, **kw) -> str:
    return f'<path d="{d}" {attrs(**kw)}/>'


def circle(cx, cy, r, **kw) -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" {attrs(**kw)}/>'


def ellipse(cx, cy, rx, ry, **kw) -> str:
    return (f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}" '
            f'{attrs(**kw)}/>')


def rect(x, y, w, h, rx=0, **kw) -> str:
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
            f'rx="{num(rx)}" {attrs(**kw)}/>')


def polygon(points, **kw) -> str:
    return f'<polygon points="{pts(points)}" {attrs(**kw)}/>'


def line(x1, y1, x2, y2, **kw) -> str:
    return (f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" '
            f'{attrs(**kw)}/>')


def group(items, transform: str | None = None) -> str:
    head = f'<g transform="{transform}">' if transform else "<g>"
    return head + "\n" + "\n".join(items) + "\n</g>"


def svg(items, defs: str = "") -> str:
    body = "\n".join(items)
    d = f"<defs>\n{defs}\n</defs>\n" if defs else ""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" '
            'width="100" height="100">\n' + d + body + "\n</svg>\n")


def outlined(shapes, fill, outline, width, join="round"):
    """Shapes (path d strings) drawn as one silhouette: every outline first, then
    every fill, so where shapes overlap no inner outline shows."""
    under = [path(d, fill=outline, stroke=outline, stroke_width=width * 2,
                  stroke_linejoin=join) for d in shapes]
    over = [path(d, fill=fill) for d in shapes]
    return under + over


# ---------------------------------------------------------------- player symbols

def symbol(shape: str, cx: float, cy: float, r: float, ink=CREAM, edge=INK,
           edge_w: float = 1.0) -> list[str]:
    """A colour's symbol (same geometry as theme.draw_player_symbol), in ``ink``
    with an ``edge`` outline of ``edge_w`` on the outside."""
    out: list[str] = []
    if shape == "circle":
        w = r / 2.6
        rr = r - w / 2
        out.append(circle(cx, cy, rr, fill="none", stroke=edge, stroke_width=w + 2 * edge_w))
        out.append(circle(cx, cy, rr, fill="none", stroke=ink, stroke_width=w))
        return out
    if shape == "sun":
        rays = [(cx + r * 0.66 * math.cos(math.radians(a)), cy + r * 0.66 * math.sin(math.radians(a)),
                 cx + r * 0.98 * math.cos(math.radians(a)), cy + r * 0.98 * math.sin(math.radians(a)))
                for a in range(0, 360, 45)]
        w = r / 4
        for x1, y1, x2, y2 in rays:
            out.append(line(x1, y1, x2, y2, stroke=edge, stroke_width=w + 2 * edge_w,
                            stroke_linecap="round"))
        out.append(circle(cx, cy, r * 0.5 + edge_w, fill=edge))
        for x1, y1, x2, y2 in rays:
            out.append(line(x1, y1, x2, y2, stroke=ink, stroke_width=w, stroke_linecap="round"))
        out.append(circle(cx, cy, r * 0.5, fill=ink))
        return out
    if shape == "square":
        s = r * 1.5
        poly = [(cx - s / 2, cy - s / 2), (cx + s / 2, cy - s / 2),
                (cx + s / 2, cy + s / 2), (cx - s / 2, cy + s / 2)]
    elif shape == "triangle":
        # Centred on the triangle's own middle rather than its circumcentre, so it
        # sits visually in the middle of a medallion.
        poly = regular(cx, cy + r * 0.2, r * 1.18, 3, -90)
    elif shape == "diamond":
        poly = regular(cx, cy, r * 1.12, 4, -90)
    elif shape == "star":
        poly = star(cx, cy, r * 1.15, r * 0.48)
    else:
        return [circle(cx, cy, r * 0.4 + edge_w, fill=edge), circle(cx, cy, r * 0.4, fill=ink)]
    out.append(polygon(poly, fill=edge, stroke=edge, stroke_width=2 * edge_w,
                       stroke_linejoin="round"))
    out.append(polygon(poly, fill=ink))
    return out


# ---------------------------------------------------------------- tiles

def shades(base):
    """(edge band, light pattern, faint pattern) for a tile of colour ``base``."""
    if base == COLORS["black"]:
        band = mix(base, WHITE, 0.16)
        light = mix(base, WHITE, 0.30)
    else:
        band = mix(base, BLACK, 0.32)
        light = mix(base, WHITE, 0.38)
    faint = mix(base, light, 0.28)
    return band, light, faint


def tile_base(name: str) -> tuple[list[str], str]:
    """The face common to normal and start tiles: body, edge band, kolam border."""
    base = COLORS[name]
    band, light, faint = shades(base)
    centre = mix(base, WHITE, 0.10)
    defs = (f'<radialGradient id="face" cx="0.5" cy="0.5" r="0.62">'
            f'<stop offset="0" stop-color="{col(centre)}"/>'
            f'<stop offset="1" stop-color="{col(base)}"/></radialGradient>')
    items = [rect(0, 0, 100, 100, 6, fill=band),
             rect(3.6, 3.6, 92.8, 92.8, 3.6, fill="url(#face)")]
    # Kolam border: a fine line with a chain of beads (small diamonds) on it.
    items.append(rect(8.5, 8.5, 83, 83, 2.5, fill="none", stroke=light, stroke_width=0.9))
    beads = []
    for i in range(1, 8):
        t = 8.5 + i * 83 / 8
        for x, y in ((t, 8.5), (t, 91.5), (8.5, t), (91.5, t)):
            if i == 4:
                continue
            beads.append(polygon(regular(x, y, 1.7, 4, 0), fill=light))
    items += beads
    # Side middles: a lotus bud pointing inward.
    for ang in (0, 90, 180, 270):
        items.append(group([
            path("M50 8.5 C46.6 11.5 47.2 14.8 50 17 C52.8 14.8 53.4 11.5 50 8.5 Z", fill=light),
            circle(50, 8.5, 1.6, fill=band, stroke=light, stroke_width=0.8),
        ], transform=f"rotate({ang} 50 50)"))
    # Corners other than top-left: a small four-petal flower.
    for cx, cy in ((91.5, 8.5), (91.5, 91.5), (8.5, 91.5)):
        petals = [ellipse(cx, cy - 2.6, 1.3, 2.4, fill=light),
                  ellipse(cx, cy + 2.6, 1.3, 2.4, fill=light),
                  ellipse(cx - 2.6, cy, 2.4, 1.3, fill=light),
                  ellipse(cx + 2.6, cy, 2.4, 1.3, fill=light),
                  circle(cx, cy, 1.3, fill=band)]
        items += petals
    return items, defs


def faint_lotus(base) -> list[str]:
    """A very faint eight-petal rangoli in the middle: festive, yet calm enough to
    draw symbols over."""
    _, _, faint = shades(base)
    items = []
    petal = "M50 50 C44.5 40 45 30 50 22 C55 30 55.5 40 50 50 Z"
    for i in range(8):
        items.append(path(petal, fill="none", stroke=faint, stroke_width=1.1,
                          transform=f"rotate({i * 45} 50 50)"))
    items.append(circle(50, 50, 31, fill="none", stroke=faint, stroke_width=1.1))
    for i in range(16):
        a = math.radians(i * 22.5 + 11.25)
        items.append(circle(50 + 35 * math.cos(a), 50 + 35 * math.sin(a), 1.1, fill=faint))
    return items


def corner_mark(name: str, ring=None) -> list[str]:
    """The colour's symbol on a small medallion in the top-left corner."""
    band, light, _ = shades(COLORS[name])
    ring = ring or light
    return [circle(11.5, 11.5, 9.4, fill=band, stroke=ring, stroke_width=0.9),
            *symbol(SYMBOLS[name], 11.5, 11.5, 6.0, edge_w=0.7)]


def tile(name: str) -> str:
    items, defs = tile_base(name)
    items += faint_lotus(COLORS[name])
    items += corner_mark(name)
    return svg(items, defs)


def start_tile(name: str) -> str:
    base = COLORS[name]
    band, light, _ = shades(base)
    items, defs = tile_base(name)
    # Golden inner frame, doubled, with corner studs.
    items.append(rect(13, 13, 74, 74, 3, fill="none", stroke=GOLD_DARK, stroke_width=3.4))
    items.append(rect(13, 13, 74, 74, 3, fill="none", stroke=GOLD, stroke_width=2.0))
    for cx, cy in ((87, 13), (87, 87), (13, 87)):
        items.append(circle(cx, cy, 2.9, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.9))
    # Medallion in the middle: a dark well ringed in gold, with a ring of gold dots.
    well = mix(base, BLACK, 0.18) if base != COLORS["black"] else mix(base, WHITE, 0.06)
    items.append(circle(50, 51, 29.5, fill=well))
    items.append(circle(50, 51, 29.5, fill="none", stroke=GOLD_DARK, stroke_width=3.6))
    items.append(circle(50, 51, 29.5, fill="none", stroke=GOLD, stroke_width=2.2))
    items.append(circle(50, 51, 25.4, fill="none", stroke=GOLD_LIGHT, stroke_width=0.6))
    for i in range(20):
        a = math.radians(i * 18)
        items.append(circle(50 + 33.6 * math.cos(a), 51 + 33.6 * math.sin(a), 1.2, fill=GOLD))
    items += corner_mark(name, ring=GOLD)
    return svg(items, defs)


# ---------------------------------------------------------------- the elephant
#
# One elephant, facing right, in a 100 x 100 frame, feet on y = 96. It is built
# from parts so the same animal serves as the cream symbol, the standing figure
# and the lying figure.

BODY = ("M15 54 C12 38 22 24 40 22 C50 21 58 22 63 25 "
        "C65 16 72 11 80 11 C89 11 94 18 94 28 "
        "C94 38 91 46 90.5 56 C90 66 91 75 95.5 79 "
        "C97.5 80.5 97.5 84 94.5 84.5 C88.5 85.5 84 78 83.5 68 "
        "C83 62 81.5 58 78 57 C73 60 70 64 62 66 "
        "C50 68.5 32 68.5 22 65 C17.5 63 15.5 59 15 54 Z")
# Lying: the head lowered, the trunk reaching forward and resting on the ground.
BODY_LYING = ("M15 54 C12 38 22 24 40 22 C50 21 58 22 63 25 "
              "C65 17 72 13 80 13.5 C88.5 14 93.5 21 93.5 31 "
              "C93.5 40 92 47 92 56 C92 65 93 70.5 96.5 73 "
              "C98.6 74.6 98.2 77.8 95.5 77.8 C89 77.8 85.2 71.5 84.8 64 "
              "C84.5 60 82 58 78 58.5 C72 61 68 65 62 66 "
              "C50 68.5 32 68.5 22 65 C17.5 63 15.5 59 15 54 Z")
EAR = ("M67 21.5 C59 21.5 54.5 31 56 41 C57 49 61.5 55.5 67 58.5 "
       "C70.5 56 73 50.5 74.5 44 C76.5 35 75 24.5 67 21.5 Z")
SADDLE = ("M30 23.5 C38 20.5 50 20 58.5 22.5 L60 48 "
          "C57 51 54 51 51.5 48.5 C49 51 46 51 44 48.5 C41.5 51 38.5 51 36 48.5 "
          "C33.5 51 30.5 51 28.5 48 Z")
HEADPLATE = ("M79 11.6 C87 10.4 93.2 15.5 94 24 C94.4 32 92.6 40 91.2 47 "
             "C89.8 48.6 87.8 48.2 87.5 46 C87.4 35 86 23.5 79 11.6 Z")
TUSK = "M86 55 C88 60 91.5 63.5 96 63 C96.5 64.8 95 66.2 92.5 66 C88.5 65.6 85.5 61.5 84.2 57 Z"
TAIL = "M16 38 C10 42 9 50 10 58"


def leg(x: float, top: float, w: float, bottom: float = 96) -> str:
    """A pillar leg from ``top`` down to the ground with a slightly wider foot."""
    return (f"M{num(x)} {num(top)} L{num(x + w)} {num(top)} "
            f"L{num(x + w - 0.3)} {num(bottom - 4)} "
            f"C{num(x + w + 0.6)} {num(bottom - 1.5)} {num(x + w + 0.4)} {num(bottom)} {num(x + w - 1.5)} {num(bottom)} "
            f"L{num(x + 0.3)} {num(bottom)} "
            f"C{num(x - 1.4)} {num(bottom)} {num(x - 1.4)} {num(bottom - 1.5)} {num(x + 0.2)} {num(bottom - 4)} Z")


NEAR_LEGS = [leg(20, 55, 12.5), leg(64, 55, 12.5)]
FAR_LEGS = [leg(30, 55, 11), leg(72.5, 55, 10.5, 95)]
TOE_Y = 96


def toes(x: float, w: float, bottom: float, color, n: int = 3) -> list[str]:
    return [ellipse(x + w * (i + 0.5) / n, bottom - 1.0, w / (n * 2.6), 0.9, fill=color)
            for i in range(n)]


# Lying legs: forelegs stretched forward along the ground, the hind leg tucked.
LYING_NEAR = ["M58 60 C60 66 63 71 69 72 L78 72 C81 72 81 78 78 78 L62 78 "
              "C54 78 50 70 50 64 Z",
              "M20 58 C14 64 15 75 22 78 L42 78 C45 78 45 72 42 72 L32 72 "
              "C30 70 30 64 30 60 Z"]
LYING_FAR: list[str] = []


def elephant_symbol(cx: float, cy: float, size: float, flip: bool = False,
                    edge_w: float = 1.2) -> list[str]:
    """The cream elephant symbol, ``size`` wide, centred on (cx, cy)."""
    s = size / 86.0          # the animal spans x 10..96
    local_w = edge_w / s
    shapes = [BODY] + NEAR_LEGS + FAR_LEGS
    items = []
    items += [path(TAIL, fill="none", stroke=INK, stroke_width=2.4 + 2 * local_w,
                   stroke_linecap="round")]
    items += outlined(shapes, CREAM, INK, local_w)
    items.append(path(TAIL, fill="none", stroke=CREAM, stroke_width=2.4, stroke_linecap="round"))
    items.append(path(EAR, fill=mix(CREAM, INK, 0.12), stroke=INK, stroke_width=local_w * 0.9,
                      stroke_linejoin="round"))
    # Leg separation, so the four legs read at larger sizes.
    for d in FAR_LEGS:
        items.append(path(d, fill=mix(CREAM, INK, 0.18), stroke=INK,
                          stroke_width=local_w * 0.7, stroke_linejoin="round"))
    items += [path(d, fill=CREAM) for d in NEAR_LEGS]
    # A festive blanket with a jewel, drawn in line so the ink stays one colour.
    items.append(path(SADDLE, fill=mix(CREAM, INK, 0.1), stroke=INK, stroke_width=local_w * 0.7,
                      stroke_linejoin="round"))
    items.append(circle(44.5, 35, 3.6, fill=INK))
    items.append(path(TUSK, fill=WHITE, stroke=INK, stroke_width=local_w * 0.8,
                      stroke_linejoin="round"))
    items.append(circle(80, 26, 2.6, fill=INK))
    # Centre of the animal's bounding box is (53, 53.5).
    sx = -s if flip else s
    transform = (f"translate({num(cx)} {num(cy)}) scale({num(sx)} {num(s)}) "
                 f"translate(-53 -53.5)")
    return [group(items, transform)]


# ---------------------------------------------------------------- elephant symbols

def symbols(n: int) -> str:
    if n == 1:
        items = elephant_symbol(50, 52, 40, edge_w=1.5)
    elif n == 2:
        items = (elephant_symbol(29, 52, 33, flip=False, edge_w=1.4)
                 + elephant_symbol(71, 52, 33, flip=True, edge_w=1.4))
    else:
        items = (elephant_symbol(50, 33, 30, edge_w=1.3)
                 + elephant_symbol(30, 67, 30, flip=False, edge_w=1.3)
                 + elephant_symbol(70, 67, 30, flip=True, edge_w=1.3))
    return svg(items)


# ---------------------------------------------------------------- arches

# The torana along the top side: a lintel with upturned ends, two pillars and a
# cusped (five-lobed) arch hanging between them, open toward the tile centre. It
# spans x 19..81 (outline included) so the corner medallions of the tile stay visible in every rotation.
LINTEL = ("M21.5 3.6 C24 5.2 27 5.6 30 5.6 L70 5.6 C73 5.6 76 5.2 78.5 3.6 "
          "C79.4 7.5 78.4 11.6 75.5 12.6 L24.5 12.6 C21.6 11.6 20.6 7.5 21.5 3.6 Z")
PILLAR_L = "M24 10 L32 10 L32 29 L33.8 31.5 L22.2 31.5 L24 29 Z"
PILLAR_R = "M68 10 L76 10 L76 29 L77.8 31.5 L66.2 31.5 L68 29 Z"
# The cusp points of the arch's underside, left to right; between two neighbours
# a lobe bulges up toward the lintel.
CUSPS = [(32, 30), (34.8, 23), (40.5, 18.6), (50, 17), (59.5, 18.6), (65.2, 23), (68, 30)]


def arch_band() -> tuple[str, str]:
    """The arch band's outline path and the path of its underside alone."""
    cx, cy = 50, 33
    under = f"M{num(CUSPS[0][0])} {num(CUSPS[0][1])} "
    for (x0, y0), (x1, y1) in zip(CUSPS, CUSPS[1:]):
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = mx - cx, my - cy
        dl = math.hypot(dx, dy)
        bulge = 2.6
        qx, qy = mx + dx / dl * bulge * 2, my + dy / dl * bulge * 2
        under += f"Q{num(qx)} {num(qy)} {num(x1)} {num(y1)} "
    # The band: lintel underside, down the right pillar, along the cusps backwards.
    rev = "M32 10 L68 10 L68 30 "
    pts_rev = list(reversed(CUSPS))
    for (x0, y0), (x1, y1) in zip(pts_rev, pts_rev[1:]):
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = mx - cx, my - cy
        dl = math.hypot(dx, dy)
        qx, qy = mx + dx / dl * 5.2, my + dy / dl * 5.2
        rev += f"Q{num(qx)} {num(qy)} {num(x1)} {num(y1)} "
    return rev + "Z", under.strip()


def arch(name: str) -> str:
    base = COLORS[name]
    band, light, _ = shades(base)
    dark = mix(base, BLACK, 0.35) if name != "black" else mix(base, WHITE, 0.22)
    band_d, under_d = arch_band()
    shapes = [LINTEL, PILLAR_L, PILLAR_R, band_d]
    items = []
    # Double outline: dark outside, cream inside, so it reads on any tile.
    items += [path(d, fill=INK, stroke=INK, stroke_width=5.4, stroke_linejoin="round")
              for d in shapes]
    items += [path(d, fill=CREAM, stroke=CREAM, stroke_width=2.8, stroke_linejoin="round")
              for d in shapes]
    items += [path(d, fill=base) for d in shapes]
    # A gold line just inside the cusped underside, and bells hanging from the cusps.
    items.append(path(under_d, fill="none", stroke=GOLD, stroke_width=1.1,
                      transform="translate(50 33) scale(0.9) translate(-50 -33)"))
    for x, y in CUSPS[1:-1]:
        if x == 50:
            continue
        items.append(line(x, y, x, y + 2.6, stroke=INK, stroke_width=0.7))
        items.append(circle(x, y + 3.6, 1.4, fill=GOLD, stroke=INK, stroke_width=0.6))
    # Pillars: gold capitals and bases, a fluting line.
    for x in (24, 68):
        items.append(rect(x - 0.8, 12.2, 9.6, 2.4, 0.8, fill=GOLD, stroke=GOLD_DARK,
                          stroke_width=0.4))
        items.append(rect(x - 0.8, 26.2, 9.6, 2.2, 0.8, fill=GOLD, stroke=GOLD_DARK,
                          stroke_width=0.4))
        items.append(line(x + 4, 16.8, x + 4, 23.8, stroke=dark, stroke_width=1.3,
                          stroke_linecap="round"))
    # Lintel: a gold bead line, and finials at the upturned ends.
    items.append(line(27, 8.6, 73, 8.6, stroke=GOLD, stroke_width=0.9))
    for x in (32, 37.5, 62.5, 68):
        items.append(circle(x, 8.6, 0.9, fill=GOLD_LIGHT))
    # Keystone medallion with the arch colour's symbol.
    items.append(circle(50, 10, 7.8, fill=INK))
    items.append(circle(50, 10, 6.8, fill=GOLD))
    items.append(circle(50, 10, 5.6, fill=base))
    items += symbol(SYMBOLS[name], 50, 10, 3.8, edge_w=0.7)
    return svg(items)


# ---------------------------------------------------------------- action icons

def curved_arrow(cx: float, cy: float, r: float, a0: float, a1: float,
                 width: float = 4.0) -> list[str]:
    """A cream arrow along a circular arc from angle a0 to a1 (degrees, clockwise
    on screen), with a dark outline and a head at a1."""
    p0 = (cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0)))
    # Stop the shaft a little short of the tip so the head covers its end.
    a_end = a1 - math.copysign(10, a1 - a0)
    p1 = (cx + r * math.cos(math.radians(a_end)), cy + r * math.sin(math.radians(a_end)))
    large = 1 if abs(a_end - a0) > 180 else 0
    sweep = 1 if a1 > a0 else 0
    d = (f"M{num(p0[0])} {num(p0[1])} A{num(r)} {num(r)} 0 {large} {sweep} "
         f"{num(p1[0])} {num(p1[1])}")
    tip_a = math.radians(a1)
    tip = (cx + r * math.cos(tip_a), cy + r * math.sin(tip_a))
    # The tangent direction at the tip, in the direction of travel.
    t = (-math.sin(tip_a), math.cos(tip_a)) if sweep else (math.sin(tip_a), -math.cos(tip_a))
    n = (math.cos(tip_a), math.sin(tip_a))
    head_len, head_w = width * 2.3, width * 1.75
    back = (tip[0] - t[0] * head_len, tip[1] - t[1] * head_len)
    tip_f = (tip[0] + t[0] * width * 0.4, tip[1] + t[1] * width * 0.4)
    head = [tip_f, (back[0] + n[0] * head_w, back[1] + n[1] * head_w),
            (back[0] - n[0] * head_w, back[1] - n[1] * head_w)]
    return [path(d, fill="none", stroke=INK, stroke_width=width + 3, stroke_linecap="round"),
            polygon(head, fill=INK, stroke=INK, stroke_width=3, stroke_linejoin="round"),
            path(d, fill="none", stroke=CREAM, stroke_width=width, stroke_linecap="round"),
            polygon(head, fill=CREAM)]


def move_elephant() -> str:
    items = elephant_symbol(50, 62, 40, edge_w=1.5)
    items += curved_arrow(50, 64, 36, 205, 335, width=4.2)
    return svg(items)


def move_tile() -> str:
    items = []
    # The tile it leaves: a dashed outline; the tile it lands: a solid cream tile.
    items.append(rect(17, 50, 28, 28, 3.5, fill="none", stroke=INK, stroke_width=4.6))
    items.append(rect(17, 50, 28, 28, 3.5, fill="none", stroke=CREAM, stroke_width=2.2,
                      stroke_dasharray="5.2 3.6"))
    items.append(rect(55, 50, 28, 28, 3.5, fill=CREAM, stroke=INK, stroke_width=2.6))
    items.append(rect(60.5, 55.5, 17, 17, 1.8, fill="none", stroke=mix(CREAM, INK, 0.35),
                      stroke_width=1.2))
    items += curved_arrow(50, 56, 24, 205, 335, width=4.2)
    return svg(items)


# ---------------------------------------------------------------- elephant figures

def figure_palette(name: str):
    base = COLORS[name]
    if name == "black":
        far = mix(base, BLACK, 0.25)
        detail = mix(base, WHITE, 0.32)
        ear = mix(base, WHITE, 0.07)
    else:
        far = mix(base, BLACK, 0.25)
        detail = mix(base, BLACK, 0.45)
        ear = mix(base, BLACK, 0.12)
    cloth = mix(base, BLACK, 0.45) if name != "black" else (128, 30, 38)
    return base, far, detail, ear, cloth


def elephant_figure(name: str, lying: bool = False) -> str:
    base, far, detail, ear, cloth = figure_palette(name)
    edge_light = CREAM
    body = BODY_LYING if lying else BODY
    near = LYING_NEAR if lying else NEAR_LEGS
    far_legs = LYING_FAR if lying else FAR_LEGS
    # A soft shadow where the animal meets the ground, so it sits on a tile.
    items = [ellipse(54, 95.5, 43, 3.6, fill=BLACK, fill_opacity=0.28),
             ellipse(54, 95.5, 36, 2.4, fill=BLACK, fill_opacity=0.22)]
    if lying:
        items = [ellipse(56, 77.5, 44, 3.6, fill=BLACK, fill_opacity=0.28),
                 ellipse(56, 77.5, 37, 2.4, fill=BLACK, fill_opacity=0.22)]
    ow = 1.6          # outline width outside the silhouette
    # Light outer halo around the whole animal, then a thin dark line inside it.
    allshapes = far_legs + [body] + near
    items.append(path(TAIL, fill="none", stroke=edge_light, stroke_width=2.4 + 2 * (ow + 1.1),
                      stroke_linecap="round"))
    items += [path(d, fill=edge_light, stroke=edge_light, stroke_width=2 * (ow + 1.1),
                   stroke_linejoin="round") for d in allshapes]
    items.append(path(TAIL, fill="none", stroke=INK, stroke_width=2.4 + 2 * ow * 0.6,
                      stroke_linecap="round"))
    items += [path(d, fill=INK, stroke=INK, stroke_width=2 * ow * 0.6,
                   stroke_linejoin="round") for d in allshapes]
    items.append(path(TAIL, fill="none", stroke=base, stroke_width=2.4, stroke_linecap="round"))
    items.append(path("M10 58 C8.5 60 9 63 10.5 64 C12 62.5 12 60 10 58 Z", fill=detail))
    items += [path(d, fill=far, stroke=INK, stroke_width=0.9, stroke_linejoin="round")
              for d in far_legs]
    items.append(path(body, fill=base))
    items += [path(d, fill=base) for d in near]
    # Leg creases and toenails.
    if not lying:
        for x, w in ((20, 12.5), (64, 12.5)):
            items += toes(x, w, 96, mix(base, WHITE, 0.55))
            items.append(path(f"M{num(x + 3)} 80 C{num(x + 5)} 81 {num(x + w - 5)} 81 {num(x + w - 3)} 80",
                              fill="none", stroke=detail, stroke_width=0.8, stroke_linecap="round"))
        for x, w, b in ((30, 11, 96), (72.5, 10.5, 95)):
            items += toes(x, w, b, mix(far, WHITE, 0.4))
    else:
        items += [ellipse(x, 76.5, 1.1, 1.2, fill=mix(base, WHITE, 0.55)) for x in (74.5, 77.5)]
        items += [ellipse(x, 76.5, 1.1, 1.2, fill=mix(base, WHITE, 0.55)) for x in (38.5, 41.5)]
    # Trunk rings.
    if not lying:
        for y in (62, 67, 72):
            items.append(path(f"M{num(84.2)} {y} C86 {y + 1} 88.5 {y + 1} 90.6 {y - 0.4}",
                              fill="none", stroke=detail, stroke_width=0.7))
    # Ear.
    items.append(path(EAR, fill=ear, stroke=detail, stroke_width=1.0, stroke_linejoin="round"))
    items.append(path("M62 31 C60 38 61 46 66 51", fill="none", stroke=detail,
                      stroke_width=0.7, stroke_linecap="round"))
    # Headplate (nettipattam): gold, with bosses.
    plate = HEADPLATE if not lying else HEADPLATE.replace("91 46", "91.5 47")
    items.append(path(plate, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.9, stroke_linejoin="round"))
    for x, y in ((85, 13.4), (89.4, 17), (91.6, 23), (91.9, 29.5), (91.2, 36), (90.2, 42.5)):
        items.append(circle(x, y, 1.25, fill=GOLD_LIGHT, stroke=GOLD_DARK, stroke_width=0.5))
    # Tusk.
    if not lying:
        items.append(path(TUSK, fill=CREAM, stroke=INK, stroke_width=0.9, stroke_linejoin="round"))
    else:
        items.append(path("M85 56 C86.5 60 89.5 62 94 61.5 C94.4 63 93 64.2 91 64 "
                          "C87.5 63.6 85 60.5 83.8 57.5 Z",
                          fill=CREAM, stroke=INK, stroke_width=0.9, stroke_linejoin="round"))
    # Eye: open when standing, closed (resting) when lying.
    if not lying:
        items.append(circle(80, 26, 1.8, fill=INK))
        items.append(circle(80.6, 25.4, 0.55, fill=CREAM))
    else:
        items.append(path("M77.5 27.5 C79 29.1 81 29.1 82.5 27.5", fill="none", stroke=INK,
                          stroke_width=1.1, stroke_linecap="round"))
    # Saddle cloth: the colour's deep shade, gold trim and tassels, the symbol.
    items.append(path(SADDLE, fill=cloth, stroke=GOLD, stroke_width=1.6, stroke_linejoin="round"))
    items.append(path("M32.5 26 C39 23.8 49.5 23.5 56 25.2 L57.2 45", fill="none",
                      stroke=GOLD_LIGHT, stroke_width=0.6))
    for x in (28.5, 36, 44, 51.5, 60):
        items.append(circle(x, 50.8 if x not in (28.5, 60) else 50, 1.3, fill=GOLD,
                            stroke=GOLD_DARK, stroke_width=0.4))
    items += symbol(SYMBOLS[name], 44.5, 35.5, 7.0, edge_w=1.0)
    # Shift down for the lying pose so the animal rests in the lower half.
    if lying:
        return svg([group(items, "translate(-2 18)")])
    return svg(items)


# ---------------------------------------------------------------- main

def all_files() -> dict[str, str]:
    files: dict[str, str] = {}
    for name in sorted(COLORS):
        files[f"tile_{name}.svg"] = tile(name)
        files[f"start_{name}.svg"] = start_tile(name)
        files[f"arch_{name}.svg"] = arch(name)
        files[f"elephant_{name}.svg"] = elephant_figure(name)
        files[f"elephant_{name}_lying.svg"] = elephant_figure(name, lying=True)
    for n in (1, 2, 3):
        files[f"symbols_{n}.svg"] = symbols(n)
    files["move_elephant.svg"] = move_elephant()
    files["move_tile.svg"] = move_tile()
    return files


def main() -> None:
    write_svgs(OUT, all_files())


if __name__ == "__main__":
    main()
