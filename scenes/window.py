"""The app's window, drawn at the real pixels of the screen it is on.

SDL measures a window in the desktop's units: pixels on X11, points on macOS (two pixels
to a point on a Retina screen), and points on Windows too once the app declares per-monitor
DPI awareness with DPI scaling (``DPI_HINTS``, read by SDL when the display starts). A
window that asks for high density gets a surface of its real pixels: SDL (2.30 and later)
makes the window's surface its drawable size. ``pygame.display.set_mode`` never asks
(pygame-ce issue #1456), so on a Retina Mac it gives a surface of points that macOS
stretches to twice its size, blurred; the app therefore opens a ``pygame.Window`` with
``allow_high_dpi``. The layout is made from the surface's size, so it is laid out for the
real pixels; the pointer comes in the window's units and is turned into pixels here.

Sizes given to a ``Screen`` (``--size``, the settings, the minimum size) are in points:
the desktop's units, times ``forced_scale`` when one is forced (``--scale``) to check the
high-density layout on a screen that has none.

A frame sends the screen only the rectangles it changed when the scene says which
(``SDL_UpdateWindowSurfaceRects`` through :mod:`scenes.sdl`; pygame's ``Window.flip`` sends
the whole surface). On X11 SDL would draw the window through OpenGL, uploading the
surface to a texture and presenting the whole window every frame, which costs 6 ms at
1280x720 and 14 ms at 1920x1080 where OpenGL is drawn by the processor (a virtual
machine, a remote desktop, Xvfb); the app asks for SDL's own X11 framebuffer instead
(``FRAMEBUFFER_HINT``), which puts just the changed rectangles to the X server through
shared memory (``benchmarks/screen_copy.py`` measures both).
"""
from __future__ import annotations

import logging
import os
import warnings

import pygame

from scenes.sdl import SDL
from session.files.settings import MIN_SIZE

log = logging.getLogger(__name__)

DPI_HINTS = {
    # Windows: say the app draws for each monitor's own DPI, so Windows does not stretch it...
    "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2",
    # ...and measure windows in points as macOS does: a 1280x720 window (the default size)
    # is 1920x1080 pixels on a display at 150 %, and its surface is those pixels.
    "SDL_WINDOWS_DPI_SCALING": "1",
}
#: Windows: the input method's own candidate window (the kanji to choose from while a
#: name is typed in Japanese) shows, where the text field tells it; SDL hides it unless told.
IME_HINT = ("SDL_IME_SHOW_UI", "1")
#: Where SDL has a window surface of its own (X11), not through a texture: the player's
#: own setting of the hint is kept.
FRAMEBUFFER_HINT = ("SDL_FRAMEBUFFER_ACCELERATION", "0")
OWN_FRAMEBUFFER_DRIVERS = ("x11",)
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
HEADLESS_DRIVERS = ("offscreen", "dummy")

#: Every window opened since the display last started. pygame-ce destroys a Window's SDL
#: window when the Window object is freed, even after the display was quit and started
#: again (as tests do), when the old pointer may be a new window's. So each window is held
#: here, and destroyed while no display runs (which SDL ignores) before the next one starts.
_opened: list = []


def start_display() -> None:
    """Start SDL's display with ``DPI_HINTS`` and ``IME_HINT`` (SDL reads them only as the display starts).
    A hint already in the environment is left as the player set it."""
    for name, value in DPI_HINTS.items():
        os.environ.setdefault(name, value)
    os.environ.setdefault(*IME_HINT)
    if not pygame.display.get_init():
        for window in _opened:
            window.destroy()
        _opened.clear()
    pygame.display.init()
    if pygame.display.get_driver() in OWN_FRAMEBUFFER_DRIVERS:  # read when the first window surface is made
        os.environ.setdefault(*FRAMEBUFFER_HINT)


def pixel_scale(window) -> float:
    """Real pixels per unit of the window's size, as SDL answers: the drawable size (the
    size SDL gives the window's surface) over the window's size. 2.0 on a Retina screen,
    1.5 on Windows at 150 %, 1.0 where the desktop counts in pixels."""
    width = window.size[0]
    return window.get_surface().get_width() / width if width > 0 else 1.0


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



