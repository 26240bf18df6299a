"""How much CPU the menu uses when left alone (Linux: reads /proc).

    python benchmarks/app_idle.py [--seconds 10] [--display :N]

Starts ``python main.py`` (headless with SDL's dummy driver unless --display names an
X server), waits for it to settle, then prints the CPU used over the window as a
percentage of one core, as JSON.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--display", help="an X display to open the window on (default: headless)")
    args = parser.parse_args()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", TESSERA_HOME=tempfile.mkdtemp(prefix="tessera-idle-"))
    if args.display:
        env["DISPLAY"] = args.display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", "1280x720"], env=env)
    try:
        time.sleep(3)
        hz = os.sysconf("SC_CLK_TCK")
        start_ticks, start = cpu_ticks(app.pid), time.monotonic()
        time.sleep(args.seconds)
        used = (cpu_ticks(app.pid) - start_ticks) / hz
        elapsed = time.monotonic() - start
    finally:
        app.terminate()
        app.wait()
    print(json.dumps({"scene": "menu", "seconds": round(elapsed, 2), "cpu_s": round(used, 3),
                      "percent_of_one_core": round(100 * used / elapsed, 2),
                      "window": args.display or "dummy"}))


if __name__ == "__main__":
    main()
