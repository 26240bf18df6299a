"""How long the review of a finished game takes (issue "Learn to play at the table"):
seconds for a whole 3-player game of each title, reviewed at the hard level's own
iterations over the machine's cores, as the results' Review button does.

    python benchmarks/review_time.py [--people 1] [--games 2] [--games-seed 11]

Each game is played first: the people's seats by the easy level (a learner's game has
moves worth reviewing), the others by the normal level. Prints a JSON line per game
(moves, moves weighed, seconds) and per title the median seconds.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import make_bot  # noqa: E402
from game.record import GameRecord  # noqa: E402
from session import registry  # noqa: E402
from session.review import review_game  # noqa: E402

GAMES = ("kaleido", "kerala", "kasane")


def played_game(game_id: str, people: int, seed: int) -> GameRecord:
    humans = tuple(seat < people for seat in range(3))
    record = GameRecord.new(registry.get(game_id).state_class(), humans, players=3, seed=seed)
    bots = {seat: make_bot("easy" if humans[seat] else "normal", seed + seat) for seat in range(3)}
    while not record.state.is_over:
        record.play(bots[record.state.current_seat].choose(record.state.clone()))
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--people", type=int, default=1, choices=(1, 2, 3))
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--games-seed", type=int, default=11)
    parser.add_argument("--titles", nargs="+", choices=GAMES, default=list(GAMES))
    args = parser.parse_args()
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()], "cpus": os.cpu_count()}), flush=True)
    summary = {}
    for game_id in args.titles:
        seconds = []
        for game in range(args.games):
            record = played_game(game_id, args.people, args.games_seed + game)
            start = time.perf_counter()
            review = review_game(record, ["Ann", "Bo", "Cy"], registry.get(game_id).describe_move(), seed=game)
            seconds.append(time.perf_counter() - start)
            print(json.dumps({"game": game_id, "people": args.people, "moves": len(record.entries),
                              "weighed": review.weighed, "seconds": round(seconds[-1], 1)}), flush=True)
        summary[game_id] = round(statistics.median(seconds), 1)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))
    print("median seconds per 3-player game reviewed:", json.dumps(summary))


if __name__ == "__main__":
    main()
