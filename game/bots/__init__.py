"""Computer players for Kaleido, Kerala and Colors of Kasane (no pygame).

One interface for every game and level::

    bot = make_bot("hard", seed=7)            # or "easy", "normal"
    move = bot.choose(state)                  # a move from state.legal_moves()
    move = bot.choose(state, cancel=event)    # threading.Event or callable -> bool

- easy: legal moves with a light preference for points;
- normal: greedy on the game's evaluation (``game.bots.<game>.estimate``);
- hard: determinized MCTS (``game.bots.search``) with a time ``budget`` (seconds)
  and an ``iterations`` cap; it searches only ``determinize(rng)`` copies.

The same seed and state give the same move (for hard, when the iteration cap, not
the clock, ends the search). Run ``python -m game.bots.arena --help`` to pit them.
"""
from __future__ import annotations

from typing import Any

from .players import KNOWLEDGE, Bot, EasyBot, HardBot, NormalBot, knowledge_for

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
_CLASSES = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str, seed: int | None = 0, *, budget: float | None = None,
             iterations: int | None = None) -> Bot:
    """A computer player of ``level`` (one of :data:`LEVELS`).

    ``budget`` is the most seconds a decision may take (hard default 0.8 s; normal
    5 s, which it never needs); ``iterations`` caps hard's search (default per game).
    """
    if level not in _CLASSES:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed) if budget is None else NormalBot(seed, budget=budget)
    kwargs: dict[str, Any] = {"iterations": iterations}
    if budget is not None:
        kwargs["budget"] = budget
    return HardBot(seed, **kwargs)


def clear_caches() -> None:
    """Empty the evaluation caches the bots keep between decisions (when a game ends:
    a long session then never holds more than one game's worth)."""
    for module in KNOWLEDGE:
        clear = getattr(module, "clear_caches", None)
        if clear is not None:
            clear()


__all__ = ["LEVELS", "make_bot", "clear_caches", "Bot", "EasyBot", "NormalBot", "HardBot", "knowledge_for"]
