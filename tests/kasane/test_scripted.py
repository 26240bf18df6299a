"""A scripted 2-player game on a fixed deck, checked card by card and point by point."""
import pytest

from game.core import IllegalMove, ScoreLine
from game.kasane import Combine, EndTurn, Take

from .helpers import ROUND1, ROUND2, scripted_game, values

CH, SE, KS = "chidori", "setsu_getsu_fuka", "kasane"
KA, KG, JO, JU = "kafuu_fugetsu", "kagen_no_tsuki", "jouyougen_no_tsuki", "juu"


def refused(state, move, words):
    before = state.to_json()
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert words in str(info.value)
    assert state.to_json() == before
    assert state.why_illegal(move) == str(info.value)


def test_scripted_two_player_game():
    s = scripted_game()
    assert [values(row) for row in s.market] == ROUND1
    assert s.pile_size == 16 and s.round == 1 and s.current_seat == 0 and s.first_seat == 0

    # Round 1 -------------------------------------------------------------------
    s.apply(Take(0))                                    # seat 0 takes 3
    assert values(s.hands[0]) == [3] and s.phase == "combine" and s.taken.value == 3
    refused(s, Combine(1, True, JU), "kimono is empty")
    s.apply(EndTurn())
    s.apply(Take(1)); s.apply(EndTurn())                # seat 1 takes 9
    s.apply(Take(0)); s.apply(EndTurn())                # seat 0 takes 6
    s.apply(Take(1)); s.apply(EndTurn())                # seat 1 takes 3
    s.apply(Take(0))                                    # seat 0 takes 9: 3-6-9
    opts = {o.move: o for o in s.combine_options()}
    assert opts[Combine(3, False, CH)].points == 4
    assert values(opts[Combine(3, False, CH)].cards) == [3, 6, 9]
    s.apply(Combine(3, False, CH))
    assert values(s.kimonos[0]) == [3, 6, 9] and s.hands[0] == ()
    assert s.kakemono[(CH, 3)] == 0
    refused(s, Combine(1, False, JU), "Take a card from the market first")   # no second one
    assert s.current_seat == 1

    s.apply(Take(1))                                    # seat 1 takes 6: 9-3-6
    assert values(s.hands[1]) == [9, 3, 6]
    refused(s, Combine(3, False, CH), "Another player already holds the 3-card Chidori slot.")
    refused(s, Combine(3, False, JU), "do not form Juu")
    assert all(o.move.style != CH for o in s.combine_options())
    s.apply(EndTurn())

    s.apply(Take(2))                                    # seat 0 takes an accessory
    assert len(s.accessories[0]) == 1 and s.current_seat == 1 and s.phase == "take"
    assert values(s.hands[0]) == []
    refused(s, Combine(1, False, KA), "Take a card from the market first")

    s.apply(Take(3))                                    # seat 1 takes 4: [9,3,6,4]
    # 6-4 is animal (1 point) and adds up to 10 (2 points): the best slot is the rule.
    refused(s, Combine(2, False, KA), "free 2-card slot that pays the most: Juu (2 points)")
    s.apply(Combine(2, False, JU))
    assert values(s.kimonos[1]) == [6, 4] and values(s.hands[1]) == [9, 3]

    s.apply(Take(2))                                    # seat 0 takes 1
    refused(s, Combine(1, True, JU), "Another player already holds the 2-card Juu slot.")
    assert values(s.combination_cards(1, True)) == [9, 1]
    s.apply(Combine(1, True, SE))                       # 9 (kimono) + 1, both plant
    assert values(s.kimonos[0]) == [3, 6, 9, 1] and s.kakemono[(SE, 2)] == 0

    s.apply(Take(3))                                    # seat 1 takes 2
    # 4 (kimono) then 2: animal or falling moon, 1 point each: the player's choice.
    assert {Combine(1, True, KA), Combine(1, True, KG)} <= set(s.legal_moves())
    s.apply(Combine(1, True, KG))
    assert values(s.kimonos[1]) == [6, 4, 2]

    s.apply(Take(3)); s.apply(EndTurn())                # seat 0 takes 5
    assert values(s.market[3]) == [None]
    s.apply(Take(2)); s.apply(EndTurn())                # seat 1 takes 7: round 1 ends
    assert values(s.discards) == [8, 8, 2, None]
    assert s.round == 2 and s.current_seat == 1 and s.first_seat == 1
    assert [values(row) for row in s.market] == ROUND2 and s.pile_size == 0
    assert [s.collected_count(i) for i in (0, 1)] == [6, 6]
    assert values(s.hands[0]) == [5] and values(s.hands[1]) == [9, 3, 7]

    # Round 2 -------------------------------------------------------------------
    s.apply(Take(0)); s.apply(Combine(2, False, JO))   # seat 1: 8 -> 7-8 rising
    s.apply(Take(1))                                    # seat 0: accessory
    s.apply(Take(0)); s.apply(EndTurn())                # seat 1: 5
    s.apply(Take(1))                                    # seat 0: accessory
    s.apply(Take(0)); s.apply(EndTurn())                # seat 1: 6 (row 0 down to its 1)
    s.apply(Take(1))                                    # seat 0: 4, hand [5, 4]
    refused(s, Combine(2, False, KG), "Another player already holds the 2-card Kagen no tsuki slot.")
    s.apply(Combine(2, True, JU))                       # 1 (kimono) + 5 + 4 = 10
    assert values(s.kimonos[0]) == [3, 6, 9, 1, 5, 4]
    s.apply(Take(2)); s.apply(EndTurn())                # seat 1: 9
    s.apply(Take(2)); s.apply(EndTurn())                # seat 0: 7
    s.apply(Take(2))                                    # seat 1: accessory
    s.apply(Take(3)); s.apply(Combine(2, False, KS))    # seat 0: 7-7
    s.apply(Take(3)); s.apply(EndTurn())                # seat 1: 5
    assert not s.is_over
    s.apply(Take(3))                                    # seat 0: 1 after the kimono's 7
    refused(s, Combine(1, True, SE), "You already hold the 2-card Setsu getsu fuka slot.")
    assert s.legal_moves() == [EndTurn()]
    s.apply(EndTurn())
    assert s.is_over and s.current_seat is None and s.legal_moves() == []
    assert values(s.discards) == [8, 8, 2, None, 1, 2, 3, 4]
    assert values(s.kimonos[0]) == [3, 6, 9, 1, 5, 4, 7, 7]
    assert values(s.kimonos[1]) == [6, 4, 2, 7, 8]
    assert values(s.hands[1]) == [9, 3, 5, 6, 9, 5] and values(s.hands[0]) == [1]
    assert [len(a) for a in s.accessories] == [3, 1]
    assert [s.played_count(i) for i in (0, 1)] == [11, 6]

    # Final score ---------------------------------------------------------------
    lines = s.score_lines()
    seat0 = [(l.category, l.points) for l in lines if l.seat == 0]
    assert seat0 == [("Combination 1", 4), ("Combination 2", 1), ("Combination 3", 3), ("Combination 4", 2),
                     ("Accessories", 3), ("All cards played", 0),     # 11 of 12 played
                     ("Different fabrics", 3)]      # 7 different fabrics -> 3
    seat1 = [(l.category, l.points) for l in lines if l.seat == 1]
    assert seat1 == [("Combination 1", 2), ("Combination 2", 1), ("Combination 3", 1), ("Accessories", 1),
                     ("All cards played", 0), ("Different fabrics", 0)]   # 6 played < 8
    assert ScoreLine(0, "Different fabrics", 3, "7 different fabrics") in lines
    assert s.scores() == [16, 5]
    assert s.winners() == [0]
    assert s.combinations(0) == ((CH, 3, False), (SE, 2, True), (JU, 3, True),
                                 (KS, 2, False))


