"""The games the tests go over, read from the registry (:mod:`session.registry`): a test
that takes each game takes a newly registered one with no list to extend. (The games
tests register for themselves come and go inside those tests, after collection.)"""
from __future__ import annotations

from session import registry
from session.registry import GameInfo

#: Every registered game, in the registry's order.
GAMES: tuple[GameInfo, ...] = tuple(registry.all_games())
#: Their ids.
GAME_IDS: tuple[str, ...] = tuple(game.id for game in GAMES)


def player_counts(game: GameInfo) -> range:
    """The player counts ``game`` is played by."""
    return range(game.min_players, game.max_players + 1)


def state_classes() -> dict[str, type]:
    """Each game's engine state class, by id."""
    return {game.id: game.state_class() for game in GAMES}


#: (game id, player count) for every count each game is played by.
GAMES_AND_PLAYERS: tuple[tuple[str, int], ...] = tuple((game.id, n) for game in GAMES for n in player_counts(game))
