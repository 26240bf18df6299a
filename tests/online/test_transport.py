"""Two transports exchange bytes through a broker on loopback, both ways, drop what is too
big, and come back by themselves when the broker stops and starts again; against the
embedded broker and against Mosquitto (tests/online/brokers.py)."""
from __future__ import annotations

import queue
import socket
import threading
import time

import pytest

from session.online.transport import MAX_MESSAGE_BYTES, Away, Connected, Message, Refused, Transport
from tests.online.brokers import LOOPBACK, Mosquitto, free_port
from tests.waiting import HANG_SECONDS

#: Fast retries, so that a test waits little for a broker that started again.
QUICK = {"reconnect_min_s": 0.05, "reconnect_max_s": 0.2}


def next_event(transport: Transport):
    """The transport's next event, waited for (a test fails rather than hang)."""
    try:
        return transport.events.get(timeout=HANG_SECONDS)
    except queue.Empty:
        raise AssertionError(f"no event from the transport in {HANG_SECONDS:.0f} s") from None


def connected(broker, prefix="room", **options) -> Transport:
    transport = Transport(LOOPBACK, broker.port, prefix, **options, **QUICK)
    assert isinstance(next_event(transport), Connected)
    return transport


@pytest.fixture
def pair(broker):
    """Two transports on one room's prefix, connected; closed at the end."""
    host, guest = connected(broker), connected(broker)
    yield host, guest
    host.close()
    guest.close()


def test_messages_go_both_ways_and_each_sender_sees_its_own(pair):
    host, guest = pair
    # A sender is subscribed to its own prefix too, so it sees its own messages.
    host.publish("moves", b"\x00move 1\xff")
    assert next_event(guest) == next_event(host) == Message("moves", b"\x00move 1\xff")
    guest.publish("seat/2", b"want move 2")
    assert next_event(host) == next_event(guest) == Message("seat/2", b"want move 2")


def test_many_messages_arrive_in_order(pair):
    host, guest = pair
    sent = [f"move {n}".encode() for n in range(200)]
    for payload in sent:
        host.publish("moves", payload)
    assert [next_event(guest).payload for _ in sent] == sent


def test_another_prefix_is_not_heard(broker, threads_before):
    room, other = connected(broker, "room"), connected(broker, "other")
    other.publish("moves", b"not for the room")
    assert next_event(other) == Message("moves", b"not for the room")
    # The broker sent the other room's message on before this one, which the room does get:
    room.publish("moves", b"for the room")
    assert next_event(room) == Message("moves", b"for the room")
    assert room.events.empty()
    room.close()
    other.close()


def test_wake_is_called_after_each_event_is_queued(broker, threads_before):
    """The loop woken finds the event in the queue: the network thread queues, then wakes."""
    woken = threading.Semaphore(0)
    queued_at_wake: list[int] = []
    made: list[Transport] = []

    def wake():
        if made:
            queued_at_wake.append(made[0].events.qsize())
        woken.release()
    made.append(Transport(LOOPBACK, broker.port, "room", wake=wake, **QUICK))
    transport = made[0]
    assert woken.acquire(timeout=HANG_SECONDS)
    transport.publish("moves", b"x")
    assert woken.acquire(timeout=HANG_SECONDS)
    assert queued_at_wake and all(size >= 1 for size in queued_at_wake)
    assert isinstance(next_event(transport), Connected) and next_event(transport) == Message("moves", b"x")
    transport.close()


def test_an_oversized_message_is_dropped_and_counted(pair, broker):
    host, guest = pair
    with pytest.raises(ValueError):
        host.publish("moves", bytes(MAX_MESSAGE_BYTES + 1))
    # Another client (a hostile one) sends it anyway: the transports drop it before the queue.
    raw = Transport(LOOPBACK, broker.port, "room", **QUICK)
    assert isinstance(next_event(raw), Connected)
    raw.client.publish("room/moves", bytes(MAX_MESSAGE_BYTES + 1), qos=1)
    raw.client.publish("room/moves", bytes(MAX_MESSAGE_BYTES), qos=1)  # the largest allowed, after it
    assert next_event(guest) == Message("moves", bytes(MAX_MESSAGE_BYTES))
    assert next_event(host) == Message("moves", bytes(MAX_MESSAGE_BYTES))
    assert guest.dropped_oversize == host.dropped_oversize == 1
    raw.close()


