"""The window on a high-density screen: sized in points, drawn at the pixels SDL reports.

SDL's dummy driver counts in pixels, so a high-density screen is stood in for by a window
that answers as SDL does on one (``HighDensityWindow``: its size in points, its surface,
SDL's drawable size, in pixels)."""
import os

import pygame
import pytest

from scenes import navigation
from scenes.app import App, display_problem
from scenes.pages.menu import MenuScene
from scenes.pages.settings import SettingsScene
from scenes.window import DPI_HINTS, IME_HINT, Screen, pixel_scale
from session.files.settings import MIN_SIZE, Settings
from tests.events import down, move, up

DESKTOP_POINTS = (1440, 900)


class HighDensityWindow:
    """What pygame.Window answers on a screen of ``density`` pixels a point (a Retina Mac
    at 2, Windows at 150 % with the app's DPI hints at 1.5)."""

    density = 2.0
    id = 0  # no window of SDL's: the frame goes to the screen whole, with flip()

    def __init__(self, title, size, **flags):
        self.title, self.flags = title, flags
        self.position = (0, 0)
        self.minimum_size = (1, 1)
        self.fullscreen = False
        self.flips = 0
        self.size = size

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, points):
        self._size = tuple(points)
        self._surface = pygame.Surface((round(points[0] * self.density), round(points[1] * self.density)))

    def get_surface(self):
        return self._surface

    def flip(self):
        self.flips += 1

    def set_icon(self, icon):
        self.icon = icon

    def set_fullscreen(self, desktop=False):
        self.fullscreen = desktop
        self.size = DESKTOP_POINTS

    def set_windowed(self):
        self.fullscreen = False

    def destroy(self):
        self.destroyed = True


@pytest.fixture
def dense_app(tessera_home):
    application = App(Settings(), size=(1280, 720), window_type=HighDensityWindow)
    application.manager.on_error = None
    yield application
    pygame.display.quit()


def post(*events):
    for event in events:
        pygame.event.post(event)


def in_points(pos, density=2.0):
    return round(pos[0] / density), round(pos[1] / density)


def test_sdl_hears_the_windows_dpi_hints_before_the_display_starts(tessera_home, monkeypatch):
    seen = []
    start = pygame.display.init
    monkeypatch.setattr(pygame.display, "init", lambda: (seen.append({k: os.environ.get(k) for k in DPI_HINTS}),
                                                         start())[1])
    for name in DPI_HINTS:
        monkeypatch.delenv(name, raising=False)
    App(Settings(), size=(1280, 720))
    pygame.display.quit()
    assert seen and all(hints == DPI_HINTS for hints in seen)
    assert DPI_HINTS == {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2", "SDL_WINDOWS_DPI_SCALING": "1"}


def test_sdl_hears_that_the_input_method_shows_its_candidates_before_the_display_starts(tessera_home, monkeypatch):
    """Japanese is typed by choosing kanji in the input method's window: on Windows SDL
    hides that window unless the hint is set as the display starts."""
    seen = []
    start = pygame.display.init
    monkeypatch.setattr(pygame.display, "init", lambda: (seen.append(os.environ.get(IME_HINT[0])), start())[1])
    monkeypatch.delenv(IME_HINT[0], raising=False)
    App(Settings(), size=(1280, 720))
    pygame.display.quit()
    assert seen and set(seen) == {"1"} and IME_HINT == ("SDL_IME_SHOW_UI", "1")


def test_the_display_check_before_the_window_starts_the_display_with_the_hints_too(monkeypatch):
    seen = []

    def refuse():
        seen.append({k: os.environ.get(k) for k in DPI_HINTS})
        raise pygame.error("no display here")

    monkeypatch.setattr(pygame.display, "init", refuse)
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.setattr("sys.platform", "win32")
    for name in DPI_HINTS:
        monkeypatch.delenv(name, raising=False)
    assert display_problem() == ("could not open the display (no display here); start Tessera from a "
                                 "desktop session")
    assert seen == [DPI_HINTS]


def test_a_hint_the_player_set_is_kept(tessera_home, monkeypatch):
    monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", "system")
    App(Settings(), size=(1280, 720))
    pygame.display.quit()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "system"


def test_the_window_asks_for_high_density_in_points_and_is_drawn_at_its_pixels(dense_app):
    window = dense_app.screen.window
    assert window.flags == {"resizable": True, "allow_high_dpi": True}
    assert window.size == (1280, 720) and window.minimum_size == MIN_SIZE   # points, as the desktop counts
    assert pixel_scale(window) == dense_app.screen.scale == 2.0
    assert dense_app.surface.get_size() == dense_app.manager.size == (2560, 1440)
    navigation.open_menu(dense_app)
    menu = dense_app.manager.top
    dense_app.manager.draw(dense_app.surface)
    play = next(w for w in menu.widgets if getattr(w, "text", "") == "Play")
    assert play.rect.centerx == 1280 and play.rect.width >= 500   # laid out for 2560 pixels, not 1280
    assert play.scale == 2.0
    dense_app.show_frame()
    assert window.flips == 1


def test_a_click_in_points_lands_on_the_pixels_under_it(dense_app):
    navigation.open_menu(dense_app)
    menu = dense_app.manager.top
    dense_app.manager.draw(dense_app.surface)
    settings = next(w for w in menu.widgets if getattr(w, "text", "") == "Settings").rect.center
    at = in_points(settings)
    post(move(at), down(at), up(at))
    dense_app.run(max_frames=dense_app.manager.frames + 1)
    assert isinstance(dense_app.manager.top, SettingsScene)


def test_pointer_positions_and_moves_are_turned_into_pixels():
    screen = Screen("test", pygame.Surface((8, 8)), window_type=HighDensityWindow)
    pygame.display.init()
    screen.open((1280, 720), False)
    motion = screen.to_pixels(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 51), rel=(-3, 2), buttons=(1, 0, 0)))
    assert (motion.pos, motion.rel, motion.buttons) == ((200, 102), (-6, 4), (1, 0, 0))
    click = screen.to_pixels(down((640, 360), button=3))
    assert (click.pos, click.button) == ((1280, 720), 3)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert screen.to_pixels(wheel) is wheel
    pygame.display.quit()


