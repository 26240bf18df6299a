"""The host's room: the authority of an online game (DESIGN.md, Play online).

A :class:`HostRoom` holds the game's record with the seed (the only one that has it), its
seats and its table of guests (:class:`~session.online.guests.Guests`), and talks only
through a :class:`~session.online.wire.Wire`: what arrives is handed to :meth:`receive`,
the time to :meth:`tick`. Every seat is a person at the host's screen (``here``), a
computer, or a friend online: ``open`` until a guest takes it, then ``online``.

- :meth:`open` publishes the ``hello`` (retained, so a guest that comes later hears it;
  published again whenever a seat changes, and on each :meth:`connected`). It names the host's pairing key and its
  signing key: everything the host says on its topic is signed
  (:mod:`session.online.signing`).
- A ``join`` for an open seat, or with the proof of a seat's token, is answered on the
  guest's own line with a ``welcome``: the seat, its token, the game's id, its start
  without the seed and its opening. The guest then asks for the moves so far
  (``catch_up``) and gets them with their reveals in ``state`` messages; the same answers
  a guest that missed moves or came back. The game starts when no seat is open.
- A guest's ``move_wanted`` passes the seat check (:func:`~session.online.guests.seat_refusal`),
  must be for the seat to move, as the next move (else ``stale``: it was played or
  answered already) and be one of the engine's legal moves; then the record plays it.
  Anything refused is answered with ``refused`` on the guest's line and written to
  :attr:`HostRoom.log`; it changes nothing. The reason is one of the protocol's, which the
  guest says in its player's language; for an illegal move the host does not send its
  engine's sentence, which is in the host's language and which the guest's engine can
  say itself.
- Every move played, by a guest, at the host's screen or by a computer (:meth:`play`),
  goes out the same way: ``move_played`` with its number, the move, its reveal and the
  public digest after it.
- A guest not heard from (its pings) for :data:`AWAY_S` seconds is away;
  :meth:`give_to_computer` hands a guest's seat to a computer and :meth:`give_back`
  returns it (its token stays, so its guest can come back to it).
- Take-back is not offered online: a ``take_back_wanted`` is refused (``cannot_take_back``).
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable

from game.core import IllegalMove, Move, SaveFormatError
from game.record import Entry, GameRecord, find_move, move_data
from session.online.envelopes import MOVES_AT_ONCE, Envelope, new_client_id
from session.online.guests import Guest, Guests, seat_refusal
from session.online.inbox import Inbox, Refusal
from session.online.outbox import Outbox
from session.online.pairing import KeyPair
from session.online.rate_limit import Clock
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal
from session.online.signing import HostSigner, SigningSeal
from session.online.wire import Wire

log = logging.getLogger(__name__)

AWAY_S = 15.0
"""Seconds without a word from a guest after which its seat is away."""
PING_S = 5.0
"""Seconds between the host's hellos said again on its topic (its ping: see :meth:`HostRoom.tick`)."""


@dataclass
class Seat:
    """One seat as the room shows it: its player's ``name``, ``who`` holds it (``here``,
    ``computer``, ``open`` or ``online``) and whether its guest is ``away``."""

    name: str
    who: str
    away: bool = False
    away_since: float | None = None

    def as_message(self) -> dict:
        return {"name": self.name, "who": self.who, "away": self.away}


