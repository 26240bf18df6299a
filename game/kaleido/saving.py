"""Kaleido saves (KaleidoState's ``to_json`` and ``from_json``): the table, the supplies,
the turn and every award so far; a save whose tiles do not add up, or whose turn could
not have happened, raises SaveFormatError and nothing else."""
from __future__ import annotations

from typing import Any

from game.core import SaveFormatError, field, guard_load, is_int, load_json_object, save_text
from game.slotted import set_slots
from game.words import N_, _

from . import data
from .geometry import Pos, is_connected
from .scoring import award, end_game_awards

GAME = "kaleido"
SAVE_VERSION = 1

#: Why a save is inconsistent when a colour's tiles are not all there: one sentence for each colour.
TILES_DO_NOT_ADD_UP = {
    "red": N_("red tiles on the table and in hand do not add up."),
    "blue": N_("blue tiles on the table and in hand do not add up."),
    "yellow": N_("yellow tiles on the table and in hand do not add up."),
    "purple": N_("purple tiles on the table and in hand do not add up."),
    "green": N_("green tiles on the table and in hand do not add up."),
}


def state_to_json(state: Any) -> str:
    """KaleidoState.to_json: the whole game as JSON text."""
    return save_text(GAME, SAVE_VERSION, {
        "players": state._players,
        "colors": list(state._colors),
        "seed": state._seed,
        "boards": [[q, r, list(holes)] for (q, r), holes in state._boards.items()],
        "tiles_left": state._tiles_left,
        "whites_left": state._whites_left,
        "boards_left": state._boards_left,
        "turn": state._turn,
        "phase": state._phase,
        "tile_placed": state._tile_placed,
        "extra": state._extra,
        "pending": [list(p) for p in state._pending],
        "scored_now": [list(p) for p in state._scored_now],
        "skipped": list(state._skipped),
        "awards": [[kind, [list(p) for p in where], [[c, p] for c, p in points]]
                   for kind, where, points in state._awards],
    })


def state_from_json(cls: type, text: Any) -> Any:
    """KaleidoState.from_json: the ``cls`` a save's text describes; anything malformed,
    truncated or inconsistent raises SaveFormatError."""
    return guard_load(N_("The Kaleido save is damaged ({error})."),
                      lambda: _state_from_data(cls, load_json_object(text, GAME)))


def _bad(reason: str) -> SaveFormatError:
    """The error for a save whose parts do not fit together; ``reason`` (said) says which."""
    # Translators: {reason} is a clause that says what does not fit, with its full stop: "a board entry is malformed."
    return SaveFormatError(_("The Kaleido save is inconsistent: {reason}", reason=reason))


def _pos_of(v: Any) -> Pos:
    if not (isinstance(v, list) and len(v) == 2 and all(is_int(x) for x in v)):
        raise _bad(_("a board position is not a pair of whole numbers."))
    return (v[0], v[1])


def _boards(d: dict, colors: tuple[str, ...]) -> dict[Pos, tuple]:
    """The table from the save: the starting boards among them, joined side to side."""
    allowed = set(colors) | {data.WHITE}
    boards: dict[Pos, tuple] = {}
    for entry in field(d, "boards", list):
        if not (isinstance(entry, list) and len(entry) == 3):
            raise _bad(_("a board entry is malformed."))
        pos = _pos_of(entry[:2])
        holes = entry[2]
        if not (isinstance(holes, list) and len(holes) == 6):
            raise _bad(_("a board does not have six holes."))
        for t in holes:
            if t is not None and (not isinstance(t, str) or t not in allowed):
                tile = repr(t)
                raise _bad(_("a hole holds an unknown tile {tile}.", tile=tile))
        if pos in boards:
            # Translators: {position} is a place on the table's grid as the program writes it: (1, -2).
            raise _bad(_("two boards at {position}.", position=pos))
        boards[pos] = tuple(holes)
    for start in data.START_BOARDS:
        if start not in boards:
            raise _bad(_("a starting board is missing."))
    if not is_connected(boards):
        raise _bad(_("the boards on the table are not joined side to side."))
    return boards


def _awards(d: dict, colors: tuple[str, ...], boards: dict[Pos, tuple], full: set[Pos],
            pending: tuple[Pos, ...], over: bool) -> list[tuple]:
    """The scorings from the save, each checked against the table: every ``full`` board
    scored once (but those filled this turn), the hexagons only at the end."""
    awards = []
    board_awarded: set = set()
    hexes: list = []
    for entry in field(d, "awards", list):
        if not (isinstance(entry, list) and len(entry) == 3 and entry[0] in ("board", "hexagon")
                and isinstance(entry[1], list) and isinstance(entry[2], list)):
            raise _bad(_("a scoring record is malformed."))
        kind = entry[0]
        where = tuple(_pos_of(p) for p in entry[1])
        points = []
        for item in entry[2]:
            if not (isinstance(item, list) and len(item) == 2 and item[0] in colors
                    and is_int(item[1]) and item[1] > 0):
                raise _bad(_("a scoring record holds impossible points."))
            points.append((item[0], item[1]))
        if len({c for c, p in points}) != len(points):
            raise _bad(_("a scoring record names a colour twice."))
        if kind == "board":
            if len(where) != 1 or where[0] not in full or where[0] in board_awarded:
                raise _bad(_("a board scoring does not match the table."))
            board_awarded.add(where[0])
            # Rotation never changes which tiles a board holds, so its award can be re-checked.
            if dict(points) != award(boards[where[0]]):
                # Translators: {position} is a place on the table's grid as the program writes it: (1, -2).
                raise _bad(_("the scoring of board {position} does not match its tiles.", position=where[0]))
        else:
            hexes.append((where, dict(points)))
        awards.append((kind, where, tuple(points)))
    if board_awarded != full - set(pending):
        raise _bad(_("the scored boards do not match the full boards on the table."))
    expected_hexes = [(h.boards, pts) for h, pts in end_game_awards(boards)] if over else []
    if hexes != expected_hexes:
        raise _bad(_("the end-game scoring does not match the table."))
    kinds = [kind for kind, where, points in awards]
    if kinds != ["board"] * (len(awards) - len(hexes)) + ["hexagon"] * len(hexes):
        raise _bad(_("the end-game scoring is out of place."))
    return awards


