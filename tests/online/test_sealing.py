"""A room's topics and key come from its code and give nothing of it away; a sealed
message opens with the room's key on its topic only, and anything else is refused with
one exception."""
import pytest

from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import OVERHEAD, Seal, Unsealable

CODE, OTHER_CODE = RoomCode.new(), RoomCode.new()
KEYS = RoomKeys.of(CODE)
TOPIC = KEYS.topic("host")


def test_the_topics_never_hold_the_code_or_its_secret():
    for code in [RoomCode.new() for _ in range(200)]:
        keys = RoomKeys.of(code)
        prefix = keys.topic_prefix.lower()
        for written in (code.text, code.text.replace("-", ""), code.secret.hex()):
            for start in range(len(written) - 7):
                assert written[start:start + 8].lower() not in prefix
        assert keys.message_key.hex() not in prefix
        assert prefix.startswith("tessera/v1/") and len(prefix) == len("tessera/v1/") + 32


def test_the_same_code_gives_the_same_room_and_another_code_another():
    assert RoomKeys.of(RoomCode.parse(CODE.text.lower())) == KEYS
    other = RoomKeys.of(OTHER_CODE)
    assert other.topic_prefix != KEYS.topic_prefix and other.message_key != KEYS.message_key
    assert KEYS.message_key not in KEYS.topic_prefix.encode() and len(KEYS.message_key) == 32


def test_the_key_stays_out_of_the_repr():
    assert KEYS.message_key.hex() not in repr(KEYS)


def test_a_sealed_message_opens_to_its_text():
    seal = Seal(KEYS)
    for text in (b"", b"{}", "Zug über die Brücke".encode(), bytes(range(256)) * 50):
        sealed = seal.seal(TOPIC, text)
        assert len(sealed) == len(text) + OVERHEAD
        assert Seal(RoomKeys.of(CODE)).open(TOPIC, sealed) == text


def test_the_same_text_seals_differently_each_time():
    seal = Seal(KEYS)
    assert seal.seal(TOPIC, b"move") != seal.seal(TOPIC, b"move")


def test_a_message_sealed_with_another_room_s_key_is_refused():
    other = Seal(RoomKeys.of(OTHER_CODE))
    with pytest.raises(Unsealable):
        Seal(KEYS).open(TOPIC, other.seal(TOPIC, b'{"kind": "move_wanted"}'))


def test_every_flipped_bit_is_refused():
    sealed = Seal(KEYS).seal(TOPIC, b'{"kind": "move_played", "seat": 1}')
    for place in range(len(sealed)):
        for bit in range(8):
            changed = bytearray(sealed)
            changed[place] ^= 1 << bit
            with pytest.raises(Unsealable):
                Seal(KEYS).open(TOPIC, bytes(changed))


def test_a_message_moved_to_another_topic_is_refused():
    seal = Seal(KEYS)
    sealed = seal.seal(KEYS.topic("host"), b"{}")
    for topic in (KEYS.topic("guests"), RoomKeys.of(OTHER_CODE).topic("host"), KEYS.topic_prefix, "\ud800"):
        with pytest.raises(Unsealable):
            seal.open(topic, sealed)


@pytest.mark.parametrize("sealed", [b"", b"\x01", b"\x01" + bytes(OVERHEAD - 2), bytes(OVERHEAD + 10)])
def test_bytes_too_short_or_of_another_format_are_refused(sealed):
    with pytest.raises(Unsealable):
        Seal(KEYS).open(TOPIC, sealed)
