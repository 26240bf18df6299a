"""Past games: the records of the last :data:`PAST_GAMES_KEPT` finished games, and the
promise that a finished game is never lost.

A game that ends is kept here (:func:`finish_game`, on the autosaver's thread), and
only then is its save removed. When the folder cannot take it -- read-only, closed, a
file where the folder should be, a full disk -- the save stays, written once more with
the whole finished game: Continue shows its results and review, and the player is told
where it is. Each start (:func:`tidy`) and each Continue of it try Past games again,
and remove the save once it is there (a game Past games holds already, because its save
could not be removed, is not kept twice). A new game's first save never replaces such a
save: it moves to a name of its own beside it first (:func:`make_room_for`), where the
next start finds it.

The list is ordered by the time each record says its game ended, the newest first --
not by the files' times, which a copy or a restore changes. A time still to come (a
clock that ran ahead, set right since) is not believed: the file's time stands for it,
or, when that is to come too, the record goes last, so that such records are the first
pruned and never push out a game played since. Past games is pruned to
:data:`PAST_GAMES_KEPT` after each game and at start, and shows no more than that
whatever else was copied into its folder.
"""
from __future__ import annotations

import json
import logging
import math
import os
import re
import time
from pathlib import Path

from game.words import N_, _
from session import registry
from session.files import game_files, game_folders, paths, saves, storage
from session.files.game_folders import Listed, Listing
from session.files.summary import Summary

log = logging.getLogger(__name__)

PAST_GAMES_KEPT = 50
#: Seconds a record's time may be ahead of this machine's clock and still be believed: a
#: clock put right by a few minutes does not send the game played last to the end.
CLOCK_SLACK_S = 3600.0
#: The stem of the file a finished game that waits for Past games moves to (``kerala-finished.json``).
WAITING = "{game_id}-finished"


# -- the list -----------------------------------------------------------------------------

def listing() -> Listing:
    """What Past games shows: the newest :data:`PAST_GAMES_KEPT` records by the time in
    each, then the damaged files kept aside."""
    found = game_folders.list_folder(paths.past_games_dir())
    games = [f for f in found.files if not f.kept_aside]
    aside = [f for f in found.files if f.kept_aside]
    return Listing(tuple(newest_first(games)[:PAST_GAMES_KEPT] + aside), found.problem)


class _RecordTimes:
    """The time each listed file's record says, read once and again only when the file's
    own time changes; only the files of the last listing are remembered."""

    def __init__(self):
        self._kept: dict[Listed, float | None] = {}

    def of(self, files: list[Listed]) -> dict[Listed, float | None]:
        kept = self._kept
        self._kept = {listed: kept[listed] if listed in kept else game_files.recorded_when(listed.path)
                      for listed in files}  # a Listed holds the file's time: a file written since is read again
        return self._kept


_record_times = _RecordTimes()


def newest_first(files: list[Listed]) -> list[Listed]:
    """``files`` by the time each game ended (:func:`ended_at`), the newest first; files
    of the same time stay in the order given."""
    now = time.time()
    recorded = _record_times.of(files)
    return sorted(files, key=lambda listed: ended_at(recorded[listed], listed.mtime, now), reverse=True)


def ended_at(recorded: float | None, file_time: float, now: float) -> float:
    """When a game ended, as Past games orders it: the time its record says
    (``recorded``), or its file's time when the record says none or a time to come, or
    minus infinity (the end of the list) when both are to come."""
    for when in (recorded, file_time):
        if when is not None and when <= now + CLOCK_SLACK_S:
            return when
    return -math.inf


def prune(written: Path | None = None) -> None:
    """Remove all but the newest :data:`PAST_GAMES_KEPT` past games (:func:`newest_first`);
    ``written``, the game just kept, always stays. A folder of no more than that is not read."""
    found = game_folders.list_folder(paths.past_games_dir())
    others = [f for f in found.files if not f.kept_aside and (written is None or f.name != written.name)]
    room = PAST_GAMES_KEPT - (written is not None)
    if len(others) <= room:
        return
    failed = []
    for old in newest_first(others)[room:]:
        try:
            old.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            failed.append(exc)
    if failed:  # a folder that cannot be written fails for each file: said once
        log.warning("%d old past games could not be removed (%s)", len(failed), failed[0])


