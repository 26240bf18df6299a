"""Named saves: "Save as..." at the table, Saved games on the menu (load, delete, each
asked again when it would lose something), a damaged file listed with its reason and
kept aside; Past games lists finished games and opens their replay; --replay FILE."""
import json
import random

import pygame

from game.kerala import KeralaState
from session.files import game_files, paths, saves
from session import registry
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.kerala import KeralaTable
from scenes.pages.menu import MenuScene
from scenes.pages.save_as import SaveAsScene
from session.seats import default_setup
from tests.events import click, key, text


def kerala_table(app, moves=6):
    setup = default_setup(registry.get("kerala"), 2)
    table = KeralaTable(app, setup, seed=12)
    app.manager.reset(MenuScene(app))
    app.manager.push(table)
    rng = random.Random(12)
    for _ in range(moves):
        table.play(rng.choice(table.state.legal_moves()))
    app.manager.draw(app.surface)
    return table


def save_as(app, table, name):
    click(app.manager, table.controls.save_button.rect.center)
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsScene)
    dialog.entry.text = ""
    app.manager.dispatch(text(name))
    app.manager.draw(app.surface)
    app.manager.dispatch(key(pygame.K_RETURN))


def button(scene, label, row=0):
    index, rect = scene.row_rects[row]
    return next(w for w in scene.widgets if getattr(w, "text", "") == label and rect.contains(w.rect))


def test_save_as_then_load_it_from_saved_games(app):
    table = kerala_table(app)
    save_as(app, table, "Evening game")
    assert app.manager.top is table and "Saved as" in table.message
    [path] = paths.named_saves_dir().glob("*.json")
    assert path.name == "Evening-game.json"
    save_as(app, table, "Evening game")  # the same name again: a new file, the first one kept
    assert len(list(paths.named_saves_dir().glob("*.json"))) == 2
    table.autosaver.flush()
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    app.manager.draw(app.surface)
    first, second = listing.describe(listing.entries[0])
    assert first == "Evening game" and "Kerala" in second and "round 3 of 40" in second
    click(app.manager, button(listing, "Load").rect.center)  # the Kerala game in progress would go: asked
    assert listing.asking == (0, "load") and listing.question().startswith("Replace the Kerala game")
    app.manager.draw(app.surface)
    click(app.manager, button(listing, "Yes").rect.center)
    loaded = app.manager.top
    assert isinstance(loaded, KeralaTable) and loaded is not table
    assert loaded.state.to_json() == table.state.to_json() and loaded.record.can_undo == table.record.can_undo


def test_delete_asks_first_and_a_damaged_save_is_listed_and_kept_aside(app):
    table = kerala_table(app)
    save_as(app, table, "keep me")
    bad = paths.named_saves_dir() / "broken.json"
    bad.write_text('{"format": 2, "game": "kerala", "seed": 1')
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    app.manager.draw(app.surface)
    assert len(listing.entries) == 2
    damaged = listing.entries[0]  # written last, so listed first (a list is ordered by when files were written)
    assert isinstance(damaged, game_files.DamagedFile) and "not valid JSON" in damaged.reason
    assert (paths.named_saves_dir() / "broken.json.bad").exists() and not bad.exists()
    assert listing.describe(damaged)[0] == "Damaged: broken.json.bad"
    click(app.manager, button(listing, "Delete").rect.center)
    app.manager.draw(app.surface)
    click(app.manager, button(listing, "No").rect.center)
    assert len(listing.entries) == 2 and listing.asking is None
    click(app.manager, button(listing, "Delete").rect.center)
    app.manager.draw(app.surface)
    click(app.manager, button(listing, "Yes").rect.center)
    assert len(listing.entries) == 1 and listing.entries[0].name == "keep me"
    assert not list(paths.named_saves_dir().glob("broken*"))
    app.manager.draw(app.surface)


def test_past_games_lists_a_finished_game_and_opens_its_replay(app):
    table = kerala_table(app, moves=0)
    rng = random.Random(3)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    table.autosaver.flush()
    app.manager.reset(MenuScene(app))
    app.manager.draw(app.surface)
    past = next(w for w in app.manager.top.widgets if getattr(w, "text", "") == "Past games")
    click(app.manager, past.rect.center)
    listing = app.manager.top
    assert isinstance(listing, GameListScene) and listing.kind is PAST_GAMES
    app.manager.draw(app.surface)
    first, second = listing.describe(listing.entries[0])
    assert first == "Kerala: The Way of the Elephant" and "Player 1, Player 2" in second and "won by" in second
    click(app.manager, button(listing, "Replay").rect.center)
    replay = app.manager.top
    assert isinstance(replay, KeralaTable) and replay.replaying and replay.history.moment == 0
    app.manager.draw(app.surface)


def test_replay_from_the_command_line_refuses_a_bad_file_clearly(tmp_path, capsys, tessera_home):
    import main
    bad = tmp_path / "game.json"
    bad.write_text("[1, 2")
    assert main.main(["--replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "cannot be opened as a game" in err and "not valid JSON" in err and "Traceback" not in err
    assert bad.read_text() == "[1, 2"  # the player's file is left as it was
    assert main.main(["--replay", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err.lower()
    assert main.main(["--replay", str(bad), "--smoke"]) == 2
