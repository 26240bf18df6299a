"""A hard decision grown in worker processes, checked against the same decision in
one process: what ``--smoke`` reports, so a build whose workers cannot start (a
frozen app without ``multiprocessing.freeze_support()``, a system where they never
answer) fails its smoke test."""
from __future__ import annotations

import time

from game.kerala import KeralaState

from .hard import HardBot
from .parallel import STARTUP_LIMIT, prepare, shut_down

SEED = 7
ITERATIONS = 40
PROCESSES = 2


def parallel_decision() -> tuple[str, str | None]:
    """``(summary, problem or None)`` of one hard decision at the start of a Kerala
    game, grown in :data:`PROCESSES` worker processes (wherever this runs: one core
    is enough to start them), then in this process alone."""
    state = KeralaState.new(2, seed=SEED)
    shut_down()   # a check of its own: workers started now, whatever became of earlier ones
    start = time.perf_counter()
    if not prepare(PROCESSES, timeout=STARTUP_LIMIT):
        return "smoke: no hard decision grown in worker processes", "the hard computer's worker processes did not start"
    started = time.perf_counter() - start
    budget = 120.0   # the iteration cap must end both searches, so they can be compared
    parallel = HardBot(SEED, budget=budget, iterations=ITERATIONS, processes=PROCESSES)
    start = time.perf_counter()
    move = parallel.choose(state)
    seconds = time.perf_counter() - start
    alone = HardBot(SEED, budget=budget, iterations=ITERATIONS, processes=1)
    start = time.perf_counter()
    same = alone.choose(state)
    alone_seconds = time.perf_counter() - start
    decision, reference = parallel.last_decision, alone.last_decision
    summary = (f"smoke: {PROCESSES} worker processes started in {started:.2f} s; a hard decision "
               f"({ITERATIONS} iterations) grown in {decision.processes if decision else 0} worker "
               f"processes in {seconds:.2f} s, in one process in {alone_seconds:.2f} s: {move}")
    if decision is None or decision.processes != PROCESSES:
        return summary, "the hard computer's worker processes did not grow the decision's trees"
    if same != move or reference is None or reference.candidates != decision.candidates:
        return summary, f"the worker processes chose {move}, one process alone {same}"
    return summary + ", the same as in one process", None
