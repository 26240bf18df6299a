"""What Kerala's Hint says (:class:`session.hints.HintWords`): each step of the turn as
advice, naming cells by the elephants (the tile goes above, below, left or right of the
elephant that walks onto it), and why, from the seat's itemised score before and after
the turn: a colour that was missing and is no longer, the elephant symbols on top, an
arch that meets its colour, areas joined (fewer tiles removed at the end), an
elephant laid down."""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.english import counted, listed
from game.kerala.data import MISSING_COLOR_POINTS, SIDE_NAMES
from game.kerala.narration import tile_phrase
from session.hints import Reason

#: Where a cell lies from an elephant next to it, by (dx, dy) (y grows downwards).
NEXT_TO = {(0, -1): "above", (1, 0): "to the right of", (0, 1): "below", (-1, 0): "to the left of"}

TAKE = "Take {tile} and put it {next_to} your {elephant}, which walks onto it."
TAKE_BESIDE_BOTH = "Take {tile} and put it {next_to} your elephants: one of them walks onto it."
BUILD = "Take {tile} and build it on the {under} tile {next_to} your {elephant}, which walks onto it."
ARCH = "Turn its {arch} arch to face {side}."
PASS = "Pass: lay an elephant down and take no tile this round."
MOVE_ELEPHANT = "Move your {elephant} onto the {color} tile {steps} from it."
THEN_MOVE_ELEPHANT = "Then move your {elephant} onto the {color} tile {steps} from it."
MOVE_TILE = "Move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your {beside}."
THEN_MOVE_TILE = "Then move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your {beside}."
MOVE_STACK = ("Move the stack of {height} tiles under {color} {steps} from your {elephant} to the empty cell "
              "{next_to} your {beside}.")
THEN_MOVE_STACK = ("Then move the stack of {height} tiles under {color} {steps} from your {elephant} to the empty "
                   "cell {next_to} your {beside}.")
SKIP = "Skip the move: leave the {special} tile's move unused."
THEN_SKIP = "Then skip the move: leave the {special} tile's move unused."

MISSING_FILLED = "{Color} was missing from your grounds: its penalty goes."
MISSING_FILLED_COUNTED = "{Color} was missing from your grounds: its penalty of {points} goes."
MISSING_MADE = "It covers your last {color} tile: {color} goes missing."
MISSING_MADE_COUNTED = "It covers your last {color} tile: {color} goes missing, {points} lost."
SYMBOLS_GAINED = "The tile's elephant symbols count while it stays on top."
SYMBOLS_GAINED_COUNTED = "The tile's elephant symbols add {points} while it stays on top."
SYMBOLS_LOST = "It covers elephant symbols."
SYMBOLS_LOST_COUNTED = "It covers elephant symbols worth {points}."
ARCH_MET = "An arch now faces a tile of its colour."
ARCH_MET_COUNTED = "An arch now faces a tile of its colour: {points}."
ARCH_LOST = "An arch no longer faces a tile of its colour."
ARCH_LOST_COUNTED = "An arch no longer faces a tile of its colour: {points} lost."
AREAS_JOINED = "It joins your {color} areas: fewer tiles would be removed at the end."
AREAS_JOINED_COUNTED = "It joins your {color} areas: fewer tiles would be removed at the end, {points} saved."
AREA_TOO_MANY = "It makes one {color} area too many: its tiles would be removed at the end."
AREA_TOO_MANY_COUNTED = "It makes one {color} area too many: its tiles would be removed at the end, {points} lost."
ELEPHANT_DOWN = "The elephant laid down no longer counts."
ELEPHANT_DOWN_COUNTED = "The elephant laid down no longer counts: {points} lost."


def elephant_name(state, seat: int, elephant: int) -> str:
    """"left elephant", "upper elephant", ...: an elephant told from the other by where it stands."""
    cells = state.elephants(seat)
    mine, other = cells[elephant], cells[1 - elephant]
    if mine[0] != other[0]:
        return "left elephant" if mine[0] < other[0] else "right elephant"
    return "upper elephant" if mine[1] < other[1] else "lower elephant"


def steps_between(origin, cell) -> str:
    """"2 cells right and 1 cell up": how to go from ``origin`` to ``cell``."""
    dx, dy = cell[0] - origin[0], cell[1] - origin[1]
    across = f"{counted(abs(dx), 'cell')} {'right' if dx > 0 else 'left'}" if dx else ""
    down = f"{counted(abs(dy), 'cell')} {'down' if dy > 0 else 'up'}" if dy else ""
    return listed(part for part in (across, down) if part)


def nearest_elephant(state, seat: int, cell) -> int:
    """The seat's elephant nearest ``cell`` (by steps along the grid)."""
    cells = state.elephants(seat)
    return min((abs(c[0] - cell[0]) + abs(c[1] - cell[1]), i) for i, c in enumerate(cells))[1]


