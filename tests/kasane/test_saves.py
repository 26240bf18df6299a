"""Broken, truncated and tampered saves raise SaveFormatError and nothing else."""
import json
import random

import pytest

from game.core import SaveFormatError
from game.kasane import Combine, EndTurn, KasaneState, Take

from .helpers import scripted_game


def mid_game(players=3, seed=21, steps=40):
    s = KasaneState.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        s.apply(rng.choice(s.legal_moves()))
    return s


def combine_phase_state():
    s = scripted_game()
    for m in [Take(0), EndTurn(), Take(1), EndTurn(), Take(0), EndTurn(), Take(1), EndTurn(),
              Take(0), Combine(3, False, "chidori"), Take(1)]:
        s.apply(m)
    assert s.phase == "combine"
    return s


def tampered(state, change):
    data = json.loads(state.to_json())
    change(data)
    return json.dumps(data)


def bad(text):
    with pytest.raises(SaveFormatError) as info:
        KasaneState.from_json(text)
    assert str(info.value)


def test_round_trip_at_every_kind_of_moment():
    for s in [KasaneState.new(2, seed=1), mid_game(), combine_phase_state(),
              scripted_game(variant=True)]:
        again = KasaneState.from_json(s.to_json())
        assert again.to_json() == s.to_json() and again.legal_moves() == s.legal_moves()
    text = mid_game().to_json()
    assert KasaneState.from_json(text.encode()).to_json() == text


def test_not_a_save():
    for text in [None, 42, [], "", "{", "[]", "null", '"kasane"', "{}",
                 '{"game": "kerala"}', b"\xff\xfe", '{"game": "kasane"}']:
        bad(text)


def test_random_truncations():
    rng = random.Random(0)
    for s in [mid_game(), combine_phase_state()]:
        text = s.to_json()
        for _ in range(150):
            bad(text[:rng.randrange(len(text))])


CHANGES = {
    "players as bool": lambda d: d.update(players=True),
    "players out of range": lambda d: d.update(players=5),
    "players changed": lambda d: d.update(players=2),
    "version": lambda d: d.update(version=3),
    "first out of range": lambda d: d.update(first=3),
    "first moved on": lambda d: d.update(first=1),
    "first missing from a version 2 save": lambda d: d.pop("first"),
    "variant as int": lambda d: d.update(variant=1),
    "round too high": lambda d: d.update(round=9),
    "round changed": lambda d: d.update(round=d["round"] % d["players"] + 1),
    "current as string": lambda d: d.update(current="0"),
    "current seat moved": lambda d: d.update(current=(d["current"] + 1) % d["players"]),
    "game over without end": lambda d: d.update(current=None),
    "unknown phase": lambda d: d.update(phase="rest"),
    "phase flipped": lambda d: d.update(phase="combine" if d["phase"] == "take" else "take"),
    "taken wrong type": lambda d: d.update(taken=[1]),
    "card value 10": lambda d: d["pile"].__setitem__(0, 10),
    "card as string": lambda d: d["pile"].__setitem__(0, "3"),
    "card as bool": lambda d: d["pile"].__setitem__(0, True),
    "card removed": lambda d: d["pile"].pop(),
    "card added": lambda d: d["discards"].append(5),
    "card changed": lambda d: d["pile"].__setitem__(0, d["pile"][0] % 9 + 1),
    "pile card moved to discards": lambda d: d["discards"].append(d["pile"].pop()),
    "market row missing": lambda d: d["market"].pop(),
    "market row overlong": lambda d: d["market"][0].extend(d["pile"][:6]) or d["pile"].__delitem__(slice(0, 6)),
    "market not a list": lambda d: d.update(market="row"),
    "hand card to pile": lambda d: d["pile"].append(next(h for h in d["hands"] if h).pop()),
    "accessory in a hand": lambda d: next(h for h in d["hands"] if h).append(None),
    "accessories negative": lambda d: d["accessories"].__setitem__(0, -1),
    "accessories as list": lambda d: d.update(accessories=[[None]] * d["players"]),
    "hands missing a seat": lambda d: d["hands"].pop(),
    "kimono card unexplained": lambda d: d["kimonos"][0].append(d["pile"].pop()),
    "combination unknown style": lambda d: d["combinations"][0].append(["tartan", 2, False]),
    "combination bad shape": lambda d: d["combinations"][0].append(["juu", 2]),
    "rng damaged": lambda d: d["rng"][1].pop(),
    "rng as string": lambda d: d.update(rng="seed"),
    "field missing": lambda d: d.pop("kimonos"),
    "game name": lambda d: d.update(game="kaleido"),
}


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_tampered_fields(name):
    state = mid_game()
    text = state.to_json()
    try:
        broken = tampered(state, CHANGES[name])
    except (StopIteration, IndexError):   # the change needs material this state lacks
        pytest.fail(f"{name} could not be applied")
    assert broken != text
    bad(broken)


