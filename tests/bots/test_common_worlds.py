"""Common worlds at the root of the hard search (``SearchSettings.common_worlds``):
the root's UCB chooses the move first, and a move's k-th try in a tree plays on the
tree's k-th world, so every root move meets the same draws in the same order."""
from __future__ import annotations

import dataclasses
import random
from collections import defaultdict

from game.bots import kerala as kerala_bot
from game.bots.greedy import no_stop
from game.bots.mcts import Tree, candidates
from game.kerala import KeralaState


def recorded_tree(common: bool, seen: list) -> tuple[Tree, list]:
    state = KeralaState.new(2, seed=21)
    settings = dataclasses.replace(kerala_bot.SETTINGS, common_worlds=common, prior_visits=1.0,
                                   exploration=1.0)
    roots = candidates(state, kerala_bot.SEARCHED, settings, no_stop)
    tree = Tree(kerala_bot.SEARCHED, settings, random.Random(5), state, roots)
    plain = tree._iterate

    def record(rng, first=None):
        seen.append((first.key if first is not None else None, rng.getstate()))
        plain(rng, first)

    tree._iterate = record
    return tree, roots


def worlds_by_move(seen: list) -> dict:
    """Each root move's worlds (the random state its iterations began with), in order."""
    worlds = defaultdict(list)
    for move, world in seen:
        worlds[move].append(world)
    return worlds


def test_every_root_move_meets_the_same_worlds_in_the_same_order():
    seen: list = []
    tree, roots = recorded_tree(True, seen)
    assert tree.grow(60, lambda: False) == 60 and len(seen) == 60
    worlds = worlds_by_move(seen)
    assert len(worlds) > 2   # the exploration tried several root moves
    longest = max(worlds.values(), key=len)
    for tries in worlds.values():
        assert tries == longest[:len(tries)]
    assert len(set(map(str, longest))) == len(longest)   # a fresh world per try
    # the tree's root counts what its moves were tried
    visits = dict(zip([m for _, m in roots], tree.visits()))
    assert all(visits[m][0] == len(worlds[m]) for m in worlds)
    assert sum(n for n, *_ in tree.visits()) == 60


def test_every_root_move_is_tried_on_the_first_world_before_ucb_chooses():
    seen: list = []
    tree, roots = recorded_tree(True, seen)
    tree.grow(len(roots), lambda: False)
    assert [move for move, _ in seen] == [m for _, m in roots]   # in the greedy order
    assert len({str(world) for _, world in seen}) == 1

