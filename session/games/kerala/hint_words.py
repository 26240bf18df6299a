"""What Kerala's Hint says (:class:`session.hints.HintWords`): each step of the turn as
advice, naming cells by the elephants (the tile goes above, below, left or right of the
elephant that walks onto it), and why, from the seat's itemised score before and after
the turn: a colour that was missing and is no longer, the elephant symbols on top, an
arch that meets its colour, areas joined (fewer tiles removed at the end), an
elephant laid down.

The Review says the same steps, naming the same places, as the turn played and as the
hard computer's turn in its place (:func:`said`), and why with the same reasons.
"""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.english import counted, listed
from game.kerala.data import MISSING_COLOR_POINTS, SIDE_NAMES
from game.kerala.narration import tile_phrase
from session.hints import GameHintWords, Reason, ReasonWords

#: Where a cell lies from an elephant next to it, by (dx, dy) (y grows downwards).
NEXT_TO = {(0, -1): "above", (1, 0): "to the right of", (0, 1): "below", (-1, 0): "to the left of"}

#: Each kind of step as it is said (:func:`said`): as advice (the Hint, in the present),
#: as played (the Review's turn played, in the past, ``{name}`` the mover) and as the
#: hard computer's turn in its place (the Review's "would have"); each (the turn's first
#: step, a later one). The Review says the mover's elephants as "the": its table shows
#: only the mover's grounds.
SAID = {
    "take": {
        "advice": ("Take {tile} and put it {next_to} your {elephant}, which walks onto it.",) * 2,
        "played": ("{name} took {tile} and put it {next_to} the {elephant}, which walked onto it.",) * 2,
        "would": ("The hard computer would have taken {tile} and put it {next_to} the {elephant}, "
                  "which would have walked onto it.",) * 2,
    },
    "take beside both": {
        "advice": ("Take {tile} and put it {next_to} your elephants: one of them walks onto it.",) * 2,
        "played": ("{name} took {tile} and put it {next_to} the elephants: one of them walked onto it.",) * 2,
        "would": ("The hard computer would have taken {tile} and put it {next_to} the elephants, "
                  "for one of them to walk onto it.",) * 2,
    },
    "build": {
        "advice": ("Take {tile} and build it on the {under} tile {next_to} your {elephant}, which walks onto it.",) * 2,
        "played": ("{name} took {tile} and built it on the {under} tile {next_to} the {elephant}, "
                   "which walked onto it.",) * 2,
        "would": ("The hard computer would have taken {tile} and built it on the {under} tile {next_to} the "
                  "{elephant}, which would have walked onto it.",) * 2,
    },
    "pass": {
        "advice": ("Pass: lay an elephant down and take no tile this round.",) * 2,
        "played": ("{name} passed, laying an elephant down and taking no tile this round.",) * 2,
        "would": ("The hard computer would have passed, laying an elephant down and taking no tile "
                  "this round.",) * 2,
    },
    "move elephant": {
        "advice": ("Move your {elephant} onto the {color} tile {steps} from it.",
                   "Then move your {elephant} onto the {color} tile {steps} from it."),
        "played": ("{name} moved the {elephant} onto the {color} tile {steps} from it.",
                   "Then {name} moved the {elephant} onto the {color} tile {steps} from it."),
        "would": ("The hard computer would have moved the {elephant} onto the {color} tile {steps} from it.",
                  "Then it would have moved the {elephant} onto the {color} tile {steps} from it."),
    },
    "move tile": {
        "advice": ("Move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your {beside}.",
                   "Then move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your "
                   "{beside}."),
        "played": ("{name} moved the {color} tile {steps} from the {elephant} to the empty cell {next_to} the "
                   "{beside}.",
                   "Then {name} moved the {color} tile {steps} from the {elephant} to the empty cell {next_to} the "
                   "{beside}."),
        "would": ("The hard computer would have moved the {color} tile {steps} from the {elephant} to the empty "
                  "cell {next_to} the {beside}.",
                  "Then it would have moved the {color} tile {steps} from the {elephant} to the empty cell "
                  "{next_to} the {beside}."),
    },
    "move stack": {
        "advice": ("Move the stack of {height} tiles under {color} {steps} from your {elephant} to the empty cell "
                   "{next_to} your {beside}.",
                   "Then move the stack of {height} tiles under {color} {steps} from your {elephant} to the empty "
                   "cell {next_to} your {beside}."),
        "played": ("{name} moved the stack of {height} tiles under {color} {steps} from the {elephant} to the "
                   "empty cell {next_to} the {beside}.",
                   "Then {name} moved the stack of {height} tiles under {color} {steps} from the {elephant} to "
                   "the empty cell {next_to} the {beside}."),
        "would": ("The hard computer would have moved the stack of {height} tiles under {color} {steps} from the "
                  "{elephant} to the empty cell {next_to} the {beside}.",
                  "Then it would have moved the stack of {height} tiles under {color} {steps} from the "
                  "{elephant} to the empty cell {next_to} the {beside}."),
    },
    "skip": {
        "advice": ("Skip the move: leave the {special} tile's move unused.",
                   "Then skip the move: leave the {special} tile's move unused."),
        "played": ("{name} left the {special} tile's move unused.",
                   "Then {name} left the {special} tile's move unused."),
        "would": ("The hard computer would have left the {special} tile's move unused.",
                  "Then it would have left the {special} tile's move unused."),
    },
}
#: An arch tile's side, said after the take (each mood's).
ARCH = {"advice": "Turn its {arch} arch to face {side}.",
        "played": "Its {arch} arch was turned to face {side}.",
        "would": "Its {arch} arch would have faced {side}."}
