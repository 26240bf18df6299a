"""Games hosted on the same network: announced and found with zeroconf (mDNS/DNS-SD).

A host that runs the embedded broker (:mod:`session.online.local_broker`) announces its
game as a ``_tessera._tcp.local.`` service (:class:`Announcement`): the broker's port and
the addresses of this machine, with a few TXT properties (which game, the host's name, the
protocol's version). Never the room's code: anyone on the network hears the announcement,
and the code is what a friend is given to join.

:class:`NearbyGames` listens for those announcements and keeps the list of games heard
(:class:`NearbyGame` values), calling ``on_change()`` (e.g. the window loop's wake-up) on
zeroconf's thread each time the list changes. What an announcement says comes from anyone
on the network: it is read as untrusted text, cut to a sane length, and an announcement
without a game or a port is left out.
"""
from __future__ import annotations

import ipaddress
import logging
import threading
import uuid
from dataclasses import dataclass
from typing import Callable

import ifaddr
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

log = logging.getLogger(__name__)

SERVICE_TYPE = "_tessera._tcp.local."
#: The version of the online protocol; announced, so that a game of another version can be
#: shown as one this Tessera cannot join.
PROTOCOL = 1
#: The longest text kept from an announcement's property (a DNS label holds 63 bytes; a
#: player's name is shorter).
MAX_TEXT = 60
#: Milliseconds a browser waits for the details of a game it heard of.
INFO_TIMEOUT_MS = 3000


@dataclass(frozen=True)
class NearbyGame:
    """A game announced on the network: its service ``name`` (unique there), the game
    (``game_id``, as in :mod:`session.registry`), the host's name, the protocol version it
    speaks, and where its broker listens (``addresses``, ``port``)."""
    name: str
    game_id: str
    host_name: str
    protocol: int
    addresses: tuple[str, ...]
    port: int

    @classmethod
    def from_service_info(cls, info: ServiceInfo) -> NearbyGame | None:
        """The game an announcement describes, or None when it lacks what joining needs (a
        game, a port, an address) or says its protocol is not a number."""
        properties = {_text(key): _text(value) for key, value in info.properties.items()
                      if key is not None and value is not None}
        game_id, protocol = properties.get("game", ""), properties.get("protocol", "")
        addresses = tuple(info.parsed_addresses(IPVersion.V4Only))
        if not game_id or not protocol.isdigit() or not info.port or not addresses:
            return None
        return cls(info.name, game_id, properties.get("host", ""), int(protocol), addresses, info.port)


def _text(value: bytes) -> str:
    """A property's bytes from the network as text, cut to :data:`MAX_TEXT` characters."""
    return value[:4 * MAX_TEXT].decode("utf-8", errors="replace")[:MAX_TEXT]


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses that others on the network can reach (not loopback)."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback:
                found.append(ip.ip)
    return found


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    """A zeroconf instance (its own thread) on ``interfaces`` (IPv4 addresses), else on all."""
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)


class Announcement:
    """The game ``game_id`` hosted by ``host_name`` with its broker on ``port``, announced on
    the network until :meth:`close`.

    Announcing takes a second or two (zeroconf first asks whether the name is taken), so it
    happens on a thread of its own: the constructor returns at once. ``interfaces``: the
    IPv4 addresses to announce on and to give as the game's (default: every interface, and
    this machine's addresses that are not loopback)."""

    def __init__(self, game_id: str, host_name: str, port: int, *, interfaces: list[str] | None = None):
        self.info = ServiceInfo(
            SERVICE_TYPE,
            # A name of the host's, made unique: two hosts may be called the same.
            f"{host_name[:MAX_TEXT - 5].replace('.', ' ')} {uuid.uuid4().hex[:4]}.{SERVICE_TYPE}",
            port=port,
            parsed_addresses=interfaces if interfaces is not None else local_addresses(),
            properties={"game": game_id, "host": host_name[:MAX_TEXT], "protocol": str(PROTOCOL)},
            server=f"tessera-{uuid.uuid4().hex[:12]}.local.",
        )
        self._zeroconf = _zeroconf(interfaces)
        self._registered = False
        self._registering = threading.Thread(target=self._register, name="announcing a game", daemon=True)
        self._registering.start()

    @property
    def name(self) -> str:
        """The service's name, as :attr:`NearbyGame.name` shows it to the others."""
        return self.info.name

    def _register(self) -> None:
        try:
            self._zeroconf.register_service(self.info, allow_name_change=True)
            self._registered = True
        except Exception:  # the game goes on; friends can still join with the code
            log.exception("could not announce the game on the network")

    def close(self) -> None:
        """Say goodbye on the network (others drop the game at once) and end zeroconf's
        threads; waits for both."""
        self._registering.join()
        if self._registered:
            self._zeroconf.unregister_service(self.info)
            self._registered = False
        self._zeroconf.close()


class NearbyGames:
    """The games announced on the network, heard until :meth:`close`. ``on_change()`` is
    called on zeroconf's thread after each change of :meth:`games`. ``interfaces``: the
    IPv4 addresses to listen on (default: every interface)."""

    def __init__(self, on_change: Callable[[], None] | None = None, *, interfaces: list[str] | None = None):
        self._on_change = on_change
        self._lock = threading.Lock()
        self._games: dict[str, NearbyGame] = {}
        self._zeroconf = _zeroconf(interfaces)
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def games(self) -> list[NearbyGame]:
        """The games heard now, by host name."""
        with self._lock:
            return sorted(self._games.values(), key=lambda game: (game.host_name.casefold(), game.name))

    def close(self) -> None:
        """Stop listening and end zeroconf's threads (waits for them)."""
        self._browser.cancel()
        self._zeroconf.close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """The browser's thread: a game appeared, changed or left."""
        game = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=INFO_TIMEOUT_MS)
            game = NearbyGame.from_service_info(info) if info is not None else None
            if game is None:
                log.info("left out an announcement of %r that lacks what joining needs", name)
        with self._lock:
            before = self._games.get(name)
            if game is None:
                self._games.pop(name, None)
            else:
                self._games[name] = game
            changed = self._games.get(name) != before
        if changed and self._on_change is not None:
            self._on_change()
