"""grounds_total (the bots' fast path) equals score_grounds on many seeded grounds."""
from __future__ import annotations

import random

import pytest

from game.kerala import kept_areas
from game.kerala import KeralaState, Tile, score_grounds, start_tile
from game.kerala.data import COLORS, SIDES
from game.kerala.grounds_total import GroundsAreas, grounds_total


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


def test_a_total_with_one_more_tile_equals_the_total_of_the_grounds_with_it():
    """GroundsAreas.total_with (a bot's trial placement) works the total out from what
    the tile changes: it must still give grounds_total of the grounds with the tile,
    on a stack or beside the grounds, plain or an arch, joining areas or splitting one."""
    rng = random.Random(20261207)
    for _ in range(400):
        grounds = random_grounds(rng)
        own = rng.choice(COLORS)
        standing = rng.randint(0, 2)
        areas = GroundsAreas(grounds)
        assert areas.total(own, standing) == grounds_total(grounds, own, standing)
        xs = [x for x, _ in grounds]
        ys = [y for _, y in grounds]
        cells = [(x, y) for x in range(min(xs) - 1, max(xs) + 2) for y in range(min(ys) - 1, max(ys) + 2)]
        for cell in rng.sample(cells, 6):
            color = rng.choice(COLORS)
            if rng.random() < 0.3:
                tile = Tile(color, 0, "arch", rng.choice([c for c in COLORS if c != color]), rng.randrange(4))
            else:
                tile = Tile(color, rng.randint(0, 3))
            trial = dict(grounds)
            trial[cell] = grounds.get(cell, ()) + (tile,)
            assert areas.total_with(cell, tile, own, standing) == grounds_total(trial, own, standing)


@pytest.mark.parametrize("choices_max", [kept_areas.TIED_CHOICES_MAX, 0])
def test_a_total_with_where_arches_tie_surplus_areas_equals_a_whole_count(monkeypatch, choices_max):
    """Where an arch ties two areas of colours with surplus areas, the kept areas are
    chosen by weighing each choice (or, past ``TIED_CHOICES_MAX`` choices, by
    scoring's bounded search): the total is still grounds_total's. Dense random
    grounds, where such ties are common, with arches placed too."""
    monkeypatch.setattr(kept_areas, "TIED_CHOICES_MAX", choices_max)
    weighed = []
    tied_points = kept_areas.tied_points
    monkeypatch.setattr(kept_areas, "tied_points",
                        lambda *args: weighed.append(tied_points(*args)) or weighed[-1])
    rng = random.Random(4811)
    for _ in range(600):
        grounds = random_grounds(rng)
        own = rng.choice(COLORS)
        standing = rng.randint(0, 2)
        areas = GroundsAreas(grounds)
        xs = [x for x, _ in grounds]
        ys = [y for _, y in grounds]
        for _ in range(8):
            cell = (rng.randint(min(xs) - 1, max(xs) + 1), rng.randint(min(ys) - 1, max(ys) + 1))
            color = rng.choice(COLORS)
            if rng.random() < 0.4:
                tile = Tile(color, 0, "arch", rng.choice([c for c in COLORS if c != color]), rng.randrange(4))
            else:
                tile = Tile(color, rng.randint(0, 3))
            trial = dict(grounds)
            trial[cell] = grounds.get(cell, ()) + (tile,)
            assert areas.total_with(cell, tile, own, standing) == grounds_total(trial, own, standing)
    assert len(weighed) > 100   # the case this test is for is well covered
    if not choices_max:
        assert weighed == [None] * len(weighed)   # each chosen by the bounded search
