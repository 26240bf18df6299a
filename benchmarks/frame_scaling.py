"""How a table's frame cost grows with the window: every table's ``--bench`` game at each
size, in one process, headless (SDL's dummy driver) or, with ``--window``, in a real
window on an Xvfb of its own.

    python benchmarks/frame_scaling.py [--frames 600] [--rounds 3] [--tables kerala ...]
                                       [--sizes 1280x720 ...] [--window]

Each table plays its game at every size ``--rounds`` times, the sizes taking turns, and
the figures of a size are of all its rounds' frames together. The machines are shared: a
burst of load elsewhere that lasts a few seconds would slow all of one size's frames and
none of another's if each size ran once, and move the ratio of their p99s by 0.3 (the
p99 of 600 frames is their sixth slowest); taking turns spreads such a burst over the
sizes, and each size's p99 is of 1800 frames. Each round's p99 is printed too.

Prints a JSON line per table and size (the ``--bench`` figures: median, p99, max, the
table's opening and first frame, processor time, the copy to the screen, each round's
p99), then a table of median / p99 / max / first frame and each size's p99 as a ratio of
the first size's, in wall-clock and in processor time, the median and p99 of the copy to
the screen (in a real window, what sending the frame to the X server takes of it), and
the ratio of each round's p99s.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TESSERA_HOME"] = tempfile.mkdtemp(prefix="tessera-scaling-")  # the player's files stay untouched

import pygame  # noqa: E402

from benchmarks.processes import start_xvfb  # noqa: E402
from main import parse_size  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.devtools.bench import TableRun, run_table, table_figures  # noqa: E402
from scenes.tables import BENCHES  # noqa: E402
from session.files import settings as settings_store  # noqa: E402

SIZES = ("1280x720", "1920x1080", "2560x1440")


def measure(table: str, sizes: list[tuple[int, int]], rounds: int, frames: int) -> list[dict]:
    """The table's bench game at each of ``sizes``, ``rounds`` times, the sizes taking
    turns, each in a window opened for it; a figures row per size (:func:`table_figures`)."""
    runs: dict[tuple[int, int], list[TableRun]] = {size: [] for size in sizes}
    apps = {}
    for _ in range(rounds):
        for size in sizes:
            app = apps[size] = App(settings_store.load(), size=size)
            try:
                if app.surface.get_size() != size:
                    raise SystemExit(f"the window opened at {app.surface.get_size()}, not {size}")
                runs[size].append(run_table(app, table, frames))
            finally:
                app.manager.reset()  # the table is left: its computers stop, its saves are written
    return [table_figures(apps[size], table, runs[size]) for size in sizes]


def report(results: dict[str, list[dict]]) -> str:
    """Wall-clock and processor time (the latter leaves out what other programs took on a
    loaded machine), each size's p99 as a ratio of the first size's."""
    lines = [f"{'table':8} {'size':>10} {'median':>7} {'p99':>7} {'max':>7} {'first':>7} {'ratio':>6}"
             f" | cpu {'median':>7} {'p99':>7} {'ratio':>6} | copy {'median':>7} {'p99':>7}"
             f" | each round's ratio   (ms)"]
    for table, rows in results.items():
        wall, cpu = rows[0]["p99_ms"], rows[0]["cpu_p99_ms"]
        for row in rows:
            rounds = zip(row.get("runs_p99_ms", [row["p99_ms"]]), rows[0].get("runs_p99_ms", [wall]))
            lines.append(f"{table:8} {row['size']:>10} {row['median_ms']:7.2f} {row['p99_ms']:7.2f} "
                         f"{row['max_ms']:7.2f} {row['first_frame_ms']:7.2f} {row['p99_ms'] / wall:6.2f}"
                         f" |     {row['cpu_median_ms']:7.2f} {row['cpu_p99_ms']:7.2f} {row['cpu_p99_ms'] / cpu:6.2f}"
                         f" |      {row['show_median_ms']:7.2f} {row['show_p99_ms']:7.2f}"
                         f" | {' '.join(f'{p / first:.2f}' for p, first in rounds)}")
    return "\n".join(lines)


def in_own_window(args) -> int:
    """Run this benchmark again on an Xvfb of its own, big enough for the largest size."""
    width = max(w for w, _ in args.sizes) + 200
    height = max(h for _, h in args.sizes) + 200
    xvfb, display = start_xvfb(width, height)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    command = [sys.executable, __file__, "--frames", str(args.frames), "--rounds", str(args.rounds), "--tables", *args.tables,
               "--sizes", *(f"{w}x{h}" for w, h in args.sizes)]
    try:
        return subprocess.run(command, env=env).returncode
    finally:
        xvfb.terminate()
        xvfb.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=3, help="how many times each table plays at each size")
    parser.add_argument("--tables", nargs="+", choices=sorted(BENCHES), default=sorted(BENCHES))
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[parse_size(s) for s in SIZES],
                        help="the first is the one the ratios are to")
    parser.add_argument("--window", action="store_true", help="a real window, on an Xvfb of its own")
    args = parser.parse_args()
    if args.window:
        raise SystemExit(in_own_window(args))
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()], "video": os.environ["SDL_VIDEODRIVER"]}),
          flush=True)
    results: dict[str, list[dict]] = {}
    for table in args.tables:
        results[table] = measure(table, args.sizes, args.rounds, args.frames)
        for row in results[table]:
            print(json.dumps(row), flush=True)
    pygame.quit()
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))
    print(report(results))


if __name__ == "__main__":
    main()
