"""Root-parallel search: the hard level grows several trees from the same root, each
with its own random generator and share of the iterations, and sums their root
moves' visits (:mod:`game.bots.mcts`).

The number of trees is part of the search, not of the machine: the trees are the
same whether they grow one after another in the calling process or side by side in
worker processes, and they are summed in a fixed order, so a seed and a position
give the same move on a machine of any number of cores (as long as the iteration
cap, not the safety clock, ends the search). More cores only make it faster.

The workers are plain processes started with the ``spawn`` method (the only one on
Windows and macOS, and the one a frozen app can start: ``main.py`` calls
``multiprocessing.freeze_support()``), each with a pipe of its own: a job goes
down, the tree's result comes back, and a :data:`STOP` sent down while it grows
tells it to answer at once with what it has. (``ProcessPoolExecutor`` is not used:
under Wine its manager thread never wakes, so it delivers no work; processes and
pipes work there as everywhere.)

They start once per program, on the first decision that wants them, and that
decision waits at most :data:`STARTUP_WAIT` seconds for them: if they are not ready
by then it grows its trees alone, and a later decision uses them. A worker that
ends, does not start within :data:`STARTUP_LIMIT` seconds or does not stop when
told ends the workers for the rest of the program: the trees they owed are grown in
the calling process, and the log says so once. Only one decision at a time uses
them; another decision meanwhile (a hint beside a computer) grows its trees alone.

A worker ends with the program however the program ends (a quit, an exception,
SIGKILL, a forced quit, a logout): a thread in each worker watches its parent
(:func:`end_with_parent`) and ends the worker within :data:`PARENT_WATCH` seconds
of the parent's end.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
import time
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection, wait
from typing import Any, Callable

from game.core import Move

from .knowledge import knowledge_of, searched
from .mcts import SearchSettings, Tree

#: How often a waiting decision looks at its cancel flag (seconds).
POLL = 0.01
#: How long a decision waits for workers that are still starting before it grows its
#: trees alone (its clock starts after the wait, so the wait costs no iterations).
STARTUP_WAIT = 2.0
#: Workers not ready this long after they were started are given up.
STARTUP_LIMIT = 60.0
#: How long past its safety clock a decision waits for a worker that has not stopped.
GRACE = 1.0
#: How long a worker told to stop may take to answer before the workers are given up.
STOP_LIMIT = 10.0
#: How often a worker's watch looks for its parent (seconds).
PARENT_WATCH = 0.5
#: Sent down a worker's pipe: stop growing and answer now.
STOP = None
#: A worker's first message: it has started and waits for work.
READY = "ready"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TreeJob:
    """One tree to grow: the game (its id, ``GAME_ID``), the root as the engine's
    JSON, the root's moves with their greedy values, and the work."""

    game: str
    root: str
    moves: tuple[tuple[float, Move], ...]
    settings: SearchSettings
    iterations: int
    seed: int
    seconds: float


def grow(job: TreeJob, cancelled: Callable[[], bool] = lambda: False) -> tuple[int, list]:
    """Grow one tree: ``(iterations done, [(visits, reward, answered visits,
    answered lead) per root move])``
    (:meth:`game.bots.mcts.Tree.visits`)."""
    know = searched(knowledge_of(job.game))
    root = know.STATE_CLASS.from_json(job.root)
    tree = Tree(know, job.settings, random.Random(job.seed), root, list(job.moves))
    deadline = time.perf_counter() + job.seconds

    def stop() -> bool:
        return time.perf_counter() > deadline or cancelled()

    done = tree.grow(job.iterations, stop)
    return done, tree.visits()


def nothing_grown(job: TreeJob) -> tuple[int, list]:
    """The result of a tree that grew no iterations."""
    return 0, [(0.0, 0.0, 0.0, 0.0)] * len(job.moves)


