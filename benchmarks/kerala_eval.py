"""Kerala evaluation speed: what the bots pay per position.

Run: python benchmarks/kerala_eval.py [games_per_count]

Positions come from seeded random games at 2-5 players (every ply). Timed per call:

- ``score_grounds``: the full itemised score of one seat's grounds;
- ``scores()``: all seats' totals on a state with an empty score cache (what the
  arena, the easy level and the end of a playout ask for);
- ``estimate``: the bots' evaluation (game.bots.kerala.estimate) after one move, i.e.
  on a clone whose mover's grounds changed (the other seats' scores cached);
- ``estimate_hard``: the hard level's evaluation, which adds each seat's expected
  gain from its next tile, after one move in the same way (the parent evaluated
  first, as the search does, so only the mover's next-tile value is worked out).

Prints median and p99 microseconds per call.
"""
from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import kerala as know  # noqa: E402
from game.kerala import KeralaState, score_grounds  # noqa: E402
from positions import random_positions  # noqa: E402 - benchmarks/ is on sys.path when run as a script
from stats import describe  # noqa: E402


def stats(times: list[float]) -> str:
    """Seconds in, the shared mean/median/p99 line out."""
    return describe([t * 1e6 for t in times])


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    states = random_positions(KeralaState, games)
    clock = time.perf_counter
    full, totals, est, hard = [], [], [], []
    for s in states:
        for seat in range(s.players):
            stacks, color, passes = s._stacks[seat], s._colors[seat], s._passes[seat]
            t0 = clock()
            score_grounds(stacks, color, passes, seat)
            full.append(clock() - t0)
        c = s.clone()
        c._scores = [None] * s.players
        if hasattr(c, "_totals"):
            c._totals = [None] * s.players
        t0 = clock()
        c.scores()
        totals.append(clock() - t0)
        if not s.is_over:
            s.scores()   # warm the parent, as the search does
            child = s.clone()
            child.apply(s.legal_moves()[0])
            t0 = clock()
            know.estimate(child)
            est.append(clock() - t0)
            know.estimate_hard(s)
            child = s.clone()
            child.apply(s.legal_moves()[0])
            t0 = clock()
            know.estimate_hard(child)
            hard.append(clock() - t0)
    print(f"Kerala evaluation, {len(states)} positions from {games} random games per player count "
          f"(Python {sys.version.split()[0]})")
    print(f"score_grounds (one seat):     {stats(full)}")
    print(f"scores() (all seats, cold):   {stats(totals)}")
    print(f"estimate after one move:      {stats(est)}")
    print(f"estimate_hard after one move: {stats(hard)}")


if __name__ == "__main__":
    main()
