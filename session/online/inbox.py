"""What arrives on a room's topics, checked before anything else reads it: each raw
message becomes an :class:`~session.online.envelopes.Envelope` or a :class:`Refusal`
whose reason is for the log (plain English, never shown to a player). Nothing raises to
the caller and nothing is dropped without a refusal; a refused message changes nothing
but the counters that refuse the next one.

In order, a message is refused when it is:

- over :data:`~session.online.envelopes.MAX_SEALED` bytes (before it is opened);
- on a topic outside the room, or not sealed with the room's key for its topic
  (forged, changed, moved);
- not UTF-8 JSON of one object, or past the plaintext's limits, or not of the schema
  (:mod:`session.online.envelopes`);
- from a sender beyond :data:`MAX_SENDERS` (a room has far fewer; this keeps a member
  making up senders from growing the tables here or escaping the rate limit);
- not after the last message of its sender (``seq`` not greater: replayed or out of
  order);
- one too many: past the sender's :class:`~session.online.rate_limit.TokenBucket`
  (:data:`RATE` a second after a burst of :data:`BURST`).

The last check is left out for the host's topic at a guest (``limit_rate=False``): only
the host's signature gets a message through there (:mod:`session.online.signing`), and
the host plays computers' moves as fast as they come, so that a limit would only ever
refuse the host.

Only the holders of the room's key get past the second check: what the tables here keep
per sender (the last ``seq``, the bucket) grows for them only. A message refused for its
rate still counts as its sender's last, so it cannot be replayed once the bucket fills.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from session.online.envelopes import MAX_SEALED, BadEnvelope, Envelope, read
from session.online.rate_limit import Clock, TokenBucket
from session.online.sealing import Seal, Unsealable

RATE = 20
"""Messages a second one sender may keep sending."""
BURST = 40
"""Messages one sender may send at once."""
MAX_SENDERS = 64


@dataclass(frozen=True)
class Refusal:
    """A message refused: why (for the log) and who sent it, when that is known (only
    for messages sealed with the room's key)."""

    reason: str
    sender: str | None = None

    def __str__(self) -> str:
        return f"refused from {self.sender}: {self.reason}" if self.sender else f"refused: {self.reason}"


class Inbox:
    """Checks every message of one room (its :class:`Seal`); keeps per sender the last
    running number and a rate bucket on ``clock`` (none when not ``limit_rate``)."""

    def __init__(self, seal: Seal, clock: Clock = time.monotonic, limit_rate: bool = True):
        self.seal = seal
        self.limit_rate = limit_rate
        self.clock = clock
        self.last_seq: dict[str, int] = {}
        self.buckets: dict[str, TokenBucket] = {}

    def receive(self, topic: str, payload: bytes) -> Envelope | Refusal:
        """The checked message ``payload`` that came on ``topic``, or why it is refused."""
        try:
            return self._check(topic, payload)
        except Exception as error:  # noqa: BLE001 - a message must never stop the game
            return Refusal(f"unexpected {type(error).__name__} while checking: {error}"[:300])

    def _check(self, topic: str, payload: bytes) -> Envelope | Refusal:
        if not isinstance(payload, (bytes, bytearray, memoryview)):
            return Refusal(f"a payload of {type(payload).__name__}, not bytes")
        if len(payload) > MAX_SEALED:
            return Refusal(f"{len(payload)} bytes, over {MAX_SEALED}")
        if not topic.startswith(self.seal.keys.topic_prefix + "/"):
            return Refusal(f"on topic {topic[:120]!r}, outside the room")
        try:
            message = read(self.seal.open(topic, bytes(payload)))
        except (Unsealable, BadEnvelope) as error:
            return Refusal(str(error))
        sender = message.sender
        if sender not in self.last_seq and len(self.last_seq) >= MAX_SENDERS:
            return Refusal(f"a new sender past the {MAX_SENDERS} a room may have", sender)
        last = self.last_seq.get(sender)
        if last is not None and message.seq <= last:
            return Refusal(f"seq {message.seq} after {last}: replayed or out of order", sender)
        self.last_seq[sender] = message.seq
        if not self.limit_rate:
            return message
        bucket = self.buckets.setdefault(sender, TokenBucket(RATE, BURST, self.clock))
        if not bucket.take():
            return Refusal(f"over {RATE} messages a second (after a burst of {BURST})", sender)
        return message
