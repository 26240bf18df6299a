"""The host's table binds each seat to one guest, on that guest's own line: another
member of the room, who holds the room's key and reads every join, can neither read a
guest's token nor act for its seat, move a message from one line to another, nor take a
seat over with a join copied or replayed; arbitrary bytes on a guest's line never raise."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from session.online.channel import Channel
from session.online.envelopes import PROTOCOL_VERSION, Envelope, new_client_id, new_token
from session.online.guests import MAX_GUESTS, Guest, Guests, SeatRefusal, rejoin_proof, seat_refusal
from session.online.inbox import Inbox, Refusal
from session.online.outbox import Outbox
from session.online.pairing import KeyPair
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal, Unsealable

WELCOME_GAME = {"game": "kerala", "start": {"players": 2}, "opening": None, "humans": [True, True]}
"""What a welcome says of the game (these tests read only its seat and token)."""
KEYS = RoomKeys.of(RoomCode.new())
ROOM_SEAL = Seal(KEYS)


class Host:
    """The host's side: its key pair of this opening, its inbox of the room's key (joins
    come there) and its table of guests."""

    def __init__(self, tokens: dict[int, str] | None = None):
        self.key_pair, self.client_id = KeyPair(), new_client_id()
        self.inbox = Inbox(ROOM_SEAL)
        self.guests = Guests(KEYS, self.key_pair, self.client_id, tokens)

    def admit(self, payload: bytes, seat_open: bool = True) -> Guest | Refusal:
        join = self.inbox.receive(KEYS.join_topic, payload)
        return join if isinstance(join, Refusal) else self.guests.admit(join, seat_open)

    def welcome(self, guest: Guest) -> bytes:
        return guest.channel.send("welcome", to=guest.client_id, seat=guest.seat, token=self.guests.token(guest),
                                  **WELCOME_GAME)[1]


class Member:
    """A guest's side, or anyone else who holds the room's code."""

    def __init__(self, host: Host, client_id: str | None = None, key_pair: KeyPair | None = None):
        self.key_pair = key_pair or KeyPair()
        self.room_outbox = Outbox(ROOM_SEAL, client_id)
        self.client_id = self.room_outbox.client_id
        self.host = host
        self.channel = Channel.guest_end(KEYS, self.key_pair, self.client_id, host.key_pair.public, host.client_id)
        self.token: str | None = None

    def join(self, seat: int, token: str | None = None, name: str = "Bo") -> bytes:
        proof = token and rejoin_proof(token, KEYS, self.host.key_pair.public, self.client_id, self.key_pair.public)
        return self.room_outbox.message(KEYS.join_topic, "join", name=name, seat=seat,
                                        public_key=self.key_pair.public_text, proof=proof)[1]

    def joins(self, seat: int, token: str | None = None) -> Guest:
        """Joins at ``seat`` and reads its welcome."""
        guest = self.host.admit(self.join(seat, token))
        assert isinstance(guest, Guest), guest
        welcome = self.channel.receive(KEYS.down_topic(self.client_id), self.host.welcome(guest))
        assert isinstance(welcome, Envelope) and welcome.fields["seat"] == seat, welcome
        self.token = welcome.fields["token"]
        return guest

    def move_wanted(self, seat: int, token: str | None = None) -> bytes:
        return self.channel.send("move_wanted", token=token or self.token, seat=seat, number=3, move=["Pass"])[1]


def test_a_guest_joins_gets_its_token_on_its_line_and_acts_for_its_seat():
    host = Host()
    ann = Member(host)
    guest = ann.joins(1)
    assert guest.seat == 1 and host.guests.tokens == {1: ann.token} and host.guests.holder(1) is guest
    wanted = host.guests.receive(KEYS.up_topic(ann.client_id), ann.move_wanted(1))
    assert isinstance(wanted, Envelope) and wanted.fields["move"] == ["Pass"]
    assert seat_refusal(wanted, host.guests) is None


def test_another_member_reads_neither_the_welcome_nor_the_token():
    host = Host()
    ann, eve = Member(host), Member(host)
    guest = host.admit(ann.join(1))
    welcome = host.welcome(guest)
    down = KEYS.down_topic(ann.client_id)
    for seal in (ROOM_SEAL, eve.channel.seal):  # the room's key, and Eve's own pair key
        try:
            seal.open(down, welcome)
        except Unsealable:
            continue
        raise AssertionError("Eve opened Ann's welcome")
    assert host.guests.token(guest).encode() not in welcome
    assert ann.channel.receive(down, welcome).fields["token"] == host.guests.token(guest)


def test_a_move_forged_for_another_guest_is_refused_however_it_is_sealed():
    host = Host()
    ann, eve = Member(host), Member(host)
    ann.joins(1)
    eve.joins(2)
    up = KEYS.up_topic(ann.client_id)
    forged = {"v": PROTOCOL_VERSION, "kind": "move_wanted", "from": ann.client_id, "seq": 99,
              "token": new_token(), "seat": 1, "number": 3, "move": ["Pass"]}
    plaintext = json.dumps(forged).encode()
    # Eve holds the room's key and her own pair key, never Ann's.
    for seal in (ROOM_SEAL, eve.channel.seal):
        refusal = host.guests.receive(up, seal.seal(up, plaintext))
        assert isinstance(refusal, Refusal) and "not sealed with this guest's pair key" in refusal.reason
        assert refusal.sender is None
    # On her own line Eve can only speak as Eve: as Ann she is refused, as herself her seat is 2.
    own_line = KEYS.up_topic(eve.client_id)
    refusal = host.guests.receive(own_line, eve.channel.seal.seal(own_line, plaintext))
    assert isinstance(refusal, Refusal) and f"but from {ann.client_id}" in refusal.reason
    # A move_wanted under Ann's id on the join topic does not get past the token either.
    on_room_topic = host.inbox.receive(KEYS.join_topic, ROOM_SEAL.seal(KEYS.join_topic, plaintext))
    assert isinstance(on_room_topic, Envelope)
    refusal = seat_refusal(on_room_topic, host.guests)
    assert isinstance(refusal, SeatRefusal) and refusal.reason == "a token that is not seat 1's"
    assert host.guests.holder(1).client_id == ann.client_id


def test_a_message_moved_from_one_guest_s_line_to_another_s_is_refused():
    host = Host()
    ann, bo = Member(host), Member(host)
    ann.joins(1)
    bo.joins(2)
    payload = ann.move_wanted(1)
    refusal = host.guests.receive(KEYS.up_topic(bo.client_id), payload)
    assert isinstance(refusal, Refusal) and "not sealed with this guest's pair key" in refusal.reason
    refusal = host.guests.receive(KEYS.down_topic(ann.client_id), payload)
    assert isinstance(refusal, Refusal) and "no guest's line" in refusal.reason
    assert isinstance(host.guests.receive(KEYS.up_topic(ann.client_id), payload), Envelope)


def test_a_move_for_another_seat_or_with_another_token_is_refused():
    host = Host()
    ann, bo = Member(host), Member(host)
    ann.joins(1)
    bo.joins(2)
    up = KEYS.up_topic(ann.client_id)
    for payload, reason, answer in (
            (ann.move_wanted(2, bo.token), "acts for seat 2 but holds seat 1", "not_your_seat"),
            (ann.move_wanted(1, bo.token), "a token that is not seat 1's", "unknown_token"),
            (ann.move_wanted(1, new_token()), "a token that is not seat 1's", "unknown_token")):
        wanted = host.guests.receive(up, payload)
        assert isinstance(wanted, Envelope)
        assert seat_refusal(wanted, host.guests) == SeatRefusal(reason, ann.client_id, answer)
    take_back = host.guests.receive(up, ann.channel.send("take_back_wanted", token=ann.token, seat=1, number=2)[1])
    assert seat_refusal(take_back, host.guests) is None
    ping = host.guests.receive(up, ann.channel.send("ping")[1])
    assert "acts for no seat" in seat_refusal(ping, host.guests).reason


def test_a_replayed_or_copied_join_rebinds_no_seat():
    host = Host()
    ann, eve = Member(host), Member(host)
    ann_join = ann.join(1)
    guest = host.admit(ann_join)
    token = host.guests.token(guest)
    assert "replayed" in host.admit(ann_join).reason  # the room's inbox already refuses it
    # Past the inbox too (a host that opened its inbox afresh), it binds the same client.
    fresh = Host.__new__(Host)
    fresh.__dict__.update(host.__dict__, inbox=Inbox(ROOM_SEAL))
    assert fresh.admit(ann_join) is guest and host.guests.token(guest) == token
    # Eve joins under Ann's client id with her own key: a client id keeps its first key.
    impostor = Member(host, client_id=ann.client_id, key_pair=eve.key_pair)
    impostor.room_outbox.seq = 50
    refusal = host.admit(impostor.join(1))
    assert isinstance(refusal, Refusal) and "joined before with another public key" in refusal.reason
    # Eve asks for Ann's seat as herself: taken, and she has no proof of its token.
    refusal = host.admit(eve.join(1))
    assert "which is another guest's, without the proof of its token" in refusal.reason
    assert host.guests.holder(1) is guest and host.guests.tokens == {1: token}


def test_a_guest_back_on_a_new_run_proves_its_seat_and_a_copied_proof_proves_nothing():
    host = Host()
    ann, eve = Member(host), Member(host)
    ann.joins(1)
    eve.joins(2)
    ann_again = Member(host)  # the same player, Tessera started again: new id, new key
    back_join = ann_again.join(1, ann.token)
    # Eve reads the join (room's key): the proof, bound to Ann's new id and key, is useless to her.
    proof = json.loads(ROOM_SEAL.open(KEYS.join_topic, back_join))["proof"]
    eve_copy = eve.room_outbox.message(KEYS.join_topic, "join", name="Eve", seat=1,
                                       public_key=eve.key_pair.public_text, proof=proof)[1]
    assert "without the proof of its token" in host.admit(eve_copy).reason
    guest = host.admit(back_join)
    assert isinstance(guest, Guest) and guest.client_id == ann_again.client_id and guest.seat == 1
    assert host.guests.token(guest) == ann.token  # the same token: the guest kept it
    assert ann.client_id not in host.guests.by_client  # the old run's line is closed
    refusal = host.guests.receive(KEYS.up_topic(ann.client_id), ann.move_wanted(1))
    assert "who has not joined" in refusal.reason


def test_a_proof_made_for_an_earlier_opening_of_the_room_is_refused_after_the_host_s_continue():
    host = Host()
    ann = Member(host)
    ann.joins(1)
    old_join = Member(host, key_pair=KeyPair()).join(1, ann.token)
    again = Host(tokens=dict(host.guests.tokens))  # Continue: a new key pair, the saved tokens
    assert "without the proof of its token" in again.admit(old_join).reason
    ann_back = Member(again)
    guest = ann_back.joins(1, ann.token)
    assert guest.seat == 1 and ann_back.token == ann.token


def test_a_seat_not_open_is_refused_and_a_guest_may_change_its_seat():
    host = Host()
    ann = Member(host)
    refusal = host.admit(ann.join(0), seat_open=False)
    assert "seat 0, which is not open to guests" in refusal.reason
    assert host.guests.by_client[ann.client_id].seat is None  # paired: the host may answer it on its line
    ann.joins(1)
    first = ann.token
    ann.joins(3)
    assert host.guests.tokens == {3: ann.token} and ann.token != first
    host.guests.free(3)
    assert host.guests.tokens == {} and host.guests.by_client[ann.client_id].seat is None


def test_a_key_that_pairs_with_nothing_is_refused():
    host = Host()
    member = Member(host)
    payload = member.room_outbox.message(KEYS.join_topic, "join", name="Eve", seat=1, public_key="00" * 32,
                                         proof=None)[1]
    refusal = host.admit(payload)
    assert isinstance(refusal, Refusal) and "no key to pair with" in refusal.reason
    assert not host.guests.by_client


def test_guests_past_a_room_s_size_are_refused():
    host = Host()
    for _ in range(MAX_GUESTS):
        assert isinstance(host.guests.admit(Envelope("join", new_client_id(), 1, join_fields()), False), Refusal)
    refusal = host.guests.admit(Envelope("join", new_client_id(), 1, join_fields()), True)
    assert "past the 64 a room may have" in refusal.reason and len(host.guests.by_client) == MAX_GUESTS


def join_fields() -> dict:
    return {"name": "Bo", "seat": 1, "public_key": KeyPair().public_text, "proof": None}


HOST_WITH_GUEST = Host()
GUEST = Member(HOST_WITH_GUEST)
GUEST.joins(1)


@settings(max_examples=300)
@given(st.binary(max_size=2000), st.sampled_from(["up", "down", "other up", "host", "join", "elsewhere"]))
def test_any_bytes_on_a_guest_s_line_are_refused_never_raised(payload, where):
    topic = {"up": KEYS.up_topic(GUEST.client_id), "down": KEYS.down_topic(GUEST.client_id),
             "other up": KEYS.up_topic(new_client_id()), "host": KEYS.host_topic, "join": KEYS.join_topic,
             "elsewhere": "tessera/v1/" + "0" * 32 + "/guest/" + GUEST.client_id + "/up"}[where]
    result = HOST_WITH_GUEST.guests.receive(topic, payload)
    assert isinstance(result, Refusal) and not result.reason.startswith("unexpected"), result
    result = GUEST.channel.receive(topic, payload)
    assert isinstance(result, Refusal) and not result.reason.startswith("unexpected"), result


@settings(max_examples=200)
@given(st.binary(min_size=32, max_size=32), st.one_of(st.none(), st.binary(min_size=32, max_size=32)),
       st.integers(0, 7), st.booleans(), st.booleans())
def test_any_join_of_the_schema_binds_or_is_refused_never_raises(public, proof, seat, seat_open, as_the_guest):
    host = Host()
    guest = Member(host)
    guest.joins(1)
    sender = guest.client_id if as_the_guest else new_client_id()
    fields = {"name": "Eve", "seat": seat, "public_key": public.hex(), "proof": proof and proof.hex()}
    result = host.guests.admit(Envelope("join", sender, 1, fields), seat_open)
    assert isinstance(result, (Guest, Refusal)), result
    assert host.guests.holder(1).client_id == guest.client_id and host.guests.tokens[1] == guest.token
