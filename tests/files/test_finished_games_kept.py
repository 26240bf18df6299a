"""A finished game is never lost (issue 49, item 1): when Past games cannot take it (a
file where its folder should be, a full disk, the folder closed or read-only) the save
stays with the whole finished game, the table says where it is, Continue shows its
results and review, and the next start puts it in Past games and removes the save. A
new game's first save moves such a game aside instead of replacing it."""
from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.app import App
from scenes.kerala import KeralaTable
from scenes.pages.message import MessageScene
from scenes.pages.results import ResultsScene
from session.files import past_games, paths, saves
from session.files.settings import Settings
from tests.files.helpers import SETUP, menu_button, open_from_menu, record_of
from tests.test_user_files import play_to_the_end, plain_user

ROOT = Path(__file__).resolve().parents[2]
FILE_THERE = "a file stands where a folder should be"
KEPT_IN_SAVE = ("Past games could not take this game ({why}). It is kept in {save}: Continue shows its results "
                "and its review, and each start of Tessera tries Past games again.")


def block(folder: Path) -> None:
    """A file where ``folder`` should be."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("not a folder")


def unblock(folder: Path) -> None:
    folder.unlink()
    folder.mkdir()


def said_at_the_table(app, table) -> str:
    app.manager.update(0.0)  # the table takes the writer's sentence in its next update
    return table.strip.text


def moves_in(path: Path) -> int:
    return len(json.loads(path.read_text())["record"]["moves"])


def past_records() -> list[dict]:
    return [json.loads(path.read_text()) for path in paths.past_games_dir().glob("*.json")]


class SmallDisk:
    """A tmpfs of a few kB mounted on a folder (root only), filled and freed at will."""

    def __init__(self, folder: Path, size: str = "64k"):
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                                 capture_output=True)
        if mounted.returncode != 0:
            pytest.skip(f"no small disk can be mounted here: {mounted.stderr.decode().strip()}")

    def fill(self) -> None:
        with open(self.folder / "filler", "wb", buffering=0) as out:
            try:
                while True:
                    out.write(b"\0" * 1024)
            except OSError:  # no space left on device
                pass

    def free(self) -> None:
        (self.folder / "filler").unlink()

    def unmount(self) -> None:
        subprocess.run(["umount", str(self.folder)], check=True)


@pytest.fixture
def small_disk():
    """``small_disk(folder)`` mounts a small disk on ``folder``; unmounted at the end."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small disk needs root")
    disks = []
    yield lambda folder: disks.append(SmallDisk(folder)) or disks[-1]
    for disk in reversed(disks):
        disk.unmount()


def test_a_game_past_games_cannot_take_stays_as_the_save_and_continue_shows_it(app):
    block(paths.past_games_dir())
    table = play_to_the_end(app)
    save = saves.save_file("kerala")
    assert said_at_the_table(app, table) == KEPT_IN_SAVE.format(why=FILE_THERE, save=save)
    assert moves_in(save) == len(table.record.entries)  # the whole game, its last move too
    assert menu_button(app, "Continue").caption[0] == "Kerala with Asha and Ravi, finished"
    told = open_from_menu(app, "Continue")
    assert isinstance(told, MessageScene) and told.title == "This game is not in Past games yet"
    assert told.text == KEPT_IN_SAVE.format(why=FILE_THERE, save=save)
    app.manager.pop()
    results = app.manager.top
    assert isinstance(results, ResultsScene) and list(results.result.scores) == table.state.scores()
    assert any(getattr(w, "text", "") == "Review" for w in results.widgets)
    assert saves.exists("kerala")  # shown, and still kept: Continue offers it again
    unblock(paths.past_games_dir())
    past_games.tidy()  # the next start
    [kept] = past_records()
    assert kept["record"] == table.record.to_data() and not saves.exists("kerala")


def test_continue_puts_the_finished_game_in_past_games_once_it_can(app):
    block(paths.past_games_dir())
    table = play_to_the_end(app)
    unblock(paths.past_games_dir())
    assert isinstance(open_from_menu(app, "Continue"), ResultsScene)  # no message: it went to Past games
    [kept] = past_records()
    assert kept["record"] == table.record.to_data() and not saves.exists("kerala")


def test_a_full_past_games_disk_keeps_the_finished_game_in_its_save(app, small_disk):
    disk = small_disk(paths.past_games_dir())
    disk.fill()
    table = play_to_the_end(app)
    save = saves.save_file("kerala")
    assert said_at_the_table(app, table) == KEPT_IN_SAVE.format(why="no space left on device", save=save)
    assert moves_in(save) == len(table.record.entries)
    disk.free()
    past_games.tidy()
    assert [record["record"] for record in past_records()] == [table.record.to_data()]
    assert not saves.exists("kerala")


