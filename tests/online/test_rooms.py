"""A host and two guests play whole games on the in-memory bus, each guest following
from what the host says, and nothing a guest or a stranger sends can change the record:
a move for another seat, an illegal move, a replayed request, a host message signed by a
guest, garbage. A guest that missed moves catches up, one that left comes back to its
seat, and a guest whose copy disagrees stops with a sentence. Over every game that keeps
records."""
from __future__ import annotations

import json

import pytest

from game.record import move_data
from session.online import room_words
from session.online.host_room import AWAY_S
from session.online.outbox import Outbox
from session.online.signing import HostSigner, SigningSeal
from tests.online.room_tables import GUEST_SEATS, ONLINE_GAMES, Table, public_record
from tests.test_seat_views import assert_holds_no_hidden_order

GAME_IDS = [game.id for game in ONLINE_GAMES]


def assert_every_copy_agrees(table: Table) -> None:
    host = table.host.record
    for guest in table.guests.values():
        assert guest.stopped is None, guest.log
        assert guest.record.public_only
        assert guest.record.to_data() == table.host_public_data()
        assert guest.record.state.public_digest() == host.state.public_digest()
        assert guest.record.state.is_over == host.state.is_over
        assert guest.record.state.winners() == host.state.winners()
        assert guest.record.state.scores() == host.state.scores()


def assert_no_guest_holds_what_is_hidden(table: Table) -> None:
    for guest in table.guests.values():
        assert_holds_no_hidden_order(guest.record.state, table.host.record.state)
        assert str(table.host.record.start["new"]["seed"]) not in json.dumps(guest.record.to_data())
        assert "seed" not in json.dumps(guest.record.start)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_a_host_and_two_guests_play_a_whole_game_and_every_copy_agrees(game):
    table = Table(game, seed=11)
    assert table.host.started and all(guest.welcomed for guest in table.guests.values())
    assert [seat.who for seat in table.host.seats][:3] == ["here", "online", "online"]
    table.play_to_end(assert_no_guest_holds_what_is_hidden)
    assert_every_copy_agrees(table)
    assert table.host.log == [] and all(guest.log == [] for guest in table.guests.values())
    pinned = {guest.pinned for guest in table.guests.values()}
    assert pinned == {table.host.signer.public}


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_a_guest_that_missed_moves_catches_up(game):
    """Guest 2 loses what the host says for a while. It finds out from the next move it
    hears (a gap), or, when its own turn comes first, when its connection is back (the
    transport's Connected, on which the app calls connected)."""
    table = Table(game, seed=12)
    missing = table.guests[2]
    lost, losing = [], [False]

    def lose_some(room, topic, payload):
        if room is missing and losing[0] and topic == table.keys.host_topic:
            lost.append(payload)
            return True
        return False

    table.bus.drop = lose_some
    for window in ((6, 12), (20, 40)):
        while len(table.host.record.entries) < window[0]:
            table.step()
        losing[0] = True
        while len(table.host.record.entries) < window[1] and table.host.record.state.current_seat != 2:
            table.step()
        losing[0] = False
        if table.host.record.state.current_seat == 2 and not missing.my_turn:
            missing.connected()
            table.bus.run()
    assert lost
    table.play_to_end()
    assert_every_copy_agrees(table)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_a_guest_that_leaves_comes_back_to_its_seat_and_the_game_goes_on(game):
    table = Table(game, seed=13)
    for _ in range(15):
        table.step()
    leaving = table.guests[1]
    token, pinned = leaving.token, leaving.pinned
    leaving.leave()
    table.bus.run()
    table.bus.detach(leaving)
    assert table.host.seats[1].away
    table.host.give_to_computer(1)
    for _ in range(6):
        table.step()
    back = table.guests[1] = table.guest(1, token=token, pinned=pinned)
    table.bus.run()
    assert back.welcomed and back.token == token and not table.host.seats[1].away
    table.host.give_back(1)
    table.play_to_end()
    assert_every_copy_agrees(table)


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_stranger_without_the_token_cannot_take_a_seat_back(game):
    table = Table(game, seed=14)
    leaving = table.guests[1]
    leaving.leave()
    table.bus.run()
    table.bus.detach(leaving)
    thief = table.guest(1, token="0" * 32)
    table.bus.run()
    assert not thief.welcomed
    assert any("without the proof of its token" in line for line in table.host.log)


