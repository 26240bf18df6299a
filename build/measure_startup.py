"""Time from starting Tessera to its first frame: the frozen app against ``python main.py``.

    python build/measure_startup.py                       dist/Tessera/Tessera, 5 runs each
    python build/measure_startup.py --program P --runs 9

Each run notes the wall-clock time just before starting the process; the app, started
with the hidden ``--first-frame`` option, opens the menu as a player would, draws one
frame, prints the wall-clock time of that frame and exits. The difference covers
everything a player waits for: the bootloader or interpreter starting, imports, the
window, the first draw. One untimed run of each comes first so both start from a warm
file cache. SDL's dummy video driver is used unless --real-display is given (then the
current DISPLAY is used).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from build import executable  # noqa: E402


def first_frame_seconds(command: list[str], env: dict) -> float:
    start = time.time()
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    if out.returncode != 0:
        raise SystemExit(f"{command} failed ({out.returncode}): {out.stderr}")
    line = next(line for line in out.stdout.splitlines() if line.startswith("first frame at "))
    return float(line.split()[-1]) - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", type=Path, default=executable(ROOT / "dist"), help="the frozen program")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--real-display", action="store_true", help="use the current display, not SDL's dummy driver")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", TESSERA_HOME=home)
        if not args.real_display:
            env["SDL_VIDEODRIVER"] = "dummy"
        commands = {"frozen": [str(args.program), "--first-frame"],
                    "source": [sys.executable, str(ROOT / "main.py"), "--first-frame"]}
        results = {}
        for name, command in commands.items():
            first_frame_seconds(command, env)  # warm-up, not counted
            times = [first_frame_seconds(command, env) for _ in range(args.runs)]
            results[name] = {"median_ms": round(statistics.median(times) * 1000, 1),
                             "runs_ms": [round(t * 1000, 1) for t in times]}
    print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
