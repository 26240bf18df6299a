"""The Kaleido game in progress is saved after every move (off the UI thread) and
taken up again with Continue; a finished game leaves no save behind."""
from game.kaleido import EndTurn, PlaceTile
from session.files import saves
from scenes.kaleido import KaleidoTable
from session.seats import GameSetup, SeatSetup
from tests.kaleido_table.helpers import one_tile_from_the_end

SETUP = GameSetup("kaleido", (SeatSetup("Ada", "red"), SeatSetup("Bo", "blue"), SeatSetup("Cy", "yellow", "computer", "easy")))


def test_the_end_of_the_game_discards_the_save_after_the_last_one(app):
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
