"""Hostile files and unwritable folders never stop the app, and a finished game's result
is never lost (issue 17). Each case goes through what a player does: starting the app
(``--smoke``) on a prepared user folder, or pressing Continue on a prepared save."""
from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.kerala import KeralaState, Pass
from session.files import folders, paths, saves
from session.files.settings import Settings
from session import registry
from session import seats as model
from scenes.app import App
from scenes.kerala import KeralaTable
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene
from scenes.pages.results import ResultsScene
from scenes.pages.settings import SettingsScene
from scenes.pages.setup import SetupScene
from scenes.ui import theme
from tests.events import click

ROOT = Path(__file__).resolve().parent.parent
NESTED = "[" * 1000 + "]" * 1000
SETUP = model.GameSetup("kerala", (model.SeatSetup("Asha", "blue"), model.SeatSetup("Ravi", "red")))


def start_app(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def started_cleanly(out: subprocess.CompletedProcess) -> None:
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "FAILED" not in out.stderr


# -- the saved game -----------------------------------------------------------------

def write_save(state=None, change=None, text=None) -> Path:
    """A save of a Kerala game a few moves in, changed by ``change(data)``, or ``text``."""
    if state is None:
        state = KeralaState.new(2, seed=4, colors=["blue", "red"])
        rng = random.Random(4)
        for _ in range(6):
            state.apply(rng.choice(state.legal_moves()))
    saves.save("kerala", SETUP, 4, state)
    path = saves.save_file("kerala")
    if change is not None:
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
    if text is not None:
        path.write_text(text)
    return path


def continue_button(menu):
    return next((w for w in menu.widgets if getattr(w, "text", "") == "Continue"), None)


def press_continue(app):
    """Open Play on the menu and press Continue; the scene that comes up."""
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    app.manager.draw(app.surface)
    button = continue_button(menu)
    assert button is not None, "no Continue button for the prepared save"
    click(app.manager, button.rect.center)
    app.manager.draw(app.surface)
    return app.manager.top


def refused_and_kept_aside(app, *words) -> str:
    top = press_continue(app)
    assert isinstance(top, MessageScene) and top.error, type(top).__name__
    for word in ("could not be", "kerala.json.bad", *words):
        assert word in top.text, top.text
    assert (paths.saves_dir() / "kerala.json.bad").exists() and not saves.exists("kerala")
    app.manager.pop()
    assert continue_button(app.manager.top) is None  # not offered again
    return top.text


def test_a_deeply_nested_save_is_kept_aside(app):
    write_save(text=NESTED)
    refused_and_kept_aside(app, "nested too deeply")


def test_a_deeply_nested_setup_inside_a_save_is_kept_aside(app):
    path = write_save()
    path.write_text(path.read_text().replace('"setup": {', f'"setup": {{"deep": {NESTED}, ', 1))
    refused_and_kept_aside(app, "nested too deeply")


def test_seats_replaced_by_deep_nesting_are_kept_aside(app):
    def nest(data):
        data["setup"]["seats"] = [[[[[[[[[["x"]]]]]]]]]]
    write_save(change=nest)
    refused_and_kept_aside(app, "seats")


@pytest.mark.parametrize("name", ["A\x00b", "\udc80", "", "   ", "x" * 17, "tab\there", 7, None])
def test_a_seat_name_the_table_cannot_show_is_kept_aside(app, name):
    def rename(data):
        data["setup"]["seats"][0][0] = name
    write_save(change=rename)
    refused_and_kept_aside(app, "seat")


def test_cells_offset_out_of_reach_are_kept_aside(app):
    def offset(data):
        state = json.loads(data["state"])
        big = 10 ** 400
        state["grounds"] = [[[x + big, y, tiles] for x, y, tiles in seat] for seat in state["grounds"]]
        state["elephants"] = [[[x + big, y] for x, y in pair] for pair in state["elephants"]]
        data["state"] = json.dumps(state)
    write_save(change=offset)
    refused_and_kept_aside(app, "farther out than a game can reach")


def test_a_missing_field_is_named_in_words(app):
    write_save(change=lambda data: data.pop("seed"))
    text = refused_and_kept_aside(app, "the seed that shuffled it is missing")
    assert "('seed')" not in text


def test_a_finished_game_goes_to_its_results(app):
    state = KeralaState.new(2, seed=9, colors=["blue", "red"])
    rng = random.Random(9)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    write_save(state)
    top = press_continue(app)
    assert isinstance(top, ResultsScene)
    assert list(top.result.scores) == state.scores() and top.result.names == ("Asha", "Ravi")
    assert not saves.exists("kerala")


def test_a_save_its_table_cannot_draw_is_kept_aside(app, monkeypatch):
    write_save()

    def broken(self, surface):
        raise OverflowError("cannot draw this")
    monkeypatch.setattr(KeralaTable, "draw", broken)
    refused_and_kept_aside(app, "could not be shown", "OverflowError")


def test_a_good_save_still_continues(app):
    write_save()
    top = press_continue(app)
    assert isinstance(top, KeralaTable) and top.setup == SETUP and not top.state.is_over


# -- settings and remembered setups ---------------------------------------------------

def test_a_deeply_nested_settings_file_is_reported_and_kept_aside(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(NESTED)
    out = start_app(tmp_path)
    started_cleanly(out)
    assert "could not be read (it is nested too deeply)" in out.stderr
    assert (tmp_path / "config" / "settings.json.bad").read_text() == NESTED
    again = start_app(tmp_path)
    started_cleanly(again)
    assert "could not be read" not in again.stderr


@pytest.mark.parametrize("memory", [NESTED, '{"kerala": ' + NESTED + "}", "[1, 2]", '{"kerala": 5'])
def test_damaged_remembered_setups_are_reported_and_a_game_still_starts(app, memory):
    path = paths.config_dir() / "setups.json"
    path.write_text(memory)
    scene = SetupScene(app, registry.get("kerala"))
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    assert "remembered setups were damaged" in scene.message and "setups.json.bad" in scene.message
    assert (path.parent / "setups.json.bad").read_text() == memory
    scene.start()
    assert isinstance(app.manager.top, KeralaTable)
    assert json.loads(path.read_text())["kerala"]["seats"]


def test_the_app_starts_with_a_nested_setups_file(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "setups.json").write_text(NESTED)
    started_cleanly(start_app(tmp_path))
    assert (tmp_path / "config" / "setups.json.bad").exists()


# -- folders that cannot be made or written -------------------------------------------

@pytest.mark.parametrize("blocked", ["config", "saves", "logs", "."])
def test_the_app_starts_when_a_user_folder_cannot_be_made(tmp_path, blocked):
    home = tmp_path / "home"
    home.mkdir()
    if blocked == ".":
        home.rmdir()
        home.write_text("a file where the folders should be")
    else:
        (home / blocked).write_text("a file where the folder should be")
    started_cleanly(start_app(home))


def drawn_texts(monkeypatch) -> list[str]:
    texts: list[str] = []
    real = theme.draw_text

    def spy(surface, text, *args, **kwargs):
        texts.append(text)
        return real(surface, text, *args, **kwargs)
    monkeypatch.setattr(theme, "draw_text", spy)
    return texts


def app_with_blocked(tessera_home, *kinds):
    """An App whose user folders ``kinds`` are files, so they cannot be made."""
    for kind in kinds:
        folder = tessera_home / kind
        if folder.is_dir():
            for child in folder.iterdir():
                child.unlink()
            folder.rmdir()
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder")
    app = App(Settings(), size=(1280, 720))
    app.manager.on_error = None
    return app


def test_the_menu_says_once_what_cannot_be_kept_and_where(tessera_home, monkeypatch):
    app = app_with_blocked(tessera_home, "config", "saves")
    texts = drawn_texts(monkeypatch)
    app.manager.reset(MenuScene(app))
    app.manager.draw(app.surface)
    line = " ".join(t for t in texts if "This session" in t or "config" in t or "saves" in t)
    assert "This session: the game in progress cannot be read or kept" in line
    assert "settings and setups cannot be read or kept" in line
    assert str(tessera_home / "config") in line and str(tessera_home / "saves") in line
    assert "the log" not in line and "past games" not in line and "saved games" not in line


def test_the_settings_page_tells_the_truth(tessera_home, monkeypatch):
    app = app_with_blocked(tessera_home, "config")
    texts = drawn_texts(monkeypatch)
    scene = SettingsScene(app)
    app.manager.reset(scene)
    scene.set_animation("fast")
    app.manager.draw(app.surface)
    assert not any("saved as you change them" in t for t in texts)
    assert any("Settings cannot be saved" in t for t in texts)


def test_settings_are_said_to_be_saved_when_they_are(app, monkeypatch):
    texts = drawn_texts(monkeypatch)
    scene = SettingsScene(app)
    app.manager.reset(scene)
    scene.set_animation("fast")
    app.manager.draw(app.surface)
    assert any("Settings are saved as you change them" in t for t in texts)
    assert not folders.problems_line(app.folder_problems)


def test_a_game_plays_when_the_saves_folder_cannot_be_made(tessera_home):
    app = app_with_blocked(tessera_home, "saves")
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    app.manager.draw(app.surface)
    kerala = next(w for w in menu.widgets if getattr(w, "text", "").startswith("Kerala"))
    click(app.manager, kerala.rect.center)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    setup.start()
    table = app.manager.top
    assert isinstance(table, KeralaTable)
    table.play(Pass())
    table.autosaver.flush()  # the save is written on the autosaver's thread
    app.manager.update(0.0)
    app.manager.draw(app.surface)
    assert "could not be saved" in table.strip.text
    assert table.state.current_seat == 1


# -- the end of a game ----------------------------------------------------------------

def play_to_the_end(app) -> KeralaTable:
    table = KeralaTable(app, SETUP, seed=5)
    app.manager.reset(table)
    rng = random.Random(5)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    return table


def test_the_result_is_shown_when_the_save_cannot_be_removed(app, monkeypatch):
    real_unlink = Path.unlink

    def refuse(self, *args, **kwargs):
        if self.name == "kerala.json":
            raise PermissionError(13, "Permission denied")
        return real_unlink(self, *args, **kwargs)
    monkeypatch.setattr(Path, "unlink", refuse)
    table = play_to_the_end(app)
    assert table.finished and table.result is not None
    table.open_results()
    assert isinstance(app.manager.top, ResultsScene)
    app.manager.draw(app.surface)


def test_the_result_is_shown_when_a_folder_stands_where_the_save_goes(app):
    saves.save_file("kerala").mkdir(parents=True)
    table = play_to_the_end(app)
    assert table.finished and table.result is not None
    table.open_results()
    assert isinstance(app.manager.top, ResultsScene)


# -- temporary files a killed write left ----------------------------------------------

def test_stale_temporary_files_are_cleared_at_start(tmp_path):
    for folder in ("config", "saves"):
        (tmp_path / folder).mkdir()
    stale = [tmp_path / "saves" / "kerala.json.k2x_9abc.tmp", tmp_path / "config" / "settings.json.abcd1234.tmp"]
    others = [tmp_path / "saves" / "notes.tmp", tmp_path / "saves" / "kerala.json.bad"]
    for path in stale + others:
        path.write_text("{")
    started_cleanly(start_app(tmp_path))
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in others)


def test_a_write_killed_midway_leaves_a_temporary_file_that_the_next_start_clears(tmp_path):
    """SIGKILL during paths.atomic_write_text: the temp file stays, the save is intact."""
    script = (
        "import os, signal, tempfile\n"
        "from pathlib import Path\n"
        "from session.files import paths\n"
        "target = paths.saves_dir() / 'kerala.json'\n"
        "target.write_text('old')\n"
        "real = os.replace\n"
        "os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)\n"
        "paths.atomic_write_text(target, 'new')\n"
    )
    env = dict(os.environ, TESSERA_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    killed = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, timeout=60)
    assert killed.returncode == -9
    assert [p.name for p in (tmp_path / "saves").glob("*.tmp")]
    assert (tmp_path / "saves" / "kerala.json").read_text() == "old"
    started_cleanly(start_app(tmp_path))
    assert not list((tmp_path / "saves").glob("*.tmp"))


# -- read-only folders, for real (as root: without the capability to override permissions)

def plain_user() -> list[str]:
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: permissions cannot be tested")
    caps = "-dac_override,-dac_read_search"
    return ["setpriv", "--bounding-set", caps, "--inh-caps", caps]


READ_ONLY_SESSION = """
import random, pygame
from session.files import folders, saves, storage
from scenes.app import App
from session.files.settings import Settings
from scenes.pages.menu import MenuScene
from scenes.kerala import KeralaTable
from scenes.pages.results import ResultsScene
from session.seats import GameSetup, SeatSetup
app = App(Settings(), size=(1280, 720))
app.manager.on_error = None
print("LINE", folders.problems_line(app.folder_problems))
app.manager.reset(MenuScene(app))
app.manager.draw(app.surface)
table = KeralaTable(app, GameSetup("kerala", (SeatSetup("A", "blue"), SeatSetup("B", "red"))), seed=5)
app.manager.reset(table)
rng = random.Random(5)
while not table.state.is_over:
    table.play(rng.choice(table.state.legal_moves()))
table.open_results()
app.manager.draw(app.surface)
print("RESULTS", type(app.manager.top).__name__, list(app.manager.top.result.scores))
print("SETTINGS KEPT", app.settings_kept)
"""


def test_read_only_folders_for_real(tmp_path):
    home = tmp_path / "home"
    for folder in ("config", "saves", "logs"):
        (home / folder).mkdir(parents=True)
    (home / "saves" / "kerala.json").write_text("{}")  # a save that cannot be removed
    for folder in ("config", "saves"):
        (home / folder).chmod(0o555)
    try:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home),
                   PYTHONPATH=str(ROOT))
        smoke = subprocess.run([*plain_user(), sys.executable, str(ROOT / "main.py"), "--smoke"], env=env,
                               capture_output=True, text=True, timeout=120)
        started_cleanly(smoke)
        out = subprocess.run([*plain_user(), sys.executable, "-c", READ_ONLY_SESSION], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        assert f"settings and setups cannot be kept ({home / 'config'}: permission denied)" in out.stdout
        assert f"the game in progress cannot be kept ({home / 'saves'}: permission denied)" in out.stdout
        assert "RESULTS ResultsScene" in out.stdout and "SETTINGS KEPT False" in out.stdout
    finally:
        for folder in ("config", "saves"):
            (home / folder).chmod(0o755)
