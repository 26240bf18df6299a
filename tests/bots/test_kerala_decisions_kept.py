"""The hard and expert Kerala searches decide as they did before their iterations were
made cheaper: on fixed positions and seeds, the same move, and every root candidate
with the same tries, visits, rewards and leads, to the last bit.

The expected decisions in ``kerala_decisions_before.json`` were recorded on main at
a9037d3, before the speed-up, with ``python -m tests.bots.test_kerala_decisions_kept``
(which writes them again: only for a change meant to alter the search's choices).
"""
from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

import pytest

from game.bots import clear_caches, make_bot
from game.kerala import KeralaState
from game.record import find_move, move_data

HERE = Path(__file__).resolve().parent
EXPECTED = HERE / "kerala_decisions_before.json"
RECORDS = HERE / "records"


@functools.cache
def positions() -> list[tuple[str, KeralaState, int, str, int]]:
    """``(name, state, seed, level, iterations)``: positions along a recorded 2-player
    hard game (every tenth move), and of a 3-player seeded game (sorted-out tiles to
    re-draw) played by a normal computer, the expert level on two of them."""
    out = []
    data = json.loads((RECORDS / "kerala-hard-vs-hard-4801014403.json").read_text())
    state = KeralaState.new(**data["start"]["new"])
    for ply, move in enumerate(data["moves"]):
        if ply % 10 == 3 and len(state.legal_moves()) > 1:
            out.append((f"2p ply {ply}", state.clone(), ply, "hard", 60))
        state.apply(find_move(state, move))
    state, player = KeralaState.new(3, seed=4812), make_bot("normal", seed=5)
    ply = 0
    while not state.is_over:
        if ply % 9 == 4 and len(state.legal_moves()) > 1:
            out.append((f"3p ply {ply}", state.clone(), ply, "hard", 60))
        state.apply(player.choose(state))
        ply += 1
    by_name = {name: state for name, state, *_ in out}
    out.append(("2p ply 23 expert", by_name["2p ply 23"], 23, "expert", 240))
    out.append(("3p ply 40 expert", by_name["3p ply 40"], 40, "expert", 240))
    return out


def decision(state: KeralaState, seed: int, level: str, iterations: int) -> dict:
    """What the search chose and weighed, as JSON-ready data."""
    bot = make_bot(level, seed=seed, processes=1, budget=600.0, iterations=iterations)
    move = bot.choose(state)
    found = bot.last_decision
    assert found is not None and not found.cut_short
    return {"move": move_data(move), "iterations": found.iterations,
            "candidates": [[move_data(c.move), c.greedy_value, c.visits, c.reward, c.lead, c.tries]
                           for c in found.candidates]}


@pytest.fixture(scope="module")
def expected() -> dict:
    return json.loads(EXPECTED.read_text())


@pytest.mark.parametrize("index", range(len(positions())))
def test_a_search_decides_as_before(index, expected):
    name, state, seed, level, iterations = positions()[index]
    clear_caches()   # the caches hold values only: a cold start decides the same
    assert decision(state.clone(), seed, level, iterations) == expected[name]


def record() -> None:
    """Write the decisions of today's search as the expected ones."""
    found = {}
    for name, state, seed, level, iterations in positions():
        clear_caches()
        found[name] = decision(state.clone(), seed, level, iterations)
    lines = []
    for name, seen in found.items():   # a candidate a line, so a change reads in a diff
        rows = ",\n  ".join(json.dumps(c) for c in seen["candidates"])
        lines.append(f' {json.dumps(name)}: {{"move": {json.dumps(seen["move"])}, '
                     f'"iterations": {seen["iterations"]}, "candidates": [\n  {rows}]}}')
    EXPECTED.write_text("{\n" + ",\n".join(lines) + "\n}\n")


if __name__ == "__main__":
    if sys.argv[1:] != []:
        raise SystemExit("usage: python -m tests.bots.test_kerala_decisions_kept")
    record()
