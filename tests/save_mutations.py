"""Hypothesis strategies that damage a valid save the ways a file can be damaged:
a value replaced (by junk, by a look-alike such as ``1.0`` or ``True``, by a huge
number, by another value of the same save), a field or an item removed, an item
repeated, and :func:`check_mutated_save`, the property every engine must hold:
a mutated save either raises SaveFormatError or loads into a sound, playable state."""
from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from game.core import SaveFormatError

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.just(10 ** 400),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6),
    st.sampled_from(["red", "blue", "yellow", "purple", "green", "black", "white", "accessory",
                     "move_tile", "move_elephant", "place", "rotate", "over", "take", "combine",
                     "board", "hexagon", "chidori", "\x00", "\udc80"]),
    st.lists(st.integers(-2, 10), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def places(obj: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into ``obj`` (dict keys and list indexes), the root excluded."""
    out = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for key, value in items:
        out.append(prefix + (key,))
        out.extend(places(value, prefix + (key,)))
    return out


def _get(obj: Any, path: tuple) -> Any:
    for key in path:
        obj = obj[key]
    return obj


def look_alike(value: Any) -> list:
    """Values equal to ``value`` in Python that are of another type."""
    if isinstance(value, bool):
        return [int(value), float(value)]
    if isinstance(value, int) and abs(value) < 2 ** 53:
        return [float(value)] + ([bool(value)] if value in (0, 1) else [])
    return []


@st.composite
def mutated(draw, text: str) -> str:
    """``text`` (a save) with one to three damages."""
    data = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        spots = places(data)
        if not spots:
            break
        path = draw(st.sampled_from(spots))
        parent, key = _get(data, path[:-1]), path[-1]
        how = draw(st.sampled_from(["junk", "alike", "copy", "delete", "repeat", "offset"]))
        if how == "delete":
            del parent[key]
        elif how == "repeat" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(parent[key])))
        elif how == "alike" and look_alike(parent[key]):
            parent[key] = draw(st.sampled_from(look_alike(parent[key])))
        elif how == "copy":
            parent[key] = json.loads(json.dumps(_get(data, draw(st.sampled_from(spots)))))
        elif how == "offset" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += draw(st.sampled_from([-1, 1, 10 ** 400]))
        else:
            parent[key] = draw(JUNK)
    return json.dumps(data)


def check_mutated_save(cls, text: str) -> None:
    """The property: SaveFormatError, or a state whose scores compute, whose every
    legal move applies, and that saves and loads to the same JSON."""
    try:
        state = cls.from_json(text)
    except SaveFormatError as exc:
        assert str(exc)
        return
    scores = state.scores()
    assert len(scores) == state.players and all(type(s) is int for s in scores)
    lines = state.score_lines()
    for seat in range(state.players):
        assert sum(line.points for line in lines if line.seat == seat) == scores[seat]
    saved = state.to_json()
    assert cls.from_json(saved).to_json() == saved
    moves = state.legal_moves()
    assert state.is_over == (not moves)
    for move in moves:
        child = state.clone()
        child.apply(move)
        child.scores()
        again = child.to_json()
        assert cls.from_json(again).to_json() == again
