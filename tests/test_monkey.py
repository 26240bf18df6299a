"""Random input over the menu, setup, settings and rules: nothing may raise."""
import random

import pygame

from scenes.app import App
from session.files.settings import Settings
from tests.fake_game import CounterTable, counter_registered

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_a, pygame.K_DOWN,
        pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_HOME, pygame.K_END]


def random_event(rng, size):
    pos = (rng.randrange(-20, size[0] + 20), rng.randrange(-20, size[1] + 20))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 2, 3]))
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 2, 3]))
    if kind < 0.82:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-2, -1, 1, 2]), flipped=False,
                                  precise_x=0.0, precise_y=0.0)
    if kind < 0.90:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Z", "é", "7", " "]))
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def test_random_input_over_the_shell_raises_nothing(tessera_home):
    app = App(Settings(), size=(1280, 720))
    with counter_registered(app):
        errors = []
        app.manager.on_error = errors.append
        app.start()
        rng = random.Random(2026)
        size = app.surface.get_size()
        seen = set()
        for i in range(2500):
            if not app.manager.running or not app.manager.stack or isinstance(app.manager.top, CounterTable):
                app.manager.running = True
                app.start()
            top = app.manager.top
            if top.widgets and rng.random() < 0.3:
                # aim at a widget now and then, so the monkey gets past the menu
                rect = rng.choice(top.widgets).rect
                pos = (rng.randint(rect.left, max(rect.left, rect.right - 1)),
                       rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
                for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
                    app.manager.dispatch(event)
            else:
                app.manager.dispatch(random_event(rng, app.surface.get_size()))
            app.manager.update(1 / 60)
            seen.add(type(app.manager.top).__name__)
            if i % 5 == 0 and app.manager.needs_redraw():
                app.manager.draw(app.surface)
        assert errors == []
        assert {"MenuScene", "SettingsScene", "RulesScene", "SetupScene"} <= seen
    pygame.display.quit()
