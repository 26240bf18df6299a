"""Kerala knowledge for the bots: a per-seat estimate of final scores and a cheap
rollout policy.

The estimate starts from the engine's ``score_total(seat)`` (the score as if the
game ended now: kept areas, removed surplus areas, missing colours, arches, symbols)
and adds what the grounds still promise: a missing colour can still be found while
turns remain, an arch whose side cell is still empty may yet score.
"""
from __future__ import annotations

import random
import types
from typing import Any

from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.data import ARCH_POINTS, MISSING_COLOR_POINTS

STATE_CLASS = KeralaState
SCALE = 5.0

OPEN_ARCH_VALUE = 0.3   # share of an arch's points while its side cell is still empty
MISSING_PER_TURN = 0.22  # chance per remaining turn of fixing one missing colour
#: Hard only: points per colour a next tile could join cleanly (see ``reach``).
REACH_VALUE = 1.0
REACH_TURNS = 3.0        # the reach counts in full while this many turns remain


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


def reach(state: KeralaState, seat: int) -> int:
    """How many colours the seat's next tile could take without starting a second
    area: colours on top on or next to a cell an elephant can build on (a tile there
    joins or covers that colour's area), plus colours not on the grounds yet.

    A tile must go next to an elephant (RULINGS.md, Kerala: "Placing"), so where the
    elephants stand decides whether future tiles join their areas or become removed
    surplus areas; the plain score does not see this."""
    stacks = state._stacks[seat]   # read-only
    e0, e1 = state._elephants[seat]
    seen: set[str] = set()
    for e, other in ((e0, e1), (e1, e0)):
        x, y = e
        for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if n == other:
                continue
            s = stacks.get(n)
            if s is not None:
                seen.add(s[-1].color)
            nx, ny = n
            for m in ((nx, ny - 1), (nx + 1, ny), (nx, ny + 1), (nx - 1, ny)):
                s = stacks.get(m)
                if s is not None:
                    seen.add(s[-1].color)
    missing = state.score_total(seat)[1]
    return len(seen) + missing


def estimate_hard(state: KeralaState) -> list[float]:
    """:func:`estimate` plus the value of the elephants' reach (hard level only): in
    two-player greedy self-play this term won 56.8% of 300 games on fresh seeds
    against the plain estimate (69.5% of 200 on the seeds its weight was chosen on)."""
    out = estimate(state)
    if state.is_over:
        return out
    turns_left = (state.bag_size + len(state.offer)) / state.players
    weight = REACH_VALUE * min(1.0, turns_left / REACH_TURNS)
    for seat in range(state.players):
        out[seat] += weight * reach(state, seat)
    return out


def horizon(root: KeralaState):
    """The search tree covers the rest of the current round: once the next offer is
    drawn (the bag shrinks) "take tile 0" means a different tile in every
    determinization, so the tree stops there and the playout takes over."""
    bag = root.bag_size

    def beyond(state: KeralaState) -> bool:
        return state.bag_size != bag
    return beyond


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


#: The knowledge the hard level searches with: the same, valued by estimate_hard.
HARD = types.SimpleNamespace(estimate=estimate_hard, rollout_move=rollout_move,
                             search_moves=search_moves, horizon=horizon, warm=warm,
                             SCALE=SCALE, STATE_CLASS=STATE_CLASS)

__all__ = ["estimate", "estimate_hard", "reach", "HARD", "horizon", "warm", "rollout_move", "search_moves", "SCALE", "STATE_CLASS",
           "Take", "Pass", "MoveElephant", "MoveTile", "SkipSpecial"]
