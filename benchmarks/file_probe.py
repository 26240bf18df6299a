"""Damaged files through every entry point: does anything raise, or say less than a sentence?

    python benchmarks/file_probe.py [--files 2000] [--seed 49]

Writes good files of every kind the app reads -- the settings, the remembered setups,
the game in progress of each game, a past game, a saved game -- then damages one at a
time: cut short, bytes changed, a value in its JSON replaced by another kind of value
or removed, or put in place as something odd (empty, a folder, a pipe, a link to
nothing, a link to /dev/zero, 2 MB, not UTF-8, nested a hundred thousand deep). Each
damaged file goes through what reads it as the app does, in one App (errors raised, not
shown): the start (settings read, Past games tidied), the menu and its Continue, the
setup page and its start, both lists with their Replay and Load, and ``--replay FILE``.
Each scene that opens is drawn. It prints how many files went through each entry point,
what became of them, and every failure: an exception, or a sentence with "at at", a
class name, or "Traceback" in what the player reads.
"""
from __future__ import annotations

import argparse
import collections
import json
import logging
import os
import random
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
HOME = Path(os.environ.setdefault("TESSERA_HOME", tempfile.mkdtemp(prefix="tessera-file-probe-")))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.core import SaveFormatError  # noqa: E402
from game.record import GameRecord  # noqa: E402
from scenes import navigation  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene  # noqa: E402
from scenes.pages.menu import MenuScene  # noqa: E402
from scenes.pages.setup import SetupScene  # noqa: E402
from session import registry  # noqa: E402
from session.files import game_files, game_folders, past_games, paths, saves, setups  # noqa: E402
from session.files import settings as settings_store  # noqa: E402
from session.files.game_files import Glance  # noqa: E402
from session.seats import default_setup  # noqa: E402

GAME_IDS = ("kerala", "kaleido", "kasane")
JUNK = [None, True, False, 0, -1, 1.5, 10 ** 400, float("nan"), "", "x", "\udc80", [], [1, 2], {}, {"a": 1}]
SENTENCE_FAULTS = (" at at ", "Traceback", "Error:", "Exception")


def record_of(game_id: str, seed: int, moves: int | None):
    game = registry.get(game_id)
    setup = default_setup(game, 2 if game_id != "kaleido" else 3)
    record = GameRecord.new(game.state_class(), tuple(True for _ in setup.seats), **game.new_args(setup, seed))
    rng = random.Random(seed)
    while not record.state.is_over and (moves is None or len(record.entries) < moves):
        record.play(rng.choice(record.state.legal_moves()))
    return setup, record


def good_files() -> dict[str, tuple[Path, bytes]]:
    """(where it goes, its text) of a good file of each kind."""
    made = {}
    settings_store.save(settings_store.Settings())
    made["settings"] = settings_store.settings_file()
    setups.remember(default_setup(registry.get("kerala"), 3))
    made["setups"] = paths.config_dir() / "setups.json"
    for game_id in GAME_IDS:
        setup, record = record_of(game_id, 5, 12)
        saves.save(game_id, setup, 5, record.state, record.to_data())
        made[f"save {game_id}"] = saves.save_file(game_id)
    setup, record = record_of("kerala", 6, None)
    made["past game"] = past_games.keep_finished("kerala", setup, 6, record)
    setup, record = record_of("kasane", 7, 20)
    made["saved game"] = game_folders.save_named("Evening game", "kasane", setup, 7, record)
    kept = {kind: (path, path.read_bytes()) for kind, path in made.items()}
    wipe()
    return kept


def wipe() -> None:
    for child in HOME.iterdir():
        shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()


