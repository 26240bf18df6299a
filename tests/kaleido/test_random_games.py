"""The shared random-game checker over 200+ seeded games, with Kaleido's own invariants:
pieces conserved at every step, and final scores equal to every board award seen during
the game plus the end-game hexagons recomputed from scratch (not with the engine's code)."""
from __future__ import annotations

import itertools

from game.kaleido import KaleidoState, award, data
from tests.engine_checker import check_random_games

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def ref_award(tiles) -> dict[str, int]:
    """RULINGS.md, Kaleido: Scoring, written out again independently of game.kaleido.scoring."""
    counts: dict[str, int] = {}
    for t in tiles:
        if t not in (None, "white"):
            counts[t] = counts.get(t, 0) + 1
    if not counts:
        return {}
    if len(counts) == 1:
        (c, n), = counts.items()
        return {c: 12 if n == 6 else 8}
    ranked = sorted(set(counts.values()), reverse=True)
    first = [c for c, n in counts.items() if n == ranked[0]]
    if len(first) > 1:
        return {c: 12 // len(first) for c in first}
    second = [c for c, n in counts.items() if n == ranked[1]]
    out = {first[0]: 8}
    out.update({c: 4 // len(second) for c in second if 4 // len(second)})
    return out


def ref_hexagons(boards) -> dict:
    """Every complete corner hexagon, straight from the RULINGS formula, deduplicated."""
    found = {}
    for (q, r) in boards:
        for k in range(6):
            a = (q + DIRS[k][0], r + DIRS[k][1])
            b = (q + DIRS[(k + 1) % 6][0], r + DIRS[(k + 1) % 6][1])
            if a in boards and b in boards:
                tiles = [boards[(q, r)][k], boards[(q, r)][(k + 1) % 6], boards[a][(k + 2) % 6],
                         boards[a][(k + 3) % 6], boards[b][(k + 4) % 6], boards[b][(k + 5) % 6]]
                found.setdefault(frozenset({(q, r), a, b}), tiles)
    return {key: tiles for key, tiles in found.items() if None not in tiles}


class Tracker:
    """Follows each game: board awards as boards fill, pieces at every step."""

    def __init__(self):
        self.games: dict[int, dict] = {}
        self.ended = 0

    def new_game(self, players: int, seed: int) -> KaleidoState:
        state = KaleidoState.new(players, seed)
        # keep the state referenced so its id is not reused by a later game
        self.games[id(state)] = {"state": state, "scored": set(), "points": {}, "steps": 0}
        return state

    def invariant(self, s: KaleidoState) -> None:
        g = self.games[id(s)]
        g["steps"] += 1
        boards = s.boards
        n = s.players
        start = data.TILES_PER_COLOR[n]
        on_table = [t for holes in boards.values() for t in holes if t is not None]
        for c in s.colors:
            assert on_table.count(c) + s.tiles_left(c) == start, f"{c} tiles not conserved"
        assert on_table.count("white") + sum(s.whites_left(i) for i in range(n)) == n * data.WHITES_PER_SEAT[n]
        assert len(boards) + sum(s.boards_left(i) for i in range(n)) == 2 + n * data.BOARDS_PER_SEAT[n]
        assert set(on_table) <= set(s.colors) | {"white"}
        # a board is awarded when it fills; outside the placing of a turn every full board is scored
        for pos, holes in boards.items():
            if None not in holes and pos not in g["scored"] and pos not in s.filled_this_turn:
                g["scored"].add(pos)
                for c, p in ref_award(holes).items():
                    g["points"][c] = g["points"].get(c, 0) + p
        if not s.is_over:
            expected = {c: g["points"].get(c, 0) for c in s.colors}
            assert s.color_scores() == expected, "running scores differ from the board awards"
            assert s.current_color in s.colors_of(s.current_seat)
            assert s.tiles_left(s.current_color) > 0 or s.tile_placed
            assert s.phase in ("place", "rotate")
            assert (s.phase == "rotate") == bool(s.scored_this_turn)

    def at_end(self, s: KaleidoState) -> None:
        g = self.games[id(s)]
        assert g["steps"] > 0, "the invariant ran on this game"
        self.ended += 1
        # the checker's replay games also come through new_game: forget them all now
        self.games.clear()
        boards = s.boards
        totals = dict(g["points"])
        for tiles in ref_hexagons(boards).values():
            for c, p in ref_award(tiles).items():
                totals[c] = totals.get(c, 0) + p
        assert s.color_scores() == {c: totals.get(c, 0) for c in s.colors}
        seats = [0] * s.players
        for c in s.colors:
            seats[s.seat_of(c)] += totals.get(c, 0)
        assert s.scores() == seats
        assert len([a for a in s.awards if a[0] == "hexagon"]) == len(ref_hexagons(boards))
        all_down = all(s.tiles_left(c) == 0 for c in s.colors)
        blocked = not any(s.tiles_left(c) and (None in (t for h in boards.values() for t in h)
                                                or s.boards_left(s.seat_of(c)))
                          for c in s.colors)
        assert all_down or blocked


def test_random_games_all_player_counts():
    tracker = Tracker()
    moves = check_random_games(tracker.new_game, [2, 3, 4, 5], games=200, seed=1,
                               invariant=tracker.invariant, at_end=tracker.at_end,
                               max_steps=3000)
    assert tracker.ended == 200, "every game reached its end checks"
    assert moves > 200 * 40


def test_reference_award_agrees_with_the_engine_on_every_small_multiset():
    palette = ["red", "blue", "yellow", "white", None]
    for tiles in itertools.combinations_with_replacement(palette, 6):
        if None in tiles:
            continue
        assert award(tiles) == ref_award(tiles), tiles
