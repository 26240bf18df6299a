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

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take, colour_words
from game.kerala.data import ARCH_POINTS, MISSING_COLOR_POINTS, REMOVED_TILE_POINTS
from game.kerala.grounds import neighbours
from game.kerala.moves import MOVE_TYPES
from game.kerala.narration import tile_phrase
from game.narration import shown_name
from game.kerala.tiles import TILE_BY_CODE
from game.words import N_, _, listed, npgettext, pgettext, side_by_side
from session.lesson_vocabulary.base import (Said, Target, TargetKind, Unavailable, Vocabulary, seat_problem,
                                            unknown_button)


def _offer(state: Any, target: Target) -> str | None:
    n = len(state.offer)
    return None if 0 <= target["index"] < n else f"there is no tile {target['index']} in the middle (it holds {n})"


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


def score_parts(score: Any) -> list[str]:
    """A festival grounds' score item by item, as the rulebook counts it, from the
    engine's own lines: "22 for elephant symbols", "+5 for an arch", ..."""
    symbols = sum(line.points for line in score.lines if line.category.endswith(" symbols"))
    # Translators: a part of a Kerala grounds' score in a lesson: the points its elephant symbols make.
    parts = [pgettext("Kerala: a part of a score", "{points} for elephant symbols", points=symbols)]
    arches = len(score.scored_arches)
    if arches:
        parts.append(npgettext("Kerala: a part of a score", "+{points} for an arch", "+{points} for {count} arches",
                               arches, points=ARCH_POINTS * arches, count=arches))
    standing = score.standing_elephants
    if standing:
        parts.append(npgettext("Kerala: a part of a score", "+{points} for a standing elephant",
                               "+{points} for {count} standing elephants", standing, points=standing, count=standing))
    if score.missing_colors:
        n, colours = len(score.missing_colors), listed(colour_words.noun(c) for c in score.missing_colors)
        # Translators: {colours} are the missing colours, listed: "black and red".
        parts.append(npgettext("Kerala: a part of a score", "-{points} for a missing colour ({colours})",
                               "-{points} for {count} missing colours ({colours})", n,
                               points=-MISSING_COLOR_POINTS * n, count=n, colours=colours))
    removed = score.removed_tiles
    if removed:
        parts.append(npgettext("Kerala: a part of a score", "-{points} for a tile in surplus areas",
                               "-{points} for {count} tiles in surplus areas", removed,
                               points=-REMOVED_TILE_POINTS * removed, count=removed))
    return parts


def grounds_words(score: Any) -> str:
    """"23 points: 14 for elephant symbols, +5 for an arch, -5 for a missing colour (black)"."""
    parts = side_by_side(score_parts(score))
    # Translators: a Kerala grounds' score in a lesson, and its parts one after another: "14 for elephant symbols,
    # +5 for an arch".
    return npgettext("Kerala: a lesson's fact", "{count} point: {parts}", "{count} points: {parts}", abs(score.total),
                     count=score.total, parts=parts)


def points_words(points: int) -> str:
    """"23 points": a count of points as a lesson's fact says it."""
    return npgettext("Kerala: a lesson's fact", "{count} point", "{count} points", abs(points), count=points)


def _grounds(said: Said) -> str:
    return grounds_words(said.after.grounds_score(said.seat))


def _gain(said: Said) -> str:
    return f"{said.after.scores()[said.seat] - said.before.scores()[said.seat]:+d}"


def _missing(said: Said) -> str:
    missing = said.after.grounds_score(said.seat).missing_colors
    if not missing:
        raise Unavailable("no colour is missing")
    colours, points = listed(colour_words.noun(color) for color in missing), MISSING_COLOR_POINTS * len(missing)
    # Translators: the colours missing from the grounds, listed, and what they cost: "black and red: -10".
    return pgettext("Kerala: a lesson's fact", "{colours}: {points}", colours=colours, points=points)


