"""A guest's line with the host carries messages both ways between the two of them only:
a message on another topic, sent back the way it came, from a third party or of a kind
that does not go that way is refused with a reason for the log."""
from session.online.channel import Channel
from session.online.envelopes import Envelope, new_client_id, new_token
from session.online.inbox import Refusal
from session.online.outbox import Outbox
from session.online.pairing import KeyPair
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal

WELCOME_GAME = {"game": "kerala", "start": {"players": 2}, "opening": None, "humans": [True, True]}
"""What a welcome says of the game (these tests read only its seat and token)."""
KEYS = RoomKeys.of(RoomCode.new())
HOST, HOST_ID = KeyPair(), new_client_id()


def line() -> tuple[Channel, Channel]:
    """The host's and the guest's ends of a new guest's line."""
    guest, guest_id = KeyPair(), new_client_id()
    return (Channel.host_end(KEYS, HOST, HOST_ID, guest.public, guest_id),
            Channel.guest_end(KEYS, guest, guest_id, HOST.public, HOST_ID))


def test_the_host_and_the_guest_hear_each_other_on_the_guest_s_topics():
    host_end, guest_end = line()
    guest_id = guest_end.outbox.client_id
    token = new_token()
    welcome, payload = host_end.send("welcome", to=guest_id, seat=1, token=token, **WELCOME_GAME)
    assert host_end.send_topic == KEYS.down_topic(guest_id)
    assert guest_end.receive(KEYS.down_topic(guest_id), payload) == welcome
    wanted, payload = guest_end.send("move_wanted", token=token, seat=1, number=0, move=["Pass"])
    assert host_end.receive(KEYS.up_topic(guest_id), payload) == wanted


def test_a_message_sent_back_the_way_it_came_or_onto_another_topic_is_refused():
    host_end, guest_end = line()
    guest_id = guest_end.outbox.client_id
    _welcome, payload = host_end.send("welcome", to=guest_id, seat=1, token=new_token(), **WELCOME_GAME)
    # The up topic is the host's to read, and the topic is sealed in: a copy there fails.
    assert "not sealed with this guest's pair key" in host_end.receive(KEYS.up_topic(guest_id), payload).reason
    assert "not this line's" in guest_end.receive(KEYS.host_topic, payload).reason


def test_a_message_sealed_with_the_room_s_key_or_another_line_s_does_not_open():
    host_end, guest_end = line()
    _other_host_end, other_guest_end = line()
    up = host_end.receive_topic
    with_room_key = Outbox(Seal(KEYS), guest_end.outbox.client_id).message(up, "ping")[1]
    with_other_pair = Outbox(other_guest_end.seal, guest_end.outbox.client_id).message(up, "ping")[1]
    for payload in (with_room_key, with_other_pair):
        refusal = host_end.receive(up, payload)
        assert isinstance(refusal, Refusal) and "not sealed with this guest's pair key" in refusal.reason


def test_a_kind_that_does_not_go_that_way_is_refused():
    host_end, guest_end = line()
    guest_id = guest_end.outbox.client_id
    _message, payload = guest_end.send("welcome", to=guest_id, seat=1, token=new_token(), **WELCOME_GAME)
    refusal = host_end.receive(KEYS.up_topic(guest_id), payload)
    assert isinstance(refusal, Refusal) and "a welcome, which does not come this way" in refusal.reason
    _message, payload = host_end.send("move_wanted", token=new_token(), seat=1, number=0, move=None)
    assert "a move_wanted, which does not come" in guest_end.receive(KEYS.down_topic(guest_id), payload).reason


def test_a_message_under_another_sender_s_id_is_refused():
    host_end, guest_end = line()
    impostor = Outbox(guest_end.seal, new_client_id())  # only the two ends hold this seal
    _message, payload = impostor.message(guest_end.send_topic, "ping")
    refusal = host_end.receive(guest_end.send_topic, payload)
    assert isinstance(refusal, Refusal) and "but from " + impostor.client_id in refusal.reason
    assert isinstance(host_end.receive(guest_end.send_topic, guest_end.send("ping")[1]), Envelope)