def test_tampered_combinations():
    s = scripted_game()
    for m in [Take(0), EndTurn(), Take(1), EndTurn(), Take(0), EndTurn(), Take(1), EndTurn(),
              Take(0), Combine(3, False, "chidori"), Take(1), EndTurn()]:
        s.apply(m)
    assert KasaneState.from_json(s.to_json())
    bad(tampered(s, lambda d: d["combinations"][0].__setitem__(0, ["juu", 3, False])))     # 3-6-9 is not juu
    bad(tampered(s, lambda d: d["combinations"][0].__setitem__(0, ["chidori", 3, True])))  # reuse of empty
    bad(tampered(s, lambda d: d["combinations"][0].clear()))                             # unexplained cards
    bad(tampered(s, lambda d: d["combinations"][1].append(["chidori", 3, False])))       # slot twice

    def swap_with_pile(d):   # conserved cards, but the kimono no longer forms chidori
        i = next(i for i, v in enumerate(d["pile"]) if v not in (3, 6, 9, None))
        d["pile"][i], d["kimonos"][0][0] = d["kimonos"][0][0], d["pile"][i]
    bad(tampered(s, swap_with_pile))
    c = combine_phase_state()
    bad(tampered(c, lambda d: d.update(taken=None)))
    bad(tampered(c, lambda d: d.update(taken=2)))                # not the last card of the hand
    bad(tampered(c, lambda d: d.update(taken="accessory")))      # variant off


def test_swapped_values_are_caught():
    s = mid_game()
    d = json.loads(s.to_json())
    d["hands"], d["kimonos"] = d["kimonos"], d["hands"]
    if d["hands"] != d["kimonos"]:
        bad(json.dumps(d))
    d = json.loads(s.to_json())
    d["round"], d["current"] = d["current"], d["round"]
    if d["round"] != d["current"]:
        bad(json.dumps(d))


def test_random_mutations_raise_only_save_format_errors():
    rng = random.Random(5)
    junk = [None, True, -1, 0, 3, 99, "x", [], [1], {}, 2.5]
    sources = [json.loads(mid_game(p, seed=p, steps=10 * p).to_json()) for p in (2, 3, 4)]
    for _ in range(600):
        data = json.loads(json.dumps(rng.choice(sources)))
        # walk to a random leaf or container and replace it
        node, key = data, rng.choice(list(data))
        while isinstance(node[key], (list, dict)) and node[key] and rng.random() < 0.7:
            node = node[key]
            key = rng.randrange(len(node)) if isinstance(node, list) else rng.choice(list(node))
        node[key] = rng.choice(junk)
        try:
            state = KasaneState.from_json(json.dumps(data))
        except SaveFormatError:
            continue
        # accepted only if it is a state the engine can go on with
        assert state.is_over or state.legal_moves()


def test_a_version_1_save_reads_as_seat_1_first():
    """Saves written before the first player was chosen hold no "first": seat 0 began."""
    state = mid_game()
    old = tampered(state, lambda d: (d.pop("first"), d.update(version=1)))
    again = KasaneState.from_json(old)
    assert again.first_player == 0 and again.to_json() == state.to_json()
    assert again.legal_moves() == state.legal_moves()


@pytest.mark.parametrize("first", [1, 2])
def test_a_chosen_first_player_survives_the_save_at_every_step(first):
    state = KasaneState.new(3, seed=8, first=first)
    rng = random.Random(first)
    while not state.is_over:
        again = KasaneState.from_json(state.to_json())
        assert again.to_json() == state.to_json() and again.first_player == first
        state.apply(rng.choice(state.legal_moves()))
