"""Take-back against a computer player in a real window, by the pointer alone: the Setup
page's seat 2 is clicked to a normal computer, the person's moves are made by dragging
and clicking, the computer answers, and the Undo button takes back the person's move
with the computer's answer; the game then goes on. Driven by tools/mouse_game.py (which
plays whole games so), whose twin of the table stops at any move the window did not make."""
from session import registry
from tests.build_scripts import tool_script


def test_undo_takes_back_the_persons_move_with_the_computers_answer(xserver, tmp_path, tessera_home):
    tool = tool_script("mouse_game")
    kasane = registry.get("kasane")
    (tmp_path / "shots").mkdir()
    window = tool.Window(xserver, tmp_path / "player", (1280, 720), tmp_path / "shots")
    try:
        setup, seed = tool.seat_the_players(window, kasane, 2, ["normal"])
        assert setup.humans == (True, False)
        game = tool.Game(window, tool.Twin("kasane", setup, seed, (1280, 720)), "kasane", seed,
                         undo_at=[1], takebacks=1)
        assert not game.play(until=lambda: game.takebacks == 1)
        undone = [line for line in window.app.log_text.splitlines() if "undo:" in line]
        assert len(undone) == 1 and "seat 0's move" in undone[0] and "seat 1's move" in undone[0]
        decided = game.decisions
        assert not game.play(until=lambda: game.decisions > decided)  # the person plays on
        assert window.app.close_window() == 0
    finally:
        window.app.kill()
