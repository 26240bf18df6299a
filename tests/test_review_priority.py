"""The review's background process at the lowest priority (session/background_review.py):
the Windows call is made with the idle class on this process's own handle, a refusal
(on Windows or POSIX) leaves the review working at the priority it has, and the smoke's
check reads the priority of the real process from outside it (on Windows, the frozen
program's under Wine: build/check_under_wine.py)."""
import logging
import multiprocessing
import threading

import pytest

from game.record import GameRecord, move_data
from session import background_review, review_selfcheck
from session.background_review import IDLE_PRIORITY_CLASS, lowest_priority, serve, use_idle_class
from session.review import TurnAnalysis
from session.review_selfcheck import background_review_check
from tests.waiting import joined

#: What GetCurrentProcess returns: a pseudo-handle, -1 on Windows.
CURRENT_PROCESS = -1


class Kernel32:
    """Stands in for Windows' kernel32: notes each call; SetPriorityClass answers
    ``answer`` (0: refused, with ``error`` as the last error)."""

    def __init__(self, answer=1, error=0):
        self.calls, self.answer, self.error = [], answer, error

    def GetCurrentProcess(self):  # noqa: N802 - Windows' name
        self.calls.append(("GetCurrentProcess",))
        return CURRENT_PROCESS

    def SetPriorityClass(self, handle, priority):  # noqa: N802 - Windows' name
        self.calls.append(("SetPriorityClass", handle, priority))
        return self.answer

    def last_error(self):
        return self.error


def test_on_windows_the_process_puts_itself_in_the_idle_class():
    kernel32 = Kernel32()
    use_idle_class(kernel32)
    assert IDLE_PRIORITY_CLASS == 0x40  # winbase.h
    assert kernel32.calls == [("GetCurrentProcess",), ("SetPriorityClass", CURRENT_PROCESS, 0x40)]


def test_a_refused_priority_is_logged_and_the_process_goes_on_at_its_own(monkeypatch, caplog):
    kernel32 = Kernel32(answer=0, error=5)  # ERROR_ACCESS_DENIED
    monkeypatch.setattr(background_review, "WINDOWS", True)
    monkeypatch.setattr(background_review, "windows_kernel32", lambda: kernel32)
    with caplog.at_level(logging.WARNING, logger="session.background_review"):
        assert lowest_priority() is False
    assert kernel32.calls[-1] == ("SetPriorityClass", CURRENT_PROCESS, 0x40)
    assert "keeps its priority" in caplog.text and "SetPriorityClass(IDLE_PRIORITY_CLASS) failed" in caplog.text


def refused(increment):
    raise PermissionError(1, "Operation not permitted")


def test_a_refused_nice_is_logged_and_the_worker_still_weighs_the_turns_asked(monkeypatch, caplog):
    """The worker's own life (:func:`serve`), here in a thread, its call for the lowest
    priority refused: it still weighs the turn it is sent."""
    monkeypatch.setattr(background_review, "WINDOWS", False)
    monkeypatch.setattr(background_review.os, "nice", refused)
    record = GameRecord.new(review_selfcheck.KasaneState, (True, False), players=2, seed=7)
    while record.state.current_seat == 0:
        record.play(record.state.legal_moves()[0])
    record.play(record.state.legal_moves()[0])
    ours, theirs = multiprocessing.Pipe()
    worker = threading.Thread(target=serve, args=(theirs, "kasane", record.start, record.humans, 5, 20))
    with caplog.at_level(logging.WARNING, logger="session.background_review"):
        worker.start()
        ours.send(("moves", 0, [move_data(entry.move) for entry in record.entries]))
        ours.send(("weigh", 0))
        assert ours.poll(60), "the worker answered nothing"
        turn = TurnAnalysis.from_data(ours.recv())
        ours.close()
        joined(worker, "the worker once its pipe closed")
    assert turn.index == 0 and turn.played == tuple(move_data(e.move) for e in record.entries if e.seat == 0)
    assert "keeps its priority" in caplog.text


def test_the_smoke_s_check_reads_the_real_process_at_the_lowest_priority():
    summary, problem = background_review_check()
    assert problem is None, problem
    assert summary.endswith(f"at {review_selfcheck.priority_words(background_review.LOWEST)}, the lowest")


@pytest.mark.parametrize("read, problem", [
    (lambda pid: 0, "runs at nice 0, not at the lowest priority (nice 19)"),
    (lambda pid: refused(0), "could not be read: [Errno 1] Operation not permitted"),
])
def test_the_smoke_s_check_fails_a_process_not_at_the_lowest_priority(monkeypatch, read, problem):
    monkeypatch.setattr(review_selfcheck, "WINDOWS", False)
    monkeypatch.setattr(review_selfcheck, "LOWEST", 19)
    monkeypatch.setattr(review_selfcheck, "priority_of", read)
    summary, found = background_review_check()
    assert found is not None and problem in found, found
