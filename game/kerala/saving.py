"""Kerala saves (KeralaState's ``to_json`` and ``from_json``): the bag, the offer and
every seat's grounds as tile codes, its elephants and passes. Reading one refuses, with
SaveFormatError and nothing else, tiles that are not the game's set or elephants that
stand where no tile is."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import SaveFormatError, field, guard_load, is_int, load_json_object, save_text
from game.slotted import build_slots
from game.words import N_, _

from .data import COLORS, MAX_PLAYERS, MIN_PLAYERS, PASSES_PER_GAME, REMOVED_AT_SETUP, START_CELL
from .grounds import Cell, is_connected
from .tiles import TILE_BY_CODE, TILE_SET_SIZE, Tile, build_tile_set, start_tile, tile_code

GAME = "kerala"
SAVE_VERSION = 1
# How far from the start cell a stack can ever be: each placed tile and each moved
# stack lands next to a tile already down, so at most one step farther per action,
# and a seat acts at most once per tile of the set (a special tile adds one move).
_REACH = 2 * TILE_SET_SIZE


def state_to_json(state: Any) -> str:
    """KeralaState.to_json: the whole game as JSON text. A seat's view, which holds no
    bag order, writes its public view (its unseen tiles in tile order): a seat keeps its
    game as a record of moves and reveals, which replays it (game.record)."""
    if not isinstance(state._bag, list):
        state = state.public_view()
    return save_text(GAME, SAVE_VERSION, {
        "players": state._players,
        "colors": list(state._colors),
        "bag": [tile_code(t) for t in state._bag],
        "offer": [tile_code(t) for t in state._offer],
        "removed": [tile_code(t) for t in state._removed],
        "discarded": [tile_code(t) for t in state._discarded],
        "grounds": [[[c[0], c[1], [tile_code(t) for t in s[c]]]
                     for c in sorted(s, key=lambda c: (c[1], c[0]))] for s in state._stacks],
        "elephants": [[list(a), list(b)] for a, b in state._elephants],
        "passes_left": list(state._passes),
        "bag_holder": state._holder,
        "acted": state._acted,
        "pending": state._pending,
        "over": state._over,
        "fixed_bag": state._fixed_bag,
    })


def state_from_json(cls: type, text: Any) -> Any:
    """KeralaState.from_json: the ``cls`` a save's text describes; anything malformed,
    truncated or inconsistent raises SaveFormatError."""
    data = load_json_object(text, GAME)
    return guard_load(N_("The Kerala save is damaged ({error})."), lambda: _state_from_data(cls, data))


def _bag_tiles(data: dict, key: str) -> list[Tile]:
    """The unplaced tiles saved under ``key`` (the bag, the offer, ...)."""
    out = []
    for code in field(data, key, list):
        tile = TILE_BY_CODE.get(code) if isinstance(code, str) else None
        if tile is None or tile.kind == "start" or tile.arch_side is not None:
            raise SaveFormatError(_unknown_tile(key, repr(code)))
        out.append(tile)
    return out


def _unknown_tile(key: str, tile: str) -> str:
    """Why the tiles a save keeps under ``key`` ("bag", "offer", "removed", "discarded")
    cannot be read: ``tile`` (as the file writes it) is none of the game's."""
    # Translators: {tile} is a tile as the save file writes it: 'blue 2'.
    sentences = {"bag": _("The save's bag holds an unknown tile {tile}.", tile=tile),
                 "offer": _("The save's offer holds an unknown tile {tile}.", tile=tile),
                 "removed": _("The save's removed holds an unknown tile {tile}.", tile=tile),
                 "discarded": _("The save's discarded holds an unknown tile {tile}.", tile=tile)}
    return sentences[key]


def _grounds(raw: Any, seat: int, color: str) -> dict[Cell, tuple[Tile, ...]]:
    """One seat's festival grounds from the save, checked to be a game's grounds."""
    if not isinstance(raw, list) or not raw:
        # Translators: {seat} is a seat's number, from 0, in every sentence about a damaged save.
        raise SaveFormatError(_("The festival grounds of seat {seat} are damaged.", seat=seat))
    stacks: dict[Cell, tuple[Tile, ...]] = {}
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 3 and is_int(entry[0])
                and is_int(entry[1]) and isinstance(entry[2], list) and entry[2]):
            raise SaveFormatError(_("A stack of seat {seat} is damaged.", seat=seat))
        cell = (entry[0], entry[1])
        if abs(cell[0] - START_CELL[0]) + abs(cell[1] - START_CELL[1]) > _REACH:
            raise SaveFormatError(_("Seat {seat} has a stack farther out than a game can reach.", seat=seat))
        if cell in stacks:
            # Translators: {cell} is a cell of the festival grounds as the program writes it: (1, -2).
            raise SaveFormatError(_("Seat {seat} has two stacks on {cell}.", seat=seat, cell=cell))
        stack = []
        for code in entry[2]:
            tile = TILE_BY_CODE.get(code) if isinstance(code, str) else None
            if tile is None or (tile.kind == "arch") != (tile.arch_side is not None):
                tile = repr(code)
                raise SaveFormatError(_("Seat {seat} has an impossible tile {tile}.", seat=seat, tile=tile))
            stack.append(tile)
        stacks[cell] = tuple(stack)
    starts = [(c, i) for c, s in stacks.items() for i, t in enumerate(s) if t.kind == "start"]
    if len(starts) != 1 or stacks[starts[0][0]][starts[0][1]] != start_tile(color) \
            or starts[0][1] != 0:
        raise SaveFormatError(_("Seat {seat} must have its own start tile at the bottom of a stack.", seat=seat))
    if not is_connected(stacks):
        raise SaveFormatError(_("The festival grounds of seat {seat} are not connected.", seat=seat))
    return stacks


