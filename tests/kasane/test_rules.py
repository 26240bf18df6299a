"""Setup, rounds, the reshuffle, refusals of every move kind, tie-break, determinize."""
import random
from collections import Counter

import pytest

from game.core import IllegalMove
from game.kasane import KAKEMONO, Card, Combine, EndTurn, KasaneState, Take
from game.kasane.data import SETUPS

from .helpers import SCRIPT_DECK, cards, scripted_game, total_cards, values


def play_random(state, rng, until=lambda s: s.is_over):
    while not until(state):
        state.apply(rng.choice(state.legal_moves()))
    return state


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players,rows,length,removed_values,removed_acc", [
    (2, 4, 4, 18, 2), (3, 3, 5, 9, 2), (4, 4, 4, 0, 0)])
def test_setup(players, rows, length, removed_values, removed_acc):
    s = KasaneState.new(players, seed=3)
    assert [len(r) for r in s.market] == [length] * rows
    removed = Counter(c.value for c in s.removed)
    assert sum(n for v, n in removed.items() if v is not None) == removed_values
    assert removed[None] == removed_acc
    # whole 1-9 sets: every value removed equally often
    assert len({removed[v] for v in range(1, 10)}) == 1
    assert total_cards(s) == 52
    assert s.pile_size == 52 - removed_values - removed_acc - rows * length
    assert s.current_seat == 0 and s.round == 1 and s.phase == "take"
    assert all(h == () for h in s.hands) and all(k == () for k in s.kimonos)
    assert set(s.kakemono.values()) == {None} and len(s.kakemono) == 30


def test_deck_fixes_the_pile_exactly():
    s = scripted_game()
    assert [v for row in s.market for v in values(row)] == SCRIPT_DECK[:16]
    deck4 = [v for v in range(1, 10) for _ in range(5)] + [None] * 7
    s4 = KasaneState.new(4, seed=0, deck=cards(deck4))
    assert [v for row in s4.market for v in values(row)] == deck4[:16]
    assert s4.pile_size == 36
    assert KasaneState.new(4, seed=0, deck=deck4).to_json() == s4.to_json()   # plain values too


def test_bad_setups_are_refused():
    with pytest.raises(ValueError):
        KasaneState.new(1)
    with pytest.raises(ValueError):
        KasaneState.new(5)
    with pytest.raises(ValueError):
        KasaneState.new(2, deck=cards(SCRIPT_DECK[:-1]))              # a card short
    with pytest.raises(ValueError):
        KasaneState.new(2, deck=cards(SCRIPT_DECK[:-1] + [9]))        # not whole sets
    with pytest.raises(ValueError):
        KasaneState.new(3, deck=cards(SCRIPT_DECK))                  # 2-player deck
    with pytest.raises(ValueError):
        Card(10)


def test_same_seed_same_game_and_different_seed_other_deal():
    assert KasaneState.new(3, seed=11).to_json() == KasaneState.new(3, seed=11).to_json()
    assert KasaneState.new(3, seed=11).market != KasaneState.new(3, seed=12).market


# ---------------------------------------------------------------- rounds
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rounds_turn_order_and_discards(players, seed=5):
    s = KasaneState.new(players, seed=seed)
    rng = random.Random(seed)
    setup = SETUPS[players]
    per_round = 12 // players
    takers = []
    rounds_seen = []
    while not s.is_over:
        r = s.round
        if s.phase == "take":
            takers.append((r, s.current_seat))
            before_discards = len(s.discards)
            pile_before = s.pile_size
            market_left = sum(len(row) for row in s.market)
        s.apply(rng.choice(s.legal_moves()))
        if s.is_over or s.round != r:
            rounds_seen.append(r)
            assert market_left == setup.leftover + 1
            if not s.is_over and s.pile_size + setup.market_size == pile_before:
                assert len(s.discards) == before_discards + setup.leftover
    assert rounds_seen == list(range(1, players + 1))
    for r in range(1, players + 1):
        order = [seat for rr, seat in takers if rr == r]
        first = (r - 1) % players
        assert order == [(first + k) % players for k in range(per_round * players)]
    assert [s.collected_count(i) for i in range(players)] == [12] * players
    assert all(row == () for row in s.market)


