"""A connection to an MQTT broker that moves opaque bytes under one topic prefix.

A :class:`Transport` is one paho-mqtt client with its own network thread. It subscribes to
everything under its prefix (``prefix/#``), publishes bytes there with QoS 1, and hands
what happens to the caller as events in one thread-safe queue (:attr:`Transport.events`):
each :class:`Message` that arrives, and each change of the connection's state
(:class:`Connected`, :class:`Away`, :class:`Refused`). The network thread only puts events
in the queue and then calls ``wake()`` (e.g. the window loop's wake-up), so the caller
takes them on its own thread and nothing here knows of windows.

When the connection drops, paho reconnects by itself, waiting longer after each failed try
(:data:`RECONNECT_MIN_S` doubling up to :data:`RECONNECT_MAX_S`); every (re)connection
subscribes again, as a broker that restarted has forgotten the subscription. Messages
published while away are kept by paho and sent once connected again.

With a ``client_id`` of the caller's (the same one on every start), the session is kept
by the broker across a disconnection (``clean_session`` off): a broker that keeps sessions
(Mosquitto does) holds the QoS 1 messages for an absent client and sends them after
:class:`Connected`. A broker may not (amqtt with anonymous access drops a session within a
second of its client leaving, and never holds messages for it), so the game's own catch-up
after a reconnection is what guarantees that nothing is lost; this only spares it work.

What a message says is not looked at here; only its size is: a message over
:data:`MAX_MESSAGE_BYTES` is dropped before it reaches the queue (counted in
:attr:`Transport.dropped_oversize`, and logged), and publishing one is refused.
"""
from __future__ import annotations

import logging
import queue
import socket
import ssl
import threading
import uuid
from dataclasses import dataclass
from typing import Callable, Union

import paho.mqtt.client as mqtt

log = logging.getLogger(__name__)

#: The largest message (payload bytes) sent or taken in; anything bigger is refused.
MAX_MESSAGE_BYTES = 64 * 1024
#: Seconds paho waits before its first try to reconnect; each failed try doubles it...
RECONNECT_MIN_S = 1
#: ...up to this.
RECONNECT_MAX_S = 16
#: Seconds between keep-alive pings: a broker gone silent (a dropped Wi-Fi, a server gone)
#: is noticed after about one and a half of these.
KEEPALIVE_S = 20
QOS = 1


@dataclass(frozen=True)
class Message:
    """Bytes that arrived on ``topic`` (the part after the transport's prefix and ``/``)."""
    topic: str
    payload: bytes


@dataclass(frozen=True)
class Connected:
    """The broker accepted the connection (the first one, or again after being away) and
    the prefix is subscribed to. ``session_present``: the broker kept this client's
    session from before, with what it queued for it."""
    session_present: bool


@dataclass(frozen=True)
class Away:
    """The connection is lost or could not be made; paho tries again by itself.
    ``reason`` says why, for the log and the player."""
    reason: str


@dataclass(frozen=True)
class Refused:
    """The broker answered and refused the connection (``reason``: its reason, e.g. not
    authorised). paho still tries again; the caller may :meth:`Transport.close`."""
    reason: str


Event = Union[Message, Connected, Away, Refused]


