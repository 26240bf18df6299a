"""Every table's background autosaver: the latest save wins, a discard asked after a
save is never undone by it, and a job asked just as the idle worker ends still gets
written (the guarantees Kaleido's own saver had, now the one autosaver's)."""
import random
import threading
import time

from game.kaleido import KaleidoState, PlaceTile
from game.record import GameRecord
from session.files import saves
from session.seats import GameSetup, SeatSetup
from session.files import autosave
from session.files.autosave import Autosaver

SETUP = GameSetup("kaleido", (SeatSetup("A", "red"), SeatSetup("B", "blue"), SeatSetup("C", "yellow")))


def test_the_later_save_is_kept_and_a_discard_after_it_wins(tessera_home):
    saver = Autosaver()
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    saver.save("kaleido", SETUP, 1, record)
    record.play(PlaceTile((0, 0), 0))
    saver.save("kaleido", SETUP, 1, record)
    saver.flush()
    assert saves.load("kaleido").state.to_json() == record.state.to_json()
    saver.save("kaleido", SETUP, 1, record)
    saver.discard("kaleido")
    saver.flush()
    assert not saves.exists("kaleido")


def test_a_job_asked_as_the_idle_worker_ends_is_never_left_waiting(monkeypatch):
    written = []
    monkeypatch.setattr(autosave.saves, "save", lambda *args: written.append(args[2]))
    saver = Autosaver()
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    rng = random.Random(4)
    for i in range(300):  # the worker ends after each job; the next one comes at any moment
        time.sleep(rng.choice((0, 0, 1e-5, 1e-4, 5e-4)))
        saver.save("kaleido", SETUP, i, record)
        saver.flush(timeout=2.0)
        assert written and written[-1] == i, f"job {i} was left waiting"


def test_the_writer_says_when_a_write_ends_and_when_the_one_in_progress_counts_as_stalled(monkeypatch):
    """Nothing polls the writer: the table's loop is woken by ``on_written`` and asks to be
    woken by :meth:`Autosaver.stalled_in` (the game goes on without a stalled write)."""
    disk = threading.Event()
    monkeypatch.setattr(autosave.saves, "save", lambda *args: disk.wait(5))
    woken = threading.Event()
    saver = Autosaver(on_written=woken.set)
    assert saver.stalled_in() is None  # nothing is being written
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    saver.save("kaleido", SETUP, 1, record)
    deadline = time.monotonic() + 2
    while saver.stalled_in() is None and time.monotonic() < deadline:  # the writer takes the job
        time.sleep(0.001)
    assert 0 < saver.stalled_in() <= autosave.STALLED_S
    assert not woken.is_set()
    disk.set()
    assert woken.wait(2)
    saver.flush()
    assert saver.stalled_in() is None