def copies(table: Table) -> list:
    return [json.dumps(table.host.record.to_data(), sort_keys=True)] + \
        [public_record(guest) for guest in table.guests.values()]


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_hostile_messages_are_refused_logged_and_change_nothing(game):
    table = Table(game, seed=15)
    while table.host.who_moves() != "online" or table.host.record.state.current_seat != 1:
        table.step()
    ann, bo = table.guests[1], table.guests[2]
    before, host_log = copies(table), len(table.host.log)
    number = len(table.host.record.entries)

    def send(guest, kind, **fields):
        _envelope, payload = guest.channel.send(kind, **fields)
        table.bus.publish(guest.channel.send_topic, payload)
        table.bus.run()
        return payload

    # a move for another seat (Bo acts for Ann's seat, with his own token, then with a made-up one)
    move = table.bots[1].choose(ann.record.state)
    send(bo, "move_wanted", token=bo.token, seat=1, number=number, move=move_data(move))
    send(bo, "move_wanted", token="f" * 32, seat=2, number=number, move=move_data(move))
    assert bo.notice == room_words.refusal("not_your_seat")
    # an illegal move
    send(ann, "move_wanted", token=ann.token, seat=1, number=number, move=["NoSuchMove", [1]])
    assert ann.notice == room_words.refusal("illegal")
    # a move out of turn
    send(bo, "move_wanted", token=bo.token, seat=2, number=number, move=move_data(move))
    assert bo.notice == room_words.refusal("not_your_turn")
    # a host message signed by a guest (who holds the room's key)
    forger = Outbox(SigningSeal(table.keys, HostSigner()), table.host.client_id)
    forger.seq = 10 ** 6
    _envelope, forged = forger.message(table.keys.host_topic, "move_played", number=number, seat=1,
                                       move=move_data(move), reveal=None, hash="0" * 64)
    table.bus.publish(table.keys.host_topic, forged)
    # garbage on every topic
    for topic in (table.keys.host_topic, table.keys.join_topic, ann.channel.send_topic, ann.channel.receive_topic):
        table.bus.publish(topic, b"\x01" + b"garbage" * 9)
    table.bus.run()
    assert copies(table) == before
    assert len(table.host.log) - host_log == 6, table.host.log[host_log:]
    for guest in (ann, bo):
        assert any("another key than the host's" in line for line in guest.log), guest.log
        assert any("not sealed with" in line for line in guest.log), guest.log
    # a replayed request: Ann's real move, then its bytes again
    ann.want(move)
    real = [payload for topic, payload in table.bus.published if topic == ann.channel.send_topic][-1]
    table.bus.run()
    assert len(table.host.record.entries) == number + 1
    after = copies(table)
    table.bus.publish(ann.channel.send_topic, real)
    table.bus.run()
    assert copies(table) == after
    assert "replayed or out of order" in table.host.log[-1]
    table.play_to_end()
    assert_every_copy_agrees(table)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=GAME_IDS)
def test_a_guest_whose_copy_disagrees_stops_with_a_sentence_and_keeps_its_record(game):
    table = Table(game, seed=16)
    for _ in range(8):
        table.step()
    bo = table.guests[2]
    state = bo.record.state
    tampered = next(trial for move in state.legal_moves() if (trial := state.clone()) and _plays(trial, move))
    bo.record.state = tampered
    kept = list(bo.record.entries)
    while bo.stopped is None:
        table.step()
    assert bo.stopped == room_words.stopped_apart()
    # as it was, or with the one move after which the digests disagreed
    assert bo.record.entries[:len(kept)] == kept and len(bo.record.entries) - len(kept) in (0, 1)
    assert any("digest is not the host's" in line or "cannot be played here" in line for line in bo.log)
    stopped_at = json.dumps(bo.record.to_data(), sort_keys=True)
    assert table.host.seats[2].away
    table.host.give_to_computer(2)
    table.play_to_end()
    assert json.dumps(bo.record.to_data(), sort_keys=True) == stopped_at
    assert table.guests[1].record.to_data() == table.host_public_data()


def _plays(state, move) -> bool:
    """Plays ``move`` on the seat's view ``state`` when it needs no reveal."""
    try:
        state.apply_revealed(move, None)
    except Exception:  # noqa: BLE001 - a move that reveals something cannot be played here
        return False
    return True



