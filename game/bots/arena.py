"""Pit computer players against each other and measure them.

    python -m game.bots.arena GAME --players N --seats hard,normal,... --games K --seed S
                              [--json] [--jobs 2] [--busy 1] [--budget SECONDS]
                              [--iterations N] [--processes N] [--progress]

Plays K seeded games; the seats rotate between games (game g gives seat i the seat
``seats[(i + g) % N]``), so every seat plays every position equally often. A seat is
a level, or ``hard:4x`` (hard with 4 times its iterations) or ``hard:2400`` (hard
with 2400 iterations per decision), and so for expert. Prints per seat: seats played, wins (a shared
win counts as a fraction), win rate, mean score, the decisions that had a choice to
make with their median, p95 and longest seconds, the decisions that had none (one
legal move: "forced", timed apart), and for hard and expert the decisions their
safety clock cut short; plus games per second. ``--json`` prints one JSON object instead.

``--jobs 2`` spreads the games over two processes (hard then searches inside each,
without worker processes of its own: the same moves, only the clock differs).
``--busy N`` keeps N more processes spinning while the games are played: strength
and decision times under load. ``--budget``, ``--iterations`` and ``--processes``
(worker processes per decision) apply to the hard and expert levels. ``--progress`` says on
standard error as each game ends ("arena: game 3 of 60 done").
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import signal
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from game.core import GameState

from . import LEVELS, SEARCHING, HardBot, clear_caches, make_bot
from .knowledge import game_ids, knowledge_of
from .parallel import end_with_parent

MAX_MOVES = 20_000   # a runaway game (bot bug) stops with an error instead of hanging


class ArenaError(Exception):
    pass


@dataclass(frozen=True)
class Match:
    """Game ``index`` of a run: the game, the seats (as written on the command line,
    in the order of the first game), the run's seed and the hard level's options."""

    game: str
    players: int
    seats: tuple[str, ...]
    index: int
    seed: int
    budget: float | None = None
    iterations: int | None = None
    processes: int | None = None


def state_class(game: str) -> type[GameState]:
    return knowledge_of(game).STATE_CLASS


def players_problem(game: str, players: int) -> str | None:
    """Why ``game`` cannot be played by ``players``, in the engine's words, or None."""
    try:
        state_class(game).new(players, seed=0)
    except ValueError as exc:
        return str(exc)
    return None


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) % (1 << 62)


def seat_problem(seat: str) -> str | None:
    """What is wrong with a seat written on the command line, if anything."""
    level, _, work = seat.partition(":")
    if level not in LEVELS:
        return f"unknown level {level!r} in --seats: use {', '.join(LEVELS)}"
    if not work:
        return None
    if level not in SEARCHING:
        return f"only hard and expert take iterations, not {seat!r}"
    number = work[:-1] if work.endswith("x") else work
    if not number.isdigit() or int(number) < 1:
        return f"{seat!r}: write hard:4x (4 times the iterations) or hard:2400 (iterations)"
    return None


def seat_iterations(seat: str, game: str, iterations: int | None) -> int | None:
    """A searching seat's iterations: ``hard:4x`` multiplies --iterations (or the
    game's default for the level), ``hard:2400`` sets them, plain ``hard`` takes
    --iterations; and so for expert."""
    level, _, work = seat.partition(":")
    if not work:
        return iterations
    if work.endswith("x"):
        knowledge = knowledge_of(game)
        default = knowledge.EXPERT_ITERATIONS if level == "expert" else knowledge.ITERATIONS
        return int(work[:-1]) * (iterations or default)
    return int(work)


def seat_bot(match: Match, seat: str, seed: int):
    level = seat.partition(":")[0]
    if level not in SEARCHING:
        return make_bot(level, seed=seed)
    return make_bot(level, seed=seed, budget=match.budget, processes=match.processes,
                    iterations=seat_iterations(seat, match.game, match.iterations))


