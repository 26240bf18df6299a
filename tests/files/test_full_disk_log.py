"""A log that cannot be written (issue 24, item 9): the app says once that it cannot
write its log, then the log falls silent; no "--- Logging error ---" blocks. A log
file that is a pipe is never opened (it would block the start)."""
from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def smoke(home: Path, limit_bytes: int | None = None) -> subprocess.CompletedProcess:
    def limited():  # every file this process writes stops growing at limit_bytes, as on a full disk
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], capture_output=True, text=True,
                          env=env, timeout=120, preexec_fn=limited if limit_bytes else None)


def says_once_then_falls_silent(out: subprocess.CompletedProcess, log: Path) -> None:
    assert out.returncode == 0, out.stderr
    assert "Logging error" not in out.stderr and "Traceback" not in out.stderr
    told = [line for line in out.stderr.splitlines() if "cannot be written" in line]
    assert len(told) == 1, out.stderr
    assert told[0].startswith(f"tessera: the log {log} cannot be written (")
    assert told[0].endswith("); nothing more is logged this session")


def test_a_log_that_stops_growing_is_reported_once(tmp_path):
    home = tmp_path / "home"
    out = smoke(home, limit_bytes=700)
    says_once_then_falls_silent(out, home / "logs" / "tessera.log")
    assert "(file too large)" in out.stderr


def test_a_full_disk_under_the_user_folders_is_reported_once(tmp_path):
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small disk needs root")
    home = tmp_path / "home"
    home.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(home)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"no small disk can be mounted here: {mounted.stderr.decode().strip()}")
    try:
        with open(home / "filler", "wb", buffering=0) as filler:  # the disk is full
            try:
                while True:
                    filler.write(b"\0" * 1024)
            except OSError:
                pass
        out = smoke(home)
        says_once_then_falls_silent(out, home / "logs" / "tessera.log")
        assert "(no space left on device)" in out.stderr
    finally:
        subprocess.run(["umount", str(home)], check=True)


def test_a_log_file_that_is_a_pipe_is_never_opened(tmp_path):
    home = tmp_path / "home"
    (home / "logs").mkdir(parents=True)
    os.mkfifo(home / "logs" / "tessera.log")
    out = smoke(home)
    assert out.returncode == 0, out.stderr
    assert "tessera: the log cannot be kept (tessera.log: it is a pipe, not a file)" in out.stderr
