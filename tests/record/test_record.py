"""The game record: replay gives every state back, undo and redo keep to their limits,
and a damaged record is refused with a sentence."""
import json
import random

import pytest

from game.core import IllegalMove, SaveFormatError
from game.kaleido import KaleidoState
from game.kaleido.moves import EndTurn, PlaceTile
from game.kasane import KasaneState
from game.kerala import KeralaState
from game.kerala.moves import Pass, Take
from game.record import GameRecord, find_move, move_data
from tests.games import state_classes

#: Every registered game's state class, by id.
ENGINES = state_classes()


def play_random(record, rng, limit=10_000):
    while not record.state.is_over and limit:
        record.play(rng.choice(record.state.legal_moves()))
        limit -= 1


@pytest.mark.parametrize("title", sorted(ENGINES))
@pytest.mark.parametrize("seed", [1, 2])
def test_replaying_the_record_gives_the_same_state_at_every_step(title, seed):
    cls = ENGINES[title]
    record = GameRecord.new(cls, (True, False), players=2, seed=seed)
    reference = cls.new(2, seed=seed)
    rng = random.Random(seed)
    step = 0
    while not record.state.is_over:
        move = rng.choice(record.state.legal_moves())
        record.play(move)
        reference.apply(move)
        step += 1
        assert record.state.to_json() == reference.to_json()
        if step % 7 == 0 or record.state.is_over:
            assert record.state_at(step).to_json() == reference.to_json()
    assert record.entries[-1].scores == tuple(reference.scores())
    again = GameRecord.from_data(cls, json.loads(json.dumps(record.to_data())))
    assert again.state.to_json() == record.state.to_json()
    assert [e.move for e in again.entries] == [e.move for e in record.entries]


@pytest.mark.parametrize("title", sorted(ENGINES))
def test_undo_then_redo_returns_to_the_same_states(title):
    cls = ENGINES[title]
    record = GameRecord.new(cls, (True, True, True), players=3, seed=5)
    rng = random.Random(5)
    undone = 0
    for _ in range(60):
        if record.state.is_over:
            break
        record.play(rng.choice(record.state.legal_moves()))
        after = record.state.to_json()
        if record.can_undo:
            span = record.undo_span()  # the last move, and the one before it when the rules made it
            assert len(span) == 1 + span[-1].automatic
            before = record.state_at(len(record.entries) - len(span)).to_json()
            record.undo()
            assert record.state.to_json() == before
            assert record.can_redo
            record.redo()
            assert record.state.to_json() == after
            undone += 1
        else:
            assert record.entries[-1].revealed
    assert undone > 10


def test_undo_of_a_kerala_pass_gives_the_pass_back():
    record = GameRecord.new(KeralaState, (True, True, True), players=3, seed=3)
    seat = record.state.current_seat
    passes = record.state.passes_left(seat)
    record.play(Pass())
    assert record.state.passes_left(seat) == passes - 1
    record.undo()
    assert record.state.passes_left(seat) == passes
    assert record.state.current_seat == seat


def test_undo_never_crosses_a_draw_from_the_bag():
    record = GameRecord.new(KeralaState, (True, True), players=2, seed=3)
    while not (record.entries and record.entries[-1].revealed):
        record.play(next(m for m in record.state.legal_moves() if not isinstance(m, Pass)))
    assert not record.can_undo
    with pytest.raises(IllegalMove, match="new tiles were drawn from the bag"):
        record.undo()


def test_undo_never_crosses_a_new_kasane_market():
    record = GameRecord.new(KasaneState, (True, True), players=2, seed=4)
    rng = random.Random(4)
    while record.state.round == 1:
        record.play(rng.choice(record.state.legal_moves()))
    assert record.entries[-1].revealed
    with pytest.raises(IllegalMove, match="a new market was dealt"):
        record.undo()


def persons_turn_then_computers(record):
    """The person (seat 0) places a tile and ends the turn; the computer (seat 1)
    plays its whole turn. The state before the person's End turn, and after."""
    record.play(next(m for m in record.state.legal_moves() if isinstance(m, PlaceTile)))
    before = record.state.to_json()
    record.play(EndTurn())
    while record.state.current_seat == 1:
        record.play(next(m for m in record.state.legal_moves() if isinstance(m, (PlaceTile, EndTurn))))
    return before, record.state.to_json()


