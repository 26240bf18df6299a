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
from game.kerala.grounds_total import GroundsAreas, GroundsTotal
from game.kerala.tiles import Tile

from .greedy import cloned_step_values, margin
from .mcts import SearchSettings

#: The game these bots play: its id in the registry (session.registry).
GAME_ID = "kerala"
STATE_CLASS = KeralaState
SCALE = 5.0
#: The hard level's iterations per decision, summed over its trees (game.bots.hard).
ITERATIONS = 60
#: The expert level's iterations per decision: hard's search, several times over
#: (game.bots.hard.ExpertBot), sized to a decision of 2 s at most on two cores. More buys
#: nothing here: at 960 (16x) it won 60.0 % of 60 games against hard (seed 78001), as 4x
#: did (60 % of 20, 63 % of 50), in 3.4x the time (median 1.14 s against 0.34 s on the same
#: positions, two processes, quiet): its search looks no further than the next draw
#: however long it runs.
EXPERT_ITERATIONS = 240
#: How the hard level searches Kerala: the tree covers the round to the next draw; a
#: greedy playout of the round after it on a re-drawn bag, valued by the look over the
#: following draw (valued at the draw, without the playout: 74 % against normal, 40
#: games). The root's moves meet common worlds (the same re-drawn bags) and the greedy
#: prior counts 5 visits: with a fresh bag per iteration and 20 prior visits the search
#: kept the greedy move at 60, 240 and 960 iterations alike, and 4x the iterations won
#: 44 % of 9 games against 1x. Now, 2 players: 4x against 1x 72.5 % of 20 (seed 9120)
#: and 56.7 % of 30 (seed 9160), 63 % of 50; against normal 81.7 % of 30 (seed 9130)
#: and 83.3 % of 30 (seed 9170), 82.5 % of 60.
SETTINGS = SearchSettings(rollout_plies=8, playout_to_reveal=True, exploration=0.1,
                          prior_visits=5.0, horizon=1, common_worlds=True)

OPEN_ARCH_VALUE = 0.3   # share of an arch's points while its side cell is still empty
MISSING_PER_TURN = 0.22  # chance per remaining turn of fixing one missing colour
#: Hard only: share of the expected gain from the seat's next tile (see ``next_tile_value``).
NEXT_TILE_WEIGHT = 1.0

TILES_OF_A_COLOR = sum(count for count, _, _ in TILES_PER_COLOR)
_PLAIN = {color: Tile(color, 0) for color in COLORS}
_SPECIAL_KINDS = ("move_elephant", "move_tile")
_GAINS: dict[tuple, dict] = {}
_GAINS_MAX = 4096   # grounds; an entry holds a few cells' gains (some 2 kB)


def clear_caches() -> None:
    """Forget the remembered gains of grounds (called when a game ends)."""
    _GAINS.clear()


def estimate(state: KeralaState) -> list[float]:
    """Estimated final score per seat."""
    return estimate_from(state, [state.score_total(seat) for seat in range(state.players)])


def estimate_from(state: KeralaState, totals: list[GroundsTotal]) -> list[float]:
    """:func:`estimate` of ``state`` with each seat's ``score_total`` given: the bots
    weigh placements on grounds whose totals they worked out without a copy of the
    state for each (:func:`greedy_rollout_move`)."""
    players = state.players
    over = state.is_over
    turns_left = 0.0 if over else (state.bag_size + len(state.offer)) / players
    arch_hope = ARCH_POINTS * OPEN_ARCH_VALUE * min(1.0, turns_left / 3)
    out = []
    for seat in range(players):
        total, missing, open_arches = totals[seat]
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
    pool = sum(unseen)
    if not pool:
        return 0.0
    grounds = _grounds_gains(state._stacks[seat], state._colors[seat], state._passes[seat],   # read-only
                             state.score_total(seat))
    e0, e1 = state._elephants[seat]
    per_cell = []
    for (x, y), other in ((e0, e1), (e1, e0)):
        for cell in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if cell != other:
                per_cell.append(grounds.gains(cell))
    floor = -1.0 if state._passes[seat] else float("-inf")
    value = 0.0
    for i, count in enumerate(unseen):
        if count:
            value += count * max(floor, max(g[i] for g in per_cell))
    return value / pool


