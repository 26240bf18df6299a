"""A room's topics follow one layout (session/online/room_keys.py): the host's public
topic, the joins, and each guest's own line up and down; the host reads a guest's client
id back from its up topic only."""
from session.online.envelopes import new_client_id
from session.online.room_code import RoomCode
from session.online.room_keys import RoomKeys

KEYS = RoomKeys.of(RoomCode.new())


def test_each_topic_is_under_the_room_s_prefix_and_all_differ():
    guest, other = new_client_id(), new_client_id()
    topics = [KEYS.host_topic, KEYS.join_topic, KEYS.up_topic(guest), KEYS.down_topic(guest),
              KEYS.up_topic(other), KEYS.down_topic(other)]
    assert len(set(topics)) == len(topics)
    assert all(topic.startswith(KEYS.topic_prefix + "/") for topic in topics)
    assert KEYS.up_topic(guest) == f"{KEYS.topic_prefix}/guest/{guest}/up"
    assert KEYS.every_up_topic == f"{KEYS.topic_prefix}/guest/+/up"


def test_the_guest_of_an_up_topic_is_read_back_and_nothing_else_passes():
    guest = new_client_id()
    assert KEYS.guest_of_up_topic(KEYS.up_topic(guest)) == guest
    other_room = RoomKeys.of(RoomCode.new())
    for topic in (KEYS.down_topic(guest), KEYS.host_topic, KEYS.join_topic, other_room.up_topic(guest),
                  KEYS.up_topic(guest.upper()), KEYS.up_topic(guest + "0"), KEYS.up_topic(guest + "\n"),
                  KEYS.up_topic(f"{guest}/up"), KEYS.up_topic(""), KEYS.every_up_topic, ""):
        assert KEYS.guest_of_up_topic(topic) is None, topic