def test_undo_takes_back_the_persons_move_with_the_computers_answer():
    record = GameRecord.new(KaleidoState, (True, False), players=2, seed=1)
    before, after = persons_turn_then_computers(record)
    span = record.undo_span()
    assert [e.seat for e in span] == [0] + [1] * (len(span) - 1) and len(span) > 2
    assert record.undo_refusal() is None
    assert record.undo() == span
    assert record.state.to_json() == before and record.state.current_seat == 0
    assert record.undo_span()[0].move.__class__ is PlaceTile   # then the person's earlier move of the turn
    assert record.redo() == span   # the person's move and the computer's answer again
    assert record.state.to_json() == after and not record.can_redo


def test_a_computers_move_is_never_taken_back_alone():
    record = GameRecord.new(KaleidoState, (False, True), players=2, seed=1)
    record.play(next(m for m in record.state.legal_moves() if isinstance(m, PlaceTile)))
    assert record.undo_span() == []
    with pytest.raises(IllegalMove, match="a computer's move is never taken back alone"):
        record.undo()


def test_undo_never_takes_back_another_persons_move_with_the_computers():
    record = GameRecord.new(KaleidoState, (True, False, True), players=3, seed=1)
    persons_turn_then_computers(record)
    assert record.state.current_seat == 2
    assert record.undo_refusal() == "That move was another player's: only your own moves of this turn can be taken back."


def test_undo_never_takes_back_a_computers_move_that_drew_from_the_bag():
    record = GameRecord.new(KeralaState, (True, False), players=2, seed=3)
    record.play(next(m for m in record.state.legal_moves() if isinstance(m, Take)))   # the person
    record.play(next(m for m in record.state.legal_moves() if isinstance(m, Take)))   # the computer ends the round
    assert record.entries[-1].revealed and record.entries[-1].seat == 1
    with pytest.raises(IllegalMove, match="new tiles were drawn from the bag"):
        record.undo()


def test_a_persons_move_is_taken_back_while_the_computers_answer_is_only_pending():
    record = GameRecord.new(KaleidoState, (True, False), players=2, seed=1)
    while record.state.current_seat == 0:
        record.play(next(m for m in record.state.legal_moves() if isinstance(m, (PlaceTile, EndTurn))))
    assert record.state.current_seat == 1 and record.entries[-1].seat == 0
    assert record.undo_refusal() is None and len(record.undo_span()) == 1
    record.undo()  # the person's End turn: their turn again
    assert record.state.current_seat == 0


def test_with_a_computer_at_the_table_undo_stops_at_the_turn():
    record = GameRecord.new(KaleidoState, (True, True, False), players=3, seed=1)
    record.play(next(m for m in record.state.legal_moves() if isinstance(m, PlaceTile)))
    assert record.can_undo
    record.play(EndTurn())
    assert record.state.current_seat == 1
    assert record.undo_refusal() == "That move was another player's: only your own moves of this turn can be taken back."


def test_a_new_move_ends_redo():
    record = GameRecord.new(KaleidoState, (True, True), players=2, seed=1)
    record.play(record.state.legal_moves()[0])
    record.undo()
    record.play(record.state.legal_moves()[-1])
    assert not record.can_redo
    with pytest.raises(IllegalMove):
        record.redo()


def test_a_record_can_start_from_a_saved_state():
    state = KeralaState.new(2, seed=9)
    rng = random.Random(9)
    for _ in range(5):
        state.apply(rng.choice(state.legal_moves()))
    record = GameRecord.from_state(state, (True, True))
    assert record.state.to_json() == state.to_json() and record.entries == []
    record.play(record.state.legal_moves()[0])
    again = GameRecord.from_data(KeralaState, record.to_data())
    assert again.state.to_json() == record.state.to_json()


