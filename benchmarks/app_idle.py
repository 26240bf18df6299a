"""How much processor time the app uses when left alone, on each scene (Linux: reads /proc).

    python benchmarks/app_idle.py [--seconds 10] [--scene menu kerala ...] [--window | --display :N]

For each scene (default: the menu, every table and the results) starts the app in
a process of its own on that scene: headless with SDL's dummy driver, or in a real window
on an Xvfb of its own (--window) or on the X server --display names. A table is a game of
people, in the middle (the tables' benchmark games), at a person's turn with nothing
moving; the results are a finished Kerala game's. Waits for it to settle, then prints the
processor time used over --seconds as a percentage of one core, as a JSON line per scene
(with the X server's, for an Xvfb of its own).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from benchmarks.processes import cpu_seconds, start_xvfb  # noqa: E402
from scenes import navigation  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.devtools.bench import table_bench  # noqa: E402
from scenes.devtools.smoke import sample_results  # noqa: E402
from scenes.tables import BENCHES  # noqa: E402
from session import registry  # noqa: E402
from session.files import settings as settings_store  # noqa: E402

SCENES = ("menu", *BENCHES, "results")
READY = "ready"


def open_scene(name: str, size: tuple[int, int]) -> None:
    """The app on scene ``name``, run until it is stopped (the child process)."""
    app = App(settings_store.load(), size=size)
    app.start()
    if name in BENCHES:
        navigation.open_table(app, table_bench(name)(app).scene)
    elif name == "results":
        app.manager.push(sample_results(app, registry.get("kerala")))
    app.run(max_frames=app.manager.frames + 1)
    print(READY, type(app.manager.top).__name__, flush=True)
    app.run()
    pygame.quit()


def measure(name: str, args, env: dict, xpid: int | None) -> dict:
    command = [sys.executable, __file__, "--child", name, "--size", args.size]
    app = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        shown = app.stdout.readline().split()
        if not shown or shown[0] != READY:
            raise SystemExit(f"the app did not open {name}")
        time.sleep(args.settle)
        start_x = cpu_seconds(xpid) if xpid else 0.0
        start_ticks, start = cpu_seconds(app.pid), time.monotonic()
        time.sleep(args.seconds)
        used = cpu_seconds(app.pid) - start_ticks
        elapsed = time.monotonic() - start
        x_used = cpu_seconds(xpid) - start_x if xpid else None
    finally:
        app.terminate()  # the app quits as when its window is closed
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
            raise SystemExit(f"the app on {name} did not quit when told to (SIGTERM)")
    result = {"scene": name, "shown": shown[1], "window": env.get("DISPLAY") or "dummy",
              "seconds": round(elapsed, 2), "cpu_s": round(used, 3),
              "percent_of_one_core": round(100 * used / elapsed, 3)}
    if x_used is not None:
        result["x_server_percent_of_one_core"] = round(100 * x_used / elapsed, 3)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--settle", type=float, default=3.0, help="seconds to wait before measuring")
    parser.add_argument("--scene", nargs="+", choices=SCENES, default=list(SCENES))
    parser.add_argument("--size", default="1280x720")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--window", action="store_true", help="a real window, on an Xvfb of its own")
    where.add_argument("--display", help="a real window on this X display (default: headless)")
    parser.add_argument("--child", choices=SCENES, help=argparse.SUPPRESS)
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.lower().split("x"))
    if args.child:
        open_scene(args.child, size)
        return
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               TESSERA_HOME=tempfile.mkdtemp(prefix="tessera-idle-"))
    xvfb, xpid = None, None
    if args.window:
        xvfb, args.display = start_xvfb(size[0] + 200, size[1] + 200)
        xpid = xvfb.pid
    if args.display:
        env["DISPLAY"] = args.display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))
    try:
        for name in args.scene:
            print(json.dumps(measure(name, args, env, xpid)), flush=True)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))


if __name__ == "__main__":
    main()