def play_one(match: Match) -> dict:
    """Play one game; returns the seats, scores, winners, the times of the decisions that
    had a choice to make, how many had none (one legal move), and how many of hard's and expert's
    decisions the safety clock cut short."""
    players = match.players
    seats = [match.seats[(i + match.index) % players] for i in range(players)]
    gseed = game_seed(match.seed, match.index)
    bots = [seat_bot(match, seat, gseed + 101 * (i + 1)) for i, seat in enumerate(seats)]
    state = state_class(match.game).new(players, seed=gseed)
    times: dict[str, list[float]] = {seat: [] for seat in seats}
    forced: dict[str, int] = dict.fromkeys(seats, 0)
    cut: dict[str, int] = dict.fromkeys(seats, 0)
    clock = time.perf_counter
    moves = 0
    while not state.is_over:
        seat = state.current_seat
        bot = bots[seat]
        only_one = len(state.legal_moves()) == 1
        start = clock()
        move = bot.choose(state)
        if only_one:  # nothing to think about: counted apart, so the times say what thinking takes
            forced[seats[seat]] += 1
        else:
            times[seats[seat]].append(clock() - start)
        if isinstance(bot, HardBot) and bot.last_decision is not None and bot.last_decision.cut_short:
            cut[seats[seat]] += 1
        state.apply(move)
        moves += 1
        if moves > MAX_MOVES:
            raise ArenaError(f"game {match.index} did not end after {MAX_MOVES} moves")
    clear_caches()
    return {"seats": seats, "scores": state.scores(), "winners": state.winners(), "times": times,
            "forced": forced, "cut_short": cut}


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))] if ordered else 0.0


def summarise(game: str, players: int, seats: list[str], results: list[dict], elapsed: float) -> dict:
    acc: dict[str, dict[str, list]] = {seat: {"wins": [], "scores": [], "times": [], "forced": [], "cut": []}
                                       for seat in dict.fromkeys(seats)}
    for r in results:
        share = 1.0 / len(r["winners"]) if r["winners"] else 0.0
        for i, seat in enumerate(r["seats"]):
            a = acc[seat]
            a["wins"].append(share if i in r["winners"] else 0.0)
            a["scores"].append(r["scores"][i])
        for seat, ts in r["times"].items():
            acc[seat]["times"].extend(ts)
            acc[seat]["cut"].append(r["cut_short"][seat])
            acc[seat]["forced"].append(r["forced"][seat])
    by_seat: dict[str, dict[str, Any]] = {}
    for seat, a in acc.items():
        if not a["wins"]:   # interrupted before this seat finished a game
            continue
        ts = sorted(a["times"])
        by_seat[seat] = {
            "seats": len(a["wins"]),
            "wins": round(sum(a["wins"]), 3),
            "win_rate": round(sum(a["wins"]) / len(a["wins"]), 4),
            "mean_score": round(statistics.fmean(a["scores"]), 2),
            "median_s": round(statistics.median(ts), 4) if ts else 0.0,
            "p95_s": round(percentile(ts, 0.95), 4),
            "max_s": round(ts[-1], 4) if ts else 0.0,
            "decisions": len(ts),
            "forced": sum(a["forced"]),
            "cut_short": sum(a["cut"]),
        }
    return {"game": game, "players": players, "games": len(results),
            "games_per_s": round(len(results) / elapsed, 4) if elapsed > 0 else 0.0,
            "by_level": by_seat}


def spin() -> None:
    """Keep one core busy (``--busy``) until terminated."""
    _start_child()
    while True:
        pass


class Interrupted(Exception):
    """Ctrl+C stopped the arena: ``summary`` is that of the games finished before it."""

    def __init__(self, summary: dict):
        super().__init__("interrupted")
        self.summary = summary


