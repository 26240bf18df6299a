"""How long the menu's lists take to open with many files in their folders.

    python benchmarks/file_lists.py [--files 10000] [--runs 20]

Presses Past games and Saved games on the menu (posted clicks) and times each list
from the click to its first frame drawn, ``--runs`` times each, median and p99 in
seconds: first with one file in each folder (what a list costs however few files it
has), then with the folders filled as the issue's reproduction did: the finished
game's record copied as ``past games/2025NNNN-000000-kerala.json`` (NNNN =
0000..9999) and the named save copied as ``saved games/Evening-game-N.json``. Past
games shows the 50 games it keeps, found by the time at the end of each file (its last
kB, read once and again only when the file changes): the first of its runs reads ten
thousand ends, the others none. (A start prunes the folder to those 50; this benchmark
does not start as main.py does, so the ten thousand stay.) A last line times the first
opening of files written before summaries were kept, which replays only the rows shown
and gives them their summary.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
HOME = os.environ.setdefault("TESSERA_HOME", tempfile.mkdtemp(prefix="tessera-file-lists-"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from benchmarks.stats import p99  # noqa: E402
from game.record import GameRecord  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.pages.menu import MenuScene  # noqa: E402
from session import registry  # noqa: E402
from session.files import game_folders, past_games, paths  # noqa: E402
from session.files.settings import Settings  # noqa: E402
from session.seats import GameSetup, SeatSetup  # noqa: E402

SETUP = GameSetup("kerala", (SeatSetup("Asha", "blue"), SeatSetup("Ravi", "red"), SeatSetup("Kiran", "black")))


def record(moves: int | None) -> GameRecord:
    game = registry.get("kerala")
    rec = GameRecord.new(game.state_class(), (True, True, True), **game.new_args(SETUP, 7))
    rng = random.Random(7)
    while not rec.state.is_over and (moves is None or len(rec.entries) < moves):
        rec.play(rng.choice(rec.state.legal_moves()))
    return rec


def first_files() -> tuple[Path, Path]:
    """One finished game in past games and one named save in saved games."""
    return (past_games.keep_finished("kerala", SETUP, 7, record(None)),
            game_folders.save_named("Evening game", "kerala", SETUP, 7, record(30)))


def fill(files: int, past: Path, named: Path) -> None:
    for n in range(files - 1):
        shutil.copyfile(past, past.with_name(f"2025{n:04d}-000000-kerala.json"))
    for n in range(files - 1):
        shutil.copyfile(named, named.with_name(f"Evening-game-{n + 2}.json"))


def strip_summaries(folder: Path) -> None:
    for path in folder.glob("*.json"):
        data = json.loads(path.read_text())
        data.pop("summary", None)
        path.write_text(json.dumps(data))


def open_list(app: App, label: str) -> float:
    """Seconds from a click on ``label`` to the list's first frame."""
    menu = MenuScene(app)
    app.manager.reset(menu)
    app.manager.draw(app.surface)
    button = next(w for w in menu.widgets if getattr(w, "text", "") == label)
    start = time.perf_counter()
    for kind, extra in ((pygame.MOUSEBUTTONDOWN, {}), (pygame.MOUSEBUTTONUP, {})):
        app.manager.dispatch(pygame.event.Event(kind, pos=button.rect.center, button=1, **extra))
    app.manager.draw(app.surface)
    seconds = time.perf_counter() - start
    assert app.manager.top.count >= 1
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000, help="files in each folder")
    parser.add_argument("--runs", type=int, default=20, help="openings timed per list")
    args = parser.parse_args()
    app = App(Settings(), size=(1280, 720))
    print(f"seconds from the click to the first frame, {args.runs} runs each ({paths.past_games_dir().parent})")
    first = first_files()
    for files in (1, args.files):
        if files > 1:
            fill(files, *first)
        for label in ("Past games", "Saved games"):
            times = [open_list(app, label) for _ in range(args.runs)]
            print(f"{label:12} {files:>6} file(s)  median {statistics.median(times):.4f} s  p99 {p99(times):.4f} s")
    strip_summaries(paths.named_saves_dir())
    first = open_list(app, "Saved games")
    again = [open_list(app, "Saved games") for _ in range(args.runs)]
    print(f"Saved games written without summaries: first opening {first:.4f} s (the rows shown replayed once), "
          f"then median {statistics.median(again):.4f} s  p99 {p99(again):.4f} s")
    if Path(HOME).name.startswith("tessera-file-lists-"):
        shutil.rmtree(HOME)  # twenty thousand files of our own


if __name__ == "__main__":
    main()