def _state_from_data(cls: Any, d: dict) -> Any:
    """The state a save's JSON object describes; anything inconsistent raises SaveFormatError."""
    if field(d, "version", int) != SAVE_VERSION:
        raise SaveFormatError(_("This Kaleido save comes from another version of the game."))
    players = field(d, "players", int, lambda v: v in data.PLAYER_COUNTS)
    colors = tuple(field(d, "colors", list))
    seed = field(d, "seed", (int, type(None)))
    try:
        state = cls.new(players, seed, colors)
    except (ValueError, TypeError) as exc:
        raise _bad(_("the colours do not fit the players ({error}).", error=exc)) from exc
    if state.colors != colors:
        raise _bad(_("the colours do not fit the players."))
    n = len(colors)
    boards = _boards(d, colors)

    start_tiles = state.starting_tiles
    tiles_left = field(d, "tiles_left", list, lambda v: len(v) == n and all(
        is_int(x) and 0 <= x <= start_tiles for x in v))
    whites_start = data.WHITES_PER_SEAT[players]
    boards_start = data.BOARDS_PER_SEAT[players]
    whites_left = field(d, "whites_left", list, lambda v: len(v) == players and all(
        is_int(x) and 0 <= x <= whites_start for x in v))
    boards_left = field(d, "boards_left", list, lambda v: len(v) == players and all(
        is_int(x) and 0 <= x <= boards_start for x in v))
    placed = [t for holes in boards.values() for t in holes if t is not None]
    for i, c in enumerate(colors):
        if placed.count(c) + tiles_left[i] != start_tiles:
            raise _bad(_(TILES_DO_NOT_ADD_UP[c]))
    if placed.count(data.WHITE) + sum(whites_left) != whites_start * players:
        raise _bad(_("white tiles on the table and in hand do not add up."))
    if len(boards) + sum(boards_left) != len(data.START_BOARDS) + boards_start * players:
        raise _bad(_("boards on the table and in hand do not add up."))

    turn = field(d, "turn", int, lambda v: 0 <= v < n)
    phase = field(d, "phase", str, lambda v: v in ("place", "rotate", "over"))
    tile_placed = field(d, "tile_placed", bool)
    extra = field(d, "extra", (str, type(None)), lambda v: v in (None, "white", "board"))
    pending = tuple(_pos_of(p) for p in field(d, "pending", list))
    scored_now = tuple(_pos_of(p) for p in field(d, "scored_now", list))
    skipped = tuple(field(d, "skipped", list, lambda v: all(c in colors for c in v)))

    full = {p for p, holes in boards.items() if None not in holes}
    if len(set(pending)) != len(pending) or not set(pending) <= full:
        raise _bad(_("the boards filled this turn are not full."))
    if len(set(scored_now)) != len(scored_now) or not set(scored_now) <= full:
        raise _bad(_("the boards scored this turn are not full."))
    if phase == "rotate" and (not scored_now or pending or not tile_placed):
        raise _bad(_("a rotation phase without a scored board."))
    if phase != "rotate" and scored_now:
        raise _bad(_("boards marked as scored this turn outside the rotation phase."))
    if phase == "place" and not tile_placed and tiles_left[turn] == 0:
        raise _bad(_("the colour to play has no tiles left."))
    if phase == "over" and (pending or tile_placed or extra is not None):
        raise _bad(_("a finished game with a turn in progress."))
    awards = _awards(d, colors, boards, full, pending, phase == "over")

    color_scores = [0] * n
    for kind, where, points in awards:
        for c, p in points:
            color_scores[colors.index(c)] += p
    set_slots(state, _boards=boards, _tiles_left=list(tiles_left), _whites_left=list(whites_left),
              _boards_left=list(boards_left), _turn=turn, _phase=phase, _tile_placed=tile_placed, _extra=extra,
              _pending=pending, _scored_now=scored_now, _skipped=skipped, _awards=awards,
              _color_scores=color_scores, _empty=sum(holes.count(None) for holes in boards.values()))
    if phase != "over" and not state.legal_moves():
        raise _bad(_("the player to move would have no legal move."))
    if phase == "over" and any(tiles_left) and _playable_color_exists(state):
        raise _bad(_("the game is marked over while tiles can still be played."))
    return state


def _playable_color_exists(state: Any) -> bool:
    """Whether a colour with tiles left could still place one: an empty hole on the
    table, or a board its seat could add."""
    return any(state.tiles_left(color) and (state.empty_holes() or state.boards_left(state.seat_of(color)))
               for color in state.colors)
