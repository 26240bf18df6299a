"""A table's benchmark figures at one size are of all its rounds' frames together: the p99
of them all, the slowest round's opening and first frame, and each round's own p99."""
from scenes.devtools.bench import TableRun, table_figures


def test_the_figures_of_several_rounds_are_of_all_their_frames(app):
    slow = TableRun(times=[30.0] + [1.0] * 98 + [9.0], cpu=[1.0] * 100, shown=[0.1] * 100, open_ms=50.0,
                    landing=[99], facts={"moves_played": 3})
    quick = TableRun(times=[20.0] + [2.0] * 99, cpu=[2.0] * 100, shown=[0.2] * 100, open_ms=70.0,
                     landing=[], facts={"moves_played": 4})
    figures = table_figures(app, "kerala", [slow, quick])
    assert figures["frames"] == 200 and figures["size"] == "x".join(map(str, app.surface.get_size()))
    assert figures["p99_ms"] == 20.0 and figures["max_ms"] == 30.0  # the second slowest of 200: 99 % lie under it
    assert figures["runs_p99_ms"] == [30.0, 20.0]
    assert figures["first_frame_ms"] == 30.0 and figures["max_after_first_ms"] == 9.0 and figures["open_ms"] == 70.0
    assert figures["slowest_move_frame_ms"] == 9.0 and figures["moves_played"] == 4
    assert figures["median_ms"] == 2.0 and figures["cpu_median_ms"] == 1.5


def test_one_round_is_the_bench_of_old(app):
    run = TableRun(times=[5.0, 1.0, 2.0], cpu=[1.0] * 3, shown=[0.1] * 3, open_ms=9.0, landing=[], facts={})
    figures = table_figures(app, "kasane", [run])
    assert figures["p99_ms"] == 5.0 and figures["frames"] == 3 and "runs_p99_ms" not in figures
