"""A broker in memory for the room tests: every room attached hears every message (as a
transport subscribed to the room's prefix does, its own included), retained messages are
handed to a room when it attaches, and :meth:`Bus.run` hands everything over, in the order
published, until nothing is left to hand. ``drop(room, topic, payload)`` may swallow a
message on its way to one room (a message lost)."""
from __future__ import annotations

from collections import deque


class Bus:
    def __init__(self):
        self.rooms: list = []
        self.retained: dict[str, bytes] = {}
        self.waiting: deque = deque()
        self.drop = lambda room, topic, payload: False
        self.published: list[tuple[str, bytes]] = []

    def wire(self) -> "BusWire":
        return BusWire(self)

    def attach(self, room) -> None:
        self.rooms.append(room)
        for topic, payload in self.retained.items():
            self.waiting.append((room, topic, payload))

    def detach(self, room) -> None:
        self.rooms.remove(room)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.published.append((topic, payload))
        if retain:
            self.retained[topic] = payload
        self.waiting.extend((room, topic, payload) for room in self.rooms)

    def run(self) -> None:
        while self.waiting:
            room, topic, payload = self.waiting.popleft()
            if room in self.rooms and not self.drop(room, topic, payload):
                room.receive(topic, payload)


class BusWire:
    """A room's :class:`~session.online.wire.Wire` on the bus."""

    def __init__(self, bus: Bus):
        self.bus = bus

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.bus.publish(topic, payload, retain)
