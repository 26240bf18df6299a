"""The command line's small gaps (issue 24, item 10): ``--replay ""`` is refused, not
ignored; ``--size -5x-5`` says that a size must be positive."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, home):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.mark.parametrize("name", ["", "  "])
def test_replay_of_no_file_name_is_refused(tmp_path, name):
    out = run("--replay", name, home=tmp_path)
    assert out.returncode == 2 and out.stderr == (
        "tessera: --replay needs the name of a game file (a finished game from past games, or a saved game) "
        "(see --help)\n")


@pytest.mark.parametrize("size", ["-5x-5", "-5x600", "0x-1"])
def test_a_negative_size_is_said_to_need_to_be_positive(tmp_path, size):
    out = run("--size", size, "--smoke", home=tmp_path)
    assert out.returncode == 2
    assert out.stderr == f"tessera: argument --size: the size must be positive, got {size!r} (see --help)\n"


def test_a_size_too_large_without_a_screen_stops_at_8k(tmp_path):
    out = run("--size", "100000x100000", "--smoke", home=tmp_path)
    assert out.returncode == 0 and "the window size was adjusted to 7680x4320" in out.stderr
