"""Positions for the evaluation benchmarks: every ply of seeded random games."""
from __future__ import annotations

import random


def random_positions(state_class, games: int, player_counts=(2, 3, 4, 5)) -> list:
    """Every position (the final one too) of ``games`` random games per player count,
    the same ones on every run."""
    out = []
    for players in player_counts:
        rng = random.Random(players)
        for g in range(games):
            s = state_class.new(players, seed=500 + g)
            while not s.is_over:
                out.append(s.clone())
                s.apply(rng.choice(s.legal_moves()))
            out.append(s.clone())
    return out
