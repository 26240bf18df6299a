"""A host and two guests, each on its own transport, play a whole game of Kaleido through
a broker on loopback (the embedded one and Mosquitto): the rooms plug into the real
transport (session/online/wire.py) as they do into the in-memory bus."""
from __future__ import annotations

import threading

from game.bots import make_bot
from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom, Seat
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.transport import Connected, Transport
from session.online.wire import TransportWire
from session.registry import get
from session.seats import GameSetup, SeatSetup
from tests.online.brokers import LOOPBACK
from tests.waiting import HANG_SECONDS

QUICK = {"reconnect_min_s": 0.05, "reconnect_max_s": 0.2}


def test_a_whole_game_through_a_broker(broker):
    game, keys, woken = get("kaleido"), RoomKeys.of(RoomCode.new()), threading.Event()
    wires = [TransportWire(Transport(LOOPBACK, broker.port, keys.topic_prefix, wake=woken.set, **QUICK))
             for _ in range(3)]
    try:
        colors = game.default_colors(3)
        setup = GameSetup(game.id, tuple(SeatSetup(f"P{i}", colors[i]) for i in range(3)))
        host = HostRoom(wires[0], keys, game.id, game.new_record(setup, 5),
                        [Seat("P0", "here"), Seat("P1", "open"), Seat("P2", "open")])
        guests = {seat: GuestRoom(wires[seat], keys, f"Guest {seat}", seat) for seat in (1, 2)}
        rooms = [host, guests[1], guests[2]]
        connected = [False] * 3
        bots = {seat: make_bot("normal", seat) for seat in range(3)}
        asked = None
        opened = False
        while not (host.record.state.is_over and all(
                g.record is not None and len(g.record.entries) == len(host.record.entries) for g in guests.values())):
            assert woken.wait(15), "nothing came from the broker"
            woken.clear()
            for number, (wire, room) in enumerate(zip(wires, rooms)):
                connected[number] |= any(isinstance(event, Connected) for event in wire.deliver(room))
            if all(connected) and not opened:
                host.open()
                opened = True
            seat = host.record.state.current_seat
            if not host.started or seat is None:
                continue
            if host.who_moves() == "here":
                host.play(bots[0].choose(host.record.state))
            elif guests[seat].my_turn and asked != len(host.record.entries):
                asked = len(host.record.entries)
                guests[seat].want(bots[seat].choose(guests[seat].record.state))
        for guest in guests.values():
            assert guest.record.to_data() == host.record.without_seed().to_data()
            assert guest.stopped is None and guest.pinned == host.signer.public
        assert host.log == []
    finally:
        for wire in wires:
            wire.transport.close()
