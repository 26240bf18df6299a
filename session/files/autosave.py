"""The game saved after every move, written on a worker thread.

A save waits for the disk (the file is synced before it replaces the old one), which
would stall the frame in which a move lands. The table hands the save to this writer
instead. Jobs are written in order (so a discard at the end of the game is never
undone by an older save); a save asked while another still waits replaces it. The
writer is the one thread of a :class:`~concurrent.futures.ThreadPoolExecutor`, started
with the autosaver and kept while it is (the table's life): starting a thread for a move
cost the frame it landed in several milliseconds on a busy machine (``Thread.start``
waits for the thread to run; 3 ms for the first move at a table, found in a benchmark).
The interpreter finishes the executor's work before it exits, so a save asked for just
before the app closes is still written.

A table asks for its save with :meth:`save_soon` and sends it once the frame is drawn
(:meth:`send_soon`): the moves of one frame (a card taken and the end of the turn that
follows by itself) are written as one save, and the second move does not wait in the
frame for the first one's write.

What a kill may lose is at most the moves being written: the table plays the next
move only when the writer is :attr:`ready_for_next_move` (a computer's turn waits for
it; a person's move calls :meth:`wait_for_next_move`), and :meth:`finished` returns
once the end of the game is on disk, before the results show. A disk that stalls
(a write taking over :data:`STALLED_S`) does not stall the game: it goes on, and the
newest save waits for the disk.

A table's first save may replace a finished game that waits in its game's save for Past
games (which could not take it when it ended): the writer moves that game out of the way
first (:func:`past_games.make_room_for`), so a new game never overwrites it.

Nothing polls the writer: it calls ``on_written`` (on its own thread) when a write ends,
and :meth:`stalled_in` says when the write in progress will count as stalled, so the
table asks to be woken for either.
"""
from __future__ import annotations

import logging
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable

from game.words import _
from session.files import past_games, saves, storage

log = logging.getLogger(__name__)

#: Seconds a write may take before the disk counts as stalled and the game goes on without it.
STALLED_S = 2.0


@dataclass
class _Job:
    call: Callable[..., str | None]
    args: tuple
    replaceable: bool = False
    """A save, which a newer save replaces while it waits."""
    done: threading.Event = field(default_factory=threading.Event)


