"""A host and two guests, each with its own transport and its own loop on a thread of its
own (session/online/room_loop.py), play a whole seeded game of each title through a
broker on loopback (the embedded one and Mosquitto), computer players choosing at every
seat from what their side knows: the rooms plug into the real transport as they do into
the in-memory bus, and every copy of the record ends the same."""
from __future__ import annotations

import re
import threading

import pytest

from game.bots import make_bot
from session.online.computer_seats import play_guest_seat, play_host_seats
from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.room_loop import RoomLoop
from session.online.transport import Transport
from session.online.wire import TransportWire
from tests.online.brokers import LOOPBACK
from tests.online.room_tables import GUEST_SEATS, ONLINE_GAMES, new_game
from tests.waiting import joined

GAME_IDS = [game.id for game in ONLINE_GAMES]
QUICK = {"reconnect_min_s": 0.05, "reconnect_max_s": 0.2}


class Side:
    """One side's loop on a thread of its own, turning until ``done()`` holds or the test
    says stop; what it raised is kept for the test."""

    def __init__(self, name: str, loop: RoomLoop, done, stop: threading.Event):
        self.loop, self.done, self.stop, self.failure = loop, done, stop, None
        self.thread = threading.Thread(target=self._run, name=f"room loop: {name}", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            while not (self.done() or self.stop.is_set()):
                self.loop.turn()
        except BaseException as exc:  # handed to the test
            self.failure = exc
            self.stop.set()


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_a_whole_game_through_a_broker(broker, game):
    keys, stop = RoomKeys.of(RoomCode.new()), threading.Event()
    transports = [Transport(LOOPBACK, broker.port, keys.topic_prefix, **QUICK) for _ in range(3)]
    wires = [TransportWire(transport) for transport in transports]
    try:
        record, seats = new_game(game, seed=31)
        host = HostRoom(wires[0], keys, game.id, record, seats)
        guests = {seat: GuestRoom(wires[seat], keys, f"Guest {seat}", seat) for seat in GUEST_SEATS}
        bots = {seat: make_bot("normal", 31 + seat) for seat in range(record.state.players)}
        guests_done = lambda: all(guest.record is not None and guest.record.state.is_over  # noqa: E731
                                  for guest in guests.values())
        sides = [Side("host", RoomLoop(wires[0], host, lambda: play_host_seats(host, bots)), guests_done, stop)]
        for seat, guest in guests.items():
            act = (lambda guest, bot: lambda: play_guest_seat(guest, bot))(guest, bots[seat])
            sides.append(Side(f"guest {seat}", RoomLoop(wires[seat], guest, act),
                              lambda guest=guest: guest.record is not None and guest.record.state.is_over, stop))
        for side in sides:
            joined(side.thread, f"the game of {game.id} through {broker.name} ending")
        assert [side.failure for side in sides] == [None] * 3
    finally:
        stop.set()
        for transport in transports:
            transport.close()
    public = host.record.without_seed().to_data()
    for guest in guests.values():
        assert guest.record.to_data() == public
        assert guest.stopped is None and guest.pinned == host.signer.public
        assert (guest.record.state.scores(), guest.record.state.winners()) == \
            (host.record.state.scores(), host.record.state.winners())
    assert host.log == [], host.log
    assert [[line for line in guest.log if not a_duplicate(line)] for guest in guests.values()] == [[], []]


def a_duplicate(line: str) -> bool:
    """A message the guest had already (QoS 1 delivers at least once; and a guest that
    subscribes as the host publishes its retained hello may get it both as retained and
    as it goes by): its number is the last one taken, and the inbox lets it pass once."""
    match = re.search(r"seq (\d+) after (\d+): replayed", line)
    return match is not None and match[1] == match[2]
