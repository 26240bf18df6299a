"""The game in progress is saved after every move and taken up again with Continue."""
import json
import random

from game.core import SaveFormatError
from game.kerala import Pass
from session.files import paths, saves
from session import registry
from scenes.kerala import KeralaTable
from scenes.pages.menu import CaptionButton, MenuScene
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


def test_continue_on_the_menu_reports_a_damaged_save(app):
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
