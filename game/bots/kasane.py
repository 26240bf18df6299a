"""Colors of Kasane knowledge for the bots: a per-seat estimate of final scores and a
cheap rollout policy.

The estimate is the score as if the game ended now (slots held, accessories and the
bonuses) plus what the hand still promises: the end of a hand that is the start of a
combination for a free kakemono slot, worth more when a card on offer in the market
would complete it and the seat still has cards to collect.
"""
from __future__ import annotations

import random
import types
from typing import Any

from game.kasane import KasaneState, Combine, EndTurn, Take
from game.kasane.styles import styles_of_values
from game.kasane.data import (CARD_TABLE, CARDS_PER_SEAT, JUU_TOTAL, KAKEMONO, MARK_STYLES,
                              MOON_STYLES)

from .greedy import cloned_step_values
from .mcts import SearchSettings

#: The game these bots play: its id in the registry (session.registry).
GAME_ID = "kasane"
STATE_CLASS = KasaneState
SCALE = 4.0
#: The hard level's iterations per decision, summed over its trees (game.bots.hard).
ITERATIONS = 600
#: The expert level's iterations per decision: hard's search, several times over
#: (game.bots.hard.ExpertBot), sized to a decision of 2 s at most on two cores. At 4000
#: it won 80.0 % of 60 games against hard (seeds 78001 and 78002, 30 each: 75.0 % and
#: 85.0 %; at 2400, 60 % of 20), its median decision 0.9 s, p95 2.2 s.
EXPERT_ITERATIONS = 4000
#: How the hard level searches Colors of Kasane.
SETTINGS = SearchSettings(rollout_plies=10)

NEAR_VALUE = 0.55   # share of a slot's points when one more card completes it and it is on offer
FAR_VALUE = 0.25    # share when it is further away


def _compatible(style: str, values: tuple) -> bool:
    """Could ``values`` be the first cards of a combination of ``style`` (more to come)?"""
    if style in MARK_STYLES:
        mark = MARK_STYLES[style]
        return len(set(values)) == len(values) and all(CARD_TABLE[v][1] == mark for v in values)
    if style == "kafuu_fugetsu":
        return all(CARD_TABLE[v][0] == "animal" for v in values)
    if style == "setsu_getsu_fuka":
        return all(CARD_TABLE[v][0] == "plant" for v in values)
    if style == "kasane":
        return len(set(values)) == 1
    if style in MOON_STYLES:
        low, high = MOON_STYLES[style]
        if not all(low <= v <= high for v in values):
            return False
        return (all(a < b for a, b in zip(values, values[1:]))
                or all(a > b for a, b in zip(values, values[1:])))
    if style == "juu":
        return sum(values) < JUU_TOTAL
    return False


_COMPAT: dict = {}


def clear_caches() -> None:
    """Forget which partial combinations fit which style, and the engine's memo of the
    styles each run of values forms (called when a game ends)."""
    _COMPAT.clear()
    styles_of_values.cache_clear()


def _compat(style: str, values: tuple) -> bool:
    key = (style, values)
    hit = _COMPAT.get(key)
    if hit is None:
        hit = _COMPAT[key] = _compatible(style, values)
    return hit


def _completes(style: str, values: tuple, card: int) -> bool:
    seq = values + (card,)
    if not _compat(style, seq[:-1]):
        return False
    return style in styles_of_values(seq)


def hand_promise(state: KasaneState, seat: int, available: set) -> float:
    """The best partial combination at the end of ``seat``'s hand, in points."""
    left = CARDS_PER_SEAT - state.collected_count(seat)
    if left <= 0:
        return 0.0
    hand = state._hands[seat]      # read-only
    if not hand:
        return 0.0
    slots = state._slots
    vals = tuple(c.value for c in hand[-5:])
    best = 0.0
    for style, sizes in KAKEMONO.items():
        for size, points in sizes.items():
            if (style, size) in slots:
                continue
            for length in range(1, min(size, len(vals) + 1)):
                need = size - length
                if need > left:
                    continue
                tail = vals[len(vals) - length:]
                if not _compat(style, tail):
                    continue
                if need == 1:
                    share = NEAR_VALUE if any(_completes(style, tail, a) for a in available) else FAR_VALUE
                else:
                    share = FAR_VALUE * (length / size)
                v = points * share
                if v > best:
                    best = v
    return best


def estimate(state: KasaneState) -> list[float]:
    """Estimated final score per seat."""
    out = [float(s) for s in state.scores()]
    if state.is_over:
        return out
    available = {row[-1].value for row in state._market if row and row[-1].value is not None}
    for seat in range(state.players):
        out[seat] += hand_promise(state, seat, available)
    return out


def rollout_move(state: KasaneState, moves: list, rng: random.Random) -> Any:
    """A quick playout move: the best-scoring combination when one exists (usually),
    else a card that makes one possible, else any card."""
    first = moves[0]
    if type(first) is Take:
        if len(moves) == 1 or rng.random() < 0.3:
            return rng.choice(moves)
        best, best_v = None, -1.0
        for m in moves:
            child = state.clone()
            child.apply(m)
            opts = child.combine_options()
            v = max((o.points for o in opts), default=0) + rng.random()
            if child.phase == "take":   # an accessory
                v += 1.0
            if v > best_v:
                best, best_v = m, v
        return best
    opts = state.combine_options()
    if opts and rng.random() < 0.85:
        return max(opts, key=lambda o: (o.points, rng.random())).move
    return moves[-1]   # EndTurn


def step_values(state: KasaneState, moves: list) -> list[tuple[float, bool]]:
    """The hard search's order of moves (:func:`game.bots.greedy.cloned_step_values`)."""
    return cloned_step_values(state, estimate, moves)


def search_moves(state: KasaneState, moves: list, last: Any) -> list:
    return moves


def move_key(state: KasaneState, move: Any) -> Any:
    """A take by the row and the card it takes: after a fresh deal (re-drawn from the
    hidden pile in each of the search's guesses) "row 2" holds other cards."""
    if type(move) is Take:
        return move.row, state._market[move.row][-1]   # read-only
    return move


#: The knowledge the hard level searches with: this module's estimate and playout.
SEARCHED = types.SimpleNamespace(estimate=estimate, step_values=step_values, rollout_move=rollout_move,
                                 search_moves=search_moves, move_key=move_key, SCALE=SCALE,
                                 STATE_CLASS=STATE_CLASS)

__all__ = ["estimate", "step_values", "rollout_move", "search_moves", "move_key", "SCALE", "STATE_CLASS",
           "GAME_ID", "ITERATIONS", "EXPERT_ITERATIONS", "SETTINGS", "SEARCHED", "Take", "Combine", "EndTurn"]