def damaged(text: bytes, rng: random.Random) -> tuple[str, bytes | str]:
    """(how, the damaged bytes) or (how, an odd kind of file to put in its place)."""
    how = rng.choice(["cut", "bytes", "value", "value", "removed", "odd"])
    if how == "cut":
        return how, text[:rng.randrange(len(text))]
    if how == "bytes":
        out = bytearray(text)
        for _ in range(rng.randint(1, 3)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return how, bytes(out)
    if how == "odd":
        return how, rng.choice(["empty", "folder", "pipe", "link to nothing", "/dev/zero", "2 MB", "not UTF-8",
                                "deep", "byte-order mark"])
    data = json.loads(text)
    spots = places(data)
    path = rng.choice(spots)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if how == "removed":
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(JUNK)
    return how, json.dumps(data).encode("utf-8", "surrogatepass")


def places(obj, prefix=()) -> list[tuple]:
    out = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for key, value in items:
        out.append(prefix + (key,))
        out.extend(places(value, prefix + (key,)))
    return out


def put(path: Path, what: bytes | str, good: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(what, bytes):
        path.write_bytes(what)
    elif what == "empty":
        path.write_bytes(b"")
    elif what == "folder":
        path.mkdir()
    elif what == "pipe":
        os.mkfifo(path)
    elif what == "link to nothing":
        path.symlink_to(path.with_name("nothing-here"))
    elif what == "/dev/zero":
        path.symlink_to("/dev/zero")
    elif what == "2 MB":
        path.write_bytes(good + b" " * 2_000_000)
    elif what == "not UTF-8":
        path.write_bytes(good.replace(b'"', b'\xff"', 3))
    elif what == "deep":
        path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    elif what == "byte-order mark":
        path.write_bytes(b"\xef\xbb\xbf" + good)


class Probe:
    def __init__(self):
        self.app = App(settings_store.Settings(), size=(1280, 720))
        self.app.manager.on_error = None
        self.outcomes: collections.Counter = collections.Counter()
        self.failures: list[str] = []

    def shown(self) -> str:
        """Draw what is on top; the type of it (and check the words of a message)."""
        self.app.manager.draw(self.app.surface)
        top = self.app.manager.top
        text = " ".join(str(getattr(top, name, "")) for name in ("text", "message"))
        for fault in SENTENCE_FAULTS:
            if fault in text:
                raise AssertionError(f"the player reads {fault!r}: {text[:300]}")
        return type(top).__name__

    def start(self) -> str:
        """The start: the settings read, Past games tidied, the menu shown."""
        past_games.tidy()
        self.app.settings = settings_store.load()
        for fault in SENTENCE_FAULTS:
            assert fault not in (self.app.settings.problem or ""), self.app.settings.problem
        self.app.start()
        return self.shown()

    def menu_continue(self) -> str:
        """Continue on the menu for each game saved; what each showed."""
        menu = MenuScene(self.app)
        self.app.manager.reset(menu)
        self.shown()
        opened = []
        for game_id in GAME_IDS:
            if saves.exists(game_id):
                menu.continue_game(registry.get(game_id))
                opened.append(self.shown())
                self.app.manager.reset(menu)
        return ", ".join(opened) or "no Continue"

    def setup_page(self) -> str:
        page = SetupScene(self.app, registry.get("kerala"))
        self.app.manager.reset(page)
        self.shown()
        page.start()
        return self.shown()

    def listed(self, kind) -> str:
        """The list drawn, and each row that reads well opened (Replay, Load); what that showed."""
        page = GameListScene(self.app, kind)
        self.app.manager.reset(page)
        self.app.manager.resize(self.app.surface.get_size())
        self.shown()
        opened = []
        for index, _ in list(page.row_rects):
            if isinstance(page.entry(index), Glance):
                (page.replay if kind is PAST_GAMES else page._open_saved)(index)
                opened.append(self.shown())
                self.app.manager.reset(page)
            else:
                opened.append("a damaged row")
        return ", ".join(opened) or "no row"

    def replay(self, path: Path) -> str:
        try:
            opened = game_files.read_file(path)
        except SaveFormatError as exc:
            for fault in SENTENCE_FAULTS:
                assert fault not in str(exc), str(exc)
            return "refused"
        navigation.open_replay(self.app, opened.game.id, opened.saved, over=False)
        return self.shown()

    def run(self, kind: str, path: Path) -> list[tuple[str, str]]:
        entries = [("start", self.start)]
        if kind.startswith("save "):
            entries.append(("Continue", self.menu_continue))
        if kind in ("settings", "setups"):
            entries.append(("setup page", self.setup_page))
        if kind == "past game":
            entries += [("Past games", lambda: self.listed(PAST_GAMES)), ("--replay", lambda: self.replay(path))]
        if kind == "saved game":
            entries += [("Saved games", lambda: self.listed(SAVED_GAMES)), ("--replay", lambda: self.replay(path))]
        done = []
        for name, entry in entries:
            done.append((name, entry()))
        return done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=49)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # each file kept aside is logged; the failures are what this prints
    rng = random.Random(args.seed)
    good = good_files()
    probe = Probe()
    through = collections.Counter()
    for n in range(args.files):
        kind = rng.choice(sorted(good))
        path, text = good[kind]
        how, what = damaged(text, rng)
        wipe()
        put(path, what, text)
        try:
            for entry, outcome in probe.run(kind, path):
                through[entry] += 1
                probe.outcomes[f"{kind}: {entry} -> {outcome}"] += 1
        except Exception:  # noqa: BLE001 - each failure is printed at the end
            probe.failures.append(f"{kind}, {how} ({what if isinstance(what, str) else len(what)}):\n"
                                  + traceback.format_exc(limit=6))
    print(f"{args.files} damaged files (seed {args.seed}), in {HOME}")
    print("through each entry point: " + ", ".join(f"{name} {count}" for name, count in sorted(through.items())))
    for outcome, count in sorted(probe.outcomes.items()):
        print(f"  {outcome}: {count}")
    print(f"failures: {len(probe.failures)}")
    for failure in probe.failures[:10]:
        print(failure)
    if Path(HOME).name.startswith("tessera-file-probe-"):
        wipe()
        HOME.rmdir()
    return 1 if probe.failures else 0


if __name__ == "__main__":
    sys.exit(main())
