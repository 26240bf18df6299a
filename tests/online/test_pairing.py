"""The host and a guest derive the same pair key, which differs for every guest, every
room and every client id, so nobody else in the room reads or writes their line."""
import pytest

from session.online.envelopes import new_client_id
from session.online.pairing import (BadPublicKey, KeyPair, guest_pair_seal, host_pair_seal, public_key_of)
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import Unsealable

KEYS = RoomKeys.of(RoomCode.new())
HOST = KeyPair()


def test_both_sides_derive_the_same_key_and_it_is_not_the_room_s():
    guest, guest_id = KeyPair(), new_client_id()
    at_host = host_pair_seal(KEYS, HOST, guest.public, guest_id)
    at_guest = guest_pair_seal(KEYS, guest, HOST.public, guest_id)
    assert at_host.keys == at_guest.keys
    assert at_host.keys.topic_prefix == KEYS.topic_prefix and at_host.keys.message_key != KEYS.message_key
    topic = KEYS.up_topic(guest_id)
    assert at_host.open(topic, at_guest.seal(topic, b"move")) == b"move"


def test_each_guest_each_room_and_each_client_id_has_its_own_key():
    guest, other, guest_id = KeyPair(), KeyPair(), new_client_id()
    other_room = RoomKeys.of(RoomCode.new())
    keys = {host_pair_seal(KEYS, HOST, guest.public, guest_id).keys.message_key,
            host_pair_seal(KEYS, HOST, other.public, guest_id).keys.message_key,
            host_pair_seal(KEYS, HOST, guest.public, new_client_id()).keys.message_key,
            host_pair_seal(other_room, HOST, guest.public, guest_id).keys.message_key,
            host_pair_seal(KEYS, KeyPair(), guest.public, guest_id).keys.message_key}
    assert len(keys) == 5


def test_a_message_of_one_pair_does_not_open_with_another():
    guest, other = KeyPair(), KeyPair()
    guest_id, other_id = new_client_id(), new_client_id()
    mine = guest_pair_seal(KEYS, guest, HOST.public, guest_id)
    sealed = mine.seal(KEYS.up_topic(guest_id), b"move")
    with pytest.raises(Unsealable, match="pair key"):
        host_pair_seal(KEYS, HOST, other.public, other_id).open(KEYS.up_topic(guest_id), sealed)
    with pytest.raises(Unsealable, match="pair key"):  # the topic is sealed in: another line refuses it
        host_pair_seal(KEYS, HOST, guest.public, guest_id).open(KEYS.up_topic(other_id), sealed)


@pytest.mark.parametrize("public", [bytes(32), (1).to_bytes(32, "little"), b"\xec" + b"\xff" * 30 + b"\x7f",
                                    bytes.fromhex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800")])
def test_a_public_key_of_small_order_is_refused(public):
    with pytest.raises(BadPublicKey, match="no key to pair with"):
        host_pair_seal(KEYS, HOST, public, new_client_id())


def test_a_public_key_is_read_from_its_hex_text():
    assert public_key_of(HOST.public_text) == HOST.public and len(HOST.public_text) == 64
    for text in ("ab" * 31, "zz" * 32, "ab" * 33, "a"):
        with pytest.raises(BadPublicKey):
            public_key_of(text)


def test_the_private_key_stays_out_of_the_repr():
    pair = KeyPair()
    assert repr(pair) == f"KeyPair(public={pair.public_text})"
