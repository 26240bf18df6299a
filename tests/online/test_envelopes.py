"""A message of the room is read only when it is of the protocol's schema: every kind's
fields present, of their type and size, no others; and within the limits of depth,
length and items anywhere."""
import json

import pytest

from session.online import envelopes
from session.online.envelopes import (KINDS, MAX_DEPTH, MAX_ITEMS, MAX_TEXT, PROTOCOL_VERSION, BadEnvelope,
                                      new_client_id, new_token, read, write)

SENDER = new_client_id()
TOKEN = new_token()
HASH = "ab" * 32
MOVE = ["Take", [0, 1, [0, 1], None]]

EXAMPLES = {
    "hello": {"game": "kerala", "moves": 0, "started": False, "host_key": "cd" * 32, "signing_key": "12" * 32,
              "seats": [{"name": "Ann", "who": "here", "away": False}, {"name": "Bo", "who": "open", "away": False}]},
    "join": {"name": "Bo", "seat": 1, "public_key": "ef" * 32, "proof": None},
    "welcome": {"to": SENDER, "seat": 1, "token": TOKEN, "game": "kerala",
                "start": {"players": 2, "colors": ["red", "blue"]}, "opening": {"tiles": ["red:1"]},
                "humans": [True, False]},
    "state": {"to": SENDER, "moves": [{"number": 0, "seat": 0, "move": MOVE, "reveal": None, "hash": HASH}]},
    "catch_up": {"have": 4},
    "move_wanted": {"token": TOKEN, "seat": 1, "number": 3, "move": MOVE},
    "move_played": {"number": 3, "seat": 1, "move": MOVE, "reveal": {"tiles": ["red"]}, "hash": HASH},
    "take_back_wanted": {"token": TOKEN, "seat": 1, "number": 3},
    "taken_back": {"number": 3, "hash": HASH},
    "refused": {"to": SENDER, "reason": "not_your_turn", "number": 3},
    "ping": {},
    "bye": {"reason": "leaving"},
}
WRONG = {"text": "x", "number": 7, "negative": -1, "true": True, "null": None, "list": [1], "object": {"a": 1},
         "float": 1.5}


def plaintext(message: dict) -> bytes:
    return json.dumps(message).encode("utf-8")


def whole(kind: str, /, **changes) -> dict:
    return {"v": PROTOCOL_VERSION, "kind": kind, "from": SENDER, "seq": 1, **EXAMPLES[kind], **changes}


def test_every_kind_has_an_example():
    assert EXAMPLES.keys() == KINDS.keys()


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_reads_back_as_written(kind):
    envelope = write(kind, SENDER, 5, **EXAMPLES[kind])
    assert (envelope.kind, envelope.sender, envelope.seq, envelope.fields) == (kind, SENDER, 5, EXAMPLES[kind])
    assert read(envelope.plaintext()) == envelope


@pytest.mark.parametrize("kind", KINDS)
def test_each_field_of_each_kind_is_required(kind):
    for field in [*envelopes.HEADER, *KINDS[kind]]:
        message = whole(kind)
        del message[field]
        with pytest.raises(BadEnvelope, match=f"missing {field}"):
            read(plaintext(message))


#: The values of WRONG a field takes after all, by (kind, field) or ("*", field) for every kind.
TAKEN = {("*", "seat"): {"number"}, ("*", "number"): {"number"}, ("refused", "number"): {"number", "null"},
         ("*", "seq"): {"number"}, ("hello", "moves"): {"number"}, ("catch_up", "have"): {"number"},
         ("join", "proof"): {"null"}, ("move_played", "reveal"): {"null", "object"}, ("welcome", "start"): {"object"},
         ("welcome", "opening"): {"null", "object"}, ("welcome", "game"): {"text"},
         ("*", "name"): {"text"}, ("*", "away"): {"true"}, ("hello", "started"): {"true"},
         ("hello", "game"): {"text"}, ("*", "move"): set(WRONG)}


@pytest.mark.parametrize("kind", KINDS)
def test_each_field_of_each_kind_refuses_a_wrong_type(kind):
    for field in [*envelopes.HEADER, *KINDS[kind]]:
        taken = set()
        for name, wrong in WRONG.items():
            try:
                read(plaintext(whole(kind, **{field: wrong})))
            except BadEnvelope as refusal:
                said = (f"{field}:", f"{kind}: {field}:", "protocol version", "unknown kind")
                assert str(refusal).startswith(said), refusal
            else:
                taken.add(name)
        assert taken == TAKEN.get((kind, field), TAKEN.get(("*", field), set())), (kind, field)


@pytest.mark.parametrize("kind", KINDS)
def test_a_field_the_schema_does_not_know_is_refused(kind):
    with pytest.raises(BadEnvelope, match="unknown field colour"):
        read(plaintext(whole(kind, colour="red")))


def test_a_move_or_reveal_is_any_json_the_game_reads():
    for move in (None, 3, "pass", {"take": [1, 2]}, [[["deep"]]]):
        assert read(plaintext(whole("move_wanted", move=move))).fields["move"] == move