def test_both_sides_come_back_by_themselves_when_the_broker_restarts(pair, broker):
    host, guest = pair
    started = time.monotonic()
    broker.stop()
    assert isinstance(next_event(host), Away) and isinstance(next_event(guest), Away)
    broker.start()
    assert isinstance(next_event(host), Connected) and isinstance(next_event(guest), Connected)
    host.publish("moves", b"after the outage")
    assert next_event(guest) == next_event(host) == Message("moves", b"after the outage")
    guest.publish("seat/2", b"me too")
    assert next_event(host) == next_event(guest) == Message("seat/2", b"me too")
    assert time.monotonic() - started < 5


def test_close_ends_the_network_thread_and_queues_nothing_more(broker, threads_before):
    transport = connected(broker)
    transport.close()
    transport.close()  # twice is harmless
    assert transport.events.empty()
    assert not any(thread.name.startswith("paho") for thread in threading.enumerate())


def test_a_transport_with_nowhere_to_connect_says_it_is_away(threads_before):
    transport = Transport(LOOPBACK, free_port(), "room", **QUICK)
    assert isinstance(next_event(transport), Away)
    transport.close()
    # Retries that fail again are no news.
    assert transport.events.empty()


def test_a_prefix_with_wildcards_is_refused():
    for prefix in ("", "room/#", "room/+/x", "room/"):
        with pytest.raises(ValueError):
            Transport(LOOPBACK, 1, prefix)


def test_a_message_published_while_away_goes_once_connected_again(broker, threads_before):
    transport = connected(broker)
    broker.stop()
    assert isinstance(next_event(transport), Away)
    transport.publish("moves", b"sent while away")
    broker.start()
    # On reconnecting the transport subscribes before paho sends what waited, so it hears it.
    assert isinstance(next_event(transport), Connected)
    assert next_event(transport) == Message("moves", b"sent while away")
    transport.close()


def test_a_client_id_of_the_callers_keeps_the_session_where_the_broker_keeps_sessions(mosquitto):
    """Mosquitto holds QoS 1 messages for a client that left, under its client id, and they
    come after Connected. (amqtt with anonymous access drops such a session within a
    second; the game's catch-up covers both.)"""
    host = connected(mosquitto)
    guest = connected(mosquitto, client_id="tessera-guest-test")
    guest.close()
    host.publish("moves", b"while the guest was gone")
    assert next_event(host) == Message("moves", b"while the guest was gone")
    guest = Transport(LOOPBACK, mosquitto.port, "room", client_id="tessera-guest-test", **QUICK)
    assert next_event(guest) == Connected(session_present=True)
    assert next_event(guest) == Message("moves", b"while the guest was gone")
    host.publish("moves", b"after")
    assert next_event(guest) == Message("moves", b"after")
    host.close()
    guest.close()
    assert guest.events.empty()  # the second subscription's acknowledgement was no news


def test_a_broker_that_refuses_the_connection_says_why_once(tmp_path, threads_before):
    closed = Mosquitto(tmp_path, anonymous=False)
    closed.start()
    transport = Transport(LOOPBACK, closed.port, "room", **QUICK)
    refused = next_event(transport)
    assert isinstance(refused, Refused) and "authori" in refused.reason.lower()
    anyone = Transport(LOOPBACK, closed.port, "room", **QUICK)  # refused too, after the first one's retries
    assert isinstance(next_event(anyone), Refused)
    anyone.close()
    transport.close()
    closed.stop()
    assert transport.events.empty()  # its retries, refused again, were no news


def test_a_move_is_sent_without_waiting_for_more(pair):
    """Nagle's algorithm is off on the transport's socket: a small message goes at once
    rather than after the broker's delayed acknowledgement (about 40 ms)."""
    host, _ = pair
    assert host.client.socket().getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
