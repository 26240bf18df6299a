"""Headless online players (session/online/headless.py) as processes of their own for the
tests: each one's stdout lines (one JSON object each) are read on a thread into a queue,
and the test waits for the line it needs (:meth:`Player.wait_for`), never for a time;
its log goes to a file beside its folder, shown when a wait fails. A :class:`Room` is a
host and two guests playing one game."""
from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

from tests.waiting import HANG_SECONDS, hang_guard

ROOT = Path(__file__).resolve().parents[2]


class Player:
    """``python -m session.online.headless ARGS`` started at once; ``name`` for messages."""

    def __init__(self, name: str, args: list[str], log: Path):
        self.name, self.log = name, log
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[dict] = []
        self.log_file = open(log, "ab")
        self.process = subprocess.Popen([sys.executable, "-m", "session.online.headless", *args], cwd=ROOT,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log_file,
                                        env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.reader = threading.Thread(target=self._read, name=f"{name}'s lines", daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(json.loads(line))
        self.lines.put(None)  # the process ended

    def wait_for(self, event: str, seconds: float = HANG_SECONDS, **where) -> dict:
        """The next line of ``event`` whose fields hold at least ``where`` (a field's value,
        or a callable that says whether a value will do)."""
        going_on = hang_guard(f"{self.name} saying {event} {where}", seconds)
        while going_on():
            try:
                line = self.lines.get(timeout=1.0)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(f"{self.name} ended ({self.process.wait()}) before saying {event}; "
                                     f"its log: {self.log.read_text(errors='replace')[-3000:]}")
            self.seen.append(line)
            if line["event"] == event and all(
                    value(line.get(key)) if callable(value) else line.get(key) == value for key, value in where.items()):
                return line
        raise AssertionError("unreachable")

    def said(self) -> list[dict]:
        """Every line it printed, once it ended (:meth:`ended`): those waited past and
        those nobody waited for."""
        while (line := self.lines.get_nowait()) is not None:
            self.seen.append(line)
        self.lines.put(None)
        return self.seen

    def noted(self) -> list[str]:
        """What it said it refused or dropped (its ``noted`` lines), once it ended."""
        return [line["what"] for line in self.said() if line["event"] == "noted"]

    def ended(self, seconds: float = HANG_SECONDS) -> int:
        """Its exit status, once it ended by itself."""
        try:
            return self.process.wait(seconds)
        finally:
            self.close()

    def kill(self) -> None:
        """kill -9: it keeps nothing more than what it had written."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(HANG_SECONDS)
        self.close()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(HANG_SECONDS)
        self.reader.join(HANG_SECONDS)
        self.process.stdout.close()
        self.log_file.close()


class Room:
    """A host and its guests at seats 1 and 2, as processes, their folders in ``folder``."""

    def __init__(self, folder: Path, game: str, broker: str, seed: int):
        self.folder, self.players = folder, {}
        self.players["host"] = self.start("host", ["host", game, "--broker", broker, "--players", "3",
                                                   "--seats", "here,open,open", "--seed", str(seed)])
        opened = self.players["host"].wait_for("open")
        self.code, self.broker = opened["code"], opened["broker"]
        for seat in (1, 2):
            self.players[seat] = self.start(seat, ["join", "--code", self.code, "--broker", self.broker,
                                                   "--seat", str(seat), "--name", f"Guest {seat}"])

    def start(self, who, args: list[str]) -> Player:
        name = who if who == "host" else f"guest{who}"
        place = self.folder / name
        folder_args = ["--folder", str(place)] if "--continue" not in args else []
        return Player(name, [*args, *folder_args], self.folder / f"{name}.log")

    def restart(self, who) -> None:
        if who == "host":
            self.players["host"] = self.start("host", ["host", "--continue", str(self.folder / "host"),
                                                       "--broker", self.broker])
        else:
            self.players[who] = self.start(who, ["join", "--broker", self.broker])

    def kept(self, who) -> dict:
        name = who if who == "host" else f"guest{who}"
        return json.loads((self.folder / name / f"{name.rstrip('12')}.json").read_text())

    def play_to_end(self) -> dict:
        """Every side says the game is over, with the same result, ends by itself, and
        every kept copy of the record is the host's without its seed."""
        results = {who: player.wait_for("over") for who, player in self.players.items()}
        assert len({json.dumps({k: v for k, v in line.items()}, sort_keys=True) for line in results.values()}) == 1, \
            results
        for player in self.players.values():
            assert player.ended() == 0
        host_record = self.kept("host")["record"]
        public = {**host_record, "start": {"public": None}}
        for seat in (1, 2):
            record = self.kept(seat)["record"]
            assert len(record["moves"]) == results["host"]["moves"]
            assert {**record, "start": {"public": None}} == public
        return results["host"]

    def close(self) -> None:
        for player in self.players.values():
            player.close()
