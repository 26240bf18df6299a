"""The game in progress, saved after every move so that nothing is lost: a crash, a
closed window or a trip to the menu can always be followed by Continue.

One save per game in the per-user saves folder, written atomically. A save that
cannot be read is kept aside (``NAME.json.bad``), reported, and never overwritten.

Format 2 holds the game's record (:class:`game.record.GameRecord`: how it started
and every move since) beside the engine state it reaches; loading replays the record
and refuses a save whose moves do not lead to its state. Format 1 (the engine state
alone, written before records were kept) still loads: its record starts there. Every
save keeps a :class:`Summary` (the players, the round, the scores), so the menu
captions Continue without replaying the record. A save may keep the review's analysis of
the people's turns so far (:class:`session.review.Analysis`, versioned on its own): one
without it, or with one of another version, loads all the same, and is weighed again.
"""
from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.core import SaveFormatError
from game.record import GameRecord
from game.words import N_, _
from session import registry
from session import seats as model
from session.review import Analysis
from session.files import paths, storage
from session.files.summary import Summary

FORMAT = 2
#: The formats this version reads: 1, the engine state alone; 2, the state and the record.
FORMATS = (1, 2)


@dataclass
class SavedGame:
    setup: model.GameSetup
    seed: int
    record: GameRecord
    analysis: Analysis = field(default_factory=Analysis)
    """The review's weighing of the people's turns, as far as it went (:mod:`session.review`)."""

    @property
    def state(self):
        return self.record.state


def save_file(game_id: str) -> Path:
    return paths.saves_dir() / f"{game_id}.json"


def exists(game_id: str) -> bool:
    try:
        return save_file(game_id).is_file()
    except OSError:  # a folder that cannot be looked into holds no save we can use
        return False


def save(game_id: str, setup: model.GameSetup, seed: int, state, record: dict | None = None,
         analysis: dict | None = None) -> None:
    """Write the game: ``state`` and ``record`` (:meth:`GameRecord.to_data`, taken with
    the state), and the review's ``analysis`` so far (:meth:`Analysis.to_data`). Without a
    record the save is format 1, as versions before records wrote."""
    paths.atomic_write_text(save_file(game_id), save_text(game_id, setup, seed, state, record, analysis))


def save_text(game_id: str, setup: model.GameSetup, seed: int, state, record: dict | None = None,
              analysis: dict | None = None) -> str:
    data = {"format": FORMAT if record is not None else 1, "game": game_id, "seed": seed,
            "summary": Summary.of(setup, state).to_data(), "setup": setup.to_dict(), "state": state.to_json()}
    if record is not None:
        data["record"] = record
        if analysis is not None and analysis.get("turns"):
            data["analysis"] = analysis
    return json.dumps(data) + "\n"


def discard(game_id: str) -> str | None:
    """Remove the save of a game that ended. Never raises: what went wrong, if anything,
    is logged and returned as a sentence (the game's result matters more)."""
    return storage.remove(save_file(game_id), N_("The finished game's save could not be removed ({reason})."))


def load(game_id: str) -> SavedGame:
    """The saved game; a damaged save raises SaveFormatError after being kept aside.

    A save loads only if the table can show it: the engine accepts its state, the
    seats fit the game (names the table can draw), and the seats and state agree.
    A finished game loads too; the caller shows its results.
    """
    try:
        saved = storage.read(save_file(game_id), lambda text: _parse(game_id, text))
    except storage.DamagedFile as exc:
        raise SaveFormatError(_("The saved game could not be read ({reason}). {where}", reason=exc.reason,
                                where=exc.where)) from exc
    if saved is None:
        raise SaveFormatError(_("There is no saved game to continue."))
    return saved


def set_aside(game_id: str, reason: str) -> str:
    """Keep a save the table could not show aside; the sentence to tell the player."""
    damaged = storage.set_aside(save_file(game_id), reason)
    return _("The saved game could not be shown ({reason}). {where}", reason=reason, where=damaged.where)


def latest() -> tuple[str, float] | None:
    """(game id, time of its last save) of the game saved most recently, or None."""
    found = []
    for game in registry.all_games():
        try:
            found.append((save_file(game.id).stat().st_mtime, game.id))
        except OSError:
            continue
    if not found:
        return None
    when, game_id = max(found)
    return game_id, when


