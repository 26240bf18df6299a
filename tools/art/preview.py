"""Render a contact sheet of the Kerala art with pygame, to look at it.

    SDL_VIDEODRIVER=dummy python tools/art/preview.py [out.png]

Loads every SVG in assets/art/kerala with pygame.image.load_sized_svg (as the app
does) at 24, 48, 96 and 160 pixels and lays them out on the table colour: bare
faces, faces with each overlay, arches in all four rotations, elephants standing
and lying on tiles, and a small festival ground at 56 pixels. Writes a PNG
(default /tmp/kerala_contact.png) and prints its path.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets" / "art" / "kerala"
BG = (28, 38, 43)
SIZES = (24, 48, 96, 160)
COLORS = ("blue", "black", "green", "purple", "red")

_cache: dict[tuple[str, int], pygame.Surface] = {}


def img(name: str, size: int) -> pygame.Surface:
    key = (name, size)
    if key not in _cache:
        _cache[key] = pygame.image.load_sized_svg(str(ART / f"{name}.svg"), (size, size))
    return _cache[key]


def composed(size: int, *layers: str, rotate: int = 0) -> pygame.Surface:
    """A tile face with overlays; ``rotate`` quarter turns clockwise for the last layer."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i, name in enumerate(layers):
        layer = img(name, size)
        if rotate and i == len(layers) - 1:
            layer = pygame.transform.rotate(layer, -90 * rotate)
        surf.blit(layer, (0, 0))
    return surf


def rows_for(size: int) -> list[list[pygame.Surface]]:
    rows = []
    rows.append([img(f"tile_{c}", size) for c in COLORS] + [img(f"start_{c}", size) for c in COLORS])
    rows.append([composed(size, f"tile_{c}", f"symbols_{n}") for n in (1, 2, 3) for c in COLORS[:3]]
                + [composed(size, f"start_{c}", "symbols_1") for c in COLORS[3:]])
    rows.append([composed(size, f"tile_{c}", f"symbols_{n}") for n in (1, 2, 3) for c in COLORS[3:]]
                + [composed(size, f"start_{c}", "symbols_1") for c in COLORS[:3]]
                + [composed(size, "tile_black", "move_elephant"), composed(size, "tile_red", "move_tile")])
    # Each arch on its own colour's tile and on a neighbour's, in all rotations.
    arches = []
    for i, c in enumerate(COLORS):
        other = COLORS[(i + 1) % len(COLORS)]
        arches.append(composed(size, f"tile_{c}", f"arch_{c}", rotate=i % 4))
        arches.append(composed(size, f"tile_{other}", f"arch_{c}", rotate=(i + 1) % 4))
    rows.append(arches)
    rows.append([img(f"elephant_{c}", size) for c in COLORS]
                + [img(f"elephant_{c}_lying", size) for c in COLORS])
    rows.append([composed(size, f"tile_{c}", f"elephant_{c}") for c in COLORS]
                + [composed(size, f"tile_{c}", "move_elephant") for c in COLORS[1:]]
                + [composed(size, "tile_green", "move_tile")])
    return rows


def ground(size: int = 56) -> pygame.Surface:
    """A mock festival ground, the way the table scene might draw it."""
    layout = {
        (0, 0): ("start_blue", "symbols_1"), (1, 0): ("tile_black", "symbols_3"),
        (2, 0): ("tile_green", "arch_red", 1), (-1, 0): ("tile_red", "symbols_2"),
        (0, 1): ("tile_purple", "move_elephant"), (1, 1): ("tile_blue", "symbols_2"),
        (0, -1): ("tile_green", "symbols_1"), (-1, 1): ("tile_black", "arch_blue", 2),
        (2, 1): ("tile_red", "move_tile"), (1, -1): ("tile_purple", "arch_black", 3),
        (-1, -1): ("tile_blue", "arch_purple", 0), (2, -1): ("tile_black",),
        (3, 0): ("tile_red",), (3, 1): ("tile_purple", "symbols_3"),
    }
    xs = [x for x, _ in layout]
    ys = [y for _, y in layout]
    gap = 2
    w = (max(xs) - min(xs) + 1) * (size + gap) + 3 * size
    h = (max(ys) - min(ys) + 1) * (size + gap)
    surf = pygame.Surface((w, h))
    surf.fill(BG)
    for (x, y), spec in layout.items():
        rot = spec[-1] if isinstance(spec[-1], int) else 0
        names = [s for s in spec if isinstance(s, str)]
        face = composed(size, *names, rotate=rot)
        surf.blit(face, ((x - min(xs)) * (size + gap), (y - min(ys)) * (size + gap)))
    for (x, y), name in (((0, 0), "elephant_blue"), ((1, 1), "elephant_blue")):
        e = img(name, int(size * 0.8))
        surf.blit(e, ((x - min(xs)) * (size + gap) + size * 0.1, (y - min(ys)) * (size + gap) + size * 0.05))
    ox = (max(xs) - min(xs) + 1) * (size + gap) + 8
    surf.blit(img("elephant_blue", size), (ox, 0))
    surf.blit(img("elephant_blue_lying", size), (ox + size, 0))
    surf.blit(img("elephant_black", size), (ox, size))
    surf.blit(img("elephant_black_lying", size), (ox + size, size))
    return surf


def check() -> None:
    """Load every SVG the way the app does; warn when an overlay or figure touches
    the edge of its square (a stroke probably clipped there)."""
    for svg in sorted(ART.glob("*.svg")):
        for size in SIZES:
            pygame.image.load_sized_svg(str(svg), (size, size))
        if svg.stem.startswith(("tile_", "start_")):
            continue
        s = pygame.image.load_sized_svg(str(svg), (400, 400))
        edges = {"left": [(0, y) for y in range(400)], "right": [(399, y) for y in range(400)],
                 "top": [(x, 0) for x in range(400)], "bottom": [(x, 399) for x in range(400)]}
        for side, cells in edges.items():
            alpha = max(s.get_at(c).a for c in cells)
            if alpha > 8:
                print(f"warning: {svg.name} touches the {side} edge (alpha {alpha})")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/kerala_contact.png")
    pygame.init()
    check()
    blocks = []
    for size in SIZES:
        pad = max(4, size // 8)
        rows = rows_for(size)
        width = max(len(r) for r in rows) * (size + pad) + pad
        height = len(rows) * (size + pad) + pad
        block = pygame.Surface((width, height))
        block.fill(BG)
        for j, row in enumerate(rows):
            for i, s in enumerate(row):
                block.blit(s, (pad + i * (size + pad), pad + j * (size + pad)))
        blocks.append(block)
    blocks.append(ground())
    sheet = pygame.Surface((max(b.get_width() for b in blocks), sum(b.get_height() for b in blocks) + 8 * len(blocks)))
    sheet.fill(BG)
    y = 0
    for b in blocks:
        sheet.blit(b, (0, y))
        y += b.get_height() + 8
        pygame.draw.line(sheet, (60, 76, 82), (0, y - 4), (sheet.get_width(), y - 4))
    pygame.image.save(sheet, str(out))
    print(out)


if __name__ == "__main__":
    main()
