"""Computer seats at the Kerala table: they think off the UI thread, their moves
are animated and then played, and --demo gives exactly the engine's own game."""
from pathlib import Path

from game.kerala import Pass
from scenes.kerala import KeralaTable
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.table_checks import run_until

ROOT = Path(__file__).resolve().parents[2]


def test_a_computer_seat_moves_with_an_animation_then_the_person_plays(app):
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bot", "black", COMPUTER, "normal")))
    scene = KeralaTable(app, setup, seed=9)
    app.manager.reset(scene)
    scene.play(Pass())
    assert scene.state.current_seat == 1 and not scene.human_to_move
    run_until(app, lambda: scene.showing_move or scene.state.current_seat == 0, "the computer's move", dt=1 / 30)
    if scene.showing_move:  # the tile is travelling from the middle to its cell
        assert scene.animator.active and scene.glide.carried is not None
    run_until(app, lambda: scene.state.current_seat == 0 and not scene.showing_move, "the computer's move landing",
              dt=1 / 30)
    assert scene.last_seat == 1 and scene.human_to_move


def test_the_pass_button_counts_only_the_passes_of_a_person_to_move(app):
    """While a computer plays, Pass (off) shows no count: the computer's would read as the person's."""
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bot", "black", COMPUTER, "normal")))
    scene = KeralaTable(app, setup, seed=9)
    app.manager.reset(scene)
    assert scene.pass_button.text == "Pass (2 left)"
    scene.play(Pass())
    assert scene.state.current_seat == 1 and scene.state.passes_left(1) == 2
    assert scene.pass_button.text == "Pass" and not scene.pass_button.enabled
    run_until(app, lambda: scene.state.current_seat == 0 and not scene.showing_move, "the computer's move landing",
              dt=1 / 30)
    assert scene.pass_button.text == "Pass (1 left)"