PASS = SAID["pass"]["advice"][0]

#: Each kind of reason (:class:`session.hints.ReasonWords`): said to the person at the
#: screen (the Hint), and of the mover by name (the Review) where it speaks of the seat.
REASONS = {
    "missing filled": ReasonWords(
        ("{Color} was missing from your grounds: its penalty goes.",
         "{Color} was missing from your grounds: its penalty of {points} goes."),
        ("{Color} was missing from {whose} grounds: its penalty goes.",
         "{Color} was missing from {whose} grounds: its penalty of {points} goes.")),
    "missing made": ReasonWords(
        ("It covers your last {color} tile: {color} goes missing.",
         "It covers your last {color} tile: {color} goes missing, {points} lost."),
        ("It covers {whose} last {color} tile: {color} goes missing.",
         "It covers {whose} last {color} tile: {color} goes missing, {points} lost.")),
    "symbols gained": ReasonWords(("The tile's elephant symbols count while it stays on top.",
                                   "The tile's elephant symbols add {points} while it stays on top.")),
    "symbols lost": ReasonWords(("It covers elephant symbols.", "It covers elephant symbols worth {points}.")),
    "arch met": ReasonWords(("An arch now faces a tile of its colour.",
                             "An arch now faces a tile of its colour: {points}.")),
    "arch lost": ReasonWords(("An arch no longer faces a tile of its colour.",
                              "An arch no longer faces a tile of its colour: {points} lost.")),
    "areas joined": ReasonWords(
        ("It joins your {color} areas: fewer tiles would be removed at the end.",
         "It joins your {color} areas: fewer tiles would be removed at the end, {points} saved."),
        ("It joins {whose} {color} areas: fewer tiles would be removed at the end.",
         "It joins {whose} {color} areas: fewer tiles would be removed at the end, {points} saved.")),
    "area too many": ReasonWords(
        ("It makes one {color} area too many: its tiles would be removed at the end.",
         "It makes one {color} area too many: its tiles would be removed at the end, {points} lost.")),
    "elephant down": ReasonWords(("The elephant laid down no longer counts.",
                                  "The elephant laid down no longer counts: {points} lost.")),
}


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


