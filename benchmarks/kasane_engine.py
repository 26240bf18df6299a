"""Colors of Kasane engine speed: full random games per second and legal_moves() cost.

Run from the repository root: ``python benchmarks/kasane_engine.py [seconds-per-count]``.
Figures vary with the machine; compare runs on the same one.
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.kasane import KasaneState  # noqa: E402
from stats import describe  # noqa: E402 - benchmarks/ is on sys.path when run as a script


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


def call_timings(players: int, games: int) -> dict[str, list[float]]:
    """Microseconds per legal_moves() call (the first after each move, uncached) and per
    clone(), over random games."""
    rng = random.Random(100 + players)
    samples: dict[str, list[float]] = {"legal_moves": [], "clone": []}
    clock = time.perf_counter_ns
    for _ in range(games):
        state = KasaneState.new(players, seed=rng.getrandbits(32))
        while not state.is_over:
            t0 = clock()
            legal = state.legal_moves()
            t1 = clock()
            state.clone()
            t2 = clock()
            samples["legal_moves"].append((t1 - t0) / 1000)
            samples["clone"].append((t2 - t1) / 1000)
            state.apply(rng.choice(legal))
    return samples


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"Colors of Kasane engine benchmark (Python {sys.version.split()[0]}, "
          f"{seconds:g} s per player count)")
    for players in (2, 3, 4):
        gps, mps = games_per_second(players, seconds)
        print(f"{players} players: {gps:8.1f} full random games/s  ({mps:,.0f} moves/s)")
    for players in (2, 3, 4):
        timings = call_timings(players, 200)
        print(f"{players} players legal_moves(): {describe(timings['legal_moves'])}")
        print(f"{players} players clone():       {describe(timings['clone'])}")


if __name__ == "__main__":
    main()
