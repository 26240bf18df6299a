"""Memory over many demo games in one process: what it settles at, and what holds it.

    python benchmarks/demo_memory.py [--games 150] [--every 10]

Plays ``--games`` demo games in one App (computer players at normal, animations off),
taking turns between Kerala, Kaleido and Kasane at two player counts, and prints the
resident memory (RSS; Linux) every ``--every`` games. Then, with nothing on screen, it
clears the app's caches (each ``functools.lru_cache``) one at a time and prints what
each one held, and how full it was.

What it found (issue 49, item 7; 1280x720, 150 games): RSS rises from 72 MB after the
first game to a band of 113-133 MB from the 10th game on, and stays in it to the 150th
(the issue's probe, which did not give the C heap's free pages back, saw 130-140 MB).
The band is caches, each bounded by its ``maxsize``: with nothing shown, clearing them
frees 65 MB (121 -> 56 MB): the words drawn as images (``theme._rasterised``, 26 MB, full
at 1,024), the panels' shadows (``theme.panel_shadow``, 10 MB, full at 64), the SVG art
(``assets.svg``, 8 MB, full at 512), Kerala's tiles (``kerala.art.tile_image``, 7 MB,
1,589 of 2,048: some 2 MB more at most) and the fonts (4 MB). Python's own objects grow
by 0.4 MB over 30 games (tracemalloc). Nothing grows without bound; a window of another
size fills the caches with art of that size, within the same bounds.
"""
from __future__ import annotations

import argparse
import ctypes
import functools
import gc
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("TESSERA_HOME", tempfile.mkdtemp(prefix="tessera-demo-memory-"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.app import App  # noqa: E402
from scenes.devtools.demo import run_demo  # noqa: E402
from session.computers import computers_setup  # noqa: E402
from session.files.settings import Settings  # noqa: E402

GAMES = (("kerala", 2), ("kaleido", 3), ("kasane", 2), ("kerala", 4), ("kaleido", 2), ("kasane", 4))


def resident_mb() -> float:
    """The process's resident memory, after the garbage is collected and the C heap's
    free pages are given back (so that what is counted is what is held)."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--every", type=int, default=10, help="print the memory every this many games")
    args = parser.parse_args()
    app = App(Settings(), size=(1280, 720))
    print(f"before the first game: {resident_mb():.1f} MB")
    for n in range(args.games):
        game_id, players = GAMES[n % len(GAMES)]
        app.manager.running = True  # the demo before stopped the loop when its game ended
        run_demo(app, computers_setup(game_id, players, "normal", 0, False), seed=n + 1, fast=True)
        if (n + 1) % args.every == 0 or n == 0:
            print(f"after game {n + 1:4} ({game_id}, {players} players): {resident_mb():.1f} MB", flush=True)
    app.manager.reset()  # nothing on screen: what stays is what the caches and the app hold
    gc.unfreeze()  # the manager leaves what lives out of the collector's passes (and out of gc.get_objects)
    before = held = resident_mb()
    print(f"nothing shown: {held:.1f} MB; each cache cleared in turn frees:")
    caches = [o for o in gc.get_objects() if isinstance(o, functools._lru_cache_wrapper)]
    freed = []
    for cache in sorted(caches, key=lambda c: -c.cache_info().currsize):
        info = cache.cache_info()
        if info.currsize:
            cache.cache_clear()
            now = resident_mb()
            freed.append((held - now, f"{cache.__module__}.{cache.__qualname__}", info.currsize, info.maxsize))
            held = now
    for mb, name, size, most in sorted(freed, reverse=True):
        if mb >= 0.2:
            print(f"  {name:40} {mb:5.1f} MB  {size:,} of {most if most is not None else 'unbounded'} entries")
    print(f"every cache cleared: {held:.1f} MB ({before - held:.1f} MB freed)")


if __name__ == "__main__":
    main()
