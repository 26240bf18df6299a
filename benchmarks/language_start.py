"""What a language costs a player's wait: the time from starting Tessera to the menu's first
frame, and a table's first frame, in each language, in turn in the same run (the machine's
noise falls alike on each).

    python benchmarks/language_start.py                    English and Japanese, 7 runs each
    python benchmarks/language_start.py --languages en,de,ja --runs 11

Each run is a new process, as a player's start is: the menu's frame through main.py's
hidden ``--first-frame`` (the wall-clock time from before the process starts to its first
frame), and a table's through this script's ``--table`` (from opening the table, the
language's font loaded then, to its first frame drawn), for each of the three tables. The
language is the player's choice in the settings of a scratch home folder. SDL's dummy
video driver is used. Prints the median and p99 of each, and each language's median
against English's.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from stats import p99  # noqa: E402

GAMES = ("kaleido", "kerala", "kasane")


def table_first_frame(game_id: str) -> float:
    """Seconds from opening ``game_id``'s table (three seats, a fixed seed) in a new app, in the
    language of the settings, to its first frame drawn."""
    from scenes.app import App
    from scenes.tables import TABLES
    from session import languages, registry
    from session.files import settings as store
    from session.seats import default_setup

    settings = store.load()
    languages.use(languages.starting_language(settings.language, []))
    app = App(settings, size=(1280, 720))
    start = time.perf_counter()
    table = TABLES[game_id](app, default_setup(registry.get(game_id), 3), seed=5)
    app.manager.reset(table)
    app.manager.draw(app.surface)
    return time.perf_counter() - start


def seconds_of(command: list[str], env: dict, line_start: str) -> float:
    start = time.time()
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=180)
    if out.returncode != 0:
        raise SystemExit(f"{command} failed ({out.returncode}): {out.stderr[-2000:]}")
    line = next(line for line in out.stdout.splitlines() if line.startswith(line_start))
    value = float(line.split()[-1])
    return value - start if line_start == "first frame at" else value


def home_speaking(folder: Path, code: str) -> dict:
    """The environment of a Tessera whose player chose the language ``code`` (its settings
    in ``folder``, as TESSERA_HOME keeps them: config/settings.json)."""
    (folder / "config").mkdir(parents=True, exist_ok=True)
    (folder / "config" / "settings.json").write_text(json.dumps({"language": code}), encoding="utf-8")
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(folder), LANGUAGE="en")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default="en,ja")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--table", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.table:
        print(f"table first frame {table_first_frame(args.table):.6f}")
        return 0
    codes = args.languages.split(",")
    from session import languages
    offered = {language.code for language in languages.OFFERED}
    missing = [code for code in codes if code not in offered]
    if missing:
        raise SystemExit(f"not offered (their catalogs are not complete): {', '.join(missing)}")
    times: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        envs = {code: home_speaking(Path(scratch) / code, code) for code in codes}
        kinds = {"menu": ([sys.executable, str(ROOT / "main.py"), "--first-frame"], "first frame at")}
        kinds.update({f"table {game}": ([sys.executable, __file__, "--table", game], "table first frame")
                      for game in GAMES})
        for code in codes:  # warm the file cache, not counted
            seconds_of(kinds["menu"][0], envs[code], kinds["menu"][1])
        for _ in range(args.runs):
            for kind, (command, line_start) in kinds.items():
                for code in codes:
                    times.setdefault((kind, code), []).append(seconds_of(command, envs[code], line_start))
    for kind in kinds:
        english = statistics.median(times[(kind, codes[0])])
        for code in codes:
            values = times[(kind, code)]
            median = statistics.median(values)
            print(f"{kind:14} {code}: median {median * 1000:7.1f} ms  p99 {p99(values) * 1000:7.1f} ms"
                  f"  ({median / english:.2f}x {codes[0]}, {len(values)} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
