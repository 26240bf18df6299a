"""Helpers for Kerala tests: scripted games where seat 0 gets chosen tiles."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core import IllegalMove
from game.kerala import KeralaState, SkipSpecial, Take, Tile, build_tile_set

P = lambda color, symbols=0: Tile(color, symbols)  # noqa: E731
A = lambda color, arch, side=None: Tile(color, 0, "arch", arch, side)  # noqa: E731
ME = lambda color: Tile(color, 0, "move_elephant")  # noqa: E731
MT = lambda color: Tile(color, 0, "move_tile")  # noqa: E731


def fillers(exclude: list[Tile], n: int) -> list[Tile]:
    """``n`` plain red/purple tiles not needed by ``exclude``."""
    left = Counter(build_tile_set()) - Counter(exclude)
    pool = [t for t in left.elements() if t.kind == "plain" and t.color in ("red", "purple")]
    assert len(pool) >= n
    return pool[:n]


def scripted(wanted: list[Tile], players: int = 2) -> KeralaState:
    """A game whose round r offers ``wanted[r]`` first, then fillers."""
    fill = fillers(wanted, len(wanted) * (players - 1))
    bag = []
    for i, tile in enumerate(wanted):
        bag.append(tile)
        bag.extend(fill[i * (players - 1):(i + 1) * (players - 1)])
    return KeralaState.new(players, bag=bag)


def others(state: KeralaState) -> None:
    """Let the other seats play (each takes the last tile of the offer) until seat 0 acts."""
    while not state.is_over and state.current_seat != 0:
        if state.pending_special:
            state.apply(SkipSpecial())
            continue
        last = len(state.offer) - 1
        move = next(m for m in state.legal_moves() if isinstance(m, Take) and m.offer_index == last)
        state.apply(move)


def take0(state: KeralaState, tile: Tile, elephant: int, cell, side=None) -> None:
    """Seat 0 takes ``tile`` (the first equal one in the offer) to ``cell``."""
    others(state)
    state.apply(Take(state.offer.index(tile), elephant, cell, side))


def refused(state: KeralaState, move, words: str = "") -> str:
    """Assert ``move`` raises IllegalMove, leaves the state unchanged; return the message."""
    before = state.to_json()
    legal = state.legal_moves()
    if type(move).__name__ == "Take" and all(type(v) in (int, tuple, type(None)) for v in
                                              (move.offer_index, move.elephant, move.arch_side)):
        assert move not in legal
    assert state.why_illegal(move) is not None
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert state.to_json() == before
    assert state.legal_moves() == legal
    assert words.lower() in str(info.value).lower()
    return str(info.value)
