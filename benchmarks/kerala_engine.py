"""Kerala engine speed: full random games per second and legal_moves() cost.

Run: python benchmarks/kerala_engine.py [games_per_count]
Random games use only legal_moves() + apply() (what a playout does); legal_moves()
is timed on fresh states (cache cleared) so it measures move generation itself.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.kerala import KeralaState  # noqa: E402
from stats import describe, p99  # noqa: E402 - benchmarks/ is on sys.path when run as a script


def full_games(players: int, games: int) -> tuple[float, float]:
    rng = random.Random(players)
    moves = 0
    start = time.perf_counter()
    for g in range(games):
        s = KeralaState.new(players, g)
        while not s.is_over:
            s.apply(rng.choice(s.legal_moves()))
            moves += 1
        s.scores()
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def legal_moves_times(players: int, games: int) -> list[float]:
    rng = random.Random(100 + players)
    times = []
    for g in range(games):
        s = KeralaState.new(players, 1000 + g)
        while not s.is_over:
            s._legal = None  # time generation, not the cache
            s._legal_map = None
            t0 = time.perf_counter()
            legal = s.legal_moves()
            times.append(time.perf_counter() - t0)
            s.apply(rng.choice(legal))
    return times


def clone_apply(players: int, n: int) -> float:
    s = KeralaState.new(players, 5)
    rng = random.Random(5)
    for _ in range(30):
        s.apply(rng.choice(s.legal_moves()))
    legal = s.legal_moves()
    t0 = time.perf_counter()
    for _ in range(n):
        c = s.clone()
        c.apply(legal[0])
    return (time.perf_counter() - t0) / n


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    print(f"Kerala engine benchmark, {games} random games per player count (Python {sys.version.split()[0]})")
    print(f"{'players':>7} {'games/s':>9} {'moves/game':>10} {'legal_moves us: mean':>21} {'median':>7} "
          f"{'p99':>7} {'clone+apply us':>15}")
    all_times: list[float] = []
    for players in (2, 3, 4, 5):
        rate, per_game = full_games(players, games)
        times = legal_moves_times(players, max(10, games // 5))
        all_times += times
        mean = statistics.fmean(times) * 1e6
        median = statistics.median(times) * 1e6
        worst = p99(times) * 1e6
        ca = clone_apply(players, 5000) * 1e6
        print(f"{players:>7} {rate:>9.1f} {per_game:>10.1f} {mean:>21.1f} {median:>7.1f} {worst:>7.1f} {ca:>15.1f}")
    print(f"legal_moves() over all counts: {describe([t * 1e6 for t in all_times])}")


if __name__ == "__main__":
    main()
