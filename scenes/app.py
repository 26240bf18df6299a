"""The application: the window, the settings, the sounds and the scene stack's loop."""
from __future__ import annotations

import logging
import os
import sys
import time
import warnings
from pathlib import Path

import pygame

from scenes import navigation
from scenes.manager import FPS, IDLE_POLL_S, SceneManager
from scenes.tables import TABLES
from scenes.ui import assets, theme
from scenes.ui.icon import draw_icon
from scenes.ui.sound import Sounds
from session.files import settings as settings_store
from session.files import folders
from session.files.settings import MIN_SIZE, Settings
from session.version import VERSION

log = logging.getLogger(__name__)

HEADLESS_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = ("found no display to open a window on; start Tessera from a desktop session "
              "(on Linux the DISPLAY or WAYLAND_DISPLAY variable names the display)")


def display_problem() -> str | None:
    """Why no window can be opened, if that is so.

    With no X or Wayland display, SDL quietly falls back to a headless driver and the
    app would run with no window at all. A headless driver asked for by name
    (``SDL_VIDEODRIVER=dummy``, as tests and --smoke checks do) is fine."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return NO_DISPLAY
    try:
        pygame.display.init()
    except pygame.error as exc:
        return f"could not open the display ({exc}); start Tessera from a desktop session"
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return NO_DISPLAY
    return None


def screen_size() -> tuple[int, int] | None:
    """The desktop's size, which a window never exceeds; None on a headless driver,
    which has no screen to fit (SDL reports a made-up one)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (IndexError, pygame.error):
        return None


def window_position(position, old_size, new_size, desktop) -> tuple[int, int]:
    """Where a window of ``new_size`` goes after a change of size: centred on the
    screen when it grows, else where it was; always wholly on the screen when it fits
    (its top-left corner never off it)."""
    x, y = position
    grew = new_size[0] > old_size[0] or new_size[1] > old_size[1]
    left_fullscreen = old_size[0] >= desktop[0] and old_size[1] >= desktop[1]
    if grew or left_fullscreen:
        x, y = (desktop[0] - new_size[0]) // 2, (desktop[1] - new_size[1]) // 2
    x = max(0, min(x, desktop[0] - new_size[0]))
    y = max(0, min(y, desktop[1] - new_size[1]))
    return x, y


class App:
    def __init__(self, settings: Settings, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, log_path: Path | None = None):
        # Only what the app uses: an initialised joystick subsystem would make SDL poll
        # for events instead of sleeping, and the idle menu would cost CPU.
        pygame.display.init()
        pygame.font.init()
        self.settings = settings
        self.log_path = log_path
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        #: The desktop's size (None on a headless driver): no window is made larger.
        self.screen = screen_size()
        self.window_size = settings_store.clamp_size(*(size or settings.window_size), self.screen)
        log.info("window: %dx%d, screen: %s", *self.window_size,
                 "%dx%d" % self.screen if self.screen else "none (a headless driver)")
        pygame.display.set_caption(f"Tessera {VERSION}")
        pygame.display.set_icon(draw_icon(64))
        self.surface = self._open_window()
        self.manager = SceneManager(self.surface.get_size(), on_error=self.show_error)
        #: The table of each game players can sit at, by game id (what navigation opens).
        self.tables: dict[str, type] = dict(TABLES)
        self.sounds = Sounds(settings.sound)
        self._failing = False
        #: The user folders this session cannot write in or read, for the menu.
        self.folder_problems = folders.check()
        self.settings_kept = folders.settings_kept(self.folder_problems)

    # -- the window ---------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        before = self._window_place()
        if self.fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                try:
                    window = pygame.Window.from_display_module()
                    window.minimum_size = settings_store.clamp_size(*MIN_SIZE, self.screen)
                    if before is not None:
                        window.position = window_position(before[0], before[1], surface.get_size(), before[2])
                except (AttributeError, pygame.error):
                    pass
        return surface

    @staticmethod
    def _window_place():
        """(position, size, desktop size) of the window now, or None if there is none."""
        if pygame.display.get_surface() is None:
            return None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                window = pygame.Window.from_display_module()
                desktop = pygame.display.get_desktop_sizes()[0]
                return tuple(window.position), tuple(window.size), tuple(desktop)
            except (AttributeError, IndexError, pygame.error):
                return None

    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """Change the window size or fullscreen, and lay every scene out again."""
        if size is not None:
            self.window_size = settings_store.clamp_size(*size, self.screen)
        if fullscreen is not None:
            self.fullscreen = fullscreen
        self.surface = self._open_window()
        self._resized()

    def toggle_fullscreen(self) -> None:
        self.set_window(fullscreen=not self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()

    def _resized(self) -> None:
        self.surface = pygame.display.get_surface()
        assets.clear_cache()
        self.manager.resize(self.surface.get_size())

    @property
    def scale(self) -> float:
        return theme.scale_for(self.surface.get_size())

    def save_settings(self) -> None:
        try:
            settings_store.save(self.settings)
            self.settings_kept = True
        except OSError as exc:
            log.warning("Could not save the settings: %s", exc)
            self.settings_kept = False

    # -- scenes -------------------------------------------------------------------
    def start(self) -> None:
        navigation.open_menu(self)
        if self.settings.problem:
            navigation.show_message(self, "Settings reset", self.settings.problem)

    def show_error(self, exc: BaseException) -> None:
        """Show what went wrong and where the log is, over a fresh menu."""
        if self._failing:
            raise exc
        self._failing = True
        try:
            where = f"The details are in {self.log_path}." if self.log_path else "The details were logged."
            text = f"Something went wrong: {type(exc).__name__}: {exc}. {where} Your settings are safe."
            navigation.show_failure(self, text)
        finally:
            self._failing = False

    # -- the loop -----------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        """Window-wide events; True when the event is used up here."""
        if event.type == pygame.QUIT:
            self.manager.running = False
            return True
        if event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self.window_size = settings_store.clamp_size(event.w, event.h, self.screen)
            self._resized()
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            for scene in self.manager.stack:
                scene.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        return False

    def run(self, max_frames: int | None = None) -> None:
        """The one loop: events, update(dt), draw when something changed."""
        manager = self.manager
        clock = pygame.time.Clock()
        while manager.running and manager.stack:
            events = pygame.event.get()
            for event in events:
                if not self.handle_global(event):
                    manager.dispatch(event)
                if not manager.running:
                    break
            animating = manager.animating
            dt = min(0.1, clock.tick(FPS if animating else 0) / 1000)
            manager.update(dt if animating else 0.0)
            if manager.stack and manager.needs_redraw():
                manager.draw(self.surface)
                self.show_frame(manager.changed_rects)
            elif not events and not manager.animating:
                # Idle: sleep between polls. (pygame's event.wait polls every millisecond
                # inside, which costs a few per cent of a core; this costs a tenth of that
                # and answers input within IDLE_POLL_S.)
                time.sleep(IDLE_POLL_S)
            if max_frames is not None and manager.frames >= max_frames:
                break

    def show_frame(self, rects=None) -> None:
        """Copy the frame to the screen: all of it, or only ``rects`` (what changed)."""
        if rects is None:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)

    def quit(self) -> None:
        self.manager.running = False
