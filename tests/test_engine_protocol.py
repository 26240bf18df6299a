"""Every engine follows game.core.GameState, the engine protocol of DESIGN.md, and says
its own progress (this round, rounds in the game) exactly as the tables computed it
before the engines knew (issue 20)."""
from __future__ import annotations

import inspect
import math
import random

import pytest

from game.core import GameState
from game.kaleido import KaleidoState
from game.kaleido.data import TILES_PER_COLOR
from game.kasane import KasaneState
from game.kerala import KeralaState, build_tile_set
from tests.games import GAMES, player_counts

#: Every registered game's state class, with the player counts it is played by.
ENGINES = {game.state_class(): tuple(player_counts(game)) for game in GAMES}

#: DESIGN.md, "The engine protocol (every game)".
DESIGN_MEMBERS = {"new", "current_seat", "players", "legal_moves", "apply", "is_over", "scores",
                  "score_lines", "winners", "why_illegal", "clone", "to_json", "from_json",
                  "determinize"}
#: What game.record and the bots read besides, and the menu's progress.
RECORD_MEMBERS = {"reveal_mark", "round", "REVEALS", "progress", "automatic_move"}
#: DESIGN.md, "What a seat may know" and "Chance is explicit in the record": what online play reads.
SEAT_MEMBERS = {"public_start", "seat_view", "revealed_since", "apply_revealed", "public_digest"}
CLASS_METHODS = {"new", "from_json", "seat_view"}


def protocol_members() -> set[str]:
    return {name for name in vars(GameState) if not name.startswith("_")} | set(GameState.__annotations__)


def random_game(cls, players: int, seed: int, **options):
    """The state of a seeded random game after each move, from the start to the end
    (one state object, played on)."""
    state = cls.new(players, seed=seed, **options)
    rng = random.Random(seed)
    yield state
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        yield state


def test_the_protocol_has_every_member_design_lists_and_the_record_uses():
    assert DESIGN_MEMBERS | RECORD_MEMBERS | SEAT_MEMBERS <= protocol_members()


def test_every_protocol_method_says_what_it_is_in_one_line():
    for name in protocol_members() - {"REVEALS"}:
        member = inspect.getattr_static(GameState, name)
        doc = inspect.getdoc(member.__func__ if isinstance(member, classmethod) else member)
        assert doc and "\n" not in doc, name


@pytest.mark.parametrize("cls", list(ENGINES), ids=lambda c: c.__name__)
def test_each_state_class_has_every_member(cls):
    missing = {name for name in protocol_members() if not hasattr(cls, name)}
    assert not missing
    for name in CLASS_METHODS:
        assert isinstance(inspect.getattr_static(cls, name), classmethod), name
    assert isinstance(cls.REVEALS, str) and cls.REVEALS


@pytest.mark.parametrize("cls", list(ENGINES), ids=lambda c: c.__name__)
def test_states_are_game_states_from_start_to_end(cls):
    states = [state.clone() for state in random_game(cls, ENGINES[cls][0], seed=1)]
    for state in (states[0], states[len(states) // 2], states[-1], states[-1].clone(),
                  states[1].determinize(random.Random(2)), cls.from_json(states[3].to_json())):
        assert isinstance(state, GameState)


# The tables' own formulas, as scenes/<game>/scene.py computed them before the engines
# said their progress (the games that came later had none).
def kerala_table_rounds(state: KeralaState) -> tuple[int, int]:
    """KeralaTable.rounds, with its TOTAL_TILES = 100."""
    total_tiles = 100
    players = state.players
    drawn = total_tiles - len(state.removed) - state.bag_size
    total = math.ceil((total_tiles - len(state.removed)) / players)
    return min(total, max(1, math.ceil(drawn / players))), total


def kaleido_table_progress(state: KaleidoState) -> tuple[int, int]:
    """KaleidoTable.progress: a round is one turn of every colour, one tile each."""
    total = TILES_PER_COLOR[state.players]
    return min(state.round, total), total


def kasane_table_progress(state: KasaneState) -> tuple[int, int]:
    """KasaneTable.progress: as many rounds as players."""
    return min(state.round, state.players), state.players


TABLE_PROGRESS = {KeralaState: kerala_table_rounds, KaleidoState: kaleido_table_progress,
                  KasaneState: kasane_table_progress}


def check_progress(states) -> int:
    """Each state's progress is the table's (where the table had its own); while the game
    runs its round is never past the last. Returns the last state's round."""
    for state in states:
        this, rounds = state.progress()
        if type(state) in TABLE_PROGRESS:
            assert (this, rounds) == TABLE_PROGRESS[type(state)](state)
        assert 1 <= this <= rounds
        if not state.is_over:
            assert state.round <= rounds
    return this


@pytest.mark.parametrize("cls,players,seed", [(cls, players, seed) for cls, counts in ENGINES.items()
                                              for players in counts for seed in (3, 4)],
                         ids=lambda v: getattr(v, "__name__", str(v)))
def test_progress_is_the_tables_in_seeded_random_games(cls, players, seed):
    check_progress(random_game(cls, players, seed))


def test_kerala_progress_with_a_short_given_bag():
    """A given bag leaves the rest of the set out of the game: fewer rounds, the last
    one drawn short."""
    bag = [t for t in build_tile_set() if t.kind == "plain"][:13]
    assert KeralaState.new(3, bag=bag).progress() == (1, 5)
    assert check_progress(random_game(KeralaState, 3, seed=5, bag=bag)) == 5