def _removed(said: Said) -> str:
    score = said.after.grounds_score(said.seat)
    if not score.removed_areas:
        raise Unavailable("no area would be removed")
    areas = listed(npgettext("Kerala: a surplus area in a lesson's fact", "a {colour} area of {count} tile",
                             "a {colour} area of {count} tiles", area.tiles,
                             colour=colour_words.of_an_area(area.color), count=area.tiles)
                   for area in score.removed_areas)
    points = REMOVED_TILE_POINTS * score.removed_tiles
    # Translators: {areas} are the surplus areas, listed: "a blue area of 2 tiles and a red area of 1 tile".
    return pgettext("Kerala: a lesson's fact", "{areas} would be removed: {points}", areas=areas, points=points)


#: An arch that would score, for each side it faces (game.kerala.data.SIDE_NAMES: up, right, down, left).
ARCH_FACING = (
    N_("+{points} for the {arch} arch facing up"),
    N_("+{points} for the {arch} arch facing right"),
    N_("+{points} for the {arch} arch facing down"),
    N_("+{points} for the {arch} arch facing left"),
)


def _arches(said: Said) -> str:
    scored = said.after.grounds_score(said.seat).scored_arches
    if not scored:
        raise Unavailable("no arch would score")
    return listed(_(ARCH_FACING[arch.side], points=ARCH_POINTS, arch=colour_words.arch_on_its_own(arch.arch_color))
                  for arch in scored)


def _discarded(said: Said) -> str:
    cleared = said.after.discarded[len(said.before.discarded):]
    if not cleared:
        raise Unavailable("no tile is cleared away with this move")
    return listed([tile_phrase(tile) for tile in cleared])


def _final(said: Said) -> str:
    if not said.after.is_over:
        raise Unavailable("the game is not over yet")
    said_scores = []
    for seat, name in enumerate(said.names[:said.after.players]):
        score = said.after.grounds_score(seat)
        parts = side_by_side(score_parts(score))
        # Translators: a seat's final score in a lesson, and its parts: "Mira 23 points (14 for elephant symbols, ...)".
        said_scores.append(npgettext("Kerala: a lesson's fact", "{name} {count} point ({parts})",
                                     "{name} {count} points ({parts})", abs(score.total), name=shown_name(name), count=score.total,
                                     parts=parts))
    final = said_scores[0]
    for said_score in said_scores[1:]:
        # Translators: every seat's final score, one after another: "Mira 23 points (...); Ravi 18 points (...)".
        final = pgettext("Kerala: the seats' final scores, one after another", "{start}; {next}", start=final,
                         next=said_score)
    return final


def _offer_words(said: Said) -> str:
    if not said.before.offer:
        raise Unavailable("the middle of the table is empty")
    return listed([tile_phrase(tile) for tile in said.before.offer])


def passes_words(passes: int) -> str:
    """"2 passes": the passes a seat has left, as a lesson's fact says them."""
    return npgettext("Kerala: a lesson's fact", "{count} pass", "{count} passes", passes, count=passes)


def bag_words(tiles: int) -> str:
    """"40 tiles": the tiles in the bag, as a lesson's fact says them."""
    return npgettext("Kerala: a lesson's fact: the tiles in the bag", "{count} tile", "{count} tiles", tiles,
                     count=tiles)


FACTS = {
    "tile": lambda said: tile_phrase(_taken(said)),
    "offer": _offer_words,
    "covered": _covered,
    "grounds": _grounds,
    "total": lambda said: points_words(said.after.scores()[said.seat]),
    "gain": _gain,
    "symbols": lambda said: points_words(sum(p for c, p in said.after.grounds_score(said.seat).symbols)),
    "missing": _missing,
    "removed": _removed,
    "arches": _arches,
    "discarded": _discarded,
    "passes_left": lambda said: passes_words(said.after.passes_left(said.seat)),
    "bag": lambda said: bag_words(said.after.bag_size),
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
