"""Games on the same network: an announcement is heard by a browser with what joining
needs and without the room's code, it is gone when the host closes it, and what an
announcement says is read as untrusted text. Multicast on loopback (``127.0.0.1``) works
on this machine and in CI's containers, so the tests announce and browse there only."""
from __future__ import annotations

import threading
import uuid

from zeroconf import ServiceInfo

from session.online.nearby import MAX_TEXT, PROTOCOL, SERVICE_TYPE, Announcement, NearbyGame, NearbyGames
from tests.waiting import HANG_SECONDS

LOOPBACK = ["127.0.0.1"]


def info(properties: dict, port: int = 1883, addresses=("192.168.1.20",)) -> ServiceInfo:
    return ServiceInfo(SERVICE_TYPE, f"Ann 1a2b.{SERVICE_TYPE}", port=port, properties=properties,
                       parsed_addresses=list(addresses), server="tessera-1.local.")


def test_an_announcement_reads_as_a_nearby_game():
    game = NearbyGame.from_service_info(info({"game": "kerala", "host": "Ann", "protocol": "1"}, 40123))
    assert game == NearbyGame(f"Ann 1a2b.{SERVICE_TYPE}", "kerala", "Ann", 1, ("192.168.1.20",), 40123)


def test_an_announcement_without_what_joining_needs_is_left_out():
    whole = {"game": "kerala", "host": "Ann", "protocol": "1"}
    assert NearbyGame.from_service_info(info({**whole, "game": ""})) is None
    assert NearbyGame.from_service_info(info({key: v for key, v in whole.items() if key != "game"})) is None
    assert NearbyGame.from_service_info(info({**whole, "protocol": "one"})) is None
    assert NearbyGame.from_service_info(info(whole, port=0)) is None
    assert NearbyGame.from_service_info(info(whole, addresses=())) is None


def test_what_an_announcement_says_is_cut_and_decoded_as_untrusted_text():
    game = NearbyGame.from_service_info(info({b"game": b"kerala", b"host": b"\xffAnn" + b"x" * 200,
                                              b"protocol": b"7", b"flag": None}))
    assert game.host_name.startswith("\ufffdAnn") and len(game.host_name) == MAX_TEXT
    assert game.protocol == 7


def test_a_game_announced_is_heard_and_gone_when_closed(threads_before):
    changed = threading.Semaphore(0)
    nearby = NearbyGames(changed.release, interfaces=LOOPBACK)
    game_id = f"kerala-{uuid.uuid4().hex}"  # this test's own game, whatever else is announced here
    announcement = Announcement(game_id, "Ann", 40123, interfaces=LOOPBACK)

    def ours():
        return [game for game in nearby.games() if game.game_id == game_id]
    while not ours():
        assert changed.acquire(timeout=HANG_SECONDS), "the game announced was never heard"
    [game] = ours()
    assert (game.host_name, game.protocol, game.port, game.addresses) == ("Ann", PROTOCOL, 40123, ("127.0.0.1",))
    assert game.name == announcement.name
    # What anyone on the network hears: which game, whose, which protocol; never a room code.
    assert set(announcement.info.properties) == {b"game", b"host", b"protocol"}
    announcement.close()
    while ours():
        assert changed.acquire(timeout=HANG_SECONDS), "the game closed was never dropped"
    nearby.close()
