"""Computer players for Kaleido, Kerala and Colors of Kasane (no pygame).

One interface for every game and level::

    bot = make_bot("hard", seed=7)            # or "easy", "normal", "expert"
    move = bot.choose(state)                  # a move from state.legal_moves()
    move = bot.choose(state, cancel=event)    # threading.Event or callable -> bool

- easy: legal moves with a light preference for points;
- normal: greedy on the game's evaluation (``game.bots.<game>.estimate``);
- hard: information-set MCTS (``game.bots.hard``) bounded by ``iterations`` per
  decision, grown as several trees over the machine's cores, with a safety clock
  ``budget`` (seconds); it searches only ``determinize(rng)`` copies;
- expert: the same search with several times hard's iterations (each game's
  ``EXPERT_ITERATIONS``), for players who beat Hard.

The same seed and state give the same move, on any machine (for hard, when the
iteration cap, not the safety clock, ends the search). Run
``python -m game.bots.arena --help`` to pit them.
"""
from __future__ import annotations

from .hard import ExpertBot, HardBot
from .knowledge import KNOWLEDGE, knowledge_for
from .parallel import prepare as prepare_workers
from .parallel import shut_down
from .players import Bot, EasyBot, NormalBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
#: The levels that search (take ``iterations``, ``processes`` and a safety ``budget``).
SEARCHING: tuple[str, ...] = ("hard", "expert")


def make_bot(level: str, seed: int | None = 0, *, budget: float | None = None,
             iterations: int | None = None, processes: int | None = None) -> Bot:
    """A computer player of ``level`` (one of :data:`LEVELS`).

    ``budget`` is the most seconds a decision may take (hard: a safety cap, 3 s by
    default, expert 8 s; normal 5 s, which it never needs). For hard and expert, ``iterations`` is the work
    per decision (default per game) and ``processes`` the most worker processes
    (default: the cores this process may use; 1 searches in the calling process).
    """
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed) if budget is None else NormalBot(seed, budget=budget)
    if level in SEARCHING:
        searcher = HardBot if level == "hard" else ExpertBot
        if budget is None:
            return searcher(seed, iterations=iterations, processes=processes)
        return searcher(seed, budget=budget, iterations=iterations, processes=processes)
    raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")


def clear_caches() -> None:
    """Empty the evaluation caches the bots keep between decisions (when a game ends:
    a long session then never holds more than one game's worth)."""
    for module in KNOWLEDGE:
        clear = getattr(module, "clear_caches", None)
        if clear is not None:
            clear()


__all__ = ["LEVELS", "SEARCHING", "make_bot", "clear_caches", "prepare_workers", "shut_down", "Bot", "EasyBot", "NormalBot",
           "HardBot", "ExpertBot", "knowledge_for"]
