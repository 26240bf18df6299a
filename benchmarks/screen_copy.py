"""What sending a frame to an X server costs: the whole window, or the rectangles a held
piece changed, through SDL's OpenGL texture or its own X11 framebuffer (Linux, Xvfb).

    python benchmarks/screen_copy.py [--frames 300] [--sizes 1280x720 1920x1080] [--display :N]

Starts an Xvfb of its own (unless --display names one; the X server's processor time is
then not measured), and for each size, framebuffer and update opens the app's window
(``scenes.window.Screen``) in a fresh process, changes a few tiles' worth of pixels each
frame and sends the frame to the screen: whole (``Window.flip``) or as the rectangles
(``SDL_UpdateWindowSurfaceRects``). Prints, as JSON lines, the milliseconds each send
took (median, p99) and the processor time per frame of the app and of the X server.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from benchmarks.processes import cpu_seconds, start_xvfb  # noqa: E402
from benchmarks.stats import p99  # noqa: E402
from scenes.sdl import SDL  # noqa: E402
from scenes.window import Screen, start_display  # noqa: E402

#: SDL_FRAMEBUFFER_ACCELERATION: "1" draws the window through an OpenGL texture (SDL's
#: choice on X11), "0" through SDL's own X11 framebuffer (the app's, scenes.window).
FRAMEBUFFERS = {"opengl texture": "1", "x11 framebuffer": "0"}
#: What a frame of a drag sends: the held tile where it is and where it was, with their shadows.
TILE = 0.07  # of the window's height


def frame_rects(width: int, height: int, frame: int) -> list:
    side = round(height * TILE)
    x = round(width * 0.2 + (frame % 200) * width * 0.003)
    now = pygame.Rect(x, height // 2, side + 8, side + 10)
    return [now.move(-round(width * 0.003), 0), now]


def child(size: str, update: str, frames: int, xpid: int | None) -> dict:
    start_display()
    screen = Screen("screen copy", pygame.Surface((8, 8)), sdl=SDL.find())
    width, height = (int(n) for n in size.split("x"))
    surface = screen.open((width, height), False)
    surface.fill((30, 60, 90))
    screen.show()
    for _ in range(20):
        pygame.event.pump()
        time.sleep(0.01)
    times = []
    cpu_start, x_start = time.process_time(), cpu_seconds(xpid) if xpid else 0.0
    for frame in range(frames):
        rects = frame_rects(width, height, frame)
        surface.fill((30, 60, 90), rects[0])
        surface.fill((200, 120 + frame % 100, 40), rects[1])
        start = time.perf_counter()
        screen.show(rects if update == "rects" else None)
        times.append((time.perf_counter() - start) * 1000)
        pygame.event.pump()
    app_cpu = (time.process_time() - cpu_start) * 1000 / frames
    x_cpu = (cpu_seconds(xpid) - x_start) * 1000 / frames if xpid else None
    times.sort()
    return {"size": size, "update": update,
            "window_driver": pygame.display.get_driver(), "partial_updates": screen.handle is not None,
            "median_ms": round(times[len(times) // 2], 3), "p99_ms": round(p99(times), 3),
            "app_cpu_ms_per_frame": round(app_cpu, 3),
            "x_server_cpu_ms_per_frame": None if x_cpu is None else round(x_cpu, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "1920x1080"])
    parser.add_argument("--display", help="an X server to use (default: an Xvfb of its own)")
    parser.add_argument("--child", nargs=2, metavar=("SIZE", "UPDATE"), help=argparse.SUPPRESS)
    parser.add_argument("--xpid", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(*args.child, args.frames, args.xpid)))
        return
    xvfb = None
    if args.display:
        display, xpid = args.display, None
    else:
        widest = max(int(s.split("x")[0]) for s in args.sizes) + 100
        tallest = max(int(s.split("x")[1]) for s in args.sizes) + 100
        xvfb, display = start_xvfb(widest, tallest)
        xpid = xvfb.pid
    print(json.dumps({"load_average": os.getloadavg(), "display": display}))
    try:
        for size in args.sizes:
            for name, hint in FRAMEBUFFERS.items():
                for update in ("whole", "rects"):
                    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                               SDL_FRAMEBUFFER_ACCELERATION=hint)
                    env.pop("SDL_VIDEODRIVER", None)
                    command = [sys.executable, __file__, "--child", size, update, "--frames", str(args.frames)]
                    if xpid:
                        command += ["--xpid", str(xpid)]
                    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
                    line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr[-400:]
                    result = json.loads(line) if line.startswith("{") else {"error": line}
                    print(json.dumps({"framebuffer": name, **result, "hint": hint}))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()


if __name__ == "__main__":
    main()
