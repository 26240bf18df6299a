"""A seat that never had the seed follows every game from the start's public part, the
opening and each move's reveal (DESIGN.md, "What a seat may know"; "Chance is explicit in
the record"): at every move its legal moves, scores and public digest are the host's, its
objects hold no order of what is hidden, and a reveal that cannot be true is refused with
a sentence and changes nothing. Over every game that keeps records, at every player count."""
from __future__ import annotations

import json
import random
from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core import IllegalMove, SaveFormatError
from game.kasane import KasaneState
from game.kasane.seen import dealt_cards
from game.kerala import KeralaState, build_tile_set
from game.reveals import Unseen
from tests.games import GAMES
from tests.seat_games import CASES, case_id, guest_record, host_record, play_on

REFUSED = (IllegalMove, SaveFormatError)


def public_side(state) -> tuple:
    """What a seat sees of ``state``: moves, seat to move, scores, lines, winners, progress."""
    return (state.legal_moves(), state.current_seat, state.scores(), state.score_lines(), state.is_over,
            state.winners(), state.progress(), state.round, state.reveal_mark)


def hidden_slots(host_state) -> list[str]:
    """The slots of the host's state that its public view changes: where it keeps what is hidden."""
    public = host_state.public_view()
    return [name for name in type(host_state).__slots__ if getattr(host_state, name) != getattr(public, name)]


def sequences_in(value, seen=None):
    """Every list and tuple reachable from ``value``: through lists, tuples, dicts and
    the slots of objects (the seat's :class:`Unseen` included)."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, bytes, int, float, type(None))):
        return
    seen.add(id(value))
    if isinstance(value, (list, tuple)):
        yield value
        items = value
    elif isinstance(value, dict):
        items = [*value.keys(), *value.values()]
    else:
        items = [getattr(value, name) for cls in type(value).__mro__
                 for name in getattr(cls, "__slots__", ()) if hasattr(value, name)]
    for item in items:
        yield from sequences_in(item, seen)


def assert_holds_no_hidden_order(guest_state, host_state) -> None:
    for name in hidden_slots(host_state):
        kept = getattr(guest_state, name)
        assert kept is None or isinstance(kept, Unseen) or all(x is None for x in kept), (
            f"the seat's view keeps {name} as {type(kept).__name__}")
        real = getattr(host_state, name)
        ordered = [x for x in (real if isinstance(real, (list, tuple)) else ()) if isinstance(x, (list, tuple))]
        for order in [real, *ordered]:
            if isinstance(order, (list, tuple)) and len(set(map(repr, order))) > 1:
                assert not any(list(seq) == list(order) for seq in sequences_in(guest_state)), (
                    f"the seat's view holds the host's {name} in order")


def leaves(data) -> list:
    """The plain values of JSON data, in order (a reveal's tiles or cards)."""
    if isinstance(data, list):
        return [leaf for item in data for leaf in leaves(item)]
    if isinstance(data, dict):
        return [leaf for key in sorted(data) for leaf in leaves(data[key])]
    return [data]


def with_leaves(data, change):
    """``data`` with its list of leaves replaced by ``change(list of leaves)``'s, where
    the innermost lists are (the last one takes what is added or dropped)."""
    inner = []

    def walk(node):
        if isinstance(node, list) and all(not isinstance(x, (list, dict)) for x in node):
            inner.append(node)
        elif isinstance(node, list):
            for x in node:
                walk(x)
        elif isinstance(node, dict):
            for key in sorted(node):
                walk(node[key])
    copy = json.loads(json.dumps(data))
    walk(copy)
    flat = [x for node in inner for x in node]
    new = change(flat)
    for node in inner[:-1]:
        node[:], new = new[:len(node)], new[len(node):]
    inner[-1][:] = new
    return copy


def hidden_keys(host_state) -> list[str]:
    """The save's fields that hold what is hidden, as flat lists (Kerala's bag and
    sorted-out tiles, Kasane's pile): where a re-drawn copy differs at the start."""
    real, other = json.loads(host_state.to_json()), json.loads(host_state.determinize(random.Random(5)).to_json())
    return [key for key in real if real[key] != other[key] and isinstance(real[key], list)
            and not any(isinstance(x, (list, dict)) for x in real[key])]


def forgeries(entry, host_state, keys, earlier: list) -> list:
    """Reveals that cannot be what ``entry``'s move revealed: none for a draw, a draw for
    a move that drew nothing, a thing too many or too few, one thing no longer unseen."""
    if entry.reveal is None:
        return earlier[-1:]
    real = entry.reveal
    out = [None, with_leaves(real, lambda flat: flat + flat[:1]), with_leaves(real, lambda flat: flat[:-1])]
    saved = json.loads(host_state.to_json())
    unseen = Counter(leaf for key in keys for leaf in saved[key]) + Counter(leaves(real))
    gone = [leaf for reveal in earlier for leaf in leaves(reveal) if unseen[leaf] == 0]
    if gone:
        out.append(with_leaves(real, lambda flat: gone[:1] + flat[1:]))
    return out


def assert_refused(guest, move, reveal) -> None:
    before, entries = guest.state.to_json(), len(guest.entries)
    with pytest.raises(REFUSED) as refusal:
        guest.play(move, reveal)
    assert str(refusal.value).strip()
    assert guest.state.to_json() == before and len(guest.entries) == entries


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_seat_follows_the_game_from_reveals_alone(case):
    game, players, variant = case
    for seed in (3, 4):
        host = host_record(game, players, seed, variant)
        guest = guest_record(host)
        keys = hidden_keys(host.state)
        earlier = [host.opening] if host.opening is not None else []
        for step, entry in enumerate(play_on(host, seed)):
            if entry.reveal is not None or step % 7 == 0:
                for forged in forgeries(entry, host.state, keys, earlier):
                    assert_refused(guest, entry.move, forged)
            guest.play(entry.move, entry.reveal)
            if entry.reveal is not None:
                earlier.append(entry.reveal)
            assert guest.state.public_digest() == host.state.public_digest()
            assert public_side(guest.state) == public_side(host.state)
            assert guest.entries[-1] == entry
            assert_holds_no_hidden_order(guest.state, host.state)
            drawn = guest.state.determinize(random.Random(step))
            assert drawn.public_digest() == host.state.public_digest()
            assert drawn.legal_moves() == host.state.legal_moves()
        assert guest.state.is_over and guest.state.winners() == host.state.winners()


def test_the_games_with_a_reshuffle_reveal_it():
    """Colors of Kasane shuffles the discards into the pile when it runs short (3 and 4
    players); the reveal of that deal says so and a seat's view follows it."""
    reshuffled = {}
    for game, players, variant in CASES:
        host = host_record(game, players, 3, variant)
        reveals = [entry.reveal for entry in play_on(host, 3) if entry.reveal is not None]
        reshuffled[game.id, players] = sum(bool(r.get("reshuffled")) for r in reveals)
    assert reshuffled["kasane", 2] == 0 and reshuffled["kasane", 3] >= 1 and reshuffled["kasane", 4] >= 1
    assert all(count == 0 for (game, _), count in reshuffled.items() if game != "kasane")


def test_the_public_digest_changes_with_what_a_seat_sees():
    for game, players, variant in CASES[:1] + CASES[-1:]:
        host = host_record(game, players, 5, variant)
        digests = [host.state.public_digest()]
        digests += [host.state.public_digest() for _ in zip(range(6), play_on(host, 5))]
        assert len(set(digests)) == len(digests)
        assert all(len(d) == 64 and int(d, 16) >= 0 for d in digests)


# -- damaged reveal data ------------------------------------------------------------------
@lru_cache(maxsize=None)
def position(game_id: str):
    """A seat's view just before a move that reveals something (Kaleido: before its first
    move, which reveals nothing), that move and its real reveal."""
    game = next(g for g in GAMES if g.id == game_id)
    host = host_record(game, game.min_players, 8)
    guest = guest_record(host)
    for entry in play_on(host, 8):
        if entry.reveal is not None or host.opening is None:
            return guest.state.clone(), entry.move, entry.reveal
        guest.play(entry.move, entry.reveal)
    raise AssertionError("no move of the game revealed anything")


JUNK = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False) | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=3),
                    max_leaves=16)


