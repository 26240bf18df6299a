"""A guest's room: one seat of an online game, followed from what the host says
(DESIGN.md, Play online).

A :class:`GuestRoom` talks only through a :class:`~session.online.wire.Wire`: what arrives
goes to :meth:`receive`, the time to :meth:`tick`. It

- waits for the host's ``hello`` (retained, so it is there as soon as the guest listens),
  then joins for its seat with a key pair of its own and, when it comes back to a seat it
  held, the proof of that seat's token (:func:`~session.online.guests.rejoin_proof`),
  repeating its join every :data:`JOIN_AGAIN_S` until the welcome comes;
- on its ``welcome`` pins the key that signed the hello it joined by
  (:mod:`session.online.signing`): from then on nothing on the host's topic signed by
  another key is believed, and :attr:`GuestRoom.pinned` is kept with the guest's game so
  that it holds when the guest comes back; builds its record from the game's public
  start and opening (:meth:`GameRecord.from_public
  <game.record.GameRecord.from_public>`: never the seed nor the hidden order) and asks for
  the moves so far (``catch_up``);
- applies each played move in order with its reveal, through its own engine: a move it
  has already is ignored, one past the next asks to catch up (a move missed); after each,
  it compares its state's public digest with the host's. A digest that differs, or a
  move or reveal its engine refuses, stops the game (:attr:`GuestRoom.stopped`, a sentence
  a player reads) and leaves the record as it is;
- sends ``move_wanted`` for its own seat only, when its seat is to move (:meth:`want`);
  the move is played when the host says it was. Until the host answers (the move played,
  or refused) its seat is not to move (:attr:`GuestRoom.my_turn`): over a real broker the
  guest hears of a move after the host has played it, and a player (or computer) that
  chose again meanwhile would ask for a move the host has already played. When the
  connection comes back (:meth:`GuestRoom.connected`), a move asked and not answered is
  asked again, as the request may have been lost; and so whenever the host's hello, said
  again every few seconds, tells that the move is still to come, or that moves this copy
  lacks were played (an outage can lose the ask to catch up as well as the news).

What the host refuses is said in :attr:`GuestRoom.notice` (a sentence); what this room
refuses or cannot use is written to :attr:`GuestRoom.log` (plain English).
"""
from __future__ import annotations

import logging
import time
from typing import Any

from game.core import IllegalMove, Move, SaveFormatError
from game.record import GameRecord, find_move, move_data
from session import registry
from session.online import room_words
from session.online.channel import Channel
from session.online.envelopes import Envelope, new_client_id
from session.online.guests import rejoin_proof
from session.online.inbox import Inbox, Refusal
from session.online.outbox import Outbox
from session.online.pairing import BadPublicKey, KeyPair, public_key_of
from session.online.rate_limit import Clock
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal
from session.online.signing import VerifyingSeal
from session.online.wire import Wire

log = logging.getLogger(__name__)

JOIN_AGAIN_S = 3.0
"""Seconds between joins while no welcome has come."""
PING_S = 5.0
"""Seconds between the guest's pings on its line."""
HOST_AWAY_S = 15.0
"""Seconds without a word from the host after which it is away."""


