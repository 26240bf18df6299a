"""Sequential halving at the root of the hard search (``SearchSettings.root_halving``):
the root's moves are tried on common worlds, round after round, the better half
going on; the decision is the best mean among the most tried moves."""
from __future__ import annotations

import dataclasses
import random

from game.bots import kerala as kerala_bot
from game.bots.greedy import no_stop
from game.bots.hard import SETTINGS, merge
from game.bots.mcts import SearchSettings, Tree, candidates
from game.kerala import KeralaState


def kerala_tree(iterations_seen: list) -> tuple[Tree, list]:
    state = KeralaState.new(2, seed=21)
    settings = dataclasses.replace(SETTINGS["kerala"], root_halving=True)
    roots = candidates(state, kerala_bot.HARD, settings, no_stop)
    tree = Tree(kerala_bot.HARD, settings, random.Random(5), state, roots)
    plain = tree._iterate

    def recorded(rng, first=None):
        iterations_seen.append((rng.getstate(), first.key))
        plain(rng, first)

    tree._iterate = recorded
    return tree, roots


def worlds_of(seen: list) -> list[list]:
    """The root moves tried on each world, in order (consecutive iterations on one
    random state)."""
    worlds: list[list] = []
    last = None
    for rng_state, move in seen:
        if rng_state != last:
            worlds.append([])
            last = rng_state
        worlds[-1].append(move)
    return worlds


def test_every_move_in_play_is_tried_on_the_same_worlds_and_the_better_half_goes_on():
    seen: list = []
    tree, roots = kerala_tree(seen)
    assert len(roots) == 8
    assert tree.grow(120, lambda: False) == 120 and len(seen) == 120
    worlds = worlds_of(seen)
    sizes = [len(w) for w in worlds]
    assert sizes == sorted(sizes, reverse=True) and set(sizes) == {8, 4, 2}
    assert sum(sizes) == 120
    moves = [m for _, m in roots]
    for world in worlds:
        assert world == [m for m in moves if m in world]   # in the greedy order
    # each round's moves are among the previous round's
    for before, after in zip(worlds, worlds[1:]):
        assert set(after) <= set(before)
    # the moves dropped first are tried least
    visits = dict(zip(moves, tree.visits()))
    final, second = worlds[-1], worlds[sizes.index(4)]
    dropped = [m for m in moves if m not in second]
    assert len(final) == 2 and len(dropped) == 4
    assert all(visits[m][0] > visits[d][0] for m in final for d in dropped)


def test_a_stopped_halving_reports_the_iterations_it_ran():
    seen: list = []
    tree, _ = kerala_tree(seen)
    assert tree.grow(120, lambda: len(seen) >= 13) == 13


def test_halving_decisions_take_the_best_mean_among_the_most_tried():
    settings = SearchSettings(prior_visits=0.0, root_halving=True)
    roots = [(0.0, "a"), (0.0, "b"), (0.0, "c")]
    # "c" has the best mean but was dropped early; "b" beats "a" among the most tried
    results = [(29, [(12.0, 6.0), (12.0, 7.2), (5.0, 4.0)])]
    decision = merge(roots, results, kerala_bot.HARD, settings, planned=29)
    assert [c.move for c in decision.candidates] == ["b", "a", "c"]
    assert decision.move == "b" and not decision.cut_short
    ucb = dataclasses.replace(settings, root_halving=False)
    assert merge(roots, [(30, [(13.0, 6.0), (12.0, 7.2), (5.0, 4.8)])], kerala_bot.HARD, ucb,
                 planned=30).move == "a"


def test_with_few_iterations_only_the_greedy_best_are_tried():
    seen: list = []
    tree, roots = kerala_tree(seen)
    assert tree.grow(9, lambda: False) == 9
    tried = {m for _, m in seen}
    # 4 moves take 4 x 2 = 8 tries over their two rounds; 5 would take 5 x 3 = 15
    assert tried == {m for _, m in roots[:4]}
