"""Files that are endless, never-ending or oddly named (issue 24, items 2, 3 and 10):
a link to /dev/zero or a pipe (FIFO) in every user folder is refused before it is
opened and with little memory, with a sentence the player reads; a name that is not
UTF-8 is shown with replacement characters and can be deleted; a save Windows Notepad
wrote (with a byte-order mark) is read; a link to nothing is listed as damaged."""
from __future__ import annotations

import builtins
import io
import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

import main
from scenes.app import App
from scenes.kerala import KeralaTable
from scenes.pages.message import MessageScene
from scenes.pages.setup import SetupScene
from session import registry
from session.files import paths, saves
from session.files import settings as settings_store
from tests.events import click
from tests.files.helpers import computer_save, named_file, open_from_menu, row_button

ROOT = Path(__file__).resolve().parents[2]
MB = 1024 * 1024
ODD = {"a link to /dev/zero": "it is a device, not a file", "a pipe": "it is a pipe, not a file"}


def make_odd(path: Path, kind: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "a link to /dev/zero":
        path.symlink_to("/dev/zero")
    else:
        os.mkfifo(path)
    return path


def identity(path) -> tuple[int, int] | None:
    """The file at ``path`` (a link followed), as the system knows it, or None when there is none."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


class Unopened:
    """A block that must refuse ``files`` before it opens them (by ``os.open``
    or ``open``, a link followed, a file renamed meanwhile still the same file), and take
    little memory (tracemalloc's peak over the start): what the refusal does, not how long
    it takes, which a busy machine stretches."""

    def __init__(self, *files: Path):
        self.files = {identity(file) for file in files} - {None}
        self.opened: list[str] = []

    def __enter__(self):
        def noted(opener):
            def open_and_note(file, *args, **kwargs):
                if isinstance(file, (str, bytes, os.PathLike)) and identity(file) in self.files:
                    self.opened.append(os.fsdecode(file))
                return opener(file, *args, **kwargs)
            return open_and_note
        self.patch = pytest.MonkeyPatch()
        for module in (os, io, builtins):
            self.patch.setattr(module, "open", noted(module.open))
        tracemalloc.start()
        return self

    def __exit__(self, *exc):
        current, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        self.patch.undo()
        self.grown = peak
        return False

    def check(self) -> None:
        assert not self.opened, f"opened {self.opened}"
        assert self.grown < 20 * MB, f"memory grew by {self.grown / MB:.1f} MB"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ODD)
def test_continue_refuses_an_endless_save_at_once(app, kind):
    odd = make_odd(saves.save_file("kerala"), kind)
    with Unopened(odd) as spent:
        message = open_from_menu(app, "Continue")
    spent.check()
    assert isinstance(message, MessageScene) and message.title == "The saved game is damaged"
    assert message.text == (f"The saved game could not be read ({ODD[kind]}). "
                            f"It was kept as kerala.json.bad in {paths.saves_dir()}.")
    assert not saves.save_file("kerala").exists() and (paths.saves_dir() / "kerala.json.bad").is_symlink() == (
        kind == "a link to /dev/zero")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ODD)
@pytest.mark.parametrize("label, folder", [("Past games", paths.past_games_dir),
                                           ("Saved games", paths.named_saves_dir)])
def test_a_list_shows_an_endless_file_as_damaged_at_once(app, kind, label, folder):
    odd = make_odd(folder() / "endless.json", kind)
    with Unopened(odd) as spent:
        listing = open_from_menu(app, label)
    spent.check()
    assert listing.describe(listing.entries[0]) == ("Damaged: endless.json.bad", f"Not readable: {ODD[kind]}.")
    click(app.manager, row_button(listing, "Delete").rect.center)
    app.manager.draw(app.surface)
    click(app.manager, row_button(listing, "Yes").rect.center)
    assert listing.count == 0 and not list(folder().iterdir())


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ODD)
def test_endless_settings_and_setups_are_refused_at_once(tessera_home, kind):
    odd = [make_odd(paths.config_dir() / "settings.json", kind), make_odd(paths.config_dir() / "setups.json", kind)]
    with Unopened(*odd) as spent:
        settings = settings_store.load()  # as main.py reads them before the window opens
    spent.check()
    app = App(settings, size=(1280, 720))
    app.manager.on_error = None
    app.start()
    app.manager.draw(app.surface)
    told = app.manager.top
    assert isinstance(told, MessageScene) and told.title == "Settings reset"
    assert told.text.startswith(f"Your settings file could not be read ({ODD[kind]}); the defaults are in use.")
    with Unopened(*odd) as spent:
        setup = SetupScene(app, registry.get("kerala"))
        app.manager.push(setup)
        app.manager.draw(app.surface)
    spent.check()
    assert setup.message == "The remembered setups were damaged: kept aside as setups.json.bad."


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ODD)
def test_replay_refuses_an_endless_file_at_once(tmp_path, tessera_home, capsys, kind):
    path = make_odd(tmp_path / "game.json", kind)
    with Unopened(path) as spent:
        assert main.main(["--replay", str(path)]) == 2
    spent.check()
    assert capsys.readouterr().err == f"tessera: {path} cannot be opened as a game: {ODD[kind]}.\n"
    assert path.exists()  # the player's own file is left where it was


@pytest.mark.timeout(60)
def test_replay_of_dev_zero_itself(tessera_home, capsys):
    with Unopened(Path("/dev/zero")) as spent:
        assert main.main(["--replay", "/dev/zero"]) == 2
    spent.check()
    assert "/dev/zero cannot be opened as a game: it is a device, not a file." in capsys.readouterr().err


def test_a_file_over_a_megabyte_is_refused_unread(app):
    path = saves.save_file("kerala")
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        handle.truncate(5_400_000_000)  # sparse: 5.4 GB that take no room
    with Unopened(path) as spent:
        message = open_from_menu(app, "Continue")
    spent.check()
    assert "(it holds 5.4 GB, more than any file Tessera writes (1 MB at most))" in message.text


def test_a_name_that_is_not_utf8_is_shown_and_deletable(app):
    folder = paths.named_saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = os.fsdecode(os.fsencode(str(folder)) + b"/\xff\xfebad.json")
    Path(bad).write_text("{broken")
    good = named_file("Fine")
    os.rename(good, os.fsdecode(os.fsencode(str(folder)) + b"/\xe9t\xe9.json"))  # Latin-1 bytes
    for _ in range(2):  # every visit, not just the first
        listing = open_from_menu(app, "Saved games")
        app.manager.draw(app.surface)
        rows = {listing.describe(entry)[0]: entry for entry in listing.entries}
        assert set(rows) == {"Damaged: ??bad.json.bad", "Fine"}
    slot = [listing.describe(e)[0] for e in listing.entries].index("Damaged: ??bad.json.bad")
    click(app.manager, row_button(listing, "Delete", slot).rect.center)
    app.manager.draw(app.surface)
    click(app.manager, row_button(listing, "Yes", slot).rect.center)
    assert [listing.describe(e)[0] for e in listing.entries] == ["Fine"]
    click(app.manager, row_button(listing, "Load").rect.center)
    assert isinstance(app.manager.top, KeralaTable)


def test_smoke_with_names_that_are_not_utf8_logs_them_and_exits_0(tmp_path):
    home = tmp_path / "home"
    for folder in ("saved games", "past games", "saves"):
        (home / folder).mkdir(parents=True)
        Path(os.fsdecode(os.fsencode(str(home / folder)) + b"/\xff\xfebad.json")).write_text("{broken")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "Logging error" not in out.stderr and "FAILED" not in out.stderr
    log = (home / "logs" / "tessera.log").read_text(encoding="utf-8")
    assert "kept aside" in log and "\\udcff\\udcfebad.json" in log


def test_a_save_with_a_byte_order_mark_continues(app):
    path = computer_save(players=2)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as Windows Notepad saves it
    table = open_from_menu(app, "Continue")
    assert isinstance(table, KeralaTable) and table.state.players == 2


def test_settings_with_a_byte_order_mark_are_read(tessera_home):
    path = settings_store.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"animation": "slow"}).encode())
    settings = settings_store.load()
    assert settings.animation == "slow" and settings.problem is None


def test_a_link_to_nothing_in_a_list_is_shown_as_damaged(app):
    folder = paths.past_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "gone.json").symlink_to(folder / "moved-away.json")
    listing = open_from_menu(app, "Past games")
    assert listing.describe(listing.entries[0]) == (
        "Damaged: gone.json.bad", f"Not readable: it is a link to {folder / 'moved-away.json'}, which is not there.")
