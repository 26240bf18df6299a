"""What the app's benchmarks and tests share about processes (Linux): the processor time
a process has used, the processes a process started (and theirs), whether a process
still runs, and an X server (Xvfb) of the benchmark's own to open a real window on."""
from __future__ import annotations

import os
import random
import subprocess
import time
from pathlib import Path


def cpu_seconds(pid: int) -> float:
    """The processor time ``pid`` has used so far, all its threads, user and system."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def parents() -> dict[int, int]:
    """Every process's parent, by process id."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:   # it ended meanwhile
                continue
            found[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    return found


def descendants(pid: int) -> set[int]:
    """The processes ``pid`` started, the processes they started, and so on."""
    tree = parents()
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in tree.items() if parent in frontier} - found
        found |= frontier
    return found


def command_line(pid: int) -> str:
    """``pid``'s command line, or '' once it has ended."""
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def alive(pid: int) -> bool:
    """Whether ``pid`` runs: not ended, nor a zombie waiting to be reaped by whoever
    adopted it."""
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def still_running(processes: set[int], seconds: float) -> set[int]:
    """Those of ``processes`` still running after up to ``seconds`` (sooner when none is)."""
    deadline = time.monotonic() + seconds
    while any(alive(pid) for pid in processes) and time.monotonic() < deadline:
        time.sleep(0.05)
    return {pid for pid in processes if alive(pid)}


def start_xvfb(width: int, height: int) -> tuple[subprocess.Popen, str]:
    """A new Xvfb with a screen of ``width`` x ``height``, and its display name."""
    for _ in range(20):
        display = f":{random.randint(300, 900)}"
        if not Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            break
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
        if time.time() > deadline or proc.poll() is not None:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.05)
    return proc, display
