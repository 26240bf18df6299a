"""The player's own files, read and kept with care: a file that cannot be read is kept
aside and reported, whatever broke (bad JSON, a nesting too deep for the parser, a
wrong value, a folder in its place); temporary files a killed write left behind are
cleared at start; and the folders the app cannot write to are named, so the menu can
say once what this session cannot keep.
"""
from __future__ import annotations

import json
import logging
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TypeVar

from session.files import paths

log = logging.getLogger(__name__)
T = TypeVar("T")

#: What :func:`paths.atomic_write_text` names its temporary files: ``NAME.json.XXXXXXXX.tmp``.
TEMP_FILE = re.compile(r"^.+\.json\.[a-z0-9_]{8}\.tmp$")


class DamagedFile(Exception):
    """A user file that could not be read: ``reason`` says why, ``kept`` is where it
    was moved (None if it could not be), ``where`` says so in a sentence."""

    def __init__(self, reason: str, kept: Path | None):
        self.reason = reason
        self.kept = kept
        self.where = (f"It was kept as {kept.name} in {kept.parent}." if kept is not None
                      else "It could not be moved aside.")
        super().__init__(f"{reason}. {self.where}")


def describe(exc: BaseException) -> str:
    """Why a file could not be read, in words (not an exception's name)."""
    if isinstance(exc, KeyError):
        return f"the field {exc.args[0]!r} is missing" if exc.args else "a field is missing"
    if isinstance(exc, RecursionError):
        return "it is nested too deeply"
    if isinstance(exc, MemoryError):
        return "it is too large to be read"
    if isinstance(exc, UnicodeError):
        return "it is not UTF-8 text"
    if isinstance(exc, json.JSONDecodeError):
        return f"it is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
    if isinstance(exc, IsADirectoryError):
        return "a folder stands where the file should be"
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return "a file stands where a folder should be"
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc)).lower()
    if isinstance(exc, (TypeError, IndexError, AttributeError)):
        return "a field holds the wrong kind of value"
    text = str(exc).strip().rstrip(".") or type(exc).__name__
    if text[:1].isupper() and text[1:2].islower():  # a sentence, set inside another one
        text = text[0].lower() + text[1:]
    return text


def read(path: Path, parse: Callable[[str], T]) -> T | None:
    """``parse`` of the file's text, or None when there is no such file.

    Any failure to read or parse it -- a RecursionError or a value ``parse`` refuses
    included -- means a damaged file: it is moved aside (``NAME.bad``) so that it is
    never read or overwritten again, and :class:`DamagedFile` is raised.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except PermissionError:
        if not os.access(path.parent, os.X_OK):
            return None  # the folder itself is closed: check_folders() reports that
        raise _set_aside(path, PermissionError("permission denied")) from None
    except Exception as exc:  # noqa: BLE001 - not text, too large, a folder in its place...
        raise _set_aside(path, exc) from exc
    try:
        return parse(text)
    except Exception as exc:  # noqa: BLE001 - whatever breaks, the file is damaged
        raise _set_aside(path, exc) from exc


def _set_aside(path: Path, exc: BaseException) -> DamagedFile:
    log.warning("unreadable file %s (%s: %s)", path, type(exc).__name__, str(exc)[:200])
    return set_aside(path, describe(exc))


def set_aside(path: Path, reason: str) -> DamagedFile:
    """Move a file the app cannot use out of the way (``NAME.bad``); the report of it."""
    log.warning("kept aside %s: %s", path, reason)
    try:
        aside = paths.keep_aside(path)
    except OSError:
        aside = None
    return DamagedFile(reason, aside)


def parse_json(text: str) -> Any:
    """``json.loads`` for :func:`read`: any parse failure (a RecursionError too) raises."""
    return json.loads(text)


def clear_stale_temp_files() -> list[Path]:
    """Remove the temporary files a write killed midway left in the app's folders
    (only files named as :func:`paths.atomic_write_text` names them); returns them."""
    removed = []
    for folder in (paths.config_dir(), paths.saves_dir(), paths.past_games_dir(), paths.named_saves_dir()):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if TEMP_FILE.match(name):
                try:
                    (folder / name).unlink()
                    removed.append(folder / name)
                except OSError:
                    pass
    if removed:
        log.info("removed %d stale temporary file(s): %s", len(removed), ", ".join(map(str, removed)))
    return removed


@dataclass(frozen=True)
class Unkept:
    """Something this session cannot keep, and the folder that refused it."""

    what: str
    folder: Path
    why: str


def check_folders() -> list[Unkept]:
    """Try to write in each user folder (creating it if needed); what cannot be kept."""
    out = []
    for what, folder in (("settings", paths.config_dir), ("saved games", paths.saves_dir),
                         ("the log", paths.log_dir)):
        path = folder()
        try:
            path.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=path):
                pass
        except OSError as exc:
            out.append(Unkept(what, path, describe(exc)))
    return out


def unkept_line(unkept: list[Unkept]) -> str:
    """One line for the menu, e.g. ``Not kept this session: settings (/x/config: permission denied).``"""
    if not unkept:
        return ""
    items = ", ".join(f"{u.what} ({u.folder}: {u.why})" for u in unkept)
    return f"Not kept this session: {items}."
