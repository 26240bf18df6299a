"""What a Kerala lesson may point at and say.

Targets (``{"at": ..., fields}`` in the file):

- ``offer`` (``index``): tile ``index`` of the middle of the table (``Take.offer_index``).
- ``cell`` (``seat``, ``cell``: (x, y)): a cell of that seat's festival grounds: a
  stack, or an empty cell beside one (where a tile or a moved stack may go).
- ``elephant`` (``seat``, ``elephant``: 0 or 1): that elephant, on its tile.
- ``grounds`` (``seat``): the whole festival grounds of a seat.
- ``button`` (``name``: ``pass`` or ``skip``): Pass, while the seat to play may pass;
  Skip, while it may skip its special tile's move.
- ``score`` (``seat``): that seat's score on the seat panel.
- ``seat`` (``seat``): that seat's whole box on the seat panel (name, score, what it holds
  and its miniature); every seat's stays in sight (``in_sight``).
- ``bag``: the bag, with the tiles left in it.

Facts (``{name}`` in a text): ``tile`` (the tile taken, as the move log says it),
``offer`` (the tiles in the middle before the move),
``covered`` (what it was built over), ``grounds`` (the mover's score if the game ended
now, itemised), ``total``, ``gain``, ``symbols``, ``missing``, ``removed`` (the surplus
areas that would be removed), ``arches`` (the arches that would score), ``discarded``
(tiles cleared away at the end of the round), ``passes_left``, ``bag``, ``final`` (every
seat's final score, itemised), and the common ``name``, ``scores``, ``winner``.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.data import SIDE_NAMES
from game.kerala.grounds import neighbours
from game.kerala.moves import MOVE_TYPES
from game.kerala.narration import tile_phrase
from game.kerala.tiles import TILE_BY_CODE
from game.english import counted, listed
from session.lesson_vocabulary.base import (Said, Target, TargetKind, Unavailable, Vocabulary, seat_problem,
                                            unknown_button)


def _offer(state: Any, target: Target) -> str | None:
    n = len(state.offer)
    return None if 0 <= target["index"] < n else f"the middle holds {counted(n, 'tile')}, not tile {target['index']}"


def _cell(state: Any, target: Target) -> str | None:
    why = seat_problem(state, target)
    if why:
        return why
    stacks = state.stacks(target["seat"])
    cell = target["cell"]
    if cell in stacks or any(n in stacks for n in neighbours(cell)):
        return None
    return f"the cell {cell} is neither on nor beside seat {target['seat']}'s grounds"


def _elephant(state: Any, target: Target) -> str | None:
    return seat_problem(state, target) or (None if target["elephant"] in (0, 1) else "elephants are 0 and 1")


def _button(state: Any, target: Target) -> str | None:
    why = unknown_button(target, ("pass", "skip"))
    if why:
        return why
    move = Pass() if target["name"] == "pass" else SkipSpecial()
    return None if move in state.legal_moves() else f"the {target['name']} button is off now"


TARGETS = {
    "offer": TargetKind({"index": "int"}, "a tile in the middle of the table", _offer),
    "cell": TargetKind({"seat": "int", "cell": "pos"}, "a cell of a seat's festival grounds", _cell),
    "elephant": TargetKind({"seat": "int", "elephant": "int"}, "one of a seat's two elephants", _elephant),
    "grounds": TargetKind({"seat": "int"}, "a seat's whole festival grounds", seat_problem),
    "button": TargetKind({"name": "text"}, "a button of the table", _button),
    "score": TargetKind({"seat": "int"}, "a seat's score", seat_problem),
    "seat": TargetKind({"seat": "int"}, "a seat's box beside the table: name, score and what it holds", seat_problem),
    "bag": TargetKind({}, "the bag of tiles", lambda state, target: None),
}


# ----------------------------------------------------------------------------- facts
def _taken(said: Said) -> Any:
    if not isinstance(said.move, Take):
        raise Unavailable("the move takes no tile")
    return said.before.offer[said.move.offer_index]


def _covered(said: Said) -> str:
    _taken(said)
    under = said.before.top(said.seat, said.move.cell)
    if under is None:
        raise Unavailable("the tile is not built over another")
    return tile_phrase(under)


def _counted(n: int, one: str, many: str) -> str:
    """``an arch``, ``2 arches``: how many of a thing the points are for."""
    return one if n == 1 else f"{n} {many}"


def score_parts(score: Any) -> list[str]:
    """A festival grounds' score item by item, as the rulebook counts it, from the
    engine's own lines: "22 for elephant symbols", "+5 for an arch", ..."""
    symbols = sum(line.points for line in score.lines if line.category.endswith(" symbols"))
    parts = [f"{symbols} for elephant symbols"]
    arches = len(score.scored_arches)
    if arches:
        parts.append(f"+{5 * arches} for {_counted(arches, 'an arch', 'arches')}")
    if score.standing_elephants:
        parts.append(f"+{score.standing_elephants} for "
                     f"{_counted(score.standing_elephants, 'a standing elephant', 'standing elephants')}")
    if score.missing_colors:
        n = len(score.missing_colors)
        parts.append(f"-{5 * n} for {_counted(n, 'a missing colour', 'missing colours')} "
                     f"({listed(score.missing_colors)})")
    if score.removed_tiles:
        parts.append(f"-{2 * score.removed_tiles} for "
                     f"{_counted(score.removed_tiles, 'a tile', 'tiles')} in surplus areas")
    return parts