def test_a_full_disk_for_everything_keeps_the_save_before_the_last_move(tmp_path, monkeypatch, small_disk):
    home = tmp_path / "home"
    disk = small_disk(home)
    monkeypatch.setenv("TESSERA_HOME", str(home))
    app = App(Settings(), size=(1280, 720))
    app.manager.on_error = None
    table = KeralaTable(app, SETUP, seed=5)
    app.manager.reset(table)
    last = play_all_but_the_last_move(table)
    table.autosaver.flush()  # the save of the move before the last is on disk
    disk.fill()
    table.play(last)
    save = saves.save_file("kerala")
    assert said_at_the_table(app, table) == (
        "Neither Past games nor its save could take this game (no space left on device). Its last save, from "
        f"before the end, stays in {save}: Continue takes the game up there.")
    disk.free()
    past_games.tidy()  # a game going on: it stays the game in progress
    assert past_records() == [] and moves_in(save) == len(table.record.entries) - 1
    taken_up = open_from_menu(app, "Continue")
    assert isinstance(taken_up, KeralaTable) and not taken_up.finished
    taken_up.play(last)
    assert [record["record"] for record in past_records()] == [table.record.to_data()]


def play_all_but_the_last_move(table):
    """Play ``table``'s game as :func:`play_to_the_end` does, but for its last move, which is returned."""
    rng = random.Random(5)
    while True:
        move = rng.choice(table.state.legal_moves())
        after = table.state.clone()
        after.apply(move)
        if after.is_over:
            return move
        table.play(move)


def test_a_new_game_moves_a_finished_game_aside_instead_of_replacing_it(app):
    block(paths.past_games_dir())
    finished = record_of()
    saves.save("kerala", SETUP, 3, finished.state, finished.to_data())  # as the end of a game left it
    table = KeralaTable(app, SETUP, seed=8)
    app.manager.reset(table)
    table.play(table.state.legal_moves()[0])
    table.autosaver.flush()
    aside = paths.saves_dir() / "kerala-finished.json"
    assert said_at_the_table(app, table) == (
        f"Past games could not take a finished game ({FILE_THERE}). It is kept in {aside}, "
        "and each start of Tessera tries Past games again.")
    assert json.loads(aside.read_text())["record"] == finished.to_data()
    assert moves_in(saves.save_file("kerala")) == 1  # the new game is the game in progress
    unblock(paths.past_games_dir())
    past_games.tidy()
    assert [record["record"] for record in past_records()] == [finished.to_data()]
    assert not aside.exists() and moves_in(saves.save_file("kerala")) == 1


ENDED_IN_A_CLOSED_FOLDER = """
import random
from scenes.app import App
from scenes.kerala import KeralaTable
from session.files.settings import Settings
from tests.files.helpers import SETUP
app = App(Settings(), size=(1280, 720))
app.manager.on_error = None
table = KeralaTable(app, SETUP, seed=5)
app.manager.reset(table)
rng = random.Random(5)
while not table.state.is_over:
    table.play(rng.choice(table.state.legal_moves()))
app.manager.update(0.0)
print(table.strip.text)
"""


@pytest.mark.parametrize("mode, why", [(0o000, "permission denied"), (0o555, "permission denied")])
def test_a_closed_or_read_only_past_games_folder_for_real(tmp_path, mode, why):
    home = tmp_path / "home"
    folder = home / "past games"
    folder.mkdir(parents=True)
    folder.chmod(mode)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home),
               PYTHONPATH=str(ROOT))
    try:
        out = subprocess.run([*plain_user(), sys.executable, "-c", ENDED_IN_A_CLOSED_FOLDER], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
    finally:
        folder.chmod(0o755)
    assert out.returncode == 0, out.stderr
    save = home / "saves" / "kerala.json"
    assert out.stdout.strip() == KEPT_IN_SAVE.format(why=why, save=save)
    finished = json.loads(save.read_text())
    assert finished["summary"]["over"] and not list(folder.iterdir())
    started = subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], env=env, capture_output=True,
                             text=True, timeout=120)  # the next start, the folder open again
    assert started.returncode == 0, started.stderr
    [kept] = folder.glob("*.json")
    assert json.loads(kept.read_text())["record"] == finished["record"] and not save.exists()


def test_a_save_that_cannot_be_removed_is_kept_in_past_games_once(app, monkeypatch):
    finished = record_of()
    saves.save("kerala", SETUP, 3, finished.state, finished.to_data())  # as the end of a game left it
    real_unlink = Path.unlink

    def refuse(self, *args, **kwargs):
        if self.name == "kerala.json":
            raise PermissionError(13, "Permission denied")
        return real_unlink(self, *args, **kwargs)
    monkeypatch.setattr(Path, "unlink", refuse)
    for _start in range(3):
        past_games.tidy()
    assert [record["record"] for record in past_records()] == [finished.to_data()]
    assert saves.exists("kerala")


def test_a_file_where_the_saves_folder_should_be_is_not_said_to_hold_a_save(app):
    block(paths.saves_dir())
    table = play_to_the_end(app)
    assert "could not be removed" not in said_at_the_table(app, table)  # there never was a save to remove
    assert [record["record"] for record in past_records()] == [table.record.to_data()]
