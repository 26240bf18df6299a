"""The hard level is bounded by work: the same seed and position give the same move
whether its trees grow in one process or in worker processes, whatever the clock;
its workers can be cancelled; what it weighed can be read back."""
from __future__ import annotations

import pytest

from game.bots import kasane as kasane_bot
from game.bots import kerala as kerala_bot
from game.bots import make_bot
from game.bots.hard import TREES
from game.bots.selfcheck import parallel_decision
from game.kaleido import KaleidoState
from game.kasane import KasaneState
from game.kerala import KeralaState
from tests.games import GAME_IDS, state_classes
from tests.waiting import HANG_SECONDS, returned

from .test_bots import ENDLESS, StopOnAsk, sample_positions

GAMES = state_classes()
ITERS = 24


def decide(state, processes: int, seed: int = 3, iterations: int = ITERS):
    bot = make_bot("hard", seed, iterations=iterations, processes=processes, budget=120.0)
    move = bot.choose(state)
    return move, bot.last_decision


@pytest.mark.parametrize("game", GAME_IDS)
def test_workers_choose_what_one_process_chooses(game):
    for state in sample_positions(GAMES[game], 3, seed=len(game), per_phase=1)[:4]:
        alone, alone_decision = decide(state, processes=1)
        parallel, parallel_decision_ = decide(state, processes=2)
        assert parallel == alone
        if alone_decision is not None:   # None: a forced or single move, no search
            assert parallel_decision_.processes == 2 and alone_decision.processes == 1
            assert parallel_decision_.candidates == alone_decision.candidates
            assert parallel_decision_.iterations == alone_decision.iterations == ITERS


def test_a_decision_reports_what_it_weighed():
    state = KeralaState.new(2, seed=12)
    move, decision = decide(state, processes=1, iterations=40)
    assert decision.move == move and decision.iterations == 40 and not decision.cut_short
    # the move chosen first, then the rest by visits
    assert decision.candidates[0].move == move
    visits = [c.visits for c in decision.candidates[1:]]
    assert visits == sorted(visits, reverse=True)
    most_visited = max(decision.candidates, key=lambda c: c.visits)
    assert decision.candidates[0].reward >= most_visited.reward - kerala_bot.SETTINGS.tie
    assert all(0.0 <= c.reward <= 1.0 for c in decision.candidates)
    legal = state.legal_moves()
    assert all(c.move in legal for c in decision.candidates)


def test_the_default_work_is_per_game_and_split_over_the_trees():
    assert TREES > 1
    state = KasaneState.new(2, seed=4)
    bot = make_bot("hard", 1, processes=1, budget=120.0)
    bot.choose(state)
    assert bot.last_decision.iterations == kasane_bot.ITERATIONS == 600


def test_the_safety_clock_cuts_a_long_search_short(only_the_trees_timed):
    state = KaleidoState.new(2, seed=6)
    decide(state, processes=2)   # the workers' start does not count against the clock
    bot = make_bot("hard", 1, iterations=ENDLESS, processes=2, budget=0.5)
    move = returned(lambda: bot.choose(state), "the end of a search the safety clock cut short")
    assert move in state.legal_moves()
    assert bot.last_decision.cut_short


def test_cancelling_stops_the_workers_and_the_next_decision_is_whole():
    state = KeralaState.new(2, seed=8)
    decide(state, processes=2)
    bot = make_bot("hard", 2, iterations=ENDLESS, processes=2, budget=10 * HANG_SECONDS)
    move = returned(lambda: bot.choose(state, cancel=StopOnAsk(20)), "the end of a search cancelled as it ran")
    assert move in state.legal_moves()
    # The cancelled trees are told to stop; the next decision waits for them and then
    # runs its own iterations in full.
    again, decision = decide(state, processes=2)
    assert decision.processes == 2 and decision.iterations == ITERS and not decision.cut_short
    assert again == decide(state, processes=1)[0]


def test_the_smoke_check_of_the_workers_passes():
    summary, problem = parallel_decision()
    assert problem is None, summary
    assert "grown in 2 worker processes" in summary and "the same as in one process" in summary
