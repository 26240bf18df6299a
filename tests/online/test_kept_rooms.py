"""What each side of an online game keeps in its folder (session/online/kept_rooms.py), on
its own: a host's and a guest's game mid-way written and read back whole; no file is no
game; a damaged file is set aside whole with the reason (the house's storage) and never
read again; a write that fails leaves the file before it, and no temporary file."""
from __future__ import annotations

import json

import pytest

from session.files import paths
from session.files.storage import DamagedFile
from session.online.kept_rooms import GUEST_FILE, HOST_FILE, KeptGuest, KeptHost, keep, kept_guest, kept_host
from session.online.room_code import RoomCode
from tests.games import GAMES
from tests.online.room_tables import Table

KERALA = next(game for game in GAMES if game.id == "kerala")
CODE = RoomCode.new()
"""The room's code kept with the games (the in-memory table's own is not needed here)."""


def a_game_midway() -> Table:
    """A seeded game of Kerala on the in-memory bus, its guests joined, some moves played."""
    table = Table(KERALA, seed=21)
    while len(table.host.record.entries) < 12:
        table.step()
    return table


def the_host(table: Table) -> KeptHost:
    host = table.host
    return KeptHost(CODE, host.game_id, host.record, host.seats, host.signer, dict(host.guests.tokens))


def the_guest(table: Table, seat: int) -> KeptGuest:
    guest = table.guests[seat]
    return KeptGuest(CODE, seat, guest.name, guest.game_id, guest.record, guest.token, guest.pinned)


def host_fields(kept: KeptHost) -> tuple:
    return (kept.code.text, kept.game_id, json.dumps(kept.record.to_data(), sort_keys=True),
            [(seat.name, seat.who) for seat in kept.seats], kept.signer.private_bytes, kept.tokens)


def guest_fields(kept: KeptGuest) -> tuple:
    return (kept.code.text, kept.seat, kept.name, kept.game_id,
            None if kept.record is None else json.dumps(kept.record.to_data(), sort_keys=True),
            kept.token, kept.pinned)


@pytest.fixture
def table() -> Table:
    return a_game_midway()


def test_a_hosts_game_is_read_back_as_it_was_written(tmp_path, table):
    kept = the_host(table)
    keep(tmp_path, kept)
    back = kept_host(tmp_path)
    assert host_fields(back) == host_fields(kept)
    assert len(back.record.entries) == 12 and back.record.start == table.host.record.start  # with its seed
    assert back.signer.public == table.host.signer.public  # the guests' pinned key still signs
    assert set(back.tokens) == {1, 2}
    assert back.record.state.public_digest() == table.host.record.state.public_digest()


def test_a_guests_game_is_read_back_as_it_was_written_and_holds_no_seed(tmp_path, table):
    kept = the_guest(table, 2)
    keep(tmp_path, kept)
    back = kept_guest(tmp_path)
    assert guest_fields(back) == guest_fields(kept)
    assert back.pinned == table.host.signer.public and back.token == table.host.guests.tokens[2]
    assert "seed" not in (tmp_path / GUEST_FILE).read_text()
    assert back.record.state.public_digest() == table.host.record.state.public_digest()


def test_a_guest_not_yet_welcomed_is_kept_with_its_code_seat_and_name_only(tmp_path, table):
    kept = KeptGuest(CODE, 1, "Ann")
    keep(tmp_path, kept)
    assert guest_fields(kept_guest(tmp_path)) == (CODE.text, 1, "Ann", None, None, None, None)


def test_no_file_or_no_folder_is_no_game(tmp_path):
    assert kept_host(tmp_path) is None and kept_guest(tmp_path) is None
    assert kept_host(tmp_path / "not there") is None and kept_guest(tmp_path / "not there") is None


@pytest.mark.parametrize("damage", [
    "{\"format\": 1, \"side\": \"host\"",  # cut short
    "\x00\x01 not text",
    json.dumps({"format": 2, "side": "host"}),  # a later format
    json.dumps({"format": 1, "side": "guest", "code": "x"}),  # the other side's game
    "[]",
], ids=["cut-short", "not-json", "later-format", "other-side", "not-an-object"])
def test_a_damaged_hosts_file_is_set_aside_whole_and_said_clearly(tmp_path, damage):
    (tmp_path / HOST_FILE).write_text(damage)
    with pytest.raises(DamagedFile) as raised:
        kept_host(tmp_path)
    assert raised.value.kept == tmp_path / (HOST_FILE + ".bad")
    assert raised.value.kept.read_text() == damage  # nothing of it lost
    assert HOST_FILE + ".bad" in str(raised.value) and raised.value.reason
    assert kept_host(tmp_path) is None  # never read again


def test_a_guests_file_with_a_record_that_does_not_replay_is_set_aside(tmp_path, table):
    data = json.loads(the_guest(table, 1).to_text())
    data["record"]["moves"][3] = data["record"]["moves"][2]  # the same move twice cannot be played
    (tmp_path / GUEST_FILE).write_text(json.dumps(data))
    with pytest.raises(DamagedFile) as raised:
        kept_guest(tmp_path)
    assert json.loads(raised.value.kept.read_text()) == data
    assert not (tmp_path / GUEST_FILE).exists()


def test_a_write_that_fails_leaves_the_game_kept_before_it(tmp_path, table, monkeypatch):
    before = the_host(table)
    keep(tmp_path, before)
    written = (tmp_path / HOST_FILE).read_text()
    table.step()

    def crash(*args):
        raise OSError("the disk is full")
    monkeypatch.setattr(paths.os, "replace", crash)
    with pytest.raises(OSError):
        keep(tmp_path, the_host(table))
    assert (tmp_path / HOST_FILE).read_text() == written
    assert [path.name for path in tmp_path.iterdir()] == [HOST_FILE]  # no temporary file left
    assert host_fields(kept_host(tmp_path)) == host_fields(KeptHost.from_text(written))
