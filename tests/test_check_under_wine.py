"""build/check_under_wine.py and its helpers (build/wine.py, build/xwindow.py), in what they
decide without Wine: a demo's result, the player's folders, the prefix's cache key and the
Windows CPython unpacked from its zip, the copy of the checkout, and how alike two windows
look. .ci/run runs the whole check under Wine."""
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest

from session.version import VERSION
from tests.build_scripts import build_script

if sys.platform == "win32":
    pytest.skip("the check runs on Linux, with Wine", allow_module_level=True)

check_under_wine = build_script("check_under_wine")
check_installer = build_script("check_installer")
wine = build_script("wine")
xwindow = build_script("xwindow")

RESULT = {"game": "kerala", "players": 2, "seed": 1, "scores": [56, 59], "winners": [1]}


def printed(result) -> str:
    return "some output first\n" + json.dumps(result) + "\n"


def test_a_whole_game_like_the_sources_passes():
    assert check_under_wine.demo_problems("kerala", printed(RESULT), printed(RESULT)) == []


@pytest.mark.parametrize("result, problem", [
    ({**RESULT, "scores": [56, 60]}, "ended as"),                         # not the game the source plays
    ({**RESULT, "scores": [56]}, "did not score every seat"),
    ({**RESULT, "winners": []}, "ended with no winner"),
    ({**RESULT, "winners": [2]}, "ended with no winner"),
    ({**RESULT, "game": "kaleido"}, "played another game"),
])
def test_a_demo_result_that_is_not_the_sources_whole_game_is_named(result, problem):
    found = check_under_wine.demo_problems("kerala", printed(result), printed({**result, **RESULT}))
    assert len(found) == 1 and problem in found[0], found


def test_a_demo_that_printed_no_result_is_named():
    found = check_under_wine.demo_problems("kerala", "Traceback: ...\n", printed(RESULT))
    assert found == ["--demo kerala under Wine printed no result: 'Traceback: ...'"]
    assert "from source printed no result" in check_under_wine.demo_problems("kerala", printed(RESULT), "")[0]


def prefix_with_profile(tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "drive_c" / "users" / "Public").mkdir(parents=True)
    (prefix / "drive_c" / "users" / "player").mkdir()
    return check_installer.WineWindows(prefix)


def players_folder(windows, log=f"INFO __main__: Tessera {VERSION} starting\n"):
    for name in check_under_wine.USER_FOLDERS:
        (windows.user_data / name).mkdir(parents=True, exist_ok=True)
    (windows.user_data / "Logs").mkdir()
    (windows.user_data / "Logs" / "tessera.log").write_text(log)


def test_the_players_files_in_local_app_data_pass(tmp_path):
    windows = prefix_with_profile(tmp_path)
    players_folder(windows)
    app = tmp_path / "Tessera"
    app.mkdir()
    (app / "Tessera.exe").write_bytes(b"MZ")
    assert check_under_wine.user_file_problems(windows, app, {"Tessera.exe"}) == []


def test_player_files_anywhere_else_are_named(tmp_path):
    windows = prefix_with_profile(tmp_path)
    players_folder(windows, log="INFO __main__: Tessera 0.0.1 starting\n")
    (windows.user_data / "saves").rmdir()
    (windows.roaming_app_data / "Tessera").mkdir(parents=True)
    app = tmp_path / "Tessera"
    (app / "logs").mkdir(parents=True)
    (app / "logs" / "tessera.log").write_text("written beside the program")
    assert check_under_wine.user_file_problems(windows, app, set()) == [
        f"the log at {windows.user_data / 'Logs' / 'tessera.log'} does not say that Tessera {VERSION} started",
        f"no folder {windows.user_data / 'saves'}",
        f"the program wrote to the roaming profile: {windows.roaming_app_data / 'Tessera'}",
        "the program wrote beside itself: logs/tessera.log"]


def test_a_prefix_is_made_again_when_a_requirement_or_wine_changes(tmp_path):
    for name in wine.REQUIREMENTS:
        (tmp_path / name).write_text("pygame-ce==2.5.8\n")
    key = wine.cache_key(tmp_path, "wine-8.0")
    assert key == wine.cache_key(tmp_path, "wine-8.0")
    assert key != wine.cache_key(tmp_path, "wine-9.0")
    (tmp_path / "requirements-dev.txt").write_text("pygame-ce==2.5.8\npefile==2024.8.26\n")
    assert key != wine.cache_key(tmp_path, "wine-8.0")


def test_only_the_windows_python_is_unpacked_from_the_zip(tmp_path):
    data = tmp_path / "data.zip"
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("cp311/python.exe", b"MZ python")
        archive.writestr("cp311/Lib/os.py", b"# os")
        archive.writestr("cp312/python.exe", b"MZ another python")
        archive.writestr("setup.py", b"# never run")
    python = wine.unpack_python(data, tmp_path / "prefix")
    assert python == tmp_path / "prefix" / "drive_c" / "Python311"
    assert sorted(p.relative_to(python).as_posix() for p in python.rglob("*") if p.is_file()) == ["Lib/os.py", "python.exe"]
    assert (python / "python.exe").read_bytes() == b"MZ python"


