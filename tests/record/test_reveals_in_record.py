"""The record keeps what each move revealed (format 2): a record kept without the seed
replays from the start's public part, the opening and the moves with their reveals into
the host's public states; format-1 records, written before reveals were kept, still load;
undo keeps its rules; reveals that do not match their game are refused with a sentence."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import IllegalMove, SaveFormatError
from game.record import RECORD_FORMAT, GameRecord
from tests.games import GAMES
from tests.seat_games import CASES, case_id, guest_record, host_record, play_on

FORMAT_1 = Path(__file__).with_name("format1")
#: The fixtures' games (tests/record/format1/README.md): moves, final scores, hints.
FORMAT_1_GAMES = {"kerala": (99, [-9, -18, -7]), "kasane": (67, [8, 16, 4]), "kaleido": (115, [46, 59])}
#: A seed no number in a record would show by chance.
SEED = 987_654_321_987


def engine(game_id: str) -> type:
    return next(g for g in GAMES if g.id == game_id).state_class()


def through_json(data: dict) -> dict:
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("game_id", sorted(FORMAT_1_GAMES))
def test_a_format_1_record_still_loads_and_is_saved_in_the_new_format(game_id):
    data = json.loads((FORMAT_1 / f"{game_id}.json").read_text())
    assert data["format"] == 1 and "reveals" not in data
    record = GameRecord.from_data(engine(game_id), data)
    moves, scores = FORMAT_1_GAMES[game_id]
    assert len(record.entries) == moves and record.state.scores() == scores and record.state.is_over
    assert record.hints[0] == 1
    assert all((entry.reveal is not None) == entry.revealed for entry in record.entries)
    saved = through_json(record.to_data())
    assert saved["format"] == RECORD_FORMAT == 2 and saved["opening"] == record.opening
    again = GameRecord.from_data(engine(game_id), saved)
    assert again.entries == record.entries and again.state.to_json() == record.state.to_json()
    seatless = GameRecord.from_data(engine(game_id), through_json(record.without_seed().to_data()))
    assert seatless.state.public_digest() == record.state.public_digest()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_record_without_the_seed_round_trips_and_replays_the_public_states(case):
    game, players, variant = case
    host = host_record(game, players, SEED, variant)
    for _ in play_on(host, 6):
        pass
    text = json.dumps(host.without_seed().to_data())
    assert '"seed"' not in text and str(SEED) not in text
    assert '"bag"' not in text and '"deck"' not in text
    kept = GameRecord.from_data(host.state_class, json.loads(text))
    assert kept.public_only and kept.entries == host.entries and kept.humans == host.humans
    assert json.dumps(kept.to_data()) == text
    for index in range(0, len(host.entries) + 1, 9):
        assert kept.state_at(index).public_digest() == host.state_at(index).public_digest()
    assert kept.state.winners() == host.state.winners() and kept.round_scores() == host.round_scores()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_undo_and_redo_keep_their_rules_in_a_record_without_the_seed(case):
    game, players, variant = case
    host = host_record(game, players, 12, variant)
    guest = guest_record(host)
    undone = 0
    for step, entry in enumerate(play_on(host, 12)):
        guest.play(entry.move, entry.reveal)
        assert guest.undo_refusal() == host.undo_refusal()
        if host.can_undo and step % 5 == 0:
            assert guest.undo() == host.undo()
            assert guest.state.public_digest() == host.state.public_digest()
            assert guest.redo() == host.redo()
            undone += 1
        assert guest.state.public_digest() == host.state.public_digest()
    assert undone


def test_a_saved_record_whose_reveal_was_changed_is_refused():
    for game in (g for g in GAMES if g.keeps_records):
        host = host_record(game, game.min_players, 14)
        for _ in zip(range(40), play_on(host, 14)):
            pass
        for data in (host.to_data(), host.without_seed().to_data()):
            if not data["reveals"]:
                data["reveals"] = [[0, {"tiles": []}]]
            else:
                index, reveal = data["reveals"][0]
                data["reveals"][0] = [index + 1, reveal]
            with pytest.raises(SaveFormatError, match="does not match what move|reveal is damaged"):
                GameRecord.from_data(host.state_class, through_json(data))


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(reveals={}), "what its moves revealed"),
    (lambda d: d.update(reveals=[[0]]), "what its moves revealed"),
    (lambda d: d.update(reveals=[[999, {"tiles": []}]]), "what its moves revealed"),
    (lambda d: d.update(reveals=[[True, {"tiles": []}]]), "what its moves revealed"),
    (lambda d: d.update(reveals=d["reveals"][1:] + d["reveals"][:1]), "what its moves revealed"),
    (lambda d: d.pop("opening"), "what its moves revealed"),
    (lambda d: d.update(opening={"tiles": ["blue:1"]}), "what the start revealed"),
    (lambda d: d.update(start={"public": {"players": 3}}), "cannot start its game"),
    (lambda d: d.update(start={"public": {"players": 2}}, opening=None), "reveal is damaged"),
    (lambda d: d.update(start={"public": {"players": 2}}, opening={"tiles": ["blue:start"]}), "reveal is damaged"),
    (lambda d: d.update(start={"public": {"players": 2, "seed": 4}}), "cannot start its game"),
    (lambda d: d.update(format=1, start={"public": {"players": 2}}), "how the game started"),
])
def test_a_record_with_damaged_reveals_is_refused_with_a_sentence(damage, words):
    host = host_record(next(g for g in GAMES if g.id == "kerala"), 2, 15)
    for _ in zip(range(12), play_on(host, 15)):
        pass
    data = through_json(host.to_data())
    damage(data)
    with pytest.raises(SaveFormatError, match=words):
        GameRecord.from_data(host.state_class, data)


def test_a_record_without_the_seed_is_told_each_reveal_and_refuses_a_wrong_one():
    host = host_record(next(g for g in GAMES if g.id == "kasane"), 2, 16)
    guest = guest_record(host)
    for entry in play_on(host, 16):
        if entry.reveal is not None:
            with pytest.raises(IllegalMove, match="does not match what it drew"):
                guest.play(entry.move)
            break
        guest.play(entry.move)
    else:
        raise AssertionError("no move revealed anything")
    guest.play(entry.move, entry.reveal)
    assert guest.state.public_digest() == host.state.public_digest()


def test_a_record_from_a_saved_state_has_no_public_start():
    state = engine("kerala").new(2, seed=3)
    with pytest.raises(ValueError):
        GameRecord.from_state(state, (True, True)).without_seed()
