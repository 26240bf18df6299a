"""Named saves: "Save as..." at the table, Saved games on the menu (load, delete, each
asked again when it would lose something), a damaged file listed with its reason and
kept aside; Past games lists finished games and opens their replay; --replay FILE."""
import dataclasses
import random

import pygame

import main
from session.files import game_files, game_folders, past_games, paths, saves
from session.files.summary import Summary
from session import registry
from scenes.pages import game_list
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.kerala import KeralaTable
from scenes.pages.menu import MenuScene
from scenes.pages.save_as import SaveAsScene
from session.seats import GameSetup, SeatSetup, default_setup
from tests.events import click, key, text
from tests.files.helpers import record_of


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
    app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))  # the name offered, replaced
    app.manager.dispatch(text(name))
    app.manager.draw(app.surface)
    app.manager.dispatch(key(pygame.K_RETURN))


def button(scene, label, row=0):
    index, rect = scene.row_rects[row]
    return next(w for w in scene.widgets if getattr(w, "text", "") == label and rect.contains(w.rect))


def test_save_as_then_load_it_from_saved_games(app):
    table = kerala_table(app)
    save_as(app, table, "Evening game")
    assert app.manager.top is table and "Saved as" in table.strip.text
    [path] = paths.named_saves_dir().glob("*.json")
    assert path.name == "Evening-game.json"
    save_as(app, table, "Other game")
    assert len(list(paths.named_saves_dir().glob("*.json"))) == 2
    table.autosaver.flush()
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    app.manager.draw(app.surface)
    first, second = listing.describe(listing.entries[1])
    assert first == "Evening game" and "Kerala" in second and "round 3 of 40" in second
    click(app.manager, button(listing, "Load", 1).rect.center)  # the game in progress is that game there: no question
    loaded = app.manager.top
    assert isinstance(loaded, KeralaTable) and loaded is not table and listing.asking is None
    assert loaded.state.to_json() == table.state.to_json() and loaded.record.can_undo == table.record.can_undo


def test_loading_asks_only_when_it_would_lose_something_and_says_what(app):
    table = kerala_table(app)
    save_as(app, table, "Evening game")
    for _ in range(2):  # played on since the save
        table.play(table.state.legal_moves()[0])
    table.autosaver.flush()
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    app.manager.draw(app.surface)
    click(app.manager, button(listing, "Load").rect.center)
    assert listing.asking == (0, "load")
    assert listing.question() == "Go back to this save? The 2 moves played since will be lost."
    kerala, setup = registry.get("kerala"), default_setup(registry.get("kerala"), 3)
    other = kerala.new_record(setup, 99)  # another game in progress
    other.play(other.state.legal_moves()[0])
    saves.save("kerala", setup, 99, other.state, other.to_data())
    assert listing.question().startswith("Replace the Kerala game in progress?")
    app.manager.draw(app.surface)
    click(app.manager, button(listing, "Yes").rect.center)
    loaded = app.manager.top
    assert isinstance(loaded, KeralaTable) and len(loaded.record.entries) == 6


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
    assert listing.question() == "Delete the damaged file broken.json.bad for good?"
    assert button(listing, "No").primary and not button(listing, "Yes").primary  # No is the default
    app.manager.dispatch(key(pygame.K_RETURN))
    assert listing.asking is None
    click(app.manager, button(listing, "Delete", 1).rect.center)
    assert listing.question() == "Delete \u201ckeep me\u201d for good?"
    click(app.manager, button(listing, "No", 1).rect.center)
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
    assert first == "Kerala: The Way of the Elephant" and "Player 1 and Player 2" in second and "won by" in second
    click(app.manager, button(listing, "Replay").rect.center)
    replay = app.manager.top
    assert isinstance(replay, KeralaTable) and replay.replaying and replay.history.moment == 0
    app.manager.draw(app.surface)


