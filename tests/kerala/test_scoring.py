"""Scoring: the rulebook's worked example and one hand-built grounds per rule."""
from __future__ import annotations

import itertools

from hypothesis import given, settings, strategies as st

from game.kerala import Tile, score_grounds, start_tile
from game.kerala.data import COLORS
from game.kerala.scoring import find_areas

from .helpers import A, P


def lines(result) -> dict[str, int]:
    return {l.category: l.points for l in result.lines}


def test_worked_example_player_blue_37_points():
    # Rulebook: -6 surplus tiles, all colours, 1 standing elephant, 2 arches (+10),
    # symbols blue 6, purple 11, black 3, green 8, red 4 = 37.
    g = {
        (0, 0): (start_tile("blue"),), (1, 0): (P("blue", 2),), (2, 0): (P("blue", 3),),
        (3, 0): (A("green", "purple", 2),), (4, 0): (P("green", 3),),
        (0, 1): (P("purple", 3),), (1, 1): (P("purple", 3),), (2, 1): (P("purple", 3),),
        (3, 1): (P("purple", 2),), (4, 1): (P("green", 3),),
        (0, 2): (P("black", 3),), (1, 2): (A("black", "purple", 0),), (2, 2): (P("red", 2),),
        (3, 2): (P("red", 2),), (4, 2): (P("green", 2),),
        (0, 3): (P("green", 1), P("red", 1)),   # a second red area: a 2-tile stack
        (3, 3): (P("black", 0),),               # a second black area
    }
    r = score_grounds(g, "blue", 1)
    got = lines(r)
    assert got["Removed tiles"] == -6
    assert got["Missing colours"] == 0
    assert got["Standing elephants"] == 1
    assert got["Arches"] == 10
    assert [got[f"{c.capitalize()} symbols"] for c in ("blue", "purple", "black", "green", "red")] == [6, 11, 3, 8, 4]
    assert r.total == 37 == sum(got.values())
    assert {(a.color, a.cells) for a in r.removed_areas} == {("red", ((0, 3),)), ("black", ((3, 3),))}
    assert {s.cell for s in r.scored_arches} == {(3, 0), (1, 2)}


def test_colour_split_in_two_removes_the_cheaper_area():
    g = {(0, 0): (start_tile("blue"),), (1, 0): (P("green", 1),), (2, 0): (P("red", 0),),
         (3, 0): (P("green", 2),), (3, 1): (P("green", 2),)}
    r = score_grounds(g, "blue", 0)
    assert [(a.color, a.cells) for a in r.removed_areas] == [("green", ((1, 0),))]
    assert lines(r)["Removed tiles"] == -2
    assert lines(r)["Green symbols"] == 4


def test_own_colour_may_keep_two_areas_but_not_three():
    two = {(0, 0): (start_tile("blue"),), (1, 0): (P("red", 0),), (2, 0): (P("blue", 1),)}
    assert score_grounds(two, "blue", 0).removed_areas == ()
    assert [a.color for a in score_grounds(two, "black", 0).removed_areas] == ["blue"]
    three = dict(two)
    three[(3, 0)] = (P("red", 0),)
    three[(4, 0)] = (P("blue", 3),)
    r = score_grounds(three, "blue", 0)
    # keep the 3 and the 1 (start), remove the blue 1 at (2, 0)... start has 1 symbol too:
    # equal value, the tie keeps the earlier area in reading order
    assert len(r.removed_areas) == 2  # one blue, one red
    assert sorted(a.color for a in r.removed_areas) == ["blue", "red"]
    assert lines(r)["Blue symbols"] == 4


def test_removed_stacks_count_every_tile():
    # the 3-stack (red 0 on top) is worth 6 to keep; the other red area 3+3+2*2 = 10
    g = {(0, 0): (start_tile("blue"),), (1, 0): (P("black", 3), P("green", 2), P("red", 0)),
         (2, 0): (P("green", 0),), (3, 0): (P("red", 3),), (4, 0): (P("red", 3),)}
    r = score_grounds(g, "blue", 0)
    assert [a.cells for a in r.removed_areas] == [((1, 0),)]
    assert r.removed_tiles == 3
    assert lines(r)["Removed tiles"] == -6


def test_missing_colours_cost_five_each():
    g = {(0, 0): (start_tile("blue"),), (1, 0): (P("red", 0),)}
    r = score_grounds(g, "blue", 2)
    assert lines(r)["Missing colours"] == -15
    assert r.missing_colors == ("black", "green", "purple")
    assert r.total == -15 + 2 + 1


def test_arch_touching_and_not_touching_its_colour():
    base = {(0, 0): (start_tile("blue"),), (1, 1): (P("red", 0),), (2, 0): (P("green", 0),)}
    expected = {0: 0, 1: 0, 2: 5, 3: 0}  # up: empty, right: green, down: red, left: blue
    for side, points in expected.items():
        g = dict(base)
        g[(1, 0)] = (A("black", "red", side),)
        r = score_grounds(g, "blue", 0)
        assert lines(r)["Arches"] == points, side
        assert len(r.scored_arches) == points // 5
    # the arch colour covered by another colour on top does not count
    g = {(0, 0): (start_tile("blue"),), (1, 0): (A("blue", "red", 1),), (2, 0): (P("red", 0), P("green", 0))}
    assert lines(score_grounds(g, "blue", 0))["Arches"] == 0
    g[(2, 0)] = (P("green", 0), P("red", 0))
    assert lines(score_grounds(g, "blue", 0))["Arches"] == 5
    # a covered arch scores nothing
    g[(1, 0)] = (A("blue", "red", 1), P("blue", 0))
    assert lines(score_grounds(g, "blue", 0))["Arches"] == 0


