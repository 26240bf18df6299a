"""A kill loses at most the move in flight (issue 24, item 7): the table plays no move
while the last one is still being written, so the save on disk is never more than one
move behind what the table shows; the end of a game is on disk before its results show.
``benchmarks/kill_probe.py`` kills the real app a hundred times; a few kills run here."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

from scenes.kerala import KeralaTable
from session.files import autosave, past_games, paths, saves
from session.seats import COMPUTER
from tests.files.helpers import computer_save, open_from_menu
from tests.table_checks import wait_for_thinking
from tests.waiting import HANG_SECONDS, hang_guard

ROOT = Path(__file__).resolve().parents[2]


def step(app, table) -> None:
    """A frame, and the computer's thinking done before the next one (the autosave's
    write is not waited for: these tests make it slow)."""
    app.manager.update(0.05)
    wait_for_thinking(table)


def test_no_move_is_played_while_the_last_one_is_being_written(app, monkeypatch):
    monkeypatch.setattr(autosave, "STALLED_S", HANG_SECONDS)  # a slow disk, not a stalled one
    computer_save(players=3)
    app.settings.animation = "off"
    gate = threading.Event()
    written = []
    real_save = saves.save

    def slow_save(game_id, setup, seed, state, record=None, analysis=None):
        gate.wait(HANG_SECONDS)  # a disk that takes its time
        real_save(game_id, setup, seed, state, record, analysis)
        written.append(len(record["moves"]))
    monkeypatch.setattr(saves, "save", slow_save)
    table = open_from_menu(app, "Continue")  # taking the game up saves it once: that write waits
    assert isinstance(table, KeralaTable) and all(s.kind == COMPUTER for s in table.setup.seats)
    for _ in range(100):  # the computers would play many moves in this time
        step(app, table)
    assert len(table.record.entries) <= 1 and written == []  # one move may be in flight, no more
    gate.set()
    while len(table.record.entries) < 12:
        step(app, table)
        table.autosaver.flush()
    table.autosaver.flush()
    assert len(table.record.entries) >= 12
    on_disk = len(json.loads(saves.save_file("kerala").read_text())["record"]["moves"])
    assert on_disk == len(table.record.entries)


def test_a_stalled_disk_does_not_stall_the_game(app, monkeypatch):
    monkeypatch.setattr(autosave, "STALLED_S", 0.2)
    computer_save(players=3)
    app.settings.animation = "off"
    stalled = threading.Event()
    monkeypatch.setattr(saves, "save", lambda *args: stalled.wait(HANG_SECONDS) and None)  # a write that never ends
    table = open_from_menu(app, "Continue")
    playing = hang_guard("six moves of the computers past the stalled disk")
    while len(table.record.entries) < 6 and playing():  # they go on playing
        step(app, table)
    stalled.set()


def test_the_end_of_a_game_is_on_disk_before_its_results_show(app, monkeypatch):
    monkeypatch.setattr(autosave, "STALLED_S", HANG_SECONDS)  # a slow disk, not a stalled one
    computer_save(players=3)
    app.settings.animation = "off"
    real_keep = past_games.keep_finished
    kept = []

    def slow_keep(*args, **kwargs):
        time.sleep(0.3)  # the last write is slow
        kept.append(real_keep(*args, **kwargs))
        return kept[-1]
    monkeypatch.setattr(past_games, "keep_finished", slow_keep)
    table = open_from_menu(app, "Continue")
    while not table.finished:
        step(app, table)
    assert kept and kept[0].exists() and not saves.exists("kerala")  # written when the game is over
    assert table.turn_headline()[0] == "The game is over"
    [past] = paths.past_games_dir().glob("*.json")
    assert len(json.loads(past.read_text())["record"]["moves"]) == len(table.record.entries)


def test_a_few_kills_of_the_real_app_lose_one_move_at_most():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "kill_probe.py"), "--kills", "6",
                          "--longest-wait", "1.5", "--json"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["most_lost"] <= 1, summary
    assert "NOT written before the results" not in summary["game_ends_seen"], summary
