"""Any damage to a valid save of any engine either raises SaveFormatError or gives a
state whose every legal move applies, whose scores compute, and that saves and loads
to the same JSON (issue 17)."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from game.kaleido import KaleidoState
from game.kasane import KasaneState
from game.kerala import KeralaState

from .save_mutations import check_mutated_save, mutated


def saves_along_a_game(cls, players: int, seed: int, every: int) -> list[str]:
    """The save of a seeded random game every ``every`` moves, and at its end."""
    state = cls.new(players, seed=seed)
    rng = random.Random(seed)
    texts = [state.to_json()]
    step = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        step += 1
        if step % every == 0:
            texts.append(state.to_json())
    texts.append(state.to_json())
    return texts


SAVES = {
    KaleidoState: saves_along_a_game(KaleidoState, 2, 3, 17) + saves_along_a_game(KaleidoState, 4, 4, 31),
    KeralaState: saves_along_a_game(KeralaState, 2, 5, 9) + saves_along_a_game(KeralaState, 5, 6, 23),
    KasaneState: saves_along_a_game(KasaneState, 2, 7, 5) + saves_along_a_game(KasaneState, 4, 8, 11),
}

PROPERTY = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def damaged_save(draw, cls):
    return draw(mutated(draw(st.sampled_from(SAVES[cls]))))


@PROPERTY
@given(st.data())
def test_a_damaged_kaleido_save_is_refused_or_plays(data):
    check_mutated_save(KaleidoState, data.draw(damaged_save(KaleidoState)))


@PROPERTY
@given(st.data())
def test_a_damaged_kerala_save_is_refused_or_plays(data):
    check_mutated_save(KeralaState, data.draw(damaged_save(KeralaState)))


@PROPERTY
@given(st.data())
def test_a_damaged_kasane_save_is_refused_or_plays(data):
    check_mutated_save(KasaneState, data.draw(damaged_save(KasaneState)))
