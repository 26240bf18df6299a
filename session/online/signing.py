"""The host's signature on what it tells everyone, so that no member of the room can
speak in its name.

Every member holds the room's key (:mod:`session.online.sealing`), so the room's seal
alone proves only that a message on the host's topic came from someone with the code,
not from the host: a guest could seal a ``move_played`` of its own making. The host
therefore signs each of its messages on the host's topic with an Ed25519 key of its own
(the ``cryptography`` package), and a guest believes a message there only when it is
signed by the key it pinned.

The decision, where it sits: signing is a layer of the seal, not of the message. A
:class:`SigningSeal` (the host's) signs the plaintext and seals the signed bytes; a
:class:`VerifyingSeal` (a guest's) opens the room's seal and then checks the signature,
refusing what does not verify as :class:`~session.online.sealing.Unsealable`, with its
reason, before any JSON is read. So :class:`~session.online.outbox.Outbox` and
:class:`~session.online.inbox.Inbox` work on the host's topic as on any other, and the
message schema gains no nesting.

Signed bytes are the signer's public key (32 bytes), the signature (64 bytes), then the
plaintext. The signature covers a label, the topic and the plaintext, so a signed
message moved to another topic does not verify. The key travels with every message so
that a guest that has pinned none yet (before its first ``welcome``) can still read the
host's ``hello``, which names its key in its ``signing_key`` field (the guest room checks
that the two agree). Before pinning, such a signature proves only that the message is
whole; once a guest is welcomed, it pins the key of the hello it joined by
(:attr:`VerifyingSeal.pinned`) and keeps it with its saved game, so that on coming back
a hello or a move signed by any other key is refused. The host keeps its private key
with its game too (:attr:`HostSigner.private_bytes`), so that after Continue its guests
still believe it.
"""
from __future__ import annotations

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from session.online.room_keys import RoomKeys
from session.online.sealing import Seal, Unsealable

SIGNING_KEY_BYTES = 32
SIGNATURE_BYTES = 64
SIGNED_OVERHEAD = SIGNING_KEY_BYTES + SIGNATURE_BYTES
"""What signing adds to a plaintext's length."""
_LABEL = b"tessera v1 host says\x00"


def _signed_text(topic: str, plaintext: bytes) -> bytes:
    """What a signature covers: the label, the topic (with its length) and the plaintext."""
    encoded = topic.encode("utf-8", "surrogatepass")
    return _LABEL + len(encoded).to_bytes(2, "big") + encoded + plaintext


class HostSigner:
    """The host's Ed25519 signing key: a new one, or the one kept with a game (``private``,
    its 32 raw bytes). Only :attr:`public` leaves this Tessera."""

    def __init__(self, private: bytes | None = None):
        self._private = Ed25519PrivateKey.from_private_bytes(private) if private else Ed25519PrivateKey.generate()
        self.public = self._private.public_key().public_bytes_raw()

    @property
    def public_text(self) -> str:
        """The public key as messages write it (64 hex digits)."""
        return self.public.hex()

    @property
    def private_bytes(self) -> bytes:
        """The private key's raw bytes, to keep with the game (never to send)."""
        return self._private.private_bytes_raw()

    def __repr__(self) -> str:
        return f"HostSigner(public={self.public_text})"

    def sign(self, topic: str, plaintext: bytes) -> bytes:
        """``plaintext`` signed for ``topic``: the public key, the signature, the plaintext."""
        return self.public + self._private.sign(_signed_text(topic, plaintext)) + plaintext


def verified(topic: str, signed: bytes, pinned: bytes | None) -> tuple[bytes, bytes]:
    """``(signer's public key, plaintext)`` of ``signed``, received on ``topic``, when its
    signature verifies and, if a key is ``pinned``, it is that key's; else
    :class:`~session.online.sealing.Unsealable` saying why (for the log)."""
    if len(signed) < SIGNED_OVERHEAD:
        raise Unsealable(f"{len(signed)} bytes inside the seal, shorter than a signature ({SIGNED_OVERHEAD})")
    key, signature, plaintext = signed[:SIGNING_KEY_BYTES], signed[SIGNING_KEY_BYTES:SIGNED_OVERHEAD], \
        signed[SIGNED_OVERHEAD:]
    if pinned is not None and key != pinned:
        raise Unsealable("signed by another key than the host's")
    try:
        Ed25519PublicKey.from_public_bytes(key).verify(signature, _signed_text(topic, plaintext))
    except (InvalidSignature, ValueError):
        raise Unsealable("a signature that does not verify") from None
    return key, plaintext


class SigningSeal(Seal):
    """The host's seal for its own topic: signs with ``signer``, then seals with the room's key."""

    def __init__(self, keys: RoomKeys, signer: HostSigner):
        super().__init__(keys)
        self.signer = signer

    def seal(self, topic: str, plaintext: bytes) -> bytes:
        return super().seal(topic, self.signer.sign(topic, plaintext))

    def open(self, topic: str, sealed: bytes) -> bytes:
        return verified(topic, super().open(topic, sealed), self.signer.public)[1]


class VerifyingSeal(Seal):
    """A guest's seal for the host's topic: opens with the room's key, then checks the
    host's signature against :attr:`pinned` (None until the guest's first welcome: any
    whole signature passes, and :attr:`last_signer` says whose it was)."""

    def __init__(self, keys: RoomKeys, pinned: bytes | None = None):
        super().__init__(keys)
        self.pinned = pinned
        self.last_signer: bytes | None = None
        """The key that signed the last message opened."""

    def seal(self, topic: str, plaintext: bytes) -> bytes:
        raise TypeError("a guest signs nothing on the host's topic")

    def open(self, topic: str, sealed: bytes) -> bytes:
        self.last_signer, plaintext = verified(topic, super().open(topic, sealed), self.pinned)
        return plaintext
