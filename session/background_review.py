"""The review worked out while the game is played: each person's turn is weighed
(:func:`session.review.analyse_turn`) once it is over, in a process of its own at the
lowest priority the system gives, so that the window's frames and the computer players'
turns (which run at the normal priority, in this process and in the search's workers)
always come first; the weighing gets only the time they leave. A thread in this process
hands it the moves and takes its answers, and adds them to the game's
:class:`~session.review.Analysis`, which the save keeps.

A process, not a thread: on a machine of two cores a thread of this process would share
the interpreter's lock with the frames. The worker searches in itself alone
(``processes=1``): the search's trees, and so its answer, are the same as with workers.

The worker keeps its own copy of the record: it is sent each move (:meth:`BackgroundReview.
moves_made`), and, after an undo, where the record went back to. A turn weighed that an
undo took back is dropped when the review reads the analysis (it is not the record's
turn any more, :meth:`Analysis.of`).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import threading
from typing import Callable

from game.bots.knowledge import knowledge_of
from game.bots.parallel import end_with_parent
from game.record import GameRecord, find_move, move_data
from session.review import Analysis, TurnAnalysis, analyse_turn, people_turns, turn_played

log = logging.getLogger(__name__)

#: How long this object's thread waits for the worker to end once it is told to (seconds).
GRACE = 1.0


#: Where the system's priorities are Windows' priority classes (elsewhere, nice values).
WINDOWS = os.name == "nt"
#: The nice value of the lowest priority on POSIX.
NICEST = 19
#: Windows' lowest priority class (winbase.h): the process runs only when nothing else would.
IDLE_PRIORITY_CLASS = 0x40
#: The access to another process that reading its priority class needs (winnt.h).
PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
#: The lowest priority as :func:`priority_of` reads it.
LOWEST = IDLE_PRIORITY_CLASS if WINDOWS else NICEST


def lowest_priority() -> bool:
    """Lower this process's priority as far as the system allows (nice 19 on POSIX,
    the idle class on Windows); whether it was lowered. When the system refuses, the
    process goes on at the priority it has (the review is still worked out; the refusal
    is logged)."""
    try:
        if WINDOWS:
            use_idle_class(windows_kernel32())
        else:
            os.nice(NICEST - os.nice(0))
    except OSError as exc:
        log.warning("the review's background process keeps its priority: %s", exc)
        return False
    return True


def use_idle_class(kernel32) -> None:
    """Put this process in Windows' idle priority class through ``kernel32``
    (:func:`windows_kernel32`); OSError when Windows refuses."""
    if not kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), IDLE_PRIORITY_CLASS):
        raise OSError(kernel32.last_error(), "SetPriorityClass(IDLE_PRIORITY_CLASS) failed")


def priority_of(pid: int) -> int:
    """The priority the system gives process ``pid``, read from outside it: its priority
    class on Windows, its nice value elsewhere (:data:`LOWEST` when lowest). OSError when
    the system cannot say (the process is gone)."""
    if not WINDOWS:
        return os.getpriority(os.PRIO_PROCESS, pid)
    kernel32 = windows_kernel32()
    handle = kernel32.OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
    if not handle:
        raise OSError(kernel32.last_error(), f"OpenProcess({pid}) failed")
    try:
        priority = kernel32.GetPriorityClass(handle)
        if not priority:
            raise OSError(kernel32.last_error(), f"GetPriorityClass of process {pid} failed")
        return priority
    finally:
        kernel32.CloseHandle(handle)


def windows_kernel32():
    """Windows' kernel32 with the types of the calls used here declared (a process handle
    is as wide as a pointer: undeclared, ctypes would pass and return a 32-bit int) and
    ``last_error()``, the error of its last failed call."""
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.GetCurrentProcess.argtypes, kernel32.GetCurrentProcess.restype = (), wintypes.HANDLE
    kernel32.SetPriorityClass.argtypes = (wintypes.HANDLE, wintypes.DWORD)
    kernel32.SetPriorityClass.restype = wintypes.BOOL
    kernel32.GetPriorityClass.argtypes, kernel32.GetPriorityClass.restype = (wintypes.HANDLE,), wintypes.DWORD
    kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
    kernel32.OpenProcess.restype = wintypes.HANDLE
    kernel32.CloseHandle.argtypes, kernel32.CloseHandle.restype = (wintypes.HANDLE,), wintypes.BOOL
    kernel32.last_error = ctypes.get_last_error
    return kernel32


def serve(connection, game_id: str, start: dict, humans: tuple, seed: int, iterations: int | None) -> None:
    """The worker's life: at the lowest priority, keep a copy of the game's record from
    the moves sent (``("moves", kept, [move data...])``: the first ``kept`` moves stay,
    the others follow), and answer each ``("weigh", index)`` with the turn at ``index``
    weighed (:meth:`TurnAnalysis.to_data`), until the pipe closes."""
    end_with_parent()
    lowest_priority()
    state_class = knowledge_of(game_id).STATE_CLASS
    record, played = GameRecord(state_class, start, humans), []
    try:
        while True:
            message = connection.recv()
            if message[0] == "moves":
                kept, more = message[1], message[2]
                if kept < len(played):  # an undo: the record is played again up to where it went back
                    record = GameRecord(state_class, start, humans)
                    for move in played[:kept]:
                        record.play(find_move(record.state, move))
                played = played[:kept] + list(more)
                for move in more:
                    record.play(find_move(record.state, move))
            else:
                index = message[1]
                turn = analyse_turn(record.state_at(index), turn_played(record, index), index, seed,
                                    iterations=iterations, processes=1)
                connection.send(turn.to_data())
    except (EOFError, OSError):  # the pipe closed: the game was left, or its review is done
        return


class BackgroundReview:
    """Weighs a game's people's turns in a worker process as they are played, into
    ``analysis``; ``on_weighed()`` is called (on this object's thread) after each."""

    def __init__(self, game_id: str, record: GameRecord, seed: int, analysis: Analysis,
                 on_weighed: Callable[[], None] = lambda: None, iterations: int | None = None):
        self.record, self.analysis, self.on_weighed = record, analysis, on_weighed
        self.sent: list = []
        """The moves the worker holds, as this record's entries hold them."""
        self.asked: set[int] = set()
        """Where the turns the worker was asked to weigh start."""
        self.looked_from = 0
        """The record's turns before this were all asked for (or weighed before)."""
        self.jobs: queue.Queue = queue.Queue()
        self.lock = threading.Lock()
        """Held to start the worker and to end it, so that it is never ended before it starts."""
        self.closing = False
        self.idle = threading.Event()
        self.idle.set()
        context = multiprocessing.get_context("spawn")
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=serve, args=(theirs, game_id, record.start, record.humans, seed,
                                                           iterations), daemon=True, name="Tessera review")
        self.thread = threading.Thread(target=self._run, args=(theirs,), name="background review", daemon=True)
        self.thread.start()  # it starts the process: starting one takes tens of milliseconds

    def moves_made(self) -> None:
        """The record changed (a move, an undo): send the worker the moves it lacks and
        ask for every person's turn now over that is not weighed yet. Cheap enough for a
        frame: only what changed is looked at."""
        if self.closing:
            return
        entries = self.record.entries
        kept = min(len(self.sent), len(entries))
        while kept > 0 and entries[kept - 1].move != self.sent[kept - 1]:
            kept -= 1
        if kept < len(self.sent):  # an undo: a turn it cut short or took back is asked for again
            self.asked = {index for index in self.asked
                          if index < kept and index + len(turn_played(self.record, index)) < kept}
            self.looked_from = min(self.looked_from, max(self.asked, default=-1) + 1)
        if kept < len(self.sent) or kept < len(entries):
            self.sent = [entry.move for entry in entries]
            self._put(("moves", kept, [move_data(entry.move) for entry in entries[kept:]]))
        for index in people_turns(self.record, since=self.looked_from):
            self.looked_from = index + 1
            if index not in self.asked and self.analysis.of(self.record, index) is None:
                self.asked.add(index)
                self.analysis.awaiting(index)
                self._put(("weigh", index))

    def _put(self, job) -> None:
        self.idle.clear()
        self.jobs.put(job)

    def _run(self, theirs) -> None:
        """This object's thread: start the worker, then send it each job in order and add
        what it weighed to the analysis, until :meth:`close` or :meth:`close_when_done`."""
        try:
            with self.lock:
                if self.closing:
                    return
                self.process.start()
            theirs.close()
            while True:
                if self.jobs.empty():
                    self.idle.set()
                job = self.jobs.get()
                if job is None:
                    return
                self.connection.send(job)
                if job[0] == "weigh":
                    self.analysis.add(TurnAnalysis.from_data(self.connection.recv()))
                    self.on_weighed()
        except (EOFError, OSError, ValueError) as exc:
            if not self.closing:
                log.warning("the review's background weighing stopped: %s", exc)
        except Exception:  # noqa: BLE001 - a fault of ours: the review weighs the rest when asked
            log.exception("the review's background weighing failed")
        finally:
            self.closing = True
            self.connection.close()  # the worker ends, if it was not ended
            if self.process.pid is not None:
                self.process.join(GRACE)
            self.analysis.give_up_waiting()
            self.idle.set()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until every turn asked for is weighed; whether it is."""
        return self.idle.wait(timeout)

    def close_when_done(self) -> None:
        """The game ended: weigh the turns asked for, then end the worker."""
        self.closing = True
        self.jobs.put(None)

    def close(self) -> None:
        """End the worker now, without waiting for it (the game was left: a turn it was
        weighing is left to the review page, should the game be reviewed). It holds
        nothing worth a tidy end: it writes no file."""
        with self.lock:
            self.closing = True
            self.jobs.put(None)
            if self.process.pid is not None and self.process.exitcode is None:
                self.process.terminate()
