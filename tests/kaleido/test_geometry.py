"""Geometry (RULINGS.md, Kaleido: Geometry): corner hexagons, rotation, board positions."""
from __future__ import annotations

import pytest

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, Rotate
from game.kaleido.geometry import (DIRECTIONS, corner_key, corner_triangles, frontier, hexagons,
                                   hexagons_of, is_connected, neighbor, rotate_holes, shares_side)
from game.kaleido.scoring import hexagon_tiles

from .helpers import turn

# A small cluster: a centre board and its full ring (7 boards, 6 + 6 = 12 corners... of
# which the 6 around the centre have all three boards).
CLUSTER = [(0, 0)] + [neighbor((0, 0), d) for d in range(6)]


def test_directions_are_the_rulings_ones():
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def test_one_corner_literally():
    # corner between sides 0 and 1 of (0,0): A = (1,0), B = (1,-1)
    assert corner_triangles((0, 0), 0) == (((0, 0), 0), ((0, 0), 1), ((1, 0), 2), ((1, 0), 3),
                                           ((1, -1), 4), ((1, -1), 5))


def test_corner_triangles_face_the_other_two_boards_for_every_corner_of_the_cluster():
    found = hexagons(CLUSTER)
    assert len(found) == 6
    for hexagon in found:
        assert len(set(hexagon.triangles)) == 6
        for board in hexagon.boards:
            mine = sorted(h for b, h in hexagon.triangles if b == board)
            facing = sorted(DIRECTIONS.index((o[0] - board[0], o[1] - board[1]))
                            for o in hexagon.boards if o != board)
            assert mine == facing, f"board {board} should give the holes facing its two partners"


def test_each_corner_found_once_from_each_of_its_three_boards():
    found = hexagons(CLUSTER)
    present = set(CLUSTER)
    for hexagon in found:
        reached = [(b, k) for b in hexagon.boards for k in range(6)
                   if corner_key(b, k) == hexagon.boards]
        assert sorted(b for b, _ in reached) == sorted(hexagon.boards), "once from each board"
        for b, k in reached:
            assert set(corner_triangles(b, k)) == set(hexagon.triangles)
    # and no complete corner is missing or doubled
    keys = {corner_key(b, k) for b in present for k in range(6)
            if all(x in present for x in corner_key(b, k))}
    assert keys == {h.boards for h in found}


def test_two_boards_have_no_hexagon_and_three_in_a_line_neither():
    assert hexagons([(0, 0), (1, 0)]) == []
    assert hexagons([(0, 0), (1, 0), (2, 0)]) == []


def test_rotation_by_six_is_identity_and_one_step_moves_hole_d_to_d_plus_1():
    holes = ("a", "b", "c", "d", "e", "f")
    assert rotate_holes(holes, 6) == holes
    assert rotate_holes(holes, 0) == holes
    once = rotate_holes(holes, 1)
    for d in range(6):
        assert once[(d + 1) % 6] == holes[d]
    state = holes
    for _ in range(6):
        state = rotate_holes(state, 1)
    assert state == holes
    for s in range(1, 6):
        assert rotate_holes(rotate_holes(holes, s), 6 - s) == holes


def test_frontier_and_sides():
    assert frontier([(0, 0), (1, 0)]) == sorted({(1, -1), (2, -1), (2, 0), (1, 1), (0, 1), (-1, 1),
                                                 (-1, 0), (0, -1)})
    assert shares_side((0, 0), (1, -1)) and not shares_side((0, 0), (1, 1))
    assert is_connected([(0, 0), (1, 0), (2, -1)]) and not is_connected([(0, 0), (2, 0)])


def test_rotating_a_scored_board_changes_exactly_its_hexagons():
    s = KaleidoState.new(3, 0)          # red, blue, yellow
    turn(s, PlaceBoard((1, -1)), PlaceTile((1, 0), 1))
    turn(s, PlaceBoard((0, 1)), PlaceTile((1, 0), 2))
    turn(s, PlaceBoard((2, -1)), PlaceTile((1, -1), 4))
    for hole in range(6):               # red, blue, yellow, red, blue, yellow into (0,0)
        if hole < 5:
            turn(s, PlaceTile((0, 0), hole))
        else:
            s.apply(PlaceTile((0, 0), hole))
    s.apply(EndTurn())
    assert s.phase == "rotate" and s.scored_this_turn == ((0, 0),)
    before = {h.boards: hexagon_tiles(h, s.boards) for h in s.hexagons()}
    mine = {h.boards for h in hexagons_of((0, 0), s.boards)}
    assert len(before) == 3 and len(mine) == 2
    s.apply(Rotate((0, 0), 1))
    after = {h.boards: hexagon_tiles(h, s.boards) for h in s.hexagons()}
    for key in before:
        if key in mine:
            assert after[key] != before[key], f"hexagon {key} should change"
        else:
            assert after[key] == before[key], f"hexagon {key} should not change"
    assert sorted(s.boards[(0, 0)], key=str) == sorted(("red", "blue", "yellow") * 2)


@pytest.mark.parametrize("steps", [1, 2, 3, 4, 5])
def test_rotate_move_follows_the_ruling(steps):
    s = KaleidoState.new(3, 0)
    for hole in range(5):
        turn(s, PlaceTile((0, 0), hole))
    s.apply(PlaceTile((0, 0), 5))
    s.apply(EndTurn())
    old = s.boards[(0, 0)]
    s.apply(Rotate((0, 0), steps))
    new = s.boards[(0, 0)]
    for d in range(6):
        assert new[(d + steps) % 6] == old[d]
