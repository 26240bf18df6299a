"""Set-up, turn structure, scoring timing, rotation, skipping, game end."""
from __future__ import annotations

import json
import random

import pytest

from game.kaleido import (award, EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate, data)

from .helpers import fill_table_scenario, first, turn


@pytest.mark.parametrize("players,tiles", [(3, 12), (4, 11), (5, 11)])
def test_setup_three_to_five(players, tiles):
    s = KaleidoState.new(players, 1)
    assert s.players == players and s.current_seat == 0 and s.phase == "place"
    assert s.boards == {(0, 0): (None,) * 6, (1, 0): (None,) * 6}
    assert len(s.colors) == players and len(set(s.colors)) == players
    for seat in range(players):
        (color,) = s.colors_of(seat)
        assert s.tiles_left(color) == tiles
        assert s.whites_left(seat) == 2 and s.boards_left(seat) == 2
    assert s.scores() == [0] * players and not s.is_over


def test_setup_two_player_variant():
    s = KaleidoState.new(2, 1)
    assert s.colors == ("red", "blue", "yellow", "purple")
    assert s.colors_of(0) == ("red", "yellow") and s.colors_of(1) == ("blue", "purple")
    for c in s.colors:
        assert s.tiles_left(c) == 11
    assert [s.whites_left(i) for i in (0, 1)] == [4, 4]
    assert [s.boards_left(i) for i in (0, 1)] == [4, 4]
    order = []
    for _ in range(8):
        order.append((s.current_color, s.current_seat))
        turn(s, first(s, PlaceTile))
    assert order == [("red", 0), ("blue", 1), ("yellow", 0), ("purple", 1)] * 2


def test_two_player_colours_picked_by_the_seats_keep_a_cycle_that_alternates_them():
    """The seats pick their colours; the cycle is seat 1's first colour, seat 2's first,
    seat 1's second, seat 2's second, and the chosen first seat starts it."""
    s = KaleidoState.new(2, 1, colors=("green", "red", "purple", "yellow"), first=1)
    assert s.colors_of(0) == ("green", "purple") and s.colors_of(1) == ("red", "yellow")
    order = []
    for _ in range(8):
        order.append((s.current_color, s.current_seat))
        turn(s, first(s, PlaceTile))
    assert order == [("red", 1), ("purple", 0), ("yellow", 1), ("green", 0)] * 2
    again = KaleidoState.from_json(s.to_json())
    assert again.to_json() == s.to_json() and again.colors_of(0) == ("green", "purple")
    for bad in (("red", "blue", "yellow"), ("red", "red", "blue", "purple"), ("red", "blue", "yellow", "orange"),
                ("red", "blue", "yellow", "purple", "green")):
        with pytest.raises(ValueError, match="Choose 4 different colours"):
            KaleidoState.new(2, colors=bad)


def test_two_player_whites_and_boards_are_shared_by_the_seats_colours():
    s = KaleidoState.new(2, 1)
    turn(s, PlaceWhite((0, 0), 0), PlaceTile((0, 0), 1))    # red uses a seat-0 white
    turn(s, PlaceBoard((1, -1)), PlaceTile((0, 0), 2))      # blue uses a seat-1 board
    assert s.current_color == "yellow"
    assert s.whites_left(0) == 3 and s.boards_left(1) == 3


def test_two_player_scores_are_per_colour_and_a_seat_adds_its_two():
    s = KaleidoState.new(2, 3)
    rng = random.Random(3)
    while not s.is_over:
        s.apply(rng.choice(s.legal_moves()))
    per = s.color_scores()
    assert s.scores() == [per["red"] + per["yellow"], per["blue"] + per["purple"]]


def test_two_player_colour_never_plays_twice_in_a_row_while_others_have_tiles():
    for seed in range(10):
        s = KaleidoState.new(2, seed)
        rng = random.Random(seed)
        last = None
        while not s.is_over:
            if s.phase == "place" and not s.tile_placed and not s.extra_action:
                others = [c for c in s.colors if c != s.current_color and s.tiles_left(c)]
                if others and not s.skipped:
                    assert s.current_color != last
                last = s.current_color
            s.apply(rng.choice(s.legal_moves()))


def test_bad_player_counts_and_colours():
    for bad in (1, 6, 0, True, "3"):
        with pytest.raises(ValueError):
            KaleidoState.new(bad)
    with pytest.raises(ValueError):
        KaleidoState.new(3, colors=("red", "red", "blue"))
    with pytest.raises(ValueError):
        KaleidoState.new(3, colors=("red", "blue", "orange"))
    s = KaleidoState.new(3, colors=("green", "purple", "red"))
    assert s.current_color == "green"


