"""The player's own files, read and kept with care: a file that cannot be read is kept
aside and reported, whatever broke (bad JSON, a nesting too deep for the parser, a
wrong value, a folder in its place); temporary files a killed write left behind are
cleared at start.

Only regular files of a sane size are read (:func:`read_text`): a pipe, a device, a
link to nothing or a file over :data:`MAX_FILE_BYTES` is refused before a byte of it
is read, with the reason in words. A name that is not UTF-8 is shown with replacement
characters (:func:`shown`) and never breaks what shows or logs it.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO, Callable, Iterator, TypeVar

from game.words import N_, _
from session.files import paths
from session.formats import size_in_words

log = logging.getLogger(__name__)
T = TypeVar("T")

#: The most a file of the app's may hold. A save is 1 to 10 kB and the longest game's
#: record some tens of kB; anything larger was not written by Tessera.
MAX_FILE_BYTES = 1_000_000
#: A pipe opened to be read would wait for a writer: opened without waiting, it is refused.
_OPEN_FLAGS = os.O_RDONLY | (os.O_BINARY if sys.platform == "win32" else os.O_NONBLOCK)

#: What :func:`paths.atomic_write_text` names its temporary files: ``NAME.json.XXXXXXXX.tmp``.
TEMP_FILE = re.compile(r"^.+\.json\.[a-z0-9_]{8}\.tmp$")


class DamagedFile(Exception):
    """A user file that could not be read: ``reason`` says why, ``kept`` is where it
    was moved (None if it could not be), ``where`` says so in a sentence."""

    def __init__(self, reason: str, kept: Path | None):
        self.reason = reason
        self.kept = kept
        self.where = kept_as(kept) if kept is not None else _("It could not be moved aside.")
        super().__init__(f"{reason}. {self.where}")


class Unreadable(Exception):
    """A file refused before it is read: not a regular file, too large, or a link to
    nothing. ``str()`` is the reason in words."""


def shown(name: object) -> str:
    """A file name or path as text that can be drawn and logged: each byte that is not
    UTF-8 (kept by Python as a lone surrogate) becomes a replacement character, "?" as
    ``ls`` shows it (the bundled font has no glyph for U+FFFD)."""
    text = str(name)
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that stands for no byte
        raw = text.encode("utf-8", "replace")
    return raw.decode("utf-8", "replace").replace("\ufffd", "?")


def kept_as(path: Path) -> str:
    """Where a damaged file was moved, in a sentence: "It was kept as x.json.bad in /folder."."""
    return _("It was kept as {file} in {folder}.", file=shown(path.name), folder=shown(path.parent))


def not_a_file(mode: int) -> str | None:
    """Why what has this ``st_mode`` is not a file to read or write, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return _("a folder stands where the file should be")
    if stat.S_ISFIFO(mode):
        return _("it is a pipe, not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("it is a device, not a file")
    if stat.S_ISSOCK(mode):
        return _("it is a socket, not a file")
    return _("it is not a regular file")


def _refusal(mode: int, size: int) -> str | None:
    """Why a file of this kind and size is not read, or None when it may be."""
    if not_a_file(mode):
        return not_a_file(mode)
    if size > MAX_FILE_BYTES:
        return _("it holds {size}, more than any file Tessera writes ({most} at most)", size=size_in_words(size),
                 most=size_in_words(MAX_FILE_BYTES))
    return None


def read_text(path: Path) -> str:
    """The text of the regular file at ``path`` (UTF-8; a byte-order mark, as Windows
    Notepad writes one, is skipped). :class:`Unreadable` for anything else -- a pipe, a
    device, a folder, a link to nothing, a file over :data:`MAX_FILE_BYTES` -- before it
    is read; FileNotFoundError when nothing is there; OSError or UnicodeError otherwise."""
    with _opened(path) as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise Unreadable(_refusal(stat.S_IFREG, len(data)))
    return data.decode("utf-8-sig")


def read_tail(path: Path, size: int) -> bytes:
    """The last ``size`` bytes of the regular file at ``path`` (all of it when shorter),
    refused as :func:`read_text` refuses what it does not read."""
    with _opened(path) as handle:
        end = handle.seek(0, os.SEEK_END)
        handle.seek(max(0, end - size))
        return handle.read(size)


@contextlib.contextmanager
def _opened(path: Path) -> Iterator[BinaryIO]:
    """The regular file at ``path`` open to be read, or :class:`Unreadable` before it is
    opened (a pipe, a device, a folder, a link to nothing, a file too large)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise Unreadable(_("it is a link to {target}, which is not there", target=shown(os.readlink(path)))) from None
        raise
    refusal = _refusal(info.st_mode, info.st_size)
    if refusal:
        raise Unreadable(refusal)
    fd = os.open(path, _OPEN_FLAGS)
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)  # what was opened, should the file have been swapped since
        refusal = _refusal(info.st_mode, info.st_size)
        if refusal:
            raise Unreadable(refusal)
        yield handle


def describe(exc: BaseException) -> str:
    """Why a file could not be read, in words (not an exception's name)."""
    if isinstance(exc, Unreadable):
        return str(exc)
    if isinstance(exc, KeyError):
        return _("the field {field} is missing", field=repr(exc.args[0])) if exc.args else _("a field is missing")
    if isinstance(exc, RecursionError):
        return _("it is nested too deeply")
    if isinstance(exc, MemoryError):
        return _("it is too large to be read")
    if isinstance(exc, UnicodeError):
        return _("it is not UTF-8 text")
    if isinstance(exc, json.JSONDecodeError):
        return _("it is not valid JSON: {fault}", fault=json_fault(exc))
    if isinstance(exc, IsADirectoryError):
        return _("a folder stands where the file should be")
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return _("a file stands where a folder should be")
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc)).lower()  # the system's own words
    if isinstance(exc, (TypeError, IndexError, AttributeError)):
        return _("a field holds the wrong kind of value")
    text = str(exc).strip().rstrip(".") or type(exc).__name__
    if text[:1].isupper() and text[1:2].islower():  # a sentence, set inside another one
        text = text[0].lower() + text[1:]
    return text