def _start_child() -> None:
    """A game-playing or busy child: the parent stops it on Ctrl+C, and it ends by
    itself when the parent ends in any other way (a kill leaves no child behind)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_parent()


def run(game: str, players: int, seats: list[str], games: int, seed: int, jobs: int = 1,
        budget: float | None = None, iterations: int | None = None, busy: int = 0,
        processes: int | None = None, progress: bool = False) -> dict:
    """The summary of ``games`` games; :class:`Interrupted` (with the summary of the
    games finished) when stopped by SIGINT. ``progress``: say on standard error as
    each game ends."""
    matches = [Match(game, players, tuple(seats), i, seed, budget, iterations, processes)
               for i in range(games)]
    context = multiprocessing.get_context("spawn")
    spinners = [context.Process(target=spin, daemon=True, name=f"busy-{i}") for i in range(busy)]
    for spinner in spinners:
        spinner.start()
    start = time.perf_counter()
    results: list[dict] = []
    try:
        if jobs > 1 and games > 1:
            pool_context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
            with pool_context.Pool(jobs, initializer=_start_child) as pool:
                _gather(pool.imap_unordered(play_one, matches, chunksize=1), results, games, progress)
        else:
            _gather((play_one(m) for m in matches), results, games, progress)
    except KeyboardInterrupt:
        raise Interrupted(summarise(game, players, seats, results, time.perf_counter() - start)) from None
    finally:
        for spinner in spinners:
            spinner.terminate()
            spinner.join()
    return summarise(game, players, seats, results, time.perf_counter() - start)


def _gather(played, results: list[dict], games: int, progress: bool) -> None:
    """Each game's result into ``results`` as it ends."""
    for result in played:
        results.append(result)
        if progress:
            print(f"arena: game {len(results)} of {games} done", file=sys.stderr, flush=True)


def table(summary: dict) -> str:
    lines = [f"{summary['game']}, {summary['players']} players, {summary['games']} games, "
             f"{summary['games_per_s']:.3f} games/s",
             f"{'seat':10} {'seats':>6} {'wins':>8} {'win rate':>9} {'mean score':>11} "
             f"{'thinking':>9} {'median s':>9} {'p95 s':>8} {'max s':>8} {'forced':>7} {'cut short':>10}"]
    for seat, s in summary["by_level"].items():
        cut = f"{s['cut_short']}/{s['decisions']}" if seat.partition(":")[0] in SEARCHING else ""
        lines.append(f"{seat:10} {s['seats']:>6} {s['wins']:>8.2f} {s['win_rate']:>9.1%} "
                     f"{s['mean_score']:>11.2f} {s['decisions']:>9} {s['median_s']:>9.4f} {s['p95_s']:>8.4f} "
                     f"{s['max_s']:>8.4f} {s['forced']:>7} {cut:>10}")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit status 2
        self.exit(2, f"arena: error: {message}\n")


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = _Parser(prog="python -m game.bots.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("game", help=", ".join(game_ids()))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seats", required=True,
                   help="comma-separated seats, one per player: a level, hard:4x or hard:2400 (expert alike)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--jobs", type=int, default=1, help="games played at once, in that many processes")
    p.add_argument("--busy", type=int, default=0, help="processes that keep a core busy meanwhile")
    p.add_argument("--budget", type=float, default=None, help="hard's and expert's safety cap, seconds per decision")
    p.add_argument("--iterations", type=int, default=None, help="hard's and expert's search iterations")
    p.add_argument("--processes", type=int, default=None, help="hard's and expert's worker processes per decision")
    p.add_argument("--progress", action="store_true", help="say on standard error as each game ends")
    args = p.parse_args(argv)
    if args.game not in game_ids():
        p.error(f"unknown game {args.game!r}: choose {', '.join(game_ids())}")
    problem = players_problem(args.game, args.players)
    if problem:
        p.error(f"{problem[:-1] if problem.endswith('.') else problem}, not {args.players}")
    seats = [s.strip() for s in args.seats.split(",")]
    for seat in seats:
        problem = seat_problem(seat)
        if problem:
            p.error(problem)
    if len(seats) != args.players:
        p.error(f"--seats names {len(seats)} seats for {args.players} players")
    if args.games < 1:
        p.error("--games must be at least 1")
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    if args.busy < 0:
        p.error("--busy must be 0 or more")
    if args.budget is not None and not args.budget > 0:
        p.error("--budget must be a positive number of seconds")
    if args.iterations is not None and args.iterations < 1:
        p.error("--iterations must be at least 1")
    if args.processes is not None and args.processes < 1:
        p.error("--processes must be at least 1")
    args.seat_list = seats
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    status = 0
    try:
        summary = run(args.game, args.players, args.seat_list, args.games, args.seed, args.jobs,
                      args.budget, args.iterations, args.busy, args.processes, args.progress)
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
