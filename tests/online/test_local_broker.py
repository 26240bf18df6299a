"""The embedded broker: on a free port it says which, on a taken one it fails with no
thread left, and stop ends its thread. (Messages through it: test_transport.py.)"""
from __future__ import annotations

import socket
import threading

import pytest

from session.online.local_broker import LocalBroker
from tests.online.brokers import LOOPBACK


def test_port_zero_listens_on_a_free_port_and_says_which(threads_before):
    broker = LocalBroker(LOOPBACK, 0)
    port = broker.start()
    assert port == broker.port and port > 0
    with socket.create_connection((LOOPBACK, port), timeout=5):
        pass
    broker.stop()
    broker.stop()  # twice is harmless
    with pytest.raises(OSError):
        socket.create_connection((LOOPBACK, port), timeout=5).close()


def test_a_taken_port_fails_to_start_with_no_thread_left(threads_before):
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        broker = LocalBroker(LOOPBACK, taken.getsockname()[1])
        with pytest.raises(Exception, match="can't be started"):
            broker.start()
    assert not any(thread.name.startswith("local MQTT broker") for thread in threading.enumerate())


def test_a_broker_starts_once():
    broker = LocalBroker(LOOPBACK, 0)
    broker.start()
    try:
        with pytest.raises(RuntimeError):
            broker.start()
    finally:
        broker.stop()
