"""What the file tests share: a user folder filled with game files as a player's could
be (many, copied, odd), and the menu pressed as a player presses it."""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

from game.record import GameRecord
from scenes.pages.menu import MenuScene
from session import registry
from session.files import game_folders, past_games, saves
from session.seats import COMPUTER, GameSetup, SeatSetup, default_setup
from tests.events import click

SETUP = GameSetup("kerala", (SeatSetup("Asha", "blue"), SeatSetup("Ravi", "red")))


def record_of(moves: int | None = None, seed: int = 3, setup: GameSetup = SETUP) -> GameRecord:
    """A Kerala game of ``setup``: ``moves`` random legal moves in, or played to its end."""
    game = registry.get(setup.game_id)
    record = GameRecord.new(game.state_class(), tuple(s.kind != COMPUTER for s in setup.seats),
                            **game.new_args(setup, seed))
    rng = random.Random(seed)
    while not record.state.is_over and (moves is None or len(record.entries) < moves):
        record.play(rng.choice(record.state.legal_moves()))
    return record


def finished_file() -> Path:
    """A finished game kept for Past games, as the end of a game keeps it."""
    return past_games.keep_finished("kerala", SETUP, 3, record_of())


def named_file(name: str = "Evening game") -> Path:
    """A game saved under ``name`` with Save as..., a few moves in."""
    return game_folders.save_named(name, "kerala", SETUP, 3, record_of(moves=8))


def copies(source: Path, names, link: bool = True) -> list[Path]:
    """``source`` again under each of ``names`` in its folder (hard links: ten thousand
    copies cost no room)."""
    made = []
    for name in names:
        target = source.with_name(name)
        if link:
            os.link(source, target)
        else:
            target.write_bytes(source.read_bytes())
        made.append(target)
    return made


def without_summary(path: Path) -> None:
    """The file as a version before summaries wrote it: the same format, no summary."""
    data = json.loads(path.read_text())
    del data["summary"]
    stat = path.stat()
    path.write_text(json.dumps(data))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def menu_button(app, label: str):
    """The menu, laid out and drawn, and its button ``label``."""
    menu = MenuScene(app)
    app.manager.reset(menu)
    app.manager.draw(app.surface)
    return next(w for w in menu.widgets if getattr(w, "text", "") == label)


def open_from_menu(app, label: str):
    """Press ``label`` on the menu (Past games, Saved games, Continue); the scene on top, drawn."""
    click(app.manager, menu_button(app, label).rect.center)
    app.manager.draw(app.surface)
    return app.manager.top


def row_button(listing, label: str, slot: int = 0):
    index, rect = listing.row_rects[slot]
    return next(w for w in listing.widgets if getattr(w, "text", "") == label and rect.contains(w.rect))


def computer_save(players: int = 3, level: str = "easy", seed: int = 9) -> Path:
    """A new Kerala game of computer players only, saved as the game in progress."""
    game = registry.get("kerala")
    base = default_setup(game, players)
    setup = GameSetup("kerala", tuple(SeatSetup(f"Computer {i + 1}", s.color, COMPUTER, level)
                                      for i, s in enumerate(base.seats)))
    record = GameRecord.new(game.state_class(), (False,) * players, **game.new_args(setup, seed))
    saves.save("kerala", setup, seed, record.state, record.to_data())
    return saves.save_file("kerala")
