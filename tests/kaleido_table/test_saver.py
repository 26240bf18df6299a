"""The background saver writes saves in the order asked and reports failures once."""
import time

from game.kaleido import KaleidoState, PlaceTile
from scenes import saves
from scenes.setup_model import GameSetup, SeatSetup
from scenes.table.saver import BackgroundSaver

SETUP = GameSetup("kaleido", (SeatSetup("A", "red"), SeatSetup("B", "blue"), SeatSetup("C", "yellow")))


def test_saves_in_order_and_a_discard_after_them_wins(tessera_home):
    saver = BackgroundSaver()
    state = KaleidoState.new(3)
    saver.save("kaleido", SETUP, 1, state)
    state.apply(PlaceTile((0, 0), 0))
    saver.save("kaleido", SETUP, 1, state)  # the later save is the one kept
    saver.flush()
    assert saves.load("kaleido").state.to_json() == state.to_json()
    saver.save("kaleido", SETUP, 1, state)
    saver.discard("kaleido")
    saver.flush()
    assert not saves.exists("kaleido")


def test_a_saver_that_went_idle_takes_new_work(tessera_home, monkeypatch):
    import scenes.table.saver as module
    saver = BackgroundSaver()
    saver.flush()
    real_get = module.queue.Queue.get

    def quick(self, block=True, timeout=None):
        return real_get(self, block, 0.01 if timeout else timeout)

    monkeypatch.setattr(module.queue.Queue, "get", quick)
    for _ in range(20):  # the worker ends between jobs; each new job still gets done
        time.sleep(0.02)
        saver.save("kaleido", SETUP, 1, KaleidoState.new(3))
        saver.flush(timeout=2.0)
        assert saves.exists("kaleido")
        saves.discard("kaleido")
