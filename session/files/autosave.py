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

from session.files import game_folders, saves, storage

log = logging.getLogger(__name__)


class Autosaver:
    def __init__(self):
        self._cond = threading.Condition()
        self._job: tuple | None = None
        self._thread: threading.Thread | None = None
        self._busy = False
        self._problem: str | None = None

    def save(self, game_id: str, setup, seed: int, record) -> None:
        """Save ``record`` (a :class:`game.record.GameRecord`) and its state, as they are now."""
        self._submit((saves.save, (game_id, setup, seed, record.state.clone(), record.to_data())))

    def discard(self, game_id: str) -> None:
        self._submit((saves.discard, (game_id,)))

    def finished(self, game_id: str, setup, seed: int, record) -> None:
        """The game ended: keep its record for Past games and remove its save."""
        self._submit((game_folders.finish_game, (game_id, setup, seed, record)))

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
                problem = call(*args)  # saves.discard says what went wrong instead of raising
            except OSError as exc:
                log.warning("could not save the game: %s", exc)
                problem = f"The game could not be saved ({storage.describe(exc)}); it goes on."
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
            if problem:
                with self._cond:
                    self._problem = problem

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every save asked for is written."""
        with self._cond:
            self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def take_problem(self) -> str | None:
        """The sentence about the last write that failed, once; None when all went well."""
        with self._cond:
            problem, self._problem = self._problem, None
        return problem