#: What the JSON parser's messages mean, said where it found the fault (``{where}``): messages.
_JSON_FAULTS = {
    "Expecting value": N_("a value is missing at {where}"),
    "Unterminated string starting at": N_("the text in quotes that starts at {where} is never closed"),
    "Expecting ':' delimiter": N_("a colon is missing at {where}"),
    "Expecting ',' delimiter": N_("a comma or a closing bracket is missing at {where}"),
    "Expecting property name enclosed in double quotes": N_("a name in double quotes is missing at {where}"),
    "Invalid \\escape": N_("the backslash at {where} starts no escape JSON knows"),
    "Invalid \\uXXXX escape": N_("the \\u at {where} is not followed by four hexadecimal digits"),
    "Invalid control character at": N_("a text in quotes holds a control character at {where}"),
    "Extra data": N_("more follows the end of the data at {where}"),
}


def json_fault(exc: json.JSONDecodeError) -> str:
    """What the JSON parser found wrong, in words: "a comma or a closing bracket is
    missing at line 3, column 7" ("the file is empty" for no text at all)."""
    if not exc.doc.strip():
        return _("the file is empty")
    where = _("line {line}, column {column}", line=exc.lineno, column=exc.colno)
    words = _JSON_FAULTS.get(exc.msg)
    if words is None:  # a message this table does not know (another Python's): its words, set inside ours
        said = exc.msg.strip().removesuffix(" at").rstrip(":")
        fault = said[:1].lower() + said[1:]
        return _("{fault} at {where}", fault=fault, where=where)
    return _(words, where=where)


def read(path: Path, parse: Callable[[str], T]) -> T | None:
    """``parse`` of the file's text, or None when there is no such file.

    Any failure to read or parse it -- a RecursionError or a value ``parse`` refuses
    included -- means a damaged file: it is moved aside (``NAME.bad``) so that it is
    never read or overwritten again, and :class:`DamagedFile` is raised.
    """
    try:
        text = read_text(path)
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


def remove(path: Path, refusal: str) -> str | None:
    """Remove the file at ``path``; a file already gone is fine. Never raises: what went
    wrong is logged and returned as ``refusal``, a message that names the file and says
    the ``{reason}`` ("The finished game's save could not be removed ({reason}).")."""
    try:
        Path(path).unlink()
    except (FileNotFoundError, NotADirectoryError):  # nothing there (nothing can be, under a file)
        return None
    except OSError as exc:
        log.warning("could not remove %s: %s", path, exc)
        return _(refusal, reason=describe(exc))
    return None


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
