"""The log (``tessera.log`` in the player's log folder, rotated at 1 MB, three kept).

A log must never cost the game: a line that cannot be written (a full disk, a folder
gone) is said once on stderr, and then the log falls silent for the session; a name
that is not UTF-8 is written with escapes rather than failing; and a log file that is
not a regular file (a pipe would block the start) is not opened at all.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path

from game.words import _
from session.files import paths, storage

LOG_NAME = "tessera.log"
LOG_BYTES = 1_000_000
LOGS_KEPT = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def tell(sentence: str) -> None:
    """Say ``sentence`` on stderr, if there is one (a windowed Windows build has none)."""
    if sys.stderr is not None:
        try:
            print(f"tessera: {sentence}", file=sys.stderr)
        except (OSError, ValueError):
            pass


class PlayerLog(logging.handlers.RotatingFileHandler):
    """The log file; after the first line it cannot write, silent for the session."""

    def __init__(self, path: Path):
        super().__init__(path, maxBytes=LOG_BYTES, backupCount=LOGS_KEPT, encoding="utf-8",
                         errors="backslashreplace")
        self.silent = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.silent:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        if self.silent:
            return
        self.silent = True
        why = storage.describe(sys.exc_info()[1] or OSError("unknown error"))
        tell(_("the log {file} cannot be written ({reason}); nothing more is logged this session",
               file=storage.shown(self.baseFilename), reason=why))


def start_logging() -> tuple[str | None, str | None]:
    """Log to the player's log file. (its path, None) when it is open; (None, why) when
    it cannot be, and then only warnings go to stderr."""
    root = logging.getLogger()
    try:
        path = paths.log_dir() / LOG_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        _check_is_a_file(path)
        handler = PlayerLog(path)
    except (OSError, storage.Unreadable) as exc:
        logging.basicConfig(level=logging.WARNING)
        return None, _("the log cannot be kept ({reason})", reason=storage.describe(exc))
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return str(path), None


def _check_is_a_file(path: Path) -> None:
    """Raise :class:`storage.Unreadable` when something other than a regular file (or
    nothing) stands at ``path``."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    if storage.not_a_file(mode):
        raise storage.Unreadable(_("{file}: {reason}", file=LOG_NAME, reason=storage.not_a_file(mode)))
