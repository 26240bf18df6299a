"""The loop that drives one room over its transport, on the thread that owns the room.

Each :meth:`RoomLoop.turn` waits (up to a moment) for what the transport queued, hands
every message to the room (:meth:`TransportWire.deliver
<session.online.wire.TransportWire.deliver>`), tells the room when the transport is
connected (first, or again after being away: the host says its hello, a guest catches
up), tells it the time (its pings, a guest's joins) and then lets the seats this side
plays choose (``act``). The headless player (:mod:`session.online.headless`) and the
tests that play over a broker run it the same way; the window loop will too.
"""
from __future__ import annotations

import time
from typing import Callable, Union

from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom
from session.online.rate_limit import Clock
from session.online.transport import Connected, Event
from session.online.wire import TransportWire

TURN_WAIT_S = 0.25
"""Seconds a turn waits for the transport when nothing is queued: the rooms' clocks
(pings every few seconds, a join again after 3) need no finer tick."""


class RoomLoop:
    """Drives ``room`` (a host's or a guest's) over ``wire``; ``act`` is called after each
    turn to play the seats this side holds (see :mod:`session.online.computer_seats`)."""

    def __init__(self, wire: TransportWire, room: Union[HostRoom, GuestRoom],
                 act: Callable[[], None] = lambda: None, clock: Clock = time.monotonic):
        self.wire, self.room, self.act, self.clock = wire, room, act, clock
        self.connections = 0
        """How many times the transport said it is connected."""
        self.events: list[Event] = []
        """Every event other than a message, in order (connected, away, refused)."""

    def turn(self, wait: float = TURN_WAIT_S) -> list[Event]:
        """One turn of the loop (see the module); returns this turn's events other than
        messages."""
        events = self.wire.deliver(self.room, wait)
        for event in events:
            if isinstance(event, Connected):
                self.connections += 1
                self.room.connected()
        self.events.extend(events)
        self.room.tick(self.clock())
        self.act()
        return events
