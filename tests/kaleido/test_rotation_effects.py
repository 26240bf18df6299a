"""What turning a scored board would do to the corner hexagons around it (the Kaleido
rotation preview), against the engine: each hexagon's pay before and after the turn
is what the engine's own table gives once the Rotate is played on a copy."""
import random

import pytest

from game.kaleido import KaleidoState, Rotate
from game.kaleido.rotation_effects import rotation_effects
from game.kaleido.scoring import award, hexagon_tiles


def rotation_steps(seed: int, count: int = 6):
    """Positions of a seeded game in the rotation step, reached by random legal moves."""
    rng = random.Random(seed)
    state = KaleidoState.new(3, seed=seed)
    found = []
    while not state.is_over and len(found) < count:
        if state.phase == "rotate":
            found.append(state.clone())
        moves = state.legal_moves()
        rotations = [m for m in moves if isinstance(m, Rotate)]
        state.apply(rng.choice(rotations if rotations and rng.random() < 0.3 else moves))
    return found


def pays(state, hexagon):
    return award(t for t in hexagon_tiles(hexagon, state.boards) if t is not None)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_turn_s_effects_are_the_hexagons_whose_pay_the_played_rotation_changes(seed):
    changed_somewhere = 0
    for state in rotation_steps(seed):
        before = state.to_json()
        for board in state.scored_this_turn:
            for steps in range(1, 6):
                effects = {effect.hexagon: effect for effect in rotation_effects(state, board, steps)}
                turned = state.clone()
                turned.apply(Rotate(board, steps))
                for hexagon in state.hexagons():
                    now, then = pays(state, hexagon), pays(turned, hexagon)
                    if now == then:
                        assert hexagon not in effects
                        continue
                    effect = effects[hexagon]
                    assert board in hexagon.boards
                    assert (effect.before, effect.after) == (now, then)
                    assert effect.complete == (None not in hexagon_tiles(hexagon, state.boards))
                    assert all(effect.change(c) for c in effect.colors)
                    changed_somewhere += 1
        assert state.to_json() == before  # weighed on a copy of the table
    assert changed_somewhere
