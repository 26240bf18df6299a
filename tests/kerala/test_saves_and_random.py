"""Saves (round trip, broken and tampered text), determinize, and random games."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import SaveFormatError
from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take, build_tile_set, score_grounds
from game.kerala.grounds import is_connected
from game.kerala.tiles import start_tile
from tests.engine_checker import check_random_games


def played(players: int, seed: int, steps: int) -> KeralaState:
    s = KeralaState.new(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_moves()))
    return s


def conservation(state: KeralaState) -> None:
    """bag + offer + grounds + removed + discarded = 100 + start tiles, at every step."""
    expected = Counter(build_tile_set())
    expected.update(start_tile(c) for c in state.colors)
    assert state.tile_counts() == expected
    total = state.bag_size + len(state.offer) + len(state.removed) + len(state.discarded) + sum(
        len(st) for seat in range(state.players) for st in state.stacks(seat).values())
    assert total == 100 + state.players
    for seat in range(state.players):
        grounds = state.stacks(seat)
        assert is_connected(grounds)
        a, b = state.elephants(seat)
        assert a in grounds and b in grounds
        assert a != b or len(grounds) == 1
        assert 0 <= state.passes_left(seat) <= 2


def scores_from_scratch(state: KeralaState) -> None:
    fresh = [score_grounds({c: tuple(s) for c, s in state.stacks(seat).items()}, state.colors[seat],
                           state.passes_left(seat), seat).total for seat in range(state.players)]
    assert state.scores() == fresh
    lines = state.score_lines()
    for seat in range(state.players):
        assert sum(l.points for l in lines if l.seat == seat) == fresh[seat]


def test_random_games_checker_200_games():
    moves = check_random_games(lambda p, s: KeralaState.new(p, s), [2, 3, 4, 5], 200, seed=3,
                               invariant=conservation, at_end=scores_from_scratch, full_checks_every=2)
    assert moves > 200 * 60


def test_legal_moves_agree_with_why_illegal():
    """Across random states: a broad candidate set is legal exactly when listed."""
    rng = random.Random(5)
    for game in range(12):
        s = KeralaState.new(2 + game % 4, game)
        while not s.is_over:
            legal = s.legal_moves()
            seat = s.current_seat
            cells = {c for c in s.stacks(seat)}
            near = {(x + dx, y + dy) for x, y in cells for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
            cand = {Pass(), SkipSpecial()}
            for i in range(len(s.offer) + 1):
                for e in (0, 1):
                    for c in near:
                        for side in (None, 0, 3):
                            cand.add(Take(i, e, c, side))
            for c in near:
                cand.add(MoveElephant(0, c))
                cand.add(MoveElephant(1, c))
            if s.pending_special == "move_tile":
                cand.update(MoveTile(a, b) for a in cells for b in near)
            for m in cand:
                assert (m in legal) == (s.why_illegal(m) is None), m
            s.apply(rng.choice(legal))


def test_round_trip_mid_game_with_pending_special():
    for seed in range(40):
        s = played(3, seed, 200)
        assert KeralaState.from_json(s.to_json()).to_json() == s.to_json()
    # find a pending special and check it survives a save
    for seed in range(200):
        s = KeralaState.new(2, seed)
        rng = random.Random(seed)
        while not s.is_over and s.pending_special is None:
            s.apply(rng.choice(s.legal_moves()))
        if s.pending_special:
            t = KeralaState.from_json(s.to_json())
            assert t.pending_special == s.pending_special and t.legal_moves() == s.legal_moves()
            return
    raise AssertionError("no special tile came up")


def test_determinize_redraws_hidden_tiles_only():
    s = played(3, 11, 30)
    d = s.determinize(random.Random(1))
    assert d.offer == s.offer and d.bag_size == s.bag_size
    assert [d.stacks(i) for i in range(3)] == [s.stacks(i) for i in range(3)]
    assert d.tile_counts() == s.tile_counts()
    assert not any(t.color in s.colors for t in d.removed)
    assert Counter(d._bag) != Counter(s._bag) or d._bag != s._bag
    assert s.to_json() == played(3, 11, 30).to_json()  # the original is untouched
    KeralaState.from_json(d.to_json())  # a consistent state
    fixed = KeralaState.new(2, bag=list(build_tile_set()[:20]))
    f = fixed.determinize(random.Random(2))
    assert Counter(f._bag) == Counter(fixed._bag) and f.removed == fixed.removed


def test_truncated_saves_raise_save_format_error():
    text = played(4, 2, 37).to_json()
    rng = random.Random(0)
    for cut in rng.sample(range(len(text)), 150):
        with pytest.raises(SaveFormatError):
            KeralaState.from_json(text[:cut])


def _mutations(data: dict):
    yield "not an object", lambda d: [d]
    yield "wrong game", lambda d: {**d, "game": "kaleido"}
    yield "version", lambda d: {**d, "version": 2}
    for key in list(data):
        yield f"missing {key}", lambda d, k=key: {x: v for x, v in d.items() if x != k}
        for junk in (None, "x", 1.5, True, [], {}, -1, 99):
            yield f"{key}={junk!r}", lambda d, k=key, j=junk: {**d, k: j}
    yield "extra tile in bag", lambda d: {**d, "bag": d["bag"] + ["red:1"]}
    yield "tile dropped from bag", lambda d: {**d, "bag": d["bag"][1:]}
    yield "unknown tile", lambda d: {**d, "bag": ["pink:1"] + d["bag"][1:]}
    yield "start tile in bag", lambda d: {**d, "bag": ["blue:start"] + d["bag"][1:]}
    yield "swapped colours", lambda d: {**d, "colors": d["colors"][::-1]}
    yield "elephant off grounds", lambda d: {**d, "elephants": [[[40, 40], [0, 0]]] + d["elephants"][1:]}
    yield "elephants sharing", lambda d: {**d, "elephants": [[d["elephants"][0][0]] * 2] + d["elephants"][1:]}
    yield "passes 3", lambda d: {**d, "passes_left": [3] + d["passes_left"][1:]}
    yield "acted too big", lambda d: {**d, "acted": d["players"]}
    yield "pending junk", lambda d: {**d, "pending": "fly"}
    yield "over with tiles", lambda d: {**d, "over": True}
    yield "removed of a player colour", lambda d: {**d, "removed": ["blue:1"] + d["removed"][1:],
                                                    "bag": d["bag"] + [d["removed"][0]]}
    yield "stack moved far away", lambda d: {**d, "grounds": [d["grounds"][0][:-1] + [
        [90, 90, d["grounds"][0][-1][2]]]] + d["grounds"][1:]}
    yield "plain tile with a side", lambda d: {**d, "offer": ["red:1:2"] + d["offer"][1:]}
    yield "unplaced arch on grounds", lambda d: {**d, "grounds": [d["grounds"][0] + [
        [-5, 0, ["green:arch:red"]]]] + d["grounds"][1:]}
    yield "empty stack", lambda d: {**d, "grounds": [d["grounds"][0] + [[0, 5, []]]] + d["grounds"][1:]}
    yield "duplicate cell", lambda d: {**d, "grounds": [d["grounds"][0] + [d["grounds"][0][0]]] + d["grounds"][1:]}


def test_tampered_saves_raise_save_format_error():
    s = played(3, 4, 40)
    data = json.loads(s.to_json())
    assert len(data["grounds"][0]) > 3
    tried = 0
    for name, mutate in _mutations(data):
        changed = mutate(json.loads(json.dumps(data)))
        if changed == data or name == "fixed_bag=True":
            continue  # no change, or still a consistent game (a given bag, no hidden removal)
        tried += 1
        text = json.dumps(changed)
        with pytest.raises(SaveFormatError):
            KeralaState.from_json(text)
    assert tried > 100
    for junk in (None, 3, b"\xff", "", "[]", "{}", "nul"):
        with pytest.raises(SaveFormatError):
            KeralaState.from_json(junk)


def test_random_byte_edits_never_raise_anything_else():
    text = played(2, 9, 50).to_json()
    rng = random.Random(3)
    for _ in range(300):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(chars))
            chars[i] = rng.choice('0123456789[]{}",:abnulltrue-')
        try:
            KeralaState.from_json("".join(chars))
        except SaveFormatError:
            pass
