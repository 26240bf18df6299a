"""A computer decides only from what its seat may know: the same seed and position
give the same move whatever the hidden order of Kerala's bag (and the tiles sorted
out unseen) or Kasane's pile, at every level, in positions where a move ends a round
(and so draws from that order) and in others."""
from __future__ import annotations

import random

import pytest

from game.bots import LEVELS, make_bot
from game.kasane import KasaneState
from game.kerala import KeralaState

#: The games that hide something (Kaleido hides nothing).
HIDING = {"kerala": KeralaState, "kasane": KasaneState}
#: Hidden orders tried for each position.
ORDERS = 3


def reveals_next(state) -> bool:
    """Whether some legal move brings hidden things to light (ends a round)."""
    mark = state.reveal_mark
    for move in state.legal_moves():
        after = state.clone()
        after.apply(move)
        if after.reveal_mark != mark:
            return True
    return False


def positions(cls, seed: int, each: int = 3) -> list:
    """From seeded random games: ``each`` positions where a move ends a round, and
    ``each`` where none does, each with more than one legal move."""
    rng = random.Random(seed)
    ending, other = [], []
    for game in range(20):
        state = cls.new(2, seed=seed * 100 + game)
        while not state.is_over and (len(ending) < each or len(other) < each):
            if len(state.legal_moves()) > 1:
                bucket = ending if reveals_next(state) else other
                if len(bucket) < each and rng.random() < 0.3:
                    bucket.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
        if len(ending) >= each and len(other) >= each:
            break
    assert len(ending) == len(other) == each, "too few positions found"
    return ending + other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", sorted(HIDING))
def test_a_computer_chooses_the_same_whatever_is_hidden(game, level):
    for index, state in enumerate(positions(HIDING[game], seed=41)):
        worlds = [state] + [state.determinize(random.Random(k)) for k in range(ORDERS)]
        assert len({w.to_json() for w in worlds}) > 1, "the hidden order was not drawn again"
        chosen = {str(make_bot(level, 9, iterations=24, processes=1, budget=120.0).choose(world))
                  for world in worlds}
        assert len(chosen) == 1, f"position {index}: {level} chose {chosen} as the hidden order changed"
