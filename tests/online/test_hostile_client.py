"""A hostile client on the broker of a real game (issue 51): a host and two guests, each a
headless process (session/online/headless.py), play a seeded game of Kerala through
Mosquitto and through the host's embedded broker while the test, on the same broker,

- as an outsider without the code, listens to everything under ``tessera/v1/#`` (which
  finds the room's topics, not its code), publishes garbage and messages over 64 kB on
  the room's topics and on made-up rooms, replays a sealed message of the host's and one
  of a guest's it saw, and floods the join topic;
- as an insider with the code, joins for a seat a guest holds (refused: it holds none),
  asks on its own line for a move for another guest's seat and for an illegal move with
  made-up tokens, forges host messages sealed with the room's key (signed by its own
  key, and not signed), floods its own line with requests and joins from more made-up
  clients than a room pairs with.

The game ends as the same seed's game without the hostile client ends (its final digest,
scores and moves), every side says the same result, every copy of the record is the
same, no process crashed, and each side said (its ``noted`` lines) what it refused."""
from __future__ import annotations

import os
import queue

import pytest

from session.online.channel import Channel
from session.online.envelopes import new_client_id, read
from session.online.guests import MAX_GUESTS
from session.online.inbox import BURST, RATE
from session.online.outbox import Outbox
from session.online.pairing import KeyPair, public_key_of
from session.online.room_code import RoomCode
from session.online.room_keys import TOPIC_ROOT, RoomKeys
from session.online.sealing import Seal
from session.online.signing import HostSigner, SigningSeal, VerifyingSeal
from session.online.transport import MAX_MESSAGE_BYTES, Connected, Message, Transport
from tests.online.brokers import LOOPBACK
from tests.online.headless_players import Room
from tests.waiting import hang_guard

GAME = "kerala"
SEED = 46
FLOOD = 2000
"""Messages of each flood, sent as fast as the client can."""
OVERSIZED = MAX_MESSAGE_BYTES + 6000


class Listener:
    """A plain :class:`Transport` of the test's on ``prefix``, and what it heard."""

    def __init__(self, port: int, prefix: str):
        self.transport = Transport(LOOPBACK, port, prefix)
        self.heard: list[Message] = []
        self.next(lambda event: isinstance(event, Connected), "connected")

    def next(self, wanted, what: str):
        """The next event (a message heard, or another) for which ``wanted`` holds."""
        going_on = hang_guard(f"the hostile client hearing {what}")
        while going_on():
            try:
                event = self.transport.events.get(timeout=1.0)
            except queue.Empty:
                continue
            if isinstance(event, Message):
                self.heard.append(event)
            if wanted(event):
                return event
        raise AssertionError("unreachable")

    def message(self, wanted, what: str) -> Message:
        """The next message heard, or one heard already, for which ``wanted`` holds."""
        for message in self.heard:
            if wanted(message):
                return message
        return self.next(lambda event: isinstance(event, Message) and wanted(event), what)

    def publish_raw(self, topic: str, payload: bytes) -> None:
        """``payload`` on ``topic`` (under the prefix) as it is: no check of its size,
        QoS 0, as fast as paho takes it."""
        self.transport.client.publish(f"{self.transport.prefix}/{topic}", payload, qos=0)

    def close(self) -> None:
        self.transport.close()


def outsider(port: int) -> Listener:
    """Without the code: everything on the broker under the protocol's root is heard;
    the room is found by its host topic, and attacked with what can be made or copied
    without its key."""
    out = Listener(port, TOPIC_ROOT)
    # a room whose guests talk now (the broker also holds the hellos of rooms long over)
    up = out.message(lambda message: message.topic.endswith("/up"), "a guest's request")
    room = up.topic.split("/guest/")[0]
    host = out.message(lambda message: message.topic == f"{room}/host", "a message of the room's host")
    for topic in (host.topic, f"{room}/join", up.topic, up.topic[:-len("up")] + "down",
                  f"{room}/nothing", "0123456789abcdef0123456789abcdef/host"):
        out.publish_raw(topic, os.urandom(200))
        out.publish_raw(topic, b"\x01" + b"{not json" * 20)
        out.publish_raw(topic, os.urandom(OVERSIZED))
    out.publish_raw(host.topic, host.payload)  # the host's message again, to the guests
    out.publish_raw(up.topic, up.payload)  # a guest's request again, to the host
    for _ in range(FLOOD):
        out.publish_raw(f"{room}/join", os.urandom(120))
    return out


