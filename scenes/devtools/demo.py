"""``--demo GAME``: computer players play a whole game at the real table, paced as a
person would see it (or at once with ``--fast``); the result is returned for printing."""
from __future__ import annotations

import pygame

from scenes import navigation
from session.result import GameResult
from session.seats import GameSetup


def run_demo(app, setup: GameSetup, seed: int, fast: bool) -> dict:
    """Play a whole game of ``setup`` (computer players only) in the real scene; return
    the result as a dict."""
    outcome: dict = {}

    def finished(result: GameResult) -> None:
        outcome.update(game=setup.game_id, players=setup.players, seed=seed, scores=list(result.scores),
                       winners=list(result.winners))
        app.manager.running = False

    if fast:
        app.settings.animation = "off"
    app.manager.reset(navigation.table_of(app, setup.game_id)(app, setup, seed=seed, demo=True, on_finish=finished))
    app.run()
    pygame.event.clear()
    return outcome