def test_three_player_round_three_reshuffle_deals_a_full_market():
    for seed in range(5):
        s = KasaneState.new(3, seed=seed)
        rng = random.Random(seed)
        play_random(s, rng, until=lambda st: st.round == 2)
        assert s.pile_size == 11 and len(s.discards) == 3
        play_random(s, rng, until=lambda st: st.round == 3 or st.is_over)
        # before dealing round 3 the pile held 11 < 15: the 6 discards were shuffled in
        assert s.round == 3 and len(s.discards) == 0
        assert [len(r) for r in s.market] == [5, 5, 5] and s.pile_size == 2
        assert total_cards(s) == 52
        play_random(s, rng)
        assert [s.collected_count(i) for i in range(3)] == [12, 12, 12]


def test_four_player_round_four_refill_deals_a_full_market():
    s = KasaneState.new(4, seed=1)
    rng = random.Random(1)
    play_random(s, rng, until=lambda st: st.round == 3)
    assert s.pile_size == 4 and len(s.discards) == 8
    play_random(s, rng, until=lambda st: st.round == 4)
    assert [len(r) for r in s.market] == [4, 4, 4, 4]
    assert s.pile_size == 0 and len(s.discards) == 0
    play_random(s, rng)
    assert [s.collected_count(i) for i in range(4)] == [12] * 4
    assert len(s.discards) == 4


def test_reshuffle_follows_the_seed_even_with_a_fixed_deck():
    deck = [v for v in range(1, 10) for _ in range(4)] + [None] * 5
    runs = []
    for _ in range(2):
        s = KasaneState.new(3, seed=99, deck=cards(deck))
        play_random(s, random.Random(4), until=lambda st: st.round == 3)
        runs.append(s.to_json())
    assert runs[0] == runs[1]


# ---------------------------------------------------------------- refusals
def refused(state, move, words=""):
    before = state.to_json()
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert words in str(info.value), str(info.value)
    assert state.to_json() == before
    assert not state.is_legal(move)
    return str(info.value)


def test_take_refusals():
    s = KasaneState.new(2, seed=2)
    refused(s, Take(7), "There is no row 8")
    refused(s, Take(-1), "There is no row")
    refused(s, Take("0"), "row by its number")
    while s.market[0]:
        s.apply(Take(0))
        if s.phase == "combine":
            s.apply(EndTurn())
    refused(s, Take(0), "That row is empty.")
    s.apply(Take(1))
    if s.phase == "combine":
        refused(s, Take(2), "You already took a card this turn")


def test_combine_and_end_turn_refusals():
    s = scripted_game()
    refused(s, Combine(1, False, "juu"), "Take a card from the market first")   # before taking
    refused(s, EndTurn(), "Take a card from the market first.")
    s.apply(Take(0))                                               # hand [3]
    refused(s, Combine(1, True, "juu"), "Your kimono is empty")
    refused(s, Combine(2, False, "juu"), "Your hand holds only 1 card.")
    refused(s, Combine(0, False, "juu"), "must include the card you just took")
    refused(s, Combine(1, False, "juu"), "no 1-card Juu slot")
    refused(s, Combine(1, False, "tartan"), "no style called")
    refused(s, Combine(1, "yes", "juu"), "not described properly")
    s.apply(EndTurn())
    for move in [Take(1), EndTurn(), Take(0), EndTurn(), Take(1), EndTurn()]:
        s.apply(move)
    s.apply(Take(0))                                               # seat 0 hand [3, 6, 9]
    refused(s, Combine(3, False, "kasane"), "The cards 3-6-9 do not form Kasane")
    refused(s, Combine(4, False, "chidori"), "Your hand holds only 3 cards.")
    refused(s, Combine(2, False, "chidori"), "no 2-card Chidori slot")
    s.apply(Combine(3, False, "chidori"))
    refused(s, Combine(3, False, "chidori"), "Take a card from the market first")  # a second one
    s.apply(Take(1))                                               # seat 1: 9-3-6
    refused(s, Combine(3, False, "chidori"), "Another player already holds the 3-card Chidori slot.")
    s.apply(EndTurn())
    s.apply(Take(2))                                               # seat 0: accessory, variant off
    assert s.current_seat == 1
    refused(s, Combine(1, False, "kafuu_fugetsu"), "Take a card from the market first")


