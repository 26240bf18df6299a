import pygame
import pytest

from scenes.manager import Scene, SceneManager
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene


class Recorder(Scene):
    def __init__(self, name, log, overlay=False):
        super().__init__(app=None)
        self.name, self.log, self.overlay = name, log, overlay

    def enter(self):
        super().enter()
        self.log.append(("enter", self.name))

    def leave(self):
        self.log.append(("leave", self.name))

    def handle_event(self, event):
        self.log.append(("event", self.name))

    def draw(self, surface):
        self.log.append(("draw", self.name))


@pytest.fixture
def surface():
    return pygame.Surface((100, 100))


def test_push_pop_replace(surface):
    log = []
    m = SceneManager()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    m.push(a)
    m.push(b)
    assert m.top is b and log == [("enter", "a"), ("leave", "a"), ("enter", "b")]
    log.clear()
    m.replace(c)
    assert m.stack == [a, c] and log == [("leave", "b"), ("enter", "c")]
    log.clear()
    assert m.pop() is c
    assert m.top is a and log == [("leave", "c"), ("enter", "a")]
    m.pop()
    assert not m.running


def test_only_the_top_scene_gets_events():
    log = []
    m = SceneManager()
    m.push(Recorder("a", log))
    m.push(Recorder("b", log))
    log.clear()
    m.dispatch(pygame.event.Event(pygame.USEREVENT))
    assert log == [("event", "b")]


def test_overlays_are_drawn_over_the_scene_below(surface):
    log = []
    m = SceneManager()
    m.push(Recorder("bottom", log))
    m.push(Recorder("page", log))
    m.push(Recorder("dialog", log, overlay=True))
    log.clear()
    m.draw(surface)
    assert [e for e in log if e[0] == "draw"] == [("draw", "page"), ("draw", "dialog")]


def test_nothing_to_redraw_once_drawn(surface):
    m = SceneManager()
    m.push(Recorder("a", []))
    assert m.needs_redraw()
    m.draw(surface)
    assert not m.needs_redraw() and not m.animating


def test_a_failing_scene_is_reported_not_raised(surface):
    class Broken(Scene):
        def draw(self, surface):
            raise RuntimeError("boom")

    errors = []
    m = SceneManager(on_error=errors.append)
    m.push(Broken(None))
    m.draw(surface)
    assert [str(e) for e in errors] == ["boom"]


def test_app_shows_an_error_naming_the_log_and_returns_to_the_menu(app):
    class Broken(Scene):
        def handle_event(self, event):
            raise ValueError("bad click")

    app.log_path = "/somewhere/tessera.log"
    app.manager.on_error = app.show_error
    app.start()
    app.manager.push(Broken(app))
    app.manager.dispatch(pygame.event.Event(pygame.USEREVENT))
    assert isinstance(app.manager.stack[0], MenuScene)
    message = app.manager.top
    assert isinstance(message, MessageScene) and "/somewhere/tessera.log" in message.text
    app.manager.draw(app.surface)
    message.widgets[0].on_click()
    assert isinstance(app.manager.top, MenuScene)
