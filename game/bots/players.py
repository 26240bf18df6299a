"""The easy and normal computer players and what every level shares (the hard
level is :mod:`game.bots.hard`). Build them with :func:`game.bots.make_bot`.

Every bot has ``choose(state, cancel=None) -> move``: a move from
``state.legal_moves()`` for ``state.current_seat``. A bot's choices depend only on
its seed and what the seat to move may know of the state (the bot decides on a copy
whose hidden parts are re-drawn from those two, :meth:`Bot.what_the_seat_knows`), so
the same seed and state give the same move in any process, whatever the hidden order. ``cancel`` is a
``threading.Event`` or a callable returning True to stop: the bot then returns at
once with its best move so far (or any legal move).
"""
from __future__ import annotations

import hashlib
import random
import time
from abc import ABC, abstractmethod
from typing import Any, Callable

from game.core import GameState, Move

from .greedy import Stop, greedy_values
from .knowledge import knowledge_for


def as_check(cancel: Any) -> Callable[[], bool]:
    """Turn ``cancel`` (None, a threading.Event or a callable) into a callable."""
    if cancel is None:
        return lambda: False
    is_set = getattr(cancel, "is_set", None)
    if callable(is_set):
        return is_set
    if callable(cancel):
        return lambda: bool(cancel())
    raise TypeError("cancel must be a threading.Event or a callable returning bool.")


class Bot(ABC):
    """Common base: the seed, the per-decision generator, cancellation."""

    level = "?"

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = 0 if seed is None else int(seed)

    def decision_rng(self, state: GameState) -> random.Random:
        digest = hashlib.blake2b(state.to_json().encode(), digest_size=8,
                                 key=self.level.encode()).digest()
        return random.Random(self.seed ^ int.from_bytes(digest, "big"))

    def choose(self, state: GameState, cancel: Any = None) -> Move:
        """A move from ``state.legal_moves()`` for the seat to play."""
        know = knowledge_for(state)   # a TypeError for a state no bot knows
        moves = state.legal_moves()
        if not moves:
            raise ValueError("The game is over: there is no move to choose.")
        if len(moves) == 1:
            return moves[0]
        check = as_check(cancel)
        if check():
            return moves[0]
        seen = self.what_the_seat_knows(state)
        # A game may settle some decisions outright (Kaleido's rotation phase is
        # planned as a whole); every level takes that choice.
        forced = getattr(know, "forced_choice", None)
        move = forced(seen) if forced is not None else None
        if move is not None:
            return move
        return self._choose(seen, moves, check)

    def what_the_seat_knows(self, state: GameState) -> GameState:
        """The game as the seat to move may know it: what is hidden re-drawn at random,
        from what every seat may know and the bot's seed alone, so that no choice
        follows the real order of a bag or a pile (and the same seed gives the same
        move whatever that order)."""
        view = state.public_view()
        return view.determinize(self.decision_rng(view))

    @abstractmethod
    def _choose(self, state: GameState, moves: list, cancelled: Callable[[], bool]) -> Move:
        """Each level's way of picking among ``moves`` (more than one, not cancelled yet)."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} level={self.level} seed={self.seed}>"


class EasyBot(Bot):
    """Plays legal moves with a light preference for points: half the time the best
    of a few random moves by the points they score at once, else any move."""

    level = "easy"
    samples = 4
    greed = 0.5

    def _choose(self, state, moves, cancelled):
        rng = self.decision_rng(state)
        if rng.random() >= self.greed:
            return self._light(state, moves, rng)
        seat = state.current_seat
        base = state.scores()[seat]
        best, best_v = None, None
        for m in rng.sample(moves, min(self.samples, len(moves))):
            if cancelled():
                break
            child = state.clone()
            child.apply(m)
            v = child.scores()[seat] - base + rng.random() * 0.5
            if best_v is None or v > best_v:
                best, best_v = m, v
        return best if best is not None else rng.choice(moves)

    @staticmethod
    def _light(state, moves, rng):
        # Avoid endless rotations and idle extra actions: a random move, but once
        # the turn's own tile or take is done, ending the turn is the likely choice.
        know = knowledge_for(state)
        return know.rollout_move(state, moves, rng) if rng.random() < 0.3 else rng.choice(moves)


class NormalBot(Bot):
    """Greedy on the game's evaluation: the move after which the seat's estimated
    lead (points now plus what the position promises) is largest, following its own
    multi-step turn a little way."""

    level = "normal"

    def __init__(self, seed: int | None = 0, budget: float | None = 5.0, beam: int = 4,
                 depth: int = 2) -> None:
        super().__init__(seed)
        self.budget = budget
        self.beam = beam
        self.depth = depth

    def _choose(self, state, moves, cancelled):
        know = knowledge_for(state)
        seat = state.current_seat
        deadline = time.perf_counter() + (self.budget if self.budget else 1e9)

        def check() -> None:
            if cancelled() or time.perf_counter() > deadline:
                raise Stop

        try:
            values = greedy_values(state, know, seat, check, self.beam, self.depth)
        except Stop:
            return moves[0]
        return values[0][1]


__all__ = ["Bot", "EasyBot", "NormalBot", "as_check"]