def place(before, move, after) -> tuple[str, dict]:
    """The kind of step ``move`` is (a key of :data:`SAID`) and where it goes, by the
    mover's elephants: a cell above, below, left or right of the elephant that walks onto
    it, a tile some cells from the nearest elephant."""
    seat = before.current_seat
    if isinstance(move, Take):
        tile = before.offer[move.offer_index]
        origin = before.elephants(seat)[move.elephant]
        where = {"tile": tile_phrase(tile), "next_to": NEXT_TO[(move.cell[0] - origin[0], move.cell[1] - origin[1])],
                 "elephant": elephant_name(before, seat, move.elephant)}
        under = before.top(seat, move.cell)
        if under is not None:
            return "build", {**where, "under": under.color}
        both = before.elephants(seat)[0] == before.elephants(seat)[1]
        return ("take beside both" if both else "take"), where
    if isinstance(move, Pass):
        return "pass", {}
    if isinstance(move, MoveElephant):
        origin = before.elephants(seat)[move.elephant]
        return "move elephant", {"elephant": elephant_name(before, seat, move.elephant),
                                 "color": before.top(seat, move.cell).color, "steps": steps_between(origin, move.cell)}
    if isinstance(move, MoveTile):
        stack = before.stacks(seat)[move.source]
        near = nearest_elephant(before, seat, move.source)
        beside = nearest_elephant(before, seat, move.target)
        origin = before.elephants(seat)[beside]
        return ("move tile" if len(stack) == 1 else "move stack"), {
            "color": stack[-1].color, "height": len(stack),
            "steps": steps_between(before.elephants(seat)[near], move.source),
            "elephant": elephant_name(before, seat, near),
            "next_to": NEXT_TO[(move.target[0] - origin[0], move.target[1] - origin[1])],
            "beside": elephant_name(before, seat, beside)}
    if isinstance(move, SkipSpecial):
        return "skip", {"special": before.pending_special.replace("_", "-")}
    raise ValueError(f"no words for {move!r}")


def said(before, move, after, first: bool, mood: str, name: str = "") -> str | None:
    """One step in words (:meth:`session.hints.HintWords.said`); an arch tile's take
    says, in a sentence of its own, which side its arch faces."""
    kind, where = place(before, move, after)
    sentence = SAID[kind][mood][0 if first else 1].format(name=name, **where)
    if isinstance(move, Take):
        tile = before.offer[move.offer_index]
        if tile.kind == "arch" and move.arch_side is not None:
            sentence += " " + ARCH[mood].format(arch=tile.arch_color, side=SIDE_NAMES[move.arch_side])
    return sentence


def step(before, move, after, first: bool) -> str:
    """The advice for one step (:meth:`session.hints.HintWords.step`)."""
    return said(before, move, after, first, "advice")


def reasons(before, after, seat: int, name: str | None = None) -> list[Reason]:
    """Why the turn is good (:meth:`session.hints.HintWords.reasons`), from the seat's
    itemised score before and after it."""
    old, new = before.grounds_score(seat), after.grounds_score(seat)
    found = []
    for color in sorted(set(old.missing_colors) - set(new.missing_colors)):
        found.append(REASONS["missing filled"].reason(-MISSING_COLOR_POINTS, name, Color=color.capitalize()))
    for color in sorted(set(new.missing_colors) - set(old.missing_colors)):
        found.append(REASONS["missing made"].reason(MISSING_COLOR_POINTS, name, color=color))
    symbols = sum(n for _, n in new.symbols) - sum(n for _, n in old.symbols)
    if symbols:
        found.append(REASONS["symbols gained" if symbols > 0 else "symbols lost"].reason(symbols, name))
    arches = points_of(new, "Arches") - points_of(old, "Arches")
    if arches:
        found.append(REASONS["arch met" if arches > 0 else "arch lost"].reason(arches, name))
    removed = points_of(new, "Removed tiles") - points_of(old, "Removed tiles")
    if removed:
        kind = "areas joined" if removed > 0 else "area too many"
        found.append(REASONS[kind].reason(removed, name, color=areas_changed(old, new)))
    standing = points_of(new, "Standing elephants") - points_of(old, "Standing elephants")
    if standing < 0:
        found.append(REASONS["elephant down"].reason(standing, name))
    return found


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


WORDS = GameHintWords(step, said, reasons)
