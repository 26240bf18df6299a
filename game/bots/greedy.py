"""Greedy evaluation: the normal level's choice, and the hard level's root
candidates and expansion order (:mod:`game.bots.mcts`).

It works only through the engine protocol (:class:`game.core.GameState`) and a
per-game knowledge module (``game.bots.kaleido`` / ``kerala`` / ``kasane``), which
supplies:

- ``estimate(state) -> list[float]``: estimated final score per seat;
- ``rollout_move(state, moves, rng)``: a cheap, decent playout move;
- ``search_moves(state, moves, last)``: the moves worth searching after ``last``;
- ``move_key(state, move)``: what the move does whatever the hidden information
  (the search's tree is keyed by it; see :mod:`game.bots.mcts`);
- ``SCALE``: the score difference that counts as clearly ahead;
- for the hard level's search (the module's ``SEARCHED``: :mod:`game.bots.knowledge`) also
  ``step_values(state, moves)``: for each move, the seat's estimated lead after it
  and whether the seat still has the turn (:func:`cloned_step_values`, or a cheaper
  way to the same figures);
- optionally ``warm(state)``: fill the state's evaluation caches before it is
  cloned for every move (Kerala: the per-seat totals, so a child rescores only the
  seat that moved).
"""
from __future__ import annotations

import math
from typing import Any, Callable

from game.core import GameState, Move

Cancel = Callable[[], bool]


class Stop(Exception):
    """Raised inside a search when the deadline passed or the caller cancelled."""


def margin(est: list[float], seat: int) -> float:
    """How far ``seat`` is ahead of its best opponent (negative when behind)."""
    best_other = max((v for s, v in enumerate(est) if s != seat), default=0.0)
    return est[seat] - best_other


def no_stop() -> None:
    return None


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


# ---------------------------------------------------------------- greedy (normal)
def greedy_values(state: GameState, know: Any, seat: int, check: Cancel, beam: int = 4,
                  depth: int = 2, last: Move | None = None) -> list[tuple[float, Move]]:
    """``(value, move)`` for every legal move, best first. The value is the seat's
    estimated lead after the move; when the seat moves again (a multi-step turn), the
    ``beam`` most promising moves are valued by their best continuation, up to
    ``depth`` more steps. On equal values a move that passes the turn on comes
    first (no dawdling: e.g. rotating a symmetric board forever). ``check()``
    raising Stop aborts."""
    moves = know.search_moves(state, state.legal_moves(), last)
    warm = getattr(know, "warm", None)
    if warm is not None:
        warm(state)   # fill the parent's caches once, so the clones share them
    scored = []
    for i, m in enumerate(moves):
        check()
        child = state.clone()
        child.apply(m)
        stays = 0 if child.is_over or child.current_seat != seat else 1
        scored.append([margin(know.estimate(child), seat), stays * len(moves) + i, m, child])

    def key(e: list) -> tuple:
        return (-round(e[0], 9), e[1])

    scored.sort(key=key)
    if depth > 0:
        # Value the most promising moves that keep the turn by their best follow-up;
        # repeat while the top move is one whose follow-up was not looked at yet.
        expanded: set[int] = set()
        while True:
            todo = [e for e in scored if e[1] not in expanded and e[1] >= len(moves)]
            if not todo:
                break
            if len(expanded) >= beam and scored[0] is not todo[0]:
                break
            entry = todo[0]
            expanded.add(entry[1])
            follow = greedy_values(entry[3], know, seat, check, max(1, beam // 2), depth - 1,
                                   entry[2])
            if follow:
                entry[0] = follow[0][0]
            scored.sort(key=key)
    return [(v, m) for v, _, m, _ in scored]


def cloned_step_values(state: GameState, estimate: Callable[[GameState], list[float]],
                       moves: list) -> list[tuple[float, bool]]:
    """For each move, the seat to play's lead by ``estimate`` after it and whether
    the seat still has the turn then: the first step of :func:`greedy_values`."""
    seat = state.current_seat
    out = []
    for m in moves:
        child = state.clone()
        child.apply(m)
        stays = not child.is_over and child.current_seat == seat
        out.append((margin(estimate(child), seat), stays))
    return out


def greedy_move(state: GameState, estimate: Callable[[GameState], list[float]],
                moves: list) -> Move:
    """The move after which ``estimate`` puts the seat to play furthest ahead (one
    step, no look at multi-step turns)."""
    seat = state.current_seat
    best, best_v = moves[0], None
    for m in moves:
        child = state.clone()
        child.apply(m)
        v = margin(estimate(child), seat)
        if best_v is None or v > best_v:
            best, best_v = m, v
    return best


