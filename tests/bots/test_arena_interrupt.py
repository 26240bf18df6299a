"""The arena stopped with Ctrl+C (SIGINT) prints the summary of the games it finished
and exits 130, with no traceback (issue 24, item 8)."""
from __future__ import annotations

import json
import signal
import subprocess
import sys

import pytest


def as_at_a_terminal() -> None:
    """Ctrl+C as a terminal delivers it: a suite started in the background of a shell
    has SIGINT ignored, which the arena would inherit (and then never stop)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("extra", [[], ["--json"], ["--jobs", "2"]])
def test_sigint_prints_the_games_finished_and_exits_130(extra):
    arena = subprocess.Popen([sys.executable, "-m", "game.bots.arena", "kasane", "--players", "2",
                              "--seats", "easy,easy", "--games", "100000", "--seed", "1", "--progress", *extra],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=as_at_a_terminal)
    try:
        first = arena.stderr.readline()   # a game has finished: the arena is in its loop
        assert first.startswith("arena: game 1 of 100000 done"), first
        arena.send_signal(signal.SIGINT)
        out, err = arena.communicate(timeout=60)
    finally:
        arena.kill()   # a failed check leaves no arena playing its 100000 games
        arena.wait()
    assert arena.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    finished = int(err.split("interrupted after ", 1)[1].split(" of 100000 games")[0])
    assert finished > 0
    if "--json" in extra:
        summary = json.loads(out)
        assert summary["games"] == finished and summary["by_level"]["easy"]["seats"] == 2 * finished
    else:
        assert out.startswith(f"kasane, 2 players, {finished} games, ") and "\neasy " in out