def test_game_over_and_foreign_objects_are_refused():
    s = play_random(KasaneState.new(2, seed=8), random.Random(8))
    refused(s, Take(0), "The game is over.")
    refused(s, EndTurn(), "The game is over.")
    fresh = KasaneState.new(2, seed=8)
    for junk in [None, 0, "Take(0)", (0,), [0], {"row": 0}, object()]:
        refused(fresh, junk, "not a Colors of Kasane move")


def test_why_illegal_is_none_exactly_for_legal_moves():
    rng = random.Random(3)
    s = KasaneState.new(3, seed=3)
    probes = [Take(i) for i in range(6)] + [EndTurn()] + [
        Combine(n, r, st) for st in KAKEMONO for n in range(0, 7) for r in (False, True)]
    while not s.is_over:
        legal = set(s.legal_moves())
        for move in probes:
            reason = s.why_illegal(move)
            assert (reason is None) == (move in legal), (move, reason)
        s.apply(rng.choice(s.legal_moves()))


def test_combine_options_describe_every_legal_combination():
    rng = random.Random(6)
    s = KasaneState.new(2, seed=6)
    seen = 0
    while not s.is_over:
        opts = s.combine_options()
        combos = [m for m in s.legal_moves() if isinstance(m, Combine)]
        assert [o.move for o in opts] == combos
        for o in opts:
            assert o.cards == s.combination_cards(o.move.length, o.move.reuse_last)
            assert o.size == len(o.cards) and o.points == KAKEMONO[o.style][o.size]
            assert s.kakemono[(o.style, o.size)] is None
            seen += 1
        s.apply(rng.choice(s.legal_moves()))
    assert seen > 0


# ---------------------------------------------------------------- winners, clones, bots
def test_tie_break_most_played_cards_then_shared():
    broken = shared = 0
    for seed in range(400):
        s = play_random(KasaneState.new(2 + seed % 3, seed=seed), random.Random(seed))
        scores = s.scores()
        top = [i for i, v in enumerate(scores) if v == max(scores)]
        if len(top) < 2:
            assert s.winners() == top
            continue
        played = [s.played_count(i) for i in top]
        expected = [i for i in top if s.played_count(i) == max(played)]
        assert s.winners() == expected
        if len(expected) < len(top):
            broken += 1
        if len(expected) > 1:
            shared += 1
        if broken and shared:
            break
    assert broken and shared, "no tie of either kind found in the seeds tried"


def test_clone_is_independent():
    s = KasaneState.new(4, seed=4)
    s.apply(Take(0))
    twin = s.clone()
    before = s.to_json()
    play_random(twin, random.Random(1))
    assert s.to_json() == before and twin.is_over


def test_determinize_redraws_only_the_pile():
    s = KasaneState.new(3, seed=4)
    play_random(s, random.Random(2), until=lambda st: st.round == 2)
    d = s.determinize(random.Random(5))
    assert Counter(values(d.pile_order())) == Counter(values(s.pile_order()))
    assert d.pile_order() != s.pile_order()
    for name in ("market", "hands", "kimonos", "accessories", "kakemono", "discards"):
        assert getattr(d, name) == getattr(s, name)
    assert d.legal_moves() == s.legal_moves() and d.current_seat == s.current_seat
    assert s.determinize(random.Random(5)).to_json() == d.to_json()
    play_random(d, random.Random(3))
    assert not s.is_over
