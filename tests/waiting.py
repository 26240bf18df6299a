"""Waiting in tests for what another thread or process does: for the event itself (a
thread's end, a file written, a line logged), never for a time. A bound remains only
to fail a test that would otherwise hang, with a message naming what never happened;
a busy machine never comes near it."""
from __future__ import annotations

import threading
import time
from typing import Callable, TypeVar

T = TypeVar("T")

#: Seconds a test waits for what another thread or process does before it fails.
HANG_SECONDS = 60.0


def hang_guard(what: str, seconds: float = HANG_SECONDS) -> Callable[[], bool]:
    """For a loop that runs until another thread has done something: a check that holds
    (True) for ``seconds``, and then fails the test saying that ``what`` never happened."""
    deadline = time.monotonic() + seconds

    def going_on() -> bool:
        assert time.monotonic() < deadline, f"{what} never happened (waited {seconds:.0f} s)"
        return True
    return going_on


def wait_until(condition: Callable[[], object], what: str, seconds: float = HANG_SECONDS,
               poll: float = 0.02) -> None:
    """Look at ``condition()`` until it holds, for what another process does that no
    event of ours tells (a file it writes, a pixel of its window); fails saying that
    ``what`` never happened after ``seconds``."""
    waiting = hang_guard(what, seconds)
    while not condition() and waiting():
        time.sleep(poll)


def joined(thread: threading.Thread, what: str, seconds: float = HANG_SECONDS) -> None:
    """Wait for ``thread`` to end; fails saying that ``what`` never happened after ``seconds``."""
    thread.join(seconds)
    assert not thread.is_alive(), f"{what} never happened (waited {seconds:.0f} s)"


def returned(call: Callable[[], T], what: str, seconds: float = HANG_SECONDS) -> T:
    """What ``call()`` returns, called on a thread of its own and waited for: for a call
    that ends only when something it waits for happens (a cancel, a clock that cuts a
    search short). Fails saying that ``what`` never happened after ``seconds``; an
    exception of ``call`` is raised here."""
    outcome: list = []

    def run() -> None:
        try:
            outcome.append((True, call()))
        except BaseException as exc:  # handed to the test's thread
            outcome.append((False, exc))
    thread = threading.Thread(target=run, name=f"returned: {what}", daemon=True)
    thread.start()
    joined(thread, what, seconds)
    ok, value = outcome[0]
    if not ok:
        raise value
    return value