def test_a_linux_path_is_on_wines_drive_z():
    assert wine.windows_path(wine.Path("/tmp/tessera home/x")) == "Z:\\tmp\\tessera home\\x"


def test_windows_programs_do_not_see_the_linux_pythons_settings():
    env = wine.windows_env({"PYTHONPATH": "/src", "PIP_INDEX_URL": "x", "HOME": "/root", "WINEPREFIX": "/p"})
    assert env == {"HOME": "/root", "WINEPREFIX": "/p"}


def test_the_checkout_is_copied_as_it_is_without_what_git_ignores(tmp_path):
    root = tmp_path / "checkout"
    root.mkdir()
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(git + ["init", "-q"], check=True)
    (root / ".gitignore").write_text("/dist/\n")
    (root / "main.py").write_text("committed")
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "x"], check=True)
    (root / "main.py").write_text("changed, not committed")
    (root / "new.py").write_text("new")
    (root / "dist").mkdir()
    (root / "dist" / "Tessera.exe").write_text("ignored")
    copy = check_under_wine.copy_checkout(root, tmp_path / "copy")
    assert check_installer.listing(copy) == {".gitignore", "main.py", "new.py"}
    assert (copy / "main.py").read_text() == "changed, not committed"


def menu_picture(size=(320, 200), dots=0) -> pygame.Surface:
    image = pygame.Surface(size, 0, 24)
    image.fill((28, 38, 43))
    for i in range(40):
        pygame.draw.rect(image, (40 + 5 * i, 200 - 4 * i, 60 + 3 * i), (8 * i % size[0], 10 + i * 4 % 150, 7, 7))
    for i in range(dots):
        image.set_at((i % size[0], i // size[0]), (255, 255, 255))
    return image


def test_two_windows_are_alike_when_nearly_every_pixel_is():
    a = menu_picture()
    assert xwindow.likeness(a, a.copy()) == 1.0
    slightly = a.copy()
    slightly.fill((40, 50, 55), (0, 0, 320, 2))   # a few pixels a little off, as font hinting may be
    assert xwindow.likeness(a, slightly) == 1.0
    assert xwindow.likeness(a, menu_picture(dots=3200)) == pytest.approx(0.95, abs=0.001)
    assert xwindow.likeness(a, menu_picture(size=(320, 201))) == 0.0
    blank = pygame.Surface((320, 200), 0, 24)
    assert xwindow.likeness(a, blank) < 0.5


def test_a_settled_window_is_one_that_shows_a_drawn_page_twice():
    ready = xwindow.settled([])
    blank = pygame.Surface((320, 200), 0, 24)
    assert not ready(blank) and not ready(blank)   # the same twice, but nothing drawn
    assert not ready(menu_picture())               # drawn, but not yet seen before
    assert ready(menu_picture())
    assert xwindow.colours(menu_picture()) > 16 >= xwindow.colours(blank)


def test_without_wine_the_check_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setattr(check_under_wine.shutil, "which", lambda tool: None if tool == "makensis" else "/usr/bin/x")
    assert check_under_wine.main(["--out", "unused"]) == 1
    assert "missing makensis (apt-get install nsis)" in capsys.readouterr().err


WINDOW_PROGRAM = """
import os, sys, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
sys.path.insert(0, {tests!r})
from test_check_under_wine import menu_picture
pygame.display.init()
window = pygame.display.set_mode((320, 200))
pygame.display.set_caption("Tessera stand-in")
window.blit(menu_picture(), (0, 0))
pygame.display.flip()
while True:
    pygame.event.pump()
    pygame.display.flip()
    time.sleep(0.05)
"""


def test_a_window_on_the_virtual_screen_is_read_back_as_it_shows(tmp_path):
    if shutil.which("Xvfb") is None:
        if os.environ.get("CI"):
            pytest.fail("the check needs Xvfb (apt-get install xvfb)")   # .ci/run installs it
        pytest.skip("the check needs Xvfb (apt-get install xvfb)")
    with xwindow.VirtualScreen() as screen:
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"} | {"DISPLAY": screen.display}
        program = subprocess.Popen([sys.executable, "-c", WINDOW_PROGRAM.format(tests=str(Path(__file__).parent))],
                                   env=env)
        try:
            shown = xwindow.wait_for_window(screen.display, "Tessera", xwindow.settled([]), program, 60)
        finally:
            program.kill()
            program.wait()
    assert shown is not None and shown.get_size() == (320, 200)
    assert xwindow.likeness(shown, menu_picture()) == 1.0   # every colour in its place: red is red
    assert shown.get_at((2, 12))[:3] == (40, 200, 60)   # the first square, not its colours swapped
