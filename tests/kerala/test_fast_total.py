"""grounds_total (the bots' fast path) equals score_grounds on many seeded grounds."""
from __future__ import annotations

import random

from game.kerala import KeralaState, Tile, score_grounds, start_tile
from game.kerala.data import COLORS, SIDES
from game.kerala.scoring import grounds_total


def random_grounds(rng: random.Random) -> dict:
    """A dense random grounds on a small box: many areas per colour, stacks, arches
    (some facing a matching neighbour), so surplus and arch links are common."""
    width, height = rng.randint(2, 6), rng.randint(1, 5)
    colors = COLORS[:rng.randint(2, 5)]
    grounds = {}
    for x in range(width):
        for y in range(height):
            if (x, y) != (0, 0) and rng.random() < 0.15:
                continue
            stack = []
            for _ in range(rng.choice((1, 1, 1, 2, 3))):
                color = rng.choice(colors)
                if rng.random() < 0.3:
                    arch = rng.choice([c for c in COLORS if c != color])
                    stack.append(Tile(color, 0, "arch", arch, rng.randrange(4)))
                else:
                    stack.append(Tile(color, rng.randint(0, 3)))
            grounds[(x, y)] = tuple(stack)
    grounds[(0, 0)] = (start_tile(rng.choice(colors)),) + grounds[(0, 0)][1:]
    return grounds


def open_arches(grounds: dict) -> int:
    count = 0
    for (x, y), stack in grounds.items():
        top = stack[-1]
        if top.kind == "arch":
            dx, dy = SIDES[top.arch_side]
            count += (x + dx, y + dy) not in grounds
    return count


def check(grounds: dict, own: str, standing: int) -> None:
    full = score_grounds(grounds, own, standing)
    assert grounds_total(grounds, own, standing) == (full.total, len(full.missing_colors),
                                                     open_arches(grounds))


def test_fast_total_equals_score_grounds_on_random_grounds():
    rng = random.Random(20240611)
    surplus = 0
    for _ in range(3000):
        grounds = random_grounds(rng)
        own = rng.choice(COLORS)
        full = score_grounds(grounds, own, rng.randint(0, 2))
        surplus += bool(full.removed_areas)
        check(grounds, own, rng.randint(0, 2))
    assert surplus > 1000   # the interesting case (choosing kept areas) is well covered


def test_fast_total_equals_score_grounds_in_random_games():
    for players in (2, 3, 4, 5):
        rng = random.Random(players)
        for seed in range(6):
            state = KeralaState.new(players, seed=seed)
            while True:
                for seat in range(players):
                    check(state._stacks[seat], state.colors[seat], state.passes_left(seat))
                    full = state.grounds_score(seat)
                    assert state.score_total(seat)[:2] == (full.total, len(full.missing_colors))
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_moves()))
            assert state.scores() == [state.grounds_score(s).total for s in range(players)]
