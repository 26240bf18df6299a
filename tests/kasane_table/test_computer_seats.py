"""Computer seats at the Kasane table: their moves are animated at a pace people can
follow, the last move stays outlined, and --demo gives exactly the engine's own game."""
import json
import os
import subprocess
import sys
from pathlib import Path

from game.kasane import Take
from scenes.kasane import KasaneTable
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.table_checks import run_until

ROOT = Path(__file__).resolve().parents[2]


def test_a_computer_turn_is_animated_slowly_and_stays_outlined(app):
    setup = GameSetup("kasane", (SeatSetup("Ann", "red"), SeatSetup("Bot", "blue", COMPUTER, "easy")))
    scene = KasaneTable(app, setup, seed=9)
    app.manager.reset(scene)
    scene.play(Take(0))
    if scene.state.current_seat == 0:
        scene.play(scene.state.legal_moves()[-1])     # Ann ends her turn
    assert scene.state.current_seat == 1 and not scene.human_to_move
    run_until(app, lambda: scene.showing_move, "the computer's move", dt=1 / 30)
    glide = scene.animator.glides[-1]
    assert glide.duration == scene.computers.pacing.glide_seconds   # the shared pacing (see test_shared_table)
    assert scene.glides.hidden                         # the card is in flight, not in the market
    run_until(app, lambda: scene.state.current_seat == 0 and not scene.showing_move, "the computer's move landing",
              dt=1 / 30)
    last = scene.marks.of(1)
    assert last is not None and any(type(m) is Take for m in last.moves)
    combined = scene.marks.slots(scene.state.kakemono)
    assert last.outlined_card() is not None or combined   # Bot's card or slot is outlined for Ann to see
    assert scene.human_to_move and scene.strip.text.startswith("Bot ")


def test_bench_kasane_prints_frame_times(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--bench", "kasane", "--frames", "150"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["scene"] == "kasane" and data["players"] == 4 and data["round_at_start"] == 3
    assert data["moves_played"] >= 3 and 0 < data["median_ms"] <= data["p99_ms"] <= data["max_ms"]
