"""The game in progress is saved after every move and taken up again with Continue."""
import json
import random

from game.kerala import Pass
from session.files import paths, saves
from session import registry
from scenes.kerala import KeralaTable
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene
from session.seats import GameSetup, SeatSetup
from tests.events import click

SETUP = GameSetup("kerala", (SeatSetup("Asha", "blue"), SeatSetup("Ravi", "red", "computer", "hard")))


def continue_button(menu):
    return next((w for w in menu.widgets if getattr(w, "text", "") == "Continue"), None)


def open_play(app):
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    app.manager.draw(app.surface)
    return menu


def test_every_move_is_saved_and_continue_takes_the_game_up(app):
    table = KeralaTable(app, SETUP, seed=77)
    app.manager.reset(table)
    assert not saves.exists("kerala")
    table.play(Pass())
    table.autosaver.flush()  # written on the autosaver's thread
    assert saves.exists("kerala")
    table.press_menu()
    menu = open_play(app)
    click(app.manager, continue_button(menu).rect.center)
    resumed = app.manager.top
    assert isinstance(resumed, KeralaTable)
    assert resumed.state.to_json() == table.state.to_json()
    assert resumed.setup == SETUP and resumed.seed == 77
    assert resumed.is_computer(1) and not resumed.is_computer(0)


def test_a_damaged_save_is_reported_kept_aside_and_not_offered_again(app):
    table = KeralaTable(app, SETUP, seed=3)
    app.manager.reset(table)
    table.play(Pass())
    table.autosaver.flush()
    path = saves.save_file("kerala")
    data = json.loads(path.read_text())
    data["state"] = data["state"].replace('"players":2', '"players":3')
    path.write_text(json.dumps(data))
    menu = open_play(app)
    click(app.manager, continue_button(menu).rect.center)
    message = app.manager.top
    assert isinstance(message, MessageScene) and message.error
    assert "could not be read" in message.text and "kerala.json.bad" in message.text
    assert (paths.saves_dir() / "kerala.json.bad").exists() and not saves.exists("kerala")
    assert continue_button(menu) is None


def test_broken_saves_of_every_kind_raise_one_error(app):
    from game.core import SaveFormatError
    table = KeralaTable(app, SETUP, seed=3)
    app.manager.reset(table)
    table.play(Pass())
    table.autosaver.flush()
    good = saves.save_file("kerala").read_text()
    rng = random.Random(5)
    variants = ["", "[]", "{}", good[: len(good) // 2], good.replace('"format": 1', '"format": 9'),
                good.replace('"seed": 3', '"seed": "x"'), good.replace('"Asha"', '"Asha", "extra"')]
    variants += [good[:i] + good[i + 1:] for i in rng.sample(range(len(good)), 20)]
    for text in variants:
        saves.save_file("kerala").write_text(text)
        try:
            saves.load("kerala")
        except SaveFormatError:
            pass
        for bad in paths.saves_dir().glob("*.bad*"):
            bad.unlink()


def test_the_end_of_the_game_removes_the_save_and_demos_save_nothing(app):
    setup = GameSetup("kerala", (SeatSetup("A", "blue"), SeatSetup("B", "red")))
    table = KeralaTable(app, setup, seed=5)
    app.manager.reset(table)
    rng = random.Random(1)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
        table.autosaver.flush()
        if not table.state.is_over:
            assert saves.exists("kerala")
    assert not saves.exists("kerala")
    demo = KeralaTable(app, setup, seed=5, demo=True)
    app.manager.reset(demo)
    demo.play(Pass())
    assert not saves.exists("kerala")
    assert registry.get("kerala").state_class().__name__ == "KeralaState"


def test_a_save_that_cannot_be_written_is_reported_and_the_game_goes_on(app, monkeypatch):
    table = KeralaTable(app, SETUP, seed=3)
    app.manager.reset(table)

    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "save", full)
    table.play(Pass())
    table.autosaver.flush()
    app.manager.update(0)
    assert table.message == "The game could not be saved (no space left on device); it goes on."
    assert table.message_is_refusal and not table.state.is_over


def test_the_menu_offers_continue_with_the_game_its_round_and_when(app):
    from scenes.pages.menu import CaptionButton, played_when

    table = KeralaTable(app, SETUP, seed=77)
    app.manager.reset(table)
    menu = MenuScene(app)
    app.manager.reset(menu)
    assert not any(isinstance(w, CaptionButton) for w in menu.widgets)  # nothing saved yet
    app.manager.reset(table)
    table.play(Pass())
    table.press_menu()  # leaving the table writes the save
    menu = app.manager.top
    app.manager.draw(app.surface)
    button = next(w for w in menu.widgets if isinstance(w, CaptionButton))
    assert button.caption[0] == "Kerala: The Way of the Elephant, round 1 of 40"
    assert button.caption[1].startswith("last played today at ")
    play = next(w for w in menu.widgets if getattr(w, "text", "") == "Play")
    assert not button.rect.colliderect(play.rect) and app.surface.get_rect().contains(button.rect)
    click(app.manager, button.rect.center)
    resumed = app.manager.top
    assert isinstance(resumed, KeralaTable) and resumed.state.to_json() == table.state.to_json()
    assert played_when(0, 86400 * 3).startswith("on ")


def test_continue_on_the_menu_reports_a_damaged_save(app):
    from scenes.pages.menu import CaptionButton

    table = KeralaTable(app, SETUP, seed=3)
    app.manager.reset(table)
    table.play(Pass())
    table.autosaver.flush()
    saves.save_file("kerala").write_text("{broken")
    menu = MenuScene(app)
    app.manager.reset(menu)
    app.manager.draw(app.surface)
    button = next(w for w in menu.widgets if isinstance(w, CaptionButton))
    assert button.caption[0] == "Kerala: The Way of the Elephant"  # how far it had gone is unknown
    click(app.manager, button.rect.center)
    assert isinstance(app.manager.top, MessageScene) and app.manager.top.error
