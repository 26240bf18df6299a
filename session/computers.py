"""The computer players seated at a game: each computer seat's bot, seeded from the
game's seed so replays and demos repeat, and a whole game played by bots alone with no
window (what ``--demo`` must match, and what tests compare it with)."""
from __future__ import annotations

import random

from game.bots import make_bot
from game.core import legal_copy_or_raise
from session import registry
from session.seats import COMPUTER, GameSetup, SeatSetup, default_setup

#: With no clock limit, a search ends at its iteration cap, so the same seed plays the same game.
UNLIMITED_SECONDS = 3600.0


def bot_seed(game_seed: int, seat: int) -> int:
    """Each computer seat's own seed, derived from the game's (replays and demos repeat)."""
    return random.Random(f"{game_seed}:{seat}").getrandbits(63)


def make_bots(setup: GameSetup, seed: int, deterministic: bool = False) -> dict:
    """The computer players of a setup, seat -> bot. ``deterministic`` bots stop on
    their iteration cap, not on the clock (demos and replays)."""
    budget = UNLIMITED_SECONDS if deterministic else None
    return {seat: make_bot(s.level, seed=bot_seed(seed, seat), budget=budget)
            for seat, s in enumerate(setup.seats) if s.kind == COMPUTER}


def computers_setup(game_id: str, players: int, level: str, first: int | str = 0,
                    variant: bool = False) -> GameSetup:
    """Computer players in every seat at ``level`` (what ``--demo`` seats), in the
    game's default colours, with who starts and the variant as given."""
    setup = default_setup(registry.get(game_id), players)
    seats = tuple(SeatSetup(f"Computer {i + 1}", s.color, COMPUTER, level, s.second_color)
                  for i, s in enumerate(setup.seats))
    return GameSetup(game_id, seats, first, variant)


def play_headless(game_id: str, setup: GameSetup, seed: int):
    """The same game as ``--demo`` plays, without any scene: the engine and the bots alone."""
    game = registry.get(game_id)
    state = game.new_state(setup, seed)
    bots = make_bots(setup, seed, deterministic=True)
    while not state.is_over:
        move = bots[state.current_seat].choose(state.clone())
        state.apply(legal_copy_or_raise(state, move, state.legal_moves()))
    return state
