"""What the review costs and when it is ready (issue "Teaching that teaches", Review).

    python benchmarks/review_time.py [--titles kaleido ...] [--order on-off-off-on] [--rounds 1]
                                     [--animation fast] [--seed 11]
    python benchmarks/review_time.py --at-the-end [--games 2]

Default: whole 3-player games at a real table (headless, 1280x720, frames at 60 per
second, the animations at ``--animation`` speed): seat 0 a person whose moves come
after ``--person-seconds`` (the easy level's), seats 1 and 2 hard computers. Each title
is played with the same seed, the background weighing of the review on and off in the
``--order`` given (on, off, off, on by default, so that the first game's cold caches and
a burst of load elsewhere fall on both), ``--rounds`` times over. It prints per game the
frames' median and p99 (milliseconds an update and a draw took), the computers' decision
seconds (median and p99), and, once the results show, the seconds until the Review page
is complete (with the weighing off, the Review weighs the whole game then, as before it
was kept); then per title and condition the figures of all its games' frames and
decisions together, and the ratio of on to off (1.00: the weighing costs nothing).

``--at-the-end``: the seconds the Review takes to weigh a whole game with nothing kept
(a past game without analysis), at the hard level's own iterations over the cores.
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
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.stats import p99  # noqa: E402
from game.bots import make_bot  # noqa: E402
from game.record import GameRecord  # noqa: E402
from session import registry  # noqa: E402
from session.review import review_game  # noqa: E402

GAMES = ("kaleido", "kerala", "kasane")
#: The orders of the games with the weighing on and off, each a title's games in turn.
ORDERS = {"on-off-off-on": (True, False, False, True), "on-off": (True, False)}
FRAME_S = 1 / 60
#: Seconds a game may take before the benchmark gives up on it.
GAME_LIMIT_S = 1800.0


def played_game(game_id: str, people: int, seed: int) -> GameRecord:
    humans = tuple(seat < people for seat in range(3))
    record = GameRecord.new(registry.get(game_id).state_class(), humans, players=3, seed=seed)
    bots = {seat: make_bot("easy" if humans[seat] else "normal", seed + seat) for seat in range(3)}
    while not record.state.is_over:
        record.play(bots[record.state.current_seat].choose(record.state.clone()))
    return record


def at_the_end(args) -> None:
    """The Review of a game kept without analysis: every person's turn weighed when it opens."""
    summary = {}
    for game_id in args.titles:
        seconds = []
        for game in range(args.games):
            record = played_game(game_id, 1, args.seed + game)
            start = time.perf_counter()
            review = review_game(record, ["Ann", "Bo", "Cy"], registry.get(game_id).hint_words(), seed=game)
            seconds.append(time.perf_counter() - start)
            print(json.dumps({"game": game_id, "moves": len(record.entries), "weighed": review.weighed,
                              "seconds": round(seconds[-1], 1)}), flush=True)
        summary[game_id] = round(statistics.median(seconds), 1)
    print("median seconds per 3-player game reviewed with nothing kept:", json.dumps(summary))


def timed_bots(table) -> list[float]:
    """Wrap the table's computers so each decision's seconds are noted; the list they go in."""
    seconds: list[float] = []
    for bot in table.computers.bots.values():
        choose = bot.choose

        def timed(state, cancel=None, choose=choose):
            start = time.perf_counter()
            try:
                return choose(state, cancel)
            finally:
                seconds.append(time.perf_counter() - start)
        bot.choose = timed
    return seconds


def play_at_the_table(app, game_id: str, seed: int, weighing: bool, person_seconds: float) -> dict:
    """One game at a real table, its frames and the computers' decisions timed, then the
    Review opened from its results and timed until complete."""
    import pygame

    from scenes import navigation
    from scenes.pages.results import ResultsScene
    from scenes.pages.review import ReviewScene
    from scenes.table import review_keeper
    from session.seats import COMPUTER, GameSetup, SeatSetup

    review_keeper.ENABLED = weighing
    game = registry.get(game_id)
    colors = game.default_colors(3)
    setup = GameSetup(game_id, tuple(SeatSetup(n, c) if i == 0 else SeatSetup(n, c, COMPUTER, "hard")
                                     for i, (n, c) in enumerate(zip(["Ann", "Bo", "Cy"], colors))))
    table = navigation.table_of(app, game_id)(app, setup, seed=seed)
    app.manager.reset(table)
    decisions = timed_bots(table)
    person = make_bot("easy", seed)
    frames = []
    last = time.perf_counter()
    began = last
    turn_since = None  # when the person's turn came
    while not isinstance(app.manager.top, ResultsScene):
        if time.perf_counter() - began > GAME_LIMIT_S:
            raise TimeoutError(f"{game_id} did not end within {GAME_LIMIT_S:.0f} s")
        pygame.event.pump()
        top = app.manager.top
        if top is table and table.human_to_move and not table.animating and not table.finished:
            turn_since = turn_since or time.perf_counter()
            if time.perf_counter() - turn_since >= person_seconds:
                table.play(person.choose(table.state.clone()))
                turn_since = None
        if top is table and table.finished and table.result is not None and not table.animating:
            table.open_results()
            continue
        now = time.perf_counter()
        app.manager.update(now - last)
        if app.manager.needs_redraw():
            app.manager.draw(app.surface)
        frames.append((time.perf_counter() - now) * 1000)
        last = now
        time.sleep(max(0.0, FRAME_S - (time.perf_counter() - now)))
    results = app.manager.top
    shown = time.perf_counter()
    results.review()
    page = app.manager.top
    assert isinstance(page, ReviewScene)
    while page.review is None and not page.failed:
        app.manager.update(FRAME_S)
        app.manager.draw(app.surface)
        time.sleep(FRAME_S)
    ready = time.perf_counter() - shown
    keeper = table.review_keeper
    if keeper.background is not None:
        keeper.background.close()
    return {"game": game_id, "weighing": "on" if weighing else "off", "moves": len(table.record.entries),
            "frames": len(frames), "frame_median_ms": round(statistics.median(frames), 2),
            "frame_p99_ms": round(p99(frames), 2), "decisions": len(decisions),
            "decision_median_s": round(statistics.median(decisions), 3), "decision_p99_s": round(p99(decisions), 3),
            "review_ready_s": round(ready, 2), "review_weighed_then": page.progress[1],
            "frame_ms": frames, "decision_s": decisions}


