"""The host's table of its guests, and whether a guest may act for the seat it names.

Each guest that joined with a public key the host could pair with has a :class:`Guest`:
its client id, its key, its line with the host (:class:`~session.online.channel.Channel`)
and the seat it holds, if any. Apart from the live guests the table keeps each guest
seat's token (:attr:`Guests.tokens`): the room logic saves them with the game, so that
after the host's Continue the guests come back to their seats and nobody else does.

A ``join`` (:meth:`Guests.admit`) is sealed with the room's key, so every member reads
it; nothing in it lets another client take a seat:

- a client id that joined before with another public key is refused: a client id binds
  one key, and a join copied under another's client id binds nothing;
- the same client with the same key asking again (a guest repeats its join until its
  ``welcome`` comes, and a join repeated changes nothing) gets its seat again, the same
  token, the room logic sending it the same welcome again;
- a seat that has a token goes only to a join with the proof of that token
  (:func:`rejoin_proof`), a keyed hash bound to the joining client's id and key and to
  the host's key of this opening: one member reading it can neither use it for its own
  client nor replay it after the host opens the room again. A guest that proves its
  seat takes it over from the client that held it (the same player on a new run of
  Tessera), whose line is closed;
- a seat without a token goes to the first guest that asks, when the room logic says it
  is open to guests.

A guest that joins before the host is there hears no ``hello``, so has no host key to
pair with: it waits for one (the host publishes its ``hello`` retained) and joins then,
repeating its join until the welcome comes. A ``hello`` with another host key means the
host opened the room again: the guest joins again, with a new key pair and its token's
proof.

What a guest sends after joining comes on its own line (:meth:`Guests.receive`), and a
request for a seat is for that guest's seat only, with its token (:func:`seat_refusal`).
"""
from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass

from session.online.channel import Channel
from session.online.envelopes import Envelope, new_token
from session.online.inbox import Refusal
from session.online.pairing import BadPublicKey, KeyPair, public_key_of
from session.online.rate_limit import Clock
from session.online.room_keys import RoomKeys

MAX_GUESTS = 64
"""Guests the table pairs with; a room has far fewer (as the inbox's senders)."""
_PROOF_LABEL = b"tessera v1 rejoin"


def rejoin_proof(token: str, keys: RoomKeys, host_public: bytes, client_id: str, guest_public: bytes) -> str:
    """The proof that the client ``client_id`` joining with ``guest_public`` holds the
    seat token ``token``, for the host whose key is ``host_public`` in the room of
    ``keys``: HMAC-SHA256 keyed by the token, 64 hex digits."""
    bound = b"\x00".join((_PROOF_LABEL, keys.topic_prefix.encode("utf-8"), host_public.hex().encode("ascii"),
                          client_id.encode("utf-8"), guest_public.hex().encode("ascii")))
    return hmac.new(bytes.fromhex(token), bound, hashlib.sha256).hexdigest()


@dataclass
class Guest:
    """A guest the host paired with: its line and the seat it holds (None: none yet)."""

    client_id: str
    public_key: bytes
    name: str
    channel: Channel
    seat: int | None = None


@dataclass(frozen=True)
class SeatRefusal(Refusal):
    """A request for a seat its sender may not act for; ``answer`` is the reason the room
    tells the guest (one of :data:`~session.online.envelopes.REFUSALS`)."""

    answer: str = "not_your_seat"


