"""Saving the game after every move without stalling a frame: the write (with its
fsync) happens on a worker thread, one job after another in the order asked, so a
discard at the end of the game always comes after the last save. A failed write is
reported back as a sentence for the table to show."""
from __future__ import annotations

import logging
import queue
import threading

from scenes import saves

log = logging.getLogger(__name__)


class BackgroundSaver:
    def __init__(self):
        self._jobs: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._problem: str | None = None

    def save(self, game_id: str, setup, seed: int, state) -> None:
        """Save a copy of ``state`` (taken now, on the calling thread)."""
        self._put(("save", game_id, setup, seed, state.clone()))

    def discard(self, game_id: str) -> None:
        self._put(("discard", game_id))

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every job asked so far is done (leaving the table, tests)."""
        done = threading.Event()
        self._put(("mark", done))
        done.wait(timeout)

    def problem(self) -> str | None:
        """The sentence about the last failed write, once; None when all went well."""
        with self._lock:
            problem, self._problem = self._problem, None
            return problem

    def _put(self, job) -> None:
        with self._lock:
            self._jobs.put(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="saver", daemon=True)
                self._thread.start()

    def _work(self) -> None:
        while True:
            try:
                job = self._jobs.get(timeout=2.0)
            except queue.Empty:
                with self._lock:  # no job can slip in between this look and the thread's end
                    if self._jobs.empty():
                        self._thread = None
                        return
                continue
            kind = job[0]
            try:
                if kind == "save":
                    saves.save(*job[1:])
                elif kind == "discard":
                    saves.discard(job[1])
                else:
                    job[1].set()
            except OSError as exc:
                log.warning("could not save the game: %s", exc)
                with self._lock:
                    self._problem = f"The game could not be saved ({exc.strerror or exc}); it goes on."