def test_a_resize_keeps_points_in_the_settings_and_lays_out_the_pixels(dense_app):
    navigation.open_menu(dense_app)
    dense_app.screen.window.size = (1600, 900)   # the player dragged the window's corner
    post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    dense_app.run(max_frames=dense_app.manager.frames + 1)
    assert dense_app.window_size == (1600, 900)
    assert dense_app.surface.get_size() == dense_app.manager.size == (3200, 1800)


def test_a_window_moved_to_a_screen_of_another_density_is_laid_out_again(dense_app):
    navigation.open_menu(dense_app)
    window = dense_app.screen.window
    window.density = 1.0
    window.size = (1280, 720)   # the same points, half the pixels
    post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=720))
    dense_app.run(max_frames=dense_app.manager.frames + 1)
    play = next(w for w in dense_app.manager.top.widgets if getattr(w, "text", "") == "Play")
    assert dense_app.manager.size == (1280, 720) and play.scale == 1.0
    assert dense_app.window_size == (1280, 720)


def test_fullscreen_and_back_is_in_points(dense_app):
    dense_app.set_window(fullscreen=True)
    assert dense_app.screen.window.fullscreen and dense_app.manager.size == (2880, 1800)
    dense_app.set_window(fullscreen=False)
    window = dense_app.screen.window
    assert not window.fullscreen and window.size == (1280, 720) and dense_app.manager.size == (2560, 1440)


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_a_forced_scale_makes_the_window_that_many_pixels_a_point(tessera_home, scale):
    application = App(Settings(), size=(1280, 720), scale=scale)
    window = application.screen.window
    pixels = (round(1280 * scale), round(720 * scale))
    assert tuple(window.size) == application.surface.get_size() == application.manager.size == pixels
    assert application.screen.scale == scale and pixel_scale(window) == 1.0
    assert tuple(window.minimum_size) == (round(MIN_SIZE[0] * scale), round(MIN_SIZE[1] * scale))
    application.manager.reset(MenuScene(application))
    post(pygame.event.Event(pygame.VIDEORESIZE, size=pixels, w=pixels[0], h=pixels[1]))
    application.run(max_frames=1)
    assert application.window_size == (1280, 720)   # what the settings keep is in points
    pygame.display.quit()


def test_a_forced_scale_below_one_is_refused():
    with pytest.raises(ValueError, match="1 or more"):
        Screen("test", pygame.Surface((8, 8)), forced_scale=0.5)


def test_a_window_left_open_when_the_display_quit_is_destroyed_before_it_starts_again(tessera_home):
    first = App(Settings(), size=(1280, 720), window_type=HighDensityWindow).screen.window
    pygame.display.quit()
    assert not hasattr(first, "destroyed")   # kept: freed now, it would destroy a stale pointer later
    second = App(Settings(), size=(1280, 720), window_type=HighDensityWindow).screen.window
    assert first.destroyed and not hasattr(second, "destroyed")
    pygame.display.quit()