def test_moves_are_stored_as_plain_data_and_found_again():
    state = KeralaState.new(2, seed=1)
    move = next(m for m in state.legal_moves() if isinstance(m, Take))
    data = json.loads(json.dumps(move_data(move)))
    assert data[0] == "Take" and find_move(state, data) == move


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(format=7), "unknown format"),
    (lambda d: d.update(start=[]), "how the game started"),
    (lambda d: d.update(start={"new": {"players": 9}}), "cannot start its game"),
    (lambda d: d.update(humans="yes"), "which seats are people"),
    (lambda d: d.update(moves={}), "no list of moves"),
    (lambda d: d["moves"].append(["Take", [9, 9, [99, 99], None]]), "not legal"),
    (lambda d: d["moves"].insert(0, ["Rotate", [[0, 0], 1]]), "not legal"),
    (lambda d: d.update(humans=[True]), "cannot start its game"),
])
def test_a_damaged_record_is_refused_with_a_sentence(damage, words):
    record = GameRecord.new(KeralaState, (True, True), players=2, seed=2)
    record.play(record.state.legal_moves()[0])
    data = record.to_data()
    damage(data)
    with pytest.raises(SaveFormatError, match=words):
        GameRecord.from_data(KeralaState, data)


def test_a_record_that_goes_on_after_the_end_is_refused():
    record = GameRecord.new(KasaneState, (True, True), players=2, seed=2)
    play_random(record, random.Random(2))
    data = record.to_data()
    data["moves"].append(data["moves"][-1])
    with pytest.raises(SaveFormatError, match="after the game ended"):
        GameRecord.from_data(KasaneState, data)


@pytest.mark.parametrize("title", sorted(ENGINES))
def test_round_scores_follow_the_rounds_to_the_final_scores(title):
    cls = ENGINES[title]
    record = GameRecord.new(cls, (False, False, False), players=3, seed=6)
    play_random(record, random.Random(6))
    points = record.round_scores()
    rounds = [r for r, _ in points]
    assert rounds == list(range(len(points)))
    assert points[0][1] == tuple(cls.new(3, seed=6).scores())
    assert points[-1][1] == tuple(record.state.scores())
    assert rounds[-1] == record.state.round or record.state.is_over
    for round_, scores in points[1:]:
        last = max(i for i, e in enumerate(record.entries) if e.round == round_)
        assert record.state_at(last + 1).scores() == list(scores)


@pytest.mark.parametrize("title, players, last_round", [("kasane", 2, 2), ("kasane", 4, 4), ("kerala", 2, None),
                                                        ("kaleido", 3, None)])
def test_each_engine_counts_its_rounds_from_one_in_steps_of_one(title, players, last_round):
    state = ENGINES[title].new(players, seed=11)
    rng = random.Random(11)
    rounds = [state.round]
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        rounds.append(state.round)
    assert rounds[0] == 1 and rounds[-1] > 1
    assert all(b - a in (0, 1) for a, b in zip(rounds, rounds[1:]))
    if last_round:
        assert rounds[-1] == last_round


def test_a_kerala_round_is_one_draw_from_the_bag():
    state = KeralaState.new(3, seed=2)
    rng = random.Random(2)
    while not state.is_over:
        bag, round_ = state.bag_size, state.round
        state.apply(rng.choice(state.legal_moves()))
        if not state.is_over:
            assert (state.round == round_ + 1) == (state.bag_size < bag)


def test_a_move_the_rules_make_is_taken_back_and_played_again_with_the_move_before_it():
    """A Kasane take after which no combination may follow ends the turn by itself: one
    Undo takes back the end and the take, one Redo plays both (issue 45: the table did
    this on the record itself)."""
    record = GameRecord.new(ENGINES["kasane"], (True, True), players=2, seed=5)
    rng = random.Random(5)
    while True:
        take = next((m for m in record.state.legal_moves()
                     if record.state.phase == "take" and automatic_after(record.state, m)), None)
        if take is not None:
            break
        record.play(rng.choice(record.state.legal_moves()))
    before = record.state.to_json()
    record.play(take)
    end = record.state.automatic_move()
    assert end is not None and record.state.legal_moves() == [end]
    record.play(end)
    assert record.entries[-1].automatic and not record.entries[-2].automatic
    assert [e.move for e in record.undo_span()] == [take, end]
    after = record.state.to_json()
    record.undo()
    assert record.state.to_json() == before
    record.redo()
    assert record.state.to_json() == after and record.entries[-1].automatic


def automatic_after(state, move) -> bool:
    after = state.clone()
    after.apply(move)
    return after.automatic_move() is not None and not after.reveal_mark != state.reveal_mark
