"""Saves: round trips, and broken, truncated or tampered saves raise SaveFormatError only."""
from __future__ import annotations

import json
import random

import pytest

from game.core import SaveFormatError
from game.kaleido import EndTurn, KaleidoState


def midgame(players: int = 3, seed: int = 4, steps: int = 60) -> KaleidoState:
    s = KaleidoState.new(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        s.apply(rng.choice(s.legal_moves()))
    return s


def rotate_phase() -> KaleidoState:
    s = KaleidoState.new(3, 7)
    rng = random.Random(7)
    while s.phase != "rotate":
        s.apply(rng.choice(s.legal_moves()))
    return s


def finished() -> KaleidoState:
    s = KaleidoState.new(4, 8)
    rng = random.Random(8)
    while not s.is_over:
        s.apply(rng.choice(s.legal_moves()))
    return s


SAMPLES = [midgame, rotate_phase, finished, lambda: midgame(2, 5, 40), lambda: KaleidoState.new(5)]


def broken(text: str) -> None:
    with pytest.raises(SaveFormatError):
        KaleidoState.from_json(text)


@pytest.mark.parametrize("make", SAMPLES)
def test_round_trip(make):
    s = make()
    again = KaleidoState.from_json(s.to_json())
    assert again.to_json() == s.to_json()
    assert again.legal_moves() == s.legal_moves()
    assert again.scores() == s.scores() and again.score_lines() == s.score_lines()


@pytest.mark.parametrize("make", SAMPLES)
def test_random_truncations(make):
    text = make().to_json()
    rng = random.Random(len(text))
    for cut in rng.sample(range(len(text)), 40) + [0, 1, len(text) - 1]:
        broken(text[:cut])


@pytest.mark.parametrize("make", SAMPLES[:3])
def test_every_field_with_wrong_types_or_missing(make):
    d = json.loads(make().to_json())
    for key in d:
        for junk in (None, "junk", 1.5, {"a": 1}, True, [[["x"]]], -7):
            if (key, junk) in [("seed", None), ("seed", -7), ("tile_placed", True), ("extra", None)]:
                continue            # values of the right kind that a real save may hold
            bad = dict(d)
            bad[key] = junk
            broken(json.dumps(bad))
        gone = dict(d)
        del gone[key]
        broken(json.dumps(gone))


def test_not_text_or_not_kaleido():
    for junk in (None, 5, b"\xff\xfe", "[]", "{}", '"x"', json.dumps({"game": "kerala"})):
        broken(junk)


def _tamper(s: KaleidoState, change) -> str:
    d = json.loads(s.to_json())
    change(d)
    return json.dumps(d)


def test_tampered_tiles_boards_and_counts():
    s = midgame()
    d = json.loads(s.to_json())
    colours = d["colors"]
    cases = []

    def recolour(d):       # one tile changes colour: counts no longer add up
        for entry in d["boards"]:
            for i, t in enumerate(entry[2]):
                if t == colours[0]:
                    entry[2][i] = colours[1]
                    return
    cases.append(recolour)
    cases.append(lambda d: d["tiles_left"].__setitem__(0, d["tiles_left"][0] - 1))
    cases.append(lambda d: d["tiles_left"].reverse() if len(set(d["tiles_left"])) > 1 else d["tiles_left"].__setitem__(1, 0))
    cases.append(lambda d: d["whites_left"].__setitem__(0, 0 if d["whites_left"][0] else 1))
    cases.append(lambda d: d["boards_left"].__setitem__(0, 0 if d["boards_left"][0] else 1))
    cases.append(lambda d: d["boards"].append([9, 9, [None] * 6]))              # detached extra board
    cases.append(lambda d: d["boards"].append(list(d["boards"][0])))             # two boards in one place
    cases.append(lambda d: d["boards"][0].__setitem__(2, [None] * 5))
    cases.append(lambda d: d["boards"][0][2].__setitem__(0, "orange"))
    cases.append(lambda d: d["boards"].pop(0))                                   # a starting board gone
    cases.append(lambda d: d.__setitem__("turn", len(colours)))
    cases.append(lambda d: d.__setitem__("players", 4))
    cases.append(lambda d: d.__setitem__("colors", list(reversed(colours)) + ["green"]))
    cases.append(lambda d: d.__setitem__("version", 2))
    cases.append(lambda d: d.__setitem__("phase", "rotate"))
    cases.append(lambda d: d.__setitem__("pending", [[0, 0], [0, 0]]))
    cases.append(lambda d: d.__setitem__("scored_now", [[1, 0]]))
    cases.append(lambda d: d.__setitem__("skipped", ["orange"]))
    for change in cases:
        broken(_tamper(s, change))


def test_tampered_awards():
    s = finished()
    d = json.loads(s.to_json())
    assert d["awards"]
    board_index = next(i for i, a in enumerate(d["awards"]) if a[0] == "board" and a[2])
    hex_index = next(i for i, a in enumerate(d["awards"]) if a[0] == "hexagon" and a[2])
    cases = [
        lambda d: d["awards"].pop(board_index),                          # a full board never scored
        lambda d: d["awards"].pop(hex_index),                            # a hexagon missing
        lambda d: d["awards"].append(list(d["awards"][board_index])),    # scored twice
        lambda d: d["awards"][board_index][2][0].__setitem__(1, 99),     # points inflated
        lambda d: d["awards"][hex_index][2][0].__setitem__(1, 99),
        lambda d: d["awards"][board_index].__setitem__(0, "bonus"),
        lambda d: d["awards"].insert(0, d["awards"].pop(hex_index)),     # hexagon before boards
        lambda d: d["awards"][board_index][2][0].__setitem__(0, "white"),
        lambda d: d.__setitem__("phase", "place"),                       # over but hexagons scored
    ]
    for change in cases:
        broken(_tamper(s, change))


def test_swapped_tiles_between_boards_are_caught():
    s = finished()
    d = json.loads(s.to_json())
    # swap a tile of a scored board with a different tile elsewhere: counts still add up,
    # but the board's recorded award or the end-game awards no longer match
    caught = 0
    for i in range(len(d["boards"])):
        for j in range(i + 1, len(d["boards"])):
            for h in range(6):
                a, b = d["boards"][i][2][h], d["boards"][j][2][h]
                if a != b and a is not None and b is not None:
                    bad = json.loads(s.to_json())
                    bad["boards"][i][2][h], bad["boards"][j][2][h] = b, a
                    try:
                        KaleidoState.from_json(json.dumps(bad))
                    except SaveFormatError:
                        caught += 1
                    else:   # a swap may leave both awards equal; then the game really is the same score
                        again = KaleidoState.from_json(json.dumps(bad))
                        assert again.scores() == s.scores()
    assert caught > 0


def test_random_byte_mutations_only_ever_raise_save_format_error():
    text = rotate_phase().to_json()
    rng = random.Random(11)
    alphabet = '0123456789-[]{}",:abcdefghijklmnopqrstuvwxyz nultre'
    for _ in range(300):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        try:
            KaleidoState.from_json("".join(chars))
        except SaveFormatError:
            pass


def test_reloaded_game_plays_on_identically():
    s = rotate_phase()
    t = KaleidoState.from_json(s.to_json())
    rng1, rng2 = random.Random(1), random.Random(1)
    while not s.is_over:
        s.apply(rng1.choice(s.legal_moves()))
        t.apply(rng2.choice(t.legal_moves()))
    assert s.to_json() == t.to_json()
    s.legal_moves()
    assert EndTurn() not in s.legal_moves()
