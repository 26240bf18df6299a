"""The shared search for every game: greedy evaluation (the normal level) and
determinized Monte Carlo tree search (the hard level).

Both work only through the engine protocol (:class:`game.core.GameState`:
``legal_moves``, ``clone``, ``apply``, ``determinize``, ``current_seat``, ``is_over``,
``winners``) and a per-game knowledge module (``game.bots.kaleido`` / ``kerala`` /
``kasane``) that supplies:

- ``estimate(state) -> list[float]``: estimated final score per seat;
- ``rollout_move(state, moves, rng)``: a cheap, decent playout move;
- ``search_moves(state, moves, last)``: the moves worth searching after ``last``;
- ``SCALE``: the score difference that counts as clearly ahead;
- optionally ``horizon(root) -> beyond(state)``: where the tree stops growing and
  the playout begins (Kerala: at the next draw; the tree keys moves by offer
  index, so nodes after a fresh draw would mix different tiles);
- optionally ``warm(state)``: fill the state's evaluation caches before it is
  cloned for every move (Kerala: the per-seat totals, so a child rescores only the
  seat that moved).

Multi-step turns need no special case: every tree node records the seat that made
its move, and rewards are backed up per seat, so a seat moving several times in a
row simply maximises its own reward at each of those nodes.

The search never reads hidden information: every iteration plays on a fresh
``determinize(rng)`` copy of the root, so the bag order or draw pile it sees is a
random guess consistent with what the seat knows.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from game.core import GameState, Move

Cancel = Callable[[], bool]


class Stop(Exception):
    """Raised inside a search when the deadline passed or the caller cancelled."""


def margin(est: list[float], seat: int) -> float:
    """How far ``seat`` is ahead of its best opponent (negative when behind)."""
    best_other = max((v for s, v in enumerate(est) if s != seat), default=0.0)
    return est[seat] - best_other


def _no_stop() -> None:
    return None


def _sigmoid(x: float) -> float:
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


# ---------------------------------------------------------------- MCTS (hard)
class Node:
    __slots__ = ("move", "mover", "children", "n", "w", "order")

    def __init__(self, move: Move | None, mover: int | None) -> None:
        self.move = move
        self.mover = mover      # the seat that played ``move`` (None at the root)
        self.children: dict = {}
        self.n = 0.0
        self.w = 0.0            # total reward for ``mover``
        self.order: list | None = None   # moves, most promising first (greedy values)


def greedy_move(state: GameState, know: Any, moves: list) -> Move:
    """The move with the best one-step estimate for the seat to play (cheap greedy)."""
    seat = state.current_seat
    best, best_v = moves[0], None
    for m in moves:
        child = state.clone()
        child.apply(m)
        v = margin(know.estimate(child), seat)
        if best_v is None or v > best_v:
            best, best_v = m, v
    return best


class MCTS:
    """Determinized UCT with greedy priors at the root, progressive widening,
    policy-guided expansion and truncated rollouts scored by the estimate."""

    def __init__(self, know: Any, rng: random.Random, *, exploration: float = 0.6,
                 root_candidates: int = 8, prior_visits: float = 3.0, widen: float = 1.5,
                 rollout_plies: int = 8, win_weight: float = 0.7,
                 greedy_expansion: bool = True, greedy_rollout: float = 0.0) -> None:
        self.know = know
        self.rng = rng
        self.c = exploration
        self.root_candidates = root_candidates
        self.prior_visits = prior_visits
        self.widen = widen
        self.rollout_plies = rollout_plies
        self.win_weight = win_weight
        self.greedy_expansion = greedy_expansion
        self.greedy_rollout = greedy_rollout    # share of playout moves chosen greedily
        self.iterations_done = 0
        self._beyond: Callable[[GameState], bool] | None = None

    # -- rewards
    def _rewards(self, state: GameState) -> list[float]:
        scale = self.know.SCALE
        players = state.players
        if state.is_over:
            winners = state.winners()
            scores = state.scores()
            out = []
            for s in range(players):
                win = (1.0 / len(winners)) if s in winners else 0.0
                out.append(self.win_weight * win
                           + (1 - self.win_weight) * _sigmoid(margin(scores, s) / scale))
            return out
        est = self.know.estimate(state)
        return [_sigmoid(margin(est, s) / scale) for s in range(players)]

    def search(self, state: GameState, iterations: int, deadline: float, cancelled: Cancel) -> Move:
        """The chosen move for ``state.current_seat``."""
        know = self.know
        seat = state.current_seat
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        def check() -> None:
            if time.perf_counter() > deadline or cancelled():
                raise Stop

        # Root priors: the normal level's values (public information only: the
        # legal moves now never depend on hidden order).
        try:
            priors = greedy_values(state, know, seat, check, beam=4, depth=1)
        except Stop:
            return legal[0]
        best_fallback = priors[0][1]
        root = Node(None, None)
        scale = know.SCALE
        for v, m in priors[:self.root_candidates]:
            child = Node(m, seat)
            child.n = self.prior_visits
            child.w = self.prior_visits * _sigmoid(v / scale)
            root.children[m] = child
            root.n += self.prior_visits
        if len(root.children) == 1:
            return best_fallback
        horizon = getattr(know, "horizon", None)
        self._beyond = horizon(state) if horizon is not None else None
        done = 0
        try:
            while done < iterations:
                check()
                self._iterate(state, root)
                done += 1
        except Stop:
            pass
        self.iterations_done = done
        best = max(root.children.values(), key=lambda c: (c.n, c.w / c.n if c.n else 0.0))
        return best.move if best.move is not None else best_fallback

    def _iterate(self, root_state: GameState, root: Node) -> None:
        know, rng = self.know, self.rng
        state = root_state.determinize(rng)
        node = root
        path = [root]
        last = None
        beyond = self._beyond
        while not state.is_over:
            if beyond is not None and node is not root and beyond(state):
                break   # past the game's horizon the tree would mix unrelated positions
            if node is root:
                children = list(root.children.values())
                chosen = self._ucb(node, children)
            else:
                legal = know.search_moves(state, state.legal_moves(), last)
                kids = node.children
                available = [kids[m] for m in legal if m in kids]
                allowed = 1 + int(self.widen * math.sqrt(node.n))
                if len(available) < allowed and len(available) < len(legal):
                    move = None
                    if self.greedy_expansion:
                        if node.order is None:
                            node.order = [m for _, m in greedy_values(
                                state, know, state.current_seat, _no_stop, 1, 0, last)]
                        for m in node.order:
                            if m not in kids and m in legal:
                                move = m
                                break
                    if move is None:
                        untried = [m for m in legal if m not in kids]
                        move = know.rollout_move(state, untried, rng)
                    mover = state.current_seat
                    state.apply(move)
                    child = Node(move, mover)
                    kids[move] = child
                    path.append(child)
                    last = move
                    break
                chosen = self._ucb(node, available)
            state.apply(chosen.move)
            last = chosen.move
            node = chosen
            path.append(node)
        # truncated rollout
        plies = 0
        while not state.is_over and plies < self.rollout_plies:
            moves = know.search_moves(state, state.legal_moves(), last)
            if self.greedy_rollout and rng.random() < self.greedy_rollout:
                last = greedy_move(state, know, moves)
            else:
                last = know.rollout_move(state, moves, rng)
            state.apply(last)
            plies += 1
        rewards = self._rewards(state)
        for n in path:
            n.n += 1
            if n.mover is not None:
                n.w += rewards[n.mover]

    def _ucb(self, node: Node, children: list) -> Node:
        log_n = math.log(node.n + 1)
        c = self.c
        best, best_v = None, -1.0
        for ch in children:
            if ch.n == 0:
                v = 1e9 + self.rng.random()
            else:
                v = ch.w / ch.n + c * math.sqrt(log_n / ch.n)
            if v > best_v:
                best, best_v = ch, v
        return best