def step(before, move, after, first: bool) -> str:
    """The advice for one step (:meth:`session.hints.HintWords.step`)."""
    seat = before.current_seat
    if isinstance(move, Take):
        tile = before.offer[move.offer_index]
        origin = before.elephants(seat)[move.elephant]
        next_to = NEXT_TO[(move.cell[0] - origin[0], move.cell[1] - origin[1])]
        under = before.top(seat, move.cell)
        both = before.elephants(seat)[0] == before.elephants(seat)[1]
        if under is not None:
            said = BUILD.format(tile=tile_phrase(tile), under=under.color, next_to=next_to,
                                elephant=elephant_name(before, seat, move.elephant))
        elif both:
            said = TAKE_BESIDE_BOTH.format(tile=tile_phrase(tile), next_to=next_to)
        else:
            said = TAKE.format(tile=tile_phrase(tile), next_to=next_to,
                               elephant=elephant_name(before, seat, move.elephant))
        if tile.kind == "arch" and move.arch_side is not None:
            said += " " + ARCH.format(arch=tile.arch_color, side=SIDE_NAMES[move.arch_side])
        return said
    if isinstance(move, Pass):
        return PASS
    if isinstance(move, MoveElephant):
        origin = before.elephants(seat)[move.elephant]
        return (MOVE_ELEPHANT if first else THEN_MOVE_ELEPHANT).format(
            elephant=elephant_name(before, seat, move.elephant), color=before.top(seat, move.cell).color,
            steps=steps_between(origin, move.cell))
    if isinstance(move, MoveTile):
        stack = before.stacks(seat)[move.source]
        near = nearest_elephant(before, seat, move.source)
        beside = nearest_elephant(before, seat, move.target)
        origin = before.elephants(seat)[beside]
        if len(stack) == 1:
            template = MOVE_TILE if first else THEN_MOVE_TILE
        else:
            template = MOVE_STACK if first else THEN_MOVE_STACK
        return template.format(
            color=stack[-1].color, height=len(stack), steps=steps_between(before.elephants(seat)[near], move.source),
            elephant=elephant_name(before, seat, near),
            next_to=NEXT_TO[(move.target[0] - origin[0], move.target[1] - origin[1])],
            beside=elephant_name(before, seat, beside))
    if isinstance(move, SkipSpecial):
        return (SKIP if first else THEN_SKIP).format(special=before.pending_special.replace("_", "-"))
    return str(move)


def reasons(before, after, seat: int) -> list[Reason]:
    """Why the turn is good (:meth:`session.hints.HintWords.reasons`), from the seat's
    itemised score before and after it."""
    old, new = before.grounds_score(seat), after.grounds_score(seat)
    found = []
    for color in sorted(set(old.missing_colors) - set(new.missing_colors)):
        points = -MISSING_COLOR_POINTS
        found.append(Reason(points, MISSING_FILLED.format(Color=color.capitalize()),
                            MISSING_FILLED_COUNTED.format(Color=color.capitalize(), points=pts(points))))
    for color in sorted(set(new.missing_colors) - set(old.missing_colors)):
        points = MISSING_COLOR_POINTS
        found.append(Reason(points, MISSING_MADE.format(color=color),
                            MISSING_MADE_COUNTED.format(color=color, points=pts(points))))
    symbols = sum(n for _, n in new.symbols) - sum(n for _, n in old.symbols)
    if symbols:
        found.append(Reason(symbols, SYMBOLS_GAINED if symbols > 0 else SYMBOLS_LOST,
                            (SYMBOLS_GAINED_COUNTED if symbols > 0 else SYMBOLS_LOST_COUNTED).format(
                                points=pts(symbols))))
    arches = points_of(new, "Arches") - points_of(old, "Arches")
    if arches:
        found.append(Reason(arches, ARCH_MET if arches > 0 else ARCH_LOST,
                            (ARCH_MET_COUNTED if arches > 0 else ARCH_LOST_COUNTED).format(points=pts(arches))))
    removed = points_of(new, "Removed tiles") - points_of(old, "Removed tiles")
    if removed:
        color = areas_changed(old, new)
        if removed > 0:
            found.append(Reason(removed, AREAS_JOINED.format(color=color),
                                AREAS_JOINED_COUNTED.format(color=color, points=pts(removed))))
        else:
            found.append(Reason(removed, AREA_TOO_MANY.format(color=color),
                                AREA_TOO_MANY_COUNTED.format(color=color, points=pts(removed))))
    standing = points_of(new, "Standing elephants") - points_of(old, "Standing elephants")
    if standing < 0:
        found.append(Reason(standing, ELEPHANT_DOWN, ELEPHANT_DOWN_COUNTED.format(points=pts(standing))))
    return found


def pts(points: int) -> str:
    """"5 points", "1 point": a share of the points, without its sign."""
    return counted(abs(points), "point")


def points_of(score, category: str) -> int:
    return sum(line.points for line in score.lines if line.category == category)


def areas_changed(old, new) -> str:
    """The colour whose removed areas the turn changed (the first, by name)."""
    def removed(score) -> dict[str, int]:
        counts: dict[str, int] = {}
        for area in score.removed_areas:
            counts[area.color] = counts.get(area.color, 0) + area.tiles
        return counts
    before, after = removed(old), removed(new)
    changed = sorted(c for c in set(before) | set(after) if before.get(c, 0) != after.get(c, 0))
    return changed[0] if changed else "same-coloured"


def advice_ends(before, move, after) -> bool:
    return False


class Words:
    """Kerala's :class:`session.hints.HintWords`."""

    step = staticmethod(step)
    reasons = staticmethod(reasons)
    advice_ends = staticmethod(advice_ends)


WORDS = Words()
