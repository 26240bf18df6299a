"""Kerala tables the tests share."""
from scenes.devtools.kerala_bench import KeralaBench
from scenes.kerala import art
from tests.waiting import HANG_SECONDS, hang_guard


def late_game(app, size):
    """Seat 0's turn with 40 tiles on its grounds (the benchmark's game), its art all
    rasterised and drawn (:func:`settle`)."""
    app.set_window(size=size)
    bench = KeralaBench(app)
    app.manager.reset(bench.scene)
    app.manager.draw(app.surface)
    settle(app, bench.scene)
    return bench.scene


def settle(app, scene) -> None:
    """Frames until every image the table asked for is rasterised and drawn, and every
    other seat's kept grounds are up to date: a frame after this draws what the test
    does and nothing of art that a busy machine left on its way."""
    waiting = hang_guard("the table's art all rasterised and drawn")
    while waiting():
        app.manager.update(1 / 60)
        app.manager.draw(app.surface)
        if art.settled() and all(scene.grounds.big_is_current(scene.picture, seat, scene.fitted_view(seat))
                                 for seat in range(scene.state.players) if seat != scene.focus):
            return
        assert art.wait_until_rasterised(HANG_SECONDS), "the art asked for was never rasterised"
