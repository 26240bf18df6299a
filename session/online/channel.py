"""One guest's private line with the host: the messages only the two of them read, sealed
with their pair key (:mod:`session.online.pairing`) on the guest's own topics
(:mod:`session.online.room_keys`), the guest sending on ``up`` and the host on ``down``.

Each end keeps a :class:`Channel`: an outbox that numbers and seals its messages for the
topic it sends on, and an inbox of its own (size, seal, schema, replay and rate checks,
:mod:`session.online.inbox`) for the topic it reads. On top of the inbox's checks a
message is refused when it comes on another topic, from anyone but the other end, or is
of a kind that does not go that way (:data:`UP_KINDS`, :data:`DOWN_KINDS`).
"""
from __future__ import annotations

import time
from typing import Any

from session.online.envelopes import Envelope
from session.online.inbox import Inbox, Refusal
from session.online.outbox import Outbox
from session.online.pairing import KeyPair, guest_pair_seal, host_pair_seal
from session.online.rate_limit import Clock
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal

UP_KINDS = frozenset({"move_wanted", "take_back_wanted", "catch_up", "ping", "bye"})
"""What a guest sends the host on its line (it asks for a seat with a ``join``)."""
DOWN_KINDS = frozenset({"welcome", "refused", "state", "ping", "bye"})
"""What the host sends one guest alone."""


class Channel:
    """One end of a guest's line: ``own_id`` sends ``sends`` kinds on ``send_topic``
    through ``outbox``; what comes on ``receive_topic`` must be from ``peer_id`` and of
    the ``receives`` kinds."""

    def __init__(self, seal: Seal, own_id: str, peer_id: str, send_topic: str, receive_topic: str,
                 receives: frozenset[str], clock: Clock = time.monotonic):
        self.seal = seal
        self.peer_id = peer_id
        self.send_topic, self.receive_topic = send_topic, receive_topic
        self.receives = receives
        self.outbox = Outbox(seal, own_id)
        self.inbox = Inbox(seal, clock)

    @classmethod
    def host_end(cls, keys: RoomKeys, host: KeyPair, host_id: str, guest_public: bytes, guest_id: str,
                 clock: Clock = time.monotonic) -> Channel:
        """The host's end of the line with the guest ``guest_id`` (its ``guest_public``);
        :class:`~session.online.pairing.BadPublicKey` when that key pairs with nothing."""
        seal = host_pair_seal(keys, host, guest_public, guest_id)
        return cls(seal, host_id, guest_id, keys.down_topic(guest_id), keys.up_topic(guest_id), UP_KINDS, clock)

    @classmethod
    def guest_end(cls, keys: RoomKeys, guest: KeyPair, guest_id: str, host_public: bytes, host_id: str,
                  clock: Clock = time.monotonic) -> Channel:
        """The guest ``guest_id``'s end of its line with the host ``host_id``, whose
        ``host_public`` it read in the ``hello``; :class:`~session.online.pairing.BadPublicKey`."""
        seal = guest_pair_seal(keys, guest, host_public, guest_id)
        return cls(seal, guest_id, host_id, keys.up_topic(guest_id), keys.down_topic(guest_id), DOWN_KINDS, clock)

    def send(self, kind: str, **fields: Any) -> tuple[Envelope, bytes]:
        """The message of ``kind`` with ``fields`` and the bytes to publish on
        :attr:`send_topic`; ValueError when the protocol would refuse it."""
        return self.outbox.message(self.send_topic, kind, **fields)

    def receive(self, topic: str, payload: bytes) -> Envelope | Refusal:
        """The checked message ``payload`` that came on ``topic``, or why it is refused."""
        if topic != self.receive_topic:
            return Refusal(f"on {topic[:160]!r}, not this line's {self.receive_topic!r}")
        message = self.inbox.receive(topic, payload)
        if isinstance(message, Refusal):
            return message
        if message.sender != self.peer_id:
            return Refusal(f"on the line of {self.peer_id} but from {message.sender}", message.sender)
        if message.kind not in self.receives:
            return Refusal(f"a {message.kind}, which does not come this way on a guest's line", message.sender)
        return message
