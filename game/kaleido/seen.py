"""What every seat may know of a Kaleido game: all of it (no bag, no deck, nothing drawn;
the seed is kept for the record and used for nothing), so no move reveals anything and a
seat's view is the game started without the seed (DESIGN.md, "What a seat may know")."""
from __future__ import annotations

import json
from typing import Any

from game.core import IllegalMove
from game.reveals import public_digest
from game.words import _

_START_KEYS = frozenset({"players", "colors", "first"})


def public_start(new_args: dict) -> dict:
    """The part of ``new``'s arguments every seat may know: all but the seed."""
    return {key: value for key, value in new_args.items() if key != "seed"}


def seat_view(cls: type, start: Any, opening: Any) -> Any:
    """KaleidoState.seat_view: ``new`` with the start's public part (no seed); there is
    no opening reveal (anything but None raises IllegalMove), bad arguments ValueError."""
    if not (isinstance(start, dict) and set(start) <= _START_KEYS and "players" in start):
        raise ValueError("The start's public part names players, colors and first only.")
    if opening is not None:
        raise IllegalMove(_("What the move revealed does not match what it drew."))
    return cls.new(**start)


def apply_revealed(state: Any, move: Any, reveal: Any) -> None:
    """KaleidoState.apply_revealed: ``apply``, with no reveal (anything else raises IllegalMove)."""
    if reveal is not None:
        raise IllegalMove(_("What the move revealed does not match what it drew."))
    state.apply(move)


def digest(state: Any) -> str:
    """KaleidoState.public_digest: the hash of its save without the seed."""
    data = json.loads(state.to_json())
    del data["seed"]
    return public_digest(data)
