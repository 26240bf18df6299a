"""The Kaleido game in progress is saved after every move (off the UI thread) and
taken up again with Continue; a finished game leaves no save behind."""
from game.kaleido import EndTurn, PlaceTile
from session.files import saves
from scenes.kaleido import KaleidoTable
from scenes.pages.menu import MenuScene
from session.seats import GameSetup, SeatSetup
from tests.events import click

SETUP = GameSetup("kaleido", (SeatSetup("Ada", "red"), SeatSetup("Bo", "blue"), SeatSetup("Cy", "yellow", "computer", "easy")))


def test_every_move_is_saved_and_continue_takes_the_game_up(app):
    table = KaleidoTable(app, SETUP, seed=21)
    app.manager.reset(table)
    table.play(PlaceTile((0, 0), 3))
    table.autosaver.flush()
    assert saves.exists("kaleido")
    table.press_menu()  # leaving waits for the save
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    app.manager.draw(app.surface)
    button = next(w for w in menu.widgets if getattr(w, "text", "") == "Continue")
    click(app.manager, button.rect.center)
    resumed = app.manager.top
    assert isinstance(resumed, KaleidoTable)
    assert resumed.state.to_json() == table.state.to_json() and resumed.seed == 21


def test_a_save_that_cannot_be_written_is_reported_and_the_game_goes_on(app, monkeypatch):
    def refuse(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "save", refuse)
    table = KaleidoTable(app, SETUP, seed=21)
    app.manager.reset(table)
    table.play(PlaceTile((0, 0), 3))
    table.autosaver.flush()
    app.manager.update(0.01)
    assert "could not be saved" in table.message and table.message_is_refusal
    table.play(EndTurn())
    assert table.state.current_color == "blue"


def test_the_end_of_the_game_discards_the_save_after_the_last_one(app):
    from tests.kaleido_table.test_end_and_computers import one_tile_from_the_end
    state = one_tile_from_the_end()
    setup = GameSetup("kaleido", tuple(SeatSetup(n, c) for n, c in (("A", "red"), ("B", "blue"), ("C", "yellow"))))
    table = KaleidoTable(app, setup, seed=3, state=state)
    app.manager.reset(table)
    move = next(m for m in state.legal_moves() if isinstance(m, PlaceTile))
    table.play(move)
    table.play(EndTurn())
    if state.phase == "rotate":
        table.play(EndTurn())
    table.autosaver.flush()
    assert state.is_over and not saves.exists("kaleido")