# -- the end of a game ----------------------------------------------------------------------

def keep_finished(game_id: str, setup, seed: int, record, when: float | None = None,
                  analysis: dict | None = None) -> Path:
    """Keep a finished game's record (ended ``when``, or now) with the review's
    ``analysis`` so far, and only the newest :data:`PAST_GAMES_KEPT`. OSError when it
    cannot be written."""
    when = time.time() if when is None else when
    stem = time.strftime("%Y%m%d-%H%M%S", time.localtime(when)) + f"-{game_id}"
    path = game_folders.free_path(paths.past_games_dir(), stem)
    paths.atomic_write_text(path, game_files.text_of(game_id, setup, seed, record, when=when, analysis=analysis))
    prune(path)
    return path


def finish_game(game_id: str, setup, seed: int, record, analysis: dict | None = None) -> str | None:
    """The end of a game, on the autosaver's thread: its record (and the review's
    ``analysis`` so far) kept in Past games, then its save removed. When Past games cannot
    take it, the save is written with the whole finished game and stays. What went wrong,
    if anything, as a sentence (never raises)."""
    try:
        keep_finished(game_id, setup, seed, record, analysis=analysis)
    except OSError as exc:
        log.warning("past games could not take the finished game: %s", exc)
        return _kept_as_save(game_id, setup, seed, record, storage.describe(exc), analysis)
    return saves.discard(game_id)


def _kept_as_save(game_id: str, setup, seed: int, record, why: str, analysis: dict | None) -> str:
    path = saves.save_file(game_id)
    try:
        saves.save(game_id, setup, seed, record.state, record.to_data(), analysis)
    except OSError as exc:
        log.warning("nor could the finished game be saved: %s", exc)
        also = storage.describe(exc)
        refused = (_("Neither Past games nor its save could take this game ({reason}).", reason=why) if also == why
                   else _("Past games could not take this game ({reason}), nor could its save ({also}).", reason=why,
                          also=also))
        if saves.exists(game_id):
            return _("{refused} Its last save, from before the end, stays in {folder}: Continue takes the game up "
                     "there.", refused=refused, folder=storage.shown(path))
        return _("{refused} Only the results shown now are left of it.", refused=refused)
    return waits_in(game_id, path, why)


def waits_in(game_id: str, path: Path, why: str) -> str:
    """The sentence for a finished game Past games could not take (``why``), kept at
    ``path``: the game's save, which Continue shows, or a file moved aside for a new game."""
    where = storage.shown(path)
    if path == saves.save_file(game_id):
        return _("Past games could not take this game ({reason}). It is kept in {folder}: Continue shows its "
                 "results and its review, and each start of Tessera tries Past games again.", reason=why, folder=where)
    return _("Past games could not take a finished game ({reason}). It is kept in {folder}, and each start of "
             "Tessera tries Past games again.", reason=why, folder=where)


# -- finished games that wait for Past games ----------------------------------------------

def finished_in(path: Path) -> tuple[str, saves.SavedGame] | None:
    """(game id, the game) of a save in the saves folder that holds a finished game; None
    for anything else (a game still going on, a damaged save: Continue says so)."""
    try:
        data = json.loads(storage.read_text(path))
        if not isinstance(data, dict):
            return None
        try:
            if not Summary.from_data(data.get("summary")).over:
                return None  # a game going on: its record is not replayed to learn so
        except ValueError:
            pass  # a save written before summaries were kept
        game_id = data.get("game")
        if registry.find(game_id) is None:
            return None
        saved = saves.parse_game(game_id, data)
    except Exception:  # noqa: BLE001 - any damage: not a finished game this can keep
        return None
    return (game_id, saved) if saved.state.is_over else None


