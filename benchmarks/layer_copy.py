"""What copying a table's layer onto the window costs, a rectangle at a time, from a
surface made as ``pygame.Surface(size)`` and from :func:`scenes.ui.kept_surface.kept_surface`
(rows a pixel or two longer than the picture), headless.

    python benchmarks/layer_copy.py [--sizes 1280x720 2560x1440] [--repeats 15]

For each size and each width of rectangle (a place a held piece left, a seat's row, a
band of a board view, most of the window), copies rectangles of that width, 400 pixels
high, at x = 0, 1, 2, ... across the window (where a rectangle starts decides whether SDL
takes its cache-bypassing path: see :mod:`scenes.ui.kept_surface`), each ``--repeats``
times, and prints a JSON line per size, source and width: the median and p99 over the
positions of the median time of a copy, their mean (what a frame's copies cost on
average, wherever its rectangles start), in milliseconds, and the mean's ratio to the kept
surface's.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from benchmarks.stats import p99  # noqa: E402
from main import parse_size  # noqa: E402
from scenes.ui.kept_surface import kept_surface  # noqa: E402

WIDTHS = (40, 220, 700, 1700)


def copy_times(window, source, width: int, repeats: int) -> list[float]:
    """The median milliseconds of copying a ``width`` x 400 rectangle, for each x."""
    height = min(400, window.get_height())
    times = []
    for x in range(0, window.get_width() - width, 7):  # every start modulo the 64-byte cache line
        rect = pygame.Rect(x, 0, width, height)
        each = []
        for _ in range(repeats):
            start = time.perf_counter()
            window.blit(source, rect, rect)
            each.append((time.perf_counter() - start) * 1000)
        times.append(statistics.median(each))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[(1280, 720), (2560, 1440)])
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    pygame.display.init()
    for size in args.sizes:
        window = pygame.display.set_mode(size)
        plain = pygame.Surface(size).convert()
        kept = kept_surface(size)
        for width in WIDTHS:
            if width >= size[0]:
                continue
            figures = {name: copy_times(window, source, width, args.repeats)
                       for name, source in (("kept_surface", kept), ("Surface", plain))}
            base = statistics.fmean(figures["kept_surface"])
            for name, times in figures.items():
                print(json.dumps({"size": f"{size[0]}x{size[1]}", "source": name, "width": width,
                                  "pitch": (kept if name == "kept_surface" else plain).get_pitch(),
                                  "median_ms": round(statistics.median(times), 4), "p99_ms": round(p99(times), 4),
                                  "mean_ms": round(statistics.fmean(times), 4),
                                  "mean_vs_kept": round(statistics.fmean(times) / base, 2)}))
    pygame.display.quit()


if __name__ == "__main__":
    main()
