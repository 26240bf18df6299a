"""What taking a market card would open (the Kasane preview): every combination the
seat could make right after the take, with the points the engine itself gives it."""
import random

import pytest

from game.kasane import Combine, KasaneState, Take
from game.kasane.openings import openings


def positions(seed: int, count: int = 12):
    """Positions of a seeded game in the take phase, reached by random legal moves."""
    rng = random.Random(seed)
    state = KasaneState.new(3, seed=seed)
    found = []
    while not state.is_over and len(found) < count:
        if state.phase == "take" and rng.random() < 0.5:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_openings_of_a_take_are_the_combinations_the_engine_then_allows_with_its_points(seed):
    opened_somewhere = 0
    for state in positions(seed):
        before = state.to_json()
        seat = state.current_seat
        for row in range(len(state.market)):
            found = openings(state, row)
            if not state.is_legal(Take(row)):
                assert found == []
                continue
            after = state.clone()
            after.apply(Take(row))
            combines = [m for m in after.legal_moves() if isinstance(m, Combine)] if after.current_seat == seat else []
            assert sorted(map(str, (o.combine for o in found))) == sorted(map(str, combines))
            for opening in found:
                trial = after.clone()
                trial.apply(opening.combine)
                assert opening.points == trial.scores()[seat] - after.scores()[seat]
            assert [o.points for o in found] == sorted((o.points for o in found), reverse=True)
            opened_somewhere += bool(found)
        assert state.to_json() == before  # tried on copies only
    assert opened_somewhere

