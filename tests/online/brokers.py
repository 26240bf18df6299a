"""The brokers the online tests run on loopback: the embedded one (amqtt, in this process)
and Debian's Mosquitto (a process the test starts), behind one face: ``start()``,
``stop()``, ``port``, so one test runs against both.

A machine without mosquitto skips the tests that need it, with the reason, except in CI
(``CI=true``) on Linux, where a missing mosquitto is a failure, because .ci/run and the
workflow's Linux job install it (as the real-window tests do with Xvfb,
tests/e2e/xserver.py). The workflow's Windows and macOS runners have no mosquitto.
"""
from __future__ import annotations

import getpass
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from session.online.local_broker import LocalBroker
from tests.waiting import HANG_SECONDS, wait_until

LOOPBACK = "127.0.0.1"


def find_mosquitto() -> str | None:
    """Where mosquitto is: on PATH, or in /usr/sbin, where Debian puts it (not on a plain
    user's PATH); None when it is not installed."""
    return shutil.which("mosquitto") or shutil.which("mosquitto", path="/usr/sbin")


def mosquitto_program() -> str:
    """Where mosquitto is (:func:`find_mosquitto`); a test without it is skipped, or fails
    in CI."""
    found = find_mosquitto()
    if found is None:
        message = "the online tests against Mosquitto need mosquitto (apt-get install mosquitto)"
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def free_port() -> int:
    """A TCP port free on loopback at this moment (for a program that cannot take port 0
    and say which it got)."""
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


class EmbeddedBroker:
    """:class:`LocalBroker` on loopback; after a :meth:`stop`, :meth:`start` starts a new
    one on the same port."""

    name = "amqtt"

    def __init__(self, folder: Path):
        self.port = 0
        self.broker: LocalBroker | None = None

    def start(self) -> None:
        self.broker = LocalBroker(LOOPBACK, self.port)
        self.port = self.broker.start()

    def stop(self) -> None:
        if self.broker is not None:
            self.broker.stop()
            self.broker = None


class Mosquitto:
    """Debian's mosquitto on loopback, with a configuration and a log in ``folder``; each
    :meth:`start` starts a new process on the same port, and returns once it listens.
    ``anonymous``: whether it lets in a client without a name and password. ``log_types``:
    what it logs (``all`` for the tests to read; a benchmark leaves out ``debug``, which
    logs every message and would weigh in its figures; ``information`` says it runs). ``tcp_nodelay``: it sends
    each packet at once (Nagle's algorithm off), which its configuration must ask for."""

    name = "mosquitto"

    def __init__(self, folder: Path, anonymous: bool = True, log_types: tuple[str, ...] = ("all",),
                 tcp_nodelay: bool = False):
        self.program = mosquitto_program()
        self.port = free_port()
        self.log = folder / "mosquitto.log"
        self.config = folder / "mosquitto.conf"
        # As root, mosquitto would become the user "mosquitto", who may not write here.
        self.config.write_text(f"listener {self.port} {LOOPBACK}\nallow_anonymous {str(anonymous).lower()}\n"
                               f"persistence false\nset_tcp_nodelay {str(tcp_nodelay).lower()}\n"
                               f"user {getpass.getuser()}\nlog_dest file {self.log}\n"
                               + "".join(f"log_type {kind}\n" for kind in log_types))
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.log.unlink(missing_ok=True)
        self.process = subprocess.Popen([self.program, "-c", str(self.config)], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_until(lambda: self.process.poll() is not None or self.log.exists() and " running" in self.log.read_text(),
                   "mosquitto starting")
        if self.process.poll() is not None:
            raise AssertionError(f"mosquitto ended at once ({self.process.returncode}): "
                                 f"{self.process.stderr.read().decode(errors='replace')}"
                                 f"{self.log.read_text() if self.log.exists() else ''}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(HANG_SECONDS)
            self.process.stderr.close()
            self.process = None


BROKERS = {kind.name: kind for kind in (EmbeddedBroker, Mosquitto)}
