"""A window asked larger than the screen is made to fit it (issue 24, item 5), whether
the size comes from --size or from settings.json: on a 1280x720 screen the window is
1280x720 at most, and Quit is on the screen, where a real click reaches it."""
import json

import pytest

from scenes.pages.menu import MenuScene
from tests.e2e.xserver import RealApp, XServer, headless, named
from tests.waiting import HANG_SECONDS


@pytest.fixture
def small_screen():
    server = XServer(size="1280x720")
    yield server
    server.stop()


def window_size(app: RealApp) -> tuple[int, int]:
    geometry = dict(line.split("=", 1) for line in
                    app.server.xdotool("getwindowgeometry", "--shell", app.window).splitlines())
    return int(geometry["WIDTH"]), int(geometry["HEIGHT"])


def quits_with_a_click(app: RealApp) -> None:
    quit_button = named(headless(MenuScene, size=window_size(app)).widgets, "Quit").rect
    assert quit_button.right <= 1280 and quit_button.bottom <= 720
    app.click(*quit_button.center)
    assert app.proc.wait(timeout=HANG_SECONDS) == 0


def test_a_size_from_the_command_line_is_fitted_to_the_screen(small_screen, tmp_path, tessera_home):
    app = RealApp(small_screen, tmp_path / "player", "--size", "100000x100000")
    try:
        assert window_size(app) == (1280, 720)
        assert "window: 1280x720 points, desktop: 1280x720" in app.log_text
        quits_with_a_click(app)
        assert "the window size was adjusted to 1280x720 to fit the screen (1280x720)" in app.proc.stderr.read()
    finally:
        app.kill()


def test_a_size_from_the_settings_is_fitted_to_the_screen(small_screen, tmp_path, tessera_home):
    """A remembered size too large opens at the largest size the settings offer on this
    screen with a title bar: on a 1280x720 screen, 1024x640."""
    home = tmp_path / "player"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"window_size": [100000, 100000]}))
    app = RealApp(small_screen, home)
    try:
        assert window_size(app) == (1024, 640)
        quits_with_a_click(app)
    finally:
        app.kill()
