"""The two folders of games kept as files, listed: past games (what they keep and in
what order: :mod:`session.files.past_games`) and saved games (the games saved under a
name, never removed but by the player).

A list is the folder's file names ordered by when each file was last written (its
modification time), the newest first, then the files kept aside as damaged
(``NAME.json.bad``); listing reads no file, so it costs the same with ten files or ten
thousand. A row is read when it is shown (:func:`glance`).
"""
from __future__ import annotations

import operator
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from game.words import N_, _
from session.files import file_names, paths, storage
from session.files.game_files import NAME_LENGTH, DamagedFile, Glance, glance_of, text_of

#: The names :func:`paths.keep_aside` gives a damaged file: ``NAME.json.bad``, ``NAME.json.bad-2``...
_KEPT_ASIDE = re.compile(r"\.json\.bad(-\d+)?$")


class Listed(NamedTuple):
    """A file of a list's folder, not read yet (a tuple: ten thousand are made at once)."""

    mtime: float
    name: str
    folder: Path
    kept_aside: bool
    """Kept aside as damaged when it was read before (listed as damaged, never read again)."""

    @property
    def path(self) -> Path:
        return self.folder / self.name


@dataclass(frozen=True)
class Listing:
    """What a list's folder holds, the newest first and then the damaged files; or why
    the folder cannot be read."""

    files: tuple[Listed, ...]
    problem: str | None = None


def list_folder(folder: Path) -> Listing:
    """The game files in ``folder`` (``*.json``, then those kept aside), without reading one."""
    folder = Path(folder)
    games, aside = [], []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                if name.endswith(".json"):
                    games.append(Listed(_mtime(entry), name, folder, False))
                elif _KEPT_ASIDE.search(name):
                    aside.append(Listed(0.0, name, folder, True))
    except FileNotFoundError:
        return Listing(())
    except OSError as exc:
        return Listing((), storage.describe(exc))
    by_name, by_time = operator.itemgetter(1), operator.itemgetter(0)
    games.sort(key=by_name)
    games.sort(key=by_time, reverse=True)  # the newest first; the sort is stable, so ties stay by name
    aside.sort(key=by_name)
    return Listing(tuple(games + aside))


def _mtime(entry: os.DirEntry) -> float:
    for follow in (True, False):  # a link to nothing has a time of its own
        try:
            return entry.stat(follow_symlinks=follow).st_mtime
        except OSError:
            continue
    return 0.0


def glance(listed: Listed) -> Glance | DamagedFile:
    """The row of a listed file, read from its summary. A file that cannot be read is
    kept aside (``NAME.bad``) with its reason, never read again."""
    path = listed.path
    if listed.kept_aside:
        return DamagedFile(path, _("found damaged when it was last read"), storage.kept_as(path))
    try:
        row = storage.read(path, lambda text: glance_of(text, path))
    except storage.DamagedFile as exc:
        return DamagedFile(exc.kept or path, exc.reason, exc.where, exc.kept is not None)
    if row is None:
        return DamagedFile(path, _("it is no longer there"), _("It was removed after the list was read."), False)
    return row


def free_path(folder: Path, stem: str) -> Path:
    """A path in ``folder`` for a new file of ``stem`` that names no file there, not even
    one kept aside as damaged: ``stem.json``, else ``stem-2.json``..."""
    number = 1
    path = folder / file_names.file_name(stem, number)
    while path.exists() or path.is_symlink() or path.with_name(path.name + ".bad").exists():
        number += 1
        path = folder / file_names.file_name(stem, number)
    return path


# -- named saves ----------------------------------------------------------------------------

def name_refusal(name: str) -> str | None:
    """Why ``name`` cannot name a save, or None."""
    if not name.strip():
        return _("Give the save a name.")
    if not any(ch.isalnum() for ch in name):
        return _("A save's name needs a letter or a digit.")
    if not name.isprintable():
        return _("A save's name cannot hold control characters.")
    return None


def saved_as(name: str) -> Path | None:
    """The saved game already called ``name`` (as the list shows it), if there is one.
    Only the files a save of that name is written to are read (``stem.json``,
    ``stem-2.json``...), so it costs the same however many games are saved."""
    shown = name.strip()[:NAME_LENGTH]
    files = re.compile(rf"{re.escape(file_names.stem_for(name))}(-\d+)?\.json", re.IGNORECASE)
    for listed in list_folder(paths.named_saves_dir()).files:
        if not listed.kept_aside and files.fullmatch(listed.name):
            row = glance(listed)
            if isinstance(row, Glance) and row.name == shown:
                return listed.path
    return None


def save_named(name: str, game_id: str, setup, seed: int, record, replacing: Path | None = None) -> Path:
    """Save the game under ``name``: in a new file, or over ``replacing`` (the save of
    that name the player chose to replace); no other save is ever overwritten."""
    why = name_refusal(name)
    if why:
        raise ValueError(why)
    path = replacing or free_path(paths.named_saves_dir(), file_names.stem_for(name))
    paths.atomic_write_text(path, text_of(game_id, setup, seed, record, name.strip()[:NAME_LENGTH]))
    return path


def delete(path: Path) -> str | None:
    """Remove a listed file (a saved game, or a damaged file kept aside); what went
    wrong as a sentence, or None."""
    return storage.remove(Path(path), N_("The file could not be removed ({reason})."))

