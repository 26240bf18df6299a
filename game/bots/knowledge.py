"""Which knowledge module plays which game (see :mod:`game.bots.greedy` for what a
module supplies)."""
from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core import GameState

from . import kaleido, kaleido_playout, kasane, kerala

#: The per-game knowledge modules.
KNOWLEDGE: tuple[ModuleType, ...] = (kaleido, kerala, kasane)
#: What the hard level's search uses for each game: Kaleido plays out greedily
#: (``kaleido_playout.HARD``), Kerala values positions more finely there
#: (``kerala.HARD``: a look over the next draw).
SEARCHED: dict[str, Any] = {"kaleido": kaleido_playout.HARD, "kerala": kerala.HARD,
                            "kasane": kasane}


def game_name(module: ModuleType) -> str:
    """``"kerala"`` for :mod:`game.bots.kerala`."""
    return module.__name__.rsplit(".", 1)[-1]


def knowledge_for(state: GameState) -> ModuleType:
    """The per-game knowledge module for ``state``."""
    for module in KNOWLEDGE:
        if isinstance(state, module.STATE_CLASS):
            return module
    raise TypeError(f"No computer player knows the game of {type(state).__name__}.")
