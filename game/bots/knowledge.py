"""The bots' knowledge of each game: one module per game, which declares what the
computer players need of it. Adding a game adds its module to :data:`KNOWLEDGE`.

A knowledge module (``game.bots.kaleido``, ``kerala``, ``kasane``) declares:

- ``GAME_ID``: the game's id in the registry (:mod:`session.registry`);
- ``STATE_CLASS``: its engine's state class;
- ``ITERATIONS``: the hard level's iterations per decision (:mod:`game.bots.hard`), and
  ``EXPERT_ITERATIONS`` the expert level's;
- ``SETTINGS``: how the hard level searches it (:class:`game.bots.mcts.SearchSettings`);
- ``SEARCHED``: the knowledge the hard level's search uses (the same names as the
  module's own, some of them finer: Kaleido plays out greedily, Kerala looks over
  the next draw), or where it is, ``"module:name"``, when it lives in a module that
  builds on this one (read through :func:`searched`);
- and the evaluation every level uses (``estimate``, ``rollout_move``, ``search_moves``,
  ``move_key``, ``SCALE``: see :mod:`game.bots.greedy`).
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from game.core import GameState

from . import kaleido, kasane, kerala

#: The per-game knowledge modules.
KNOWLEDGE: tuple[ModuleType, ...] = (kaleido, kerala, kasane)
#: What each module must declare (:func:`missing_declarations`).
DECLARED = ("GAME_ID", "STATE_CLASS", "ITERATIONS", "EXPERT_ITERATIONS", "SETTINGS", "SEARCHED", "estimate", "rollout_move",
            "search_moves", "move_key", "SCALE")
#: What the hard level's search takes from ``SEARCHED`` (:mod:`game.bots.mcts`).
SEARCHED_NEEDS = ("estimate", "step_values", "rollout_move", "search_moves", "move_key", "SCALE", "STATE_CLASS")


def knowledge_for(state: GameState) -> ModuleType:
    """The per-game knowledge module for ``state``."""
    for module in KNOWLEDGE:
        if isinstance(state, module.STATE_CLASS):
            return module
    raise TypeError(f"No computer player knows the game of {type(state).__name__}.")


def searched(module: ModuleType) -> Any:
    """The knowledge the hard level's search uses for ``module``'s game: its ``SEARCHED``,
    loaded from where it names when that is a ``"module:name"``."""
    where = module.SEARCHED
    if not isinstance(where, str):
        return where
    name, _, attribute = where.partition(":")
    return getattr(importlib.import_module(name), attribute)


def knowledge_of(game_id: str) -> ModuleType:
    """The knowledge module of the game called ``game_id``; KeyError when no bot knows it."""
    for module in KNOWLEDGE:
        if module.GAME_ID == game_id:
            return module
    raise KeyError(game_id)


def game_ids() -> list[str]:
    """The games the bots know, by id."""
    return [module.GAME_ID for module in KNOWLEDGE]


def missing_declarations(module: ModuleType) -> list[str]:
    """What a knowledge module fails to declare, by name (``SEARCHED.step_values`` for a
    name its searched knowledge lacks); empty when it is complete."""
    missing = [name for name in DECLARED if not hasattr(module, name)]
    if hasattr(module, "SEARCHED"):
        know = searched(module)
        missing += [f"SEARCHED.{name}" for name in SEARCHED_NEEDS if not hasattr(know, name)]
    return missing