def test_scripted_game_is_deterministic_and_survives_saves():
    a = scripted_game()
    b = scripted_game()
    for move in [Take(0), EndTurn(), Take(1), EndTurn(), Take(0), EndTurn()]:
        a.apply(move)
        b = type(b).from_json(b.to_json())
        b.apply(move)
    assert a.to_json() == b.to_json()


def test_variant_allows_a_combination_after_an_accessory():
    s = scripted_game(variant=True)
    for move in [Take(0), EndTurn(), Take(1), EndTurn(), Take(0), EndTurn(), Take(1), EndTurn()]:
        s.apply(move)
    # seat 0 holds 3-6, takes 9 and ends; seat 1 passes; seat 0 takes the accessory.
    s.apply(Take(0)); s.apply(EndTurn())
    s.apply(Take(1)); s.apply(EndTurn())
    s.apply(Take(2))
    assert s.current_seat == 0 and s.phase == "combine" and s.taken.is_accessory
    assert Combine(3, False, CH) in s.legal_moves()
    s.apply(Combine(3, False, CH))
    assert values(s.kimonos[0]) == [3, 6, 9] and len(s.accessories[0]) == 1
    assert type(s).from_json(s.to_json()).to_json() == s.to_json()


def test_with_the_variant_an_accessory_that_nothing_can_follow_ends_the_turn():
    s = scripted_game(variant=True)
    s.apply(Take(2))                                    # seat 0: an accessory, and an empty hand
    assert s.current_seat == 1 and s.phase == "take" and len(s.accessories[0]) == 1


def test_the_refusals_say_what_the_variant_allows():
    plain, variant = scripted_game(), scripted_game(variant=True)
    assert "taking a fabric card" in plain.why_illegal(Combine(1, False, "juu"))
    assert "an accessory too" in variant.why_illegal(Combine(1, False, "juu"))