def condition_figures(rows: list[dict]) -> dict:
    """Per title, each condition's figures over all its games' frames and decisions
    together (median and p99), and the ratio of on to off of each."""
    figures = {}
    for game_id in dict.fromkeys(row["game"] for row in rows):
        by_condition = {}
        for weighing in ("on", "off"):
            games = [row for row in rows if row["game"] == game_id and row["weighing"] == weighing]
            if not games:
                continue
            frames = [ms for row in games for ms in row["frame_ms"]]
            decisions = [s for row in games for s in row["decision_s"]]
            by_condition[weighing] = {
                "games": len(games), "frame_median_ms": round(statistics.median(frames), 2),
                "frame_p99_ms": round(p99(frames), 2), "decision_median_s": round(statistics.median(decisions), 3),
                "decision_p99_s": round(p99(decisions), 3),
                "review_ready_s": round(statistics.median(row["review_ready_s"] for row in games), 2)}
        if len(by_condition) == 2:
            on, off = by_condition["on"], by_condition["off"]
            by_condition["on/off"] = {key: round(on[key] / off[key], 2) if off[key] else None
                                      for key in ("frame_median_ms", "frame_p99_ms", "decision_median_s",
                                                  "decision_p99_s")}
        figures[game_id] = by_condition
    return figures


def figures_table(figures: dict) -> str:
    """:func:`condition_figures` as lines of a table."""
    lines = [f"{'game':8} {'weighing':8} {'games':>5} {'frame median':>12} {'frame p99':>10} "
             f"{'decision median':>16} {'decision p99':>13}"]
    for game_id, by_condition in figures.items():
        for condition, row in by_condition.items():
            games = row.get("games", "")
            unit = ("x", "x") if condition == "on/off" else (" ms", " s")
            lines.append(f"{game_id:8} {condition:8} {games:>5} {row['frame_median_ms']:>10}{unit[0]:>2} "
                         f"{row['frame_p99_ms']:>8}{unit[0]:>2} {row['decision_median_s']:>14}{unit[1]:>2} "
                         f"{row['decision_p99_s']:>11}{unit[1]:>2}")
    return "\n".join(lines)


def while_playing(args) -> None:
    from scenes.app import App
    from session.files.settings import Settings

    settings = Settings()
    settings.animation = args.animation
    app = App(settings, size=(1280, 720))
    app.manager.on_error = None
    print(f"{'game':8} {'weighing':8} {'frame median':>12} {'frame p99':>10} {'decision median':>16} "
          f"{'decision p99':>13} {'review ready':>13}", flush=True)
    rows = []
    for game_id in args.titles:
        for weighing in ORDERS[args.order] * args.rounds:
            row = play_at_the_table(app, game_id, args.seed, weighing, args.person_seconds)
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k not in ("frame_ms", "decision_s")}), flush=True)
            print(f"{row['game']:8} {row['weighing']:8} {row['frame_median_ms']:>10} ms {row['frame_p99_ms']:>7} ms "
                  f"{row['decision_median_s']:>14} s {row['decision_p99_s']:>11} s {row['review_ready_s']:>11} s",
                  flush=True)
    figures = condition_figures(rows)
    print(json.dumps(figures))
    print(figures_table(figures))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--animation", default="fast", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--person-seconds", type=float, default=1.0,
                        help="seconds the person takes for each move of theirs")
    parser.add_argument("--order", default="on-off-off-on", choices=list(ORDERS),
                        help="the weighing on and off, a game each, in this order (the same seed)")
    parser.add_argument("--rounds", type=int, default=1, help="how many times each title's order is played")
    parser.add_argument("--at-the-end", action="store_true")
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()], "cpus": os.cpu_count()}), flush=True)
    (at_the_end if args.at_the_end else while_playing)(args)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}))


if __name__ == "__main__":
    main()