class HostRoom:
    """The room of the game ``record`` (with its seed) of the game ``game_id``, in the
    room of ``keys``, talking through ``wire``; ``seats`` as at the setup (``here``,
    ``computer`` or ``open``). ``signer`` and ``tokens`` are those kept with a game taken
    up again (Continue); ``clock`` is the monotonic clock of :meth:`tick`'s ``now``.
    ``keep`` is called after each move is played and before anyone is told of it: the
    game is kept first, so a host that stops (a crash, a kill) and takes the game up
    again never lacks a move its guests have."""

    def __init__(self, wire: Wire, keys: RoomKeys, game_id: str, record: GameRecord, seats: list[Seat],
                 signer: HostSigner | None = None, tokens: dict[int, str] | None = None,
                 clock: Clock = time.monotonic, keep: Callable[[], None] = lambda: None):
        if len(seats) != record.state.players:
            raise ValueError(f"{len(seats)} seats for a {record.state.players}-player game")
        self.wire, self.keys, self.game_id, self.record, self.clock = wire, keys, game_id, record, clock
        self.keep = keep
        self.seats = seats
        self.client_id = new_client_id()
        self.signer = signer or HostSigner()
        self.guests = Guests(keys, KeyPair(), self.client_id, tokens, clock)
        for seat in self.guests.tokens:
            self.seats[seat].who, self.seats[seat].away = "online", True
        self.join_inbox = Inbox(Seal(keys), clock)
        self.outbox = Outbox(SigningSeal(keys, self.signer), self.client_id)
        self.public_start = record.state_class.public_start(record.start["new"])
        self.heard: dict[str, float] = {}
        self.last_ping: float | None = None
        self.log: list[str] = []
        """What was refused or went wrong, for the log (plain English)."""
        self.computer_holds: set[int] = set()
        """Guests' seats a computer plays for now (:meth:`give_to_computer`)."""
        self.digests = self._digests()
        """The public digest after each move of the record."""

    def _digests(self) -> list[str]:
        state, digests = self.record.initial_state(), []
        for entry in self.record.entries:
            state.apply(entry.move)
            digests.append(state.public_digest())
        return digests

    # -- what the room is -----------------------------------------------------------
    @property
    def started(self) -> bool:
        """No seat is open any more: the game is on."""
        return all(seat.who != "open" for seat in self.seats)

    def who_moves(self) -> str | None:
        """Who plays the seat to move: ``here``, ``computer`` or ``online`` (None: the game
        is over or has not started)."""
        seat = self.record.state.current_seat
        if seat is None or not self.started:
            return None
        return "computer" if seat in self.computer_holds else self.seats[seat].who

    # -- saying things --------------------------------------------------------------
    def _note(self, what: str) -> None:
        self.log.append(what)
        log.info("host room: %s", what)

    def _tell_everyone(self, kind: str, retain: bool = False, **fields) -> None:
        _envelope, payload = self.outbox.message(self.keys.host_topic, kind, **fields)
        self.wire.publish(self.keys.host_topic, payload, retain)

    def _tell(self, guest: Guest, kind: str, **fields) -> None:
        _envelope, payload = guest.channel.send(kind, **fields)
        self.wire.publish(guest.channel.send_topic, payload)

    def open(self) -> None:
        """Publish the room's ``hello`` (retained): again after every change of a seat."""
        seats = [{**seat.as_message(), "who": "computer"} if number in self.computer_holds else seat.as_message()
                 for number, seat in enumerate(self.seats)]
        self._tell_everyone("hello", retain=True, game=self.game_id, seats=seats,
                            moves=len(self.record.entries), started=self.started,
                            host_key=self.guests.host.public_text, signing_key=self.signer.public_text)

    def connected(self) -> None:
        """The connection is made or back (the transport said so): open the room, or
        say its hello again, which a broker that restarted has lost."""
        self.open()

    def _played(self, number: int, entry: Entry) -> dict:
        return {"number": number, "seat": entry.seat, "move": move_data(entry.move), "reveal": entry.reveal,
                "hash": self.digests[number]}

    # -- what arrives ---------------------------------------------------------------
    def receive(self, topic: str, payload: bytes) -> None:
        """Take what came on ``topic``: a join, a guest's request on its line; the host's
        own topic and other guests' down lines are not for the host."""
        if topic == self.keys.join_topic:
            join = self.join_inbox.receive(topic, payload)
            if isinstance(join, Refusal):
                self._note(f"join {join}")
            else:
                self._admit(join)
        elif self.keys.guest_of_up_topic(topic) is not None:
            request = self.guests.receive(topic, payload)
            if isinstance(request, Refusal):
                self._note(str(request))
            else:
                self._heard(request.sender)
                self._answer(request)

    def _admit(self, join: Envelope) -> None:
        seat = join.fields["seat"]
        was_away = seat < len(self.seats) and self.seats[seat].away
        guest = self.guests.admit(join, seat < len(self.seats) and self.seats[seat].who == "open")
        if isinstance(guest, Refusal):
            self._note(f"join {guest}")
            refused = self.guests.by_client.get(join.sender)
            if refused is not None and refused.seat is None:
                self._tell(refused, "refused", to=refused.client_id, number=None,
                           reason="started" if self.started else "seat_taken")
            return
        if seat >= len(self.seats):  # the schema allows 8 seats, the game fewer
            self.guests.free(seat)
            self._note(f"join from {guest.client_id} for seat {seat}, which this game has not")
            self._tell(guest, "refused", to=guest.client_id, reason="seat_taken", number=None)
            return
        self.heard[guest.client_id] = self.clock()
        self._tell(guest, "welcome", to=guest.client_id, seat=seat, token=self.guests.token(guest),
                   game=self.game_id, start=self.public_start, opening=self.record.opening,
                   humans=list(self.record.humans))
        changed = self.seats[seat].who != "online" or self.seats[seat].name != guest.name or was_away
        self.seats[seat] = Seat(guest.name, "online")
        if changed:
            self.open()

    def _answer(self, request: Envelope) -> None:
        guest = self.guests.by_client[request.sender]
        if request.kind == "catch_up":
            self._send_moves(guest, request.fields["have"])
        elif request.kind == "move_wanted":
            self._move_wanted(guest, request)
        elif request.kind == "take_back_wanted":
            self._refuse(guest, request, "cannot_take_back", "asks to take a move back, which is not offered online")
        elif request.kind == "bye":
            self._note(f"guest {guest.client_id} left ({request.fields['reason']})")
            seat = guest.seat
            self.guests.leave(guest.client_id)
            if seat is not None:
                self._mark_away(seat, True)

    def _refuse(self, guest: Guest, request: Envelope, reason: str, why: str) -> None:
        self._note(f"{request.kind} from {guest.client_id} refused ({reason}): {why}")
        self._tell(guest, "refused", to=guest.client_id, reason=reason, number=request.fields.get("number"))

    def _send_moves(self, guest: Guest, have: int) -> None:
        """The moves after the first ``have`` to ``guest``, in ``state`` messages."""
        if guest.seat is None:
            return
        entries = self.record.entries
        for first in range(have, len(entries), MOVES_AT_ONCE):
            chunk = [self._played(number, entries[number])
                     for number in range(first, min(first + MOVES_AT_ONCE, len(entries)))]
            self._tell(guest, "state", to=guest.client_id, moves=chunk)

    def _move_wanted(self, guest: Guest, request: Envelope) -> None:
        if (refusal := seat_refusal(request, self.guests)) is not None:
            self._refuse(guest, request, refusal.answer, refusal.reason)
            return
        seat, number, state = request.fields["seat"], request.fields["number"], self.record.state
        if seat in self.computer_holds:
            self._refuse(guest, request, "not_your_seat", f"seat {seat} is a computer's now")
        elif number != len(self.record.entries):
            self._refuse(guest, request, "stale", f"move {number} asked when {len(self.record.entries)} is next")
        elif not self.started or state.current_seat != seat:
            self._refuse(guest, request, "not_your_turn", f"seat {seat} asks while seat {state.current_seat} moves")
        else:
            try:
                move = find_move(state, request.fields["move"])
                self.play(move)
            except (IllegalMove, SaveFormatError) as error:
                self._refuse(guest, request, "illegal", str(error))

    # -- playing --------------------------------------------------------------------
    def play(self, move: Move) -> Entry:
        """Play ``move`` for the seat to move (a guest's, checked; the host's screen's or a
        computer's) and tell everyone; IllegalMove changes nothing."""
        if not self.started:
            raise IllegalMove("The game has not started yet.")
        entry = self.record.play(move)
        self.digests.append(self.record.state.public_digest())
        number = len(self.record.entries) - 1
        self.keep()
        self._tell_everyone("move_played", **self._played(number, entry))
        return entry

    # -- seats: away, computer ------------------------------------------------------
    def _heard(self, client_id: str) -> None:
        self.heard[client_id] = self.clock()
        guest = self.guests.by_client.get(client_id)
        if guest is not None and guest.seat is not None and self.seats[guest.seat].away:
            self._mark_away(guest.seat, False)

    def _mark_away(self, seat: int, away: bool) -> None:
        self.seats[seat].away = away
        self.seats[seat].away_since = self.clock() if away else None
        self.open()

    def tick(self, now: float) -> None:
        """Time passed: a guest silent for :data:`AWAY_S` is away; every :data:`PING_S` the
        host says its hello again, which also tells how many moves are played: a guest
        whose ask or whose news of a move was lost (a broker's outage loses both ways)
        finds out from it that it is behind or that its move is still to come."""
        for guest in list(self.guests.by_client.values()):
            if guest.seat is not None and not self.seats[guest.seat].away \
                    and now - self.heard.get(guest.client_id, now) > AWAY_S:
                self._note(f"guest {guest.client_id} of seat {guest.seat} not heard for {AWAY_S:g} s: away")
                self._mark_away(guest.seat, True)
        if self.last_ping is None or now - self.last_ping >= PING_S:
            self.last_ping = now
            self.open()

    def give_to_computer(self, seat: int) -> None:
        """A computer plays the guest's ``seat`` from now on (its guest away, or gone)."""
        if self.seats[seat].who != "online":
            raise ValueError(f"seat {seat} is no guest's")
        self.computer_holds.add(seat)
        self.open()

    def give_back(self, seat: int) -> None:
        """The guest's ``seat`` is its guest's again."""
        self.computer_holds.discard(seat)
        self.open()
