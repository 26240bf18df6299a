"""Computer seats at the Kerala table: they think off the UI thread, their moves
are animated and then played, and --demo gives exactly the engine's own game."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from game.kerala import Pass
from session import registry
from session.seats import COMPUTER, GameSetup, SeatSetup
from session.computers import play_headless
from scenes.table.runner import BOT_DONE

ROOT = Path(__file__).resolve().parents[2]


def run_until(app, condition, seconds=30):
    deadline = time.time() + seconds
    while not condition():
        assert time.time() < deadline, "the computer seat never moved"
        import pygame
        for event in pygame.event.get():
            app.manager.dispatch(event)
        app.manager.update(1 / 30)
        app.manager.draw(app.surface)
        time.sleep(0.005)


def test_a_computer_seat_moves_with_an_animation_then_the_person_plays(app):
    from scenes.kerala import KeralaTable

    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bot", "black", COMPUTER, "normal")))
    scene = KeralaTable(app, setup, seed=9)
    app.manager.reset(scene)
    scene.play(Pass())
    assert scene.state.current_seat == 1 and not scene.human_to_move
    run_until(app, lambda: scene.showing_move or scene.state.current_seat == 0)
    if scene.showing_move:  # the tile is travelling from the middle to its cell
        assert scene.animator.active and scene.glide.carried is not None
    run_until(app, lambda: scene.state.current_seat == 0 and not scene.showing_move)
    assert scene.last_seat == 1 and scene.human_to_move


def test_leaving_the_table_cancels_the_thinking_bot(app):
    from scenes.kerala import KeralaTable
    from scenes.pages.menu import MenuScene

    setup = GameSetup("kerala", (SeatSetup("Bot", "blue", COMPUTER, "hard"), SeatSetup("Ann", "black")))
    scene = KeralaTable(app, setup, seed=4)
    app.manager.reset(scene)
    app.manager.update(0.0)
    assert scene.computers.runner.busy
    thread = scene.computers.runner._thread
    app.manager.reset(MenuScene(app))
    thread.join(5)
    assert not thread.is_alive(), "the bot kept thinking after the table closed"
    assert BOT_DONE  # the runner's wake-up event exists


def test_the_demo_plays_the_same_game_as_the_engine_and_bots_alone(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--demo", "kerala", "--players", "3",
                          "--seed", "5", "--fast"], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    game = registry.get("kerala")
    colors = game.default_colors(3)
    setup = GameSetup("kerala", tuple(SeatSetup(f"Computer {i + 1}", colors[i], COMPUTER, "normal") for i in range(3)))
    state = play_headless("kerala", setup, 5)
    assert result == {"game": "kerala", "players": 3, "seed": 5, "scores": state.scores(), "winners": state.winners()}
