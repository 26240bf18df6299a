"""A finished game is kept for Past games and played back at its table: stepping
through it reaches the game's final scores, stepping back and forward returns to the
same states, and it plays on by itself at a chosen speed."""
import json
import random

import pygame
import pytest

from game.record import GameRecord
from scenes import navigation
from session.files import game_files, game_folders, past_games, paths, storage
from session import registry
from session.seats import GameSetup, SeatSetup
from tests.events import click, key
from tests.games import GAME_IDS


def past_rows():
    """Past games as the list shows them: each row read from its file's summary."""
    return [game_folders.glance(listed) for listed in past_games.listing().files]


def opened(row):
    """A listed past game opened as Replay opens it: its record replayed."""
    return game_files.open_game(row.path)


def finished_game(app, game_id, seed):
    game = registry.get(game_id)
    colors = game.default_colors(2)
    setup = GameSetup(game_id, (SeatSetup("Ana", colors[0]), SeatSetup("Ben", colors[1], "computer", "easy")))
    table = navigation.table_of(app, game.id)(app, setup, seed=seed)
    app.manager.reset(table)
    rng = random.Random(seed)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    table.autosaver.flush()
    return table


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_is_kept_and_its_replay_reaches_the_same_scores(app, game_id):
    table = finished_game(app, game_id, seed=6)
    [row] = past_rows()
    assert row.game.id == game_id and row.names == ["Ana", "Ben"] and row.winners()
    past = opened(row)
    assert past.saved.state.scores() == list(table.result.scores) == list(row.summary.scores)
    replay = navigation.table_of(app, past.game.id)(app, past.saved.setup, seed=past.saved.seed, record=past.saved.record,
                                     replay=True)
    app.manager.push(replay)
    app.manager.draw(app.surface)
    assert replay.history.moment == 0
    moves = len(replay.record.entries)
    for number in range(1, moves + 1):
        app.manager.dispatch(key(pygame.K_RIGHT))
        assert replay.history.moment == number
        if number % 10 == 0:
            app.manager.draw(app.surface)
    app.manager.draw(app.surface)
    assert replay.state.is_over and replay.state.scores() == list(table.result.scores)
    assert replay.turn_headline()[0] == "The game is over"
    for number in (moves - 1, moves - 2):
        app.manager.dispatch(key(pygame.K_LEFT))
        assert replay.state.to_json() == replay.record.state_at(number).to_json()
    app.manager.dispatch(key(pygame.K_RIGHT))
    app.manager.dispatch(key(pygame.K_RIGHT))
    assert replay.state.to_json() == replay.record.state.to_json()
    before = replay.state.to_json()
    log = replay.history.log_panel().rect   # a click on a log line shows its moment: not these
    for pos in [p for p in [(300, 300), (500, 650), (900, 300)] if not log.collidepoint(p)]:
        click(app.manager, pos)   # nothing of the game can be changed
    assert replay.state.to_json() == before and len(replay.record.entries) == moves


def test_a_replay_plays_at_its_speed_and_closes(app):
    table = finished_game(app, "kerala", seed=8)
    past = opened(past_rows()[0])
    replay = navigation.table_of(app, past.game.id)(app, past.saved.setup, seed=1, record=past.saved.record, replay=True)
    app.manager.push(replay)
    app.manager.draw(app.surface)
    bar = replay.history.replay_bar
    bar.set_speed("4×")
    click(app.manager, bar.play_button.rect.center)
    assert bar.playing and replay.animating
    for _ in range(10):
        app.manager.update(0.26)
    assert replay.history.moment == 10
    app.manager.dispatch(key(pygame.K_SPACE))
    assert not bar.playing
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top is table


def test_only_the_last_fifty_finished_games_are_kept(tessera_home):
    game = registry.get("kerala")
    setup = GameSetup("kerala", (SeatSetup("A", "blue"), SeatSetup("B", "black")))
    record = GameRecord.new(game.state_class(), (True, True), **game.new_args(setup, 1))
    for _ in range(past_games.PAST_GAMES_KEPT + 3):
        past_games.keep_finished("kerala", setup, 1, record)
    assert len(list(paths.past_games_dir().glob("*.json"))) == past_games.PAST_GAMES_KEPT