@pytest.mark.parametrize("changes, problem", [
    ({"v": 2}, "protocol version 2"),
    ({"v": "1"}, "v: not a whole number"),
    ({"kind": "cheat"}, "unknown kind 'cheat'"),
    ({"from": "ABCDEF0123456789"}, "from: not of the form"),
    ({"from": SENDER + "0"}, "from: not of the form"),
    ({"seq": -1}, "seq: -1 outside"),
    ({"seq": 2 ** 60}, "seq: .* outside"),
    ({"seq": True}, "seq: not a whole number"),
    ({"seat": 8}, "seat: 8 outside"),
    ({"name": ""}, "name: 0 characters"),
    ({"name": "B" * 41}, "name: 41 characters"),
    ({"name": "Bo\nBo"}, "name: a control character"),
    ({"proof": "00" * 31}, "proof: not of the form"),
    ({"proof": "AB" * 32}, "proof: not of the form"),
    ({"public_key": "ab" * 33}, "public_key: not of the form"),
    ({"public_key": None}, "public_key: not a string"),
])
def test_values_out_of_their_range_or_form_are_refused(changes, problem):
    with pytest.raises(BadEnvelope, match=problem):
        read(plaintext(whole("join", **changes)))


def test_a_list_item_or_an_object_in_a_list_is_checked_too():
    seats = EXAMPLES["hello"]["seats"]
    for bad in ([{"name": "Ann", "who": "ghost", "away": False}], [{"name": "Ann", "who": "here"}],
                [*seats, {"name": "Cy", "who": "here", "away": False, "score": 3}], ["Ann"], seats * 5):
        with pytest.raises(BadEnvelope, match="seats"):
            read(plaintext(whole("hello", seats=bad)))


@pytest.mark.parametrize("text, problem", [
    (b"\xff\xfe{}", "not UTF-8 JSON"),
    (b"{", "not UTF-8 JSON"),
    (b"[1, 2]", "not a JSON object: list"),
    (b'"ping"', "not a JSON object: str"),
    (b'{"v": 1, "v": 1, "kind": "ping", "from": "0123456789abcdef", "seq": 1}', "a key twice"),
    (b'{"v": 1, "kind": "ping", "from": "0123456789abcdef", "seq": NaN}', "NaN is no JSON number"),
    (b'{"v": 1, "kind": "ping", "from": "0123456789abcdef", "seq": Infinity}', "Infinity is no JSON number"),
    (b'{"v": 1, "kind": "ping", "from": "0123456789abcdef", "seq": 1' + b"0" * 5000 + b"}", "not UTF-8 JSON"),
])
def test_what_is_no_json_object_is_refused(text, problem):
    with pytest.raises(BadEnvelope, match=problem):
        read(text)


def test_deep_nesting_is_refused_wherever_it_is():
    assert read(plaintext(whole("move_wanted", move=nested(MAX_DEPTH - 1))))
    with pytest.raises(BadEnvelope, match="nested deeper"):
        read(plaintext(whole("move_wanted", move=nested(MAX_DEPTH))))
    with pytest.raises(BadEnvelope, match="nested deeper"):
        read(b'{"move": ' + b"[" * 30000 + b"]" * 30000 + b"}")


def nested(levels: int) -> list:
    value: list = []
    for _level in range(levels - 1):
        value = [value]
    return value


def test_long_strings_and_long_lists_are_refused_wherever_they_are():
    with pytest.raises(BadEnvelope, match="a string of 1001 characters"):
        read(plaintext(whole("move_wanted", move={"note": "x" * (MAX_TEXT + 1)})))
    with pytest.raises(BadEnvelope, match="a string of 1001 characters"):
        read(plaintext(whole("move_wanted", move={"x" * (MAX_TEXT + 1): 1})))
    with pytest.raises(BadEnvelope, match="1001 items"):
        read(plaintext(whole("move_played", move=[0] * (MAX_ITEMS + 1))))


def test_a_lone_surrogate_is_refused():
    with pytest.raises(BadEnvelope, match="surrogate"):
        read(b'{"v": 1, "kind": "join", "from": "0123456789abcdef", "seq": 1, "name": "\\ud800", '
             b'"seat": 1, "public_key": "efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef", "proof": null}')


def test_write_refuses_what_read_would():
    with pytest.raises(ValueError, match="seat"):
        write("join", SENDER, 1, name="Bo", seat=-1, public_key="ef" * 32, proof=None)
    with pytest.raises(ValueError, match="unknown kind"):
        write("cheat", SENDER, 1)


def test_client_ids_and_tokens_are_fresh_and_of_their_form():
    ids, tokens = {new_client_id() for _ in range(100)}, {new_token() for _ in range(100)}
    assert len(ids) == len(tokens) == 100
    assert all(envelopes.CLIENT_ID(client) is None for client in ids)
    assert all(envelopes.TOKEN(token) is None for token in tokens)
