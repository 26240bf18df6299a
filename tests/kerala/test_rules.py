"""Setup, rounds, placement, arch sides, special tiles, passing; every refusal."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core import IllegalMove
from game.kerala import (KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take, Tile,
                         build_tile_set, start_tile)
from game.kerala.data import COLORS

from .helpers import A, ME, MT, P, others, refused, scripted, take0


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players,removed", [(2, 20), (3, 10), (4, 4), (5, 0)])
def test_setup_removal_and_start(players, removed):
    for seed in range(5):
        s = KeralaState.new(players, seed)
        assert s.colors == COLORS[:players]
        assert len(s.removed) == removed
        assert not any(t.color in s.colors for t in s.removed)
        assert s.bag_size == 100 - removed - players
        assert len(s.offer) == players
        assert s.bag_holder == 0 and s.current_seat == 0
        for seat in range(players):
            assert s.stacks(seat) == {(0, 0): (start_tile(s.colors[seat]),)}
            assert s.elephants(seat) == ((0, 0), (0, 0))
            assert s.passes_left(seat) == 2
    assert KeralaState.new(players, 7).to_json() == KeralaState.new(players, 7).to_json()


def test_chosen_colours_and_bad_arguments():
    s = KeralaState.new(3, 1, colors=["red", "green", "blue"])
    assert s.colors == ("red", "green", "blue")
    assert all(t.color in ("black", "purple") for t in s.removed)
    for bad in (dict(players=1), dict(players=6), dict(players=2, colors=["red", "red"]),
                dict(players=2, colors=["red"]), dict(players=2, colors=["red", "pink"]),
                dict(players=2, bag=[start_tile("red")]), dict(players=2, bag=[P("red", 0)] * 3)):
        with pytest.raises(ValueError):
            KeralaState.new(**bad)


def test_bag_fixes_draw_order_and_skips_removal():
    full = build_tile_set()
    bag = [full[50], full[3], full[77], full[10]]
    s = KeralaState.new(2, bag=bag)
    assert s.offer == (full[50], full[3])
    assert s.bag_size == 2
    assert Counter(s.removed) == Counter(full) - Counter(bag)  # out of the game, hidden


# ------------------------------------------------------------------ rounds
def test_round_order_bag_passes_and_game_end():
    tiles = [P("red", 1)] * 3 + [P("purple", 1)] * 3 + [P("green", 1)] * 3
    s = KeralaState.new(3, bag=tiles)
    seen = []
    while not s.is_over:
        seen.append((s.bag_holder, s.current_seat))
        s.apply(next(m for m in s.legal_moves() if isinstance(m, Take)))
    assert seen == [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (1, 0), (2, 2), (2, 0), (2, 1)]
    assert s.current_seat is None and s.legal_moves() == [] and s.bag_size == 0
    assert s.winners()


def test_leftovers_discarded_at_round_end():
    s = KeralaState.new(2, bag=[P("red", 1), P("red", 2), P("purple", 1), P("purple", 2)])
    s.apply(Pass())
    assert s.passes_left(0) == 1 and len(s.offer) == 2  # the tile stays in the middle
    s.apply(Take(1, 0, (1, 0)))
    assert s.discarded == (P("red", 1),)
    assert s.offer == (P("purple", 1), P("purple", 2)) and s.current_seat == 1


def test_short_last_draw_ends_round_when_offer_empty():
    s = KeralaState.new(3, bag=[P("red", 1)] * 4)
    for _ in range(3):
        s.apply(next(m for m in s.legal_moves() if isinstance(m, Take)))
    assert s.offer == (P("red", 1),) and s.current_seat == 1
    s.apply(next(m for m in s.legal_moves() if isinstance(m, Take)))
    assert s.is_over


# --------------------------------------------------------------- placement
def test_first_turn_moves_and_count():
    s = KeralaState.new(2, bag=[P("red", 1), P("purple", 1)] * 2)
    moves = s.legal_moves()
    assert len(moves) == 2 * 2 * 4 + 1
    s.apply(Take(0, 1, (0, -1)))
    assert s.stacks(0)[(0, -1)] == (P("red", 1),)
    assert s.elephants(0) == ((0, 0), (0, -1))


def test_placement_adjacent_build_over_and_never_under_other_elephant():
    s = scripted([P("green", 1), P("green", 2), P("green", 3), P("black", 1)])
    take0(s, P("green", 1), 0, (1, 0))
    others(s)
    refused(s, Take(s.offer.index(P("green", 2)), 0, (3, 0)), "not next to the tile under the elephant")
    refused(s, Take(s.offer.index(P("green", 2)), 0, (2, 1)), "not next to")
    refused(s, Take(s.offer.index(P("green", 2)), 1, (1, 0)), "other elephant")
    refused(s, Take(s.offer.index(P("green", 2)), 0, (0, 0)), "other elephant")
    take0(s, P("green", 2), 0, (2, 0))
    # build over: elephant 1 still on the start tile; elephant 0 at (2, 0)
    take0(s, P("green", 3), 1, (1, 0))
    assert s.stacks(0)[(1, 0)] == (P("green", 1), P("green", 3))
    assert s.elephants(0) == ((2, 0), (1, 0))
    others(s)
    refused(s, Take(0, 0, (1, 0)), "other elephant")


def test_arch_side_required_and_refused_on_plain():
    s = scripted([A("green", "red"), P("green", 1)])
    i = s.offer.index(A("green", "red"))
    refused(s, Take(i, 0, (1, 0)), "side")
    refused(s, Take(i, 0, (1, 0), 4), "0 (up)")
    refused(s, Take(i, 0, (1, 0), True), "0 (up)")
    assert {m.arch_side for m in s.legal_moves() if isinstance(m, Take) and m.offer_index == i} == {0, 1, 2, 3}
    s.apply(Take(i, 0, (1, 0), 3))
    assert s.stacks(0)[(1, 0)] == (A("green", "red", 3),)
    others(s)
    j = s.offer.index(P("green", 1))
    refused(s, Take(j, 0, (2, 0), 1), "no arch")


def test_bad_fields_and_non_moves_are_refused():
    s = KeralaState.new(2, 3)
    for move in (Take(9, 0, (1, 0)), Take(-1, 0, (1, 0)), Take(0, 2, (1, 0)), Take(0, True, (1, 0)),
                 Take(0, 0, [1, 0]), Take(0, 0, (1.0, 0)), Take("0", 0, (1, 0)), Take(0, 0, (1, 0, 0))):
        refused(s, move)
    for junk in (None, "pass", 3, (0, 0, (1, 0)), Pass):
        before = s.to_json()
        with pytest.raises(IllegalMove):
            s.apply(junk)
        assert s.to_json() == before
    # a float cell equal to a legal one must not sneak in through hashing
    assert s.why_illegal(Take(0, 0, (1.0, 0))) is not None


# ---------------------------------------------------------------- specials
def test_move_elephant_optional_and_checked():
    s = scripted([P("green", 1), ME("green"), P("green", 2)])
    take0(s, P("green", 1), 0, (1, 0))
    take0(s, ME("green"), 0, (2, 0))
    assert s.pending_special == "move_elephant" and s.current_seat == 0
    assert s.elephant_destinations() == {0: [(1, 0)], 1: [(1, 0)]}
    refused(s, MoveElephant(0, (5, 5)), "no tile")
    refused(s, MoveElephant(1, (2, 0)), "already stands")
    refused(s, Pass(), "special tile")
    refused(s, Take(0, 0, (3, 0)), "special tile")
    refused(s, MoveTile((1, 0), (0, 1)), "not move a tile")
    assert set(s.legal_moves()) == {MoveElephant(0, (1, 0)), MoveElephant(1, (1, 0)), SkipSpecial()}
    s.apply(MoveElephant(1, (1, 0)))
    assert s.elephants(0) == ((2, 0), (1, 0)) and s.pending_special is None
    assert s.current_seat == 0 and s.bag_holder == 0  # round 2 (holder 1) ended with seat 0
    # skipping is allowed too
    s2 = scripted([ME("green"), P("green", 2)])
    take0(s2, ME("green"), 0, (1, 0))
    s2.apply(SkipSpecial())
    assert s2.current_seat == 1 and s2.elephants(0) == ((1, 0), (0, 0))
    refused(s2, SkipSpecial(), "no special")
    refused(s2, MoveElephant(0, (0, 0)), "only right after")
    refused(s2, MoveTile((0, 0), (0, 1)), "only right after")


def _plus_around_start(extra: list[Tile]):
    """Seat 0 builds tiles on all four sides of the start tile, elephants off it."""
    s = scripted([P("green", 1), P("green", 2), P("green", 3), P("black", 1), P("black", 2),
                  P("black", 3)] + extra)
    take0(s, P("green", 1), 0, (1, 0))
    take0(s, P("green", 2), 1, (0, 1))
    take0(s, P("green", 3), 0, (1, -1))
    take0(s, P("black", 1), 0, (0, -1))
    take0(s, P("black", 2), 1, (-1, 1))
    take0(s, P("black", 3), 1, (-1, 0))
    assert s.elephants(0) == ((0, -1), (-1, 0))
    return s


def test_move_tile_refusals_and_legal_targets():
    s = _plus_around_start([MT("green")])
    take0(s, MT("green"), 0, (0, -2))
    assert s.pending_special == "move_tile"
    refused(s, MoveTile((0, 0), (1, -2)), "all four sides")          # surrounded start tile
    refused(s, MoveTile((0, -2), (1, -2)), "elephant stands")         # elephant on it
    refused(s, MoveTile((5, 5), (1, -2)), "no tile")
    refused(s, MoveTile((1, 0), (1, -1)), "empty cell")               # occupied target
    refused(s, MoveTile((1, 0), (3, 3)), "next to a tile one of your elephants")
    refused(s, MoveElephant(0, (1, 0)), "not move an elephant")
    movable = s.movable_stacks()
    for src, targets in movable.items():
        for dst in targets:
            assert s.is_legal(MoveTile(src, dst))
    assert (0, 0) not in movable and (0, -2) not in movable and (-1, 0) not in movable
    legal = s.legal_moves()
    assert set(legal) == {MoveTile(a, b) for a, t in movable.items() for b in t} | {SkipSpecial()}
    s.apply(MoveTile((1, 0), (-1, -1)))
    assert (1, 0) not in s.stacks(0) and s.stacks(0)[(-1, -1)] == (P("green", 1),)
    assert s.current_seat == 1


def test_move_tile_that_splits_the_grounds_is_refused():
    # a chain start-(1,0)-(2,0)-(3,0): moving (1,0) away cuts (2,0),(3,0) off
    s = scripted([P("green", 1), P("green", 2), P("green", 3), MT("green")])
    take0(s, P("green", 1), 0, (1, 0))
    take0(s, P("green", 2), 0, (2, 0))
    take0(s, P("green", 3), 0, (3, 0))
    take0(s, MT("green"), 0, (4, 0))
    # elephants at (4,0) and (0,0): (1,0) has no elephant, is not surrounded
    msg = refused(s, MoveTile((1, 0), (0, 1)), "split")
    assert "separate parts" in msg
    assert s.is_legal(MoveTile((3, 0), (0, 1))) is False  # (3,0): moving it leaves (4,0) alone
    assert s.is_legal(MoveTile((2, 0), (0, 1))) is False
    # a move that keeps everything joined is fine
    assert (1, 0) not in s.movable_stacks()


def test_move_tile_may_bridge_when_the_target_reconnects():
    s = scripted([P("green", 1), P("green", 2), P("green", 3), MT("green")])
    take0(s, P("green", 1), 0, (0, 1))
    take0(s, P("green", 2), 0, (1, 1))
    take0(s, P("green", 3), 1, (1, 0))
    take0(s, MT("green"), 1, (2, 0))
    # elephants at (1,1) and (2,0); grounds (0,0),(0,1),(1,1),(1,0),(2,0)
    assert s.is_legal(MoveTile((0, 0), (2, 1)))      # ring stays joined without (0,0)
    s.apply(MoveTile((0, 0), (2, 1)))
    assert s.stacks(0)[(2, 1)] == (start_tile("blue"),)


def test_third_pass_refused_and_standing_elephants_score():
    s = scripted([P("green", 1)] * 4)
    s.apply(Pass())
    others(s)
    s.apply(Pass())
    others(s)
    assert s.passes_left(0) == 0
    assert Pass() not in s.legal_moves()
    refused(s, Pass(), "passed twice")
    assert s.grounds_score(0).standing_elephants == 0


def test_special_on_building_over_and_scores_running():
    s = scripted([P("green", 3), ME("black")])
    take0(s, P("green", 3), 0, (1, 0))
    assert s.scores()[0] == 1 + 3 + 2 - 5 * 3
    others(s)
    s.apply(Take(s.offer.index(ME("black")), 0, (1, 1)))
    assert s.pending_special == "move_elephant"


def test_game_over_refuses_everything():
    s = KeralaState.new(2, bag=[P("red", 1), P("red", 2)])
    s.apply(Pass())
    s.apply(Pass())
    assert s.is_over and s.discarded == (P("red", 1), P("red", 2))
    for move in (Pass(), Take(0, 0, (1, 0)), SkipSpecial()):
        refused(s, move, "over")
    assert s.winners() == [0, 1]


def test_placement_cells_helper():
    s = KeralaState.new(2, bag=[A("green", "red"), P("purple", 1), A("green", "black"), P("purple", 1)])
    assert s.placement_cells(0) == {0: [], 1: []}       # arch needs a side
    assert s.placement_cells(0, 2) == {0: [(0, -1), (1, 0), (0, 1), (-1, 0)], 1: [(0, -1), (1, 0), (0, 1), (-1, 0)]}
    assert s.placement_cells(1)[0] == [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert s.placement_cells(7) == {0: [], 1: []}