def test_a_damaged_past_game_is_listed_with_its_reason_and_kept_aside(app):
    finished_game(app, "kerala", seed=3)
    [path] = paths.past_games_dir().glob("*.json")
    data = json.loads(path.read_text())
    data["record"]["moves"][3] = ["Take", [7, 7, [7, 7], None]]
    path.write_text(json.dumps(data))
    [row] = past_rows()  # the summary reads well: the record is replayed when the game is opened
    with pytest.raises(storage.DamagedFile) as refused:
        opened(row)
    assert "not legal at that point" in refused.value.reason
    [damaged] = past_rows()
    assert isinstance(damaged, game_files.DamagedFile)
    assert damaged.path.name.endswith(".json.bad") and damaged.path.exists() and not path.exists()
    [again] = past_rows()  # listed again later, still damaged, never read again
    assert isinstance(again, game_files.DamagedFile) and again.path == damaged.path


def open_replay(app, table):
    replay = navigation.table_of(app, table.game_id)(app, table.setup, seed=table.seed, record=table.record,
                                                     replay=True)
    app.manager.push(replay)
    app.manager.draw(app.surface)
    return replay


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_replay_bar_keeps_to_the_message_strip_and_covers_nothing_of_the_table(app, game_id, size):
    app.set_window(size=size)
    replay = open_replay(app, finished_game(app, game_id, seed=6))
    bar = replay.history.replay_bar
    strip = replay.rects["message"]
    assert strip.contains(bar.rect) and all(strip.contains(w.rect) for w in bar.widgets)
    table_parts = [rect for name, rect in replay.rects.items() if name not in ("message", "banner")
                   and not rect.contains(strip)]  # Kerala's and Kaleido's strip lies inside their table's panel
    assert bar.rect.collidelist(table_parts) < 0
    if replay.view is not None:
        assert not replay.view.rect.colliderect(bar.rect)
    for _ in range(5):
        app.manager.dispatch(key(pygame.K_RIGHT))
    app.manager.draw(app.surface)
    assert replay.strip.text == "" and "Move 5 of" in replay.banner_view().guidance  # the caption is the banner's


def test_the_replay_steps_a_turn_at_a_time_with_shift_and_its_buttons(app):
    replay = open_replay(app, finished_game(app, "kaleido", seed=6))  # a Kaleido turn is several moves
    entries = replay.record.entries
    bar = replay.history.replay_bar
    turn_ends = [i + 1 for i in range(len(entries)) if i + 1 == len(entries) or entries[i + 1].seat != entries[i].seat]
    assert turn_ends[0] > 1
    app.manager.dispatch(key(pygame.K_RIGHT, pygame.KMOD_LSHIFT))
    assert replay.history.moment == turn_ends[0]
    click(app.manager, bar.widgets[5].rect.center)  # ">>": a turn on
    assert replay.history.moment == turn_ends[1]
    app.manager.dispatch(key(pygame.K_LEFT))  # a move back: inside the second turn
    assert replay.history.moment == turn_ends[1] - 1
    app.manager.dispatch(key(pygame.K_LEFT, pygame.KMOD_LSHIFT))  # to the start of that turn
    assert replay.history.moment == turn_ends[0]
    click(app.manager, bar.widgets[1].rect.center)  # "<<": the turn before, from its start
    assert replay.history.moment == 0
    assert not bar.widgets[1].enabled and bar.widgets[1].disabled_reason == "The replay is at the start of the game."
    app.manager.dispatch(key(pygame.K_END))
    assert replay.history.moment == len(entries) and not bar.widgets[5].enabled
    app.manager.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.widgets[6].rect.center, rel=(0, 0),
                                            buttons=(0, 0, 0)))
    app.manager.draw(app.surface)
    assert bar.widgets[6].says_why == "The replay is at the end of the game."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_opens_with_its_log_at_the_first_moves(app, game_id):
    """At move 0 of a replay the open log shows the game's first lines, not "The game is over".
    A table whose Log stands beside its board view opens with it; one where it would cover
    part of the table (Kasane's market) opens whole, and its Log button opens it."""
    table = finished_game(app, game_id, seed=8)
    replay = navigation.table_of(app, game_id)(app, table.setup, seed=table.seed, record=table.record, replay=True)
    app.manager.push(replay)
    app.manager.draw(app.surface)
    assert replay.history.moment == 0 and replay.history.log_open == (replay.board_area is not None)
    if not replay.history.log_open:
        click(app.manager, replay.controls.log_button.rect.center)
        app.manager.draw(app.surface)
        assert replay.history.log_open and replay.history.moment == 0
    panel = replay.history.log_panel()
    assert panel.content_height > panel.body.height   # the game is longer than the panel
    assert panel.move_at((panel.body.left + 4, panel.body.top + 2)) == 1
