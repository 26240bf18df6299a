"""Kaleido evaluation speed: what the bots pay per position.

Run: python benchmarks/kaleido_eval.py [games_per_count]

Positions come from seeded random games at 2-5 players (every ply). Timed per call,
on the same positions in one run: the bots' ``estimate`` as shipped (board and
hexagon awards remembered per six-tile pattern), and the same estimate recomputing
every award. Prints median and p99 microseconds per call, and the ratio.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import kaleido as know  # noqa: E402
from game.kaleido import KaleidoState  # noqa: E402
from game.kaleido.scoring import award  # noqa: E402
from positions import random_positions  # noqa: E402 - benchmarks/ is on sys.path when run as a script
from stats import describe  # noqa: E402


def timed(states: list[KaleidoState]) -> list[float]:
    clock = time.perf_counter
    out = []
    for s in states:
        t0 = clock()
        know.estimate(s)
        out.append((clock() - t0) * 1e6)
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    states = random_positions(KaleidoState, games)
    timed(states)                        # fill the award memory, as a search soon does
    remembered = timed(states)
    shipped = know._award_items
    know._award_items = lambda tiles: tuple(award(tiles).items())
    try:
        recomputed = timed(states)
    finally:
        know._award_items = shipped
    print(f"Kaleido evaluation, {len(states)} positions from {games} random games per player count "
          f"(Python {sys.version.split()[0]})")
    print(f"estimate, awards remembered: {describe(remembered)}")
    print(f"estimate, awards recomputed: {describe(recomputed)}")
    print(f"median ratio recomputed / remembered: "
          f"{statistics.median(recomputed) / statistics.median(remembered):.2f}")


if __name__ == "__main__":
    main()