def test_a_turn_is_tile_then_end():
    s = KaleidoState.new(3, 0)
    assert not any(isinstance(m, EndTurn) for m in s.legal_moves())
    s.apply(PlaceTile((0, 0), 0))
    assert s.tile_placed and s.tiles_left("red") == 11
    assert not any(isinstance(m, PlaceTile) for m in s.legal_moves())
    assert EndTurn() in s.legal_moves()
    s.apply(EndTurn())
    assert s.current_color == "blue" and not s.tile_placed


@pytest.mark.parametrize("extra_first", [True, False])
def test_extra_action_before_or_after_the_tile(extra_first):
    s = KaleidoState.new(3, 0)
    extra, tile = PlaceWhite((0, 0), 1), PlaceTile((0, 0), 0)
    for m in ((extra, tile) if extra_first else (tile, extra)):
        s.apply(m)
    assert s.extra_action == "white" and s.whites_left(0) == 1
    assert not any(isinstance(m, (PlaceWhite, PlaceBoard)) for m in s.legal_moves())
    s = KaleidoState.new(3, 0)
    for m in ((PlaceBoard((0, 1)), tile) if extra_first else (tile, PlaceBoard((0, 1)))):
        s.apply(m)
    assert s.extra_action == "board" and s.boards_left(0) == 1 and (0, 1) in s.boards
    assert s.boards[(0, 1)] == (None,) * 6


def test_tiles_go_into_a_board_placed_this_turn():
    s = KaleidoState.new(3, 0)
    s.apply(PlaceBoard((-1, 0)))
    s.apply(PlaceTile((-1, 0), 3))
    assert s.boards[(-1, 0)][3] == "red"


def test_board_positions_are_exactly_the_side_sharing_free_places():
    s = KaleidoState.new(3, 0)
    positions = s.board_positions()
    assert len(positions) == 8
    assert {m.at for m in s.legal_moves() if isinstance(m, PlaceBoard)} == set(positions)
    assert len(s.empty_holes()) == 12


def test_full_table_forces_a_board_first():
    s = KaleidoState.new(3, 0)
    for _ in range(6):   # tile + white each turn: 12 holes in 6 turns
        turn(s, PlaceTile, PlaceWhite)
    assert s.empty_holes() == [] and s.current_color == "red"
    assert s.legal_moves() and all(isinstance(m, PlaceBoard) for m in s.legal_moves())
    s.apply(PlaceBoard((2, 0)))
    s.apply(PlaceTile((2, 0), 0))
    s.apply(EndTurn())
    assert s.current_color == "blue"


def test_white_may_not_take_the_last_hole_before_the_tile():
    s = KaleidoState.new(3, 0)
    turn(s, PlaceTile)                      # red keeps a white
    for _ in range(5):
        turn(s, PlaceTile, PlaceWhite)
    assert s.current_color == "red" and s.whites_left(0) == 1
    assert s.current_color == "red" and len(s.empty_holes()) == 1
    assert not any(isinstance(m, PlaceWhite) for m in s.legal_moves())


def test_full_table_and_no_board_skips_the_turn_and_out_of_tiles_colours_are_skipped():
    s = fill_table_scenario()
    assert s.skipped, "the scenario must reach a skipped turn"
    for color in s.skipped:
        assert s.boards_left(s.seat_of(color)) == 0
    assert s.current_color not in s.skipped
    counts = {c: s.tiles_left(c) for c in s.colors}
    assert len(set(counts.values())) > 1, "skips leave colours with different counts"
    rng = random.Random(0)
    seen_after_others_out = []
    while not s.is_over:
        if s.phase == "place" and not s.tile_placed and not s.extra_action:
            assert s.tiles_left(s.current_color) > 0, "a colour with no tiles never gets a turn"
            if sum(1 for c in s.colors if s.tiles_left(c)) == 1:
                seen_after_others_out.append(s.current_color)
        s.apply(rng.choice(s.legal_moves()))
    assert all(s.tiles_left(c) == 0 for c in s.colors)
    assert seen_after_others_out, "the colour holding extra tiles plays on alone at the end"
    assert len(set(seen_after_others_out)) == 1


def test_board_scored_only_at_end_turn_then_rotate_then_end():
    s = KaleidoState.new(3, 0)
    for hole in range(5):
        turn(s, PlaceTile((0, 0), hole))
    s.apply(PlaceTile((0, 0), 5))
    assert s.scores() == [0, 0, 0] and s.filled_this_turn == ((0, 0),)
    s.apply(EndTurn())
    assert s.phase == "rotate" and s.scored_this_turn == ((0, 0),)
    assert s.scores() == [4, 4, 4]
    assert set(s.legal_moves()) == {Rotate((0, 0), k) for k in range(1, 6)} | {EndTurn()}
    s.apply(Rotate((0, 0), 2))
    s.apply(Rotate((0, 0), 3))          # as often as they like
    assert s.current_color == "yellow" and s.phase == "rotate"
    s.apply(EndTurn())
    assert s.phase == "place" and s.current_color == "red" and s.scored_this_turn == ()
    assert not any(isinstance(m, Rotate) for m in s.legal_moves())
    assert s.scores() == [4, 4, 4], "a board is scored once"


