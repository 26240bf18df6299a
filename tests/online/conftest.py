import threading

import pytest

from tests.online.brokers import BROKERS, Mosquitto


@pytest.fixture
def threads_before():
    """The threads running before the test; at its end, after everything it started was
    closed or stopped, no other thread may still run."""
    before = set(threading.enumerate())
    yield before
    left = [thread.name for thread in threading.enumerate() if thread not in before]
    assert not left, f"threads left running: {left}"


@pytest.fixture(params=sorted(BROKERS))
def broker(request, tmp_path, threads_before):
    """A broker on loopback, started: the embedded one and Mosquitto in turn."""
    server = BROKERS[request.param](tmp_path)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def mosquitto(tmp_path, threads_before):
    """Mosquitto on loopback, started, for what only a broker that keeps sessions does."""
    server = Mosquitto(tmp_path)
    server.start()
    yield server
    server.stop()
