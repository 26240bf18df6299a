"""Kerala knowledge for the bots: a per-seat estimate of final scores and a cheap
rollout policy.

The estimate starts from the engine's ``score_total(seat)`` (the score as if the
game ended now: kept areas, removed surplus areas, missing colours, arches, symbols)
and adds what the grounds still promise: a missing colour can still be found while
turns remain, an arch whose side cell is still empty may yet score. The hard level
also looks over the next draw: what each seat's next tile is expected to add
(:func:`next_tile_value`).
"""
from __future__ import annotations

import random
import types
from typing import Any

from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.data import ARCH_POINTS, COLORS, MISSING_COLOR_POINTS, TILES_PER_COLOR
from game.kerala.scoring import grounds_total
from game.kerala.tiles import Tile

STATE_CLASS = KeralaState
SCALE = 5.0

OPEN_ARCH_VALUE = 0.3   # share of an arch's points while its side cell is still empty
MISSING_PER_TURN = 0.22  # chance per remaining turn of fixing one missing colour
#: Hard only: share of the expected gain from the seat's next tile (see ``next_tile_value``).
NEXT_TILE_WEIGHT = 1.0

TILES_OF_A_COLOR = sum(count for count, _, _ in TILES_PER_COLOR)
_PLAIN = {color: Tile(color, 0) for color in COLORS}
_NEXT_CACHE: dict[tuple, float] = {}
_NEXT_CACHE_MAX = 4096


def clear_caches() -> None:
    """Forget the remembered next-tile values (called when a game ends)."""
    _NEXT_CACHE.clear()


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


def unseen_colors(state: KeralaState) -> tuple[int, ...]:
    """Tiles of each colour (in ``COLORS`` order) nobody has seen yet: in the bag or
    sorted out at setup. Counted from what is on the table, so it is public."""
    seen = dict.fromkeys(COLORS, 0)
    for stacks in state._stacks:     # read-only
        for stack in stacks.values():
            for tile in stack:
                seen[tile.color] += 1
    for tile in state._offer:
        seen[tile.color] += 1
    for tile in state._discarded:
        seen[tile.color] += 1
    return tuple(max(0, TILES_OF_A_COLOR - seen[c]) for c in COLORS)


def next_tile_value(state: KeralaState, seat: int, unseen: tuple[int, ...]) -> float:
    """What the seat's next tile is expected to add to its score: for each colour,
    weighted by the unseen tiles of that colour, the best change of the seat's total
    from a plain tile of it on any cell its elephants can build on now (or -1 for a
    pass while it has one left). A one-step look over the next draw: it sees, for
    instance, that elephants boxed in by other colours will have to start surplus
    areas, and that a gap next to an arch waits for its colour."""
    stacks = state._stacks[seat]   # read-only
    elephants = state._elephants[seat]
    passes = state._passes[seat]
    own = state._colors[seat]
    key = (own, elephants, passes, unseen, frozenset(stacks.items()))
    cached = _NEXT_CACHE.get(key)
    if cached is not None:
        return cached
    now = state.score_total(seat)[0]
    cells = set()
    e0, e1 = elephants
    for (x, y), other in ((e0, e1), (e1, e0)):
        for cell in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if cell != other:
                cells.add(cell)
    pool = sum(unseen)
    value = 0.0
    if pool:
        for color, count in zip(COLORS, unseen):
            if not count:
                continue
            best = -1.0 if passes else float("-inf")
            tile = _PLAIN[color]
            for cell in cells:
                trial = dict(stacks)
                trial[cell] = stacks.get(cell, ()) + (tile,)
                gain = grounds_total(trial, own, passes)[0] - now
                if gain > best:
                    best = gain
            value += count * best
        value /= pool
    if len(_NEXT_CACHE) >= _NEXT_CACHE_MAX:
        _NEXT_CACHE.clear()
    _NEXT_CACHE[key] = value
    return value


def estimate_hard(state: KeralaState) -> list[float]:
    """:func:`estimate` plus, for the hard level, each seat's :func:`next_tile_value`:
    how well its grounds can take what comes next. In two-player greedy self-play
    against the plain estimate this won 53.5 of 60 games (an earlier term, the number
    of colours the elephants could join, won 56.8% of 300 and adds nothing on top)."""
    out = estimate(state)
    if state.is_over:
        return out
    turns_left = (state.bag_size + len(state.offer)) / state.players
    weight = NEXT_TILE_WEIGHT * min(1.0, turns_left)
    if weight:
        unseen = unseen_colors(state)
        for seat in range(state.players):
            out[seat] += weight * next_tile_value(state, seat, unseen)
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


def move_key(state: KeralaState, move: Any) -> Any:
    """A take by the tile it takes, not its place in the offer: after a fresh draw
    (re-drawn from the hidden bag in each of the search's guesses) "offer tile 0" is
    another tile."""
    if type(move) is Take:
        return state._offer[move.offer_index], move.elephant, move.cell, move.arch_side   # read-only
    return move


#: The knowledge the hard level searches with: the same, valued by estimate_hard.
HARD = types.SimpleNamespace(estimate=estimate_hard, rollout_move=rollout_move,
                             search_moves=search_moves, move_key=move_key, horizon=horizon,
                             warm=warm, SCALE=SCALE, STATE_CLASS=STATE_CLASS)

__all__ = ["estimate", "estimate_hard", "next_tile_value", "unseen_colors", "HARD", "horizon", "warm", "rollout_move", "search_moves", "move_key", "SCALE", "STATE_CLASS",
           "Take", "Pass", "MoveElephant", "MoveTile", "SkipSpecial"]
