"""Generate the Colors of Kasane art as SVG files in assets/art/kasane/.

Standard library only; re-running it reproduces the files byte for byte:

    python tools/art/kasane_art.py

nanosvg (pygame-ce's SVG rasteriser) draws no text, so a card's number is written
by the table on the cream disc left for it in the top-left corner. Everything else a
player needs to read at a glance is drawn here:

- card_1 .. card_9 (viewBox 100 x 140): a fabric in the value's own colour with its
  pattern printed over it (plant: five-petal blossoms; animal: little fish), the
  draper's mark on a cream badge in the top-right corner (diamond, triangle or
  circle) and a pattern badge in the bottom-left corner (a leaf or a fish);
- accessory: black lacquer with a gold folding fan, unlike any fabric;
- back: the draw pile's indigo back with seigaiha waves;
- style_<id> (viewBox 100 x 100): one icon per kakemono style;
- mark_<shape>, pattern_<type> (100 x 100): the badges alone, for the kakemono lines.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "art" / "kasane"
sys.path.insert(0, str(ROOT))
from game.kasane.data import CARD_TABLE, STYLES  # noqa: E402 - plain data, no pygame

from kerala_art import attrs, circle, col, ellipse, mix, num, path, polygon, rect, regular  # noqa: E402
from svg_files import write_svgs  # noqa: E402 - a sibling script's helper

CREAM = (246, 239, 222)
INK = (34, 30, 34)
GOLD = (228, 178, 70)
GOLD_DARK = (150, 102, 30)
LACQUER = (36, 24, 26)
INDIGO = (38, 52, 96)

# One fabric colour per value (plants in greens, golds and blues; animals in reds,
# purples and browns), told apart by hue and lightness as well as by the number.
FABRIC = {
    1: (72, 140, 96),     # plant, circle
    2: (196, 74, 66),     # animal, triangle
    3: (50, 110, 150),    # plant, diamond
    4: (150, 72, 140),    # animal, circle
    5: (176, 150, 52),    # plant, triangle
    6: (120, 64, 44),     # animal, diamond
    7: (86, 160, 150),    # plant, circle
    8: (214, 116, 52),    # animal, triangle
    9: (90, 96, 170),     # plant, diamond
}


def svg(items, width=100, height=100) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}">\n' + "\n".join(items) + "\n</svg>\n")


# ---------------------------------------------------------------- motifs
def mark_shape(mark: str, cx, cy, r, fill=INK, **kw):
    if mark == "diamond":
        return [polygon([(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)], fill=fill, **kw)]
    if mark == "triangle":
        return [polygon(regular(cx, cy + r * 0.15, r * 1.05, 3, -90), fill=fill, **kw)]
    return [circle(cx, cy, r * 0.85, fill=fill, **kw)]


def blossom(cx, cy, r, fill, heart):
    out = [circle(x, y, r * 0.5, fill=fill) for x, y in regular(cx, cy, r * 0.55, 5, -90)]
    out.append(circle(cx, cy, r * 0.3, fill=heart))
    return out


def fish(cx, cy, r, fill, eye):
    body = ellipse(cx, cy, r, r * 0.55, fill=fill)
    tail = polygon([(cx + r * 0.8, cy), (cx + r * 1.5, cy - r * 0.55), (cx + r * 1.5, cy + r * 0.55)], fill=fill)
    return [tail, body, circle(cx - r * 0.45, cy - r * 0.1, r * 0.14, fill=eye)]


def leaf(cx, cy, r, fill, vein):
    d = (f"M{num(cx)},{num(cy + r)} Q{num(cx - r * 1.1)},{num(cy)} {num(cx)},{num(cy - r)} "
         f"Q{num(cx + r * 1.1)},{num(cy)} {num(cx)},{num(cy + r)} Z")
    return [path(d, fill=fill), path(f"M{num(cx)},{num(cy + r * 0.9)} L{num(cx)},{num(cy - r * 0.7)}",
                                     stroke=vein, stroke_width=max(1.0, r * 0.14), fill="none")]


def pattern_icon(pattern: str, cx, cy, r, ink=INK, back=CREAM):
    if pattern == "animal":
        return fish(cx - r * 0.25, cy, r * 0.75, ink, back)
    return leaf(cx, cy, r * 0.95, ink, back)


# ---------------------------------------------------------------- cards
def card(value: int) -> str:
    pattern, mark = CARD_TABLE[value]
    base = FABRIC[value]
    light = mix(base, CREAM, 0.35)
    dark = mix(base, INK, 0.45)
    out = [rect(1, 1, 98, 138, 9, fill=dark),
           rect(4, 4, 92, 132, 7, fill=base)]
    # the printed fabric: a lattice of motifs in a lighter shade
    for row in range(6):
        for colm in range(3):
            x = 20 + colm * 30 + (15 if row % 2 else 0)
            y = 34 + row * 20
            if x > 92 or (row == 5 and colm == 0):
                continue
            if pattern == "plant":
                out += blossom(x, y, 8, light, dark)
            else:
                out += fish(x - 3, y, 6.5, light, dark)
    # number disc (the table writes the number), mark badge, pattern badge
    out.append(circle(23, 24, 18.5, fill=CREAM, stroke=dark, stroke_width=2.5))
    out.append(rect(64, 7, 30, 30, 8, fill=CREAM, stroke=dark, stroke_width=2))
    out += mark_shape(mark, 79, 22, 10.5)
    out.append(rect(6, 106, 30, 28, 8, fill=CREAM, stroke=dark, stroke_width=2))
    out += pattern_icon(pattern, 21, 120, 11)
    return svg(out, 100, 140)


def accessory() -> str:
    out = [rect(1, 1, 98, 138, 9, fill=GOLD_DARK), rect(4, 4, 92, 132, 7, fill=LACQUER)]
    # a folding fan: ribs from a pivot, a gold leaf over them
    cx, cy = 50, 86
    ribs = [math.radians(a) for a in range(-150, -29, 15)]
    leaf_pts = [(cx + 40 * math.cos(a), cy + 40 * math.sin(a)) for a in ribs]
    inner = [(cx + 15 * math.cos(a), cy + 15 * math.sin(a)) for a in reversed(ribs)]
    out.append(polygon(leaf_pts + inner, fill=GOLD, stroke=GOLD_DARK, stroke_width=1.5))
    for a in ribs:
        out.append(path(f"M{num(cx)},{num(cy)} L{num(cx + 40 * math.cos(a))},{num(cy + 40 * math.sin(a))}",
                        stroke=GOLD_DARK, stroke_width=1.4, fill="none"))
    out.append(circle(cx, cy, 5, fill=CREAM, stroke=GOLD_DARK, stroke_width=1.5))
    # a tassel and a cream border band: an accessory, not a fabric
    out.append(path(f"M{cx},{cy + 5} L{cx},{cy + 22}", stroke=(200, 60, 60), stroke_width=3, fill="none"))
    out.append(circle(cx, cy + 24, 4, fill=(200, 60, 60)))
    out.append(rect(10, 10, 80, 120, 5, fill="none", stroke=GOLD, stroke_width=1.5))
    return svg(out, 100, 140)


def back() -> str:
    out = [rect(1, 1, 98, 138, 9, fill=mix(INDIGO, INK, 0.4)), rect(4, 4, 92, 132, 7, fill=INDIGO)]
    light = mix(INDIGO, CREAM, 0.3)
    for row in range(8):
        for colm in range(4 if row % 2 else 5):
            x = 10 + colm * 20 + (10 if row % 2 else 0)
            y = 18 + row * 16
            for r, c in ((10, light), (7, INDIGO), (4, light)):
                out.append(circle(x, y, r, fill=c))
    out.append(rect(4, 4, 92, 132, 7, fill="none", stroke=GOLD, stroke_width=2))
    return svg(out, 100, 140)


# ---------------------------------------------------------------- kakemono icons
def style_icon(style: str) -> str:
    out = [circle(50, 50, 47, fill=CREAM, stroke=INK, stroke_width=3)]
    if style in ("chidori", "sakura_chirashi", "asanoha"):
        mark = {"chidori": "diamond", "sakura_chirashi": "triangle", "asanoha": "circle"}[style]
        for x, y in ((30, 60), (50, 32), (70, 60)):
            out += mark_shape(mark, x, y, 13)
    elif style == "kafuu_fugetsu":
        out += fish(40, 50, 24, INK, CREAM)
    elif style == "setsu_getsu_fuka":
        out += leaf(50, 50, 32, INK, CREAM)
    elif style == "kasane":
        for i, shade in enumerate((0.6, 0.3, 0.0)):
            out.append(rect(24 + i * 8, 24 + i * 8, 36, 44, 4, fill=mix(INK, CREAM, shade),
                            stroke=CREAM, stroke_width=2))
    elif style in ("kagen_no_tsuki", "jouyougen_no_tsuki"):
        # rising bars under a moon: a crescent for 1-5, a full moon for 5-9
        for i in range(4):
            h = 10 + i * 9
            out.append(rect(22 + i * 15, 82 - h, 11, h, 2, fill=INK))
        if style == "kagen_no_tsuki":
            out.append(circle(70, 30, 13, fill=GOLD_DARK))
            out.append(circle(76, 25, 11, fill=CREAM))
        else:
            out.append(circle(70, 30, 13, fill=GOLD, stroke=GOLD_DARK, stroke_width=2))
    elif style == "juu":
        # the numeral ten, a cross
        out.append(rect(18, 44, 64, 12, 3, fill=INK))
        out.append(rect(44, 16, 12, 68, 3, fill=INK))
    return svg(out)


def badge(items) -> str:
    return svg([rect(2, 2, 96, 96, 18, fill=CREAM, stroke=INK, stroke_width=3)] + items)


def build() -> dict[str, str]:
    files = {f"card_{v}.svg": card(v) for v in sorted(CARD_TABLE)}
    files["accessory.svg"] = accessory()
    files["back.svg"] = back()
    for style in STYLES:
        files[f"style_{style}.svg"] = style_icon(style)
    for mark in ("diamond", "triangle", "circle"):
        files[f"mark_{mark}.svg"] = badge(mark_shape(mark, 50, 50, 34))
    for pattern in ("animal", "plant"):
        files[f"pattern_{pattern}.svg"] = badge(pattern_icon(pattern, 50, 50, 36))
    return files


def main() -> None:
    write_svgs(OUT, build())


if __name__ == "__main__":
    main()
