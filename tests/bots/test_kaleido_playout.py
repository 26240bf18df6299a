"""Kaleido's hard playout values a placement from what it changes: the same lead as
cloning the state, playing the move and estimating the child; the search's tree
orders its moves by those values as greedy_values orders them."""
from __future__ import annotations

import random

from game.bots import kaleido as kaleido_bot
from game.bots.greedy import cloned_step_values, greedy_move as cloning_greedy_move, greedy_values, margin, no_stop
from game.bots.kaleido_playout import greedy_move, step_values
from game.bots.knowledge import KNOWLEDGE, searched
from game.bots.mcts import Tree
from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite


def placement_positions(players: int, seed: int) -> list[KaleidoState]:
    state = KaleidoState.new(players, seed=seed)
    rng = random.Random(seed)
    found = []
    while not state.is_over:
        moves = state.legal_moves()
        if state.phase == "place" and rng.random() < 0.3:
            found.append(state.clone())
        if state.phase == "rotate" and rng.random() < 0.7:
            state.apply(moves[-1])
        else:
            state.apply(rng.choice(moves))
    return found


def test_the_values_of_every_move_match_a_cloned_estimate():
    kinds = set()
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        for state in placement_positions(players, seed):
            moves = state.legal_moves()
            fast = step_values(state, moves)
            slow = cloned_step_values(state, kaleido_bot.estimate, moves)
            for move, (value, stays), (cloned, cloned_stays) in zip(moves, fast, slow):
                assert abs(value - cloned) < 1e-9 and stays == cloned_stays, move
                kinds.add(type(move))
    assert {PlaceTile, PlaceWhite, PlaceBoard, EndTurn} <= kinds


def test_the_greedy_move_is_the_cloning_greedy_move_up_to_ties():
    for state in placement_positions(2, 4):
        moves = state.legal_moves()
        seat = state.current_seat
        fast, slow = greedy_move(state, moves), cloning_greedy_move(state, kaleido_bot.estimate, moves)
        values = []
        for move in (fast, slow):
            child = state.clone()
            child.apply(move)
            values.append(margin(kaleido_bot.estimate(child), seat))
        assert abs(values[0] - values[1]) < 1e-9


def test_the_tree_orders_moves_as_greedy_values_does():
    for bots in KNOWLEDGE:
        game, know = bots.GAME_ID, searched(bots)
        state = bots.STATE_CLASS.new(2, seed=8)
        rng = random.Random(8)
        for _ in range(12):
            tree = Tree(know, bots.SETTINGS, rng, state, [])
            order = tree._greedy_order(state, None)
            values = greedy_values(state, know, state.current_seat, no_stop, 1, 0)
            expected = [know.move_key(state, m) for _, m in values]
            if game == "kaleido":   # equal values may come in another order
                value_of = {know.move_key(state, m): round(v, 9) for v, m in values}
                assert [value_of[k] for k in order] == [value_of[k] for k in expected]
            else:
                assert order == expected, game
            moves = state.legal_moves()
            rotating = isinstance(state, KaleidoState) and state.phase == "rotate"
            state.apply(moves[-1] if rotating else rng.choice(moves))
