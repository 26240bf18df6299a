"""Kerala's move log: one readable line per move, with the points it made.

Each line is one message, said when it is asked for; a tile is named by a noun phrase
of its own for each kind of tile (:func:`tile_phrase`), its colour in the form that
phrase needs (:mod:`game.kerala.colour_words`)."""
from __future__ import annotations

from typing import Any, Sequence

from game.narration import gain, narrate, signed
from game.words import _, ngettext, npgettext, pgettext

from . import colour_words
from .moves import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from .tiles import Tile


def tile_phrase(tile: Tile) -> str:
    """``the blue 2-elephant tile``, ``the green tile with a red arch``, ... : the tile as
    the object of a sentence ("{name} took {tile}")."""
    if tile.kind == "arch":
        arch = colour_words.of_the_arch(tile.arch_color)
        return pgettext("Kerala: a tile named in a sentence", "the {colour} tile with a {arch} arch",
                        colour=colour_words.after_the(tile.color), arch=arch)
    if tile.kind == "move_elephant":
        return pgettext("Kerala: a tile named in a sentence", "the {colour} move-elephant tile",
                        colour=colour_words.after_the(tile.color))
    if tile.kind == "move_tile":
        return pgettext("Kerala: a tile named in a sentence", "the {colour} move-tile tile",
                        colour=colour_words.after_the(tile.color))
    if tile.symbols:
        # Translators: {count} is how many elephant symbols the tile shows (1 to 3).
        return npgettext("Kerala: a tile named in a sentence", "the {colour} {count}-elephant tile",
                         "the {colour} {count}-elephant tile", tile.symbols,
                         colour=colour_words.after_the(tile.color), count=tile.symbols)
    return pgettext("Kerala: a tile named in a sentence", "a plain {colour} tile", colour=colour_words.after_a(tile.color))


def _points(before: Any, after: Any) -> str:
    return signed(gain(before, after, before.current_seat))


def _took(before: Any, move: Take, after: Any, who: str) -> str:
    """The tile goes on a free cell beside an elephant, or on the stack there (built over)."""
    under = before.stacks(before.current_seat).get(move.cell, ())
    tile, points = tile_phrase(before.offer[move.offer_index]), _points(before, after)
    if under:
        # Translators: {tile} names a tile ("the blue 2-elephant tile"), {height} the stack's tiles, {points} the
        # points the move made: "+2", "-1".
        return _("{name} took {tile} and built it on a stack, now {height} high: {points}", name=who, tile=tile,
                 height=len(under) + 1, points=points)
    # Translators: {tile} names a tile ("the blue 2-elephant tile"), {points} the points the move made: "+2", "-1".
    return _("{name} took {tile} and built it beside an elephant: {points}", name=who, tile=tile, points=points)


def _passed(before: Any, move: Pass, after: Any, who: str) -> str:
    left = after.passes_left(before.current_seat)
    return ngettext("{name} passed and laid an elephant down ({left} pass left): {points}",
                    "{name} passed and laid an elephant down ({left} passes left): {points}", left,
                    name=who, left=left, points=_points(before, after))


def _moved_elephant(before: Any, move: MoveElephant, after: Any, who: str) -> str:
    return _("{name} moved an elephant to another tile: {points}", name=who, points=_points(before, after))


def _moved_stack(before: Any, move: MoveTile, after: Any, who: str) -> str:
    height = len(before.stacks(before.current_seat)[move.source])
    points = _points(before, after)
    if height == 1:
        return _("{name} moved a tile to another cell next to an elephant: {points}", name=who, points=points)
    return ngettext("{name} moved a stack of {height} tile to another cell next to an elephant: {points}",
                    "{name} moved a stack of {height} tiles to another cell next to an elephant: {points}", height,
                    name=who, height=height, points=points)


def _skipped(before: Any, move: SkipSpecial, after: Any, who: str) -> str:
    if before.pending_special == "move_elephant":
        return _("{name} did not use the move-elephant tile", name=who)
    return _("{name} did not use the move-tile tile", name=who)


def _new_round(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    """A new round: tiles drawn from the bag into the offer."""
    if after.is_over or after.reveal_mark == before.reveal_mark:
        return []
    drawn = len(after.offer)
    # Translators: {name} is the seat holding the bag; {left} how many tiles are still in the bag.
    return [ngettext("A new round: {name} drew {count} tile from the bag ({left} left).",
                     "A new round: {name} drew {count} tiles from the bag ({left} left).", drawn,
                     name=names[after.bag_holder], count=drawn, left=after.bag_size)]


PHRASES = {Take: _took, Pass: _passed, MoveElephant: _moved_elephant, MoveTile: _moved_stack,
           SkipSpecial: _skipped}


def describe(before: Any, move: Any, after: Any, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the move, then
    what followed from it (a new round drawn from the bag, the end of the game)."""
    return narrate(PHRASES, _new_round, before, move, after, names)