def grounds_words(score: Any) -> str:
    """"23 points: 14 for elephant symbols, +5 for an arch, -5 for a missing colour (black)"."""
    return f"{counted(score.total, 'point')}: " + ", ".join(score_parts(score))


def _grounds(said: Said) -> str:
    return grounds_words(said.after.grounds_score(said.seat))


def _gain(said: Said) -> str:
    return f"{said.after.scores()[said.seat] - said.before.scores()[said.seat]:+d}"


def _missing(said: Said) -> str:
    missing = said.after.grounds_score(said.seat).missing_colors
    if not missing:
        raise Unavailable("no colour is missing")
    return f"{listed(missing)}: {-5 * len(missing)}"


def _removed(said: Said) -> str:
    score = said.after.grounds_score(said.seat)
    if not score.removed_areas:
        raise Unavailable("no area would be removed")
    areas = listed([f"a {area.color} area of {counted(area.tiles, 'tile')}" for area in score.removed_areas])
    return f"{areas} would be removed: {-2 * score.removed_tiles}"


def _arches(said: Said) -> str:
    scored = said.after.grounds_score(said.seat).scored_arches
    if not scored:
        raise Unavailable("no arch would score")
    return listed([f"+5 for the {arch.arch_color} arch facing {SIDE_NAMES[arch.side]}" for arch in scored])


def _discarded(said: Said) -> str:
    cleared = said.after.discarded[len(said.before.discarded):]
    if not cleared:
        raise Unavailable("no tile is cleared away with this move")
    return listed([tile_phrase(tile) for tile in cleared])


def _final(said: Said) -> str:
    if not said.after.is_over:
        raise Unavailable("the game is not over yet")
    scores = [said.after.grounds_score(seat) for seat in range(said.after.players)]
    return "; ".join(f"{name} {counted(score.total, 'point')} ({', '.join(score_parts(score))})"
                     for name, score in zip(said.names, scores))


def _offer_words(said: Said) -> str:
    if not said.before.offer:
        raise Unavailable("the middle of the table is empty")
    return listed([tile_phrase(tile) for tile in said.before.offer])


FACTS = {
    "tile": lambda said: tile_phrase(_taken(said)),
    "offer": _offer_words,
    "covered": _covered,
    "grounds": _grounds,
    "total": lambda said: counted(said.after.scores()[said.seat], "point"),
    "gain": _gain,
    "symbols": lambda said: counted(sum(p for c, p in said.after.grounds_score(said.seat).symbols), "point"),
    "missing": _missing,
    "removed": _removed,
    "arches": _arches,
    "discarded": _discarded,
    "passes_left": lambda said: counted(said.after.passes_left(said.seat), "pass", "passes"),
    "bag": lambda said: counted(said.after.bag_size, "tile"),
    "final": _final,
}


# ----------------------------------------------------------------------------- kinds
#: What the learner does in the lesson (the issue's list): a tile placed beside an
#: elephant, one built over another, an arch tile with its arch turned to a side, an
#: elephant moved with the move-elephant tile, a stack with the move-tile tile, a pass;
#: and what must happen by any seat's move: an arch that scores at the end.
LEARNER_KINDS = frozenset({"placing", "building_over", "arch", "move_elephant", "move_tile", "passing"})
EVENT_KINDS = frozenset({"arch_scores"})


def kinds_of(said: Said) -> set[str]:
    move, before = said.move, said.before
    kinds: set[str] = set()
    if isinstance(move, Take):
        kinds.add("placing")
        if move.cell in before.stacks(said.seat):
            kinds.add("building_over")
        if before.offer[move.offer_index].kind == "arch":
            kinds.add("arch")
    kinds |= {MoveElephant: {"move_elephant"}, MoveTile: {"move_tile"}, Pass: {"passing"}}.get(type(move), set())
    if said.after.is_over and any(said.after.grounds_score(seat).scored_arches for seat in range(said.after.players)):
        kinds.add("arch_scores")
    return kinds


def start_args(start: dict, colors: Sequence[tuple[str, ...]]) -> dict:
    """``players``, ``seed``, ``first`` and the ``bag`` (tile codes, as saves write
    them: ``blue:2``, ``green:arch:red``, ``black:move_tile``) from the file; each
    seat's colour from the seats."""
    args = {key: start[key] for key in ("players", "seed", "first") if key in start}
    args["colors"] = [seat[0] for seat in colors]
    if "bag" in start:
        codes = start["bag"]
        if not isinstance(codes, list):
            raise ValueError("the bag is not a list of tiles")
        unknown = [code for code in codes if not isinstance(code, str) or code not in TILE_BY_CODE]
        if unknown:
            raise ValueError(f"the bag holds {unknown[0]!r}, which is not a Kerala tile")
        args["bag"] = [TILE_BY_CODE[code] for code in codes]
    return args


VOCABULARY = Vocabulary("kerala", MOVE_TYPES, TARGETS, FACTS, LEARNER_KINDS, EVENT_KINDS, kinds_of, start_args,
                        in_sight=("score", "seat"))