def insider(port: int, keys: RoomKeys) -> Listener:
    """With the code: joins, asks for what its seat may not, forges the host and floods
    its own line."""
    inside = Listener(port, keys.topic_prefix)
    hello_message = inside.message(lambda message: message.topic == "host", "the host's hello")
    hello = read(VerifyingSeal(keys).open(keys.host_topic, hello_message.payload))
    assert hello.kind == "hello" and hello.fields["started"]
    client_id, key_pair = new_client_id(), KeyPair()
    join = Outbox(Seal(keys), client_id)
    _envelope, payload = join.message(keys.join_topic, "join", name="Mallory", seat=1,
                                      public_key=key_pair.public_text, proof=None)
    inside.publish_raw("join", payload)
    line = Channel.guest_end(keys, key_pair, client_id, public_key_of(hello.fields["host_key"]), hello.sender)
    down = line.receive_topic[len(keys.topic_prefix) + 1:]
    answer = inside.message(lambda message: message.topic == down, "the host's answer to its join")
    refused = line.receive(line.receive_topic, answer.payload)
    assert refused.kind == "refused" and refused.fields["reason"] == "started", refused

    def send(kind, **fields):
        _envelope, payload = line.send(kind, **fields)
        inside.publish_raw(line.send_topic[len(keys.topic_prefix) + 1:], payload)

    send("move_wanted", token="f" * 32, seat=2, number=0, move=["NoSuchMove", [1]])  # another guest's seat
    send("move_wanted", token="e" * 32, seat=1, number=0, move=["NoSuchMove", [1]])  # an illegal move
    for seal in (SigningSeal(keys, HostSigner()), Seal(keys)):  # signed by another key; not signed
        forger = Outbox(seal, hello.sender)
        forger.seq = 10 ** 9
        _envelope, forged = forger.message(keys.host_topic, "move_played", number=1, seat=1,
                                           move=["NoSuchMove", [1]], reveal=None, hash="0" * 64)
        inside.publish_raw("host", forged)
    for _ in range(FLOOD):
        send("ping")
    for _ in range(MAX_GUESTS + 10):  # joins from as many made-up clients: more than a room pairs with
        _envelope, payload = Outbox(Seal(keys), new_client_id()).message(
            keys.join_topic, "join", name="Mallory", seat=2, public_key=KeyPair().public_text, proof=None)
        inside.publish_raw("join", payload)
    return inside


def any_says(lines: list[str], *words: str) -> bool:
    return any(all(word in line for word in words) for line in lines)


@pytest.mark.parametrize("where", ["embedded", "mosquitto"])
def test_a_hostile_client_changes_nothing_and_is_refused_and_logged(tmp_path, threads_before, request, where):
    if where == "mosquitto":
        server = request.getfixturevalue("mosquitto")
        broker = f"{LOOPBACK}:{server.port}"
    else:
        broker = "embedded"
    for folder in ("clean", "hostile"):
        (tmp_path / folder).mkdir()
    clean = Room(tmp_path / "clean", GAME, broker, SEED)
    try:
        expected = clean.play_to_end()
    finally:
        clean.close()

    room = Room(tmp_path / "hostile", GAME, broker, SEED)
    hostile = []
    try:
        for seat in (1, 2):
            room.players[seat].wait_for("joined")
        port = int(room.broker.rpartition(":")[2])
        hostile.append(insider(port, RoomKeys.of(RoomCode.parse(room.code))))
        hostile.append(outsider(port))
        result = room.play_to_end()  # every side says the same, ends with 0; the records agree
    finally:
        for client in hostile:
            client.close()
        room.close()
    assert result == expected
    assert room.kept("host")["record"] == clean.kept("host")["record"]

    lines = room.players["host"].said()
    flooded = next(place for place, line in enumerate(lines)
                   if line["event"] == "noted" and "messages a second" in line["what"])
    assert any(line["event"] == "saved" and line["moves"] < result["moves"] for line in lines[flooded:]), \
        "the game was over before the flood came: nothing says it went on through it"
    host = room.players["host"].noted()
    assert any_says(host, "join refused from", "asks for seat 1, which is another guest's"), host
    assert any_says(host, "acts for seat 2 but holds none"), host
    assert any_says(host, "acts for seat 1 but holds none"), host
    assert any_says(host, "replayed or out of order"), host
    assert any_says(host, f"over {RATE} messages a second (after a burst of {BURST})"), host
    assert any_says(host, "not sealed with this room's key"), host
    assert any_says(host, "past the 64 a room may have"), host
    for seat in (1, 2):
        guest = room.players[seat].noted()
        assert any_says(guest, "on the host's topic", "signed by another key than the host's"), guest
        assert any_says(guest, "on the host's topic", "replayed or out of order"), guest
        assert any_says(guest, "on the host's topic", "not sealed with this room's key"), guest
    for player in room.players.values():
        assert any_says(player.noted(), f"over {MAX_MESSAGE_BYTES} bytes"), player.name
