"""The game saved after every move, written on a worker thread.

A save waits for the disk (the file is synced before it replaces the old one, about
10 ms), which would stall the frame in which a move lands. The table hands the save
to this writer instead: the latest request wins over one still waiting, requests are
written in order (so a discard at the end of the game is never undone by an older
save), and the thread is not a daemon, so a save asked for just before the app
closes is still written.
"""
from __future__ import annotations

import logging
import threading

from scenes import saves

log = logging.getLogger(__name__)


class Autosaver:
    def __init__(self):
        self._cond = threading.Condition()
        self._job: tuple | None = None
        self._thread: threading.Thread | None = None
        self._busy = False
        self._error: OSError | None = None

    def save(self, game_id: str, setup, seed: int, state) -> None:
        self._submit((saves.save, (game_id, setup, seed, state.clone())))

    def discard(self, game_id: str) -> None:
        self._submit((saves.discard, (game_id,)))

    def _submit(self, job) -> None:
        with self._cond:
            self._job = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave")
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._job is None:
                    self._thread = None
                    self._cond.notify_all()
                    return
                (call, args), self._job = self._job, None
                self._busy = True
            try:
                call(*args)
            except OSError as exc:
                log.warning("could not save the game: %s", exc)
                with self._cond:
                    self._error = exc
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every save asked for is written."""
        with self._cond:
            self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def take_error(self) -> OSError | None:
        """The last write's failure, once."""
        with self._cond:
            error, self._error = self._error, None
        return error
