"""Bots of every level: legal, deterministic, cancellable, and sensible in crafted
positions. Small iteration budgets keep the whole run short."""
from __future__ import annotations

import random
import threading

import pytest

from game.bots import LEVELS, make_bot
from game.bots.hard import BUDGET, EXPERT_BUDGET
from game.bots.knowledge import knowledge_of
from game.kaleido import KaleidoState
from game.kerala import KeralaState
from tests.games import GAME_IDS, GAMES_AND_PLAYERS, state_classes
from tests.waiting import HANG_SECONDS, returned

from .positions import kaleido_position, kasane_position, kerala_position

#: Each game's engine state class, by id.
GAMES = state_classes()
#: The phases a game's seeded random games must reach, for the games that have several.
PHASES = {"kaleido": {"place", "place-after-tile", "rotate"}, "kerala": {"take"}, "kasane": {"take", "combine"}}
HARD_ITERATIONS = 12


def phase_of(state) -> str:
    """A label for the kind of decision the current seat faces."""
    if isinstance(state, KaleidoState):
        if state.phase == "rotate":
            return "rotate"
        return "place-after-tile" if state.tile_placed else "place"
    if isinstance(state, KeralaState):
        return state.pending_special or "take"
    return getattr(state, "phase", "move")


def sample_positions(cls, players: int, seed: int, per_phase: int = 2) -> list:
    """Positions from seeded random games: a few of every phase the games reach.
    Special-tile follow-ups (Kerala) are rare, so games are played until each phase
    seen has its quota or a few games are done."""
    rng = random.Random(seed)
    found: dict[str, list] = {}
    for game in range(6):
        state = cls.new(players, seed=seed * 100 + game)
        while not state.is_over:
            label = phase_of(state)
            bucket = found.setdefault(label, [])
            if len(bucket) < per_phase and rng.random() < 0.15:
                bucket.append(state.clone())
            moves = state.legal_moves()
            # Kaleido: avoid random rotation loops by ending the turn in that phase.
            if label == "rotate" and rng.random() < 0.7:
                state.apply(moves[-1])
            else:
                state.apply(rng.choice(moves))
        if all(len(b) >= per_phase for b in found.values()) and len(found) >= 2 and game >= 1:
            break
    return [s for bucket in found.values() for s in bucket]


def bot(level: str, seed: int):
    return make_bot(level, seed, iterations=HARD_ITERATIONS, budget=30.0)


@pytest.mark.parametrize("game,players", GAMES_AND_PLAYERS)
def test_legal_and_deterministic_in_every_phase(game, players):
    cls = GAMES[game]
    positions = sample_positions(cls, players, seed=players * 7 + len(game))
    phases = {phase_of(s) for s in positions}
    assert PHASES.get(game, set()) <= phases, phases
    for i, state in enumerate(positions):
        before = state.to_json()
        legal = state.legal_moves()
        for level in LEVELS:
            move = bot(level, 11 + i).choose(state)
            assert move in legal, (level, phase_of(state), move)
            again = bot(level, 11 + i).choose(state.clone())
            assert again == move, (level, phase_of(state))
        assert state.to_json() == before, "a bot changed the state it was given"


