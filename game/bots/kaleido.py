"""Kaleido knowledge for the bots: a per-seat estimate of final scores and a cheap
rollout policy.

The estimate is the points already won, plus boards filled this turn (scored at the
coming ``EndTurn``), plus what unfinished boards and corner hexagons promise to the
colours leading them, weighted by how full they are (a nearly full board is nearly
decided; an empty one promises nothing yet).
"""
from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.geometry import hexagons, rotate_holes
from game.kaleido.scoring import award

from .mcts import SearchSettings

#: The game these bots play: its id in the registry (session.registry).
GAME_ID = "kaleido"
STATE_CLASS = KaleidoState
#: The hard level's iterations per decision, summed over its trees (game.bots.hard).
ITERATIONS = 800
#: The expert level's iterations per decision: hard's search, several times over
#: (game.bots.hard.ExpertBot), sized to a decision of 2 s at most on two cores. At 3600
#: it won 67.5 % of 60 games against hard (seeds 78001 and 78002: 60 % of 20, 71.2 % of 40;
#: at 2400, 55 % of 20), its median decision 0.94 s, p95 1.57 s on a quiet machine.
EXPERT_ITERATIONS = 3600
#: How the hard level searches Kaleido. Kaleido hides nothing: plain MCTS over whole
#: turns (the rest of a turn is greedy), played out mostly greedily (kaleido_playout),
#: exploring little, so the iterations go to the replies. Against normal, 2 players, 20
#: games: 92.5 % (the move-by-move tree at exploration 0.6: 70 %). The root weighs the
#: greedy best 20: the best 8 were mostly twins (one board, another hole: two or three
#: ideas), so more iterations had nothing better to find (4x against 1x: 33 % of 6,
#: 43.8 % of 8). With 20, 2 players: 4x against 1x 68.8 % of 16 (seed 9110) and 70 % of
#: 20 (seed 9150), 69.4 % of 36; against normal 100 % of 20 (9140).
SETTINGS = SearchSettings(rollout_plies=4, greedy_turns=True, exploration=0.2, root_candidates=20)
#: Score difference that counts as "clearly ahead" when turning estimates into a win
#: chance for the search.
SCALE = 8.0

# Hexagon triangles per set of board positions, and the hexagons of each hole (see
# _layout). Board layouts repeat a lot during a search, so this bounded cache saves
# recomputing the geometry; it holds no randomness. An entry costs about 8 kB
# (tracemalloc, a 2-player game) and a game meets a few hundred layouts: the bound
# keeps it under 16 MB, and clear_caches() empties it when a game ends.
_HEX_CACHE: dict[frozenset, tuple] = {}
_HEX_CACHE_MAX = 2_000

BOARD_WEIGHT = 0.75     # weight of an unfinished board's current award at 5/6 full
HEX_WEIGHT = 0.6        # weight of an unfinished hexagon's current award at 5/6 full
SUPPLY_VALUE = 0.4      # a white tile or board still in hand (flexibility)
#: The share of its current award an unfinished board or hexagon counts, by the
#: tiles in it (0 to 5): growing with the square of how full it is.
BOARD_SHARE = tuple(BOARD_WEIGHT * (filled / 5.0) ** 2 for filled in range(6))
HEX_SHARE = tuple(HEX_WEIGHT * (filled / 5.0) ** 2 for filled in range(6))


@lru_cache(maxsize=1 << 14)
def _award_items(tiles: tuple) -> tuple:
    """``award(tiles).items()`` as a tuple, remembered: the search scores the same
    few thousand six-tile patterns hundreds of thousands of times (an entry costs
    about 400 bytes: at most some 7 MB)."""
    return tuple(award(tiles).items())


def clear_caches() -> None:
    """Forget what the estimate remembered (called when a game ends)."""
    _HEX_CACHE.clear()
    _award_items.cache_clear()


def _layout(boards: dict) -> tuple[tuple, dict]:
    """The hexagons' triangles of a set of board positions, and for each (board,
    hole) the triangles of the hexagons it is part of."""
    key = frozenset(boards)
    layout = _HEX_CACHE.get(key)
    if layout is None:
        if len(_HEX_CACHE) >= _HEX_CACHE_MAX:
            _HEX_CACHE.clear()
        tris = tuple(h.triangles for h in hexagons(boards))
        by_hole: dict = {}
        for hexagon in tris:
            for tri in hexagon:
                by_hole.setdefault(tri, []).append(hexagon)
        layout = _HEX_CACHE[key] = (tris, by_hole)
    return layout


def _hex_triangles(boards: dict) -> tuple:
    return _layout(boards)[0]


def hexagons_by_hole(boards: dict) -> dict:
    """(board, hole) -> the triangles of every hexagon it is part of (read-only)."""
    return _layout(boards)[1]