class Transport:
    """A client of the broker at ``host``:``port`` (TLS with the system's certificate
    authorities when ``tls``), for the topics under ``prefix``.

    It starts connecting at once, on its own thread; :attr:`events` receives a
    :class:`Connected` when it is in. ``wake()`` is called on the network thread after
    each event is queued. ``username``/``password`` are for brokers that ask for them.
    """

    def __init__(self, host: str, port: int, prefix: str, *, wake: Callable[[], None] | None = None,
                 client_id: str | None = None, tls: bool = False, username: str | None = None,
                 password: str | None = None, reconnect_min_s: float = RECONNECT_MIN_S,
                 reconnect_max_s: float = RECONNECT_MAX_S, keepalive_s: int = KEEPALIVE_S):
        if not prefix or "#" in prefix or "+" in prefix or prefix.endswith("/"):
            raise ValueError(f"not a topic prefix: {prefix!r}")
        self.host, self.port, self.prefix = host, port, prefix
        self.events: queue.Queue[Event] = queue.Queue()
        self.dropped_oversize = 0
        """How many arriving messages were over :data:`MAX_MESSAGE_BYTES` and dropped."""
        self._wake = wake
        self._state_lock = threading.Lock()
        self._state: type | None = None  # the class of the last state event queued
        self._closed = False
        self._subscribing: int | None = None  # the subscription's message id until acknowledged
        persistent = client_id is not None
        self.client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2,
                                  client_id=client_id if persistent else f"tessera-{uuid.uuid4().hex}",
                                  clean_session=not persistent, protocol=mqtt.MQTTv311)
        if tls:
            self.client.tls_set_context(ssl.create_default_context())
        if username is not None:
            self.client.username_pw_set(username, password)
        self.client.reconnect_delay_set(reconnect_min_s, reconnect_max_s)
        self.client.on_socket_open = self._on_socket_open
        self.client.on_connect = self._on_connect
        self.client.on_connect_fail = self._on_connect_fail
        self.client.on_disconnect = self._on_disconnect
        self.client.on_subscribe = self._on_subscribe
        self.client.on_message = self._on_message
        self.client.connect_async(host, port, keepalive=keepalive_s)
        self.client.loop_start()

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        """Send ``payload`` to ``prefix/topic`` with QoS 1 (``retain``: the broker keeps it
        for later subscribers). While away it waits in paho and goes once connected
        again. Raises ValueError when it is over :data:`MAX_MESSAGE_BYTES` (the others
        would drop it)."""
        if len(payload) > MAX_MESSAGE_BYTES:
            raise ValueError(f"a message of {len(payload)} bytes is over the {MAX_MESSAGE_BYTES} bytes allowed")
        self.client.publish(f"{self.prefix}/{topic}", payload, qos=QOS, retain=retain)

    def close(self) -> None:
        """Disconnect and end the network thread (waits for it). Nothing is queued after."""
        with self._state_lock:
            if self._closed:
                return
            self._closed = True
        self.client.disconnect()
        self.client.loop_stop()

    # The network thread's callbacks: they only queue events.

    def _queue(self, event: Event) -> None:
        self.events.put(event)
        if self._wake is not None:
            self._wake()

    def _change_state(self, event: Connected | Away | Refused) -> None:
        """Queue ``event`` unless it says what the last one said (a retry that fails
        again while away is no news) or the transport is closed. After a refusal, losing
        the connection is no news either: paho drops each refused connection, and the
        refusal says more until a connection is accepted."""
        with self._state_lock:
            if self._closed or self._state is type(event) or (self._state is Refused and isinstance(event, Away)):
                return
            self._state = type(event)
        self._queue(event)

    def _on_socket_open(self, client, userdata, sock) -> None:
        # A move is one small message that should not wait for another: with Nagle's
        # algorithm on, it waited for the broker's delayed acknowledgement, about 40 ms a
        # move at p99 (benchmarks/online.py).
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except (OSError, AttributeError) as error:  # not a TCP socket (e.g. a websocket wrapper)
            log.info("online: could not send without delay: %s", error)

    def _on_connect(self, client, userdata, flags, reason_code, properties) -> None:
        if reason_code.is_failure:
            log.warning("the broker at %s:%s refused the connection: %s", self.host, self.port, reason_code)
            self._change_state(Refused(str(reason_code)))
            return
        # Connected is queued once nothing published under the prefix can pass this client
        # by: at once when the broker kept its session (and subscription; what it held for
        # the client follows), else when the new subscription is acknowledged
        # (_on_subscribe). Subscribing again anyway is harmless.
        _, mid = client.subscribe(f"{self.prefix}/#", qos=QOS)
        with self._state_lock:
            self._subscribing = mid
        if flags.session_present:
            self._change_state(Connected(True))

    def _on_subscribe(self, client, userdata, mid, reason_codes, properties) -> None:
        with self._state_lock:
            if self._subscribing != mid:
                return
            self._subscribing = None
        if any(code.is_failure for code in reason_codes):
            log.warning("the broker at %s:%s refused the subscription to %s/#: %s", self.host, self.port,
                        self.prefix, reason_codes)
            self._change_state(Refused(f"subscription refused: {reason_codes[0]}"))
            return
        self._change_state(Connected(False))  # no news if the kept session said so already

    def _on_connect_fail(self, client, userdata) -> None:
        self._change_state(Away(f"could not reach {self.host}:{self.port}"))

    def _on_disconnect(self, client, userdata, disconnect_flags, reason_code, properties) -> None:
        if self._closed:
            return
        log.info("connection to %s:%s lost: %s", self.host, self.port, reason_code)
        self._change_state(Away(str(reason_code)))

    def _on_message(self, client, userdata, message: mqtt.MQTTMessage) -> None:
        payload = message.payload
        if len(payload) > MAX_MESSAGE_BYTES:
            self.dropped_oversize += 1
            log.warning("dropped a message of %d bytes on %s (over %d)", len(payload), message.topic,
                        MAX_MESSAGE_BYTES)
            return
        topic = message.topic
        if not topic.startswith(self.prefix + "/"):  # not ours: a broker's mistake
            log.warning("dropped a message on %s, outside %s/", topic, self.prefix)
            return
        self._queue(Message(topic[len(self.prefix) + 1:], bytes(payload)))
