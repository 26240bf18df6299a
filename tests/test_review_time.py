"""benchmarks/review_time.py's figures per condition: each title's frames and decisions of
all its games with the weighing on, and all with it off, together, and on over off."""
from benchmarks.review_time import ORDERS, condition_figures, figures_table


def game(weighing, frames, decisions, ready):
    return {"game": "kasane", "weighing": weighing, "frame_ms": frames, "decision_s": decisions,
            "review_ready_s": ready}


def test_each_condition_pools_its_games_and_the_ratio_is_on_over_off():
    assert ORDERS["on-off-off-on"] == (True, False, False, True)  # the same number of games each, warm and cold
    rows = [game("on", [1.0] * 99 + [40.0], [0.5, 1.0], 0.2), game("off", [1.0] * 100, [0.5], 20.0),
            game("off", [2.0] * 100, [0.4], 30.0), game("on", [2.0] * 99 + [60.0], [0.6], 0.4)]
    figures = condition_figures(rows)["kasane"]
    assert figures["on"] == {"games": 2, "frame_median_ms": 2.0, "frame_p99_ms": 40.0, "decision_median_s": 0.6,
                             "decision_p99_s": 1.0, "review_ready_s": 0.3}
    assert figures["off"]["frame_p99_ms"] == 2.0 and figures["off"]["decision_median_s"] == 0.45
    assert figures["on/off"] == {"frame_median_ms": 1.33, "frame_p99_ms": 20.0, "decision_median_s": 1.33,
                                 "decision_p99_s": 2.0}
    lines = figures_table(condition_figures(rows)).splitlines()
    assert [line.split()[:2] for line in lines[1:]] == [["kasane", "on"], ["kasane", "off"], ["kasane", "on/off"]]


def test_a_title_played_in_one_condition_has_no_ratio():
    figures = condition_figures([game("on", [1.0], [0.5], 0.1)])["kasane"]
    assert set(figures) == {"on"}
