"""A real X server (Xvfb) for the real-window tests, and xdotool to drive it.

Outside CI a machine without Xvfb skips these tests with the reason; in CI
(``CI=true``) a missing Xvfb is a failure, because .ci/run installs it.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import Xlib.display
import Xlib.protocol.event
from Xlib import X

from scenes.app import App
from scenes.pages.menu import MenuScene
from scenes.pages.setup import SetupScene
from scenes.tables import TABLES
from session import registry
from session.files.settings import Settings
from tests.build_scripts import build_script
from tests.waiting import HANG_SECONDS, wait_until

ROOT = Path(__file__).resolve().parents[2]
xwindow = build_script("xwindow")


def require_tools() -> None:
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        message = f"the real-window tests need {' and '.join(missing)} (apt-get install xvfb xdotool)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


class XServer:
    """Xvfb for the real-window tests, started as the build's checks start it
    (build/xwindow.py's :class:`VirtualScreen`: a display number Xvfb picks itself,
    free at that moment on a shared machine), with xdotool to drive it."""

    def __init__(self, size="1600x900"):
        require_tools()
        self.screen = xwindow.VirtualScreen(size)
        self.display = self.screen.display

    def env(self, **extra) -> dict:
        env = dict(os.environ, DISPLAY=self.display, SDL_AUDIODRIVER="dummy", **extra)
        env.pop("SDL_VIDEODRIVER", None)
        return env

    def xdotool(self, *args: str) -> str:
        out = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True,
                             timeout=HANG_SECONDS)
        if out.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)} failed: {out.stderr.strip()}")
        return out.stdout.strip()

    def stop(self) -> None:
        self.screen.stop()


class RealApp:
    """``python main.py`` in a real window on ``server``, with its own user folders."""

    def __init__(self, server: XServer, home: Path, *args: str):
        self.server, self.home = server, home
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT,
                                     env=server.env(TESSERA_HOME=str(home)),
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # The menu first: SDL opens a window and, on X11, opens it again when the app first
        # asks for its surface, so a search before then may find (or trip over) the first one.
        self.wait_for_log("scene: push MenuScene")
        self.window = server.xdotool("search", "--sync", "--pid", str(self.proc.pid)).split()[0]
        # The first frame on the window: a click before it, right after the menu was pushed,
        # was lost now and then on a loaded machine.
        wait_until(lambda: window_pixel(self, 8, 8) != (0, 0, 0), "the first frame on the window")

    @property
    def log_text(self) -> str:
        path = self.home / "logs" / "tessera.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def wait_for_log(self, text: str, after: int = 0) -> None:
        deadline = time.monotonic() + HANG_SECONDS
        while text not in self.log_text[after:]:
            if time.monotonic() > deadline:
                raise AssertionError(f"the app never logged {text!r}; log:\n{self.log_text}")
            if self.proc.poll() is not None:
                raise AssertionError(f"the app exited early: {self.proc.communicate()}")
            time.sleep(0.05)

    def wait_to_show(self, x: int, y: int, color, what: str) -> None:
        """Wait until the window shows ``color`` at (x, y): the frame after a change the
        log tells of is drawn a little later."""
        wait_until(lambda: window_pixel(self, x, y) == tuple(color), what)

    def click(self, x: int, y: int) -> None:
        """A real pointer click at window coordinates."""
        self.server.xdotool("mousemove", "--window", self.window, "--sync", str(x), str(y))
        time.sleep(0.1)
        self.server.xdotool("click", "1")
        time.sleep(0.15)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
        self.server.xdotool("mousemove", "--window", self.window, "--sync", *map(str, start))
        self.server.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            self.server.xdotool("mousemove", "--window", self.window, "--sync", str(x), str(y))
            time.sleep(0.03)
        self.server.xdotool("mouseup", "1")
        time.sleep(0.2)

    def close_window(self) -> int:
        """Close the window as its close button does: the window manager's
        WM_DELETE_WINDOW; the app's exit code once it has closed.

        The message is sent and then synced (a round trip) before this connection closes:
        closed after a mere flush, the connection could go before Xvfb had read the
        message, which it then dropped, on a loaded machine in about half the sends (the
        app sat idle in its loop, seen with py-spy, and looked like it missed the close)."""
        d = Xlib.display.Display(self.server.display)
        try:
            window = d.create_resource_object("window", int(self.window))
            protocols = d.intern_atom("WM_PROTOCOLS")
            delete = d.intern_atom("WM_DELETE_WINDOW")
            message = Xlib.protocol.event.ClientMessage(window=window, client_type=protocols,
                                                        data=(32, [delete, X.CurrentTime, 0, 0, 0]))
            window.send_event(message, event_mask=X.NoEventMask)
            d.sync()
        finally:
            d.close()
        try:
            return self.proc.wait(timeout=HANG_SECONDS)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the app did not close within {HANG_SECONDS:.0f} s of the request to close "
                                 "its window") from None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def headless(scene_factory, size=(1280, 720)):
    """A scene built at ``size`` without a window: the same code and layout the real
    window uses, so a test can click where a player would."""
    app = App(Settings(), size=size)
    scene = scene_factory(app)
    app.manager.reset(scene)
    return scene


def sit_at_table(app: RealApp, game_id: str) -> None:
    """Click from the menu to a new game's table as a player does: Play, the game, Start
    (positions from the same scenes laid out headless at 1280x720)."""
    game = registry.get(game_id)

    def choosing_menu(headless_app):
        scene = MenuScene(headless_app)
        scene.choosing = True
        return scene

    app.click(*named(headless(MenuScene).widgets, "Play").rect.center)
    app.click(*named(headless(choosing_menu).widgets, game.title).rect.center)
    app.wait_for_log("scene: push SetupScene")
    app.click(*named(headless(lambda a: SetupScene(a, game)).widgets, "Start").rect.center)
    app.wait_for_log(f"scene: replace with {TABLES[game_id].__name__}")


def named(widgets, text):
    return next(w for w in widgets if getattr(w, "text", None) == text)


def window_pixel(app: RealApp, x: int, y: int) -> tuple[int, int, int]:
    """The colour the window shows at (x, y), read back from the X server."""
    d = Xlib.display.Display(app.server.display)
    try:
        window = d.create_resource_object("window", int(app.window))
        raw = window.get_image(x, y, 1, 1, X.ZPixmap, 0xFFFFFFFF).data
        return (raw[2], raw[1], raw[0])  # 24-bit TrueColor is stored BGRX
    finally:
        d.close()