class Autosaver:
    def __init__(self, on_written: Callable[[], None] | None = None):
        """``on_written()`` is called on the writer's thread each time a write ends (well or
        not), e.g. to wake the UI's loop."""
        self.on_written = on_written
        self._cond = threading.Condition()
        self._jobs: deque[_Job] = deque()
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._writer.submit(lambda: None)  # its thread starts now, with the table, not in the frame of the first move
        self._draining = False  # the writer has been asked to write the jobs, or is writing them
        self._busy = False
        self._busy_since = 0.0
        self._problem: str | None = None
        self._soon: tuple | None = None
        """The save :meth:`save_soon` asked for, not sent to the writer yet."""
        self._room_made = False
        """A save was written, after :func:`past_games.make_room_for` (on the writer's thread)."""

    def save(self, game_id: str, setup, seed: int, record, analysis=None) -> None:
        """Save ``record`` (a :class:`game.record.GameRecord`) and its state, as they are
        now, with the review's ``analysis`` so far (a :class:`session.review.Analysis`)."""
        write = saves.save if self._room_made else self._first_save  # until the first save is written
        kept = analysis.to_data() if analysis is not None else None
        self._submit(_Job(write, (game_id, setup, seed, record.state.clone(), record.to_data(), kept), True))

    def _first_save(self, game_id: str, *save) -> str | None:
        """The table's first save, after :func:`past_games.make_room_for`: what to tell the
        player about a finished game moved out of its way, if anything."""
        problem = past_games.make_room_for(game_id)
        self._room_made = True
        saves.save(game_id, *save)
        return problem

    def save_soon(self, game_id: str, setup, seed: int, record, analysis=None) -> None:
        """Save ``record`` (and ``analysis``) as it is when :meth:`send_soon` (or
        :meth:`flush`) is called."""
        self._soon = (game_id, setup, seed, record, analysis)

    def send_soon(self) -> None:
        """Hand the save :meth:`save_soon` asked for to the writer."""
        if self._soon is not None:
            soon, self._soon = self._soon, None
            self.save(*soon)

    def discard(self, game_id: str) -> None:
        self._soon = None  # the save is removed: none may be written after it
        self._submit(_Job(saves.discard, (game_id,)))

    def finished(self, game_id: str, setup, seed: int, record, analysis=None) -> None:
        """The game ended: keep its record (and the review's ``analysis`` so far) for Past
        games and remove its save. Returns once that is done (or failed, or the disk
        stalled), so the end of a game is on disk before its results show."""
        self._soon = None  # the finished game replaces its save: none may be written after it
        kept = analysis.to_data() if analysis is not None else None
        job = _Job(past_games.finish_game, (game_id, setup, seed, record, kept))
        self._submit(job)
        if not job.done.wait(STALLED_S):
            log.warning("the finished game was not written within %.0f s; it is still being written", STALLED_S)

    def keep_analysis(self, game_id: str, finished) -> None:
        """Keep the review's analysis of ``finished`` (a :class:`saves.SavedGame`) in its
        file in Past games, after the writes asked for before (the finished game's)."""
        self._submit(_Job(lambda: past_games.keep_analysis(game_id, finished) and None, ()))

    @property
    def ready_for_next_move(self) -> bool:
        """The last save is on disk (none waits to be sent or written, nothing is being
        written), or the disk has stalled on it."""
        with self._cond:
            return self._soon is None and self._ready()

    def wait_for_next_move(self) -> None:
        """Wait until the saves sent to the writer are written (at most :data:`STALLED_S`);
        one asked for with :meth:`save_soon` in this frame goes with the next move's."""
        with self._cond:
            self._cond.wait_for(self._ready, STALLED_S)

    def stalled_in(self) -> float | None:
        """Seconds until the write in progress counts as stalled (the game then goes on
        without it); None when nothing is being written or it has stalled already."""
        with self._cond:
            if not self._busy:
                return None
            left = self._busy_since + STALLED_S - time.monotonic()
        return left if left > 0 else None

    def _ready(self) -> bool:
        if not self._jobs and not self._busy:
            return True
        return self._busy and time.monotonic() - self._busy_since > STALLED_S

    def _submit(self, job: _Job) -> None:
        with self._cond:
            if job.replaceable and self._jobs and self._jobs[-1].replaceable:
                self._jobs.pop().done.set()  # never written: the newer save holds all it held
            self._jobs.append(job)
            if not self._draining:
                self._draining = True
                self._writer.submit(self._drain)

    def _drain(self) -> None:
        """Write the jobs in order until none waits (on the writer's thread)."""
        while True:
            with self._cond:
                if not self._jobs:
                    self._draining = False
                    self._cond.notify_all()
                    return
                job = self._jobs.popleft()
                self._busy, self._busy_since = True, time.monotonic()
            problem = None
            try:
                problem = job.call(*job.args)  # saves.discard says what went wrong instead of raising
            except OSError as exc:
                log.warning("could not save the game: %s", exc)
                problem = _("The game could not be saved ({reason}); it goes on.", reason=storage.describe(exc))
            except Exception:  # noqa: BLE001 - a fault of ours: the game goes on, and the next save is tried
                log.exception("the autosaver failed")
                problem = _("The game could not be saved (an error of Tessera's, in its log); it goes on.")
            finally:
                with self._cond:
                    self._busy = False
                    if problem:
                        self._problem = problem
                    self._cond.notify_all()
                job.done.set()
                if self.on_written is not None:
                    self.on_written()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every save asked for is written."""
        self.send_soon()
        with self._cond:
            self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def take_problem(self) -> str | None:
        """The sentence about the last write that failed, once; None when all went well."""
        with self._cond:
            problem, self._problem = self._problem, None
        return problem
