"""Every user folder named in the player's words, and "cannot be read" where that is
the truth (issue 24, item 6): the menu's line names the game in progress, past games,
saved games, settings and setups and the log; a list whose folder cannot be read says
so instead of "No finished game yet"."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from scenes.app import App
from scenes.pages.menu import MenuScene
from session.files import folders, paths
from session.files.settings import Settings
from tests.files.helpers import finished_file, named_file, open_from_menu
from tests.test_user_files import plain_user

ROOT = Path(__file__).resolve().parents[2]


def blocked_app(tessera_home, *kinds):
    """An App whose user folders ``kinds`` are files, so they can be neither made nor read."""
    for kind in kinds:
        folder = tessera_home / kind
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder")
    app = App(Settings(), size=(1280, 720))
    app.manager.on_error = None
    return app


def test_each_folder_is_named_in_the_players_words(tessera_home):
    app = blocked_app(tessera_home, "saves", "past games", "saved games", "config", "logs")
    line = folders.problems_line(app.folder_problems)
    file_there = "a file stands where a folder should be"
    assert line == ("This session: "
                    f"the game in progress cannot be read or kept ({tessera_home / 'saves'}: {file_there}); "
                    f"past games cannot be read or kept ({tessera_home / 'past games'}: {file_there}); "
                    f"saved games cannot be read or kept ({tessera_home / 'saved games'}: {file_there}); "
                    f"settings and setups cannot be read or kept ({tessera_home / 'config'}: {file_there}); "
                    f"the log cannot be kept ({tessera_home / 'logs'}: {file_there}).")
    menu = MenuScene(app)
    app.manager.reset(menu)
    app.manager.draw(app.surface)  # the whole line, wrapped, above the version
    listing = open_from_menu(app, "Past games")
    assert listing.empty_text() == f"Past games cannot be read ({tessera_home / 'past games'}: {file_there})."


LISTS = """
from scenes.app import App
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from session.files import folders
from session.files.settings import Settings
app = App(Settings(), size=(1280, 720))
app.manager.on_error = None
print("LINE", folders.problems_line(app.folder_problems))
for kind in (PAST_GAMES, SAVED_GAMES):
    listing = GameListScene(app, kind)
    app.manager.reset(listing)
    app.manager.draw(app.surface)
    print("LIST", listing.count, listing.empty_text())
"""


def test_lists_whose_folders_cannot_be_read_say_so(tessera_home):
    finished_file()
    named_file()
    closed = [paths.past_games_dir(), paths.named_saves_dir()]
    for folder in closed:
        folder.chmod(0o000)
    try:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
        out = subprocess.run([*plain_user(), sys.executable, "-c", LISTS], env=env, cwd=ROOT, capture_output=True,
                             text=True, timeout=120)
    finally:
        for folder in closed:
            folder.chmod(0o755)
    assert out.returncode == 0, out.stderr
    past, saved = closed
    assert (f"past games cannot be read or kept ({past}: permission denied); "
            f"saved games cannot be read or kept ({saved}: permission denied)") in out.stdout
    assert f"LIST 0 Past games cannot be read ({past}: permission denied)." in out.stdout
    assert f"LIST 0 Saved games cannot be read ({saved}: permission denied)." in out.stdout
    assert "No finished game yet" not in out.stdout
