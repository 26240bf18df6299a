"""This Tessera's own messages in a room: each numbered (``seq``, one more than the
last), checked against the schema as a receiver checks it, and sealed for its topic."""
from __future__ import annotations

from typing import Any

from session.online.envelopes import Envelope, new_client_id, write
from session.online.sealing import Seal


class Outbox:
    """Writes and seals the messages of one sender (``client_id``, fresh by default)
    in one room (its :class:`Seal`)."""

    def __init__(self, seal: Seal, client_id: str | None = None):
        self.seal = seal
        self.client_id = client_id or new_client_id()
        self.seq = 0

    def message(self, topic: str, kind: str, **fields: Any) -> tuple[Envelope, bytes]:
        """The message of ``kind`` with ``fields`` for ``topic``, and the bytes to publish;
        ValueError (and no number spent) when the protocol would refuse it."""
        envelope = write(kind, self.client_id, self.seq + 1, **fields)
        self.seq += 1
        return envelope, self.seal.seal(topic, envelope.plaintext())
