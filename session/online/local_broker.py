"""The MQTT broker a host runs for players on the same network: amqtt, in this process.

A :class:`LocalBroker` runs amqtt's ``Broker`` on a thread of its own with its own asyncio
loop, listening on one interface and port (port 0: a free one, which :attr:`LocalBroker.port`
then tells). Anyone may connect (anonymous access): what it carries is encrypted by the
game, and the room's topics are not guessable. Only the authentication plugin is loaded:
not amqtt's ``$SYS`` statistics (a task waking every few seconds, and psutil) nor its
packet logging.

amqtt 0.12.1 has no limit on a message's size (a packet may be up to MQTT's 256 MB); the
clients drop anything over :data:`session.online.transport.MAX_MESSAGE_BYTES`.
"""
from __future__ import annotations

import asyncio
import logging
import threading

from amqtt.broker import Broker
from amqtt.plugins.authentication import AnonymousAuthPlugin

log = logging.getLogger(__name__)

#: Seconds :meth:`LocalBroker.start` and :meth:`LocalBroker.stop` wait for the broker's
#: thread before they give up with an error; both take milliseconds.
THREAD_WAIT_S = 10.0


def _dotted(plugin: type) -> str:
    """A plugin's class as amqtt's configuration names it (amqtt imports it by that name; the
    import above also shows it to PyInstaller)."""
    return f"{plugin.__module__}.{plugin.__qualname__}"


class LocalBroker:
    """An amqtt broker on ``host``:``port`` (``"0.0.0.0"``: every interface; port 0: a free
    one), started by :meth:`start` and ended, with its thread, by :meth:`stop`."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0):
        self.host = host
        self.port = port
        """The port asked for, and once started the one listened on."""
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None

    def config(self) -> dict:
        """amqtt's configuration: one TCP listener, anonymous access, no other plugin."""
        return {"listeners": {"default": {"type": "tcp", "bind": f"{self.host}:{self.port}"}},
                "plugins": {_dotted(AnonymousAuthPlugin): {"allow_anonymous": True}}}

    def start(self) -> int:
        """Start listening; returns the port (also :attr:`port`). Raises what amqtt raised
        when it cannot (e.g. the port is taken), with no thread left behind."""
        if self._thread is not None:
            raise RuntimeError("this broker was started already")
        self._thread = threading.Thread(target=self._run, name=f"local MQTT broker {self.host}:{self.port}",
                                        daemon=True)
        self._thread.start()
        if not self._started.wait(THREAD_WAIT_S):
            raise RuntimeError(f"the local broker did not start in {THREAD_WAIT_S:.0f} s")
        if self._failure is not None:
            self._thread.join(THREAD_WAIT_S)
            raise self._failure
        log.info("local broker listening on %s:%d", self.host, self.port)
        return self.port

    def stop(self) -> None:
        """Close every connection and the listener, and end the thread (waits for it)."""
        thread = self._thread
        if thread is None or not thread.is_alive():
            return
        assert self._loop is not None and self._stopping is not None
        try:
            self._loop.call_soon_threadsafe(self._stopping.set)
        except RuntimeError:  # the loop has just closed: the thread is ending by itself
            pass
        thread.join(THREAD_WAIT_S)
        if thread.is_alive():
            raise RuntimeError(f"the local broker did not stop in {THREAD_WAIT_S:.0f} s")
        if self._failure is not None:  # amqtt failed while it served or shut down
            raise self._failure
        log.info("local broker on %s:%d stopped", self.host, self.port)

    def _run(self) -> None:
        """The broker's thread: its loop runs until :meth:`stop`; ``asyncio.run`` then
        cancels what amqtt left running and closes the loop."""
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # handed to start(), which waits for it
            self._failure = exc
        finally:
            self._started.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        broker = Broker(self.config())
        await broker.start()
        # amqtt does not say which port it got for port 0: its listener's socket does.
        self.port = broker._servers["default"].instance.sockets[0].getsockname()[1]
        self._started.set()
        try:
            await self._stopping.wait()
        finally:
            await broker.shutdown()
