"""The key one guest and the host share and nobody else does, so that what is private
between them (the guest's seat token, its moves) stays theirs although every member of
the room holds the room's key.

Each side makes an X25519 key pair for the room: the host each time it opens the room,
a guest each time it joins. They swap public keys, sealed with the room's key so that a
broker sees neither: the host's in its ``hello``, a guest's in its ``join``. Each side
then derives the same pair key from its own private key and the other's public key
(X25519 from the ``cryptography`` package), through HKDF-SHA256 bound to both public
keys, the room's topic prefix and the guest's client id: a pair key belongs to one guest
in one room, and another guest, who reads both public keys, cannot derive it.

A public key is written in messages as 64 lower-case hex digits (the schema's
:data:`~session.online.envelopes.PUBLIC_KEY`). One of small order, which would make the
shared secret known to all, is refused (:class:`BadPublicKey`).

What a pair key does not do is prove to a guest that the ``hello`` it heard is the
host's: anyone with the room's code can announce a hello with a key of their own. A
guest that pairs with such a key shares its key with that member, not with the host;
the host opens none of that guest's messages, so the guest gets no seat and acts for
none (a nuisance to that guest, never a seat taken from another).
"""
from __future__ import annotations

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from session.online.room_keys import KEY_BYTES, RoomKeys
from session.online.sealing import Seal

PUBLIC_KEY_BYTES = 32
_SALT = b"tessera v1 pair"
_LABEL = b"tessera v1 pair key"


class BadPublicKey(ValueError):
    """A public key that is none, or one that shares no secret; its text is for the log."""


class KeyPair:
    """One side's X25519 key pair in one room; only :attr:`public` leaves this Tessera."""

    def __init__(self, private: X25519PrivateKey | None = None):
        self._private = private or X25519PrivateKey.generate()
        self.public = self._private.public_key().public_bytes_raw()

    @property
    def public_text(self) -> str:
        """The public key as messages write it (64 hex digits)."""
        return self.public.hex()

    def __repr__(self) -> str:
        return f"KeyPair(public={self.public_text})"

    def shared_secret(self, other_public: bytes) -> bytes:
        """The X25519 secret of this pair and ``other_public``; :class:`BadPublicKey` when
        that key is no key or of small order (the secret would be zero)."""
        try:
            return self._private.exchange(X25519PublicKey.from_public_bytes(other_public))
        except ValueError as error:
            raise BadPublicKey(f"no key to pair with: {error}") from None


def public_key_of(text: str) -> bytes:
    """The public key a message writes as ``text`` (the schema has checked its form);
    :class:`BadPublicKey` when it is not 32 bytes in hex."""
    try:
        public = bytes.fromhex(text)
    except ValueError:
        raise BadPublicKey("a public key not written in hex") from None
    if len(public) != PUBLIC_KEY_BYTES:
        raise BadPublicKey(f"a public key of {len(public)} bytes, not {PUBLIC_KEY_BYTES}")
    return public


def _framed(*parts: bytes) -> bytes:
    """``parts`` each after its length, so that no two lists of parts give the same bytes."""
    return b"".join(len(part).to_bytes(2, "big") + part for part in parts)


def _pair_seal(keys: RoomKeys, shared: bytes, host_public: bytes, guest_public: bytes, guest_id: str) -> Seal:
    info = _LABEL + _framed(keys.topic_prefix.encode("utf-8"), guest_id.encode("utf-8"), host_public, guest_public)
    key = HKDF(algorithm=hashes.SHA256(), length=KEY_BYTES, salt=_SALT, info=info).derive(shared)
    return Seal(RoomKeys(keys.topic_prefix, key), key_name="this guest's pair key")


def host_pair_seal(keys: RoomKeys, host: KeyPair, guest_public: bytes, guest_id: str) -> Seal:
    """The seal of the line between the host (its key pair ``host``) and the guest
    ``guest_id`` with ``guest_public``, in the room of ``keys``; :class:`BadPublicKey`."""
    return _pair_seal(keys, host.shared_secret(guest_public), host.public, guest_public, guest_id)


def guest_pair_seal(keys: RoomKeys, guest: KeyPair, host_public: bytes, guest_id: str) -> Seal:
    """The same seal, as the guest ``guest_id`` (its key pair ``guest``) derives it from
    the host's ``host_public``; :class:`BadPublicKey`."""
    return _pair_seal(keys, guest.shared_secret(host_public), host_public, guest.public, guest_id)
