"""Checking the pace of computer moves at any table under a fake clock: a computer
player that answers at once, one frame of fake time, and the clock at each computer
move's start and landing, with the checks every table's pacing must pass."""
import time

import pygame

from scenes.table import pacing


class FirstMove:
    """A computer player that plays its first legal move at once."""

    def choose(self, state, cancel=None):
        return state.legal_moves()[0]


def step(app, dt=1 / 60):
    """One frame with a fake clock; waits (in real time) only for the bot's thread."""
    for event in pygame.event.get():
        app.manager.dispatch(event)
    app.manager.update(dt)
    if app.manager.needs_redraw():
        app.manager.draw(app.surface)
    if app.manager.top.runner.busy:
        time.sleep(0.002)


def record_pacing(scene):
    """The fake clock at each computer move's start and landing (a list that fills up)."""
    events = []
    started, landed = scene.pacing.started, scene.pacing.landed
    scene.pacing.started = lambda: (events.append(("start", scene.pacing.clock)), started())[1]
    scene.pacing.landed = lambda: (events.append(("land", scene.pacing.clock)), landed())[1]
    return events


def assert_paced(events, scale, at_least=6):
    """From one computer move's start to the next at least MOVE_SECONDS, and once landed
    each stays on show HOLD_SECONDS: about a second a move at normal speed."""
    starts = [t for kind, t in events if kind == "start"]
    lands = [t for kind, t in events if kind == "land"]
    assert len(starts) >= at_least
    assert min(b - a for a, b in zip(starts, starts[1:])) >= pacing.MOVE_SECONDS * scale - 1e-6
    for landed_at in lands:
        later = [t for t in starts if t > landed_at]
        if later:
            assert later[0] - landed_at >= pacing.HOLD_SECONDS * scale - 1e-6
    assert pacing.MOVE_SECONDS * scale >= 1.0
