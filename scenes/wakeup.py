"""How the loop sleeps until something happens, and how another thread wakes it.

When nothing moves, the loop sleeps until there is input, an event another thread
posted (a computer done thinking, a save written), or the time a scene asked to be woken
at (:meth:`scenes.manager.Scene.wake_in`). It never polls:

- in a real window SDL sleeps (``SDL_WaitEventTimeout`` through :mod:`scenes.sdl`: on X11
  a ``select`` on the display's connection) and an event posted from any thread wakes it;
  ``pygame.event.wait`` is not used, as it looks at the queue every millisecond;
- SDL's headless drivers (``dummy``, ``offscreen``: tests, --bench, --demo) cannot sleep:
  SDL polls them every millisecond too. There no input comes, and nothing but the app's
  own threads posts an event; they post through :func:`post`, which also sets the flag
  a headless loop sleeps on. SDL turns a SIGTERM into a QUIT event, which that flag does
  not hear of: a headless loop takes SIGTERM itself and posts the QUIT. (So, headless, an
  event posted by ``pygame.time.set_timer`` wakes the loop only with the next event or
  timeout: the scenes' timers are :meth:`~scenes.manager.Scene.wake_in`, not SDL's.)
"""
from __future__ import annotations

import math
import signal
import threading

import pygame

from scenes.sdl import SDL

#: An event that only wakes the loop: something changed off the UI thread, look again.
WAKE = pygame.event.custom_type()

_posted = threading.Event()


def post(event: pygame.event.Event | None = None) -> None:
    """Post ``event`` (else a :data:`WAKE`) from any thread, and wake the loop. Once the
    display has quit there is no loop to wake, and nothing is posted."""
    try:
        pygame.event.post(event if event is not None else pygame.event.Event(WAKE))
    except pygame.error:
        return
    _posted.set()


def _quit_on_signal(signum, frame) -> None:
    """SIGTERM (``kill``, a session ending): the app quits as when its window is closed."""
    post(pygame.event.Event(pygame.QUIT))


class EventWait:
    """The loop's events, taken at once or after sleeping until there are some.

    ``sdl`` (:meth:`SDL.find`) lets a real window sleep in SDL; without it the wait is
    pygame's (which polls). ``headless``: the display is one of SDL's headless drivers."""

    def __init__(self, sdl: SDL | None, headless: bool):
        self.sdl = sdl
        self.headless = headless
        if headless and threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, _quit_on_signal)

    @staticmethod
    def take() -> list:
        """The events queued now."""
        return pygame.event.get()

    def wait(self, timeout: float | None) -> list:
        """The events queued, once there is one or ``timeout`` seconds have passed (None:
        no limit)."""
        if self.headless:
            _posted.clear()  # before looking: a post after the look sets it again
            events = pygame.event.get()
            if events or timeout == 0:
                return events
            _posted.wait(timeout)
            return pygame.event.get()
        events = pygame.event.get()
        if events or timeout == 0:
            return events
        if self.sdl is not None:
            self.sdl.wait_for_event(-1 if timeout is None else max(1, math.ceil(timeout * 1000)))
            return pygame.event.get()
        first = pygame.event.wait() if timeout is None else pygame.event.wait(max(1, math.ceil(timeout * 1000)))
        return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
