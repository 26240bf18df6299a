"""A lesson's moves: the object a lesson file writes for a move
(``{"move": "Take", "offer_index": 0, "cell": [1, 0]}``) and the engine's legal move it
names at a position. Pure: no pygame."""
from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.core import same_value
from session.lesson_vocabulary import Vocabulary


def as_tuples(value: Any) -> Any:
    """``value`` with the lists a file writes as tuples, at every depth."""
    return tuple(as_tuples(v) for v in value) if isinstance(value, list) else value


def move_fields(move: Any) -> dict:
    """A move's fields as a lesson file writes them (tuples as lists)."""
    return {f.name: json.loads(json.dumps(getattr(move, f.name))) for f in dataclasses.fields(move)}


def read_move(vocabulary: Vocabulary, state: Any, data: Any) -> Any:
    """The legal move of ``state`` that ``data`` names; ValueError saying why not."""
    classes = {cls.__name__: cls for cls in vocabulary.move_types}
    if not isinstance(data, dict) or data.get("move") not in classes:
        raise ValueError(f"{data!r} is not a {vocabulary.game_id} move (they are {', '.join(classes)})")
    cls = classes[data["move"]]
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(data) - set(fields) - {"move"}
    if unknown:
        raise ValueError(f"a {cls.__name__} move has no field {sorted(unknown)[0]!r}")
    wanted = {}
    for name, f in fields.items():
        if name in data:
            wanted[name] = data[name]
        elif f.default is not dataclasses.MISSING:
            wanted[name] = json.loads(json.dumps(f.default))
        else:
            raise ValueError(f"the {cls.__name__} move {data!r} lacks its {name}")
    for move in state.legal_moves():
        if type(move) is cls and all(same_value(v, wanted[k]) for k, v in move_fields(move).items()):
            return move
    try:
        why = state.why_illegal(cls(**{k: as_tuples(v) for k, v in wanted.items()}))
    except (TypeError, ValueError):
        why = None
    raise ValueError(f"{_shown(data)} is not legal there ({(why or 'not among the legal moves').rstrip('.')})")


def _shown(data: dict) -> str:
    return data["move"] + "(" + ", ".join(f"{k}={v}" for k, v in data.items() if k != "move") + ")"

