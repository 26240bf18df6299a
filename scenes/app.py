"""The application: the window, the settings, the sounds and the scene stack's loop."""
from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

import pygame

from game.words import N_, Language, _, use
from scenes import frame_gate, navigation, wakeup
from scenes.all_pages import PAGES
from scenes.manager import FPS, SceneManager, earliest
from scenes.sdl import SDL
from scenes.table.lesson import TableLesson
from scenes.tables import TABLES
from scenes.ui import assets
from scenes.ui.icon import draw_icon
from scenes.ui.sound import Sounds
from scenes.wakeup import EventWait
from scenes.window import HEADLESS_DRIVERS, Screen, desktop_size, start_display
from session.files import folders
from session.files import settings as settings_store
from session.files.settings import Settings
from session.version import VERSION

log = logging.getLogger(__name__)

#: The longest step a frame gives a moving thing: a stalled frame does not skip an animation.
MAX_FRAME_STEP_S = 0.1
#: Said when there is no display to open a window on (a message).
NO_DISPLAY = N_("found no display to open a window on; start Tessera from a desktop session (on Linux the DISPLAY "
                "or WAYLAND_DISPLAY variable names the display)")


def display_problem() -> str | None:
    """Why no window can be opened, if that is so.

    With no X or Wayland display, SDL quietly falls back to a headless driver and the
    app would run with no window at all. A headless driver asked for by name
    (``SDL_VIDEODRIVER=dummy``, as tests and --smoke checks do) is fine."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return _(NO_DISPLAY)
    try:
        start_display()
    except pygame.error as exc:
        return _("could not open the display ({reason}); start Tessera from a desktop session", reason=exc)
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return _(NO_DISPLAY)
    return None


class App:
    def __init__(self, settings: Settings, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, log_path: Path | None = None,
                 scale: float = 1.0, window_type=pygame.Window):
        """``size`` in points; ``scale`` forces that many pixels a point (``--scale``);
        ``window_type`` makes the window (see ``scenes.window.Screen``)."""
        # Only what the app uses: an initialised joystick subsystem would make SDL poll
        # for events instead of sleeping, and the idle menu would cost CPU.
        start_display()
        pygame.font.init()
        self.settings = settings
        self.log_path = log_path
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        #: The desktop's size (None on a headless driver): no window is made larger.
        self.desktop = desktop_size()
        #: The window's size in points when it is not fullscreen (what the settings keep).
        remembered = settings_store.size_to_open(settings.window_size, self.desktop)
        self.window_size = settings_store.clamp_size(*(size or remembered), self.desktop)
        log.info("window: %dx%d points, desktop: %s", *self.window_size,
                 "%dx%d" % self.desktop if self.desktop else "none (a headless driver)")
        sdl = SDL.find()
        #: How the loop takes its events and sleeps until there are some.
        self.events = EventWait(sdl, pygame.display.get_driver() in HEADLESS_DRIVERS)
        self.screen = Screen(f"Tessera {VERSION}", draw_icon(64), forced_scale=scale, window_type=window_type, sdl=sdl)
        self.surface = self.screen.open(self.window_size, self.fullscreen)
        self.manager = SceneManager(self.surface.get_size(), on_error=self.show_error)
        #: The table of each game players can sit at, by game id (what navigation opens).
        self.tables: dict[str, type] = dict(TABLES)
        #: What makes each page (what navigation opens them with).
        self.pages = PAGES
        #: What makes the lesson a table is given for Learn GAME (navigation hands it one).
        self.table_lesson = TableLesson
        self.sounds = Sounds(settings.sound)
        self._failing = False
        self.exposed = False
        """The window showed again (uncovered, restored): the next frame sends all of it."""
        #: The user folders this session cannot write in or read, for the menu.
        self.folder_problems = folders.check()
        self.settings_kept = folders.settings_kept(self.folder_problems)

    # -- the window ---------------------------------------------------------------
    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """Change the window size (in points) or fullscreen, and lay every scene out again."""
        if size is not None:
            self.window_size = settings_store.clamp_size(*size, self.desktop)
        if fullscreen is not None:
            self.fullscreen = fullscreen
        self.screen.open(self.window_size, self.fullscreen)
        self._resized()

    def toggle_fullscreen(self) -> None:
        self.set_window(fullscreen=not self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()

    def _resized(self) -> None:
        """Lay every scene out for the window's pixels (art is drawn again at its new size)."""
        self.surface = self.screen.surface
        assets.clear_cache()
        self.manager.resize(self.surface.get_size())

    def save_settings(self) -> None:
        try:
            settings_store.save(self.settings)
            self.settings_kept = True
        except OSError as exc:
            log.warning("Could not save the settings: %s", exc)
            self.settings_kept = False

    # -- words --------------------------------------------------------------------
    def speak(self, language: Language) -> None:
        """Speak ``language`` from now on, without a restart: every scene is laid out again
        and says its words in it (each says them as it builds and draws)."""
        use(language)
        self.manager.resize(self.manager.size)

    # -- scenes -------------------------------------------------------------------
    def start(self) -> None:
        navigation.open_menu(self)
        if self.settings.problem:
            navigation.show_message(self, _("Settings reset"), self.settings.problem)

    def show_error(self, exc: BaseException) -> None:
        """Show what went wrong and where the log is, over a fresh menu."""
        if self._failing:
            raise exc
        self._failing = True
        try:
            where = (_("The details are in {file}.", file=self.log_path) if self.log_path
                     else _("The details were logged."))
            text = _("Something went wrong: {error}: {reason}. {where} Your settings are safe.",
                     error=type(exc).__name__, reason=exc, where=where)
            navigation.show_failure(self, text)
        finally:
            self._failing = False

    # -- the loop -----------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        """Window-wide events; True when the event is used up here."""
        if event.type == pygame.QUIT:
            self.manager.running = False
            return True
        if event.type == wakeup.WAKE:  # it only woke the loop
            return True
        if event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self.window_size = settings_store.clamp_size(*self.screen.points(event.size), self.desktop)
            self._resized()
            return True
        if event.type == pygame.WINDOWSIZECHANGED:
            # Also sent when only the pixels changed: the window moved to a screen of
            # another density, keeping its size in points.
            if self.screen.surface.get_size() != self.manager.size:
                self._resized()
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.exposed = True
            for scene in self.manager.stack:
                scene.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        return False

    def run(self, max_frames: int | None = None) -> None:
        """The one loop: events, update(dt), draw when something changed. While something
        moves it draws at ``FPS``; else it sleeps until an event comes or a scene's time
        to be woken (:meth:`SceneManager.wake_in`) or the sounds' time to close the audio
        device (:meth:`Sounds.rest`), and nothing runs meanwhile. After a
        frame it looks once more, a frame later, before it sleeps: a scene whose update
        goes on changing it (art made sharp a few images a frame) goes on being drawn."""
        manager = self.manager
        clock = pygame.time.Clock()
        last = time.perf_counter()
        moving = True  # the first frame is drawn at once
        while manager.running and manager.stack:
            woken = manager.wake_in()
            timeout = earliest(woken, self.sounds.quiet_in())
            slept = None  # how long a scene's timer ran while the loop slept
            if moving or (timeout is not None and timeout < 1 / FPS):
                clock.tick(FPS)
                events = self.events.take()
                now = time.perf_counter()
                dt = min(MAX_FRAME_STEP_S, now - last)
            else:
                events = self.events.wait(timeout)
                now = time.perf_counter()
                slept = now - last if woken is not None else None
                dt = 0.0  # what the events start, starts now
            last = now
            with frame_gate.making_a_frame():
                if slept is not None:  # the timer's time first
                    manager.update(slept)
                for event in events:
                    event = self.screen.to_pixels(event)
                    if not self.handle_global(event):
                        manager.dispatch(event)
                    if not manager.running:
                        break
                manager.update(dt)
                self.sounds.rest()
                drew = bool(manager.stack) and manager.needs_redraw()
                if drew:
                    manager.draw(self.surface)
                    self.show_frame()
            moving = drew or manager.animating
            if max_frames is not None and manager.frames >= max_frames:
                break

    def show_frame(self) -> None:
        """Send the frame to the screen: only what it changed, when the scene says what
        (all of it after the window showed again: what was on the screen is gone)."""
        self.screen.show(None if self.exposed else self.manager.changed_rects)
        self.exposed = False

    def quit(self) -> None:
        self.manager.running = False
