"""A message sealed for a room: encrypted and authenticated with the room's key
(AES-256-GCM from the ``cryptography`` package), the topic it is published on bound to
it as associated data, so that nobody without the code reads it or makes one, and a
message copied to another topic or another room is refused.

A sealed message is one format byte, a fresh random 96-bit nonce, then the ciphertext
with its 16-byte tag. A room sends far fewer than the 2^32 messages after which random
nonces under one key would risk meeting.
"""
from __future__ import annotations

import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from session.online.room_keys import RoomKeys

FORMAT = b"\x01"
"""The first byte of a sealed message of this protocol; authenticated with it."""
NONCE_BYTES = 12
TAG_BYTES = 16
OVERHEAD = len(FORMAT) + NONCE_BYTES + TAG_BYTES
"""What sealing adds to a message's length."""


class Unsealable(ValueError):
    """Bytes that are no message of this room on this topic: too short, of another
    format, changed, sealed with another key or for another topic. Its text is for the
    log."""


def _associated(topic: str) -> bytes:
    """What a message is bound to besides its text: the format and the topic (a topic
    no UTF-8 can write, a lone surrogate, raises UnicodeEncodeError)."""
    return FORMAT + topic.encode("utf-8")


class Seal:
    """Seals and opens the messages of one room (its :class:`RoomKeys`), or of one guest's
    line with the host (the room's topic prefix with their pair's key,
    :mod:`session.online.pairing`); ``key_name`` says which key in a refusal's reason."""

    def __init__(self, keys: RoomKeys, key_name: str = "this room's key"):
        self.keys = keys
        self.key_name = key_name
        self._cipher = AESGCM(keys.message_key)

    def seal(self, topic: str, plaintext: bytes) -> bytes:
        """``plaintext`` sealed for publishing on ``topic``."""
        nonce = os.urandom(NONCE_BYTES)
        return FORMAT + nonce + self._cipher.encrypt(nonce, plaintext, _associated(topic))

    def open(self, topic: str, sealed: bytes) -> bytes:
        """The plaintext of ``sealed``, received on ``topic``; :class:`Unsealable` when
        it is none of this room's messages for that topic."""
        if len(sealed) < OVERHEAD:
            raise Unsealable(f"{len(sealed)} bytes, shorter than any sealed message ({OVERHEAD})")
        if sealed[:1] != FORMAT:
            raise Unsealable(f"format byte {sealed[0]}, not {FORMAT[0]}")
        nonce, ciphertext = sealed[1:1 + NONCE_BYTES], sealed[1 + NONCE_BYTES:]
        try:
            return self._cipher.decrypt(nonce, ciphertext, _associated(topic))
        except (InvalidTag, UnicodeEncodeError):
            raise Unsealable(f"not sealed with {self.key_name} for this topic, or changed since") from None
