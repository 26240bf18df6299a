"""``--demo kaleido`` plays the engine's and bots' own game in the real scene, and
``--bench kaleido`` times drags over twelve boards."""
import json
import os
import subprocess
import sys
from pathlib import Path



ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=env,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_bench_kaleido_drags_over_twelve_boards(tmp_path):
    data = run(tmp_path, "--bench", "kaleido", "--frames", "120")
    assert data["scene"] == "kaleido" and data["boards_on_table"] >= 12 and data["moves_played"] >= 1
    assert 0 < data["median_ms"] <= data["p99_ms"] <= data["max_ms"]
