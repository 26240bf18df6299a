"""The hard level's Kaleido playout: the greedy one-step choice of
:func:`game.bots.greedy.greedy_move` on :func:`game.bots.kaleido.estimate`, with
the estimate of a tile's placement reckoned from what it changes.

A tile into a hole changes only its board's term and those of the (at most three)
hexagons that hole is part of, and a new board only adds the hexagons around it,
so the estimate after either is the position's estimate plus that difference: a
playout move weighs every hole and board position without cloning the state for
each (the clone-and-estimate loop was most of a search iteration's time). The end
of the turn is valued the plain way. The search's
tree orders its moves by the same values (:func:`step_values`).
"""
from __future__ import annotations

import random
import types
from typing import Any

from game.kaleido import KaleidoState, PlaceBoard, PlaceTile, PlaceWhite
from game.kaleido.data import WHITE

from . import kaleido
from .greedy import margin
from .kaleido import BOARD_SHARE, HEX_SHARE, SUPPLY_VALUE, _award_items, estimate

#: Share of the playout's moves that are greedy (the rest: the quick policy).
GREEDY_SHARE = 0.8

def _add_board(per_color: dict, holes: tuple, pending: bool, sign: float) -> None:
    """A board's share of :func:`kaleido.estimate` (before the game is over)."""
    filled = 6 - holes.count(None)
    if filled == 0:
        return
    if filled == 6:
        if not pending:
            return   # scored already: in the colour scores
        w = sign
    else:
        w = sign * BOARD_SHARE[filled]
    for c, p in _award_items(holes):
        per_color[c] = per_color.get(c, 0.0) + w * p


def _add_hexagon(per_color: dict, tiles: tuple, sign: float) -> None:
    filled = 6 - tiles.count(None)
    if filled == 0:
        return
    w = sign if filled == 6 else sign * HEX_SHARE[filled]
    for c, p in _award_items(tiles):
        per_color[c] = per_color.get(c, 0.0) + w * p


def placement_change(state: KaleidoState, move: Any) -> dict:
    """How :func:`kaleido.estimate` changes per colour when ``move`` (a tile or a
    white into a hole) is played, before the supply's value."""
    boards = state._boards   # read-only
    pos, hole = move.board, move.hole
    tile = state.current_color if type(move) is PlaceTile else WHITE
    old = boards[pos]
    new = old[:hole] + (tile,) + old[hole + 1:]
    pending = pos in state.filled_this_turn
    change: dict = {}
    _add_board(change, old, pending, -1.0)
    _add_board(change, new, pending or None not in new, 1.0)
    for tris in kaleido.hexagons_by_hole(boards).get((pos, hole), ()):
        before = tuple([boards[b][h] for b, h in tris])
        after = tuple([tile if (b, h) == (pos, hole) else boards[b][h] for b, h in tris])
        _add_hexagon(change, before, -1.0)
        _add_hexagon(change, after, 1.0)
    return change


def board_change(state: KaleidoState, at: Any) -> dict:
    """How :func:`kaleido.estimate` changes per colour when a board is put at
    ``at``: the new corner hexagons it completes the ring of, before the supply's
    value (the board itself is empty)."""
    boards = state._boards   # read-only
    new = set(boards)
    new.add(at)
    change: dict = {}
    seen = set()
    by_hole = kaleido.hexagons_by_hole(new)
    for hole in range(6):
        for tris in by_hole.get((at, hole), ()):
            if tris in seen:
                continue
            seen.add(tris)
            _add_hexagon(change, tuple([None if b == at else boards[b][h] for b, h in tris]), 1.0)
    return change


def step_values(state: KaleidoState, moves: list) -> list[tuple[float, bool]]:
    """For each move, the seat to play's estimated lead after it (what
    ``margin(estimate(child), seat)`` gives, to rounding) and whether the seat
    still has the turn then (:func:`game.bots.greedy.cloned_step_values`)."""
    seat = state.current_seat
    base = estimate(state)
    out = []
    for m in moves:
        kind = type(m)
        if kind is PlaceTile or kind is PlaceWhite or kind is PlaceBoard:
            est = base[:]
            change = board_change(state, m.at) if kind is PlaceBoard else placement_change(state, m)
            for c, d in change.items():
                est[state.seat_of(c)] += d
            if kind is not PlaceTile:   # a white or a board out of the supply
                est[seat] -= SUPPLY_VALUE
            out.append((margin(est, seat), True))   # the turn goes on until EndTurn
        else:
            child = state.clone()
            child.apply(m)
            stays = not child.is_over and child.current_seat == seat
            out.append((margin(estimate(child), seat), stays))
    return out


def greedy_move(state: KaleidoState, moves: list) -> Any:
    """The first of the moves after which the seat to play leads most."""
    values = [v for v, _ in step_values(state, moves)]
    return moves[values.index(max(values))]


def rollout_move(state: KaleidoState, moves: list, rng: random.Random) -> Any:
    """The hard level's playout move: greedy :data:`GREEDY_SHARE` of the time, else
    the quick policy (:func:`kaleido.rollout_move`)."""
    if rng.random() < GREEDY_SHARE:
        return greedy_move(state, moves)
    return kaleido.rollout_move(state, moves, rng)


#: The knowledge the hard level searches Kaleido with (declared as
#: :data:`game.bots.kaleido.SEARCHED`).
SEARCHED = types.SimpleNamespace(estimate=estimate, step_values=step_values, rollout_move=rollout_move,
                             search_moves=kaleido.search_moves, move_key=kaleido.move_key,
                             SCALE=kaleido.SCALE, STATE_CLASS=KaleidoState)

__all__ = ["SEARCHED", "step_values", "greedy_move", "rollout_move", "placement_change",
           "GREEDY_SHARE"]
