"""What a room's code gives everyone who holds it: the prefix of the room's topics on
the broker and the key of its messages, each derived from the code's secret with
HKDF-SHA256 under its own label, so neither says anything of the code or of the other.

A broker sees the topics, so they are a hash of the code and never the code itself; it
sees no more than that a room of some 16 random bytes talks. The labels carry the
protocol's version: a later protocol with other labels makes other rooms.

The room's topics, under its prefix (the methods of :class:`RoomKeys` write them):

``<prefix>/host``
    The host's messages to everyone (``hello``, ``move_played``, ``taken_back``, ``ping``,
    ``bye``), signed with the host's key (:mod:`session.online.signing`) and sealed with
    the room's key.
``<prefix>/join``
    Guests' ``join``, sealed with the room's key: the one message a guest sends before it
    shares a key with the host (:mod:`session.online.pairing`).
``<prefix>/guest/<client id>/up`` and ``.../down``
    One guest's private line with the host (:mod:`session.online.channel`): what the
    guest sends the host after its join (``up``) and what the host sends that guest alone
    (``down``: its ``welcome`` with its seat token, a ``refused``, a ``state`` for it),
    sealed with the key that guest and the host share and nobody else holds. The topic
    is sealed into each message, so one copied to another guest's line or the other way
    along the same line does not open.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from session.online.room_code import RoomCode

TOPIC_ROOT = "tessera/v1"
"""Every room's topics start with this, then the room's hash."""
HOST_TOPIC = "host"
JOIN_TOPIC = "join"
GUEST_TOPIC = "guest"
"""A guest's line: ``guest/<client id>/up`` (to the host) and ``.../down`` (to it)."""
_CLIENT_ID = re.compile(r"[0-9a-f]{16}")
_SALT = b"tessera room code"
_TOPIC_LABEL = b"tessera v1 topic"
_KEY_LABEL = b"tessera v1 message key"
TOPIC_HASH_BYTES = 16
KEY_BYTES = 32
"""AES-256-GCM's key."""


def _derive(code: RoomCode, label: bytes, length: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=_SALT, info=label).derive(code.secret)


@dataclass(frozen=True, repr=False)
class RoomKeys:
    """A room's topic prefix (``tessera/v1/<32 hex digits>``) and message key."""

    topic_prefix: str
    message_key: bytes

    @classmethod
    def of(cls, code: RoomCode) -> RoomKeys:
        """The topic prefix and the message key of the room with ``code``."""
        topic_hash = _derive(code, _TOPIC_LABEL, TOPIC_HASH_BYTES)
        return cls(f"{TOPIC_ROOT}/{topic_hash.hex()}", _derive(code, _KEY_LABEL, KEY_BYTES))

    def topic(self, name: str) -> str:
        """The room's topic ``name`` (e.g. ``host``): the prefix, a slash, the name."""
        return f"{self.topic_prefix}/{name}"

    @property
    def host_topic(self) -> str:
        """Where the host tells everyone (sealed with the room's key)."""
        return self.topic(HOST_TOPIC)

    @property
    def join_topic(self) -> str:
        """Where guests join (sealed with the room's key)."""
        return self.topic(JOIN_TOPIC)

    def up_topic(self, client_id: str) -> str:
        """Where the guest ``client_id`` tells the host (sealed with their pair's key)."""
        return self.topic(f"{GUEST_TOPIC}/{client_id}/up")

    def down_topic(self, client_id: str) -> str:
        """Where the host tells the guest ``client_id`` alone (their pair's key)."""
        return self.topic(f"{GUEST_TOPIC}/{client_id}/down")

    @property
    def every_up_topic(self) -> str:
        """The MQTT filter of every guest's up topic, which the host subscribes to."""
        return self.topic(f"{GUEST_TOPIC}/+/up")

    def guest_of_up_topic(self, topic: str) -> str | None:
        """The client id whose up topic ``topic`` is, or None when it is no guest's."""
        start = self.topic(GUEST_TOPIC + "/")
        if not topic.startswith(start) or not topic.endswith("/up"):
            return None
        client_id = topic[len(start):-len("/up")]
        return client_id if _CLIENT_ID.fullmatch(client_id) else None

    def __repr__(self) -> str:
        return f"RoomKeys({self.topic_prefix!r}, …)"  # the key stays out of logs
