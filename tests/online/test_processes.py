"""Online games across real processes (session/online/headless.py), on loopback: a host
and two guests, each a process of its own with computer players at its seats, play a
whole game of each title through the host's embedded broker and through Mosquitto; a
guest and then the host are killed (kill -9) mid-game and started again on their
folders; the broker goes away mid-game and comes back on its port. Every copy of the
record ends the same and every side says the same result."""
from __future__ import annotations

import time

import pytest

from tests.online.brokers import LOOPBACK
from tests.online.headless_players import Room
from tests.online.room_tables import ONLINE_GAMES

GAME_IDS = [game.id for game in ONLINE_GAMES]
BROKER_OUTAGE_S = 10.0
"""How long the broker is down in the outage test (the issue's figure)."""


@pytest.fixture
def rooms(tmp_path, threads_before):
    """Rooms of players started by the test, closed at its end (before the threads are
    counted)."""
    started = []

    def room(game, broker, seed):
        started.append(Room(tmp_path, game, broker, seed))
        return started[-1]
    yield room
    for room in started:
        room.close()


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_whole_game_through_the_hosts_embedded_broker(rooms, game):
    rooms(game, "embedded", seed=41).play_to_end()


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_whole_game_through_mosquitto(rooms, mosquitto, game):
    rooms(game, f"{LOOPBACK}:{mosquitto.port}", seed=42).play_to_end()


def test_a_guest_killed_mid_game_comes_back_from_its_folder(rooms, mosquitto):
    room = rooms("kaleido", f"{LOOPBACK}:{mosquitto.port}", seed=43)
    room.players[2].wait_for("saved", moves=lambda moves: moves >= 20)
    room.players[2].kill()
    kept = len(room.kept(2)["record"]["moves"])
    room.restart(2)
    assert room.players[2].wait_for("saved")["moves"] == kept  # its record taken back from its folder
    room.players[2].wait_for("joined")
    assert room.play_to_end()["moves"] > kept


def test_the_host_killed_mid_game_comes_back_and_its_guests_rejoin(rooms, mosquitto):
    room = rooms("kaleido", f"{LOOPBACK}:{mosquitto.port}", seed=44)
    room.players["host"].wait_for("saved", moves=lambda moves: moves >= 20)
    room.players["host"].kill()
    kept = len(room.kept("host")["record"]["moves"])
    had = {seat: len(room.kept(seat)["record"]["moves"]) for seat in (1, 2)}
    assert max(had.values()) <= kept  # no guest has a move the host did not keep
    room.restart("host")
    assert room.players["host"].wait_for("saved")["moves"] == kept  # its game taken back from its folder
    room.players["host"].wait_for("open")
    for seat in (1, 2):
        # welcomed again by the host come back (the first welcome was before any move)
        room.players[seat].wait_for("joined", moves=lambda moves, seat=seat: moves >= had[seat] > 0)
    assert room.play_to_end()["moves"] > kept


def test_the_broker_goes_away_mid_game_and_everyone_reconnects(rooms, mosquitto):
    room = rooms("kaleido", f"{LOOPBACK}:{mosquitto.port}", seed=45)
    before = room.players["host"].wait_for("saved", moves=lambda moves: moves >= 20)["moves"]
    mosquitto.stop()
    for player in room.players.values():
        player.wait_for("away")
    time.sleep(BROKER_OUTAGE_S)  # the outage itself (no event ends it), not a wait for one
    mosquitto.start()
    for player in room.players.values():
        player.wait_for("connected")
    assert room.play_to_end()["moves"] > before + 1