def desktop_size() -> tuple[int, int] | None:
    """The desktop's size, which a window never exceeds; None on a headless driver,
    which has no screen to fit (SDL reports a made-up one)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return tuple(pygame.display.get_desktop_sizes()[0])
        except (IndexError, pygame.error):
            return None

class Screen:
    """The one window: opened, resized and made fullscreen in points, drawn in pixels.

    ``window_type`` makes the window (``pygame.Window``; a test hands a stand-in that
    answers as SDL does on a high-density screen); ``sdl`` (:meth:`scenes.sdl.SDL.find`)
    sends some rectangles of it to the screen."""

    def __init__(self, title: str, icon: pygame.Surface, forced_scale: float = 1.0,
                 window_type=pygame.Window, sdl: SDL | None = None):
        if forced_scale < 1.0:
            raise ValueError(f"a forced scale is 1 or more, not {forced_scale:g}")
        self.title, self.icon = title, icon
        self.forced_scale = forced_scale
        self.window_type = window_type
        self.sdl = sdl
        self.window = None
        self.handle: int | None = None
        """SDL's handle of the window, through which some rectangles are sent (None: the
        whole surface is sent, with ``flip``)."""

    # -- points and pixels ------------------------------------------------------------
    @property
    def scale(self) -> float:
        """Real pixels per point: SDL's answer (``pixel_scale``) times any forced scale."""
        return self.forced_scale * pixel_scale(self.window)

    def window_units(self, points: tuple[int, int]) -> tuple[int, int]:
        """A size in points as the window's units (what SDL is asked for)."""
        return round(points[0] * self.forced_scale), round(points[1] * self.forced_scale)

    def points(self, units: tuple[int, int]) -> tuple[int, int]:
        """A size SDL reported, in the window's units, as points."""
        return round(units[0] / self.forced_scale), round(units[1] / self.forced_scale)

    def to_pixels(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with its pointer position in the surface's pixels (SDL gives it in
        the window's units)."""
        factor = pixel_scale(self.window)
        if event.type not in POINTER_EVENTS or factor == 1.0:
            return event
        moved = dict(event.dict, pos=(int(event.pos[0] * factor), int(event.pos[1] * factor)))
        if "rel" in moved:
            moved["rel"] = (round(event.rel[0] * factor), round(event.rel[1] * factor))
        return pygame.event.Event(event.type, moved)

    # -- the window -------------------------------------------------------------------
    @property
    def surface(self) -> pygame.Surface:
        """What a frame is drawn on: the window's real pixels."""
        return self.window.get_surface()

    def open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Show the window at ``size`` (points) or over the whole screen; its surface."""
        units = self.window_units(size)
        if self.window is None:
            self.window = self.window_type(self.title, units, resizable=True, allow_high_dpi=True)
            _opened.append(self.window)
            # SDL makes the surface when it is first asked for, and on X11 it then opens the
            # window again to draw through OpenGL: ask at once, as set_mode does, so that
            # the first window is gone before anyone (a test's xdotool) can find it.
            self.window.get_surface()
            self.handle = self.sdl.window(self.window.id) if self.sdl is not None else None
            self.window.set_icon(self.icon)
            self.window.minimum_size = self.window_units(MIN_SIZE)
            if fullscreen:
                self.window.set_fullscreen(desktop=True)
        elif fullscreen:
            self.window.set_fullscreen(desktop=True)
        else:
            before = tuple(self.window.position), tuple(self.window.size)
            self.window.set_windowed()
            self.window.size = units
            desktop = desktop_size()
            if desktop is not None:
                self.window.position = window_position(*before, units, desktop)
        surface = self.surface
        log.info("window: %dx%d points (%dx%d in the desktop's units), drawn at %dx%d pixels: %.2f pixels a point",
                 *self.points(self.window.size), *self.window.size, *surface.get_size(), self.scale)
        return surface


    def show(self, rects: list[pygame.Rect] | None = None) -> None:
        """Send the frame to the screen: ``rects`` of it, or all of it (None)."""
        if rects is not None and self.handle is not None:
            bounds = self.surface.get_rect()
            inside = [r.clip(bounds) for r in rects]
            inside = [r for r in inside if r.width > 0 and r.height > 0]
            if not inside or self.sdl.update_rects(self.handle, inside):
                return
        self.window.flip()
