"""The scene stack and the one loop that runs it.

Scenes are pushed, popped and replaced like cards on a pile; only the top scene gets
input. A scene with ``overlay = True`` is drawn over the scenes below it. The loop
(:meth:`scenes.app.App.run`) reads events, calls ``update(dt)`` and draws only when
something changed; while something moves (:attr:`Scene.animating`) it draws at ``FPS``,
else it sleeps until an event comes or the time a scene asked to be woken at
(:meth:`Scene.wake_in`), so an idle app costs nothing.

An exception inside a scene is logged and shown on an error screen that names the
log file; from there the player goes back to the menu.
"""
from __future__ import annotations

import gc
import logging
from typing import Callable

import pygame

from scenes.ui.widgets import Widget

log = logging.getLogger(__name__)

FPS = 60


class Scene:
    """A screen. Subclasses build widgets in :meth:`layout` and draw in :meth:`draw`.

    ``app`` is the :class:`scenes.app.App` the scene shows in, used through the object
    it is given and never imported here: the app imports this module."""

    overlay = False

    def __init__(self, app):
        self.app = app
        self.widgets: list[Widget] = []
        self.dirty = True
        self.size: tuple[int, int] = (0, 0)

    # -- life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""
        self.dirty = True

    def leave(self) -> None:
        """Called when another scene covers this one or it is removed."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the scene out for a window of ``size``."""
        self.size = size
        self.layout(size)
        self.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for ``size`` (override)."""

    def prepare(self) -> None:
        """Do now what the first :meth:`draw` would do lazily (rasterise art, draw layers),
        so the first frame the player sees of this scene is not a slow one. The manager
        calls it once the scene is laid out, before it shows (override)."""

    # -- the loop -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        for widget in reversed(self.widgets):
            if widget.handle_event(event):
                break

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds (override)."""

    @property
    def animating(self) -> bool:
        """True while something moves, so the loop keeps drawing at full rate."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until the scene changes by itself, with no input (a timer of its own
        runs out; 0: it has work to do at once): the idle loop sleeps no longer, then
        calls :meth:`update` with the time that passed. None: only input or an event
        another thread posts changes it (override)."""
        return None

    def needs_redraw(self) -> bool:
        return self.dirty or self.animating or any(w.changed for w in self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)

    def screen_rects(self) -> list[pygame.Rect] | None:
        """The parts of the window the last :meth:`draw` changed; None for all of it
        (a scene whose moving pieces alone changed may report just those)."""
        return None

    def drawn(self) -> None:
        self.dirty = False
        for widget in self.widgets:
            widget.changed = False


def earliest(*seconds: float | None) -> float | None:
    """The soonest of some times to wake in (None: none)."""
    times = [t for t in seconds if t is not None]
    return min(times) if times else None


def settle_objects() -> None:
    """While a scene opens (its first frame already prepared): the garbage of the scenes
    before is collected, and everything alive now (the art, the fonts, the scene) is left
    out of the collector's passes from here on. Its full pass, whenever it comes in the
    middle of a game, would otherwise walk all of it: a 12 ms frame at a table."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class SceneManager:
    def __init__(self, surface_size: tuple[int, int] = (1280, 720),
                 on_error: Callable[[BaseException], None] | None = None):
        self.stack: list[Scene] = []
        self.size = surface_size
        self.running = True
        self.on_error = on_error
        self.frames = 0
        self.changed_rects: list[pygame.Rect] | None = None  # what the last draw changed (None: all)

    # -- the stack ----------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.leave()
        self.stack.append(scene)
        log.info("scene: push %s", type(scene).__name__)
        self._show(scene)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        log.info("scene: pop %s", type(scene).__name__)
        if self.top is not None:
            self.top.enter()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        log.info("scene: replace with %s", type(scene).__name__)
        self._show(scene)

    def _show(self, scene: Scene) -> None:
        """Lay out and prepare a scene just put on the stack, then let it enter."""
        scene.resize(self.size)
        scene.prepare()
        settle_objects()
        scene.enter()

    def reset(self, *scenes: Scene) -> None:
        """Clear the stack and push ``scenes`` in order."""
        while self.stack:
            self.stack.pop().leave()
        for scene in scenes:
            self.push(scene)

    def visible_scenes(self) -> list[Scene]:
        """The top scene and, while they are overlays, the ones below it."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start):]

    # -- one frame ----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.stack:
            self._guard(scene.resize, size)

    def dispatch(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self._guard(self.top.handle_event, event)

    def update(self, dt: float) -> None:
        for scene in self.visible_scenes():
            self._guard(scene.update, dt)

    def needs_redraw(self) -> bool:
        return any(scene.needs_redraw() for scene in self.visible_scenes())

    @property
    def animating(self) -> bool:
        return any(scene.animating for scene in self.visible_scenes())

    def wake_in(self) -> float | None:
        """The soonest time a scene on show asked to be woken at (None: none asked)."""
        soonest = earliest(*(scene.wake_in() for scene in self.visible_scenes()))
        return None if soonest is None else max(0.0, soonest)

    def draw(self, surface: pygame.Surface) -> None:
        visible = self.visible_scenes()
        self.changed_rects = None
        for scene in visible:
            if not self._guard(scene.draw, surface):
                return
        if len(visible) == 1:
            self.changed_rects = visible[0].screen_rects()
        for scene in visible:
            scene.drawn()
        self.frames += 1

    def _guard(self, call, *args) -> bool:
        try:
            call(*args)
            return True
        except Exception as exc:  # noqa: BLE001 - a scene's error must not end the app
            log.exception("A scene failed")
            if self.on_error is None:
                raise
            self.on_error(exc)
            return False
