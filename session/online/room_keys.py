"""What a room's code gives everyone who holds it: the prefix of the room's topics on
the broker and the key of its messages, each derived from the code's secret with
HKDF-SHA256 under its own label, so neither says anything of the code or of the other.

A broker sees the topics, so they are a hash of the code and never the code itself; it
sees no more than that a room of some 16 random bytes talks. The labels carry the
protocol's version: a later protocol with other labels makes other rooms.
"""
from __future__ import annotations

from dataclasses import dataclass

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from session.online.room_code import RoomCode

TOPIC_ROOT = "tessera/v1"
"""Every room's topics start with this, then the room's hash."""
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

    def __repr__(self) -> str:
        return f"RoomKeys({self.topic_prefix!r}, …)"  # the key stays out of logs
