"""What arrives on a room's topics is checked before anything reads it: oversized,
forged, malformed, replayed, out-of-order and flooding messages are refused with a
reason for the log, and nothing a message holds makes the inbox raise."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from session.online import inbox as inbox_module
from session.online.envelopes import MAX_SEALED, PROTOCOL_VERSION, Envelope, new_client_id
from session.online.inbox import BURST, MAX_SENDERS, RATE, Inbox, Refusal
from session.online.outbox import Outbox
from session.online.rate_limit import TokenBucket
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import OVERHEAD, Seal

SEAL = Seal(RoomKeys.of(RoomCode.new()))
TOPIC = SEAL.keys.topic("host")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def fresh_inbox() -> tuple[Inbox, Clock]:
    clock = Clock()
    return Inbox(SEAL, clock), clock


def sealed(message: dict, topic: str = TOPIC) -> bytes:
    return SEAL.seal(topic, json.dumps(message).encode("utf-8"))


def test_a_message_of_the_room_comes_through_checked():
    inbox, _clock = fresh_inbox()
    outbox = Outbox(SEAL)
    envelope, payload = outbox.message(TOPIC, "join", name="Bo", seat=1, public_key="ef" * 32, proof=None)
    assert inbox.receive(TOPIC, payload) == envelope
    assert (envelope.sender, envelope.seq, envelope.fields["name"]) == (outbox.client_id, 1, "Bo")


def test_a_message_over_64_kb_is_refused_before_it_is_opened():
    inbox, _clock = fresh_inbox()
    opened = []
    inbox.seal = type("Watching", (), {"keys": SEAL.keys, "open": lambda self, *a: opened.append(a)})()
    refusal = inbox.receive(TOPIC, bytes(MAX_SEALED + 1))
    assert isinstance(refusal, Refusal) and "over 65536" in refusal.reason and not opened


def test_a_message_at_64_kb_is_still_read():
    inbox, _clock = fresh_inbox()
    padding = MAX_SEALED - OVERHEAD - len(json.dumps(ping(new_client_id(), 1, move="")))
    message = {"v": PROTOCOL_VERSION, "kind": "move_wanted", "from": new_client_id(), "seq": 1,
               "token": "00" * 16, "seat": 0, "number": 0, "move": ["x" * 1000] * (padding // 1004)}
    payload = sealed(message)
    assert MAX_SEALED - 1004 < len(payload) <= MAX_SEALED
    assert isinstance(inbox.receive(TOPIC, payload), Envelope)


def test_a_message_forged_without_the_key_is_refused():
    inbox, _clock = fresh_inbox()
    forger = Outbox(Seal(RoomKeys(SEAL.keys.topic_prefix, bytes(32))))
    _envelope, payload = forger.message(TOPIC, "ping")
    refusal = inbox.receive(TOPIC, payload)
    assert isinstance(refusal, Refusal) and "not sealed with this room's key" in refusal.reason
    assert refusal.sender is None and not inbox.last_seq


def test_a_message_moved_to_another_topic_or_outside_the_room_is_refused():
    inbox, _clock = fresh_inbox()
    _envelope, payload = Outbox(SEAL).message(TOPIC, "ping")
    assert "not sealed" in inbox.receive(SEAL.keys.topic("guests"), payload).reason
    assert "outside the room" in inbox.receive("tessera/v1/elsewhere/host", payload).reason
    assert "outside the room" in inbox.receive(SEAL.keys.topic_prefix + "host", payload).reason


def test_malformed_and_unschematic_messages_are_refused():
    inbox, _clock = fresh_inbox()
    sender = new_client_id()
    for plaintext, reason in ((b"{not json", "not UTF-8 JSON"), (b"[]", "not a JSON object"),
                              (json.dumps(ping(sender, 1, seat=3)).encode(), "unknown field seat"),
                              (json.dumps(ping(sender, 1, kind="cheat")).encode(), "unknown kind")):
        refusal = inbox.receive(TOPIC, SEAL.seal(TOPIC, plaintext))
        assert isinstance(refusal, Refusal) and reason in refusal.reason
    assert not inbox.last_seq  # nothing of a malformed message is kept


def ping(sender: str, seq: int, **changes) -> dict:
    return {"v": PROTOCOL_VERSION, "kind": "ping", "from": sender, "seq": seq, **changes}


def test_a_replayed_message_is_refused():
    inbox, _clock = fresh_inbox()
    outbox = Outbox(SEAL)
    _envelope, payload = outbox.message(TOPIC, "move_wanted", token="00" * 16, seat=1, number=4, move=["Pass", []])
    assert isinstance(inbox.receive(TOPIC, payload), Envelope)
    refusal = inbox.receive(TOPIC, payload)
    assert refusal == Refusal("seq 1 after 1: replayed or out of order", outbox.client_id)


def test_a_message_out_of_order_is_refused_and_a_gap_is_not():
    inbox, _clock = fresh_inbox()
    sender, other = new_client_id(), new_client_id()
    assert isinstance(inbox.receive(TOPIC, sealed(ping(sender, 5))), Envelope)
    assert "seq 4 after 5" in inbox.receive(TOPIC, sealed(ping(sender, 4))).reason
    assert isinstance(inbox.receive(TOPIC, sealed(ping(sender, 9))), Envelope)
    assert isinstance(inbox.receive(TOPIC, sealed(ping(other, 1))), Envelope)  # each sender counts alone
    assert inbox.last_seq == {sender: 9, other: 1}


def test_a_flood_from_one_sender_is_rate_limited_and_the_others_go_on():
    inbox, clock = fresh_inbox()
    flooder, friend = Outbox(SEAL), Outbox(SEAL)
    results = [inbox.receive(TOPIC, flooder.message(TOPIC, "ping")[1]) for _ in range(BURST + 10)]
    assert all(isinstance(result, Envelope) for result in results[:BURST])
    assert all(isinstance(result, Refusal) and "over 20 messages a second" in result.reason
               for result in results[BURST:])
    assert isinstance(inbox.receive(TOPIC, friend.message(TOPIC, "ping")[1]), Envelope)
    clock.now += 0.5  # half a second gives back RATE / 2 tokens
    passed = [inbox.receive(TOPIC, flooder.message(TOPIC, "ping")[1]) for _ in range(RATE)]
    assert sum(isinstance(result, Envelope) for result in passed) == RATE // 2
    clock.now += 60  # a long pause fills the bucket to its burst, no more
    passed = [inbox.receive(TOPIC, flooder.message(TOPIC, "ping")[1]) for _ in range(BURST + 5)]
    assert sum(isinstance(result, Envelope) for result in passed) == BURST


def test_a_message_refused_for_its_rate_cannot_come_again_later():
    inbox, clock = fresh_inbox()
    outbox = Outbox(SEAL)
    payloads = [outbox.message(TOPIC, "ping")[1] for _ in range(BURST + 1)]
    assert isinstance([inbox.receive(TOPIC, payload) for payload in payloads][-1], Refusal)
    clock.now += 10
    assert "replayed" in inbox.receive(TOPIC, payloads[-1]).reason


def test_a_steady_rate_passes():
    bucket_clock = Clock()
    bucket = TokenBucket(RATE, BURST, bucket_clock)
    for _ in range(1000):
        bucket_clock.now += 1 / RATE
        assert bucket.take()


def test_senders_past_a_room_s_size_are_refused():
    inbox, clock = fresh_inbox()
    for _ in range(MAX_SENDERS):
        assert isinstance(inbox.receive(TOPIC, sealed(ping(new_client_id(), 1))), Envelope)
    refusal = inbox.receive(TOPIC, sealed(ping(new_client_id(), 1)))
    assert "past the 64 a room may have" in refusal.reason
    known = next(iter(inbox.last_seq))
    assert isinstance(inbox.receive(TOPIC, sealed(ping(known, 2))), Envelope)


def test_a_payload_that_is_no_bytes_is_refused():
    inbox, _clock = fresh_inbox()
    assert "not bytes" in inbox.receive(TOPIC, "ping").reason


def assert_refused_quietly(result) -> None:
    assert isinstance(result, Refusal), result
    assert not result.reason.startswith("unexpected"), result.reason  # a refusal foreseen, not the net


@settings(max_examples=300)
@given(st.binary(max_size=2000))
def test_any_bytes_are_refused_never_raised(payload):
    inbox, _clock = fresh_inbox()
    assert_refused_quietly(inbox.receive(TOPIC, payload))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=40)
FIELD_NAMES = st.sampled_from(["v", "kind", "from", "seq", "to", "seat", "name", "token", "number", "move",
                               "reveals", "hash", "reason", "start", "moves", "seats", "game", "started",
                               "host_key", "public_key", "proof"])


@settings(max_examples=300)
@given(JSON)
def test_any_sealed_json_is_refused_never_raised(value):
    inbox, _clock = fresh_inbox()
    assert_refused_quietly(inbox.receive(TOPIC, SEAL.seal(TOPIC, json.dumps(value).encode("utf-8"))))


@settings(max_examples=200)
@given(st.sampled_from(["hello", "join", "welcome", "seat", "state", "move_wanted", "move_played", "ping",
                        "refused", "bye", "taken_back", "take_back_wanted", "other"]),
       st.dictionaries(FIELD_NAMES, JSON, max_size=8))
def test_any_message_like_object_is_refused_or_read_never_raised(kind, fields):
    inbox, _clock = fresh_inbox()
    message = {**ping(new_client_id(), 1, kind=kind), **fields}
    result = inbox.receive(TOPIC, SEAL.seal(TOPIC, json.dumps(message).encode("utf-8")))
    if isinstance(result, Refusal):
        assert_refused_quietly(result)
    else:
        assert isinstance(result, Envelope) and result.kind == kind  # then it is of the schema
        assert result.plaintext() and inbox_module.read(result.plaintext()) == result
