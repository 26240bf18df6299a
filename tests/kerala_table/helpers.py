"""Kerala tables the tests share."""
from scenes.devtools.kerala_bench import KeralaBench


def late_game(app, size):
    """Seat 0's turn with 40 tiles on its grounds (the benchmark's game)."""
    app.set_window(size=size)
    bench = KeralaBench(app)
    app.manager.reset(bench.scene)
    app.manager.draw(app.surface)
    return bench.scene
