"""One game kept as a file beside the one in progress: a finished game's record (Past
games, ``--replay FILE``) or a game saved under a name with "Save as..." (Saved games).

Each file is a save as :mod:`session.files.saves` writes it (format 2: the seats, the
seed, the engine state, the record of every move and the :class:`Summary`) with the
moment it was written and, for a named save, its name. A list row is read from the
summary (:func:`glance_of`), without replaying the record; the record is replayed
only when the game is opened (:func:`parse`), so a file whose moves the rules refuse
is found damaged then. A file of this format written before summaries were kept is
replayed once when it is listed, and given its summary.
"""
from __future__ import annotations

import json
import logging
import math
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.core import SaveFormatError
from game.words import _
from session import registry
from session.files import paths, saves, storage
from session.files.summary import Summary

log = logging.getLogger(__name__)

NAME_LENGTH = 40
#: How a file :func:`text_of` wrote ends: its moment, then its name if it has one (json.dumps
#: keeps the order of the keys, and these two are set last).
_ENDING = re.compile(rb'"when": (-?[0-9][0-9.eE+-]*)(, "name": "(?:[^"\\]|\\.)*")?\}\s*\Z')
#: Bytes at the end of a file that hold its ending: a name of NAME_LENGTH characters each
#: written as a surrogate pair escaped (12 bytes) and the moment, with room to spare.
_ENDING_BYTES = 1024
#: Moments outside these seconds since 1970 cannot be shown as dates (year 9999 ends before the last).
_WHEN_RANGE = (0.0, 253_402_300_000.0)


@dataclass
class GameFile:
    """A game read from a file, its record replayed: its save, when it was written and
    its name (if any)."""

    path: Path
    game: registry.GameInfo
    saved: saves.SavedGame
    when: float
    name: str = ""

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.saved.setup.seats]


@dataclass(frozen=True)
class Glance:
    """A game file as a list shows it, read from its summary (the record not replayed)."""

    path: Path
    game: registry.GameInfo
    summary: Summary
    when: float
    name: str = ""

    @property
    def names(self) -> list[str]:
        return list(self.summary.names)

    def winners(self) -> str:
        return self.summary.winners_text()

    def progress(self) -> str:
        if self.summary.over:
            return _("finished")
        return self.game.round_text(*self.summary.round)


@dataclass(frozen=True)
class DamagedFile:
    """A file that could not be read: where it is (kept aside, if it could be moved) and why."""

    path: Path
    reason: str
    where: str
    kept_aside: bool = True
    """Moved aside as ``NAME.bad`` (False: it could not be moved, and stays where it was)."""


def text_of(game_id: str, setup, seed: int, record, name: str = "", when: float | None = None,
            analysis: dict | None = None) -> str:
    """The file's text: the save of ``record`` (with its summary and the review's
    ``analysis``, :meth:`session.review.Analysis.to_data`), the moment (``when``, or now)
    and the name."""
    data = json.loads(saves.save_text(game_id, setup, seed, record.state, record.to_data(), analysis))
    data["when"] = time.time() if when is None else when
    if name:
        data["name"] = name
    return json.dumps(data) + "\n"


def recorded_when(path: Path) -> float | None:
    """The moment a game file says it was written, or None when it says none that can be
    shown or cannot be read. Only its last bytes are read when it ends as :func:`text_of`
    writes it (a list of thousands of files is ordered in a blink), else all of it."""
    try:
        ending = _ENDING.search(storage.read_tail(path, _ENDING_BYTES))
        if ending is not None:
            return written_when(json.loads(ending.group(1)))
        data = json.loads(storage.read_text(path))
    except Exception:  # noqa: BLE001 - whatever the damage, the file has no moment to tell
        return None
    return written_when(data.get("when")) if isinstance(data, dict) else None


def _header(data) -> tuple[registry.GameInfo, float, str]:
    """(game, when, name) of a file's data; ValueError saying why it cannot be used."""
    if not isinstance(data, dict):
        raise ValueError(_("it is not a saved game"))
    game_id = data.get("game")
    game = registry.find(game_id)
    if game is None or not game.keeps_records:
        raise ValueError(_("it is not a game this version can show ({game})", game=repr(storage.shown(game_id))))
    if data.get("format") != saves.FORMAT:
        raise ValueError(_("it holds no record of the moves (an older save)"))
    when, name = written_when(data.get("when", 0)), data.get("name", "")
    if when is None or not isinstance(name, str):
        raise ValueError(_("its date or its name holds the wrong kind of value"))
    if name and not name.isprintable():
        raise ValueError(_("its name holds characters that cannot be shown"))
    return game, when, name[:NAME_LENGTH]


def written_when(value: object) -> float | None:
    """A file's ``when`` (seconds since 1970) as a moment that can be shown as a date, or
    None when it is not one."""
    if (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and _WHEN_RANGE[0] <= value <= _WHEN_RANGE[1]):
        return float(value)
    return None


def parse(text: str, path: Path) -> GameFile:
    """The game in a file's text, its record replayed; ValueError or SaveFormatError
    saying why it cannot be used."""
    data = json.loads(text)
    game, when, name = _header(data)
    return GameFile(path, game, saves.parse_game(game.id, data), when, name)


def glance_of(text: str, path: Path) -> Glance:
    """The list row of a file's text, read from its summary. A file with no summary
    (written before they were kept) is replayed once and given one; ValueError or
    SaveFormatError saying why it cannot be used."""
    data = json.loads(text)
    game, when, name = _header(data)
    try:
        return Glance(path, game, Summary.from_data(data.get("summary")), when, name)
    except ValueError:
        pass
    saved = saves.parse_game(game.id, data)
    summary = Summary.of(saved.setup, saved.state)
    data["summary"] = summary.to_data()
    rewrite_keeping_its_date(path, json.dumps(data) + "\n")
    return Glance(path, game, summary, when, name)


def rewrite_keeping_its_date(path: Path, text: str) -> None:
    """Write the file again (with its summary, or its review's analysis) and keep its
    modification time, by which the lists are ordered; a file that cannot be written is
    listed all the same."""
    try:
        before = os.stat(path)
        paths.atomic_write_text(path, text)
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    except OSError as exc:
        log.info("could not add a summary to %s: %s", storage.shown(path), exc)


def read_file(path: Path) -> GameFile:
    """A file given by the player (``--replay FILE``): read, never moved. Raises
    SaveFormatError with the reason."""
    shown = storage.shown(path)
    try:
        return parse(storage.read_text(Path(path)), Path(path))
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, one clear sentence
        raise SaveFormatError(f"{shown} cannot be opened as a game: {storage.describe(exc)}.") from exc


def open_game(path: Path) -> GameFile:
    """A listed file opened to be played or replayed (its record replayed); a damaged
    one is kept aside and raises :class:`storage.DamagedFile`, a vanished one
    FileNotFoundError."""
    game_file = storage.read(path, lambda text: parse(text, path))
    if game_file is None:
        raise FileNotFoundError(path)
    return game_file
