"""Past games: the records of the last :data:`PAST_GAMES_KEPT` finished games.

The list is ordered by the time each record says its game ended, the newest first --
not by the files' times, which a copy or a restore changes. A time still to come (a
clock that ran ahead, set right since) is not believed: the file's time stands for it,
or, when that is to come too, the record goes last, so that such records are the first
pruned and never push out a game played since. Past games is pruned to
:data:`PAST_GAMES_KEPT` after each game and at start, and shows no more than that
whatever else was copied into its folder.
"""
from __future__ import annotations

import logging
import math
import time
from pathlib import Path

from session.files import game_files, game_folders, paths, saves, storage
from session.files.game_folders import Listed, Listing

log = logging.getLogger(__name__)

PAST_GAMES_KEPT = 50
#: Seconds a record's time may be ahead of this machine's clock and still be believed: a
#: clock put right by a few minutes does not send the game played last to the end.
CLOCK_SLACK_S = 3600.0


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

def keep_finished(game_id: str, setup, seed: int, record, when: float | None = None) -> Path:
    """Keep a finished game's record (ended ``when``, or now), and only the newest
    :data:`PAST_GAMES_KEPT`. OSError when it cannot be written."""
    when = time.time() if when is None else when
    stem = time.strftime("%Y%m%d-%H%M%S", time.localtime(when)) + f"-{game_id}"
    path = game_folders.free_path(paths.past_games_dir(), stem)
    paths.atomic_write_text(path, game_files.text_of(game_id, setup, seed, record, when=when))
    prune(path)
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


def tidy() -> None:
    """At start: Past games is pruned to what it keeps. Never raises."""
    prune()