def _keep_saved(path: Path, game_id: str, saved: saves.SavedGame) -> str | None:
    """Keep the finished game saved at ``path`` in Past games (unless it is there already:
    a save that could not be removed last time), dated when it was saved (or now, should
    that be to come), and remove the save. None when it is in Past games (a save that
    cannot be removed is logged), else why Past games cannot take it."""
    if not _in_past_games(game_id, saved):
        try:
            keep_finished(game_id, saved.setup, saved.seed, saved.record,
                          when=min(os.stat(path).st_mtime, time.time()), analysis=saved.analysis.to_data())
        except OSError as exc:
            log.info("past games still cannot take the finished game in %s: %s", path, exc)
            return storage.describe(exc)
        log.info("the finished game in %s is now in past games", path)
    storage.remove(path, N_("The finished game's save could not be removed ({reason})."))
    return None


def _in_past_games(game_id: str, saved: saves.SavedGame) -> bool:
    """Whether Past games holds this game already (the same seats, seed and moves)."""
    return _past_game(game_id, saved) is not None


def _past_game(game_id: str, saved: saves.SavedGame) -> tuple[Path, dict] | None:
    """(its file, its data) of the game Past games holds that is ``saved`` (the same
    seats, seed and moves), or None."""
    record, setup = saved.record.to_data(), saved.setup.to_dict()
    for listed in listing().files:
        try:
            data = json.loads(storage.read_text(listed.path))
        except Exception:  # noqa: BLE001 - a file that cannot be read holds no game to compare
            continue
        if (isinstance(data, dict) and data.get("game") == game_id and data.get("seed") == saved.seed
                and data.get("setup") == setup and data.get("record") == record):
            return listed.path, data
    return None


def keep_analysis(game_id: str, saved: saves.SavedGame) -> bool:
    """Keep the review's analysis of ``saved`` in its file in Past games (its date kept),
    so its review opens at once the next time; whether the file now holds it (False when
    Past games does not hold this game, or its file could not be written)."""
    found = _past_game(game_id, saved)
    if found is None:
        return False
    path, data = found
    analysis = saved.analysis.to_data()
    if data.get("analysis") == analysis:
        return True
    data["analysis"] = analysis
    data["when"] = data.pop("when", None)  # the moment and the name stay last, where a list reads them
    if "name" in data:
        data["name"] = data.pop("name")
    try:
        game_files.rewrite_keeping_its_date(path, json.dumps(data) + "\n")
    except OSError:
        return False
    return True


def keep_finished_save(path: Path) -> str | None:
    """Put the finished game saved at ``path`` in Past games, then remove the save. None
    when that is done, or when ``path`` holds no finished game (it is left as it is);
    else what went wrong as a sentence, the save left where it is."""
    finished = finished_in(path)
    if finished is None:
        return None
    why = _keep_saved(path, *finished)
    return None if why is None else waits_in(finished[0], path, why)


def waiting_saves() -> list[Path]:
    """The files of the saves folder that may hold a finished game waiting for Past games:
    each game's save (``kerala.json``) and those moved aside for a new game
    (``kerala-finished.json``, ``kerala-finished-2.json``...)."""
    ids = "|".join(re.escape(game.id) for game in registry.all_games())
    names = re.compile(rf"({ids})(-finished(-\d+)?)?\.json")
    folder = paths.saves_dir()
    try:
        return sorted(folder / name for name in os.listdir(folder) if names.fullmatch(name))
    except OSError:
        return []


def make_room_for(game_id: str) -> str | None:
    """Before a table's first save replaces ``game_id``'s save: a finished game that
    waits there for Past games goes to Past games now or, when the folder still cannot
    take it, moves to a name of its own beside it (:data:`WAITING`), where the next start
    finds it. What to tell the player, as a sentence, or None."""
    path = saves.save_file(game_id)
    finished = finished_in(path)
    if finished is None:
        return None
    why = _keep_saved(path, *finished)
    if why is None:
        return None
    waiting = game_folders.free_path(paths.saves_dir(), WAITING.format(game_id=game_id))
    try:
        os.replace(path, waiting)
    except OSError as exc:
        log.warning("could not move the finished game in %s aside: %s", path, exc)
        return _("The finished game in {file} could not be moved aside ({reason}): this game's save replaces it.",
                 file=storage.shown(path), reason=storage.describe(exc))
    return waits_in(game_id, waiting, why)


def tidy() -> None:
    """At start: every finished game a session could not keep goes to Past games now (its
    save then removed), and Past games is pruned to what it keeps. Never raises."""
    for path in waiting_saves():
        keep_finished_save(path)
    prune()
