"""An online player with no window: a host or a guest whose seats computer players play,
for tests across real processes and for trying a room out by hand.

::

    python -m session.online.headless host GAME --broker HOST:PORT --players N \\
        --seats here,open,open --folder DIR [--code CODE] [--level normal] [--seed S]
    python -m session.online.headless host --continue DIR --broker HOST:PORT
    python -m session.online.headless join --code CODE --broker HOST:PORT --seat N \\
        --name NAME --folder DIR [--level normal]
    python -m session.online.headless join --folder DIR --broker HOST:PORT

``--broker embedded`` (or ``embedded:PORT``) has the host start the broker itself
(:class:`~session.online.local_broker.LocalBroker`, on ``--listen``, loopback unless
told). A seat is ``here`` (a computer of ``--level`` plays it for the host), ``computer``
or ``open`` (for a guest). Each side keeps its game in its folder after every move
(:mod:`session.online.kept_rooms`); started again on that folder, it takes the game up
where it was: the host with the same code, key and tokens, a guest with its token.

What happens is printed on stdout, one JSON object a line, for machines and logs (never
for players, so never translated): ``{"event": "open", "code": ..., "broker": ...}`` once
the host's room is open, ``"joined"`` when a guest is welcomed, ``"saved"`` with the
moves kept after each save, ``"connected"``/``"away"`` as the connection comes and goes,
``"over"`` with the final public digest, scores and winners, ``"stopped"`` when a
guest's copy disagrees with the host's, and ``"noted"`` with ``what`` for each thing its
room refused or could not use (the room's log: a message malformed, replayed, forged,
for another seat, illegal, one too many) and for the messages the transport dropped for
their size. The log goes to stderr.
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from pathlib import Path
from typing import Callable

from game.bots import LEVELS, make_bot
from session import registry
from session.online.computer_seats import play_guest_seat, play_host_seats
from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom, Seat
from session.online.kept_rooms import KeptGuest, KeptHost, keep, kept_guest, kept_host
from session.online.local_broker import LocalBroker
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.room_loop import RoomLoop
from session.online.transport import MAX_MESSAGE_BYTES, Away, Connected, Refused, Transport
from session.online.wire import TransportWire
from session.seats import COMPUTER, HUMAN, GameSetup, SeatSetup

log = logging.getLogger(__name__)

EMBEDDED = "embedded"
SEAT_KINDS = ("here", "computer", "open")
AFTER_END_S = 15.0
"""Seconds the host stays after the game's end for guests that have not said goodbye
(one that missed the last moves asks for them)."""
RECONNECT = {"reconnect_min_s": 0.2, "reconnect_max_s": 2.0}
"""A headless player tries again sooner than the app (a broker restarting is back in a
moment on loopback)."""


def say(event: str, **fields) -> None:
    """One machine-readable line on stdout."""
    print(json.dumps({"event": event, **fields}), flush=True)


def broker_address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit():
        raise argparse.ArgumentTypeError(f"not HOST:PORT: {text!r}")
    return host, int(port)


class Keeper:
    """Writes a side's game into its folder when what it keeps has changed (the moves,
    the tokens, the seats), and says so."""

    def __init__(self, folder: Path, kept: Callable[[], KeptHost | KeptGuest], moves: Callable[[], int]):
        self.folder, self.kept, self.moves = folder, kept, moves
        self.last: str | None = None

    def __call__(self) -> None:
        text = self.kept().to_text()
        if text != self.last:
            keep(self.folder, self.kept())
            self.last = text
            say("saved", moves=self.moves())


class Notes:
    """Says (``noted``) each entry added to a room's log since the last call, and how many
    more messages the transport dropped for their size."""

    def __init__(self, room: HostRoom | GuestRoom, transport: Transport):
        self.room, self.transport = room, transport
        self.said = 0
        self.dropped = 0

    def __call__(self) -> None:
        for what in self.room.log[self.said:]:
            say("noted", what=what)
        self.said = len(self.room.log)
        dropped = self.transport.dropped_oversize
        if dropped > self.dropped:
            say("noted", what=f"dropped {dropped - self.dropped} messages over {MAX_MESSAGE_BYTES} bytes")
            self.dropped = dropped


def said_connection(events: list) -> None:
    for event in events:
        if isinstance(event, Connected):
            say("connected")
        elif isinstance(event, Away):
            say("away", reason=event.reason)
        elif isinstance(event, Refused):
            say("refused", reason=event.reason)


def game_over_line(record) -> None:
    state = record.state
    say("over", moves=len(record.entries), digest=state.public_digest(), scores=list(state.scores()),
        winners=list(state.winners()))


# -- the host --------------------------------------------------------------------------
def new_host_game(args) -> KeptHost:
    game = registry.get(args.game)
    seats = args.seats.split(",") if args.seats else ["here"] + ["open"] * (args.players - 1)
    if len(seats) != args.players or any(seat not in SEAT_KINDS for seat in seats):
        raise SystemExit(f"--seats must name {args.players} seats, each one of {', '.join(SEAT_KINDS)}")
    colors = game.default_colors(args.players)
    setup = GameSetup(game.id, tuple(
        SeatSetup(f"{args.name} {number}" if kind == "here" else f"Seat {number}", colors[number],
                  COMPUTER if kind == "computer" else HUMAN, args.level if kind == "computer" else "")
        for number, kind in enumerate(seats)))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2 ** 48)
    code = RoomCode.parse(args.code) if args.code else RoomCode.new()
    return KeptHost(code, game.id, game.new_record(setup, seed),
                    [Seat(setup.seats[number].name, kind) for number, kind in enumerate(seats)], None, {})


def run_host(args) -> int:
    folder = Path(args.folder or args.continue_from)
    if args.continue_from:
        kept = kept_host(folder)
        if kept is None:
            raise SystemExit(f"no host's game kept in {folder}")
    else:
        kept = new_host_game(args)
    broker = None
    if args.broker.split(":")[0] == EMBEDDED:
        port = int(args.broker.partition(":")[2] or 0)
        broker = LocalBroker(args.listen, port)
        say("broker", port=broker.start())
        address = ("127.0.0.1" if args.listen in ("0.0.0.0", "::") else args.listen, broker.port)
    else:
        address = broker_address(args.broker)
    keys = RoomKeys.of(kept.code)
    transport = Transport(*address, keys.topic_prefix, **RECONNECT)
    wire = TransportWire(transport)
    host = HostRoom(wire, keys, kept.game_id, kept.record, kept.seats, kept.signer, kept.tokens)
    kept.signer = host.signer
    keeper = Keeper(folder, lambda: KeptHost(kept.code, kept.game_id, host.record, host.seats, host.signer,
                                             host.guests.tokens), lambda: len(host.record.entries))
    host.keep = keeper  # each move kept before it is told
    keeper()
    players = host.record.state.players
    bots = {seat: make_bot(args.level, (args.seed or 0) + seat) for seat in range(players)}
    loop = RoomLoop(wire, host, lambda: play_host_seats(host, bots))
    notes = Notes(host, transport)
    over_since = None
    try:
        while True:
            events = loop.turn()
            said_connection(events)
            notes()
            if any(isinstance(event, Connected) for event in events) and loop.connections == 1:
                say("open", code=kept.code.text, broker=f"{address[0]}:{address[1]}", game=kept.game_id,
                    moves=len(host.record.entries))
            keeper()
            if host.record.state.is_over:
                if over_since is None:
                    over_since = time.monotonic()
                    game_over_line(host.record)
                guests_gone = all(seat.away for seat in host.seats if seat.who == "online")
                if guests_gone or time.monotonic() - over_since > AFTER_END_S:
                    return 0
    finally:
        transport.close()
        if broker is not None:
            broker.stop()


# -- a guest ---------------------------------------------------------------------------
def run_guest(args) -> int:
    folder = Path(args.folder)
    kept = kept_guest(folder)
    if kept is None:
        if not (args.code and args.seat is not None and args.name):
            raise SystemExit("a guest's first join needs --code, --seat and --name")
        kept = KeptGuest(RoomCode.parse(args.code), args.seat, args.name)
    keys = RoomKeys.of(kept.code)
    transport = Transport(*broker_address(args.broker), keys.topic_prefix, **RECONNECT)
    wire = TransportWire(transport)
    guest = GuestRoom(wire, keys, kept.name, kept.seat, kept.token, kept.pinned, kept.record)
    keeper = Keeper(folder, lambda: KeptGuest(kept.code, guest.seat, guest.name, guest.game_id or kept.game_id,
                                              guest.record, guest.token, guest.pinned),
                    lambda: 0 if guest.record is None else len(guest.record.entries))
    keeper()
    bot = make_bot(args.level, kept.seat)
    loop = RoomLoop(wire, guest, lambda: play_guest_seat(guest, bot))
    notes = Notes(guest, transport)
    welcomed = False
    try:
        while True:
            said_connection(loop.turn())
            notes()
            if guest.welcomed != welcomed:  # a welcome, or a new opening of the room (the host came back)
                welcomed = guest.welcomed
                if welcomed:
                    say("joined", seat=guest.seat, moves=len(guest.record.entries))
            keeper()
            if guest.stopped is not None:
                say("stopped", why=guest.stopped, log=guest.log)
                return 2
            if guest.record is not None and guest.record.state.is_over:
                game_over_line(guest.record)
                guest.leave()
                return 0
    finally:
        transport.close()


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m session.online.headless", description=__doc__.split("\n\n")[0])
    sides = parser.add_subparsers(dest="side", required=True)
    host = sides.add_parser("host", help="open a room and host a game in it")
    host.add_argument("game", nargs="?", choices=[game.id for game in registry.all_games() if game.keeps_records])
    host.add_argument("--continue", dest="continue_from", metavar="DIR", help="take up the game kept in DIR")
    host.add_argument("--broker", required=True, help="HOST:PORT, or embedded[:PORT] to start one here")
    host.add_argument("--listen", default="127.0.0.1", help="the address the embedded broker listens on")
    host.add_argument("--players", type=int, default=3)
    host.add_argument("--seats", help="each seat's kind, comma-separated: here, computer or open")
    host.add_argument("--folder", help="where the game is kept")
    host.add_argument("--code", help="the room's code (a new one if not given)")
    host.add_argument("--name", default="Host")
    host.add_argument("--level", default="normal", choices=LEVELS)
    host.add_argument("--seed", type=int)
    join = sides.add_parser("join", help="join a room as a guest, or come back to it")
    join.add_argument("--code")
    join.add_argument("--broker", required=True, help="HOST:PORT")
    join.add_argument("--seat", type=int)
    join.add_argument("--name")
    join.add_argument("--folder", required=True, help="where the game is kept")
    join.add_argument("--level", default="normal", choices=LEVELS)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("session").setLevel(logging.INFO)
    if args.side == "host":
        if not args.continue_from and not (args.game and args.folder):
            raise SystemExit("a new host's game needs GAME and --folder")
        return run_host(args)
    return run_guest(args)


if __name__ == "__main__":
    sys.exit(main())
