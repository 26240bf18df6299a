"""``--demo GAME``: computer players play a whole game at the real table, paced as a
person would see it (or at once with ``--fast``); the result is returned for printing."""
from __future__ import annotations

import pygame

from scenes import navigation
from session import registry
from session.result import GameResult
from session.seats import COMPUTER, GameSetup, SeatSetup


def run_demo(app, game_id: str, players: int, seed: int, level: str, fast: bool) -> dict:
    """Play a whole game with computer players in the real scene; return the result as a dict."""
    game = registry.get(game_id)
    colors = game.default_colors(players)
    setup = GameSetup(game_id, tuple(SeatSetup(f"Computer {i + 1}", colors[i], COMPUTER, level)
                                     for i in range(players)))
    outcome: dict = {}

    def finished(result: GameResult) -> None:
        outcome.update(game=game_id, players=players, seed=seed, scores=list(result.scores),
                       winners=list(result.winners))
        app.manager.running = False

    if fast:
        app.settings.animation = "off"
    app.manager.reset(navigation.table_of(app, game_id)(app, setup, seed=seed, demo=True, on_finish=finished))
    app.run()
    pygame.event.clear()
    return outcome
