"""What the host says on its topic is signed with its own key: a member of the room, who
holds the room's key, can seal a message there but not sign it as the host, and once a
guest has pinned the host's key, nothing signed by another key is believed."""
import pytest

from session.online.envelopes import new_client_id
from session.online.inbox import Inbox, Refusal
from session.online.outbox import Outbox
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys
from session.online.sealing import Seal, Unsealable
from session.online.signing import SIGNED_OVERHEAD, HostSigner, SigningSeal, VerifyingSeal

KEYS = RoomKeys.of(RoomCode.new())
HOST_TOPIC = KEYS.host_topic


def test_a_signed_message_opens_for_a_guest_that_pinned_the_host_s_key():
    host = HostSigner()
    sealed = SigningSeal(KEYS, host).seal(HOST_TOPIC, b'{"kind": "ping"}')
    guest = VerifyingSeal(KEYS, pinned=host.public)
    assert guest.open(HOST_TOPIC, sealed) == b'{"kind": "ping"}'
    assert guest.last_signer == host.public
    assert len(Seal(KEYS).open(HOST_TOPIC, sealed)) == len(b'{"kind": "ping"}') + SIGNED_OVERHEAD


def test_a_member_with_the_room_s_key_cannot_speak_as_the_host():
    host, member = HostSigner(), HostSigner()
    guest = VerifyingSeal(KEYS, pinned=host.public)
    for forged, reason in [(SigningSeal(KEYS, member).seal(HOST_TOPIC, b"{}"), "another key"),
                           (Seal(KEYS).seal(HOST_TOPIC, b"{}" * 60), "another key"),
                           (Seal(KEYS).seal(HOST_TOPIC, b"{}"), "shorter than a signature")]:
        with pytest.raises(Unsealable, match=reason):
            guest.open(HOST_TOPIC, forged)


def test_the_host_s_own_key_in_front_of_a_member_s_signature_does_not_verify():
    host, member = HostSigner(), HostSigner()
    signed = member.sign(HOST_TOPIC, b'{"kind": "move_played"}')
    with pytest.raises(Unsealable, match="does not verify"):
        VerifyingSeal(KEYS, pinned=host.public).open(HOST_TOPIC, Seal(KEYS).seal(HOST_TOPIC, host.public + signed[32:]))


def test_a_signed_message_moved_to_another_topic_or_changed_does_not_verify():
    host = HostSigner()
    signed = host.sign(HOST_TOPIC, b'{"kind": "ping"}')
    other_topic = KEYS.join_topic
    with pytest.raises(Unsealable, match="does not verify"):
        VerifyingSeal(KEYS, host.public).open(other_topic, Seal(KEYS).seal(other_topic, signed))
    changed = signed[:-1] + b"]"
    with pytest.raises(Unsealable, match="does not verify"):
        VerifyingSeal(KEYS, host.public).open(HOST_TOPIC, Seal(KEYS).seal(HOST_TOPIC, changed))


def test_before_pinning_any_whole_signature_passes_and_says_whose_it_is():
    member = HostSigner()
    guest = VerifyingSeal(KEYS)
    assert guest.open(HOST_TOPIC, SigningSeal(KEYS, member).seal(HOST_TOPIC, b"{}")) == b"{}"
    assert guest.last_signer == member.public


def test_the_host_s_key_kept_with_a_game_signs_as_before():
    host = HostSigner()
    again = HostSigner(host.private_bytes)
    assert again.public == host.public
    VerifyingSeal(KEYS, host.public).open(HOST_TOPIC, SigningSeal(KEYS, again).seal(HOST_TOPIC, b"{}"))
    assert host.private_bytes.hex() not in repr(host)


def test_an_inbox_with_the_verifying_seal_refuses_a_forgery_with_a_reason_for_the_log():
    host, member = HostSigner(), HostSigner()
    host_outbox, forger = Outbox(SigningSeal(KEYS, host)), Outbox(SigningSeal(KEYS, member), new_client_id())
    inbox = Inbox(VerifyingSeal(KEYS, host.public))
    assert inbox.receive(HOST_TOPIC, host_outbox.message(HOST_TOPIC, "ping")[1]).kind == "ping"
    refusal = inbox.receive(HOST_TOPIC, forger.message(HOST_TOPIC, "bye", reason="finished")[1])
    assert isinstance(refusal, Refusal) and "another key" in refusal.reason


def test_a_guest_never_signs_on_the_host_s_topic():
    with pytest.raises(TypeError):
        VerifyingSeal(KEYS).seal(HOST_TOPIC, b"{}")