@pytest.mark.parametrize("game_id", [g.id for g in GAMES if g.keeps_records])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(junk=JUNK, index=st.integers(0, 40), whole=st.booleans())
def test_damaged_reveal_data_is_refused_with_a_sentence_and_changes_nothing(game_id, junk, index, whole):
    state, move, real = position(game_id)
    state = state.clone()
    reveal = junk
    if not whole and real is not None:   # the real reveal with one of its values damaged
        flat_size = len(leaves(real))
        reveal = with_leaves(real, lambda flat: flat[:index % flat_size] + [junk] + flat[index % flat_size + 1:])
    if json.dumps(reveal, sort_keys=True) == json.dumps(real, sort_keys=True):
        return   # not damaged: the real reveal itself
    before = state.to_json()
    with pytest.raises(REFUSED) as refusal:
        state.apply_revealed(move, reveal)
    assert str(refusal.value).strip()
    assert state.to_json() == before


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_wrong_opening_cannot_start_a_seat_s_view(case):
    game, players, variant = case
    host = host_record(game, players, 9, variant)
    cls, start = host.state_class, host.state_class.public_start(host.start["new"])
    assert "seed" not in start
    assert cls.seat_view(start, host.opening).public_digest() == host.state.public_digest()
    wrong = [{"something": []}, [], "opening"]
    if host.opening is not None:
        wrong += [None, with_leaves(host.opening, lambda flat: flat[:-1]),
                  with_leaves(host.opening, lambda flat: flat + flat[:1])]
    for opening in wrong:
        with pytest.raises(REFUSED) as refusal:
            cls.seat_view(start, opening)
        assert str(refusal.value).strip()


def given_orders():
    """Games started with their hidden order given (as tests and lessons start them):
    Kerala with a short bag (the rest of the set out of the game), Kasane with a deck."""
    rng = random.Random(21)
    bag = rng.sample(build_tile_set(), 41)
    deck = list(dealt_cards(3).elements())
    rng.shuffle(deck)
    return [(KeralaState, {"players": 3, "bag": bag, "first": 2}), (KasaneState, {"players": 3, "deck": deck})]


@pytest.mark.parametrize("cls, new_args", given_orders(), ids=lambda v: getattr(v, "__name__", ""))
def test_a_game_with_its_hidden_order_given_has_a_public_start_too(cls, new_args):
    host = cls.new(**new_args)
    start = cls.public_start(new_args)
    assert not {"seed", "bag", "deck"} & set(start)
    json.dumps(start)
    view = cls.seat_view(start, host.revealed_since(None))
    rng = random.Random(22)
    while not host.is_over:
        move = rng.choice(host.legal_moves())
        mark = host.reveal_mark
        host.apply(move)
        view.apply_revealed(move, host.revealed_since(mark))
        assert view.public_digest() == host.public_digest() and public_side(view) == public_side(host)
        assert_holds_no_hidden_order(view, host)