def test_two_boards_filled_in_one_turn_both_score_and_both_rotate():
    s = KaleidoState.new(3, 0)
    # fill (0,0) holes 0-4 and (1,0) holes 0-4, leaving one hole in each
    for hole in range(5):
        turn(s, PlaceTile((0, 0), hole))
    for hole in range(4):
        turn(s, PlaceTile((1, 0), hole))
    assert s.current_color == "red"
    s.apply(PlaceTile((1, 0), 4))
    turn(s)
    # blue: white fills (1,0) and tile fills (0,0)
    assert s.current_color == "blue"
    s.apply(PlaceWhite((1, 0), 5))
    s.apply(PlaceTile((0, 0), 5))
    s.apply(EndTurn())
    assert set(s.scored_this_turn) == {(0, 0), (1, 0)}
    s.apply(Rotate((1, 0), 1))
    s.apply(Rotate((0, 0), 5))
    s.apply(EndTurn())
    assert s.phase == "place"


def test_game_ends_when_all_tiles_are_down_and_hexagons_are_scored_whites_never():
    for seed in range(6):
        s = KaleidoState.new(3 + seed % 3, seed)
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_moves()))
        assert all(s.tiles_left(c) == 0 for c in s.colors)
        assert s.current_seat is None and s.current_color is None and s.legal_moves() == []
        hex_awards = [a for a in s.awards if a[0] == "hexagon"]
        assert len(hex_awards) == len(s.hexagon_preview())
        assert all("white" not in pts for _, _, pts in s.awards)
        assert s.winners() and set(s.winners()) <= set(range(s.players))


def test_ties_share_the_win():
    for seed in range(400):
        s = KaleidoState.new(3, seed)
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_moves()))
        scores = s.scores()
        if scores.count(max(scores)) > 1:
            assert s.winners() == [i for i, v in enumerate(scores) if v == max(scores)]
            assert len(s.winners()) > 1
            return
    pytest.fail("no tied game found in 400 seeds")


def test_winners_empty_while_running_and_determinize_is_a_clone():
    s = KaleidoState.new(4, 9)
    assert s.winners() == []
    twin = s.determinize(random.Random(1))
    assert twin.to_json() == s.to_json() and twin is not s


def test_same_seed_same_moves_same_game():
    a, b = KaleidoState.new(5, 42), KaleidoState.new(5, 42)
    rng = random.Random(42)
    while not a.is_over:
        m = rng.choice(a.legal_moves())
        a.apply(m)
        b.apply(m)
    assert a.to_json() == b.to_json()


def test_deadlock_ends_the_game():
    """Our ruling: when every colour still holding tiles is blocked for good (table full,
    their seats have no board; seats with boards have no tiles), the game ends and the
    hexagons are scored. Built from a save: red fills the last hole; yellow (no board)
    and red are then blocked and blue is out of tiles."""
    positions = [(0, 0), (1, 0), (0, 1), (1, -1), (2, -1), (-1, 0)]
    tiles = ["blue"] * 12 + ["white"] * 6 + ["red"] * 8 + ["yellow"] * 9 + [None]
    rng = random.Random(5)
    rng.shuffle(tiles)
    tiles.remove(None)
    tiles.append(None)                          # the empty hole in the last board
    boards = [[q, r, tiles[6 * i:6 * i + 6]] for i, (q, r) in enumerate(positions)]
    awards = [["board", [[q, r]], [[c, p] for c, p in award(holes).items()]]
              for q, r, holes in boards if None not in holes]
    save = {"game": "kaleido", "version": 1, "players": 3, "colors": ["red", "blue", "yellow"],
            "seed": None, "boards": boards, "tiles_left": [4, 0, 3], "whites_left": [0, 0, 0],
            "boards_left": [0, 2, 0], "turn": 0, "phase": "place", "tile_placed": False,
            "extra": None, "pending": [], "scored_now": [], "skipped": [], "awards": awards}
    s = KaleidoState.from_json(json.dumps(save))
    assert s.legal_moves() == [PlaceTile((-1, 0), 5)]
    turn(s, PlaceTile((-1, 0), 5))
    assert s.is_over and s.tiles_left("red") == 3 and s.tiles_left("yellow") == 3
    assert set(s.skipped) == {"yellow", "red"}
    assert [a for a in s.awards if a[0] == "hexagon"], "the end-game hexagons were scored"


def test_data_tables_match_the_rulings():
    assert data.TILES_PER_COLOR == {2: 11, 3: 12, 4: 11, 5: 11}
    assert data.START_BOARDS == ((0, 0), (1, 0))
