"""Pit computer players against each other and measure them.

    python -m game.bots.arena GAME --players N --seats hard,normal,... --games K --seed S
                              [--json] [--jobs 2] [--budget SECONDS] [--iterations N]

Plays K seeded games; the seats rotate between games (game g gives seat i the level
``seats[(i + g) % N]``), so every level plays every position equally often. Prints
per level: seats played, wins (a shared win counts as a fraction), win rate, mean
score, median and p95 seconds per decision; plus games per second. ``--json`` prints
one JSON object instead. ``--jobs 2`` spreads the games over two processes.
``--budget`` and ``--iterations`` apply to the hard level.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import signal
import statistics
import sys
import time
from typing import Any

from game.core import GameState
from game.kaleido import KaleidoState
from game.kasane import KasaneState
from game.kerala import KeralaState

from . import LEVELS, clear_caches, make_bot

#: game -> its state class and the player counts it is played by.
GAMES: dict[str, tuple[type[GameState], tuple[int, ...]]] = {
    "kaleido": (KaleidoState, (2, 3, 4, 5)),
    "kerala": (KeralaState, (2, 3, 4, 5)),
    "kasane": (KasaneState, (2, 3, 4)),
}
MAX_MOVES = 20_000   # a runaway game (bot bug) stops with an error instead of hanging


class ArenaError(Exception):
    pass


def state_class(game: str) -> type[GameState]:
    return GAMES[game][0]


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) % (1 << 62)


def play_one(job: tuple) -> dict:
    """Play game ``index``; returns the seats' levels, scores, winners and decision times."""
    game, players, seats, index, seed, budget, iterations = job
    levels = [seats[(i + index) % players] for i in range(players)]
    gseed = game_seed(seed, index)
    bots = [make_bot(level, seed=gseed + 101 * (i + 1), budget=budget if level == "hard" else None,
                     iterations=iterations if level == "hard" else None)
            for i, level in enumerate(levels)]
    state = state_class(game).new(players, seed=gseed)
    times: dict[str, list[float]] = {level: [] for level in set(levels)}
    clock = time.perf_counter
    moves = 0
    while not state.is_over:
        seat = state.current_seat
        start = clock()
        move = bots[seat].choose(state)
        times[levels[seat]].append(clock() - start)
        state.apply(move)
        moves += 1
        if moves > MAX_MOVES:
            raise ArenaError(f"game {index} did not end after {MAX_MOVES} moves")
    clear_caches()
    return {"levels": levels, "scores": state.scores(), "winners": state.winners(), "times": times}


def summarise(game: str, players: int, results: list[dict], elapsed: float) -> dict:
    by_level: dict[str, dict[str, Any]] = {}
    acc: dict[str, dict[str, list]] = {}
    for r in results:
        share = 1.0 / len(r["winners"]) if r["winners"] else 0.0
        for seat, level in enumerate(r["levels"]):
            a = acc.setdefault(level, {"wins": [], "scores": [], "times": []})
            a["wins"].append(share if seat in r["winners"] else 0.0)
            a["scores"].append(r["scores"][seat])
        for level, ts in r["times"].items():
            acc[level]["times"].extend(ts)
    for level in sorted(acc, key=lambda l: LEVELS.index(l)):
        a = acc[level]
        ts = sorted(a["times"])
        p95 = ts[min(len(ts) - 1, int(round(0.95 * (len(ts) - 1))))] if ts else 0.0
        by_level[level] = {
            "seats": len(a["wins"]),
            "wins": round(sum(a["wins"]), 3),
            "win_rate": round(sum(a["wins"]) / len(a["wins"]), 4),
            "mean_score": round(statistics.fmean(a["scores"]), 2),
            "median_s": round(statistics.median(ts), 4) if ts else 0.0,
            "p95_s": round(p95, 4),
            "decisions": len(ts),
        }
    return {"game": game, "players": players, "games": len(results),
            "games_per_s": round(len(results) / elapsed, 4) if elapsed > 0 else 0.0,
            "by_level": by_level}


class Interrupted(Exception):
    """Ctrl+C stopped the arena: ``summary`` is that of the games finished before it."""

    def __init__(self, summary: dict):
        super().__init__("interrupted")
        self.summary = summary


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers


def run(game: str, players: int, seats: list[str], games: int, seed: int, jobs: int = 1,
        budget: float | None = None, iterations: int | None = None) -> dict:
    """The summary of ``games`` games; :class:`Interrupted` (with the summary of the
    games finished) when stopped by SIGINT."""
    jobs_list = [(game, players, tuple(seats), i, seed, budget, iterations) for i in range(games)]
    start = time.perf_counter()
    results: list[dict] = []
    try:
        if jobs > 1 and games > 1:
            context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
            with context.Pool(jobs, initializer=_ignore_interrupts) as pool:
                results.extend(pool.imap_unordered(play_one, jobs_list, chunksize=1))
        else:
            results.extend(play_one(j) for j in jobs_list)
    except KeyboardInterrupt:
        raise Interrupted(summarise(game, players, results, time.perf_counter() - start)) from None
    return summarise(game, players, results, time.perf_counter() - start)


def table(summary: dict) -> str:
    lines = [f"{summary['game']}, {summary['players']} players, {summary['games']} games, "
             f"{summary['games_per_s']:.3f} games/s",
             f"{'level':8} {'seats':>6} {'wins':>8} {'win rate':>9} {'mean score':>11} "
             f"{'median s':>9} {'p95 s':>8}"]
    for level, s in summary["by_level"].items():
        lines.append(f"{level:8} {s['seats']:>6} {s['wins']:>8.2f} {s['win_rate']:>9.1%} "
                     f"{s['mean_score']:>11.2f} {s['median_s']:>9.4f} {s['p95_s']:>8.4f}")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit status 2
        self.exit(2, f"arena: error: {message}\n")


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = _Parser(prog="python -m game.bots.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("game", help="kaleido, kerala or kasane")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seats", required=True, help="comma-separated levels, one per player")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--budget", type=float, default=None, help="hard's seconds per decision")
    p.add_argument("--iterations", type=int, default=None, help="hard's search iterations")
    args = p.parse_args(argv)
    if args.game not in GAMES:
        p.error(f"unknown game {args.game!r}: choose kaleido, kerala or kasane")
    counts = GAMES[args.game][1]
    if args.players not in counts:
        p.error(f"{args.game} is played by {counts[0]} to {counts[-1]} players, not {args.players}")
    seats = [s.strip() for s in args.seats.split(",")]
    bad = [s for s in seats if s not in LEVELS]
    if bad:
        p.error(f"unknown level {bad[0]!r} in --seats: use {', '.join(LEVELS)}")
    if len(seats) != args.players:
        p.error(f"--seats names {len(seats)} levels for {args.players} players")
    if args.games < 1:
        p.error("--games must be at least 1")
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    if args.budget is not None and not args.budget > 0:
        p.error("--budget must be a positive number of seconds")
    if args.iterations is not None and args.iterations < 1:
        p.error("--iterations must be at least 1")
    args.seat_list = seats
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    status = 0
    try:
        summary = run(args.game, args.players, args.seat_list, args.games, args.seed, args.jobs,
                      args.budget, args.iterations)
    except Interrupted as stop:
        summary, status = stop.summary, 130  # as a shell reports a program stopped by SIGINT
        print(f"arena: interrupted after {summary['games']} of {args.games} games", file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        print(table(summary))
    return status


if __name__ == "__main__":
    sys.exit(main())