def _elephants(pair: Any, seat: int, stacks: dict) -> tuple[Cell, Cell]:
    """One seat's two elephants from the save, each standing on a tile of its own."""
    if not (isinstance(pair, list) and len(pair) == 2 and all(
            isinstance(p, list) and len(p) == 2 and is_int(p[0]) and is_int(p[1]) for p in pair)):
        raise SaveFormatError(_("The elephants of seat {seat} are damaged.", seat=seat))
    a, b = (pair[0][0], pair[0][1]), (pair[1][0], pair[1][1])
    if a not in stacks or b not in stacks:
        raise SaveFormatError(_("An elephant of seat {seat} stands where there is no tile.", seat=seat))
    if a == b and (len(stacks) != 1 or a != START_CELL):
        raise SaveFormatError(_("Both elephants of seat {seat} share a tile after the start.", seat=seat))
    return a, b


def _state_from_data(cls: type, data: dict) -> Any:
    """The state a save's JSON object describes; anything inconsistent raises SaveFormatError."""
    field(data, "version", int, lambda v: v == SAVE_VERSION)
    players = field(data, "players", int, lambda v: MIN_PLAYERS <= v <= MAX_PLAYERS)
    colors = field(data, "colors", list, lambda v: len(v) == players and len(set(v)) == players
                   and all(isinstance(c, str) and c in COLORS for c in v))
    bag, offer = _bag_tiles(data, "bag"), _bag_tiles(data, "offer")
    removed, discarded = _bag_tiles(data, "removed"), _bag_tiles(data, "discarded")
    grounds_raw = field(data, "grounds", list, lambda v: len(v) == players)
    stacks_list = [_grounds(raw, seat, colors[seat]) for seat, raw in enumerate(grounds_raw)]
    els_raw = field(data, "elephants", list, lambda v: len(v) == players)
    elephants = [_elephants(pair, seat, stacks_list[seat]) for seat, pair in enumerate(els_raw)]
    passes = field(data, "passes_left", list, lambda v: len(v) == players and all(
        is_int(p) and 0 <= p <= PASSES_PER_GAME for p in v))
    holder = field(data, "bag_holder", int, lambda v: 0 <= v < players)
    acted = field(data, "acted", int, lambda v: 0 <= v < players)
    pending = data.get("pending", "missing")
    if pending not in (None, "move_elephant", "move_tile"):
        name = repr("pending")
        raise SaveFormatError(_("The field {field} holds an impossible value.", field=name))
    over = field(data, "over", bool)
    fixed = field(data, "fixed_bag", bool)
    if len(offer) > players:
        raise SaveFormatError(_("The offer holds more tiles than there are players."))
    if over and (offer or bag or pending is not None or acted != 0):
        raise SaveFormatError(_("The save says the game is over but play remains."))
    if not over and not offer and pending is None:
        raise SaveFormatError(_("The save has a running game with nothing to take."))
    expected = Counter(build_tile_set())
    expected.update(start_tile(c) for c in colors)
    state = build_slots(cls, _players=players, _colors=tuple(colors), _bag=bag, _offer=offer, _removed=tuple(removed),
                        _discarded=discarded, _stacks=stacks_list, _elephants=elephants, _passes=list(passes),
                        _holder=holder, _acted=acted, _pending=pending, _over=over, _fixed_bag=fixed, _legal=None,
                        _legal_map=None, _scores=[None] * players, _totals=[None] * players)
    if state.tile_counts() != expected:
        raise SaveFormatError(_("The save's tiles do not add up to the game's tile set."))
    if not fixed and (len(removed) != REMOVED_AT_SETUP[players]
                      or any(t.color in colors for t in removed)):
        raise SaveFormatError(_("The save's sorted-out tiles do not match the setup rules."))
    return state
