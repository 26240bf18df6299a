"""What every table does the same way, checked once for the three: leaving stops a
thinking computer, --demo plays the game the engine and bots play alone, the rules open
over the table and Back returns, each move is saved and Continue takes the game up
(captioned with the game and its round), a save that cannot be written is said and the
game goes on, Pause and the space bar stop the computer players, and while a piece is
held only what moves goes to the screen."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.kaleido import KaleidoTable
from scenes import tables
from scenes.kerala import KeralaTable
from scenes.pages.menu import CaptionButton, MenuScene
from scenes.table.messages import message_box
from scenes.ui import theme
from session import registry
from session.computers import play_headless
from session.files import saves
from session.lesson_vocabulary.base import Target
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import click, down, key, up
from tests.table_checks import FirstMove, rules_and_back, run_until, sized, step
from tests.waiting import joined

ROOT = Path(__file__).resolve().parent.parent
TABLES = list(tables.TABLES.values())


def seats(game_id: str, people: int, computers: int, level: str = "normal") -> GameSetup:
    colors = registry.get(game_id).default_colors(people + computers)
    return GameSetup(game_id, tuple(SeatSetup(f"Ann {i + 1}", colors[i]) for i in range(people)) + tuple(
        SeatSetup(f"Bot {i + 1}", colors[people + i], COMPUTER, level) for i in range(computers)))


def open_table(app, table_class, people=2, computers=0, level="normal", seed=21):
    scene = table_class(app, seats(table_class.game_id, people, computers, level), seed=seed)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def a_move(scene):
    """A person's move that keeps the game going (the engine's first legal one)."""
    scene.play(scene.state.legal_moves()[0])


class ThinksUntilCancelled:
    """A computer player that thinks until it is told to stop (it never chooses alone)."""

    def choose(self, state, cancel=None):
        cancel.wait()
        return None


@pytest.mark.parametrize("table_class", TABLES)
def test_leaving_the_table_cancels_the_thinking_bot(app, table_class):
    colors = registry.get(table_class.game_id).default_colors(2)
    setup = GameSetup(table_class.game_id, (SeatSetup("Bot", colors[0], COMPUTER, "hard"), SeatSetup("Ann", colors[1])))
    scene = table_class(app, setup, seed=4)
    scene.computers.bots = {0: ThinksUntilCancelled()}
    app.manager.reset(scene)
    app.manager.update(0.0)
    assert scene.computers.runner.busy
    thread = scene.computers.runner.thread
    app.manager.reset(MenuScene(app))
    joined(thread, "the bot's stop after the table closed")


@pytest.mark.parametrize("game_id, players, seed", [("kerala", 3, 5), ("kaleido", 2, 3), ("kaleido", 4, 8),
                                                    ("kasane", 4, 7)])
def test_the_demo_plays_the_same_game_as_the_engine_and_bots_alone(tmp_path, game_id, players, seed):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--demo", game_id, "--players", str(players),
                          "--seed", str(seed), "--fast"], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    colors = registry.get(game_id).default_colors(players)
    setup = GameSetup(game_id, tuple(SeatSetup(f"Computer {i + 1}", colors[i], COMPUTER, "normal")
                                     for i in range(players)))
    state = play_headless(game_id, setup, seed)
    assert state.is_over
    assert result == {"game": game_id, "players": players, "seed": seed, "scores": state.scores(),
                      "winners": state.winners()}


@pytest.mark.parametrize("table_class", TABLES)
def test_the_rules_open_over_the_table_and_back_returns_to_the_game(app, table_class):
    scene = open_table(app, table_class)
    a_move(scene)
    before = scene.state.to_json()
    rules_and_back(app, scene, table_class.game_id)
    assert app.manager.top is scene and scene.state.to_json() == before


@pytest.mark.parametrize("table_class", TABLES)
def test_every_move_is_saved_and_continue_takes_the_game_up(app, table_class, frozen_clock):
    """The menu's Continue names the saved game and when it was played: the time of the
    save's file, said against the wall clock, both held at noon (saved at 23:59, the
    caption would read "yesterday" a second later)."""
    game_id = table_class.game_id
    scene = open_table(app, table_class, people=1, computers=1)
    assert not saves.exists(game_id)
    menu = MenuScene(app)
    app.manager.reset(menu)
    assert not any(isinstance(w, CaptionButton) for w in menu.widgets)  # nothing saved yet
    app.manager.reset(scene)
    a_move(scene)
    scene.autosaver.flush()  # written on the autosaver's thread
    assert saves.exists(game_id)
    os.utime(saves.save_file(game_id), (frozen_clock, frozen_clock))  # written at noon too
    scene.press_menu()  # leaving the table waits for the save
    menu = app.manager.top
    app.manager.draw(app.surface)
    button = next(w for w in menu.widgets if isinstance(w, CaptionButton))
    round_now, rounds = scene.state.progress()
    title = registry.get(game_id).short_title
    assert button.caption[0] == f"{title} with Ann 1 and Bot 1, round {round_now} of {rounds}"
    assert button.caption[1] == "last played today at 12:00"
    play = next(w for w in menu.widgets if w.text == "Play")
    assert not button.rect.colliderect(play.rect) and app.surface.get_rect().contains(button.rect)
    click(app.manager, button.rect.center)
    resumed = app.manager.top
    assert isinstance(resumed, table_class) and resumed.state.to_json() == scene.state.to_json()
    assert resumed.names == scene.names and resumed.seed == scene.seed
    assert resumed.is_computer(1) and not resumed.is_computer(0)


@pytest.mark.parametrize("table_class", TABLES)
def test_the_table_counts_every_change_of_the_state_shown_in_one_version(app, table_class):
    """The base's ``version``, which every table's kept drawings and previews are keyed
    on, moves on with a move, an undo, a redo, a past moment and the return to the present."""
    scene = open_table(app, table_class)
    versions = [scene.version]
    a_move(scene)
    a_move(scene)
    versions.append(scene.version)
    for change in (scene.history.undo, scene.history.redo, lambda: scene.history.show_moment(1),
                   scene.history.back_to_present):
        change()
        versions.append(scene.version)
    assert versions[1] == versions[0] + 2 and versions == sorted(set(versions)), versions


@pytest.mark.parametrize("table_class", TABLES)
def test_a_save_that_cannot_be_written_is_reported_and_the_game_goes_on(app, monkeypatch, table_class):
    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "save", full)
    scene = open_table(app, table_class)
    a_move(scene)
    scene.autosaver.flush()
    app.manager.update(0)
    assert scene.strip.text == "The game could not be saved (no space left on device); it goes on."
    assert scene.strip.is_refusal
    played = len(scene.record.entries)
    a_move(scene)  # the game goes on
    assert len(scene.record.entries) > played


@pytest.mark.parametrize("table_class", TABLES)
def test_the_space_bar_and_the_pause_button_stop_the_computer_players(app, table_class):
    scene = open_table(app, table_class, people=1, computers=2, seed=9)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    while not scene.is_computer(scene.state.current_seat):
        a_move(scene)
    played = len(scene.record.entries)
    app.manager.dispatch(key(pygame.K_SPACE))
    assert scene.computers.paused and scene.controls.pause_button.text == "Resume"
    for _ in range(300):  # five seconds of fake time
        step(app)
    assert len(scene.record.entries) == played and not scene.showing_move
    assert "paused" in scene.turn_headline()[1] and "paused" in scene.strip.text  # the table says why nothing moves
    button = scene.controls.pause_button.rect.center
    app.manager.dispatch(down(button))
    app.manager.dispatch(up(button))
    assert not scene.computers.paused
    run_until(app, lambda: len(scene.record.entries) > played, "a computer's move after Resume")


def drag_path(scene):
    """(where a piece is picked up, a legal place to drop it) at each table."""
    if isinstance(scene, KeralaTable):
        start = scene.offer.rects[0].center
    elif isinstance(scene, KaleidoTable):
        start = scene.shelf.slots["tile"].center
    else:
        row = next(r for r, cards in enumerate(scene.state.market) if cards)
        start = scene.places.market_card(row, len(scene.state.market[row]) - 1).center
    app_drag = scene.drag.delegate
    piece = app_drag.drag_source_at(start)
    targets = app_drag.drag_targets(piece)
    end = next(iter(targets.values())).center
    return start, end


@pytest.mark.parametrize("table_class", TABLES)
def test_a_window_shown_again_is_sent_whole_once(app, table_class, monkeypatch):
    """What a table shows reaches the screen in rectangles, but after the window was
    uncovered or restored (the screen lost what it showed) the next frame sends all of it."""
    scene = open_table(app, table_class)
    sent = []
    monkeypatch.setattr(app.screen, "show", lambda rects=None: sent.append(rects))

    def frame():
        app.manager.update(0)
        scene.dirty = True
        app.manager.draw(app.surface)
        app.show_frame()
        return sent[-1]

    assert frame() is not None
    app.handle_global(pygame.event.Event(pygame.WINDOWEXPOSED))
    assert frame() is None
    assert frame() is not None


@pytest.mark.parametrize("table_class", TABLES)
def test_the_letters_of_every_font_are_rasterised_before_the_table_shows(app, table_class, monkeypatch):
    """A game's first message (a refusal is bold), its first score and line of guidance
    draw letters their fonts already have: the first sentence a font measured cost its
    frame a millisecond more, two at 2560x1440."""
    prepared = []
    monkeypatch.setattr(theme, "prepare_letters", prepared.append)
    scene = open_table(app, table_class)
    scale = theme.scale_for(scene.size)
    for refusal in (False, True):
        font = message_box("That cell is taken.", pygame.Rect(0, 600, 800, 40), app.surface.get_rect(),
                           scale, refusal)[2]
        assert font in prepared
    assert all(theme.font(kind, scale, bold) in prepared
               for kind in ("small", "body", "label", "button", "heading") for bold in (False, True))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("table_class", TABLES)
def test_the_open_log_leaves_every_score_in_sight_and_a_board_view_beside_it(app, table_class, size):
    """Seen in replays and look-backs: the Log lay over the seats' scores (Kaleido, Kerala),
    so what a log line says could not be checked. Open, it covers no seat's score; beside a
    board view it covers nothing of the table, and the view narrows for it and widens again."""
    sized(app, size)
    scene = open_table(app, table_class, people=3)
    for _ in range(4):
        scene.play(scene.state.legal_moves()[0])
    whole = scene.view.rect.copy() if scene.board_area else None
    scene.history.toggle_log()
    app.manager.draw(app.surface)
    log_area = scene.history.log_area
    for seat in range(scene.state.players):
        score = scene.target_rect(Target("score", (("seat", seat),)))
        assert score is not None and not log_area.colliderect(score), (seat, score, log_area)
    if whole is not None:
        assert not log_area.colliderect(scene.view.rect) and scene.view.rect.width < whole.width
        assert scene.rects[scene.board_area].contains(log_area)
        scene.history.toggle_log()
        assert scene.view.rect == whole



@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("table_class", TABLES)
def test_menu_and_see_the_scores_are_written_in_letters_of_one_size(app, table_class, size):
    """Seen at the end of whole games: "See the scores" was written smaller than "Menu" beside it."""
    sized(app, size)
    scene = open_table(app, table_class)
    menu = scene.menu_button
    scores = next(w for w in scene.widgets if getattr(w, "text", "") == "See the scores")
    assert menu.label_font().get_height() == scores.label_font().get_height()

