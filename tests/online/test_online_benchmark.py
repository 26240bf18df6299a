"""benchmarks/online.py runs end to end in its quick form (a few moves timed through each
broker, two rooms of 4 on Mosquitto for two seconds) and prints every figure it promises,
so that it does not rot between the times someone runs it in full. What the figures are
is not judged here: the machine's load decides them."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from benchmarks.online import BROKERS, PLAYERS
from tests.online.brokers import mosquitto_program

ROOT = Path(__file__).resolve().parents[2]
LATENCY_MOVES = 2
ROOMS = 2


def test_the_quick_benchmark_prints_its_figures():
    mosquitto_program()  # skipped without it, as the other Mosquitto tests are
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "online.py"), "--rooms", str(ROOMS),
                          "--seconds", "2", "--move-seconds", "0.2", "--workers", "2", "--titles", "kaleido",
                          "--latency-moves", str(LATENCY_MOVES)],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    print(run.stdout)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]

    latency = {line["broker"]: line for line in lines if line.get("part") == "latency" and line["game"] == "all"}
    assert sorted(latency) == sorted(BROKERS)
    for line in latency.values():
        # every guest move timed reached all four screens: its figures are of those moves
        assert line["guest_moves"] == LATENCY_MOVES
        assert line["every_screen"]["count"] == LATENCY_MOVES
        assert line["each_screen"]["count"] == LATENCY_MOVES * PLAYERS
        assert line["each_screen"]["median_ms"] <= line["each_screen"]["p99_ms"]

    [scale] = [line for line in lines if line.get("part") == "scale"]
    assert (scale["rooms"], scale["clients"], scale["broker"]) == (ROOMS, ROOMS * PLAYERS, "mosquitto")
    assert all(scale["broker_kb"][reading] > 0 for reading in ("idle", "connected", "playing", "peak"))
    assert scale["clients_kb"]["end"] > 0 and set(scale["per_room"]) == {"broker_kb", "broker_cpu_ms_per_s",
                                                                        "client_kb"}
    assert set(scale["each_screen"]) == {"count", "median_ms", "p99_ms"}
    assert "a room costs the broker" in run.stdout
