"""Values that keep counting points: the hard computer prefers the larger margin when
the outcome is not in doubt, and does not pass where a placement does better.

The positions come from seeded hard-vs-hard Kerala games (``records/``: each game's
record, rebuilt with :meth:`GameRecord.state_at`) at the decisions where the hard
computer before these values went wrong. In Kerala's last round nothing is hidden
(the bag is empty), so every move's final margin is known exactly
(:func:`final_margins`)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import make_bot
from game.bots import kerala as kerala_bot
from game.bots.hard import Candidate, chosen
from game.bots.mcts import SearchSettings, value
from game.kerala import KeralaState, Pass, Take
from game.record import GameRecord

RECORDS = Path(__file__).parent / "records"


def position(game_seed: int, ply: int) -> tuple[KeralaState, GameRecord]:
    """The state before move ``ply`` of the recorded game, and the record."""
    data = json.loads((RECORDS / f"kerala-hard-vs-hard-{game_seed}.json").read_text())
    record = GameRecord.from_data(KeralaState, data)
    return record.state_at(ply), record


def best_turn(state: KeralaState, seat: int) -> tuple[int, KeralaState]:
    """The best score ``seat`` can reach with the rest of its turn (a special tile's
    follow-up), and a state where that turn has ended."""
    if state.is_over or state.current_seat != seat:
        return state.scores()[seat], state
    best = None
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        found = best_turn(child, seat)
        if best is None or found[0] > best[0]:
            best = found
    return best


def final_margins(state: KeralaState) -> dict:
    """Each legal move's final margin for the seat to move in a 2-player game's last
    round, where nothing is hidden (the bag is empty), both seats playing for their
    own largest margin. Exact and quick: a seat's moves change only its own grounds,
    so the mover's best is its best score over the rest of its turn, and the
    opponent's reply depends only on the tile left to it."""
    assert state.bag_size == 0 and state.players == 2, "exact only in a 2-player game's last round"
    seat = state.current_seat
    out = {}
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        own, end = best_turn(child, seat)
        other = 1 - seat
        theirs = end.scores()[other] if end.is_over else best_turn(end, other)[0]
        out[move] = own - theirs
    return out


def hard_move(state: KeralaState, seed: int, level: str = "hard"):
    return make_bot(level, seed, processes=1, budget=120.0).choose(state)


# (game seed, ply): seat 1 leads 67 to 64 and can win by 7; it took a move-elephant
# tile for +3 and left the opponent the tile that gave +4.
WON_BY_MORE = (4801014403, 84)
# Seat 1 leads 59 to 56 and can win by 3; its move drew the game (59 to 59).
WON_NOT_DRAWN = (4803054004, 84)


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("game_seed, ply", [WON_BY_MORE, WON_NOT_DRAWN])
def test_hard_takes_the_largest_final_margin_in_the_last_round(game_seed, ply, level):
    """Expert too: with four times the iterations, the losing side's replies are
    tried almost evenly, and a move's mean lead over them overrated the move that
    draws WON_NOT_DRAWN; the lead along the replies found best does not."""
    state, record = position(game_seed, ply)
    margins = final_margins(state)
    best = max(margins.values())
    assert best > 0 and margins[record.entries[ply].move] < best   # what hard played then
    seat = state.current_seat
    for seed in (game_seed + 101 * (seat + 1), 2):   # the arena's seed and another
        move = hard_move(state, seed, level)
        assert margins[move] == best, (seed, move, margins[move], best)


def test_the_same_seed_gives_the_same_move():
    state, _ = position(*WON_BY_MORE)
    assert hard_move(state, 5) == hard_move(state, 5)


def test_hard_does_not_pass_in_a_won_last_round():
    """The won last round above, with a pass left to the seat to move (its record's
    state with one elephant standing): passing would still win (+3), a placement wins
    by more (+8), and hard places."""
    state, _ = position(*WON_BY_MORE)
    seat = state.current_seat
    data = json.loads(state.to_json())
    data["passes_left"][seat] = 1
    state = KeralaState.from_json(json.dumps(data))
    margins = final_margins(state)
    best = max(margins.values())
    assert 0 < margins[Pass()] < best
    move = hard_move(state, WON_BY_MORE[0] + 101 * (seat + 1))
    assert type(move) is Take and margins[move] == best


# -- the value and the choice, alone
def test_a_settled_win_still_counts_the_margin():
    settings, know = kerala_bot.SETTINGS, kerala_bot.SEARCHED
    assert value(7, 1.0, know, settings) - value(3, 1.0, know, settings) > 0.005
    # 10 points more at a 30-point lead: a margin on SCALE alone would add 0.0007
    assert value(40, 1.0, know, settings) - value(30, 1.0, know, settings) > 0.01
    # a win by 1 is still worth more than a loss by 1 and any loss less than any win
    assert value(1, 1.0, know, settings) > value(60, 0.0, know, settings) + 0.3


def candidate(name: str, visits: float, reward: float, lead: float, tries: float = 4.0) -> Candidate:
    return Candidate(name, 0.0, visits, reward, lead, tries)


SETTINGS = SearchSettings(tie=0.01, settled=0.05)   # settled: a mean reward >= 0.80 or <= 0.20


def test_in_a_settled_game_equal_rewards_are_decided_by_the_expected_lead():
    ranked = [candidate("most visited", 40, 0.900, 3.0), candidate("plus five", 9, 0.895, 5.0),
              candidate("plus nine", 9, 0.850, 9.0)]   # a worse reward: not a tie
    assert chosen(ranked, SETTINGS).move == "plus five"
    lost = [candidate("most visited", 40, 0.10, -12.0), candidate("closer", 9, 0.095, -8.0)]
    assert chosen(lost, SETTINGS).move == "closer"


def test_in_an_open_game_the_most_visited_move_is_played():
    ranked = [candidate("most visited", 40, 0.60, 2.0), candidate("more points", 9, 0.605, 8.0)]
    assert chosen(ranked, SETTINGS).move == "most visited"


def test_a_better_reward_is_not_given_up_for_a_lead():
    ranked = [candidate("most visited", 40, 0.90, 6.0), candidate("lucky", 9, 0.85, 9.0)]
    assert chosen(ranked, SETTINGS).move == "most visited"


def test_a_move_the_trees_never_tried_is_not_chosen_for_its_greedy_lead():
    ranked = [candidate("tried", 20, 0.90, 2.0), candidate("untried", 5, 0.90, 6.0, tries=0)]
    assert chosen(ranked, SETTINGS).move == "tried"


def test_on_equal_leads_the_most_visited_move_stays():
    ranked = [candidate("first", 30, 0.90, 2.0), candidate("second", 20, 0.90, 2.0)]
    assert chosen(ranked, SETTINGS).move == "first"
