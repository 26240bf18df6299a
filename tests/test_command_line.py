"""main.py's options, run as a player would run them."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.tables import TABLES
from session import registry
from session.lesson_files import has_lesson
from session.version import VERSION

ROOT = Path(__file__).resolve().parent.parent


def run(*args, home, **environment):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home), **environment)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_help(tmp_path):
    out = run("--help", home=tmp_path)
    assert out.returncode == 0 and "--smoke" in out.stdout and "--bench" in out.stdout


@pytest.mark.parametrize("args", [["--size", "huge"], ["--size", "0x0"], ["--bench", "nowhere"], ["--frobnicate"],
                                  ["--size"]])
def test_bad_arguments_get_one_line_and_status_2(tmp_path, args):
    out = run(*args, home=tmp_path)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith("tessera: ")


def test_version_matches_the_one_place_it_is_kept(tmp_path):
    out = run("--version", home=tmp_path)
    assert out.returncode == 0 and out.stdout.strip() == f"Tessera {VERSION}"


def smoke_names(stdout: str) -> list[str]:
    """The scenes the smoke's line says it opened."""
    line = next(line for line in stdout.splitlines() if " scenes opened (" in line)
    return line.split(" scenes opened (", 1)[1].split("); resources from the ", 1)[0].split(", ")


def test_smoke_opens_every_scene(tmp_path):
    # in a Windows code page, as the Windows program's output is read (under Wine in CI): the
    # Japanese words of its languages' line are written escaped, not an error
    out = run("--smoke", home=tmp_path, PYTHONIOENCODING="cp1252")
    assert out.returncode == 0, out.stderr
    assert "FAILED" not in out.stderr
    spoken = next(line for line in out.stdout.splitlines() if line.startswith("languages: "))
    assert "ja: \\u" in spoken, spoken
    names = smoke_names(out.stdout)
    assert "menu" in names and "settings" in names
    # A new game at every table and every lesson at its first step (issue 44, item 5).
    tables = [game.id for game in registry.all_games() if game.id in TABLES]
    assert tables
    for game_id in tables:
        assert f"table:{game_id}" in names
        assert (f"lesson:{game_id}" in names) == has_lesson(game_id)
    assert any(name.startswith("lesson:") for name in names)
    # They opened in a scratch folder: Continue offers nothing, no lesson is in progress.
    assert not list((tmp_path / "saves").glob("*.json"))


def test_bench_prints_one_json_line(tmp_path):
    out = run("--bench", "menu", "--frames", "60", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["scene"] == "menu" and data["frames"] == 60
    assert 0 < data["median_ms"] <= data["p99_ms"]


def test_bench_takes_any_size_and_times_a_tables_opening_and_first_frame(tmp_path):
    out = run("--bench", "kasane", "--size", "2560x1440", "--frames", "20", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["size"] == "2560x1440"
    assert data["open_ms"] > 0 and data["first_frame_ms"] > 0
    assert data["max_ms"] == max(data["first_frame_ms"], data["max_after_first_ms"])


def test_a_small_size_is_adjusted_with_a_note(tmp_path):
    out = run("--size", "300x200", "--smoke", home=tmp_path)
    assert out.returncode == 0 and "adjusted to 1024x640" in out.stderr


def test_a_broken_settings_file_is_reported_and_the_app_still_starts(tmp_path):
    (tmp_path / "config").mkdir(parents=True)
    (tmp_path / "config" / "settings.json").write_text("[1, 2")
    out = run("--smoke", home=tmp_path)
    assert out.returncode == 0 and "could not be read" in out.stderr
    assert (tmp_path / "config" / "settings.json.bad").exists()


def test_bench_kerala_drags_over_forty_tile_grounds(tmp_path):
    out = run("--bench", "kerala", "--frames", "120", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["scene"] == "kerala" and data["tiles_at_start"] >= 40 and data["moves_played"] >= 1


@pytest.mark.parametrize("args, says", [(["--demo", "kerala"], "--demo needs --players"),
                                        (["--demo", "kerala", "--players", "7"], "2 to 5 players"),
                                        (["--demo", "kerala", "--players", "2", "--level", "genius"], "no computer level"),
                                        (["--demo", "kerala", "--players", "2", "--level", ""],
                                         "--level needs the name of a computer level (levels: easy"),
                                        (["--demo", "kerala", "--players", "2", "--level", "  "],
                                         "--level needs the name of a computer level"),
                                        (["--fast"], "--fast goes with --demo"),
                                        (["--level", "hard"], "--level goes with --demo"),
                                        (["--seed", "5"], "--seed goes with --demo"),
                                        (["--smoke", "--seed", "5"], "--seed goes with --demo"),
                                        (["--smoke", "--demo", "kerala", "--players", "2"],
                                         "--smoke and --demo cannot go together"),
                                        (["--bench", "menu", "--first-frame"],
                                         "--bench and --first-frame cannot go together"),
                                        (["--smoke", "--frames", "10"], "--frames goes with --bench"),
                                        (["--demo", "chess", "--players", "2"], "invalid choice")])
def test_bad_demo_arguments(tmp_path, args, says):
    """Every option that would have no effect is refused in one line (issue 17, item 8)."""
    out = run(*args, home=tmp_path)
    assert out.returncode == 2 and says in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_no_display_says_so_in_one_line_and_exits_2(tmp_path):
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True,
                         env=env, timeout=60)
    assert out.returncode == 2
    assert out.stderr.startswith("tessera: found no display to open a window on")
    assert len(out.stderr.strip().splitlines()) == 1


def test_no_display_still_allows_the_headless_checks(tmp_path):
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--bench", "menu", "--frames", "5"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1])["scene"] == "menu"
