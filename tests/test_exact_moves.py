"""Every engine plays only its own copies of legal moves: a move whose fields have other
types (``0`` for ``False``, ``5.0`` for ``5``, a list for a number) is refused with
IllegalMove and changes nothing; and a save's award list cannot count a colour twice
(issue 17, items 6 and 7)."""
from __future__ import annotations

import json
import random

import pytest

from game.core import IllegalMove, SaveFormatError, legal_copy, same_value
from game.kaleido import KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kasane import Combine, KasaneState, Take as KasaneTake
from game.kerala import KeralaState, MoveElephant, MoveTile, Take as KeralaTake


def refused(state, move) -> None:
    before = state.to_json()
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert str(info.value).strip()
    assert state.to_json() == before
    assert not state.is_legal(move)


def first(state, kind, moves=None):
    return next(m for m in (moves or state.legal_moves()) if type(m) is kind)


def play_until(state, want, seed=1, limit=500):
    """Play random moves until ``want(state)``; the state."""
    rng = random.Random(seed)
    for _ in range(limit):
        if want(state):
            return state
        state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("the wanted position never came")


def test_same_value_wants_the_same_types():
    assert same_value((1, (2, "a")), (1, (2, "a")))
    assert not same_value(1, True) and not same_value(5, 5.0) and not same_value((1, 2), [1, 2])
    assert not same_value((0, 0), (0, False))


def test_legal_copy_finds_the_engines_own_move():
    legal = [PlaceTile((0, 0), 1)]
    assert legal_copy(PlaceTile((0, 0), 1), legal) is legal[0]
    assert legal_copy(PlaceTile((0, 0), 1), {legal[0]: legal[0]}) is legal[0]
    assert legal_copy(PlaceTile((0, 0), True), legal) is None
    assert legal_copy(PlaceTile([0, 0], 1), {legal[0]: legal[0]}) is None  # unhashable


def test_kasane_combine_with_zero_for_false_is_refused_and_the_save_stays_loadable():
    state = play_until(KasaneState.new(2, seed=3),
                       lambda s: any(type(m) is Combine and not m.reuse_last for m in s.legal_moves()))
    combine = next(m for m in state.legal_moves() if type(m) is Combine and not m.reuse_last)
    refused(state, Combine(combine.length, 0, combine.style))
    refused(state, Combine(float(combine.length), combine.reuse_last, combine.style))
    state.apply(combine)
    assert KasaneState.from_json(state.to_json()).to_json() == state.to_json()


@pytest.mark.parametrize("row", [3.0, [1], True, None, "1", -1, 99])
def test_kasane_take_with_a_row_that_is_not_a_whole_number_is_refused(row):
    refused(KasaneState.new(3, seed=1), KasaneTake(row))


def test_kaleido_refuses_look_alike_fields():
    state = KaleidoState.new(3, seed=0)
    for move in (PlaceTile((0, 0), 5.0), PlaceTile((0, 0), True), PlaceTile((0.0, 0), 2),
                 PlaceTile([0, 0], 2), PlaceWhite((0, 0), 1.0), PlaceBoard((0, 1.0))):
        refused(state, move)
    state.apply(PlaceTile((0, 0), 5))
    assert state.boards[(0, 0)][5] == "red"


def test_kaleido_rotation_with_float_steps_is_refused():
    state = play_until(KaleidoState.new(2, seed=2), lambda s: s.phase == "rotate")
    rotate = first(state, Rotate)
    refused(state, Rotate(rotate.board, float(rotate.steps)))
    refused(state, Rotate((float(rotate.board[0]), rotate.board[1]), rotate.steps))


def test_kerala_refuses_look_alike_fields():
    state = KeralaState.new(3, seed=1)
    take = first(state, KeralaTake)
    for move in (KeralaTake(float(take.offer_index), take.elephant, take.cell, take.arch_side),
                 KeralaTake(take.offer_index, bool(take.elephant), take.cell, take.arch_side),
                 KeralaTake(take.offer_index, take.elephant, (float(take.cell[0]), take.cell[1]), take.arch_side),
                 KeralaTake(take.offer_index, take.elephant, list(take.cell), take.arch_side)):
        refused(state, move)
    state.apply(KeralaTake(take.offer_index, take.elephant, tuple(take.cell), take.arch_side))


def test_kerala_special_moves_with_look_alike_cells_are_refused():
    state = play_until(KeralaState.new(2, seed=4), lambda s: s.pending_special is not None, seed=4, limit=2000)
    moves = state.legal_moves()
    special = next(m for m in moves if type(m) in (MoveElephant, MoveTile))
    if type(special) is MoveElephant:
        refused(state, MoveElephant(float(special.elephant), special.cell))
        refused(state, MoveElephant(special.elephant, (special.cell[0], float(special.cell[1]))))
    else:
        refused(state, MoveTile(special.source, (special.target[0] * 1.0, special.target[1])))


def test_kaleido_award_naming_a_colour_twice_is_refused():
    """E.g. [['red', 8], ['blue', 4], ['red', 8]] must not score red 16."""
    state = play_until(KaleidoState.new(3, seed=5), lambda s: any(k == "board" for k, _, _ in s.awards))
    data = json.loads(state.to_json())
    entry = next(e for e in data["awards"] if e[0] == "board")
    entry[2].append(entry[2][0])
    with pytest.raises(SaveFormatError, match="colour twice"):
        KaleidoState.from_json(json.dumps(data))

