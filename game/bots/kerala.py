"""Kerala knowledge for the bots: a per-seat estimate of final scores and a cheap
rollout policy.

The estimate starts from the engine's ``score_total(seat)`` (the score as if the
game ended now: kept areas, removed surplus areas, missing colours, arches, symbols)
and adds what the grounds still promise: a missing colour can still be found while
turns remain, an arch whose side cell is still empty may yet score.
"""
from __future__ import annotations

import random
from typing import Any

from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.data import ARCH_POINTS, MISSING_COLOR_POINTS

STATE_CLASS = KeralaState
SCALE = 5.0

OPEN_ARCH_VALUE = 0.3   # share of an arch's points while its side cell is still empty
MISSING_PER_TURN = 0.22  # chance per remaining turn of fixing one missing colour


def estimate(state: KeralaState) -> list[float]:
    """Estimated final score per seat."""
    players = state.players
    over = state.is_over
    turns_left = 0.0 if over else (state.bag_size + len(state.offer)) / players
    arch_hope = ARCH_POINTS * OPEN_ARCH_VALUE * min(1.0, turns_left / 3)
    out = []
    for seat in range(players):
        total, missing, open_arches = state.score_total(seat)
        value = float(total)
        if not over:
            if missing:
                # Each remaining turn can fix at most one missing colour.
                fixable = min(missing, turns_left * MISSING_PER_TURN * 2)
                value -= MISSING_COLOR_POINTS * min(missing, fixable) * 0.7
            value += arch_hope * open_arches
        out.append(value)
    return out


def warm(state: KeralaState) -> None:
    """Score every seat now, so clones made for each move only rescore the mover."""
    state.scores()


def rollout_move(state: KeralaState, moves: list, rng: random.Random) -> Any:
    """A quick playout move: among a few sampled placements, the one whose colour
    matches its neighbours and does not start a second area of a colour."""
    first = moves[0]
    if type(first) is not Take:
        # special follow-up: usually skip
        if rng.random() < 0.7:
            return moves[-1]
        return rng.choice(moves)
    seat = state.current_seat
    stacks = state._stacks[seat]
    offer = state._offer
    present = {s[-1].color for s in stacks.values()}
    best = None
    best_v = -1e9
    n = len(moves)
    for _ in range(6):
        m = moves[rng.randrange(n)]
        if type(m) is not Take:
            continue
        tile = offer[m.offer_index]
        color = tile.color
        x, y = m.cell
        v = tile.symbols + rng.random()
        touching = False
        for nb in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            s = stacks.get(nb)
            if s is not None and s[-1].color == color:
                touching = True
                v += 1.5
        if not touching and color in present:
            v -= 4
        if color not in present:
            v += 3
        under = stacks.get(m.cell)
        if under is not None:
            v -= 1 + under[-1].symbols
        if v > best_v:
            best, best_v = m, v
    return best if best is not None else rng.choice(moves)


def search_moves(state: KeralaState, moves: list, last: Any) -> list:
    return moves


__all__ = ["estimate", "warm", "rollout_move", "search_moves", "SCALE", "STATE_CLASS",
           "Take", "Pass", "MoveElephant", "MoveTile", "SkipSpecial"]
