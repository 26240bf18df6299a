"""Kaleido's hard playout values a placement from what it changes: the same lead as
cloning the state, playing the move and estimating the child."""
from __future__ import annotations

import random

from game.bots import kaleido as kaleido_bot
from game.bots.greedy import greedy_move as cloning_greedy_move, margin
from game.bots.kaleido_playout import greedy_move, move_margins
from game.kaleido import KaleidoState, PlaceBoard, PlaceTile, PlaceWhite


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


def test_the_margins_of_every_move_match_a_cloned_estimate():
    kinds = set()
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        for state in placement_positions(players, seed):
            moves = state.legal_moves()
            seat = state.current_seat
            for move, value in zip(moves, move_margins(state, moves)):
                child = state.clone()
                child.apply(move)
                assert abs(value - margin(kaleido_bot.estimate(child), seat)) < 1e-9, move
                kinds.add(type(move))
    assert {PlaceTile, PlaceWhite, PlaceBoard} <= kinds


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
