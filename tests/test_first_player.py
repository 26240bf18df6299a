"""Who starts, for every engine: ``new(..., first=seat)`` gives that seat the first turn,
refuses a seat that is not at the table, and the rest of the order follows from it as
each rulebook says (Kaleido round the table, Kerala's bag passed on each round, Kasane's
first player one seat later each round). Seeded random games with a chosen first
player pass the shared checker (saves, clones, replays at every step)."""
import random

import pytest

from game.kaleido import KaleidoState
from game.kasane import KasaneState
from game.kerala import KeralaState
from tests.engine_checker import check_random_games
from tests.games import GAMES, player_counts

#: Every registered game's state class and the player counts it is played by, by id.
ENGINES = {game.id: (game.state_class(), tuple(player_counts(game))) for game in GAMES}


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_the_chosen_seat_moves_first_and_a_seat_not_at_the_table_is_refused(game):
    cls, counts = ENGINES[game]
    for players in counts:
        for first in range(players):
            assert cls.new(players, seed=3, first=first).current_seat == first
        assert cls.new(players, seed=3).current_seat == 0
        for bad in (-1, players, True, 1.0, "1", None):
            with pytest.raises(ValueError, match="first player must be one of"):
                cls.new(players, seed=3, first=bad)


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_random_games_with_a_chosen_first_player(game):
    cls, counts = ENGINES[game]
    check_random_games(lambda players, seed: cls.new(players, seed=seed, first=seed % players),
                       counts, games=8, seed=5, full_checks_every=3)


def test_kaleido_turns_go_round_the_table_from_the_first_player():
    state = KaleidoState.new(4, first=2)
    seats = []
    while len(seats) < 6:
        seats.append(state.current_seat)
        state.apply(next(m for m in state.legal_moves() if type(m).__name__ == "PlaceTile"))
        state.apply(next(m for m in state.legal_moves() if type(m).__name__ == "EndTurn"))
        while state.phase == "rotate":
            state.apply(next(m for m in state.legal_moves() if type(m).__name__ == "EndTurn"))
    assert seats == [2, 3, 0, 1, 2, 3]


def test_kerala_the_first_player_holds_the_bag_and_it_passes_on_each_round():
    state = KeralaState.new(3, seed=4, first=1)
    holders = []
    rng = random.Random(4)
    while not state.is_over and len(holders) < 12:
        if not holders or holders[-1][0] != state.round:
            holders.append((state.round, state.bag_holder, state.current_seat))
        state.apply(rng.choice(state.legal_moves()))
    assert [(h, seat) for _, h, seat in holders[:4]] == [(1, 1), (2, 2), (0, 0), (1, 1)]


def test_kasane_the_first_player_of_each_round_is_one_seat_later():
    state = KasaneState.new(3, seed=6, first=2)
    firsts = {}
    rng = random.Random(6)
    while not state.is_over:
        firsts.setdefault(state.round, (state.first_seat, state.current_seat))
        state.apply(rng.choice(state.legal_moves()))
    assert firsts == {1: (2, 2), 2: (0, 0), 3: (1, 1)}
    assert state.first_player == 2
