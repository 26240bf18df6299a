"""Kaleido engine speed: full random games per second per player count, and the cost of
legal_moves(), clone() and apply() measured over random games.

Run from the repository root: ``python benchmarks/kaleido_engine.py [games]``.
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.kaleido import KaleidoState  # noqa: E402
from stats import describe  # noqa: E402 - benchmarks/ is on sys.path when run as a script


def play(players: int, seed: int) -> int:
    state = KaleidoState.new(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        steps += 1
    return steps


def games_per_second(players: int, games: int) -> tuple[float, float]:
    start = time.perf_counter()
    steps = sum(play(players, seed) for seed in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / games


def timed_calls(players: int, games: int) -> dict[str, list[float]]:
    """Per-call times (microseconds) along random games; legal_moves() is timed cold,
    right after apply() emptied its cache (the case a search pays for)."""
    times: dict[str, list[float]] = {"legal_moves": [], "clone": [], "apply": []}
    clock = time.perf_counter
    for seed in range(games):
        state = KaleidoState.new(players, 10_000 + seed)
        rng = random.Random(seed)
        state.legal_moves()
        while not state.is_over:
            t0 = clock()
            state.clone()
            t1 = clock()
            moves = state.legal_moves()       # cached after the cold call below
            move = rng.choice(moves)
            t4 = clock()
            state.apply(move)
            t5 = clock()
            times["clone"].append((t1 - t0) * 1e6)
            times["apply"].append((t5 - t4) * 1e6)
            # cold legal_moves(): right after apply the cache is empty
            t6 = clock()
            state.legal_moves()
            times["legal_moves"].append((clock() - t6) * 1e6)
    return times


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(f"Kaleido engine benchmark, Python {sys.version.split()[0]}, {games} random games per count")
    for players in (2, 3, 4, 5):
        rate, steps = games_per_second(players, games)
        print(f"{players} players: {rate:8.1f} full random games/s  ({steps:.0f} moves per game)")
    print("Per call, over random games (all player counts):")
    merged: dict[str, list[float]] = {}
    for players in (2, 3, 4, 5):
        for key, values in timed_calls(players, max(10, games // 10)).items():
            merged.setdefault(key, []).extend(values)
    for key in ("legal_moves", "clone", "apply"):
        print(f"  {key + '()':14} {describe(merged[key])}")


if __name__ == "__main__":
    main()