def end_with_parent() -> None:
    """In a child process: end it (at once, with nothing left to clean) within
    :data:`PARENT_WATCH` seconds of its parent's end. The parent's sentinel is ready
    when the parent has ended: a pipe only the parent holds open (POSIX), the
    parent's process handle (Windows). Its parent id changing says the same on POSIX,
    where a forked sibling may hold that pipe open too."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    parent_id = os.getppid() if os.name == "posix" else None

    def watch() -> None:
        while not wait([parent.sentinel], timeout=PARENT_WATCH):
            if parent_id is not None and os.getppid() != parent_id:
                break
        os._exit(0)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def serve(connection: Connection) -> None:
    """A worker's life: watch the parent, say it is ready, then grow each job sent
    down the pipe, stopping early when :data:`STOP` comes, until the pipe closes."""
    end_with_parent()
    try:
        connection.send(READY)
        while True:
            job = connection.recv()
            if job is STOP:   # it came after its job was answered
                continue
            connection.send(grow(job, connection.poll))
    except (EOFError, OSError):   # the pipe closed: the workers were shut down
        return


def usable_processes() -> int:
    """The cores this process may use, or 1 where it cannot start processes (inside
    a daemonic worker, such as the arena's)."""
    if multiprocessing.current_process().daemon:
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:   # not on Linux
        return max(1, os.cpu_count() or 1)


class WorkersFailed(OSError):
    """The workers cannot be used; ``results`` holds the trees they grew before
    that (None where they owed one)."""

    def __init__(self, reason: str, results: list | None = None) -> None:
        super().__init__(reason)
        self.results = results


class Worker:
    """One worker process, the parent's end of its pipe, and the job it owes: the
    index of the tree it grows for the decision under way, :data:`STALE` for a tree
    of a decision that ended (its answer is dropped), or None."""

    STALE = -1

    def __init__(self, context: Any, number: int) -> None:
        ours, theirs = context.Pipe()
        self.process = context.Process(target=serve, args=(theirs,), daemon=True,
                                       name=f"Tessera search {number}")
        self.process.start()
        theirs.close()
        self.connection = ours
        self.ready = False
        self.owes: int | None = None

    def send(self, message: Any) -> None:
        try:
            self.connection.send(message)
        except OSError:
            raise self._ended() from None

    def receive(self) -> Any:
        try:
            return self.connection.recv()
        except (EOFError, OSError):
            raise self._ended() from None

    def _ended(self) -> WorkersFailed:
        """What to say of a worker whose pipe broke: it ended."""
        self.process.join(GRACE)
        return WorkersFailed(f"{self.process.name} ended (exit code {self.process.exitcode})")


class Workers:
    """``processes`` workers, started at once and used by one decision at a time."""

    def __init__(self, processes: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.processes = processes
        self.started = time.perf_counter()
        self.workers = [Worker(context, number + 1) for number in range(processes)]

    def ready(self, timeout: float) -> bool:
        """Whether every worker has started, waiting up to ``timeout`` seconds."""
        deadline = time.perf_counter() + timeout
        while True:
            waiting = {w.connection: w for w in self.workers if not w.ready}
            if not waiting:
                return True
            left = deadline - time.perf_counter()
            # what the workers said while nobody asked is read first: ready long ago is ready
            for connection in wait(list(waiting), timeout=max(0.0, min(left, POLL * 10))):
                worker = waiting[connection]
                if worker.receive() != READY:
                    raise WorkersFailed(f"{worker.process.name} did not start as a worker")
                worker.ready = True
            if all(w.ready for w in self.workers):
                return True
            if time.perf_counter() - self.started > STARTUP_LIMIT:
                raise WorkersFailed(f"the worker processes did not start within {STARTUP_LIMIT:.0f} s")
            if left <= 0:
                return False

    def run(self, jobs: list[TreeJob], cancelled: Callable[[], bool], seconds: float) -> list | None:
        """The trees' results in job order, or None when cancelled. When ``seconds``
        pass the workers are told to stop and return what they have (a tree not
        answered :data:`GRACE` seconds later counts as no iterations)."""
        self._drop_stale_answers()
        results: list = [None] * len(jobs)
        waiting = list(range(len(jobs)))
        try:
            for worker in self.workers:
                if waiting:
                    self._hand(worker, jobs, waiting)
            deadline = time.perf_counter() + seconds
            stopping = False
            while True:
                busy = {w.connection: w for w in self.workers if w.owes is not None}
                if not busy:
                    break
                for connection in wait(list(busy), timeout=POLL):
                    worker = busy[connection]
                    results[worker.owes] = worker.receive()
                    worker.owes = None
                    if waiting and not stopping:
                        self._hand(worker, jobs, waiting)
                if cancelled():
                    self._stop_all(then_stale=True)
                    return None
                now = time.perf_counter()
                if now > deadline and not stopping:
                    self._stop_all(then_stale=False)
                    stopping = True
                if now > deadline + GRACE:
                    self._stop_all(then_stale=True)
                    break
        except WorkersFailed as failure:
            failure.results = results
            raise
        return [result if result is not None else nothing_grown(job) for result, job in zip(results, jobs)]

    @staticmethod
    def _hand(worker: Worker, jobs: list[TreeJob], waiting: list[int]) -> None:
        index = waiting.pop(0)
        worker.send(jobs[index])
        worker.owes = index

    def _stop_all(self, then_stale: bool) -> None:
        for worker in self.workers:
            if worker.owes is not None:
                worker.send(STOP)
                if then_stale:
                    worker.owes = Worker.STALE

    def _drop_stale_answers(self) -> None:
        """Wait for the trees of a decision that ended (told to stop) and drop them."""
        deadline = time.perf_counter() + STOP_LIMIT
        while True:
            owing = {w.connection: w for w in self.workers if w.owes is not None}
            if not owing:
                return
            left = deadline - time.perf_counter()
            if left <= 0:
                raise WorkersFailed(f"the worker processes did not stop within {STOP_LIMIT:.0f} s of being told")
            for connection in wait(list(owing), timeout=left):
                worker = owing[connection]
                worker.receive()
                worker.owes = None

    def close(self) -> None:
        """End the workers: their pipes close, so each returns; any still running a
        moment later is terminated."""
        for worker in self.workers:
            worker.connection.close()
        for worker in self.workers:
            worker.process.join(GRACE)
            if worker.process.is_alive():
                worker.process.terminate()
                worker.process.join(GRACE)


_lock = threading.Lock()
_workers: Workers | None = None
#: Why the workers were given up for the rest of the program, or None.
_failure: str | None = None


def _ready_workers(processes: int, timeout: float = STARTUP_WAIT) -> Workers | None:
    """The workers, started if need be, when they are ready within ``timeout``
    seconds; None when they are still starting or were given up."""
    global _workers
    if _failure is not None:
        return None
    if _workers is not None and _workers.processes != processes:
        _workers.close()
        _workers = None
    if _workers is None:
        _workers = Workers(processes)
    return _workers if _workers.ready(timeout) else None


def prepare(processes: int | None = None, timeout: float = 0.0) -> bool:
    """Start the workers now, unless they run or were given up, so that the first
    decision finds them ready (a table with a hard computer calls this as it opens);
    wait up to ``timeout`` seconds for them. Whether they are ready."""
    processes = processes or usable_processes()
    if processes < 2:
        return False
    if not _lock.acquire(blocking=False):   # a decision is using them
        return True
    try:
        return _ready_workers(processes, timeout) is not None
    except WorkersFailed as failure:
        _give_up(failure)
        return False
    finally:
        _lock.release()


def _give_up(failure: WorkersFailed) -> None:
    global _workers, _failure
    _failure = str(failure)
    log.warning("The hard computer searches in one process from now on: %s", _failure)
    if _workers is not None:
        _workers.close()
        _workers = None


def shut_down() -> None:
    """End the worker processes (they start again when a decision needs them, even
    after they were given up)."""
    global _workers, _failure
    with _lock:
        if _workers is not None:
            _workers.close()
            _workers = None
        _failure = None


def grow_trees(jobs: list[TreeJob], processes: int, cancelled: Callable[[], bool],
               seconds: float) -> tuple[list | None, int]:
    """Every job's tree, grown in up to ``processes`` worker processes (1: in this
    process, one after another), in ``seconds`` counted from when they begin to grow:
    ``(results in job order or None when cancelled, the processes that grew them)``.
    Trees the workers could not grow are grown here."""
    processes = min(processes, len(jobs))
    results: list = [None] * len(jobs)
    deadline = time.perf_counter() + seconds
    if processes > 1 and _lock.acquire(blocking=False):
        try:
            workers = _ready_workers(processes)
            if workers is not None:
                grown = workers.run(jobs, cancelled, seconds)
                return grown, processes
        except WorkersFailed as failure:
            _give_up(failure)
            results = failure.results or results
        finally:
            _lock.release()
        deadline = time.perf_counter() + seconds
    for index, job in enumerate(jobs):
        if results[index] is None:
            left = max(0.0, deadline - time.perf_counter())
            results[index] = grow(replace(job, seconds=left), cancelled)
        if cancelled():
            return None, 1
    return results, 1
