"""Every table's background autosaver: the latest save wins, a discard asked after a
save is never undone by it, and a job asked just as the idle worker ends still gets
written (the guarantees Kaleido's own saver had, now the one autosaver's), by one writer
thread for the table's life, which finishes its work before the program ends."""
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.kaleido import KaleidoState, PlaceTile
from game.record import GameRecord
from session.files import saves
from session.seats import GameSetup, SeatSetup
from session.files import autosave
from session.files.autosave import Autosaver
from tests.waiting import HANG_SECONDS

ROOT = Path(__file__).resolve().parent.parent
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
        saver.flush(timeout=HANG_SECONDS)
        assert written and written[-1] == i, f"job {i} was left waiting"


def test_the_writer_says_when_a_write_ends_and_when_the_one_in_progress_counts_as_stalled(monkeypatch):
    """Nothing polls the writer: the table's loop is woken by ``on_written`` and asks to be
    woken by :meth:`Autosaver.stalled_in` (the game goes on without a stalled write)."""
    monkeypatch.setattr(autosave, "STALLED_S", HANG_SECONDS)  # a write counts as stalled only after it
    taken, disk = threading.Event(), threading.Event()
    monkeypatch.setattr(autosave.saves, "save", lambda *args: (taken.set(), disk.wait(HANG_SECONDS)))
    woken = threading.Event()
    saver = Autosaver(on_written=woken.set)
    assert saver.stalled_in() is None  # nothing is being written
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    saver.save("kaleido", SETUP, 1, record)
    assert taken.wait(HANG_SECONDS), "the writer never took the save"
    assert 0 < saver.stalled_in() <= autosave.STALLED_S
    assert not woken.is_set()
    disk.set()
    assert woken.wait(HANG_SECONDS), "the writer never said the write ended"
    saver.flush()
    assert saver.stalled_in() is None


def test_one_writer_thread_writes_every_save_of_a_table(monkeypatch):
    """Starting a thread for each move cost the frame the move landed in."""
    writers = []
    monkeypatch.setattr(autosave.saves, "save", lambda *args: writers.append(threading.current_thread()))
    saver = Autosaver()
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    for seed in range(5):
        saver.save("kaleido", SETUP, seed, record)
        saver.flush()
        time.sleep(0.01)  # the writer is idle between moves
    assert len(writers) == 5 and all(w is writers[0] for w in writers) and writers[0] is not threading.main_thread()


def test_the_writer_thread_starts_with_the_autosaver_not_at_the_first_save(monkeypatch):
    """The first move's frame at a table waited 3 ms for the writer's thread to start."""
    started = []
    start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda thread: (started.append(thread.name), start(thread)))
    saver = Autosaver()
    assert any(name.startswith("autosave") for name in started)
    started.clear()
    monkeypatch.setattr(autosave.saves, "save", lambda *args: None)
    saver.save("kaleido", SETUP, 1, GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1))
    saver.flush()
    assert started == []


def test_a_save_asked_just_before_the_program_ends_is_written(tmp_path):
    program = (
        "import time\n"
        "from game.kaleido import KaleidoState\n"
        "from game.record import GameRecord\n"
        "from session.files import autosave\n"
        "from session.seats import GameSetup, SeatSetup\n"
        "write = autosave.saves.save\n"
        "autosave.saves.save = lambda *args: (time.sleep(0.5), write(*args))[1]  # a slow disk\n"
        "setup = GameSetup('kaleido', (SeatSetup('A', 'red'), SeatSetup('B', 'blue'), SeatSetup('C', 'yellow')))\n"
        "record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)\n"
        "autosave.Autosaver().save('kaleido', setup, 1, record)\n")
    env = dict(os.environ, TESSERA_HOME=str(tmp_path))
    subprocess.run([sys.executable, "-c", program], env=env, cwd=ROOT, check=True, timeout=60)
    check = "from session.files import saves; print(saves.exists('kaleido'))"
    out = subprocess.run([sys.executable, "-c", check], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "True", out.stderr


def test_the_moves_of_one_frame_go_in_one_save_and_the_second_does_not_wait(monkeypatch):
    monkeypatch.setattr(autosave, "STALLED_S", HANG_SECONDS)  # a slow disk, not a stalled one
    gate = threading.Event()
    written = []

    def slow_save(game_id, setup, seed, state, record=None, analysis=None):
        gate.wait(HANG_SECONDS)  # a disk that takes its time
        written.append(len(record["moves"]))
    monkeypatch.setattr(autosave.saves, "save", slow_save)
    saver = Autosaver()
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    record.play(record.state.legal_moves()[0])
    saver.save_soon("kaleido", SETUP, 1, record)  # a move of this frame
    assert not saver.ready_for_next_move  # a computer waits for it
    start = time.monotonic()
    saver.wait_for_next_move()  # the frame's next move: nothing sent, nothing to wait for
    assert time.monotonic() - start < autosave.STALLED_S  # it did not wait for the write, which waits for the gate
    record.play(record.state.legal_moves()[0])
    saver.save_soon("kaleido", SETUP, 1, record)
    saver.send_soon()  # the end of the frame
    assert not saver.ready_for_next_move
    gate.set()
    saver.flush()
    assert written == [2] and saver.ready_for_next_move


def test_a_save_asked_for_in_the_frame_a_game_ends_is_never_written_after_its_end(tessera_home):
    record = GameRecord.new(KaleidoState, (True, True, True), players=3, seed=1)
    saver = Autosaver()
    saver.save("kaleido", SETUP, 1, record)
    saver.flush()
    record.play(PlaceTile((0, 0), 0))
    saver.save_soon("kaleido", SETUP, 1, record)
    saver.discard("kaleido")
    saver.flush()
    saver.send_soon()
    saver.flush()
    assert not saves.exists("kaleido")
