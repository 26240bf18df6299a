"""Plays computer seats off the UI thread.

The bot thinks on a clone of the state in a worker thread, so the window stays
responsive; when it is done the runner posts an event that wakes the idle loop
(:func:`scenes.wakeup.post`).
Leaving the table cancels the bot (its ``choose`` sees the cancel flag and returns).
"""
from __future__ import annotations

import logging
import threading

import pygame

from scenes import wakeup

log = logging.getLogger(__name__)

BOT_DONE = pygame.event.custom_type()
#: The name of the threads the computer players think in.
THREAD_NAME = "bot"


class BotRunner:
    def __init__(self):
        self._lock = threading.Lock()
        self._token = 0
        self._result = None
        self._error: BaseException | None = None
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def thread(self) -> threading.Thread | None:
        """The thread a computer player thinks in now (None when none does)."""
        return self._thread

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._result is None and self._error is None

    def start(self, bot, state) -> None:
        """Start thinking about ``state`` (a clone is taken here, on the UI thread)."""
        self.cancel()
        with self._lock:
            self._token += 1
            token = self._token
            self._result = None
            self._error = None
        cancel = threading.Event()
        self._cancel = cancel
        snapshot = state.clone()
        self._thread = threading.Thread(target=self._work, args=(bot, snapshot, cancel, token),
                                        name=THREAD_NAME, daemon=True)
        self._thread.start()

    def _work(self, bot, state, cancel, token) -> None:
        try:
            move = bot.choose(state, cancel=cancel)
            error = None
        except Exception as exc:  # noqa: BLE001 - reported to the UI thread
            log.exception("A computer player failed")
            move, error = None, exc
        with self._lock:
            if token != self._token:
                return
            self._result, self._error = move, error
        wakeup.post(pygame.event.Event(BOT_DONE))

    def poll(self):
        """The move chosen, once; None while thinking. Re-raises a bot's error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                self._thread = None
                raise error
            if self._result is None:
                return None
            move, self._result = self._result, None
            self._thread = None
            return move

    def cancel(self) -> None:
        with self._lock:
            self._token += 1
            self._result = None
            self._error = None
        if self._cancel is not None:
            self._cancel.set()
        self._thread = None
