"""A host and its guests on the in-memory bus (tests/online/bus.py), a game of any title
set up with a seat at the host's screen, two seats for friends online and the rest
computers, and the loop that plays it to its end with computer players choosing at every
seat, each from what its own screen knows (the host's record for the host's seats, a
guest's record for its seat)."""
from __future__ import annotations

import json

from game.bots import make_bot
from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom, Seat
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.games import GAMES
from tests.online.bus import Bus

ONLINE_GAMES = tuple(game for game in GAMES if game.keeps_records)
GUEST_SEATS = (1, 2)


def new_game(game, seed: int, players: int = 3) -> tuple:
    """The record (with its seed) and the host's seats of a game of ``game`` for
    ``players``: seat 0 at the host's screen, seats 1 and 2 open for guests, the rest
    computers."""
    players = max(players, game.min_players)
    colors = game.default_colors(players)
    setup = GameSetup(game.id, tuple(SeatSetup(f"P{i}", colors[i], COMPUTER if i > 2 else "human",
                                               "normal" if i > 2 else "") for i in range(players)))
    record = game.new_record(setup, 7_919_000_000 + seed)  # a seed no record's other numbers match
    seats = [Seat("P0", "here")] + [Seat(f"P{i}", "open") for i in GUEST_SEATS] + \
        [Seat(f"P{i}", "computer") for i in range(3, players)]
    return record, seats


class Clock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Table:
    """The host of a seeded game of ``game`` for three players, its guests at seats 1
    and 2 joined, and a computer player for every seat."""

    def __init__(self, game, seed: int, players: int = 3):
        players = max(players, game.min_players)
        self.clock, self.bus = Clock(), Bus()
        self.keys = RoomKeys.of(RoomCode.new())
        record, seats = new_game(game, seed, players)
        self.seed = seed
        self.host = HostRoom(self.bus.wire(), self.keys, game.id, record, seats, clock=self.clock)
        self.bus.attach(self.host)
        self.host.open()
        self.guests = {seat: self.guest(seat) for seat in GUEST_SEATS}
        self.bus.run()
        self.bots = {seat: make_bot("normal", seed + seat) for seat in range(players)}

    def guest(self, seat: int, **kept) -> GuestRoom:
        guest = GuestRoom(self.bus.wire(), self.keys, f"Guest {seat}", seat, clock=self.clock, **kept)
        self.bus.attach(guest)
        return guest

    def step(self) -> None:
        """The seat to move plays one move (its guest asks for it), and every message goes."""
        host = self.host
        seat, who = host.record.state.current_seat, host.who_moves()
        if who in ("here", "computer"):
            host.play(self.bots[seat].choose(host.record.state))
        else:
            guest = self.guests[seat]
            guest.want(self.bots[seat].choose(guest.record.state))
        self.bus.run()

    def to_a_guests_turn(self) -> tuple[int, GuestRoom]:
        """Play on until a guest's seat is to move: that seat and its guest."""
        while self.host.who_moves() != "online":
            self.step()
        seat = self.host.record.state.current_seat
        return seat, self.guests[seat]

    def play_to_end(self, each_move=lambda table: None, limit: int = 3000) -> None:
        for _ in range(limit):
            if self.host.record.state.is_over:
                return
            self.step()
            each_move(self)
        raise AssertionError("the game did not end")

    def host_public_data(self) -> dict:
        return self.host.record.without_seed().to_data()


def public_record(guest: GuestRoom) -> str:
    return json.dumps(guest.record.to_data(), sort_keys=True)
