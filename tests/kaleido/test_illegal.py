"""Every kind of illegal move is refused with a reason, and the state stays exactly as it was."""
from __future__ import annotations

import random

import pytest

from game.core import IllegalMove
from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate

from .helpers import turn


def refused(state: KaleidoState, move, words: str) -> None:
    before = state.to_json()
    legal_before = state.legal_moves()
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert words.lower() in str(info.value).lower(), str(info.value)
    assert state.why_illegal(move) == str(info.value)
    assert state.to_json() == before, "a refused move changed the state"
    assert state.legal_moves() == legal_before


def fresh() -> KaleidoState:
    return KaleidoState.new(3, 0)


def test_occupied_hole():
    s = fresh()
    turn(s, PlaceTile((0, 0), 0))
    refused(s, PlaceTile((0, 0), 0), "already filled")
    refused(s, PlaceWhite((0, 0), 0), "already filled")


def test_hole_on_a_board_not_on_the_table():
    s = fresh()
    refused(s, PlaceTile((5, 5), 0), "no board on the table")
    refused(s, PlaceWhite((0, 1), 2), "no board on the table")
    refused(s, PlaceTile((0, 0), 6), "0 to 5")
    refused(s, PlaceTile((0, 0), -1), "0 to 5")


def test_second_tile():
    s = fresh()
    s.apply(PlaceTile((0, 0), 0))
    refused(s, PlaceTile((0, 0), 1), "already placed your tile")


@pytest.mark.parametrize("first_extra,second_extra", [
    (PlaceWhite((0, 0), 1), PlaceWhite((0, 0), 2)),
    (PlaceWhite((0, 0), 1), PlaceBoard((0, 1))),
    (PlaceBoard((0, 1)), PlaceWhite((0, 0), 2)),
    (PlaceBoard((0, 1)), PlaceBoard((-1, 0))),
])
@pytest.mark.parametrize("tile_first", [True, False])
def test_second_extra_action(first_extra, second_extra, tile_first):
    s = fresh()
    if tile_first:
        s.apply(PlaceTile((0, 0), 0))
    s.apply(first_extra)
    refused(s, second_extra, "already used your extra action")


def test_board_not_sharing_a_side():
    # On the hex grid a board either shares a full side or does not touch at all:
    # positions two steps away (where a physical board would at best touch a corner
    # of the gap) are refused.
    s = fresh()
    for at in [(-1, -1), (2, -2), (3, 0), (0, 2), (-2, 1), (5, 5)]:
        refused(s, PlaceBoard(at), "share a full side")


def test_board_overlapping():
    s = fresh()
    refused(s, PlaceBoard((0, 0)), "already a board there")
    refused(s, PlaceBoard((1, 0)), "already a board there")


def test_no_whites_or_boards_left():
    s = fresh()
    turn(s, PlaceTile, PlaceWhite)
    turn(s, PlaceTile)
    turn(s, PlaceTile)
    turn(s, PlaceTile, PlaceWhite)
    turn(s, PlaceTile)
    turn(s, PlaceTile)
    refused(s, PlaceWhite((1, 0), 5), "no white tiles left")
    s = fresh()
    turn(s, PlaceTile, PlaceBoard)
    turn(s, PlaceTile)
    turn(s, PlaceTile)
    turn(s, PlaceTile, PlaceBoard)
    turn(s, PlaceTile)
    turn(s, PlaceTile)
    refused(s, PlaceBoard(s.board_positions()[0]), "no boards left")


def test_white_into_the_last_hole_before_the_tile():
    s = fresh()
    turn(s, PlaceTile)                      # red keeps a white
    for _ in range(5):
        turn(s, PlaceTile, PlaceWhite)
    assert s.current_color == "red" and s.whites_left(0) == 1
    (hole,) = s.empty_holes()
    refused(s, PlaceWhite(*hole), "last empty hole")


def test_rotate_a_board_not_scored_this_turn():
    s = fresh()
    refused(s, Rotate((0, 0), 1), "right after it was scored")
    for hole in range(5):
        turn(s, PlaceTile((0, 0), hole))
    s.apply(PlaceTile((0, 0), 5))
    refused(s, Rotate((0, 0), 1), "right after it was scored")   # not yet scored: before EndTurn
    s.apply(EndTurn())
    refused(s, Rotate((1, 0), 1), "only a board scored this turn")
    refused(s, Rotate((0, 0), 0), "1 to 5 steps")
    refused(s, Rotate((0, 0), 6), "1 to 5 steps")
    refused(s, PlaceTile((1, 0), 0), "placing is over")
    refused(s, PlaceWhite((1, 0), 0), "placing is over")
    refused(s, PlaceBoard((0, 1)), "placing is over")
    s.apply(EndTurn())
    refused(s, Rotate((0, 0), 1), "right after it was scored")  # the right does not carry over


def test_end_turn_before_the_tile():
    s = fresh()
    refused(s, EndTurn(), "before ending your turn")
    s.apply(PlaceWhite((0, 0), 3))
    refused(s, EndTurn(), "before ending your turn")


@pytest.mark.parametrize("junk", [None, "PlaceTile", 3, object(), PlaceTile([0, 0], 1),
                                  PlaceTile((0, 0), [1]), PlaceBoard(None), Rotate({}, 1)])
def test_non_moves_and_malformed_moves(junk):
    s = fresh()
    before = s.to_json()
    with pytest.raises(IllegalMove) as info:
        s.apply(junk)
    assert str(info.value).strip()
    assert s.to_json() == before
    assert s.why_illegal(junk)


@pytest.mark.parametrize("move", [PlaceTile((0, 0), True), PlaceTile((0, 0), 5.0), PlaceTile((0.0, 0), 1),
                                  PlaceWhite((0, 0), 1.0), PlaceBoard((1.0, -1))])
def test_lookalike_values_are_refused(move):
    """True == 1 and 5.0 == 5 hash alike, but a move must use the exact types (issue 17, item 7)."""
    s = fresh()
    refused(s, move, "")
    s.apply(PlaceTile((0, 0), 1))
    assert s.boards[(0, 0)][1] == "red"


def test_everything_refused_once_over():
    s = KaleidoState.new(3, 2)
    rng = random.Random(2)
    seen = []
    while not s.is_over:
        m = rng.choice(s.legal_moves())
        seen.append(m)
        s.apply(m)
    for m in seen[:20] + [EndTurn()]:
        refused(s, m, "game is over")


def test_why_illegal_is_none_for_legal_moves():
    s = fresh()
    assert all(s.why_illegal(m) is None for m in s.legal_moves())
    assert s.is_legal(PlaceTile((0, 0), 0)) and not s.is_legal(PlaceTile((9, 9), 0))
