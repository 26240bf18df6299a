"""The hard Kerala bot's look over the next draw, checked by hand; its playout's
greedy move."""
from __future__ import annotations

import random

from game.bots import kerala as knowledge
from game.bots.greedy import greedy_move
from game.kerala import KeralaState
from game.kerala.data import COLORS, MISSING_COLOR_POINTS
from game.kerala.grounds_total import grounds_total
from game.kerala.tiles import Tile

from .positions import kerala_position


def test_unseen_colours_count_what_is_not_on_the_table():
    state = KeralaState.new(2, seed=3)
    unseen = knowledge.unseen_colors(state)
    # Each player's start tile and the two tiles in the middle have been seen.
    assert sum(unseen) == 100 - 2 - len(state.offer)
    for color, count in zip(COLORS, unseen):
        shown = sum(t.color == color for t in state.offer) + (color in state.colors)
        assert count == 20 - shown


def test_next_tile_at_the_start_is_worth_a_new_colour():
    """Both elephants stand on the start tile with four empty cells around it: a tile
    of another colour fixes a missing colour (+5), one of the seat's own colour adds
    nothing (plain tiles, no symbols)."""
    state = KeralaState.new(2, seed=3)
    unseen = knowledge.unseen_colors(state)
    own = state.colors[0]
    others = sum(n for c, n in zip(COLORS, unseen) if c != own)
    expected = others * -MISSING_COLOR_POINTS / sum(unseen)
    assert abs(knowledge.next_tile_value(state, 0, unseen) - expected) < 1e-9
    # asked again (from the cache) the answer is the same
    assert abs(knowledge.next_tile_value(state, 0, unseen) - expected) < 1e-9


def test_next_tile_value_sees_a_gap_waiting_for_its_colour():
    """In the crafted position a green tile on the empty cell between the two green
    areas joins them (+4): the grounds expect more from the next tile while that gap
    is open than once the green tile offered now has filled it."""
    state, join = kerala_position()
    unseen = knowledge.unseen_colors(state)
    before = knowledge.next_tile_value(state, 0, unseen)
    filled = state.clone()
    filled.apply(join)
    after = knowledge.next_tile_value(filled, 0, knowledge.unseen_colors(filled))
    assert before > after


def test_the_hard_playout_move_is_the_greedy_move():
    """The playout's cheaper greedy move (takes valued once per tile and cell) is the
    move greedy_move finds by cloning for every move."""
    for seed in range(3):
        state = KeralaState.new(2 + seed, seed=seed)
        rng = random.Random(seed)
        checked = 0
        while not state.is_over:
            moves = state.legal_moves()
            if len(moves) > 1:
                expected = greedy_move(state.clone(), knowledge.estimate, moves)
                assert knowledge.greedy_rollout_move(state, moves, rng) == expected
                checked += 1
            state.apply(rng.choice(moves))
        assert checked > 20


def next_tile_value_by_copies(state: KeralaState, seat: int, unseen: tuple) -> float:
    """next_tile_value worked out the plain way: a copy of the grounds with a plain
    tile of each colour on each cell the elephants can build on, counted whole."""
    stacks, own, passes = state.stacks(seat), state.colors[seat], state.passes_left(seat)
    now = grounds_total(stacks, own, passes).total
    e0, e1 = state.elephants(seat)
    per_cell = []
    for (x, y), other in ((e0, e1), (e1, e0)):
        for cell in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if cell != other:
                gains = []
                for color in COLORS:
                    trial = dict(stacks)
                    trial[cell] = stacks.get(cell, ()) + (Tile(color, 0),)
                    gains.append(grounds_total(trial, own, passes).total - now)
                per_cell.append(gains)
    floor = -1.0 if passes else float("-inf")
    value = sum(count * max(floor, max(g[i] for g in per_cell)) for i, count in enumerate(unseen) if count)
    return value / sum(unseen)


def test_the_next_tile_value_is_what_copies_of_the_grounds_give():
    """next_tile_value weighs each colour on each cell on the grounds' areas, found
    once (GroundsAreas.total_with): the same figures as whole copies of the grounds."""
    for seed in range(3):
        state = KeralaState.new(2 + seed, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            unseen = knowledge.unseen_colors(state)
            if sum(unseen):
                for seat in range(state.players):
                    assert knowledge.next_tile_value(state, seat, unseen) == next_tile_value_by_copies(state, seat, unseen)
            state.apply(rng.choice(state.legal_moves()))
