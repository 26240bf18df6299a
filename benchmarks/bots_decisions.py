"""Bot decision times: seconds per decision for each level and game, measured on the
positions of a few seeded games played by the normal level (2 players).

Run from the repository root: ``python benchmarks/bots_decisions.py [games]``.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import LEVELS, make_bot  # noqa: E402
from game.kaleido import KaleidoState  # noqa: E402
from game.kasane import KasaneState  # noqa: E402
from game.kerala import KeralaState  # noqa: E402

GAMES = {"kaleido": KaleidoState, "kerala": KeralaState, "kasane": KasaneState}


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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    print(f"Bot decision times, Python {sys.version.split()[0]}, {games} game(s) of positions per game")
    for name, cls in GAMES.items():
        states = positions(cls, games)
        for level in LEVELS:
            bot = make_bot(level, 1)
            times = []
            for state in states:
                start = time.perf_counter()
                bot.choose(state)
                times.append(time.perf_counter() - start)
            times.sort()
            p95 = times[int(0.95 * (len(times) - 1))]
            print(f"{name:8} {level:7} median {statistics.median(times):7.4f} s  p95 {p95:7.4f} s"
                  f"  max {times[-1]:7.4f} s  ({len(times)} decisions)")


if __name__ == "__main__":
    main()
