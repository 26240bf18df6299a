"""A tiny game registered by tests until the real tables exist: each seat in turn adds
1 or 2 to its score, three turns each."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from game.core import IllegalMove, ScoreLine, top_seats
from scenes.manager import Scene
from session import registry
from session.registry import GameInfo


@dataclass(frozen=True)
class Add:
    amount: int


class CounterState:
    def __init__(self, players):
        self.players = players
        self.points = [0] * players
        self.turn = 0

    @property
    def is_over(self):
        return self.turn >= 3 * self.players

    @property
    def current_seat(self):
        return None if self.is_over else self.turn % self.players

    def legal_moves(self):
        return [] if self.is_over else [Add(1), Add(2)]

    def apply(self, move):
        if move not in self.legal_moves():
            raise IllegalMove("You may only add 1 or 2.")
        self.points[self.current_seat] += move.amount
        self.turn += 1

    def scores(self):
        return list(self.points)

    def score_lines(self):
        return [ScoreLine(s, "Counting", p, f"{p} counted") for s, p in enumerate(self.points)]

    def winners(self):
        return top_seats(self.points)


class CounterTable(Scene):
    def __init__(self, app, setup):
        super().__init__(app)
        self.setup = setup

    def draw(self, surface):
        surface.fill((0, 0, 0))


COUNTER = GameInfo("counter", "Counter", 2, 4, ("red", "blue", "green", "yellow", "purple"),
                   new_state=lambda setup, seed: CounterState(setup.players),
                   bot_levels=("easy", "hard"))


@contextmanager
def counter_registered(app):
    """The counter game known to the registry and playable at its table in ``app`` while inside."""
    registry.register(COUNTER)
    app.tables[COUNTER.id] = CounterTable
    try:
        yield COUNTER
    finally:
        registry.unregister(COUNTER.id)
        app.tables.pop(COUNTER.id, None)
