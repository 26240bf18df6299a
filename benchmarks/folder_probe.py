"""Unwritable folders and full disks: a session that plays a game to its end in each,
then the next start with the folder freed. Where is the finished game each time?

    sudo python benchmarks/folder_probe.py [--json]

For each user folder (the game in progress, past games, saved games, settings, the log,
and all of them at once) and each way it can fail -- a file in its place, mode 000,
read-only (0555), a full disk (a tmpfs of 1 MB, filled) -- a session starts as main.py
does, plays a Kerala game between two people to its end at the real table, shows its
results, saves a game with Save as..., and opens both lists; then the folder is freed
and the app starts again (``main.py --smoke``). It prints, for each case, whether both
sessions ended well, what the table said at the end, and where the finished game was
after each: in Past games, kept as the game in progress, or nowhere.

Root is needed to mount the small disks; the sessions themselves run without the
capability to override permissions (``setpriv``), so 000 and 0555 hold for them.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"the game in progress": "saves", "past games": "past games", "saved games": "saved games",
           "settings": "config", "the log": "logs", "all of them": "."}
WAYS = ("a file in its place", "mode 000", "read-only", "a full disk")
PLAIN = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps", "-dac_override,-dac_read_search"]

#: A session as main.py starts one, then a game played to its end, Save as..., both lists.
SESSION = """
import json, random, sys
sys.path.insert(0, {root!r})
from session.files import log_file, past_games, settings as settings_store, storage
log_file.start_logging()
storage.clear_stale_temp_files()
past_games.tidy()
from scenes.app import App
from scenes import navigation
from scenes.kerala import KeralaTable
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from session.files import game_folders
from session.seats import GameSetup, SeatSetup
app = App(settings_store.load(), size=(1280, 720))
app.manager.on_error = None
app.start()
app.manager.draw(app.surface)
table = KeralaTable(app, GameSetup("kerala", (SeatSetup("Asha", "blue"), SeatSetup("Ravi", "red"))), seed=5)
app.manager.reset(table)
rng = random.Random(5)
while not table.state.is_over:
    table.play(rng.choice(table.state.legal_moves()))
    if len(table.record.entries) == 10:
        try:
            game_folders.save_named("Evening game", "kerala", table.setup, table.seed, table.record)
            named = "kept"
        except OSError as exc:
            named = storage.describe(exc)
app.manager.update(0.0)
said = table.message
table.open_results()
app.manager.draw(app.surface)
for kind in (PAST_GAMES, SAVED_GAMES):
    app.manager.push(GameListScene(app, kind))
    app.manager.draw(app.surface)
print(json.dumps({{"said": said, "moves": len(table.record.entries), "save as": named,
                  "results": type(app.manager.stack[0]).__name__}}))
"""


def where_the_game_is(home: Path, moves: int) -> str:
    """Where the finished game of ``moves`` moves is kept, in words."""
    places = []
    for path in sorted((home / "past games").glob("*.json")) if (home / "past games").is_dir() else []:
        if _moves(path) == moves:
            places.append("in Past games")
    for path in sorted((home / "saves").glob("kerala*.json")) if (home / "saves").is_dir() else []:
        if _moves(path) == moves:
            places.append(f"in saves/{path.name}")
        elif _moves(path) is not None:
            places.append(f"saves/{path.name} before its end ({_moves(path)} moves)")
    return ", ".join(places) or "nowhere"


def _moves(path: Path) -> int | None:
    try:
        return len(json.loads(path.read_text())["record"]["moves"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


class Case:
    def __init__(self, home: Path, folder: str, way: str):
        self.home, self.way = home, way
        self.path = home if folder == "." else home / folder
        self.mounted = False

    def block(self) -> None:
        self.path.mkdir(parents=True, exist_ok=True)
        if self.way == "a file in its place":
            shutil.rmtree(self.path)
            self.path.write_text("not a folder")
        elif self.way == "mode 000":
            self.path.chmod(0o000)
        elif self.way == "read-only":
            self.path.chmod(0o555)
        else:
            subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(self.path)], check=True)
            self.mounted = True
            if self.path == self.home:
                (self.home / "logs").mkdir()
            with open(self.path / "filler", "wb", buffering=0) as filler:
                try:
                    while True:
                        filler.write(b"\0" * 4096)
                except OSError:
                    pass

    def free(self) -> None:
        if self.way == "a file in its place":
            self.path.unlink()
            self.path.mkdir()
        elif self.way in ("mode 000", "read-only"):
            self.path.chmod(0o755)
        else:
            (self.path / "filler").unlink()

    def unmount(self) -> None:
        if self.mounted:
            subprocess.run(["umount", str(self.path)], check=True)


def run_case(folder: str, way: str) -> dict:
    home = Path(tempfile.mkdtemp(prefix="tessera-folder-probe-")) / "home"
    home.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    case = Case(home, FOLDERS[folder], way)
    case.block()
    try:
        first = subprocess.run([*PLAIN, sys.executable, "-c", SESSION.format(root=str(ROOT))], env=env,
                               capture_output=True, text=True, timeout=600)
        out = json.loads(first.stdout.strip().splitlines()[-1]) if first.returncode == 0 else {}
        moves = out.get("moves", -1)
        after_first = where_the_game_is(home, moves)
        case.free()
        second = subprocess.run([*PLAIN, sys.executable, str(ROOT / "main.py"), "--smoke"], env=env,
                                capture_output=True, text=True, timeout=300)
        after_second = where_the_game_is(home, moves)
    finally:
        case.unmount()
        shutil.rmtree(home.parent, ignore_errors=True)
    return {"folder": folder, "way": way, "session": "ended well" if first.returncode == 0 else first.stderr[-800:],
            "said at the end": out.get("said", ""), "save as": out.get("save as", ""),
            "after the session": after_first,
            "next start": "ended well" if second.returncode == 0 else second.stderr[-800:],
            "after the next start": after_second}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="one JSON object a line")
    args = parser.parse_args()
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        print("folder_probe: run as root, with setpriv (util-linux)", file=sys.stderr)
        return 2
    cases = [run_case(folder, way) for folder in FOLDERS for way in WAYS]
    for case in cases:
        if args.json:
            print(json.dumps(case))
            continue
        print(f"{case['folder']}, {case['way']}: session {case['session']}, next start {case['next start']}")
        print(f"    finished game: {case['after the session']} -> {case['after the next start']}; "
              f"Save as: {case['save as']}")
        if case["said at the end"]:
            print(f"    said: {case['said at the end']}")
    lost = [c for c in cases if c["after the next start"] == "nowhere" and c["after the session"] == "nowhere"]
    bad = [c for c in cases if c["session"] != "ended well" or c["next start"] != "ended well"]
    print(f"{len(cases)} cases: {len(bad)} sessions that did not end well, {len(lost)} finished games lost")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
