"""What the app's benchmarks share about processes (Linux): the processor time a process
has used, and an X server (Xvfb) of the benchmark's own to open a real window on."""
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
