"""This checkout's computer against another version's: seeded 2-player games, the
seats swapped every game, one game at a time.

Run from the repository root::

    python benchmarks/hard_versions.py kerala --against main --games 12 --seed 4820
    python benchmarks/hard_versions.py kerala --against 11bb02c --this hard:120 --that hard

``--against`` is any git revision: its ``game/`` package is taken out with
``git archive`` into a temporary folder. Each side decides in a process of its own
that imports its own ``game`` (one search process each, as in the arena's
``--jobs``); the games themselves are played by this checkout's engine, so the
engine must not differ between the two in what a move does. ``--this`` and
``--that`` are the two seats as the arena writes them (``hard``, ``hard:120`` for
120 iterations per decision, ``normal``, ...). Prints each side's wins (a shared win
counts half), mean margin, and the median and p95 seconds of the decisions that had
a choice to make.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def serve(game: str) -> None:
    """A side's process: one decision per line read, ``level seed iterations<TAB>state``
    (``iterations`` 0: the level's own), answered with the move's index among the legal
    moves; a line ``clear`` empties the bots' caches (a game ended)."""
    from game.bots import clear_caches, make_bot
    from game.bots.knowledge import knowledge_of

    state_class = knowledge_of(game).STATE_CLASS
    for line in sys.stdin:
        head, _, text = line.rstrip("\n").partition("\t")
        if head == "clear":
            clear_caches()
            print(-1, flush=True)
            continue
        level, seed, iterations = head.split()
        state = state_class.from_json(text)
        options = {"processes": 1, "budget": 60.0, "iterations": int(iterations) or None} if level == "hard" else {}
        bot = make_bot(level, seed=int(seed), **options)
        print(state.legal_moves().index(bot.choose(state)), flush=True)


class Side:
    """One version's computer, deciding in a process of its own."""

    def __init__(self, name: str, root: str, seat: str, game: str) -> None:
        self.name = name
        self.level, _, work = seat.partition(":")
        if work.endswith("x"):
            raise SystemExit("write iterations as hard:120, not a multiple")
        self.iterations = int(work or 0)
        self.process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve", game],
                                        cwd=root, env=dict(os.environ, PYTHONPATH=root), text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.times: list[float] = []
        self.wins = 0.0
        self.margins: list[int] = []

    def ask(self, head: str, text: str) -> int:
        self.process.stdin.write(f"{head}\t{text}\n")
        self.process.stdin.flush()
        return int(self.process.stdout.readline())

    def choose(self, state, seed: int) -> int:
        start = time.perf_counter()
        index = self.ask(f"{self.level} {seed} {self.iterations}", state.to_json())
        self.times.append(time.perf_counter() - start)
        return index

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def revision_tree(revision: str, into: str) -> str:
    """``game/`` of ``revision`` taken out under ``into``."""
    archive = subprocess.run(["git", "archive", revision, "game"], cwd=ROOT, check=True,
                             capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into)
    return into


def play(game: str, sides: list[Side], games: int, seed: int) -> None:
    from game.bots.arena import game_seed
    from game.bots.knowledge import knowledge_of

    state_class = knowledge_of(game).STATE_CLASS
    for index in range(games):
        gseed = game_seed(seed, index)
        seats = sides if index % 2 == 0 else sides[::-1]
        state = state_class.new(2, seed=gseed)
        while not state.is_over:
            seat = state.current_seat
            moves = state.legal_moves()
            # the arena's seeds: seat i's bot has the game's seed + 101 * (i + 1)
            move = moves[0] if len(moves) == 1 else moves[seats[seat].choose(state, gseed + 101 * (seat + 1))]
            state.apply(move)
        for side in sides:
            side.ask("clear", "")
        scores, winners = state.scores(), state.winners()
        for seat, side in enumerate(seats):
            side.margins.append(scores[seat] - scores[1 - seat])
            if seat in winners:
                side.wins += 1 / len(winners)
        print(f"game {index + 1}: {seats[0].name} {scores[0]}, {seats[1].name} {scores[1]}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--against", default="main", help="the other version: a git revision")
    parser.add_argument("--this", default="hard", help="this checkout's seat (hard, hard:120, ...)")
    parser.add_argument("--that", default="hard", help="the other version's seat")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.game)
        return
    with tempfile.TemporaryDirectory(prefix="hard-versions-") as other:
        revision_tree(args.against, other)
        sides = [Side(f"this ({args.this})", ROOT, args.this, args.game),
                 Side(f"{args.against} ({args.that})", other, args.that, args.game)]
        try:
            play(args.game, sides, args.games, args.seed)
        finally:
            for side in sides:
                side.close()
    print(f"{args.game}, 2 players, {args.games} games, seed {args.seed}")
    for side in sides:
        ordered = sorted(side.times)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] if ordered else 0.0
        print(f"{side.name:24} wins {side.wins:5.1f}  mean margin {statistics.fmean(side.margins):+6.2f}  "
              f"median {statistics.median(ordered) if ordered else 0.0:.3f} s  p95 {p95:.3f} s  "
              f"decisions {len(ordered)}")


if __name__ == "__main__":
    main()
