"""Root-parallel search: the hard level grows several trees from the same root, each
with its own random generator and share of the iterations, and sums their root
moves' visits (:mod:`game.bots.mcts`).

The number of trees is part of the search, not of the machine: the trees are the
same whether they grow one after another in the calling process or side by side in
worker processes, and they are summed in a fixed order, so a seed and a position
give the same move on a machine of any number of cores (as long as the iteration
cap, not the safety clock, ends the search). More cores only make it faster.

The workers are started with the ``spawn`` method (the only one on Windows and
macOS, and the one a frozen app can start: ``main.py`` calls
``multiprocessing.freeze_support()``), once per program, on the first decision
that uses them, and serve one decision at a time. A decision that finds them busy,
or broken, grows its trees in its own process instead.
"""
from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from typing import Any, Callable

from game.core import Move

from .knowledge import SEARCHED
from .mcts import SearchSettings, Tree

#: How often a waiting decision looks at its cancel flag (seconds).
POLL = 0.01
#: How long new worker processes may take to start (the clock of the decision that
#: starts them begins after that, so a slow start costs no iterations).
STARTUP = 60.0
#: How long past its safety clock a decision waits for a worker that has not stopped.
GRACE = 1.0


@dataclass(frozen=True)
class TreeJob:
    """One tree to grow: the game (a key of ``SEARCHED``), the root as the engine's
    JSON, the root's moves with their greedy values, and the work."""

    game: str
    root: str
    moves: tuple[tuple[float, Move], ...]
    settings: SearchSettings
    iterations: int
    seed: int
    seconds: float


#: Set in a worker process (by ``_start_worker``): the pool's stop flag.
_WORKER_STOP: Any = None


def _start_worker(stop: Any) -> None:
    global _WORKER_STOP
    _WORKER_STOP = stop


def _started() -> bool:
    return True


def grow(job: TreeJob, cancelled: Callable[[], bool] = lambda: False) -> tuple[int, list]:
    """Grow one tree: ``(iterations done, [(visits, reward) per root move])``."""
    know = SEARCHED[job.game]
    root = know.STATE_CLASS.from_json(job.root)
    tree = Tree(know, job.settings, random.Random(job.seed), root, list(job.moves))
    deadline = time.perf_counter() + job.seconds
    flag = _WORKER_STOP

    def stop() -> bool:
        return (time.perf_counter() > deadline or cancelled()
                or (flag is not None and flag.is_set()))

    done = tree.grow(job.iterations, stop)
    return done, tree.visits()


def usable_processes() -> int:
    """The cores this process may use, or 1 where it cannot start processes (inside
    a daemonic worker, such as the arena's)."""
    if multiprocessing.current_process().daemon:
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:   # not on Linux
        return max(1, os.cpu_count() or 1)


class Workers:
    """A pool of ``processes`` worker processes (spawn) and its stop flag."""

    def __init__(self, processes: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.processes = processes
        self.stop = context.Event()
        self.executor = ProcessPoolExecutor(processes, mp_context=context,
                                            initializer=_start_worker, initargs=(self.stop,))
        self.abandoned: list[Future] = []   # a cancelled decision's trees, still stopping
        _, late = wait([self.executor.submit(_started) for _ in range(processes)], timeout=STARTUP)
        if late:
            self.close()
            raise OSError(f"the worker processes did not start within {STARTUP:.0f} s")

    def run(self, jobs: list[TreeJob], cancelled: Callable[[], bool], seconds: float) -> list | None:
        """The trees' results in job order, or None when cancelled. When ``seconds``
        pass the workers are told to stop and return what they have (a worker that
        has not answered :data:`GRACE` seconds later counts as no iterations)."""
        if self.abandoned:
            _, late = wait(self.abandoned, timeout=STARTUP)
            if late:
                raise OSError("the worker processes did not stop after a cancelled decision")
            self.abandoned = []
        self.stop.clear()
        futures = [self.executor.submit(grow, job) for job in jobs]
        deadline = time.perf_counter() + seconds
        while True:
            _, pending = wait(futures, timeout=POLL)
            if not pending:
                return [f.result() for f in futures]
            if cancelled():
                self.stop.set()
                self.abandoned = futures
                return None
            now = time.perf_counter()
            if now > deadline:
                self.stop.set()
            if now > deadline + GRACE:
                self.abandoned = futures
                return [f.result() if f.done() else (0, [(0.0, 0.0)] * len(job.moves))
                        for f, job in zip(futures, jobs)]

    def close(self) -> None:
        self.stop.set()
        self.executor.shutdown(wait=True, cancel_futures=True)


_lock = threading.Lock()
_workers: Workers | None = None


def _pool(processes: int) -> Workers:
    global _workers
    if _workers is not None and _workers.processes != processes:
        _workers.close()
        _workers = None
    if _workers is None:
        _workers = Workers(processes)
    return _workers


def shut_down() -> None:
    """Stop the worker processes (they start again when a decision needs them)."""
    global _workers
    with _lock:
        if _workers is not None:
            _workers.close()
            _workers = None


def grow_trees(jobs: list[TreeJob], processes: int, cancelled: Callable[[], bool],
               seconds: float) -> tuple[list | None, int]:
    """Every job's tree, grown in up to ``processes`` worker processes (1: in this
    process, one after another): ``(results in job order or None when cancelled,
    the processes that grew them)``."""
    processes = min(processes, len(jobs))
    if processes > 1 and _lock.acquire(blocking=False):
        global _workers
        try:
            return _pool(processes).run(jobs, cancelled, seconds), processes
        except (BrokenProcessPool, OSError, RuntimeError):
            if _workers is not None:   # a worker died or could not start: do without
                _workers.executor.shutdown(wait=False, cancel_futures=True)
                _workers = None
        finally:
            _lock.release()
    deadline = time.perf_counter() + seconds
    results = []
    for job in jobs:
        left = max(0.0, deadline - time.perf_counter())
        results.append(grow(replace(job, seconds=left), cancelled))
        if cancelled():
            return None, 1
    return results, 1
