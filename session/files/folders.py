"""The player's folders this session cannot read or write, found once at start, so the
menu can say in one line what cannot be kept or read and where, each folder named in
the player's words (the game in progress, past games, saved games, settings and
setups, the log)."""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from game.words import N_, _, pgettext
from session.files import paths, storage

SETTINGS = N_("settings and setups")

#: (the folder in the player's words, a message; where it is; whether the app reads what is in it)
FOLDERS = ((N_("the game in progress"), paths.saves_dir, True), (N_("past games"), paths.past_games_dir, True),
           (N_("saved games"), paths.named_saves_dir, True), (SETTINGS, paths.config_dir, True),
           (N_("the log"), paths.log_dir, False))


@dataclass(frozen=True)
class FolderProblem:
    """A user folder this session cannot write in, or cannot read, and why."""

    what: str
    """The folder in the player's words, a message (:data:`FOLDERS`)."""
    folder: Path
    why: str
    readable: bool
    writable: bool

    def words(self) -> str:
        """E.g. ``past games cannot be read or kept (/x/past games: permission denied)``."""
        values = {"what": _(self.what), "folder": storage.shown(self.folder), "reason": self.why}
        if not (self.readable or self.writable):
            return _("{what} cannot be read or kept ({folder}: {reason})", **values)
        if not self.readable:
            return _("{what} cannot be read ({folder}: {reason})", **values)
        return _("{what} cannot be kept ({folder}: {reason})", **values)


def check() -> list[FolderProblem]:
    """Try to make, write in and list each user folder; what fails, in the order of
    :data:`FOLDERS`."""
    problems = []
    for what, folder_of, read in FOLDERS:
        folder = folder_of()
        why = None
        writable = readable = True
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=folder):
                pass
        except OSError as exc:
            writable, why = False, storage.describe(exc)
        if read:
            try:
                os.listdir(folder)
            except OSError as exc:
                readable, why = False, why or storage.describe(exc)
        if why is not None:
            problems.append(FolderProblem(what, folder, why, readable, writable))
    return problems


def problems_line(problems: list[FolderProblem]) -> str:
    """One line for the menu, e.g. ``This session: settings and setups cannot be kept
    (/x/config: permission denied).``; empty when every folder works."""
    if not problems:
        return ""
    said = problems[0].words()
    for problem in problems[1:]:
        said = pgettext("the folders this session cannot use, one after the other", "{start}; {next}", start=said,
                        next=problem.words())
    return _("This session: {problems}.", problems=said)


def settings_kept(problems: list[FolderProblem]) -> bool:
    return not any(p.what == SETTINGS and not p.writable for p in problems)
