"""What every seat may know of a Kerala game, and a seat's view built from it alone
(DESIGN.md, "What a seat may know"; "Chance is explicit in the record").

The start's public part is ``new``'s arguments without the seed: players, colours, the
first seat, and, for a game with a given bag, which tiles are out of the game. What a
move reveals is the round's tiles drawn into the offer, ``{"tiles": ["blue:2", ...]}``
(tile codes, in offer order); the start reveals the first round's. A seat's view holds
the bag as an :class:`~game.reveals.Unseen` (the tiles not seen yet, no order) and, after
a random setup, the tiles set aside as unknown (``None`` each): which of the unseen tiles
were set aside nobody knows until the bag is empty.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import IllegalMove, check_first_seat, is_int
from game.reveals import Unseen, damaged_reveal, reveal_object
from game.words import _

from .data import COLORS, MAX_PLAYERS, MIN_PLAYERS, REMOVED_AT_SETUP
from .tiles import TILE_BY_CODE, Tile, build_tile_set, tile_code

_START_KEYS = frozenset({"players", "colors", "first", "out_of_game"})


def seat_colors(players: Any, colors: Any, first: Any) -> tuple[str, ...]:
    """The seats' colours for ``new``'s arguments (the default ones when ``colors`` is
    None), checked with the player count and the first seat; bad ones raise ValueError."""
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Kerala is played by 2 to 5 players.")
    check_first_seat(first, players)
    colors = tuple(COLORS[:players] if colors is None else colors)
    if len(colors) != players or len(set(colors)) != players or any(c not in COLORS for c in colors):
        raise ValueError(f"Give {players} different colours from {', '.join(COLORS)}.")
    return colors


def out_of_game(bag: list[Tile]) -> list[Tile]:
    """The tiles of the set a given ``bag`` leaves out of the game, in the set's order."""
    return list((Counter(build_tile_set()) - Counter(bag)).elements())


def public_start(new_args: dict) -> dict:
    """The part of ``new``'s arguments every seat may know: no seed and no bag order (a
    given bag leaves known tiles out of the game, which the part names)."""
    start = {key: new_args[key] for key in ("players", "first") if key in new_args}
    if new_args.get("colors") is not None:
        start["colors"] = list(new_args["colors"])
    if new_args.get("bag") is not None:
        start["out_of_game"] = [tile_code(t) for t in out_of_game(list(new_args["bag"]))]
    return start


def read_reveal(data: Any) -> tuple[list[Tile], Any]:
    """The tiles a reveal names, and how a sentence writes one; data that is not a Kerala
    reveal raises SaveFormatError."""
    codes = reveal_object(data, ("tiles",))["tiles"]
    if not isinstance(codes, list):
        raise damaged_reveal()
    return [_bag_tile(code) for code in codes], tile_code


def _bag_tile(code: Any) -> Tile:
    tile = TILE_BY_CODE.get(code) if isinstance(code, str) else None
    if tile is None or tile.kind == "start" or tile.arch_side is not None:
        raise damaged_reveal()
    return tile


def revealed_since(state: Any, mark: int | None) -> dict | None:
    """KeralaState.revealed_since: the round's tiles when the bag was drawn from since
    ``mark`` (None: the start, whose offer is the first draw), else None."""
    if mark is not None and mark == state.reveal_mark:
        return None
    return {"tiles": [tile_code(t) for t in state._offer]}


def seat_view(cls: type, start: Any, opening: Any) -> Any:
    """KeralaState.seat_view: the game at its start as a seat sees it, from the start's
    public part and the opening reveal. A start that is not one raises ValueError; an
    opening that cannot be true, SaveFormatError or IllegalMove."""
    if not (isinstance(start, dict) and set(start) <= _START_KEYS and "players" in start):
        raise ValueError("The start's public part names players, colors, first and out_of_game only.")
    players, first = start["players"], start.get("first", 0)
    colors = seat_colors(players, start.get("colors"), first)
    full = build_tile_set()
    if "out_of_game" in start:
        codes = start["out_of_game"]
        if not (isinstance(codes, list) and all(isinstance(c, str) and c in TILE_BY_CODE for c in codes)):
            raise ValueError("The tiles out of the game are not tile codes.")
        removed = tuple(TILE_BY_CODE[c] for c in codes)
        if Counter(removed) - Counter(full):
            raise ValueError("The tiles out of the game are not the game's.")
        pool, fixed = list((Counter(full) - Counter(removed)).elements()), True
    else:
        removed, pool, fixed = (None,) * REMOVED_AT_SETUP[players], full, False
    bag = Unseen(pool, len(full) - len(removed))
    bag.reveal(*read_reveal(opening))
    state = cls._begin(players, colors, first, bag, removed, fixed)
    if bag.waiting:
        raise IllegalMove(_("What the move revealed does not match what it drew."))
    return state


def unseen_tiles(state: Any) -> list[Tile]:
    """The tiles that may still be in the bag, in tile order: the bag's and, after a random
    setup, those set aside (which nobody has seen either)."""
    bag = state._bag
    if isinstance(bag, Unseen):
        return bag.sorted(tile_code)
    if state._fixed_bag:
        return sorted(bag, key=tile_code)
    return sorted(list(bag) + list(state._removed), key=tile_code)


def is_seat_view(state: Any) -> bool:
    """True when ``state`` was built without the seed: its bag is unseen tiles, no order."""
    return isinstance(state._bag, Unseen)