def test_kerala_special_follow_ups():
    """The move-elephant and move-tile follow-ups (rare in random games) are covered."""
    seen = set()
    for seed in range(40):
        state = KeralaState.new(2, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and len(seen) < 2:
            pending = state.pending_special
            if pending and pending not in seen:
                seen.add(pending)
                legal = state.legal_moves()
                for level in LEVELS:
                    move = bot(level, 3).choose(state)
                    assert move in legal
                    assert bot(level, 3).choose(state) == move
            state.apply(rng.choice(state.legal_moves()))
        if len(seen) == 2:
            break
    assert seen == {"move_elephant", "move_tile"}


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_kaleido_completes_the_winning_board(level):
    state, best = kaleido_position()
    assert state.scores() == [39, 43]
    assert bot(level, 1).choose(state) == best
    # and playing it out wins the game outright for seat 0
    state.apply(best)
    while not state.is_over:
        state.apply(bot(level, 1).choose(state))
    assert state.winners() == [0]


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_kerala_joins_the_two_areas(level):
    state, best = kerala_position()
    assert bot(level, 1).choose(state) == best
    joined = state.clone()
    joined.apply(best)
    assert joined.grounds_score(0).removed_tiles == 0
    assert state.grounds_score(0).removed_tiles > 0


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_kasane_takes_the_card_that_completes_the_slot(level):
    state, take, combine = kasane_position()
    assert bot(level, 1).choose(state) == take
    state.apply(take)
    assert bot(level, 1).choose(state) == combine


class StopOnAsk:
    """A cancel that says stop from the ``n``-th time a bot asks it on (a bot asks before it
    searches and then as it searches): a cancel that comes while the search runs, however
    fast the machine."""

    def __init__(self, n: int) -> None:
        self.n, self.asked = n, 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked >= self.n


#: Iterations no decision gets through: hours of work, which only a cancel or the clock ends.
ENDLESS = 10**9


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_cancel_stops_the_search(game):
    """A search of hours ends when it is cancelled as it runs (the hang ceiling of
    :func:`returned` is far under its work, and its budget far over the ceiling); a cancel
    set before, an Event or a callable, is asked once and nothing is searched."""
    state = GAMES[game].new(2, seed=5)
    hard = make_bot("hard", 1, budget=10 * HANG_SECONDS, iterations=ENDLESS)
    cancel = StopOnAsk(20)
    move = returned(lambda: hard.choose(state, cancel=cancel), "the end of a search cancelled as it ran")
    assert move in state.legal_moves() and cancel.asked >= 20
    already = threading.Event()
    already.set()
    for bot in (hard, make_bot("normal", 1)):
        assert bot.choose(state, cancel=already) == state.legal_moves()[0]
        asked = StopOnAsk(1)
        assert bot.choose(state, cancel=asked) == state.legal_moves()[0] and asked.asked == 1
    assert hard.last_decision is None   # no tree grown


@pytest.mark.parametrize("game", GAME_IDS)
def test_budget_bounds_the_decision(game, only_the_trees_timed):
    cls = GAMES[game]
    state = cls.new(3, seed=9)
    hard = make_bot("hard", 1, budget=0.3, iterations=ENDLESS)
    move = returned(lambda: hard.choose(state), "the end of a search its budget cut short")
    assert move in state.legal_moves() and hard.last_decision.cut_short


def test_make_bot_rejects_unknown_level():
    assert LEVELS == ("easy", "normal", "hard", "expert")
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)
    with pytest.raises(TypeError):
        make_bot("easy", 1).choose(object())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_expert_searches_its_games_expert_iterations_over_hards_trees(game, monkeypatch):
    """Expert is hard's search with each game's EXPERT_ITERATIONS (several times hard's),
    the same move for the same seed, under a longer safety cap (the game's iterations are
    made few here, so the test is quick)."""
    knowledge = knowledge_of(game)
    assert knowledge.EXPERT_ITERATIONS >= 2 * knowledge.ITERATIONS
    monkeypatch.setattr(knowledge, "EXPERT_ITERATIONS", 3 * HARD_ITERATIONS)
    probe = make_bot("hard", 3, processes=1, iterations=4)  # a position where the search weighs several moves
    state = next(s for s in sample_positions(GAMES[game], 2, seed=5)
                 if probe.choose(s.clone()) is not None and probe.last_decision is not None)
    expert = make_bot("expert", 3, processes=1)
    move = expert.choose(state.clone())
    assert expert.level == "expert" and expert.budget == EXPERT_BUDGET > BUDGET
    assert expert.last_decision.iterations == 3 * HARD_ITERATIONS and not expert.last_decision.cut_short
    assert make_bot("expert", 3, processes=1).choose(state.clone()) == move