class GuestRoom:
    """The guest ``name`` asking for ``seat`` in the room of ``keys``, through ``wire``.
    Coming back to a seat it held: that seat's ``token`` and the host's signing key it
    ``pinned`` then and its public ``record`` so far (all kept with its game)."""

    def __init__(self, wire: Wire, keys: RoomKeys, name: str, seat: int, token: str | None = None,
                 pinned: bytes | None = None, record: GameRecord | None = None, clock: Clock = time.monotonic):
        self.wire, self.keys, self.name, self.seat, self.token, self.clock = wire, keys, name, seat, token, clock
        self.client_id = new_client_id()
        self.key_pair = KeyPair()
        self.host_seal = VerifyingSeal(keys, pinned)
        self.host_inbox = Inbox(self.host_seal, clock, limit_rate=False)
        self.join_outbox = Outbox(Seal(keys), self.client_id)
        self.hello: Envelope | None = None
        """The host's last hello (its seats: ``hello.fields["seats"]``)."""
        self.hello_signer: bytes | None = None
        self.channel_host_public: bytes | None = None
        self.channel: Channel | None = None
        self.welcomed = False
        self.game_id: str | None = None
        """The game's id, from the welcome."""
        self.record: GameRecord | None = record
        self.stopped: str | None = None
        """Why the game stopped for this guest (a sentence), None while it goes on."""
        self.notice: str | None = None
        """The last thing the host refused this guest, in its player's words."""
        self.log: list[str] = []
        self.last_join: float | None = None
        self.last_ping: float | None = None
        self.heard_host: float | None = None
        self.asked_after: int | None = None
        self.wanted: Any = None
        """The move this guest asked for (its data) while the host has not answered."""

    # -- what the guest is --------------------------------------------------------------
    @property
    def pinned(self) -> bytes | None:
        """The host's signing key this guest believes (to keep with its game)."""
        return self.host_seal.pinned

    @property
    def my_turn(self) -> bool:
        """This guest's seat is to move and has not asked for a move yet (:meth:`want`)."""
        return (self.record is not None and self.stopped is None and self.hello is not None
                and self.hello.fields["started"] and self.record.state.current_seat == self.seat
                and self.wanted is None)

    def host_away(self, now: float) -> bool:
        """Nothing came from the host for :data:`HOST_AWAY_S` seconds."""
        return self.heard_host is not None and now - self.heard_host > HOST_AWAY_S

    def _note(self, what: str) -> None:
        self.log.append(what)
        log.info("guest room %s: %s", self.client_id, what)

    # -- joining ---------------------------------------------------------------------
    def _join(self) -> None:
        host_public = self.channel_host_public
        proof = None if self.token is None else rejoin_proof(self.token, self.keys, host_public, self.client_id,
                                                             self.key_pair.public)
        _envelope, payload = self.join_outbox.message(self.keys.join_topic, "join", name=self.name, seat=self.seat,
                                                      public_key=self.key_pair.public_text, proof=proof)
        self.wire.publish(self.keys.join_topic, payload)
        self.last_join = self.clock()

    def _on_hello(self, hello: Envelope) -> None:
        if self.host_seal.last_signer.hex() != hello.fields["signing_key"]:
            self._note(f"hello from {hello.sender} signed by another key than it names")
            return
        same_opening = self.hello is not None and hello.fields["host_key"] == self.hello.fields["host_key"] \
            and hello.sender == self.hello.sender
        self.hello, self.hello_signer = hello, self.host_seal.last_signer
        if same_opening:
            self._behind_or_waiting(hello.fields["moves"])
            return
        try:  # the host opened the room (again): pair with its key of this opening and join
            self.channel_host_public = public_key_of(hello.fields["host_key"])
            self.channel = Channel.guest_end(self.keys, self.key_pair, self.client_id, self.channel_host_public,
                                             hello.sender, self.clock)
        except BadPublicKey as error:
            self._note(f"hello with a key to pair with that is none: {error}")
            self.hello = None
            return
        self.welcomed = False
        self._join()

    def _behind_or_waiting(self, played: int) -> None:
        """The host says ``played`` moves are played: ask for those this copy lacks, or
        again for this seat's move if the host has not played it (the ask may be lost)."""
        if not self.welcomed or self.record is None or self.stopped is not None:
            return
        have = len(self.record.entries)
        if played > have:
            self._catch_up()
        elif played == have and self.wanted is not None:
            self._send_wanted()

    def _on_welcome(self, welcome: Envelope) -> None:
        fields = welcome.fields
        if fields["seat"] != self.seat or fields["to"] != self.client_id:
            self._note(f"a welcome for seat {fields['seat']}, not {self.seat}")
            return
        self.token, self.welcomed, self.game_id = fields["token"], True, fields["game"]
        self.wanted = None  # asked on the line of an earlier opening, which is gone
        self.host_seal.pinned = self.hello_signer
        if self.record is None or self.record.start != {"public": fields["start"]} \
                or self.record.opening != fields["opening"]:
            try:
                self.record = self._new_record(fields)
            except (ValueError, KeyError) as error:  # SaveFormatError and IllegalMove too
                self._note(f"a welcome whose game cannot start: {error}")
                self._stop()
                return
        self._catch_up()

    def _new_record(self, fields: dict) -> GameRecord:
        state_class = registry.get(fields["game"]).state_class()
        return GameRecord.from_public(state_class, tuple(fields["humans"]), fields["start"], fields["opening"])

    def _catch_up(self) -> None:
        have = len(self.record.entries)
        self.asked_after = have
        self._send("catch_up", have=have)

    def connected(self) -> None:
        """The connection is made or back (the transport said so): ask for the moves
        missed, and again for the move asked and not answered (it may be lost)."""
        if self.welcomed and self.record is not None and self.stopped is None:
            self._catch_up()
            if self.wanted is not None:
                self._send_wanted()

    def _send(self, kind: str, **fields: Any) -> None:
        _envelope, payload = self.channel.send(kind, **fields)
        self.wire.publish(self.channel.send_topic, payload)

    # -- what arrives ----------------------------------------------------------------
    def receive(self, topic: str, payload: bytes) -> None:
        """Take what came on ``topic``: the host's topic, or this guest's down line;
        the rest of the room's traffic is not for it."""
        if topic == self.keys.host_topic:
            message = self.host_inbox.receive(topic, payload)
            if isinstance(message, Refusal):
                self._note(f"on the host's topic {message}")
                return
            self.heard_host = self.clock()
            if message.kind == "hello":
                self._on_hello(message)
            elif self.hello is None or message.sender != self.hello.sender:
                self._note(f"a {message.kind} from {message.sender}, who is not the host of the hello")
            elif message.kind == "move_played":
                self._on_played(message.fields, asking=True)
        elif self.channel is not None and topic == self.channel.receive_topic:
            message = self.channel.receive(topic, payload)
            if isinstance(message, Refusal):
                self._note(f"on this guest's line {message}")
                return
            self.heard_host = self.clock()
            if message.kind == "welcome":
                self._on_welcome(message)
            elif message.kind == "state" and self.record is not None:
                for played in message.fields["moves"]:
                    self._on_played(played, asking=False)
            elif message.kind == "refused":
                self.notice = self._refusal_sentence(message.fields["reason"])
                self.wanted = None  # the seat may choose again
                self._note(f"the host refused: {message.fields['reason']}")

    def _refusal_sentence(self, reason: str) -> str:
        if reason == "illegal" and self.record is not None and self.wanted is not None:
            try:
                return self.record.state.why_illegal(find_move(self.record.state, self.wanted)) \
                    or room_words.refusal(reason)
            except SaveFormatError as error:
                return str(error)
        return room_words.refusal(reason)

    def _on_played(self, played: dict, asking: bool) -> None:
        if self.record is None or self.stopped is not None:
            return
        number, have = played["number"], len(self.record.entries)
        if number < have:
            return  # had it already
        if number > have:
            if asking and self.asked_after != have:
                self._note(f"move {number} came while {have} is next: asking for the ones missed")
                self._catch_up()
            return
        state = self.record.state
        try:
            if played["seat"] != state.current_seat:
                raise IllegalMove(f"seat {played['seat']} played while seat {state.current_seat} is to move")
            self.record.play(find_move(state, played["move"]), played["reveal"])
        except (IllegalMove, SaveFormatError) as error:
            self._note(f"move {number} from the host cannot be played here: {error}")
            self._stop()
            return
        self.wanted = None
        if self.record.state.public_digest() != played["hash"]:
            self._note(f"after move {number} this state's digest is not the host's")
            self._stop()

    def _stop(self) -> None:
        """The copies disagree: the game stops here, both records kept as they are."""
        self.stopped = room_words.stopped_apart()
        if self.channel is not None:
            self._send("bye", reason="mismatch")

    # -- acting ----------------------------------------------------------------------
    def want(self, move: Move) -> None:
        """Ask the host to play ``move`` for this guest's seat (when it is to move)."""
        if not (self.my_turn and self.welcomed):
            raise ValueError(f"seat {self.seat} is not to move, or has asked already")
        self.wanted = move_data(move)
        self.notice = None
        self._send_wanted()

    def _send_wanted(self) -> None:
        self._send("move_wanted", token=self.token, seat=self.seat, number=len(self.record.entries),
                   move=self.wanted)

    def leave(self) -> None:
        """Say goodbye to the host (this Tessera leaves the room)."""
        if self.channel is not None and self.welcomed:
            self._send("bye", reason="leaving")

    def tick(self, now: float) -> None:
        """Time passed: join again while no welcome came; ping the host once welcomed."""
        if self.channel is None:
            return
        if not self.welcomed:
            if self.last_join is None or now - self.last_join >= JOIN_AGAIN_S:
                self._join()
        elif self.last_ping is None or now - self.last_ping >= PING_S:
            self.last_ping = now
            self._send("ping")