def estimate(state: KaleidoState) -> list[float]:
    """Estimated final score per seat."""
    boards = state._boards          # read-only use; the public copy costs a dict per call
    colors = state.colors
    per_color = dict(state.color_scores())
    over = state.is_over
    pending = set(state.filled_this_turn)
    if not over:
        for pos, holes in boards.items():
            filled = 6 - holes.count(None)
            if filled == 0:
                continue
            if filled == 6:
                if pos in pending:
                    for c, p in _award_items(holes):
                        per_color[c] += p
                continue
            w = BOARD_SHARE[filled]
            for c, p in _award_items(holes):
                per_color[c] += w * p
    for tris in _hex_triangles(boards):
        tiles = tuple([boards[b][h] for b, h in tris])
        filled = 6 - tiles.count(None)
        if filled == 0:
            continue
        if filled == 6:
            if over:
                continue   # already in color_scores
            w = 1.0
        else:
            if over:
                continue
            w = HEX_SHARE[filled]
        for c, p in _award_items(tiles):
            per_color[c] += w * p
    out = [0.0] * state.players
    for c in colors:
        out[state.seat_of(c)] += per_color[c]
    if not over:
        for seat in range(state.players):
            out[seat] += SUPPLY_VALUE * (state.whites_left(seat) + state.boards_left(seat))
    return out


def rollout_move(state: KaleidoState, moves: list, rng: random.Random) -> Any:
    """A quick playout move: a tile into a random hole (preferring boards where the
    colour would lead), rarely an extra action, one rotation at most."""
    phase = state.phase
    if phase == "rotate":
        if rng.random() < 0.75:
            return _end(moves)
        return rng.choice(moves)
    tiles = [m for m in moves if type(m) is PlaceTile]
    if tiles:
        if rng.random() < 0.1:
            extras = [m for m in moves if type(m) is not PlaceTile]
            if extras:
                return rng.choice(extras)
        color = state.current_color
        boards = state._boards
        best = None
        best_v = -1e9
        for _ in range(4):
            m = rng.choice(tiles)
            holes = boards[m.board]
            mine = holes.count(color)
            filled = 6 - holes.count(None)
            v = mine * 2 - (filled - mine) + rng.random()
            if filled == 5:
                v += 3 if mine >= 2 else -2
            if v > best_v:
                best, best_v = m, v
        return best
    if rng.random() < 0.85:
        return _end(moves)
    return rng.choice(moves)


def search_moves(state: KaleidoState, moves: list, last: Any) -> list:
    """Moves the search considers: after a rotation only other boards or EndTurn (a
    board is turned once; turning it again just reaches another orientation)."""
    if type(last) is Rotate:
        return [m for m in moves if type(m) is not Rotate or m.board != last.board]
    return moves


def move_key(state: KaleidoState, move: Any) -> Any:
    """Kaleido hides nothing: a move means the same in every copy of the state."""
    return move


def forced_choice(state: KaleidoState) -> Any:
    """The rotation phase, decided by a plan rather than move by move (every level):
    try every orientation of every board scored this turn, aim at the best table
    (ties broken by a fixed order of tables, so every step aims at the same one) and
    turn one board towards it; end the turn once the table is the best. This always
    ends, where a per-move choice that depends only on the state could go round in
    circles. Returns None outside the rotation phase."""
    if state.phase != "rotate":
        return None
    seat = state.current_seat
    scored = list(state.scored_this_turn)
    current = tuple(state._boards[b] for b in scored)
    best_key, best_tables = None, None
    current_value = None
    for steps in itertools.product(range(6), repeat=len(scored)):
        trial = state.clone()
        for b, k in zip(scored, steps):
            if k:
                trial.apply(Rotate(b, k))
        tables = tuple(trial._boards[b] for b in scored)
        value = round(margin_of(estimate(trial), seat), 9)
        if tables == current:
            current_value = value
        key = (value, tables_key(tables))
        if best_key is None or key > best_key:
            best_key, best_tables = key, tables
    if best_tables == current or (current_value is not None and current_value >= best_key[0]):
        return _end(state.legal_moves())
    for b, holes, want in zip(scored, current, best_tables):
        if holes != want:
            for k in range(1, 6):
                if rotate_holes(holes, k) == want:
                    return Rotate(b, k)
    return _end(state.legal_moves())


def tables_key(tables: tuple) -> tuple:
    return tuple(tuple("" if t is None else t for t in holes) for holes in tables)


def margin_of(est: list, seat: int) -> float:
    return est[seat] - max(v for s, v in enumerate(est) if s != seat)


def end_move(moves: list) -> Any:
    """EndTurn from ``moves`` (the last legal move in the rotation phase)."""
    return _end(moves)


def _end(moves: list) -> Any:
    for m in moves:
        if type(m) is EndTurn:
            return m
    return moves[-1]


#: The hard level's search plays out with kaleido_playout, which builds on the estimate
#: above: named by where it is (``"module:name"``, :func:`game.bots.knowledge.searched`),
#: so the two modules do not import each other.
SEARCHED = "game.bots.kaleido_playout:SEARCHED"

__all__ = ["estimate", "rollout_move", "search_moves", "move_key", "SCALE", "STATE_CLASS", "GAME_ID",
           "ITERATIONS", "EXPERT_ITERATIONS", "SETTINGS", "SEARCHED", "PlaceTile", "PlaceWhite", "PlaceBoard", "Rotate", "EndTurn"]
