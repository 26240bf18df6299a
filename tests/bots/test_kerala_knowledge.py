"""The hard Kerala bot's look over the next draw, checked by hand; its playout's
greedy move."""
from __future__ import annotations

import random

from game.bots import kerala as knowledge
from game.bots.greedy import greedy_move
from game.kerala import KeralaState
from game.kerala.data import COLORS, MISSING_COLOR_POINTS

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
