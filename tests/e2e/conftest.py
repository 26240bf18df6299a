import pytest

from tests.e2e.xserver import XServer


@pytest.fixture
def xserver():
    server = XServer()
    yield server
    server.stop()