class _GroundsGains:
    """What a plain tile would change on one grounds: the grounds' areas (found once)
    and, per cell asked about, the change of its total from a plain tile of each
    colour there."""

    __slots__ = ("areas", "own", "passes", "now", "cells")

    def __init__(self, stacks: dict, own: str, passes: int, now: GroundsTotal) -> None:
        self.areas = GroundsAreas(stacks, {(own, passes): now})
        self.own = own
        self.passes = passes
        self.now = now.total
        self.cells: dict[tuple, tuple[int, ...]] = {}

    def gains(self, cell: tuple) -> tuple[int, ...]:
        found = self.cells.get(cell)
        if found is None:
            total_with, own, passes, now = self.areas.total_with, self.own, self.passes, self.now
            found = self.cells[cell] = tuple(total_with(cell, _PLAIN[color], own, passes).total - now
                                             for color in COLORS)
        return found


def _grounds_gains(stacks: dict, own: str, passes: int, now: GroundsTotal) -> _GroundsGains:
    """The remembered gains of one grounds (whose total is ``now``). A grounds stays
    the same while the other seats move and the bag is re-drawn, so the search asks
    for the same grounds many times."""
    key = (own, passes, frozenset(stacks.items()))
    gains = _GAINS.get(key)
    if gains is None:
        if len(_GAINS) >= _GAINS_MAX:
            _GAINS.clear()
        gains = _GAINS[key] = _GroundsGains(stacks, own, passes, now)
    return gains


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


def greedy_rollout_move(state: KeralaState, moves: list, rng: random.Random) -> Any:
    """The hard level's playout move: the first best by the plain :func:`estimate`
    one step ahead (the normal level's choice, without its look at follow-ups), as
    :func:`game.bots.greedy.greedy_move` finds it but cheaper: the seats are scored
    once before the moves are tried (a clone then rescores only the mover), and
    takes that leave the same grounds (the same tile on the same cell, by either
    elephant or from twin tiles on offer) are valued once, since the plain estimate
    reads only the grounds and the tiles left. A take's grounds are not copied: the
    mover's total after it is worked out on the areas of its grounds
    (:meth:`GroundsAreas.total_with`)."""
    warm(state)
    seat = state.current_seat
    offer = state._offer   # read-only
    valued: dict = {}
    totals = [state.score_total(s) for s in range(state.players)]
    areas = None
    after_take: dict[bool, KeralaState] = {}   # a child after a take: a special tile's, or another's
    best, best_v = moves[0], None
    for m in moves:
        if type(m) is not Take:
            child = state.clone()
            child.apply(m)
            v = margin(estimate(child), seat)
        else:
            tile = offer[m.offer_index]
            key = (tile, m.cell, m.arch_side)
            v = valued.get(key)
            if v is None:
                # A take changes only the mover's grounds: its total is worked out on
                # the grounds' areas, found once; the rest of the estimate (turns
                # left, the game's end) is any take's of the same kind.
                special = tile.kind in _SPECIAL_KINDS
                child = after_take.get(special)
                if child is None:
                    child = after_take[special] = state.clone()
                    child.apply(m)
                if areas is None:
                    areas = GroundsAreas(state._stacks[seat])   # read-only
                placed = tile.with_side(m.arch_side) if tile.kind == "arch" else tile
                totals_after = list(totals)
                totals_after[seat] = areas.total_with(m.cell, placed, state._colors[seat], state._passes[seat])
                v = valued[key] = margin(estimate_from(child, totals_after), seat)
        if best_v is None or v > best_v:
            best, best_v = m, v
    return best


def hard_step_values(state: KeralaState, moves: list) -> list[tuple[float, bool]]:
    """The search's order of moves: each valued by :func:`estimate_hard`."""
    warm(state)
    return cloned_step_values(state, estimate_hard, moves)


#: The knowledge the hard level searches with: valued by estimate_hard, played out
#: greedily.
SEARCHED = types.SimpleNamespace(estimate=estimate_hard, step_values=hard_step_values,
                             rollout_move=greedy_rollout_move,
                             search_moves=search_moves, move_key=move_key, warm=warm,
                             SCALE=SCALE, STATE_CLASS=STATE_CLASS)

__all__ = ["estimate", "estimate_hard", "hard_step_values", "next_tile_value", "unseen_colors", "SEARCHED", "GAME_ID", "ITERATIONS", "EXPERT_ITERATIONS", "SETTINGS", "warm", "rollout_move", "search_moves", "move_key", "SCALE", "STATE_CLASS",
           "Take", "Pass", "MoveElephant", "MoveTile", "SkipSpecial"]
