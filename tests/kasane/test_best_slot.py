"""The best-slot rule (RULINGS.md, Colors of Kasane, "Best slot for the same cards")."""
import random
from collections import Counter

import pytest

from game.bots import make_bot
from game.core import IllegalMove
from game.kasane import KAKEMONO, Combine, EndTurn, KasaneState, Take
from game.kasane.best_slot import best_free_styles, free_styles

from .helpers import cards

KA, SE, KS, JU = "kafuu_fugetsu", "setsu_getsu_fuka", "kasane", "juu"
KG, JO = "kagen_no_tsuki", "jouyougen_no_tsuki"


def two_player_game(rows):
    """A 2-player game whose market is ``rows`` (4 rows of 4, left to right); the rest
    of the 2-player deck follows in any order."""
    market = [v for row in rows for v in row]
    rest = Counter({v: 3 for v in range(1, 10)}) + Counter({None: 5})
    rest.subtract(Counter(market))
    assert all(n >= 0 for n in rest.values()), "the market uses more cards than the deck has"
    deck = market + sorted(rest.elements(), key=lambda v: (v is None, v or 0))
    return KasaneState.new(2, seed=1, deck=cards(deck))


def combines(state):
    return {m for m in state.legal_moves() if isinstance(m, Combine)}


def refusal(state, move):
    before = state.to_json()
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert state.to_json() == before
    assert state.why_illegal(move) == str(info.value)
    return str(info.value)


def test_four_six_must_be_juu_not_kafuu_fugetsu():
    s = two_player_game([[1, 2, 6, 4], [1, 2, 3, 7], [1, 2, 3, 5], [8, 9, 8, 9]])
    s.apply(Take(0)); s.apply(EndTurn())               # seat 0: 4
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 7
    s.apply(Take(0))                                   # seat 0: 6, hand 4-6
    assert combines(s) == {Combine(2, False, JU)}
    message = refusal(s, Combine(2, False, KA))
    assert message == ("The cards 4-6 must go on the free 2-card slot that pays the most: "
                       "Juu (2 points), not Kafuu fugetsu (1 point).")
    assert [o.style for o in s.combine_options()] == [JU]


def test_five_five_kasane_or_juu_is_a_free_choice():
    s = two_player_game([[1, 2, 5, 5], [1, 2, 3, 7], [1, 2, 3, 4], [8, 9, 8, 9]])
    s.apply(Take(0)); s.apply(EndTurn())               # seat 0: 5
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 7
    s.apply(Take(0))                                   # seat 0: 5-5, plant too
    assert combines(s) == {Combine(2, False, KS), Combine(2, False, JU)}
    assert "Kasane or Juu (2 points), not Setsu getsu fuka (1 point)" in refusal(
        s, Combine(2, False, SE))
    for style in (KS, JU):                             # either tied slot may be taken
        twin = s.clone()
        twin.apply(Combine(2, False, style))
        assert twin.kakemono[(style, 2)] == 0


def test_a_taken_better_slot_leaves_the_next_best_free():
    s = two_player_game([[1, 2, 6, 4], [1, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]])
    s.apply(Take(2)); s.apply(EndTurn())               # seat 0: 5
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 3
    s.apply(Take(0)); s.apply(EndTurn())               # seat 0: 4
    s.apply(Take(1))                                   # seat 1: 3-7, plant (1) or juu (2)
    assert combines(s) == {Combine(2, False, JU)}
    s.apply(Combine(2, False, JU))
    s.apply(Take(0))                                   # seat 0: 4-6, juu-2 is taken
    assert Combine(2, False, KA) in combines(s)
    assert "Another player already holds the 2-card Juu slot." == refusal(s, Combine(2, False, JU))


def test_another_set_of_the_same_size_is_judged_on_its_own():
    # Kimono ends 4, hand ends 7-6. The hand's 7-6 (Jouyougen no tsuki, 1 point) and the
    # kimono's 4 with the 6 (Juu, 2 points) are both 2 cards but different sets of cards.
    s = two_player_game([[1, 6, 7, 4], [1, 2, 3, 5], [1, 3, 8, 2], [8, 9, 8, 9]])
    s.apply(Take(2)); s.apply(EndTurn())               # seat 0: 2
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 5
    s.apply(Take(0)); s.apply(Combine(2, False, KG))   # seat 0: 2-4 (a 1-point tie with animal)
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 3
    s.apply(Take(0)); s.apply(EndTurn())               # seat 0: 7
    s.apply(Take(1)); s.apply(EndTurn())               # seat 1: 2
    s.apply(Take(0))                                   # seat 0: 6
    moves = combines(s)
    assert Combine(2, False, JO) in moves and Combine(1, True, JU) in moves
    assert "Juu (2 points), not Kafuu fugetsu (1 point)" in refusal(s, Combine(1, True, KA))


def test_rule_helpers_against_the_board():
    assert best_free_styles((4, 6), {}) == (JU,)
    assert best_free_styles((4, 6), {(JU, 2): 1}) == (KA,)
    assert set(best_free_styles((5, 5), {})) == {KS, JU}
    assert best_free_styles((2, 4), {}) == (KA, KG)           # 1 point each: a choice
    assert free_styles((4, 6), {(KA, 2): 0}) == (JU,)
    assert best_free_styles((4, 7), {}) == ()


def test_every_legal_combination_pays_the_most_for_its_cards():
    """Random and bot games: no legal combination has a free better slot for its cards."""
    for seed in range(6):
        s = KasaneState.new(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        bot = make_bot("easy", seed=seed) if seed % 2 else None
        while not s.is_over:
            taken = {k for k, v in s.kakemono.items() if v is not None}
            for option in s.combine_options():
                values = tuple(c.value for c in option.cards)
                for style in free_styles(values, taken):
                    assert KAKEMONO[style][option.size] <= option.points
            move = bot.choose(s) if bot else rng.choice(s.legal_moves())
            s.apply(move)
