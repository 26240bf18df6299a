"""Kerala's move log: one readable line per move, with the points it made."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import gain, narrate, signed

from .moves import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from .tiles import Tile


def tile_phrase(tile: Tile) -> str:
    """``the blue 2-elephant tile``, ``the green tile with a red arch``, ..."""
    if tile.kind == "arch":
        return f"the {tile.color} tile with a {tile.arch_color} arch"
    if tile.is_special:
        return f"the {tile.color} {tile.kind.replace('_', '-')} tile"
    if tile.symbols:
        return f"the {tile.color} {tile.symbols}-elephant tile"
    return f"a plain {tile.color} tile"


def _points(before: Any, after: Any) -> str:
    return signed(gain(before, after, before.current_seat))


def _took(before: Any, move: Take, after: Any, who: str) -> str:
    """The tile goes on a free cell beside an elephant, or on the stack there (built over)."""
    under = before.stacks(before.current_seat).get(move.cell, ())
    where = f"on a stack, now {len(under) + 1} high" if under else "beside an elephant"
    return f"{who} took {tile_phrase(before.offer[move.offer_index])} and built it {where}: {_points(before, after)}"


def _passed(before: Any, move: Pass, after: Any, who: str) -> str:
    left = after.passes_left(before.current_seat)
    return (f"{who} passed and laid an elephant down ({left} pass{'es' if left != 1 else ''} left): "
            f"{_points(before, after)}")


def _moved_elephant(before: Any, move: MoveElephant, after: Any, who: str) -> str:
    return f"{who} moved an elephant to another tile: {_points(before, after)}"


def _moved_stack(before: Any, move: MoveTile, after: Any, who: str) -> str:
    height = len(before.stacks(before.current_seat)[move.source])
    what = f"a stack of {height} tiles" if height > 1 else "a tile"
    return f"{who} moved {what} to another cell next to an elephant: {_points(before, after)}"


def _skipped(before: Any, move: SkipSpecial, after: Any, who: str) -> str:
    return f"{who} did not use the {before.pending_special.replace('_', '-')} tile"


def _new_round(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """A new round: tiles drawn from the bag into the offer."""
    if after.is_over or after.reveal_mark == before.reveal_mark:
        return []
    drawn = len(after.offer)
    return [f"A new round: {names[after.bag_holder]} drew {drawn} tile{'s' if drawn != 1 else ''} "
            f"from the bag ({after.bag_size} left)."]


PHRASES = {Take: _took, Pass: _passed, MoveElephant: _moved_elephant, MoveTile: _moved_stack,
           SkipSpecial: _skipped}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (a new round drawn from the bag, the end of the game)."""
    return narrate(PHRASES, _new_round, before, move, after, names)