class Guests:
    """The host's guests in the room of ``keys``, the host being ``host_id`` with the key
    pair ``host`` of this opening of the room; ``tokens`` are the guest seats' tokens
    kept from before (seat → token)."""

    def __init__(self, keys: RoomKeys, host: KeyPair, host_id: str, tokens: dict[int, str] | None = None,
                 clock: Clock = time.monotonic):
        self.keys, self.host, self.host_id, self.clock = keys, host, host_id, clock
        self.tokens: dict[int, str] = dict(tokens or {})
        self.by_client: dict[str, Guest] = {}

    def holder(self, seat: int) -> Guest | None:
        """The live guest holding ``seat``, if any."""
        return next((guest for guest in self.by_client.values() if guest.seat == seat), None)

    def token(self, guest: Guest) -> str | None:
        """The token of ``guest``'s seat, for its welcome (None when it holds none)."""
        return None if guest.seat is None else self.tokens[guest.seat]

    def admit(self, join: Envelope, seat_open: bool) -> Guest | Refusal:
        """The guest that sent the checked ``join``, holding the seat it asks for, or why
        it does not (for the log). ``seat_open``: whether the room logic would give that
        seat to a guest if no guest's token held it (a seat open to friends online, before
        the game starts). A refused guest that could be paired with stays in the table
        without a seat, so the host can answer it on its line."""
        client = join.sender
        if join.kind != "join":
            return Refusal(f"a {join.kind} where a join was due", client)
        guest = self.by_client.get(client)
        try:
            public = public_key_of(join.fields["public_key"])
            if guest is None:
                if len(self.by_client) >= MAX_GUESTS:
                    return Refusal(f"a new guest past the {MAX_GUESTS} a room may have", client)
                channel = Channel.host_end(self.keys, self.host, self.host_id, public, client, self.clock)
                guest = self.by_client[client] = Guest(client, public, join.fields["name"], channel)
        except BadPublicKey as error:
            return Refusal(str(error), client)
        if guest.public_key != public:
            return Refusal("joined before with another public key; a client id stays bound to its first", client)
        seat = join.fields["seat"]
        if guest.seat == seat:
            return guest
        if seat in self.tokens:
            proof = join.fields["proof"]
            expected = rejoin_proof(self.tokens[seat], self.keys, self.host.public, client, public)
            if proof is None or not hmac.compare_digest(proof, expected):
                return Refusal(f"asks for seat {seat}, which is another guest's, without the proof of its token",
                               client)
            if (earlier := self.holder(seat)) is not None:
                self.leave(earlier.client_id)
        elif not seat_open:
            return Refusal(f"asks for seat {seat}, which is not open to guests", client)
        self._release(guest)
        guest.seat, guest.name = seat, join.fields["name"]
        self.tokens.setdefault(seat, new_token())
        return guest

    def _release(self, guest: Guest) -> None:
        """``guest`` gives up the seat it held, if any (it asked for another)."""
        if guest.seat is not None:
            del self.tokens[guest.seat]
            guest.seat = None

    def leave(self, client_id: str) -> None:
        """The guest ``client_id`` is gone from the table and its line closed; the token of
        its seat stays, for its coming back (the room logic drops it with :meth:`free`)."""
        self.by_client.pop(client_id, None)

    def free(self, seat: int) -> None:
        """``seat`` is no guest's any more (given to a computer or to the host's screen):
        its token is forgotten and a guest that held it holds nothing."""
        if (holder := self.holder(seat)) is not None:
            holder.seat = None
        self.tokens.pop(seat, None)

    def receive(self, topic: str, payload: bytes) -> Envelope | Refusal:
        """The checked message ``payload`` that came on ``topic``, a guest's up topic, or
        why it is refused: on no guest's line, on the line of a client that has not
        joined, or refused by that line (:meth:`Channel.receive`)."""
        client = self.keys.guest_of_up_topic(topic)
        if client is None:
            return Refusal(f"on {topic[:160]!r}, which is no guest's line")
        guest = self.by_client.get(client)
        if guest is None:
            return Refusal(f"on the line of {client}, who has not joined")
        return guest.channel.receive(topic, payload)


def seat_refusal(request: Envelope, guests: Guests) -> SeatRefusal | None:
    """Why the sender of ``request`` (a checked ``move_wanted`` or ``take_back_wanted``
    that came on its line) may not act for the seat it names, for the log; None when it
    may: it is a guest of ``guests`` that holds that seat, and the token is that seat's."""
    sender = request.sender
    guest = guests.by_client.get(sender)
    if guest is None:
        return SeatRefusal("not a guest of this room", sender, "unknown_token")
    if "seat" not in request.fields or "token" not in request.fields:
        return SeatRefusal(f"a {request.kind}, which acts for no seat", sender)
    if guest.seat is None:
        return SeatRefusal(f"acts for seat {request.fields['seat']} but holds none", sender)
    if request.fields["seat"] != guest.seat:
        return SeatRefusal(f"acts for seat {request.fields['seat']} but holds seat {guest.seat}", sender)
    if not hmac.compare_digest(request.fields["token"], guests.tokens[guest.seat]):
        return SeatRefusal(f"a token that is not seat {guest.seat}'s", sender, "unknown_token")
    return None
