"""award() and the rulebook's scoring examples (RULINGS.md, Kaleido: Scoring)."""
from __future__ import annotations

from game.kaleido import EndTurn, KaleidoState, PlaceTile, PlaceWhite, award, end_game_awards
from game.kaleido.geometry import corner_triangles, hexagons

from .helpers import turn

W = "white"


def test_single_leader_8_and_second_4():
    assert award(["red", "red", "red", "blue", "blue", "green"]) == {"red": 8, "blue": 4}


def test_tie_for_first_shares_12_and_nobody_else_scores():
    assert award(["red", "red", "blue", "blue", "green", W]) == {"red": 6, "blue": 6}
    assert award(["red", "red", "blue", "blue", "green", "green"]) == {"red": 4, "blue": 4, "green": 4}
    # five colours tied at one each: 12 // 5 = 2
    assert award(["red", "blue", "green", "yellow", "purple", W]) == {c: 2 for c in
                                                                      ("red", "blue", "green", "yellow", "purple")}


def test_tie_for_second_shares_4_with_floor():
    assert award(["red", "red", "red", "blue", "green", "yellow"]) == {"red": 8, "blue": 1, "green": 1, "yellow": 1}
    assert award(["red", "red", "blue", "green", W, W]) == {"red": 8, "blue": 2, "green": 2}
    assert award(["red", "red", "red", "blue", "green", "yellow"]) == {"red": 8, "blue": 1, "green": 1, "yellow": 1}


def test_lone_colour():
    assert award(["red"] * 6) == {"red": 12}
    assert award(["red"] * 5 + [W]) == {"red": 8}
    assert award(["red", W, W, W, W, W]) == {"red": 8}


def test_only_whites_score_nothing():
    assert award([W] * 6) == {}


def test_whites_never_rank():
    # white is the most numerous yet the second colour still takes second place
    assert award(["red", "red", "red", W, W, "green"]) == {"red": 8, "green": 4}


def test_example_1_red_white_green_board_through_the_engine():
    """Rulebook example 1: red first (8); white is second most but ignored, so green takes 4."""
    s = KaleidoState.new(3, 0, colors=("red", "green", "yellow"))
    b = (0, 0)
    turn(s, PlaceTile(b, 0), PlaceWhite(b, 1))           # red + white
    turn(s, PlaceTile(b, 2))                              # green
    turn(s, PlaceTile((1, 0), 0))                         # yellow elsewhere
    turn(s, PlaceTile(b, 3), PlaceWhite(b, 4))            # red + white
    turn(s, PlaceTile((1, 0), 1))                         # green elsewhere
    turn(s, PlaceTile((1, 0), 2))                         # yellow elsewhere
    s.apply(PlaceTile(b, 5))                              # red fills the board
    assert s.filled_this_turn == (b,)
    assert s.scores() == [0, 0, 0], "a full board scores only at EndTurn"
    s.apply(EndTurn())
    assert s.boards[b] == ("red", W, "green", "red", W, "red")
    assert s.color_scores() == {"red": 8, "green": 4, "yellow": 0}
    assert s.scores() == [8, 4, 0]
    assert s.phase == "rotate" and s.scored_this_turn == (b,)


def test_example_2_purple_8_yellow_green_2_each():
    assert award(["purple", "purple", W, "yellow", "purple", "green"]) == {"purple": 8, "yellow": 2, "green": 2}


def test_two_player_example_red_blue_yellow_4_each():
    assert award(["red", "blue", "yellow", "red", "blue", "yellow"]) == {"red": 4, "blue": 4, "yellow": 4}


def _fill(boards, triangles, tiles):
    for (b, h), t in zip(triangles, tiles):
        holes = list(boards[b])
        holes[h] = t
        boards[b] = tuple(holes)


def test_end_game_hexagon_shared_4_4_4():
    boards = {(0, 0): (None,) * 6, (1, 0): (None,) * 6, (1, -1): (None,) * 6}
    tri = corner_triangles((0, 0), 0)   # (0,0), E (1,0), NE (1,-1)
    _fill(boards, tri, ["red", "blue", "purple", "red", "blue", "purple"])
    (hexagon, points), = end_game_awards(boards)
    assert hexagon.boards == ((0, 0), (1, -1), (1, 0))
    assert points == {"red": 4, "blue": 4, "purple": 4}


def test_five_board_example():
    """Boards 1-5 of the rulebook: board 4 in the middle, 1 west, 2 north-west, 3 north-east,
    5 south-west. Hexagon 1-4-5 has two empty holes (in board 5) and is not scored;
    1-2-4 gives purple 8 and red, green, yellow 1 each; 2-3-4 gives red 8 and blue 4;
    board 5 is never full."""
    b1, b2, b3, b4, b5 = (-1, 0), (0, -1), (1, -1), (0, 0), (-1, 1)
    boards = {p: (None,) * 6 for p in (b1, b2, b3, b4, b5)}
    # Each triangle lies on one side and so belongs to the hexagons at both ends of that
    # side: (b4, 2) and (b2, 5) are in hexagon 1-2-4 and in hexagon 2-3-4.
    assert set(corner_triangles(b4, 2)) & set(corner_triangles(b4, 1)) == {(b4, 2), (b2, 5)}
    _fill(boards, corner_triangles(b4, 2), ["purple", "purple", "purple", "red", "green", "yellow"])  # 4, 2, 1
    _fill(boards, corner_triangles(b4, 1), ["red", "purple", "red", "blue", "red", "blue"])  # 4, 3, 2
    hex145 = corner_triangles(b4, 3)    # 4, 1, 5
    assert hex145[4][0] == b5 and hex145[5][0] == b5
    # fill every other hole of boards 1-4 with whites, leave board 5's hexagon holes empty
    for p in (b1, b2, b3, b4):
        boards[p] = tuple(W if t is None else t for t in boards[p])
    holes5 = list(boards[b5])
    holes5[hex145[4][1]] = None
    holes5[hex145[5][1]] = None
    boards[b5] = tuple(holes5)
    result = {hexagon.boards: points for hexagon, points in end_game_awards(boards)}
    assert result == {
        tuple(sorted((b1, b2, b4))): {"purple": 8, "red": 1, "green": 1, "yellow": 1},
        tuple(sorted((b2, b3, b4))): {"red": 8, "blue": 4},
    }
    assert None in boards[b5]
    assert tuple(sorted((b1, b4, b5))) in [h.boards for h in hexagons(boards)], "1-4-5 is a hexagon, just not complete"
    assert len(hexagons(boards)) == 3
