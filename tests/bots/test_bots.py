"""Bots of every level: legal, deterministic, cancellable, and sensible in crafted
positions. Small iteration budgets keep the whole run short."""
from __future__ import annotations

import random
import threading
import time

import pytest

from game.bots import LEVELS, make_bot
from game.kaleido import KaleidoState
from game.kerala import KeralaState
from tests.games import GAME_IDS, GAMES_AND_PLAYERS, state_classes

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


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_kaleido_completes_the_winning_board(level):
    state, best = kaleido_position()
    assert state.scores() == [39, 43]
    assert bot(level, 1).choose(state) == best
    # and playing it out wins the game outright for seat 0
    state.apply(best)
    while not state.is_over:
        state.apply(bot(level, 1).choose(state))
    assert state.winners() == [0]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_kerala_joins_the_two_areas(level):
    state, best = kerala_position()
    assert bot(level, 1).choose(state) == best
    joined = state.clone()
    joined.apply(best)
    assert joined.grounds_score(0).removed_tiles == 0
    assert state.grounds_score(0).removed_tiles > 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_kasane_takes_the_card_that_completes_the_slot(level):
    state, take, combine = kasane_position()
    assert bot(level, 1).choose(state) == take
    state.apply(take)
    assert bot(level, 1).choose(state) == combine


#: Seconds a prompt stop may take on a loaded machine (and a first decision waiting up
#: to parallel.STARTUP_WAIT for its workers): far under the hours the work would take.
LOADED = 5.0


@pytest.mark.parametrize("game", GAME_IDS)
def test_cancel_returns_promptly(game):
    cls = GAMES[game]
    state = cls.new(2, seed=5)
    hard = make_bot("hard", 1, budget=60.0, iterations=10**9)
    event = threading.Event()
    timer = threading.Timer(0.2, event.set)
    timer.start()
    start = time.perf_counter()
    move = hard.choose(state, cancel=event)
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert move in state.legal_moves()
    assert elapsed < 0.2 + LOADED   # uncancelled, its iterations would take hours
    # a callable works too, and a cancel already set returns at once
    start = time.perf_counter()
    assert hard.choose(state, cancel=lambda: True) in state.legal_moves()
    assert make_bot("normal", 1).choose(state, cancel=lambda: True) in state.legal_moves()
    assert time.perf_counter() - start < LOADED   # no search at all


@pytest.mark.parametrize("game", GAME_IDS)
def test_budget_bounds_the_decision(game):
    cls = GAMES[game]
    state = cls.new(3, seed=9)
    hard = make_bot("hard", 1, budget=0.3, iterations=10**9)
    start = time.perf_counter()
    assert hard.choose(state) in state.legal_moves()
    assert time.perf_counter() - start < 0.3 + LOADED   # uncapped, hours of iterations


def test_make_bot_rejects_unknown_level():
    assert LEVELS == ("easy", "normal", "hard")
    with pytest.raises(ValueError):
        make_bot("expert", 1)
    with pytest.raises(TypeError):
        make_bot("easy", 1).choose(object())