class _Summaries:
    """The summary of each game's save, for the menu's Continue: read once, and again
    only when the file changes (its size, modification time or inode)."""

    def __init__(self):
        self._kept: dict[Path, tuple[tuple[int, int, int], Summary | None]] = {}

    def of(self, game_id: str) -> Summary | None:
        path = save_file(game_id)
        try:
            info = os.stat(path)
        except OSError:
            self._kept.pop(path, None)
            return None
        mark = (info.st_mtime_ns, info.st_size, info.st_ino)
        kept = self._kept.get(path)
        if kept is None or kept[0] != mark:
            kept = self._kept[path] = (mark, _read_summary(game_id, path))
        return kept[1]


_summaries = _Summaries()


def moves_beyond(path: Path, game_id: str) -> int | None:
    """How many moves the game in progress of ``game_id`` has played beyond the game kept
    at ``path``: 0 when it is that game at that point (loading it changes nothing), None
    when it is another game, or either file cannot be read as a record."""
    def record_of(file: Path):
        data = json.loads(storage.read_text(file))
        record = data["record"]
        return (data["game"], data["seed"], data["setup"], record["start"]), record["moves"]
    try:
        (kept, kept_moves), (now, now_moves) = record_of(path), record_of(save_file(game_id))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if kept != now or now_moves[:len(kept_moves)] != kept_moves:
        return None
    return len(now_moves) - len(kept_moves)


def summary(game_id: str) -> Summary | None:
    """The summary of the game's save, or None if there is none or it cannot be read
    (the save is left where it is: :func:`load`, when the player asks to continue,
    reports it and keeps it aside)."""
    return _summaries.of(game_id)


def _read_summary(game_id: str, path: Path) -> Summary | None:
    try:
        data = json.loads(storage.read_text(path))
        if isinstance(data, dict) and "summary" in data:
            with contextlib.suppress(ValueError):
                return Summary.from_data(data["summary"])
        saved = parse_game(game_id, data)  # a save written before summaries were kept: replayed once
        return Summary.of(saved.setup, saved.state)
    except Exception:  # noqa: BLE001 - any damage at all (deep nesting included) reads as "cannot be read"
        return None


def _parse(game_id: str, text: str) -> SavedGame:
    return parse_game(game_id, json.loads(text))


def parse_game(game_id: str, data) -> SavedGame:
    """The game a save's data holds (any format this version reads); ValueError or
    SaveFormatError with the reason when it cannot be used."""
    game = registry.get(game_id)
    if not isinstance(data, dict) or data.get("format") not in FORMATS or data.get("game") != game_id:
        raise ValueError(_("it is not a save of this game in a format this version reads"))
    for key in ("seed", "setup", "state") + (("record",) if data["format"] == 2 else ()):
        if key not in data:
            raise ValueError(_(_FIELD_WORDS[key]))
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not -2 ** 63 <= seed < 2 ** 63:
        raise ValueError(_("its seed is not a whole number of a usable size"))
    try:
        setup = model.setup_from_dict(data["setup"], game)
    except ValueError as exc:
        raise ValueError(_("its seats do not fit the game: {reason}", reason=exc)) from exc
    try:
        state = game.state_class().from_json(data["state"])
    except SaveFormatError as exc:
        if isinstance(exc.__cause__, json.JSONDecodeError):  # the engine's parser, in the parser's words
            raise ValueError(_("its game position is not valid JSON: {fault}",
                               fault=storage.json_fault(exc.__cause__))) from exc
        raise
    if state.players != setup.players:
        raise ValueError(_("the seats and the game disagree"))
    humans = setup.humans
    if data["format"] == 1:
        return SavedGame(setup, seed, GameRecord.from_state(state, humans))
    record = GameRecord.from_data(game.state_class(), data["record"])
    if record.humans != humans:
        raise ValueError(_("its record and its seats disagree on who is a computer player"))
    if record.state.to_json() != state.to_json():
        raise ValueError(_("its moves do not lead to its game position"))
    return SavedGame(setup, seed, record, Analysis.from_data(data.get("analysis")))


#: Why a save missing each field cannot be read (messages).
_FIELD_WORDS = {"seed": N_("the seed that shuffled it is missing"),
                "setup": N_("its seats (names, colours, players) are missing"),
                "state": N_("its game position is missing"), "record": N_("its record of the moves is missing")}