@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_silent_guest_is_away_until_it_is_heard_again(game):
    table = Table(game, seed=17)
    ann, bo = table.guests[1], table.guests[2]
    start = table.clock.now
    table.clock.now = start + AWAY_S / 2
    ann.tick(table.clock.now)   # Ann pings, Bo says nothing
    table.bus.run()
    table.clock.now = start + AWAY_S + 1
    table.host.tick(table.clock.now)
    table.bus.run()
    assert [seat.away for seat in table.host.seats] == [False, False, True]
    assert [seat["away"] for seat in ann.hello.fields["seats"]] == [False, False, True]
    since = table.host.seats[2].away_since
    assert room_words.away("Bo", table.clock.now + 65 - since) == "Bo is away (1:05)"
    bo.tick(table.clock.now)
    table.bus.run()
    assert not table.host.seats[2].away and not ann.hello.fields["seats"][2]["away"]


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_guest_asks_once_for_its_move_until_the_host_answers(game):
    """Over a broker a guest hears of its move some time after the host played it. Until
    the host answers, its seat is not to move: a player (or computer) choosing again
    meanwhile would ask for a move played already, be refused as stale, and the seat
    would then wait for ever (what stalled whole games over the real transport)."""
    table = Table(game, seed=18)
    seat, guest = table.to_a_guests_turn()
    bot = table.bots[seat]
    assert guest.my_turn
    guest.want(bot.choose(guest.record.state))
    assert not guest.my_turn
    with pytest.raises(ValueError):
        guest.want(bot.choose(guest.record.state))
    table.bus.run()
    assert table.host.log == [] and guest.log == []


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_refused_move_lets_the_seat_choose_again(game):
    table = Table(game, seed=19)
    seat, guest = table.to_a_guests_turn()
    guest.want(table.bots[seat].choose(guest.record.state))
    table.host.give_to_computer(seat)
    table.bus.run()
    assert guest.notice == room_words.refusal("not_your_seat")
    assert guest.my_turn  # its screen may ask again, and be told again


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_move_asked_while_the_connection_drops_is_asked_again_when_it_is_back(game):
    table = Table(game, seed=20)
    seat, guest = table.to_a_guests_turn()
    number = len(table.host.record.entries)
    table.bus.drop = lambda room, topic, payload: topic == guest.channel.send_topic
    guest.want(table.bots[seat].choose(guest.record.state))
    table.bus.run()
    assert len(table.host.record.entries) == number and not guest.my_turn
    table.bus.drop = lambda room, topic, payload: False
    guest.connected()
    table.bus.run()
    assert len(guest.record.entries) == len(table.host.record.entries) > number
    table.play_to_end()
    assert_every_copy_agrees(table)


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_the_host_keeps_each_move_before_it_tells_it(game):
    """A host killed between telling a move and keeping it would come back without a
    move its guests have, and play another in its place."""
    table = Table(game, seed=21)
    kept_then, told = [], []
    table.host.keep = lambda: kept_then.append((len(table.host.record.entries), len(told)))
    table.bus.drop = lambda room, topic, payload: room is table.host and topic == table.keys.host_topic \
        and told.append(payload) is not None
    for _ in range(5):
        table.step()
    assert kept_then == [(number + 1, number) for number in range(5)]


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_guest_whose_move_and_asks_were_lost_learns_it_from_the_hosts_hello(game):
    """After a broker's outage a guest's ask to catch up can be lost as well as the move it
    missed (the host not subscribed again yet): nothing more comes unless the host says,
    on its own, how far the game is. Its hello, said again every few seconds, does."""
    table = Table(game, seed=22)
    seat, guest = table.to_a_guests_turn()
    table.bus.drop = lambda room, topic, payload: room is guest
    guest.want(table.bots[seat].choose(guest.record.state))   # the host plays it; the guest hears nothing
    table.bus.run()
    guest.connected()                                        # and nothing of its ask to catch up
    table.bus.run()
    table.bus.drop = lambda room, topic, payload: False
    assert len(guest.record.entries) < len(table.host.record.entries)
    table.clock.now += 6
    table.host.tick(table.clock.now)
    table.bus.run()
    assert len(guest.record.entries) == len(table.host.record.entries)
    table.play_to_end()
    assert_every_copy_agrees(table)


@pytest.mark.parametrize("game", ONLINE_GAMES[:1], ids=GAME_IDS[:1])
def test_a_move_asked_again_after_an_outage_and_lost_again_is_asked_once_more(game):
    table = Table(game, seed=23)
    seat, guest = table.to_a_guests_turn()
    number = len(table.host.record.entries)
    table.bus.drop = lambda room, topic, payload: topic == guest.channel.send_topic
    guest.want(table.bots[seat].choose(guest.record.state))
    guest.connected()                                        # asked again, and lost again
    table.bus.run()
    table.bus.drop = lambda room, topic, payload: False
    assert len(table.host.record.entries) == number
    table.clock.now += 6
    table.host.tick(table.clock.now)
    table.bus.run()
    assert len(guest.record.entries) == len(table.host.record.entries) == number + 1
    table.play_to_end()
    assert_every_copy_agrees(table)
