"""The hard computer's worker processes: a decision never waits long for workers that
are still starting, goes on alone when they fail (saying so once in the log), and a
child ends by itself when its parent ends, even one that reads no pipe."""
from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
from multiprocessing.connection import wait
from pathlib import Path

import pytest

from game.bots import make_bot, parallel
from game.kerala import KeralaState

from benchmarks.processes import still_running
from tests.waiting import HANG_SECONDS, hang_guard, returned

from .test_bots import ENDLESS

ROOT = Path(__file__).resolve().parents[2]
FAILURE_WORDS = "The hard computer searches in one process from now on"


def silent(connection) -> None:
    """A worker that starts and never says it is ready (it waits for nothing, for good)."""
    parallel.end_with_parent()
    threading.Event().wait()


@pytest.fixture(autouse=True)
def fresh_workers():
    parallel.shut_down()
    yield
    parallel.shut_down()


def decide(processes: int):
    bot = make_bot("hard", 11, iterations=24, processes=processes, budget=120.0)
    move = bot.choose(KeralaState.new(2, seed=5))
    return move, bot.last_decision


def failures(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if FAILURE_WORDS in r.getMessage()]


def test_a_worker_that_ends_leaves_the_decision_to_this_process(caplog):
    alone, _ = decide(processes=1)
    assert parallel.prepare(2, timeout=HANG_SECONDS)
    parallel._workers.workers[0].process.kill()
    with caplog.at_level(logging.WARNING, logger=parallel.__name__):
        move, decision = decide(processes=2)
        assert move == alone and decision.processes == 1 and not decision.cut_short
        again, decision = decide(processes=2)   # given up: not tried again, not said again
        assert again == alone and decision.processes == 1
    assert len(failures(caplog)) == 1 and "ended" in failures(caplog)[0]
    parallel.shut_down()   # they may start again
    move, decision = decide(processes=2)
    assert move == alone and decision.processes == 2


def test_a_decision_does_not_wait_long_for_workers_still_starting(monkeypatch, caplog):
    alone, _ = decide(processes=1)
    monkeypatch.setattr(parallel, "serve", silent)
    # Workers are given up only after STARTUP_LIMIT: a decision that waited for them would
    # outlast the hang ceiling. It waits STARTUP_WAIT, then grows its trees alone.
    monkeypatch.setattr(parallel, "STARTUP_LIMIT", 10 * HANG_SECONDS)
    with caplog.at_level(logging.WARNING, logger=parallel.__name__):
        move, decision = returned(lambda: decide(processes=2), "a decision without the workers still starting")
        assert move == alone and decision.processes == 1
        assert not failures(caplog)   # still starting: a later decision may use them
        monkeypatch.setattr(parallel, "STARTUP_LIMIT", 0.0)
        move, decision = decide(processes=2)
        assert move == alone and decision.processes == 1
    assert len(failures(caplog)) == 1 and "did not start" in failures(caplog)[0]


def test_workers_started_long_before_their_first_decision_are_used(monkeypatch, caplog):
    """A table starts them as it opens; the person may think for minutes before the
    computer's first decision: workers that said they were ready meanwhile are ready."""
    assert not parallel.prepare(2)   # started, not waited for
    connections = [w.connection for w in parallel._workers.workers]
    waiting = hang_guard("the workers saying they are ready")
    while not all(c.poll() for c in connections) and waiting():
        wait([c for c in connections if not c.poll()], timeout=1.0)
    monkeypatch.setattr(parallel, "STARTUP_LIMIT", 0.0)   # "long before"
    with caplog.at_level(logging.WARNING, logger=parallel.__name__):
        move, decision = decide(processes=2)
    assert decision.processes == 2 and not failures(caplog)


def test_a_cut_decision_leaves_the_workers_ready_for_the_next(only_the_trees_timed):
    assert parallel.prepare(2, timeout=HANG_SECONDS)
    bot = make_bot("hard", 2, iterations=ENDLESS, processes=2, budget=0.3)
    state = KeralaState.new(2, seed=8)
    move = returned(lambda: bot.choose(state), "the end of a search the safety clock cut short")
    assert move in state.legal_moves() and bot.last_decision.cut_short
    move, decision = decide(processes=2)
    assert decision.processes == 2 and not decision.cut_short and move == decide(processes=1)[0]


#: A parent that starts one child that reads no pipe and only spins, then waits to be killed.
PARENT = """
import multiprocessing, sys, threading
sys.path.insert(0, {root!r})
from game.bots.arena import spin
if __name__ == "__main__":
    child = multiprocessing.get_context("spawn").Process(target=spin)
    child.start()
    print(child.pid, flush=True)
    threading.Event().wait()   # until it is killed
"""


def test_a_child_ends_when_its_parent_is_killed():
    parent = subprocess.Popen([sys.executable, "-c", PARENT.format(root=str(ROOT))], stdout=subprocess.PIPE,
                              text=True)
    try:
        child = int(parent.stdout.readline())
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    if still_running({child}, HANG_SECONDS):   # it ends by itself: waited for, not timed
        os.kill(child, signal.SIGKILL)
        pytest.fail(f"the child {child} still ran {HANG_SECONDS:.0f} s after its parent was killed")
