"""``--demo GAME --first SEAT`` and ``--demo kasane --variant`` play whole games with the
setup's choices in the real scene and print the same result as the engine and the bots
alone (play_headless) for the same seed; bad values are refused in one line."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from session.computers import computers_setup, play_headless
from session.seats import RANDOM

ROOT = Path(__file__).resolve().parent.parent


def run(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=env,
                          timeout=300)


@pytest.mark.parametrize("game_id, players, seed, options, first, variant", [
    ("kasane", 3, 3, ["--variant"], 0, True),
    ("kasane", 4, 5, ["--first", "3", "--variant"], 2, True),
    ("kerala", 3, 2, ["--first", "2"], 1, False),
    ("kaleido", 2, 6, ["--first", "random"], RANDOM, False),
])
def test_the_demo_plays_the_chosen_game_as_the_engine_and_bots_do(tmp_path, game_id, players, seed, options,
                                                                   first, variant):
    out = run(tmp_path, "--demo", game_id, "--players", str(players), "--seed", str(seed), "--fast", *options)
    assert out.returncode == 0, out.stderr
    printed = json.loads(out.stdout.strip().splitlines()[-1])
    setup = computers_setup(game_id, players, "normal", first, variant)
    state = play_headless(game_id, setup, seed)
    expected = {"game": game_id, "players": players, "seed": seed, "scores": state.scores(),
                "winners": state.winners()}
    if "--first" in options:
        expected["first"] = setup.first_seat(seed) + 1
    if variant:
        expected["variant"] = True
        assert state.variant
    assert printed == expected


@pytest.mark.parametrize("args, says", [
    (["--demo", "kerala", "--players", "3", "--first", "4"], "--first takes a seat from 1 to 3 or random"),
    (["--demo", "kerala", "--players", "3", "--first", "second"], "--first takes a seat from 1 to 3 or random"),
    (["--demo", "kaleido", "--players", "2", "--variant"], "Kaleido has no variant to play"),
    (["--first", "2"], "--first goes with --demo"),
    (["--variant"], "--variant goes with --demo"),
])
def test_bad_choices_for_the_demo_are_refused_in_one_line(tmp_path, args, says):
    out = run(tmp_path, *args)
    assert out.returncode == 2 and says in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
