"""What a room talks through: anything that publishes bytes on a topic (:class:`Wire`),
and the room's side, which takes what arrives (``receive(topic, payload)``) and is told
the time (``tick(now)``). The rooms (:mod:`session.online.host_room`,
:mod:`session.online.guest_room`) know nothing else of the network, so the tests hand
messages between rooms in memory and the app plugs in the real broker unchanged through
:class:`TransportWire`.

Topics here are whole (:class:`~session.online.room_keys.RoomKeys` writes them, prefix
included); the transport speaks in topics under its prefix, and :class:`TransportWire`
adds and strips it.
"""
from __future__ import annotations

import queue
from typing import Protocol

from session.online.transport import Message, Transport


class Wire(Protocol):
    """Publishes ``payload`` on ``topic``; a ``retain``ed message is also given to
    whoever subscribes later (the host's ``hello``), replacing the one before it."""

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None: ...


class Room(Protocol):
    """A room's side of the wire."""

    def receive(self, topic: str, payload: bytes) -> None: ...

    def tick(self, now: float) -> None: ...


class TransportWire:
    """A :class:`Wire` over a :class:`~session.online.transport.Transport` whose prefix is
    the room's topic prefix."""

    def __init__(self, transport: Transport):
        self.transport = transport

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        prefix = self.transport.prefix + "/"
        if not topic.startswith(prefix):
            raise ValueError(f"{topic!r} is not under the transport's prefix {self.transport.prefix!r}")
        self.transport.publish(topic[len(prefix):], payload, retain=retain)

    def deliver(self, room: Room, wait: float = 0.0) -> list:
        """Hands every message waiting in the transport's queue to ``room`` (whole topic);
        the other events (connected, away, refused) in order, for the caller. With
        ``wait``, waits up to that many seconds for the first event when none is queued."""
        others = []
        while True:
            try:
                event = self.transport.events.get(timeout=wait) if wait > 0 else self.transport.events.get_nowait()
            except queue.Empty:
                return others
            wait = 0.0
            if isinstance(event, Message):
                room.receive(f"{self.transport.prefix}/{event.topic}", event.payload)
            else:
                others.append(event)