def test_replay_from_the_command_line_refuses_a_bad_file_clearly(tmp_path, capsys, tessera_home):
    bad = tmp_path / "game.json"
    bad.write_text("[1, 2")
    assert main.main(["--replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "cannot be opened as a game" in err and "not valid JSON" in err and "Traceback" not in err
    assert bad.read_text() == "[1, 2"  # the player's file is left as it was
    assert main.main(["--replay", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err.lower()
    assert main.main(["--replay", str(bad), "--smoke"]) == 2


def test_save_as_a_name_another_save_has_asks_whether_to_replace_it(app):
    table = kerala_table(app)
    save_as(app, table, "Evening game")
    [path] = paths.named_saves_dir().glob("*.json")
    before = path.read_text()
    table.play(random.Random(1).choice(table.state.legal_moves()))
    save_as(app, table, "Evening game ")  # the same name, as the list shows it
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsScene) and dialog.existing == path
    assert dialog.question() == "A saved game is already called \u201cEvening game\u201d. Replace it with this one?"
    labels = [w.text for w in dialog.widgets[1:]]
    assert labels == ["Replace it", "Change name"] and dialog.widgets[2].primary
    app.manager.draw(app.surface)
    app.manager.dispatch(key(pygame.K_RETURN))  # Enter does not replace: back to the name
    assert app.manager.top is dialog and dialog.existing is None and path.read_text() == before
    app.manager.dispatch(key(pygame.K_RETURN))  # asked again
    assert dialog.existing == path
    app.manager.dispatch(text("2"))  # a new name: the question goes
    assert dialog.existing is None and [w.text for w in dialog.widgets[1:]] == ["Cancel", "Save"]
    app.manager.dispatch(key(pygame.K_BACKSPACE))
    app.manager.dispatch(key(pygame.K_RETURN))
    click(app.manager, dialog.widgets[1].rect.center)  # Replace it
    assert app.manager.top is table and "Saved as" in table.strip.text
    assert list(paths.named_saves_dir().glob("*.json")) == [path] and path.read_text() != before
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    assert [entry.name for entry in listing.entries] == ["Evening game"]


def test_a_rows_words_keep_clear_of_its_edges_with_long_names(app, monkeypatch):
    app.set_window(size=(1024, 640))
    names = ["Wolfgang Amadeus", "Jouyougen Nakamu", "Bartholomew III", "W" * 16, "Xiomara Quintero"]
    setup = GameSetup("kerala", tuple(SeatSetup(n, c) for n, c in zip(names, registry.get("kerala").colors)))
    for number in range(3):
        game_folders.save_named(f"A long name for the saved game {number}", "kerala", setup, 3,
                                record_of(moves=8, setup=setup))
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.push(listing)
    click(app.manager, button(listing, "Delete").rect.center)
    drawn = []
    real = game_list.theme.draw_text

    def draw_text(surface, text_, font, color, pos, anchor="topleft"):
        box = real(surface, text_, font, color, pos, anchor)
        drawn.append(box)
        return box

    monkeypatch.setattr(game_list.theme, "draw_text", draw_text)
    app.manager.draw(app.surface)
    for _, row in listing.row_rects:
        inside = [box for box in drawn if row.colliderect(box)]
        assert len(inside) >= 3  # the name (or the question), and the details on two lines
        assert all(row.inflate(0, -2 * round(6 * listing.scale)).contains(box) for box in inside)


def test_past_games_say_when_a_game_was_played_with_the_variant(app):
    """As the results do (issue 46, item 20): the row's title says so."""
    kasane = registry.get("kasane")
    for variant in (True, False):
        setup = dataclasses.replace(default_setup(kasane, 2), variant=variant)
        record = kasane.new_record(setup, 7)
        rng = random.Random(7)
        while not record.state.is_over:
            record.play(rng.choice(record.state.legal_moves()))
        past_games.keep_finished("kasane", setup, 7, record)
    listing = GameListScene(app, PAST_GAMES)
    app.manager.push(listing)
    app.manager.draw(app.surface)
    titles = sorted(listing.describe(entry)[0] for entry in listing.entries)
    assert titles == ["Colors of Kasane", "Colors of Kasane, with the variant"]
    summary = next(entry.summary for entry in listing.entries if entry.summary.variant)
    assert Summary.from_data(summary.to_data()) == summary
    assert Summary.from_data({**summary.to_data(), "variant": False}).variant is False
