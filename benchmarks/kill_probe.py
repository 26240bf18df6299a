"""How many moves a SIGKILL loses: a table of computer players only, animations off,
killed again and again at a random moment, then taken up again with Continue.

    python benchmarks/kill_probe.py [--kills 100] [--game kerala] [--seats 3] [--level easy] [--json]

Each round starts the app as ``main.py`` does (the player's log, settings with the
animations off, the user folders in a temporary TESSERA_HOME), presses the menu's
Continue with a posted click and lets the computers play. The game saved when the
round starts is a fresh one, or the game the last kill left. After a random wait the
process is killed (SIGKILL), and the probe compares the moves the table played (its
log says each one as it is played) with the moves on disk: the save's record, or,
once the game is over, the record kept for Past games. It prints how many moves each
kill lost, and for each game whose end the log shows ("game over", logged as the
results show) whether its record was on disk by then, and how many of the processes
the app had started (a hard computer's workers) still ran 3 seconds after a kill.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.processes import descendants, still_running  # noqa: E402
from game.record import GameRecord  # noqa: E402
from session import registry  # noqa: E402
from session.seats import COMPUTER, GameSetup, SeatSetup  # noqa: E402

MOVE_LINE = " INFO scenes.table.base: move: seat "
GAME_OVER = " INFO scenes.table.base: game over: "
TABLE_OPEN = "scene: push "
#: Seconds after a kill by which every process the app started must have ended.
LEFT_WITHIN = 3.0

#: The app as main.py starts it, then a click on the menu's Continue, posted as the
#: window would post it; the loop runs until the process is killed.
CHILD = """
import sys, pygame
sys.path.insert(0, {root!r})
from session.files import log_file, past_games, settings as settings_store, storage
log_file.start_logging()
storage.clear_stale_temp_files()
past_games.tidy()
from scenes.app import App
from scenes.pages.menu import CaptionButton
app = App(settings_store.load(), size=(1280, 720))
app.start()
app.manager.draw(app.surface)
button = next(w for w in app.manager.top.widgets if isinstance(w, CaptionButton))
for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
    extra = dict(rel=(0, 0), buttons=(0, 0, 0)) if kind == pygame.MOUSEMOTION else dict(button=1)
    pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, **extra))
app.run()
"""


def fresh_save(home: Path, game_id: str, seats: int, level: str, seed: int) -> None:
    """A new game of computer players only, saved as the game in progress."""
    game = registry.get(game_id)
    colors = game.default_colors(seats)
    setup = GameSetup(game_id, tuple(SeatSetup(f"Computer {i + 1}", colors[i], COMPUTER, level) for i in range(seats)))
    record = GameRecord.new(game.state_class(), (False,) * seats, **game.new_args(setup, seed))
    save = home / "saves" / f"{game_id}.json"
    save.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": 2, "game": game_id, "seed": seed, "setup": setup.to_dict(),
            "state": record.state.to_json(), "record": record.to_data()}
    save.write_text(json.dumps(data))


def moves_in(path: Path) -> int | None:
    try:
        return len(json.loads(path.read_text())["record"]["moves"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def past_games(home: Path) -> set[Path]:
    folder = home / "past games"
    return set(folder.glob("*.json")) if folder.is_dir() else set()


def wait_for(check, timeout: float) -> bool:
    deadline = time.time() + timeout
    while not check():
        if time.time() > deadline:
            return False
        time.sleep(0.01)
    return True


def one_kill(home: Path, game_id: str, wait: float) -> dict:
    """Start, Continue, wait ``wait`` seconds of play, SIGKILL; what was played and kept."""
    save = home / "saves" / f"{game_id}.json"
    log = home / "logs" / "tessera.log"
    before = moves_in(save)
    known = past_games(home)
    for old in home.joinpath("logs").glob("tessera.log*"):
        old.unlink()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    opened = wait_for(lambda: log.exists() and TABLE_OPEN + "KeralaTable" in log.read_text(errors="replace")
                      or child.poll() is not None, 60)
    if not opened or child.poll() is not None:
        child.kill()
        raise SystemExit(f"the table never opened: {child.communicate()[1].decode(errors='replace')[-2000:]}")
    time.sleep(wait)
    started = descendants(child.pid)
    child.send_signal(signal.SIGKILL)
    child.wait()
    left = still_running(started, LEFT_WITHIN)
    text = log.read_text(errors="replace")
    played = before + text.count(MOVE_LINE)
    over = GAME_OVER in text
    new_past = sorted(past_games(home) - known)
    kept = [n for n in [moves_in(save)] + [moves_in(p) for p in new_past] if n is not None]
    return {"played": played, "on_disk": max(kept, default=0), "over": over, "end_written": bool(new_past),
            "started": len(started), "left": len(left)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--game", default="kerala", choices=["kerala"])
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--longest-wait", type=float, default=3.0,
                        help="seconds of play before a kill, at most (chosen at random from 0)")
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    home = Path(tempfile.mkdtemp(prefix="tessera-kill-probe-"))
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"animation": "off", "sound": False}))
    lost = collections.Counter()
    ends = collections.Counter()
    games = 0
    started = left = 0
    for kill in range(args.kills):
        if moves_in(home / "saves" / f"{args.game}.json") is None:
            games += 1
            fresh_save(home, args.game, args.seats, args.level, args.seed * 1000 + games)
        outcome = one_kill(home, args.game, rng.uniform(0.0, args.longest_wait))
        lost[outcome["played"] - outcome["on_disk"]] += 1
        started += outcome["started"]
        left += outcome["left"]
        if outcome["over"]:
            ends["written before the results" if outcome["end_written"] else "NOT written before the results"] += 1
    summary = {"kills": args.kills, "games": games, "moves_lost": dict(sorted(lost.items())),
               "most_lost": max(lost), "game_ends_seen": dict(ends),
               "processes_started": started, "processes_left": left}
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{args.kills} SIGKILLs of a {args.game} table with {args.seats} computer seats ({args.level}), "
          f"animations off, over {games} games")
    print("moves lost per kill:  " + "   ".join(f"{n}: {count} kills" for n, count in sorted(lost.items())))
    print(f"most moves lost by one kill: {max(lost)}")
    print(f"processes the app had started: {started}, still running {LEFT_WITHIN:.0f} s after its kill: {left}")
    for what, count in sorted(ends.items()):
        print(f"game ends logged before the kill: {count}, their record {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
