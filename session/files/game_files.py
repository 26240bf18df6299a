"""Games kept as files beside the one in progress: the records of finished games (the
last :data:`PAST_GAMES_KEPT`, for Past games on the menu and ``--replay FILE``) and
the games saved under a name with "Save as..." (Saved games on the menu).

Each file is a save as :mod:`session.files.saves` writes it (format 2: the seats, the seed,
the engine state and the record of every move) with the moment it was written and,
for a named save, its name. Reading one replays its record, so a file whose moves the
rules refuse is damaged: in the app's folders it is kept aside (``NAME.bad``) with its
reason and listed as damaged, never read or overwritten again.
"""
from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.core import SaveFormatError
from session.files import paths, saves, storage
from session import registry

log = logging.getLogger(__name__)

PAST_GAMES_KEPT = 50
NAME_LENGTH = 40


@dataclass
class GameFile:
    """A game read from a file: its save, when it was written and its name (if any)."""

    path: Path
    game: registry.GameInfo
    saved: saves.SavedGame
    when: float
    name: str = ""

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.saved.setup.seats]

    def winners(self) -> str:
        state = self.saved.state
        if not state.is_over:
            return ""
        names = [self.names[seat] for seat in state.winners()]
        return " and ".join(names) + f" ({max(state.scores())})"

    def progress(self) -> str:
        state = self.saved.state
        if state.is_over:
            return "finished"
        return self.game.progress(state)


@dataclass
class DamagedFile:
    """A file that could not be read: where it was kept and why."""

    path: Path
    reason: str
    where: str


def text_of(game_id: str, setup, seed: int, record, name: str = "") -> str:
    """The file's text: the save of ``record`` with the moment and the name."""
    data = json.loads(saves.save_text(game_id, setup, seed, record.state, record.to_data()))
    data["when"] = time.time()
    if name:
        data["name"] = name
    return json.dumps(data) + "\n"


def parse(text: str, path: Path) -> GameFile:
    """The game in a file's text; ValueError or SaveFormatError saying why it cannot be used."""
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("it is not a saved game")
    game_id = data.get("game")
    game = registry.find(game_id)
    if game is None or not game.keeps_records:
        raise ValueError(f"it is not a game this version can show ({game_id!r})")
    if data.get("format") != saves.FORMAT:
        raise ValueError("it holds no record of the moves (an older save)")
    when, name = data.get("when", 0), data.get("name", "")
    if not isinstance(when, (int, float)) or isinstance(when, bool) or not isinstance(name, str):
        raise ValueError("its date or its name holds the wrong kind of value")
    return GameFile(path, game, saves.parse_game(game_id, data), float(when), name[:NAME_LENGTH])


def read_file(path: Path) -> GameFile:
    """A file given by the player (``--replay FILE``): read, never moved. Raises
    SaveFormatError with the reason."""
    try:
        return parse(Path(path).read_text(encoding="utf-8"), Path(path))
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, one clear sentence
        raise SaveFormatError(f"{path} cannot be opened as a game: {storage.describe(exc)}.") from exc


def read_folder(folder: Path) -> list[GameFile | DamagedFile]:
    """Every game file in ``folder``, the newest first; the damaged ones kept aside."""
    try:
        files = sorted(folder.glob("*.json"))
    except OSError:
        return []
    found: list[GameFile | DamagedFile] = []
    for path in files:
        try:
            game_file = storage.read(path, lambda text, path=path: parse(text, path))
        except storage.DamagedFile as exc:
            found.append(DamagedFile(exc.kept or path, exc.reason, exc.where))
            continue
        if game_file is not None:
            found.append(game_file)
    return sorted(found, key=lambda f: (isinstance(f, DamagedFile), -f.when if isinstance(f, GameFile) else 0))


def damaged_in(folder: Path) -> list[DamagedFile]:
    """The files kept aside in ``folder`` earlier (listed as damaged, with no reason kept)."""
    try:
        return [DamagedFile(path, "found damaged when it was last read", f"It was kept as {path.name} in {folder}.")
                for path in sorted(folder.glob("*.json.bad*"))]
    except OSError:
        return []


def _free_path(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    number = 2
    while path.exists() or path.with_name(path.name + ".bad").exists():
        path = folder / f"{stem}-{number}.json"
        number += 1
    return path


# -- finished games ---------------------------------------------------------------------

def keep_finished(game_id: str, setup, seed: int, record) -> Path:
    """Keep a finished game's record, and only the newest :data:`PAST_GAMES_KEPT`."""
    folder = paths.past_games_dir()
    path = _free_path(folder, time.strftime("%Y%m%d-%H%M%S") + f"-{game_id}")
    paths.atomic_write_text(path, text_of(game_id, setup, seed, record))
    kept = sorted(folder.glob("*.json"))
    for old in kept[:-PAST_GAMES_KEPT]:
        try:
            old.unlink()
        except OSError as exc:
            log.warning("could not remove an old finished game %s: %s", old, exc)
    return path


def finish_game(game_id: str, setup, seed: int, record) -> str | None:
    """The end of a game, on the autosaver's thread: its record kept, its save removed.
    What went wrong, if anything, as a sentence (never raises)."""
    problem = None
    try:
        keep_finished(game_id, setup, seed, record)
    except OSError as exc:
        log.warning("could not keep the finished game: %s", exc)
        problem = f"The finished game could not be kept for Past games ({storage.describe(exc)})."
    return saves.discard(game_id) or problem


def listing(folder: Path) -> list[GameFile | DamagedFile]:
    """The games in ``folder``, the newest first, then the damaged files."""
    found = read_folder(folder)
    known = {f.path for f in found if isinstance(f, DamagedFile)}
    return found + [f for f in damaged_in(folder) if f.path not in known]


def past_games() -> list[GameFile | DamagedFile]:
    return listing(paths.past_games_dir())


# -- named saves ----------------------------------------------------------------------------

def name_refusal(name: str) -> str | None:
    """Why ``name`` cannot name a save, or None."""
    if not name.strip():
        return "Give the save a name."
    if not re.search(r"[A-Za-z0-9]", name):
        return "A save's name needs a letter or a digit."
    return None


def save_named(name: str, game_id: str, setup, seed: int, record) -> Path:
    """Save the game under ``name`` (a new file; an existing save is never overwritten)."""
    why = name_refusal(name)
    if why:
        raise ValueError(why)
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-")[:NAME_LENGTH] or "game"
    path = _free_path(paths.named_saves_dir(), stem)
    paths.atomic_write_text(path, text_of(game_id, setup, seed, record, name.strip()[:NAME_LENGTH]))
    return path


def saved_games() -> list[GameFile | DamagedFile]:
    return listing(paths.named_saves_dir())


def delete(path: Path) -> str | None:
    """Remove a saved game's file; what went wrong as a sentence, or None."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"The file could not be removed ({storage.describe(exc)})."
    return None
