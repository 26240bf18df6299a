"""The few SDL calls pygame-ce 2.5 does not offer, made through ctypes on the SDL library
pygame itself loaded (so on the same windows and the same event queue):

- ``SDL_UpdateWindowSurfaceRects``: send some rectangles of a window's surface to the
  screen (``pygame.Window.flip`` always sends all of it);
- ``SDL_WaitEventTimeout`` with no event to fill: sleep until an event is queued, leaving
  it for ``pygame.event.get`` (``pygame.event.wait`` polls the queue every millisecond).

:meth:`SDL.find` looks for the library next to pygame (where its wheels and a frozen app
keep it) or where the system keeps it, and takes it only if it is the copy pygame runs:
its video is started and its version is pygame's. Else there is no :class:`SDL`, and the
window and the loop do without (the whole window is sent; the loop waits with pygame).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

SDL_INIT_VIDEO = 0x20
#: The names the SDL 2 library has next to pygame: pygame-ce's wheels for Linux
#: (``pygame_ce.libs/libSDL2-2-<hash>.0.so.0...``) and macOS (``pygame/.dylibs``), Windows.
LIBRARY_NAMES = ("libSDL2-2*", "SDL2.dll")


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


class Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def library_candidates() -> list[str]:
    """Where the SDL library pygame loaded may be, most likely first."""
    here = Path(pygame.__file__).resolve().parent
    found = [str(path) for folder in (here.parent / "pygame_ce.libs", here / ".dylibs", here)
             for name in LIBRARY_NAMES for path in sorted(folder.glob(name))]
    system = ctypes.util.find_library("SDL2-2.0") or ctypes.util.find_library("SDL2")
    return found + ([system] if system else [])


class SDL:
    def __init__(self, path: str):
        self.library = library = ctypes.CDLL(path)
        library.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
        library.SDL_WaitEventTimeout.restype = ctypes.c_int
        library.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
        library.SDL_GetWindowFromID.restype = ctypes.c_void_p
        # The copy to the screen keeps the interpreter, as pygame's own drawing calls do: a
        # call through CDLL lets it go, and taking it back from a thread that is running
        # (the autosave writing a game) can hold the frame for a whole switch interval.
        self.holding = ctypes.PyDLL(path)
        self.holding.SDL_UpdateWindowSurfaceRects.argtypes = [ctypes.c_void_p, ctypes.POINTER(Rect), ctypes.c_int]
        self.holding.SDL_UpdateWindowSurfaceRects.restype = ctypes.c_int

    @classmethod
    def find(cls) -> SDL | None:
        """The SDL pygame runs on, once pygame's display has started; None if not found."""
        for path in library_candidates():
            try:
                library = ctypes.CDLL(path)
            except OSError:
                continue
            if cls._is_pygames(library):
                log.info("SDL calls through %s", path)
                return cls(path)
        log.info("SDL's library was not found: the whole window is sent each frame and the loop waits with pygame")
        return None

    @staticmethod
    def _is_pygames(library: ctypes.CDLL) -> bool:
        try:
            library.SDL_WasInit.argtypes = [ctypes.c_uint32]
            version = Version()
            library.SDL_GetVersion(ctypes.byref(version))
        except AttributeError:
            return False
        # Another copy of SDL in the process has not started pygame's display.
        return bool(library.SDL_WasInit(SDL_INIT_VIDEO)) and \
            (version.major, version.minor, version.patch) == pygame.get_sdl_version(linked=True)

    def wait_for_event(self, timeout_ms: int) -> None:
        """Sleep until an event is queued (it stays queued) or ``timeout_ms`` pass (-1: no limit)."""
        self.library.SDL_WaitEventTimeout(None, timeout_ms)

    def window(self, window_id: int) -> int | None:
        """SDL's handle of the window with ``window_id`` (``pygame.Window.id``), or None."""
        return self.library.SDL_GetWindowFromID(window_id) or None

    def update_rects(self, window: int, rects) -> bool:
        """Send ``rects`` of the window's surface to the screen; False if SDL could not."""
        array = (Rect * len(rects))(*(Rect(r.x, r.y, r.w, r.h) for r in rects))
        return self.holding.SDL_UpdateWindowSurfaceRects(window, array, len(rects)) == 0
