"""What a hard Kerala decision costs: CPU seconds per decision, and iterations per CPU
second, along recorded hard-vs-hard games (the bots' caches kept from one decision to
the next within a game, as in play) and on lone positions of a seeded game.

Run from the repository root: ``python benchmarks/kerala_iterations.py [iterations]``
(default 60). The search runs in this process (``processes=1``); CPU time, not the
wall clock, so a busy machine changes the figures less.
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import clear_caches, make_bot  # noqa: E402
from game.kerala import KeralaState  # noqa: E402
from game.record import find_move  # noqa: E402

RECORDS = Path(__file__).resolve().parent.parent / "tests" / "bots" / "records"
GAMES = ("kerala-hard-vs-hard-4801014403.json", "kerala-hard-vs-hard-4803054004.json")


def decide(state: KeralaState, seed: int, iterations: int) -> tuple[float, int]:
    """CPU seconds of one hard decision and the iterations it ran."""
    bot = make_bot("hard", seed=seed, processes=1, budget=60.0, iterations=iterations)
    start = time.process_time()
    bot.choose(state)
    return time.process_time() - start, bot.last_decision.iterations if bot.last_decision else 0


def along_games(iterations: int) -> tuple[list[float], int]:
    times, done = [], 0
    for name in GAMES:
        data = json.loads((RECORDS / name).read_text())
        state = KeralaState.new(**data["start"]["new"])
        for ply, move in enumerate(data["moves"]):
            if len(state.legal_moves()) > 1:
                seconds, ran = decide(state, ply, iterations)
                times.append(seconds)
                done += ran
            state.apply(find_move(state, move))
        clear_caches()
    return times, done


def lone_positions(iterations: int) -> tuple[list[float], int]:
    positions = []
    state, player = KeralaState.new(2, seed=77), make_bot("normal", seed=1)
    while not state.is_over:
        if len(positions) < 15 and len(state.legal_moves()) > 1 and state.round % 3 == 0:
            positions.append(state.clone())
        state.apply(player.choose(state))
    times, done = [], 0
    for i, position in enumerate(positions):
        seconds, ran = decide(position, i, iterations)
        times.append(seconds)
        done += ran
    clear_caches()
    return times, done


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    for label, measure in (("along 2 recorded games", along_games), ("on 15 lone positions", lone_positions)):
        times, done = measure(iterations)
        print(f"{label}: {len(times)} decisions at {iterations} iterations, CPU s per decision "
              f"median {statistics.median(times):.3f}, mean {statistics.fmean(times):.3f}; "
              f"{done / sum(times):.0f} iterations per CPU second (root weighing included)")


if __name__ == "__main__":
    main()