def test_arch_scores_only_towards_its_side():
    g = {(0, 0): (start_tile("blue"),), (1, 0): (A("blue", "red", 1),), (2, 0): (P("red", 0),),
         (1, 1): (P("green", 0),)}
    assert score_grounds(g, "blue", 0).scored_arches[0].target == (2, 0)
    g[(1, 0)] = (A("blue", "red", 2),)
    assert score_grounds(g, "blue", 0).scored_arches == ()


def test_covered_symbols_not_counted():
    g = {(0, 0): (start_tile("blue"), P("black", 0)), (1, 0): (P("green", 3), P("red", 1))}
    r = score_grounds(g, "blue", 0)
    assert lines(r)["Red symbols"] == 1
    assert lines(r)["Green symbols"] == 0
    assert lines(r)["Blue symbols"] == 0  # the start tile is built over


def test_removal_that_changes_which_arches_score():
    # red in two areas: red 2 at (3, 0) is worth more alone, but the black arch at
    # (1, 0) points at the red 0 at (1, 1): keeping that area scores 3 more.
    g = {(0, 0): (start_tile("blue"),), (1, 0): (A("black", "red", 2),), (1, 1): (P("red", 0),),
         (2, 0): (P("green", 0),), (3, 0): (P("red", 2),)}
    r = score_grounds(g, "blue", 0)
    assert [a.cells for a in r.removed_areas] == [((3, 0),)]
    assert lines(r)["Arches"] == 5
    assert r.total == 1 + 5 - 2 - 5 * 1  # start symbol, arch, removed tile, purple missing
    # and the arch tile itself in a surplus area: keep the area that carries it
    g = {(0, 0): (start_tile("blue"),), (1, 0): (A("black", "red", 1),), (2, 0): (P("red", 0),),
         (0, 1): (P("green", 0),), (0, 2): (P("black", 2),)}
    r = score_grounds(g, "blue", 0)
    assert [a.cells for a in r.removed_areas] == [((0, 2),)]
    assert lines(r)["Arches"] == 5


def test_two_surplus_colours_linked_by_arches():
    # black split (arch tile vs black 3) and red split (red 0 vs red 1): keeping the
    # arch area and its red partner (+5) beats keeping the symbol tiles (+3, +1).
    g = {(0, 0): (start_tile("blue"),), (1, 0): (A("black", "red", 1),), (2, 0): (P("red", 0),),
         (0, 1): (P("green", 0),), (0, 2): (P("black", 3),), (1, 2): (P("purple", 0),), (2, 2): (P("red", 1),)}
    r = score_grounds(g, "blue", 0)
    assert sorted(a.cells for a in r.removed_areas) == [((0, 2),), ((2, 2),)]
    assert r.total == brute_force(g, "blue", 0)


def test_equal_score_keeps_the_larger_area():
    g = {(0, 0): (start_tile("blue"),), (1, 0): (P("green", 0),), (2, 0): (P("green", 0),),
         (0, 1): (P("red", 0),), (0, 2): (P("green", 0), P("green", 0))}
    r = score_grounds(g, "blue", 0)
    assert [a.cells for a in r.removed_areas] == [((0, 2),)]


def test_lines_add_up_and_seat_is_carried():
    g = {(0, 0): (start_tile("red"),)}
    r = score_grounds(g, "red", 2, seat=3)
    assert all(l.seat == 3 for l in r.lines)
    assert sum(l.points for l in r.lines) == r.total == 1 - 20 + 2


# ---------------------------------------------------------------- brute force
def brute_force(stacks, own, standing) -> int:
    """Every choice of kept areas, scored literally by the rules."""
    tops = {c: s[-1] for c, s in stacks.items()}
    areas = find_areas(tops, stacks)
    by_color: dict[str, list[int]] = {}
    for i, a in enumerate(areas):
        by_color.setdefault(a.color, []).append(i)
    choices = []
    for color, idx in by_color.items():
        k = 2 if color == own else 1
        choices.append(list(itertools.combinations(idx, min(k, len(idx)))))
    best = None
    for pick in itertools.product(*choices):
        kept = {i for p in pick for i in p}
        kept_cells = {c for i in kept for c in areas[i].cells}
        score = -2 * sum(a.tiles for i, a in enumerate(areas) if i not in kept)
        score -= 5 * sum(1 for c in COLORS if c not in by_color)
        score += standing
        for c in kept_cells:
            t = tops[c]
            score += t.symbols
            if t.kind == "arch":
                dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[t.arch_side]
                n = (c[0] + dx, c[1] + dy)
                if n in kept_cells and tops[n].color == t.arch_color:
                    score += 5
        best = score if best is None else max(best, score)
    return best


def _tile():
    plain = st.builds(Tile, st.sampled_from(COLORS[:4]), st.integers(0, 3))
    arch = st.builds(lambda c, a, s: Tile(c, 0, "arch", a, s), st.sampled_from(COLORS[:4]),
                     st.sampled_from(COLORS[:4]), st.integers(0, 3))
    return st.one_of(plain, plain, arch)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.tuples(st.integers(0, 3), st.integers(0, 2)),
                       st.lists(_tile(), min_size=1, max_size=3), min_size=1, max_size=12),
       st.sampled_from(COLORS[:4]), st.integers(0, 2))
def test_optimal_removal_matches_brute_force(stacks, own, standing):
    stacks = {c: tuple(s) for c, s in stacks.items()}
    r = score_grounds(stacks, own, standing)
    assert r.total == brute_force(stacks, own, standing)
    assert sum(l.points for l in r.lines) == r.total
    kept = {c for a in r.kept_areas for c in a.cells}
    assert kept | r.removed_cells == set(stacks) and not kept & r.removed_cells
