"""The hard and expert levels: information-set Monte Carlo tree search
(:mod:`game.bots.mcts`), bounded by work, grown as several trees over the machine's
cores (:mod:`game.bots.parallel`); expert searches several times hard's work.

A decision runs a fixed number of iterations (per game: its knowledge module's
``ITERATIONS``, searched with its ``SETTINGS``: :mod:`game.bots.knowledge`), so the
same seed and position give the same move on a fast or a slow machine, quiet or
busy; the clock (``budget``, 3 s) is only a safety cap for a machine far slower than
any the iterations were sized on.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from game.core import Move

from .greedy import Stop
from .knowledge import knowledge_for, searched
from .mcts import SearchSettings, candidates, estimated_value
from .parallel import TreeJob, grow_trees, usable_processes
from .players import Bot

#: Trees per decision. Fixed, so the move does not depend on the number of cores;
#: enough for a 4-core machine to grow them all at once.
TREES = 4
#: The safety cap on a decision's seconds.
BUDGET = 3.0
#: The expert level's safety cap: its work is sized to 2 s at most on two cores.
EXPERT_BUDGET = 8.0


@dataclass(frozen=True)
class Candidate:
    """A root move the search weighed: its greedy value (the seat's estimated lead
    after it), its visits (the iterations that tried it, ``tries``, and the greedy
    value's virtual visits), the mean reward (0 to 1) and the seat's expected lead in
    points: its mean where the tries ended along the answers the others were found
    to do best with (:meth:`game.bots.mcts.Tree.answered`; untried: the greedy
    value)."""

    move: Move
    greedy_value: float
    visits: float
    reward: float
    lead: float
    tries: float


@dataclass(frozen=True)
class Decision:
    """What the last search found: the move chosen, the candidates it weighed (best
    first, as :func:`merge` ranks them), the iterations it ran, whether the safety
    clock stopped it before its iterations were done, and the processes that grew
    its trees (1: the calling process)."""

    move: Move
    candidates: tuple[Candidate, ...]
    iterations: int
    cut_short: bool
    processes: int


class HardBot(Bot):
    """Searches ``iterations`` (default per game) in :data:`TREES` trees over up to
    ``processes`` worker processes (default: the cores this process may use),
    stopping early only if ``budget`` seconds pass. ``last_decision`` tells what the
    last search weighed."""

    level = "hard"

    def __init__(self, seed: int | None = 0, budget: float | None = BUDGET,
                 iterations: int | None = None, processes: int | None = None,
                 settings: SearchSettings | None = None, trees: int = TREES) -> None:
        super().__init__(seed)
        self.budget = budget
        self.iterations = iterations
        self.processes = processes
        self.settings = settings
        self.trees = trees
        self.last_decision: Decision | None = None

    def planned_iterations(self, game) -> int:
        """The iterations a decision runs unless ``iterations`` was given: the game's."""
        return game.ITERATIONS

    def choose(self, state, cancel=None):
        self.last_decision = None   # a decision that ends early (one move, forced, cancelled) grows no trees
        return super().choose(state, cancel)

    def _choose(self, state, moves, cancelled):
        deadline = time.perf_counter() + (self.budget if self.budget else 1e9)
        game = knowledge_for(state)
        know = searched(game)
        settings = self.settings or game.SETTINGS
        iterations = self.iterations or self.planned_iterations(game)

        def check() -> None:
            if cancelled() or time.perf_counter() > deadline:
                raise Stop

        try:
            roots = candidates(state, know, settings, check)
        except Stop:
            return moves[0]
        if len(roots) == 1:
            return roots[0][1]
        rng = self.decision_rng(state)
        trees = max(1, min(self.trees, iterations))
        root = state.to_json()
        left = max(0.0, deadline - time.perf_counter())
        jobs = [TreeJob(game.GAME_ID, root, tuple(roots), settings,
                        iterations // trees + (1 if i < iterations % trees else 0),
                        rng.getrandbits(63), left) for i in range(trees)]
        processes = self.processes or usable_processes()
        results, used = grow_trees(jobs, processes, cancelled, left)
        if results is None:   # cancelled
            return roots[0][1]
        decision = merge(roots, results, know, settings, iterations, used)
        self.last_decision = decision
        return decision.move


class ExpertBot(HardBot):
    """The expert level, for players who beat Hard: the hard level's search with each
    game's ``EXPERT_ITERATIONS`` (several times hard's) over the same trees, spread
    over the cores, under a safety cap of :data:`EXPERT_BUDGET` seconds."""

    level = "expert"

    def __init__(self, seed: int | None = 0, budget: float | None = EXPERT_BUDGET,
                 iterations: int | None = None, processes: int | None = None,
                 settings: SearchSettings | None = None, trees: int = TREES) -> None:
        super().__init__(seed, budget, iterations, processes, settings, trees)

    def planned_iterations(self, game) -> int:
        return game.EXPERT_ITERATIONS


def merge(roots: list[tuple[float, Move]], results: list, know: Any,
          settings: SearchSettings, planned: int, processes: int = 1) -> Decision:
    """Sum the trees' visits per root move (in tree order, so the sum is the same on
    any machine) and rank the moves by visits (then reward, then the greedy order);
    the move chosen, put first, is the one of the largest expected lead among the
    tried moves whose mean reward is within ``settings.tie`` of the top one's
    (:func:`chosen`)."""
    totals = [[0.0] * 4 for _ in roots]
    done = 0
    for iterations, visits in results:
        done += iterations
        for total, figures in zip(totals, visits):
            for i, figure in enumerate(figures):
                total[i] += figure
    prior = settings.prior_visits
    weighed = [Candidate(move, value, prior + n, w / n if n else estimated_value(value, know, settings),
                         answered_lead / answered if answered else value, n)
               for (value, move), (n, w, answered, answered_lead) in zip(roots, totals)]
    order = sorted(range(len(weighed)), key=lambda i: (-weighed[i].visits, -weighed[i].reward, i))
    ranked = [weighed[i] for i in order]
    best = chosen(ranked, settings)
    ranked.remove(best)
    ranked.insert(0, best)
    return Decision(best.move, tuple(ranked), done, done < planned, processes)


def chosen(ranked: list[Candidate], settings: SearchSettings) -> Candidate:
    """The move to play among ``ranked`` (most visited first): the most visited, unless
    the outcome is settled (:func:`settled`). Then, of the moves the trees tried whose
    mean reward is within ``settings.tie`` of the most visited one's or above, the one
    of the largest expected lead (the earlier in ``ranked`` on equal leads): where
    the win is settled, rewards hardly differ and visits follow the greedy prior and
    the exploration more than the moves, while the lead still tells a +7 from a +3,
    or a needless pass from a placement that costs nothing."""
    top = ranked[0]
    if not settled(top.reward, settings):
        return top
    tied = [c for c in ranked if c.tries and c.reward >= top.reward - settings.tie]
    return max(tied, key=lambda c: c.lead, default=top)


def settled(reward: float, settings: SearchSettings) -> bool:
    """Whether a mean reward says the outcome is not in doubt: the win's part of it
    all but certain either way (with the lead's part at even, within ``settled``)."""
    weight = settings.win_weight
    middle = (1 - weight) / 2
    return reward >= weight + middle - settings.settled or reward <= middle + settings.settled


__all__ = ["HardBot", "Decision", "Candidate", "TREES", "BUDGET", "merge"]
