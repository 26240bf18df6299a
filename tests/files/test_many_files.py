"""Lists of many files (issue 24, item 1): Past games and Saved games with ten thousand
files each open by reading only the rows they show, from the summary each file keeps;
the record is replayed only when a game is opened; the lists page and scroll. Past
games shows only the games it keeps, ordered by the time at the end of each file, and
is pruned to them at start (issue 49, item 3). A file
of this format written before summaries is replayed once and given its summary. And
the Continue caption is read once, then again only when the save changes.

How long a list takes to open is measured by ``benchmarks/file_lists.py``; these
tests count what is read, which does not depend on the machine."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.kerala import KeralaTable
from scenes.pages.game_list import GameListScene
from session.files import game_files, past_games, paths, saves, storage
from tests.events import click, key, wheel
from tests.test_user_files import play_to_the_end  # the end of a game is kept before it returns
from tests.files.helpers import (SETUP, computer_save, copies, finished_file, menu_button, named_file,
                                 open_from_menu, record_of, row_button, without_summary)

MANY = 10_000
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def counted(monkeypatch):
    """How many files are read (``reads``) and how many records replayed (``replays``)."""
    counts = {"reads": 0, "replays": 0}
    read_text, parse_game = storage.read_text, saves.parse_game

    def counting_read(path):
        counts["reads"] += 1
        return read_text(path)

    def counting_replay(game_id, data):
        counts["replays"] += 1
        return parse_game(game_id, data)
    monkeypatch.setattr(storage, "read_text", counting_read)
    monkeypatch.setattr(saves, "parse_game", counting_replay)
    return counts


def test_ten_thousand_past_games_show_the_fifty_kept_reading_only_the_ends_of_files(app, counted, monkeypatch):
    first = finished_file()
    copies(first, [f"2025{n:04d}-000000-kerala.json" for n in range(MANY - 1)])
    tails = []
    read_tail = storage.read_tail
    monkeypatch.setattr(storage, "read_tail", lambda path, size: tails.append(size) or read_tail(path, size))
    counted.update(reads=0, replays=0)
    listing = open_from_menu(app, "Past games")
    assert isinstance(listing, GameListScene) and listing.count == past_games.PAST_GAMES_KEPT  # what it keeps
    shown = listing.rows_shown
    assert len(tails) == MANY and set(tails) == {1024}  # the time at the end of each file, nothing more
    assert counted == {"reads": shown, "replays": 0}  # the summaries of the rows on show, nothing replayed
    title, second = listing.describe(listing.entries[0])
    assert title == "Kerala: The Way of the Elephant" and "Asha and Ravi" in second and "won by" in second
    app.manager.dispatch(key(pygame.K_PAGEDOWN))
    app.manager.draw(app.surface)
    assert listing.first == shown and counted["reads"] == 2 * shown
    app.manager.dispatch(key(pygame.K_END))
    app.manager.draw(app.surface)
    kept = past_games.PAST_GAMES_KEPT
    assert listing.first == kept - shown and [i for i, _ in listing.row_rects][-1] == kept - 1
    app.manager.dispatch(wheel(2))  # the wheel scrolls up two rows
    assert listing.first == kept - shown - 2
    click(app.manager, next(w for w in listing.widgets if w.text == "Previous page").rect.center)
    assert listing.first == max(0, kept - 2 * shown - 2)
    assert counted["replays"] == 0
    click(app.manager, row_button(listing, "Replay").rect.center)
    assert counted["replays"] == 1  # the record is replayed when the game is opened, and only then
    replay = app.manager.top
    assert isinstance(replay, KeralaTable) and replay.replaying
    app.manager.draw(app.surface)
    tails.clear()
    open_from_menu(app, "Past games")
    assert tails == []  # opened again: each file's time is remembered until the file changes


def test_the_start_prunes_past_games_to_what_the_list_shows(app):
    first = finished_file()
    copies(first, [f"2025{n:04d}-000000-kerala.json" for n in range(200)], link=False)
    for n, path in enumerate(sorted(paths.past_games_dir().glob("*.json"))):
        os.utime(path, (1e9 + n, 1e9 + n))  # files of the same record, each of its own time
    shown = {listed.name for listed in past_games.listing().files}
    past_games.tidy()
    assert {path.name for path in paths.past_games_dir().glob("*.json")} == shown
    assert len(shown) == past_games.PAST_GAMES_KEPT


def test_ten_thousand_named_saves_open_reading_only_the_rows_shown(app, counted):
    first = named_file("Evening game")
    copies(first, [f"Evening-game-{n + 2}.json" for n in range(MANY - 1)])
    counted.update(reads=0, replays=0)
    listing = open_from_menu(app, "Saved games")
    assert listing.count == MANY and counted == {"reads": listing.rows_shown, "replays": 0}
    name, second = listing.describe(listing.entries[0])
    assert name == "Evening game" and "round" in second and "Asha and Ravi" in second
    click(app.manager, next(w for w in listing.widgets if w.text == "Next page").rect.center)
    app.manager.draw(app.surface)
    assert listing.first == listing.rows_shown and counted["replays"] == 0
    click(app.manager, row_button(listing, "Load").rect.center)
    loaded = app.manager.top
    assert isinstance(loaded, KeralaTable) and counted["replays"] == 1
    assert loaded.state.to_json() == record_of(moves=8).state.to_json()


def test_a_file_without_a_summary_is_replayed_once_and_given_one(app, counted):
    path = finished_file()
    without_summary(path)
    mtime = path.stat().st_mtime_ns
    counted.update(reads=0, replays=0)
    listing = open_from_menu(app, "Past games")
    assert counted["replays"] == 1 and "won by" in listing.describe(listing.entries[0])[1]
    data = json.loads(path.read_text())
    assert data["summary"]["over"] is True and data["summary"]["names"] == ["Asha", "Ravi"]
    assert path.stat().st_mtime_ns == mtime  # the list keeps its order
    open_from_menu(app, "Past games")
    assert counted["replays"] == 1  # read from its summary from now on


def test_a_summary_that_lies_is_caught_when_the_game_is_opened(app):
    path = named_file("Tampered")
    data = json.loads(path.read_text())
    data["record"]["moves"][2] = ["Take", [7, 7, [7, 7], None]]
    path.write_text(json.dumps(data))
    listing = open_from_menu(app, "Saved games")
    assert listing.describe(listing.entries[0])[0] == "Tampered"  # the row reads its summary
    click(app.manager, row_button(listing, "Load").rect.center)
    message = app.manager.top
    assert message.title == "This game cannot be opened" and "not legal at that point" in message.text
    assert "It was kept as Tampered.json.bad" in message.text
    app.manager.pop()
    assert isinstance(listing.entries[0], game_files.DamagedFile)


def test_the_continue_caption_is_read_once_and_again_when_the_save_changes(app, counted):
    computer_save()
    counted.update(reads=0)
    menu_button(app, "Continue")  # the menu laid out and drawn
    for size in ((1280, 720), (1600, 900), (1280, 720)):  # and laid out again, as a window resized
        app.manager.resize(size)
        app.manager.draw(app.surface)
    assert counted["reads"] == 1
    record = record_of(moves=5, setup=SETUP)
    saves.save("kerala", SETUP, 3, record.state, record.to_data())  # the save changes (size, time)
    app.manager.resize((1280, 720))
    continue_button = next(w for w in app.manager.top.widgets if getattr(w, "text", "") == "Continue")
    assert counted["reads"] == 2 and continue_button.caption[0].endswith("round {} of {}".format(*record.state.progress()))


def test_a_save_without_a_summary_still_captions_continue(app):
    path = computer_save()
    without_summary(path)
    button = menu_button(app, "Continue")
    assert button.caption[0] == "Kerala with Computer 1, Computer 2 and Computer 3, round 1 of 30"  # 30 rounds


def test_past_games_are_pruned_by_when_they_were_written_never_the_game_just_finished(app):
    first = finished_file()
    copies(first, [f"2099{n:04d}-000000-kerala.json" for n in range(60)], link=False)  # names after today's
    first.unlink()
    table = play_to_the_end(app)
    kept = sorted(paths.past_games_dir().glob("*.json"))
    assert len(kept) == 50
    listing = open_from_menu(app, "Past games")
    newest = game_files.open_game(listing.listing.files[0].path)
    assert newest.saved.state.to_json() == table.state.to_json()  # the game just finished, listed first


def test_past_games_in_the_future_never_push_out_the_game_just_finished(app):
    first = finished_file()
    future = copies(first, [f"old-{n}.json" for n in range(55)], link=False)
    for path in future + [first]:
        path.touch()
        stat = path.stat()
        os.utime(path, (stat.st_atime + 10 ** 8, stat.st_mtime + 10 ** 8))  # a clock set back since
    table = play_to_the_end(app)
    kept = set(paths.past_games_dir().glob("*.json"))
    assert len(kept) == 50
    [new] = kept - set(future) - {first}  # 49 of the games from the future stay, and the game just finished
    assert game_files.open_game(new).saved.state.to_json() == table.state.to_json()


def test_smoke_opens_both_lists_with_ten_thousand_files_each(tmp_path, monkeypatch):
    monkeypatch.setenv("TESSERA_HOME", str(tmp_path / "home"))
    copies(finished_file(), [f"2025{n:04d}-000000-kerala.json" for n in range(MANY - 1)])
    copies(named_file(), [f"Evening-game-{n + 2}.json" for n in range(MANY - 1)])
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], capture_output=True, text=True,
                         env=env, timeout=120)  # it did not finish in 120 s
    assert out.returncode == 0, out.stderr
    assert "past games, saved games" in out.stdout
    assert len(list(paths.past_games_dir().glob("*.json"))) == past_games.PAST_GAMES_KEPT  # pruned at start
    assert len(list(paths.named_saves_dir().glob("*.json"))) == MANY  # saved games are the player's to remove
