"""No process outlives Tessera: the hard computer's worker processes (and
multiprocessing's resource tracker) end by themselves once the app has ended, however
it ends: SIGKILL while a hard computer thinks, a normal quit (the window's QUIT),
an exception that escapes the app's loop.

Each test starts the app as ``main.py`` does, in a subprocess, with a table of hard
computers (``--demo kerala --level hard``), waits until its workers exist, ends it,
and then waits for every process the app had started to end (a worker's watch sees
its parent gone within half a second; the wait only bounds a hang)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.processes import command_line, descendants, still_running
from tests.waiting import HANG_SECONDS, hang_guard

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")

#: main.py's own main() on a table of hard computers; SIGUSR1 makes the loop raise
#: an exception that no scene catches.
CHILD = """
import signal, sys
sys.path.insert(0, {root!r})
import main
from scenes import wakeup
from scenes.manager import SceneManager

failing = []
update = SceneManager.update

def update_or_fail(self, dt):
    if failing:
        raise RuntimeError("a failure outside every scene")
    return update(self, dt)

def fail(signum, frame):
    failing.append(signum)
    wakeup.post()

SceneManager.update = update_or_fail
signal.signal(signal.SIGUSR1, fail)
sys.exit(main.main(["--demo", "kerala", "--players", "2", "--level", "hard"]))
"""


def start_app(tmp_path) -> tuple[subprocess.Popen, set[int]]:
    """The app at a table of hard computers, and its processes once its workers exist."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(tmp_path))
    app = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))], env=env, cwd=tmp_path,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    waiting = hang_guard("the app's worker processes")
    try:
        while waiting():
            started = descendants(app.pid)
            if sum("spawn_main" in command_line(pid) for pid in started) >= 2:
                return app, started
            if app.poll() is not None:
                raise AssertionError(f"the app ended before its workers appeared: {app.communicate()[1][-2000:]}")
            time.sleep(0.05)
    except AssertionError:
        app.kill()
        raise


def assert_all_gone(processes: set[int]) -> None:
    left = {pid: command_line(pid) for pid in still_running(processes, HANG_SECONDS)}
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left, f"still running {HANG_SECONDS:.0f} s after the app ended: {left}"


def test_a_killed_app_leaves_no_process(tmp_path):
    app, processes = start_app(tmp_path)
    app.kill()
    app.wait()
    assert_all_gone(processes)


def test_a_quit_app_leaves_no_process(tmp_path):
    app, processes = start_app(tmp_path)
    app.send_signal(signal.SIGTERM)   # headless, the loop turns it into the window's QUIT
    app.communicate(timeout=HANG_SECONDS)
    assert_all_gone(processes)


def test_an_app_ended_by_an_exception_leaves_no_process(tmp_path):
    app, processes = start_app(tmp_path)
    app.send_signal(signal.SIGUSR1)
    _, errors = app.communicate(timeout=HANG_SECONDS)
    assert app.returncode != 0 and "a failure outside every scene" in errors, errors[-2000:]
    assert_all_gone(processes)
