"""Bot decision times: seconds per decision for each level and game, measured on the
positions of a few seeded games played by the normal level (2 players), and what
the hard level's worker processes buy: the same iterations (and the same moves) in
one process and in worker processes, with the ratio of the two.

Run from the repository root: ``python benchmarks/bots_decisions.py [games]``.
The arena measures decision times in whole games (``python -m game.bots.arena``);
this one holds the positions fixed, so runs compare.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.stats import p99  # noqa: E402
from game.bots import make_bot  # noqa: E402
from game.bots.knowledge import KNOWLEDGE  # noqa: E402
from game.bots.parallel import usable_processes  # noqa: E402
from game.kerala import KeralaState  # noqa: E402

GAMES = {bots.GAME_ID: bots.STATE_CLASS for bots in KNOWLEDGE}


def positions(cls, games: int, every: int = 5) -> list:
    out = []
    player = make_bot("normal", 0)
    for seed in range(games):
        state = cls.new(2, seed=seed)
        step = 0
        while not state.is_over:
            if step % every == 0 and len(state.legal_moves()) > 1:
                out.append(state.clone())
            state.apply(player.choose(state))
            step += 1
    return out


def timed(bot, states: list) -> tuple[list[float], list]:
    times, moves = [], []
    for state in states:
        start = time.perf_counter()
        moves.append(bot.choose(state))
        times.append(time.perf_counter() - start)
    return times, moves


def line(name: str, label: str, times: list[float]) -> str:
    return (f"{name:8} {label:20} median {statistics.median(times):7.4f} s  p99 {p99(times):7.4f} s"
            f"  max {max(times):7.4f} s  ({len(times)} decisions)")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    cores = usable_processes()
    print(f"Bot decision times, Python {sys.version.split()[0]}, {games} game(s) of positions per game, "
          f"{cores} core(s)")
    make_bot("hard", 1, processes=max(2, cores), iterations=8).choose(KeralaState.new(2, seed=0))  # start the workers
    for name, cls in GAMES.items():
        states = positions(cls, games)
        for level in ("easy", "normal"):
            print(line(name, level, timed(make_bot(level, 1), states)[0]))
        alone, alone_moves = timed(make_bot("hard", 1, processes=1, budget=60.0), states)
        print(line(name, "hard, 1 process", alone))
        workers = max(2, cores)
        spread, spread_moves = timed(make_bot("hard", 1, processes=workers, budget=60.0), states)
        same = sum(a == b for a, b in zip(alone_moves, spread_moves))
        print(line(name, f"hard, {workers} workers", spread)
              + f"  x{statistics.median(alone) / statistics.median(spread):.2f} faster (median),"
              f" {same}/{len(states)} same moves")


if __name__ == "__main__":
    main()
