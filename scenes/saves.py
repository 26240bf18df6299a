"""The game in progress, saved after every move so that nothing is lost: a crash, a
closed window or a trip to the menu can always be followed by Continue.

One save per game in the per-user saves folder, written atomically. A save that
cannot be read is kept aside (``NAME.json.bad``), reported, and never overwritten.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from game.core import SaveFormatError
from scenes import paths, registry
from scenes import setup_model as model

log = logging.getLogger(__name__)
FORMAT = 1


@dataclass
class SavedGame:
    setup: model.GameSetup
    seed: int
    state: object


def save_file(game_id: str):
    return paths.saves_dir() / f"{game_id}.json"


def exists(game_id: str) -> bool:
    return save_file(game_id).is_file()


def save(game_id: str, setup: model.GameSetup, seed: int, state) -> None:
    data = {"format": FORMAT, "game": game_id, "seed": seed, "setup": setup.to_dict(), "state": state.to_json()}
    paths.atomic_write_text(save_file(game_id), json.dumps(data) + "\n")


def discard(game_id: str) -> None:
    try:
        save_file(game_id).unlink()
    except FileNotFoundError:
        pass


def load(game_id: str) -> SavedGame:
    """The saved game; a damaged save raises SaveFormatError after being kept aside."""
    path = save_file(game_id)
    try:
        return _parse(game_id, path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, SaveFormatError) as exc:
        try:
            aside = paths.keep_aside(path)
            where = f"It was kept as {aside.name} in {aside.parent}."
        except OSError:
            where = "It could not be moved aside."
        log.warning("unreadable save %s: %s", path, exc)
        raise SaveFormatError(f"The saved game could not be read ({exc}). {where}") from exc


def latest() -> tuple[str, float] | None:
    """(game id, time of its last save) of the game saved most recently, or None."""
    found = []
    for game in registry.playable_games():
        try:
            found.append((save_file(game.id).stat().st_mtime, game.id))
        except OSError:
            continue
    if not found:
        return None
    when, game_id = max(found)
    return game_id, when


def peek(game_id: str) -> SavedGame | None:
    """The saved game, or None if it cannot be read (left where it is: :func:`load`,
    when the player asks to continue, reports it and keeps it aside)."""
    try:
        return _parse(game_id, save_file(game_id).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, SaveFormatError):
        return None


def _parse(game_id: str, text: str) -> SavedGame:
    game = registry.get(game_id)
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != game_id:
            raise ValueError("it is not a save of this game in a format this version reads")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("its seed is not a whole number")
        raw = data["setup"]
        seats = tuple(model.SeatSetup(str(n)[: model.MAX_NAME], str(c), str(k), str(l))
                      for n, c, k, l in raw["seats"])
        setup = model.validate(model.GameSetup(game_id, seats), game)
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveFormatError(str(exc)) from exc
    state = game.state_class().from_json(data.get("state"))
    if state.players != setup.players:
        raise SaveFormatError("the seats and the game disagree")
    return SavedGame(setup, seed, state)
