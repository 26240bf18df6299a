"""Kerala's move log: one readable line per move, with the points it made."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import end_line, gain, signed

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


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (a new round drawn from the bag, the end of the game)."""
    seat = before.current_seat
    who = names[seat]
    points = signed(gain(before, after, seat))
    if isinstance(move, Take):
        line = f"{who} took {tile_phrase(before.offer[move.offer_index])} and built it beside an elephant: {points}"
    elif isinstance(move, Pass):
        left = after.passes_left(seat)
        line = f"{who} passed and laid an elephant down ({left} pass{'es' if left != 1 else ''} left): {points}"
    elif isinstance(move, MoveElephant):
        line = f"{who} moved an elephant to another tile: {points}"
    elif isinstance(move, MoveTile):
        height = len(before.stacks(seat)[move.source])
        line = f"{who} moved a stack of {height} tile{'s' if height != 1 else ''}: {points}"
    elif isinstance(move, SkipSpecial):
        line = f"{who} did not use the special tile"
    else:
        line = f"{who}: {move}"
    lines = [line]
    if after.is_over:
        lines.append(end_line(after, names))
    elif after.reveal_mark != before.reveal_mark:
        drawn = len(after.offer)
        lines.append(f"A new round: {names[after.bag_holder]} drew {drawn} tile{'s' if drawn != 1 else ''} "
                     f"from the bag ({after.bag_size} left).")
    return lines
