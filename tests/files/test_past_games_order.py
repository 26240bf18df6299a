"""Past games are ordered and pruned by the time in each record, not by the files'
times, which a copy changes; a record from the future (a clock that ran ahead, set
right since) is placed by its file's time, or last when that is from the future too,
and never pushes out a game played since (issue 49, item 2). The wall clock is held still
(``frozen_clock``): the times each test makes and the list's "now" are one moment's."""
from __future__ import annotations

import json
import os
from pathlib import Path

from session.files import game_files, past_games, paths, storage
from tests.files.helpers import SETUP, record_of
from tests.test_user_files import play_to_the_end

DAY = 86_400.0
AHEAD = 400 * DAY  # a clock that ran more than a year ahead


def past_game(name: str, ended: float, file_time: float | None = None) -> Path:
    """A past game whose record says it ended at ``ended``; its file written at ``file_time``
    (by default the same moment)."""
    path = paths.past_games_dir() / name
    path.write_text(game_files.text_of("kerala", SETUP, 3, record_of(), when=ended))
    os.utime(path, (file_time or ended, file_time or ended))
    return path


def listed() -> list[str]:
    return [entry.name for entry in past_games.listing().files]


def test_the_list_follows_the_time_in_each_record_not_the_files_times(tessera_home, frozen_clock):
    now = frozen_clock
    past_game("a.json", now - 3 * DAY, file_time=now - 10)  # copied a moment ago: its file is new
    past_game("b.json", now - 1 * DAY, file_time=now - 30)
    past_game("c.json", now - 2 * DAY, file_time=now - 20)
    assert listed() == ["b.json", "c.json", "a.json"]


def test_the_time_is_read_from_the_end_of_each_file_a_name_and_all(tessera_home, monkeypatch, frozen_clock):
    now = frozen_clock
    named = paths.past_games_dir() / "named.json"
    # 40 characters, some escaped in the file (a quote, a backslash; 6 or 12 bytes for the others)
    name = 'Evening "game" \\ \u0928\u093e\u092e \U0001f600' + "x" * 18
    named.write_text(game_files.text_of("kerala", SETUP, 3, record_of(), name=name, when=now - DAY))
    past_game("older.json", now - 2 * DAY, file_time=now)

    def whole_file_read(path):
        raise AssertionError(f"{path} read whole")
    monkeypatch.setattr(storage, "read_text", whole_file_read)
    assert listed() == ["named.json", "older.json"]


def test_a_file_whose_record_says_no_time_is_placed_by_its_file(tessera_home, frozen_clock):
    now = frozen_clock
    past_game("old.json", now - 3 * DAY)
    damaged = paths.past_games_dir() / "damaged.json"
    damaged.write_text("{\"when\": ")
    os.utime(damaged, (now - 2 * DAY, now - 2 * DAY))
    past_game("new.json", now - DAY)
    assert listed() == ["new.json", "damaged.json", "old.json"]


def test_a_record_from_the_future_is_placed_by_its_files_time_or_last(tessera_home, frozen_clock):
    now = frozen_clock
    past_game("future-copied.json", now + AHEAD, file_time=now - 2 * DAY)  # copied after the clock was set right
    past_game("future.json", now + AHEAD)  # its file from the future too
    past_game("yesterday.json", now - DAY)
    past_game("last-week.json", now - 7 * DAY)
    assert listed() == ["yesterday.json", "future-copied.json", "last-week.json", "future.json"]


def test_a_clock_a_few_minutes_ahead_is_believed(tessera_home, frozen_clock):
    now = frozen_clock
    past_game("a-minute-ahead.json", now + 60)
    past_game("yesterday.json", now - DAY)
    assert listed() == ["a-minute-ahead.json", "yesterday.json"]


def test_games_from_the_future_never_push_out_a_game_played_since(app, frozen_clock):
    now = frozen_clock
    real = [past_game(f"real-{n:02}.json", now - (n + 1) * DAY) for n in range(past_games.PAST_GAMES_KEPT - 1)]
    future = [past_game(f"future-{n:02}.json", now + AHEAD + n) for n in range(10)]
    table = play_to_the_end(app)  # each finished game prunes the list to the 50 it keeps
    kept = set(paths.past_games_dir().glob("*.json"))
    assert len(kept) == past_games.PAST_GAMES_KEPT and set(real) <= kept and not set(future) & kept
    [new] = kept - set(real)
    assert json.loads(new.read_text())["record"] == table.record.to_data()
    assert listed()[0] == new.name
    table = play_to_the_end(app)  # another game: the oldest real one goes, the one before stays
    kept_now = set(paths.past_games_dir().glob("*.json"))
    assert new in kept_now and real[-1] not in kept_now and set(real[:-1]) <= kept_now
