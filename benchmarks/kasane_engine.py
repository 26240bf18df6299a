"""Colors of Kasane engine speed: full random games per second and legal_moves() cost.

Run from the repository root: ``python benchmarks/kasane_engine.py [seconds-per-count]``.
Figures vary with the machine; compare runs on the same one.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.kasane import KasaneState  # noqa: E402


def games_per_second(players: int, seconds: float) -> tuple[float, float]:
    """Random games played to the end (new + legal_moves + apply); also moves/second."""
    rng = random.Random(players)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = KasaneState.new(players, seed=rng.getrandbits(32))
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


def legal_moves_timings(players: int, games: int) -> list[float]:
    """Microseconds per legal_moves() call on a fresh state (uncached: first call after
    each move), over random games."""
    rng = random.Random(100 + players)
    samples = []
    clock = time.perf_counter_ns
    for _ in range(games):
        state = KasaneState.new(players, seed=rng.getrandbits(32))
        while not state.is_over:
            t0 = clock()
            legal = state.legal_moves()
            samples.append((clock() - t0) / 1000)
            state.apply(rng.choice(legal))
    return samples


def clone_timings(players: int, games: int) -> list[float]:
    rng = random.Random(200 + players)
    samples = []
    clock = time.perf_counter_ns
    for _ in range(games):
        state = KasaneState.new(players, seed=rng.getrandbits(32))
        while not state.is_over:
            t0 = clock()
            state.clone()
            samples.append((clock() - t0) / 1000)
            state.apply(rng.choice(state.legal_moves()))
    return samples


def describe(samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"mean {statistics.fmean(samples):6.1f} us  median {statistics.median(samples):6.1f} us"
            f"  p99 {p99:6.1f} us  ({len(samples)} calls)")


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"Colors of Kasane engine benchmark (Python {sys.version.split()[0]}, "
          f"{seconds:g} s per player count)")
    for players in (2, 3, 4):
        gps, mps = games_per_second(players, seconds)
        print(f"{players} players: {gps:8.1f} full random games/s  ({mps:,.0f} moves/s)")
    for players in (2, 3, 4):
        print(f"{players} players legal_moves(): {describe(legal_moves_timings(players, 200))}")
    for players in (2, 3, 4):
        print(f"{players} players clone():       {describe(clone_timings(players, 100))}")


if __name__ == "__main__":
    main()
