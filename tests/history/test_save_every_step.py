"""A game saved and loaded again after every move (format 2, the record with it)
reaches the same scores as the game played straight through, for every title; a
format-1 save (the engine state alone) still loads, its record starting there."""
import json
import random

import pytest

from game.core import SaveFormatError
from game.record import GameRecord
from session import registry
from session.files import paths, saves
from session.seats import GameSetup, SeatSetup

GAMES = [("kerala", 2, 11), ("kaleido", 3, 12), ("kaleido", 2, 14), ("kasane", 2, 13)]


def setup_of(game, players):
    colors = game.default_colors(players)
    kinds = ["human"] + ["computer" if game.bot_levels else "human"] * (players - 1)
    return GameSetup(game.id, tuple(SeatSetup(f"P{i}", colors[i], kinds[i], "easy" if kinds[i] == "computer" else "normal")
                                    for i in range(players)))


@pytest.mark.parametrize("game_id, players, seed", GAMES)
def test_save_and_load_at_every_step_ends_with_the_same_scores(game_id, players, seed):
    game = registry.get(game_id)
    setup = setup_of(game, players)
    humans = tuple(s.kind == "human" for s in setup.seats)
    straight = GameRecord.new(game.state_class(), humans, **game.new_args(setup, seed))
    saved = GameRecord.new(game.state_class(), humans, **game.new_args(setup, seed))
    rng = random.Random(seed)
    steps = 0
    while not straight.state.is_over:
        move = rng.choice(straight.state.legal_moves())
        straight.play(move)
        saved.play(move)
        text = saves.save_text(game_id, setup, seed, saved.state, saved.to_data())
        loaded = saves.parse_game(game_id, json.loads(text))
        assert loaded.state.to_json() == straight.state.to_json()
        assert len(loaded.record.entries) == len(straight.entries)
        saved = loaded.record  # the game goes on from what was loaded
        steps += 1
    assert saved.state.is_over and steps > 20
    assert saved.state.scores() == straight.state.scores()
    assert saved.round_scores() == straight.round_scores()


def test_a_format_1_save_loads_and_its_record_starts_there(tessera_home):
    game = registry.get("kerala")
    setup = setup_of(game, 2)
    state = game.new_state(setup, 5)
    rng = random.Random(5)
    for _ in range(7):
        state.apply(rng.choice(state.legal_moves()))
    saves.save("kerala", setup, 5, state)  # no record: what versions before records wrote
    assert json.loads(saves.save_file("kerala").read_text())["format"] == 1
    loaded = saves.load("kerala")
    assert loaded.state.to_json() == state.to_json()
    assert loaded.record.entries == [] and loaded.record.state_at(0).to_json() == state.to_json()
    move = loaded.state.legal_moves()[0]
    loaded.record.play(move)
    state.apply(move)
    assert loaded.state.to_json() == state.to_json()


@pytest.mark.parametrize("damage, reason", [
    (lambda d: d["record"]["moves"].append(["Take", [9, 9, [9, 9], None]]), "not legal at that point"),
    (lambda d: d["record"].update(humans=[True, True]), "who is a computer player"),
    (lambda d: d["record"]["moves"].pop(), "do not lead to its game position"),
    (lambda d: d.pop("record"), "its record of the moves is missing"),
])
def test_a_damaged_record_is_reported_and_kept_aside(tessera_home, damage, reason):
    game = registry.get("kerala")
    setup = setup_of(game, 2)
    record = GameRecord.new(game.state_class(), (True, False), **game.new_args(setup, 3))
    rng = random.Random(3)
    for _ in range(5):
        record.play(rng.choice(record.state.legal_moves()))
    data = json.loads(saves.save_text("kerala", setup, 3, record.state, record.to_data()))
    damage(data)
    saves.save_file("kerala").write_text(json.dumps(data))
    with pytest.raises(SaveFormatError) as caught:
        saves.load("kerala")
    assert reason in str(caught.value) and "kerala.json.bad" in str(caught.value)
    assert (paths.saves_dir() / "kerala.json.bad").exists() and not saves.exists("kerala")
