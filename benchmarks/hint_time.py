"""How long a Hint takes (issue "Learn to play at the table", Hint): seconds from the
press to the hint shown, per title, on seeded positions through a game, next to the
hard level's own decision time on the same positions, in the same run.

    python benchmarks/hint_time.py [--players 3] [--positions 12] [--seed 17]

"Press to shown" runs the table's own machinery (:class:`scenes.table.hint.TableHint`,
headless): the hard computer thinks in the bot runner's thread, the loop sleeps in
``pygame.event.wait`` until the runner's wake-up event, as the app's loop does, and the
hint counts as shown when the table's update takes it (its line said, its ghost due in
that frame). The hard level's decision is ``make_bot("hard", seed).choose(state)`` with
the same seed, timed alone; of the two, each goes first every other position (the first
finds the evaluation caches colder), after one untimed decision that starts the worker
processes. Positions: a game played by the normal level, every third
move a position where the seat to move has a choice. Prints a JSON line per title
(median and p95 of each, and the hint's own cost over the decision) and the machine's load.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.bots import make_bot  # noqa: E402
from game.record import GameRecord  # noqa: E402
from scenes.table.hint import TableHint  # noqa: E402
from scenes.table.runner import BOT_DONE  # noqa: E402
from session import registry  # noqa: E402
from session.hints import hint_seed  # noqa: E402
from session.seats import default_setup  # noqa: E402

GAMES = ("kaleido", "kerala", "kasane")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def positions(game_id: str, players: int, count: int, seed: int) -> list:
    """``count`` positions of a game the normal level plays, every third move with a choice."""
    game = registry.get(game_id)
    state = game.new_state(default_setup(game, players), seed)
    bot = make_bot("normal", seed)
    found, moves = [], 0
    while not state.is_over and len(found) < count:
        if moves % 3 == 0 and len(state.legal_moves()) > 1:
            found.append((moves, state.clone()))
        state.apply(bot.choose(state.clone()))
        moves += 1
    return found


def press_to_shown(hint: TableHint, record: GameRecord, state, index: int) -> float:
    """Seconds from asking ``hint`` for a hint on ``state`` to the table's update taking it."""
    pygame.event.clear()
    start = time.perf_counter()
    hint.ask(state, index)
    while not hint.update(record):
        pygame.event.wait(1000)  # the runner's BOT_DONE wakes the loop, as the app's idle loop
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--titles", nargs="+", choices=GAMES, default=list(GAMES))
    args = parser.parse_args()
    pygame.display.init()
    pygame.event.set_blocked(None)
    pygame.event.set_allowed([BOT_DONE])
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()], "cpus": os.cpu_count()}), flush=True)
    for game_id in args.titles:
        game = registry.get(game_id)
        setup = default_setup(game, args.players)
        names = [s.name for s in setup.seats]
        hint = TableHint(args.seed, names, game.hint_words(), lambda sentence: None)
        hints, decisions, differ = [], [], 0
        found = positions(game_id, args.players, args.positions, args.seed)
        make_bot("hard", 0).choose(found[0][1].clone())  # not timed: the worker processes start
        for n, (index, state) in enumerate(found):
            record = GameRecord.from_state(state.clone(), tuple(True for _ in names))
            # the first of the two finds the evaluation caches colder: each goes first every other time
            for which in ((0, 1) if n % 2 == 0 else (1, 0)):
                if which == 0:
                    start = time.perf_counter()
                    move = make_bot("hard", hint_seed(args.seed, index)).choose(state.clone())
                    decisions.append(time.perf_counter() - start)
                else:
                    hints.append(press_to_shown(hint, record, state, index))
            differ += hint.shown.move != move  # the safety clock may cut a search on a loaded machine
        overhead = [h - d for h, d in zip(hints, decisions)]
        print(json.dumps({"game": game_id, "players": args.players, "positions": len(hints),
                          "hint_press_to_shown_s": {"median": round(statistics.median(hints), 3),
                                                    "p95": round(p95(hints), 3)},
                          "hard_decision_s": {"median": round(statistics.median(decisions), 3),
                                              "p95": round(p95(decisions), 3)},
                          "hint_over_decision_s": {"median": round(statistics.median(overhead), 3),
                                                   "p95": round(p95(overhead), 3)},
                          "hints_not_the_decision": differ}), flush=True)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))


if __name__ == "__main__":
    main()
