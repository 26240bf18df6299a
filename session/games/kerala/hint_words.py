"""What Kerala's Hint says (:class:`session.hints.HintWords`): each step of the turn as
advice, naming cells by the elephants (the tile goes above, below, left or right of the
elephant that walks onto it), and why, from the seat's itemised score before and after
the turn: a colour that was missing and is no longer, the elephant symbols on top, an
arch that meets its colour, areas joined (fewer tiles removed at the end), an
elephant laid down.

The Review says the same steps, naming the same places, as the turn played and as the
hard computer's turn in its place (:func:`said`), and why with the same reasons.

Every sentence is a message, said when it is asked for: a step's in each mood (the
mover named, or a lesson's learner as "You", each with sentences of their own), a
tile's colour in the form its place needs (:mod:`game.kerala.colour_words`), counts
through ngettext.
"""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take, colour_words
from game.kerala.data import MISSING_COLOR_POINTS
from game.kerala.narration import tile_phrase
from game.narration import is_you
from game.words import N_, _, listed, ngettext, pgettext
from session.hints import GameHintWords, Reason


def next_to(origin, cell) -> str:
    """Where ``cell`` lies from the elephant on ``origin`` next to it, said before the
    elephant's name: "above" (your right elephant), "to the left of" (y grows downwards)."""
    # Translators: where a cell lies from an elephant beside it, in "put it {next_to} your right elephant".
    return {
        (0, -1): pgettext("Kerala: where a cell lies from an elephant", "above"),
        (1, 0): pgettext("Kerala: where a cell lies from an elephant", "to the right of"),
        (0, 1): pgettext("Kerala: where a cell lies from an elephant", "below"),
        (-1, 0): pgettext("Kerala: where a cell lies from an elephant", "to the left of"),
    }[(cell[0] - origin[0], cell[1] - origin[1])]


#: The moods a step is said in (:func:`said`): advice (the Hint, in the present), as
#: played (the Review's turn played, in the past, ``{name}`` the mover; "played by you"
#: when the mover is a lesson's learner, whose verb may differ), and as the hard
#: computer's turn in its place (the Review's "would").
PLAYED_BY_YOU = "played by you"

#: Each kind of step in each mood as a message (:func:`said`): (the turn's first step, a
#: later one). The Review says the mover's elephants as "the": its table shows only the
#: mover's grounds. A stack of several tiles moved is said with its count
#: (:func:`_moved_stack`).
SAID = {
    "take": {
        "advice": (N_("Take {tile} and put it {next_to} your {elephant}, which walks onto it."),) * 2,
        "played": (N_("{name} took {tile} and put it {next_to} the {elephant}, which walked onto it."),) * 2,
        PLAYED_BY_YOU: (N_("You took {tile} and put it {next_to} the {elephant}, which walked onto it."),) * 2,
        "would": (N_("The hard computer would have taken {tile} and put it {next_to} the {elephant}, "
                     "which would have walked onto it."),) * 2,
    },
    "take beside both": {
        "advice": (N_("Take {tile} and put it {next_to} your elephants: one of them walks onto it."),) * 2,
        "played": (N_("{name} took {tile} and put it {next_to} the elephants: one of them walked onto it."),) * 2,
        PLAYED_BY_YOU: (N_("You took {tile} and put it {next_to} the elephants: one of them walked onto it."),) * 2,
        "would": (N_("The hard computer would have taken {tile} and put it {next_to} the elephants, "
                     "for one of them to walk onto it."),) * 2,
    },
    "build": {
        "advice": (N_("Take {tile} and build it on the {under} tile {next_to} your {elephant}, "
                      "which walks onto it."),) * 2,
        "played": (N_("{name} took {tile} and built it on the {under} tile {next_to} the {elephant}, "
                      "which walked onto it."),) * 2,
        PLAYED_BY_YOU: (N_("You took {tile} and built it on the {under} tile {next_to} the {elephant}, "
                           "which walked onto it."),) * 2,
        "would": (N_("The hard computer would have taken {tile} and built it on the {under} tile {next_to} the "
                     "{elephant}, which would have walked onto it."),) * 2,
    },
    "pass": {
        "advice": (N_("Pass: lay an elephant down and take no tile this round."),) * 2,
        "played": (N_("{name} passed, laying an elephant down and taking no tile this round."),) * 2,
        PLAYED_BY_YOU: (N_("You passed, laying an elephant down and taking no tile this round."),) * 2,
        "would": (N_("The hard computer would have passed, laying an elephant down and taking no tile "
                     "this round."),) * 2,
    },
    "move elephant": {
        "advice": (N_("Move your {elephant} onto the {color} tile {steps} from it."),
                   N_("Then move your {elephant} onto the {color} tile {steps} from it.")),
        "played": (N_("{name} moved the {elephant} onto the {color} tile {steps} from it."),
                   N_("Then {name} moved the {elephant} onto the {color} tile {steps} from it.")),
        PLAYED_BY_YOU: (N_("You moved the {elephant} onto the {color} tile {steps} from it."),
                        N_("Then you moved the {elephant} onto the {color} tile {steps} from it.")),
        "would": (N_("The hard computer would have moved the {elephant} onto the {color} tile {steps} from it."),
                  N_("Then it would have moved the {elephant} onto the {color} tile {steps} from it.")),
    },
    "move tile": {
        "advice": (N_("Move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your "
                      "{beside}."),
                   N_("Then move the {color} tile {steps} from your {elephant} to the empty cell {next_to} your "
                      "{beside}.")),
        "played": (N_("{name} moved the {color} tile {steps} from the {elephant} to the empty cell {next_to} the "
                      "{beside}."),
                   N_("Then {name} moved the {color} tile {steps} from the {elephant} to the empty cell {next_to} "
                      "the {beside}.")),
        PLAYED_BY_YOU: (N_("You moved the {color} tile {steps} from the {elephant} to the empty cell {next_to} the "
                           "{beside}."),
                        N_("Then you moved the {color} tile {steps} from the {elephant} to the empty cell "
                           "{next_to} the {beside}.")),
        "would": (N_("The hard computer would have moved the {color} tile {steps} from the {elephant} to the empty "
                     "cell {next_to} the {beside}."),
                  N_("Then it would have moved the {color} tile {steps} from the {elephant} to the empty cell "
                     "{next_to} the {beside}.")),
    },
    "skip move-elephant": {
        "advice": (N_("Skip the move: leave the move-elephant tile's move unused."),
                   N_("Then skip the move: leave the move-elephant tile's move unused.")),
        "played": (N_("{name} left the move-elephant tile's move unused."),
                   N_("Then {name} left the move-elephant tile's move unused.")),
        PLAYED_BY_YOU: (N_("You left the move-elephant tile's move unused."),
                        N_("Then you left the move-elephant tile's move unused.")),
        "would": (N_("The hard computer would have left the move-elephant tile's move unused."),
                  N_("Then it would have left the move-elephant tile's move unused.")),
    },
    "skip move-tile": {
        "advice": (N_("Skip the move: leave the move-tile tile's move unused."),
                   N_("Then skip the move: leave the move-tile tile's move unused.")),
        "played": (N_("{name} left the move-tile tile's move unused."),
                   N_("Then {name} left the move-tile tile's move unused.")),
        PLAYED_BY_YOU: (N_("You left the move-tile tile's move unused."),
                        N_("Then you left the move-tile tile's move unused.")),
        "would": (N_("The hard computer would have left the move-tile tile's move unused."),
                  N_("Then it would have left the move-tile tile's move unused.")),
    },
}
#: An arch tile's side, said after the take in a sentence of its own: each mood's, for
#: each side it may face (game.kerala.data.SIDE_NAMES: up, right, down, left).
ARCH = {
    "advice": (N_("Turn its {arch} arch to face up."), N_("Turn its {arch} arch to face right."),
               N_("Turn its {arch} arch to face down."), N_("Turn its {arch} arch to face left.")),
    "played": (N_("Its {arch} arch was turned to face up."), N_("Its {arch} arch was turned to face right."),
               N_("Its {arch} arch was turned to face down."), N_("Its {arch} arch was turned to face left.")),
    "would": (N_("Its {arch} arch would have faced up."), N_("Its {arch} arch would have faced right."),
              N_("Its {arch} arch would have faced down."), N_("Its {arch} arch would have faced left.")),
}
#: The advice to pass, as the Pass button's tooltip speaks of it.
PASS = SAID["pass"]["advice"][0]


def elephant_name(state, seat: int, elephant: int) -> str:
    """"left elephant", "upper elephant", ...: an elephant told from the other by where it
    stands (said after "your" or "the")."""
    cells = state.elephants(seat)
    mine, other = cells[elephant], cells[1 - elephant]
    if mine[0] != other[0]:
        if mine[0] < other[0]:
            return pgettext("Kerala: an elephant told from the other, after 'your' or 'the'", "left elephant")
        return pgettext("Kerala: an elephant told from the other, after 'your' or 'the'", "right elephant")
    if mine[1] < other[1]:
        return pgettext("Kerala: an elephant told from the other, after 'your' or 'the'", "upper elephant")
    return pgettext("Kerala: an elephant told from the other, after 'your' or 'the'", "lower elephant")


def steps_between(origin, cell) -> str:
    """"2 cells right and 1 cell up": how to go from ``origin`` to ``cell``."""
    dx, dy = cell[0] - origin[0], cell[1] - origin[1]
    parts = []
    if dx:
        across = abs(dx)
        parts.append(ngettext("{count} cell right", "{count} cells right", across, count=across) if dx > 0
                     else ngettext("{count} cell left", "{count} cells left", across, count=across))
    if dy:
        down = abs(dy)
        parts.append(ngettext("{count} cell down", "{count} cells down", down, count=down) if dy > 0
                     else ngettext("{count} cell up", "{count} cells up", down, count=down))
    return listed(parts)


def nearest_elephant(state, seat: int, cell) -> int:
    """The seat's elephant nearest ``cell`` (by steps along the grid)."""
    cells = state.elephants(seat)
    return min((abs(c[0] - cell[0]) + abs(c[1] - cell[1]), i) for i, c in enumerate(cells))[1]


def place(before, move, after) -> tuple[str, dict]:
    """The kind of step ``move`` is (a key of :data:`SAID`, or "move stack") and where it
    goes, by the mover's elephants: a cell above, below, left or right of the elephant
    that walks onto it, a tile some cells from the nearest elephant."""
    seat = before.current_seat
    if isinstance(move, Take):
        tile = before.offer[move.offer_index]
        origin = before.elephants(seat)[move.elephant]
        where = {"tile": tile_phrase(tile), "next_to": next_to(origin, move.cell),
                 "elephant": elephant_name(before, seat, move.elephant)}
        under = before.top(seat, move.cell)
        if under is not None:
            return "build", {**where, "under": colour_words.after_the(under.color)}
        both = before.elephants(seat)[0] == before.elephants(seat)[1]
        return ("take beside both" if both else "take"), where
    if isinstance(move, Pass):
        return "pass", {}
    if isinstance(move, MoveElephant):
        origin = before.elephants(seat)[move.elephant]
        return "move elephant", {"elephant": elephant_name(before, seat, move.elephant),
                                 "color": colour_words.after_the(before.top(seat, move.cell).color),
                                 "steps": steps_between(origin, move.cell)}
    if isinstance(move, MoveTile):
        stack = before.stacks(seat)[move.source]
        near = nearest_elephant(before, seat, move.source)
        beside = nearest_elephant(before, seat, move.target)
        where = {"steps": steps_between(before.elephants(seat)[near], move.source),
                 "elephant": elephant_name(before, seat, near),
                 "next_to": next_to(before.elephants(seat)[beside], move.target),
                 "beside": elephant_name(before, seat, beside)}
        if len(stack) == 1:
            return "move tile", {**where, "color": colour_words.after_the(stack[-1].color)}
        return "move stack", {**where, "color": colour_words.noun(stack[-1].color), "height": len(stack)}
    if isinstance(move, SkipSpecial):
        return f"skip {before.pending_special.replace('_', '-')}", {}
    raise ValueError(f"no words for {move!r}")


def _moved_stack(mood: str, first: bool, height: int, **where) -> str:
    """A stack of ``height`` tiles moved, in ``mood`` (:data:`SAID`'s), as the first step or a later one."""
    values = dict(height=height, **where)
    if mood == "advice" and first:
        # Translators: {color} is the colour of the stack's top tile, as a noun; {steps} how far it lies from the
        # elephant: "2 cells right and 1 cell up"; {elephant} and {beside} name elephants: "right elephant".
        return ngettext("Move the stack of {height} tile under {color} {steps} from your {elephant} to the empty "
                        "cell {next_to} your {beside}.",
                        "Move the stack of {height} tiles under {color} {steps} from your {elephant} to the empty "
                        "cell {next_to} your {beside}.", height, **values)
    if mood == "advice":
        return ngettext("Then move the stack of {height} tile under {color} {steps} from your {elephant} to the "
                        "empty cell {next_to} your {beside}.",
                        "Then move the stack of {height} tiles under {color} {steps} from your {elephant} to the "
                        "empty cell {next_to} your {beside}.", height, **values)
    if mood == "played" and first:
        return ngettext("{name} moved the stack of {height} tile under {color} {steps} from the {elephant} to the "
                        "empty cell {next_to} the {beside}.",
                        "{name} moved the stack of {height} tiles under {color} {steps} from the {elephant} to the "
                        "empty cell {next_to} the {beside}.", height, **values)
    if mood == "played":
        return ngettext("Then {name} moved the stack of {height} tile under {color} {steps} from the {elephant} to "
                        "the empty cell {next_to} the {beside}.",
                        "Then {name} moved the stack of {height} tiles under {color} {steps} from the {elephant} to "
                        "the empty cell {next_to} the {beside}.", height, **values)
    if mood == PLAYED_BY_YOU and first:
        return ngettext("You moved the stack of {height} tile under {color} {steps} from the {elephant} to the "
                        "empty cell {next_to} the {beside}.",
                        "You moved the stack of {height} tiles under {color} {steps} from the {elephant} to the "
                        "empty cell {next_to} the {beside}.", height, **values)
    if mood == PLAYED_BY_YOU:
        return ngettext("Then you moved the stack of {height} tile under {color} {steps} from the {elephant} to "
                        "the empty cell {next_to} the {beside}.",
                        "Then you moved the stack of {height} tiles under {color} {steps} from the {elephant} to "
                        "the empty cell {next_to} the {beside}.", height, **values)
    if first:
        return ngettext("The hard computer would have moved the stack of {height} tile under {color} {steps} from "
                        "the {elephant} to the empty cell {next_to} the {beside}.",
                        "The hard computer would have moved the stack of {height} tiles under {color} {steps} from "
                        "the {elephant} to the empty cell {next_to} the {beside}.", height, **values)
    return ngettext("Then it would have moved the stack of {height} tile under {color} {steps} from the "
                    "{elephant} to the empty cell {next_to} the {beside}.",
                    "Then it would have moved the stack of {height} tiles under {color} {steps} from the "
                    "{elephant} to the empty cell {next_to} the {beside}.", height, **values)


def said(before, move, after, first: bool, mood: str, name: str = "") -> str | None:
    """One step in words (:meth:`session.hints.HintWords.said`); an arch tile's take
    says, in a sentence of its own, which side its arch faces."""
    kind, where = place(before, move, after)
    if mood == "played" and is_you(name):
        mood = PLAYED_BY_YOU
    if kind == "move stack":
        sentence = _moved_stack(mood, first, name=name, **where)
    else:
        sentence = _(SAID[kind][mood][0 if first else 1], name=name, **where)
    if isinstance(move, Take):
        tile = before.offer[move.offer_index]
        if tile.kind == "arch" and move.arch_side is not None:
            arch = colour_words.arch_on_its_own(tile.arch_color)
            turned = _(ARCH["played" if mood == PLAYED_BY_YOU else mood][move.arch_side], arch=arch)
            # Translators: a step of a turn and, after it, the sentence saying which side its arch tile faces.
            sentence = pgettext("Kerala: a step and its arch's side", "{step} {arch}", step=sentence, arch=turned)
    return sentence


def step(before, move, after, first: bool) -> str:
    """The advice for one step (:meth:`session.hints.HintWords.step`)."""
    return said(before, move, after, first, "advice")


def reasons(before, after, seat: int, name: str | None = None) -> list[Reason]:
    """Why the turn is good (:meth:`session.hints.HintWords.reasons`), from the seat's
    itemised score before and after it: said to the person at the screen (``name``
    None, or a lesson's learner), or of the mover ``name``."""
    you = name is None or is_you(name)
    old, new = before.grounds_score(seat), after.grounds_score(seat)
    found = []
    for color in sorted(set(old.missing_colors) - set(new.missing_colors)):
        found.append(missing_filled(-MISSING_COLOR_POINTS, color, you, name))
    for color in sorted(set(new.missing_colors) - set(old.missing_colors)):
        found.append(missing_made(MISSING_COLOR_POINTS, color, you, name))
    symbols = sum(n for _color, n in new.symbols) - sum(n for _color, n in old.symbols)
    if symbols:
        found.append(symbols_gained(symbols) if symbols > 0 else symbols_lost(symbols))
    arches = points_of(new, "Arches") - points_of(old, "Arches")
    if arches:
        found.append(arch_met(arches) if arches > 0 else arch_lost(arches))
    removed = points_of(new, "Removed tiles") - points_of(old, "Removed tiles")
    if removed:
        color = areas_changed(old, new)
        found.append(areas_joined(removed, color, you, name) if removed > 0 else area_too_many(removed, color))
    standing = points_of(new, "Standing elephants") - points_of(old, "Standing elephants")
    if standing < 0:
        found.append(elephant_down(standing))
    return found


# Each kind of reason: a :class:`Reason` worth ``points`` this turn, its sentence without
# its points and with them (``count``, without their sign); said to the person at the
# screen (``you``: the Hint, a lesson's learner) or of the mover ``name`` (the Review)
# where it speaks of the seat.

def missing_filled(points: int, color: str, you: bool, name: str | None) -> Reason:
    """A colour that was missing is in the grounds now: its penalty goes."""
    colour, count = colour_words.beginning(color), abs(points)
    if you:
        # Translators: {colour} is a colour as a noun, beginning the sentence ("Blue").
        return Reason(points, _("{colour} was missing from your grounds: its penalty goes.", colour=colour),
                      ngettext("{colour} was missing from your grounds: its penalty of {count} point goes.",
                               "{colour} was missing from your grounds: its penalty of {count} points goes.", count,
                               colour=colour, count=count))
    return Reason(points, _("{colour} was missing from {name}'s grounds: its penalty goes.", colour=colour, name=name),
                  ngettext("{colour} was missing from {name}'s grounds: its penalty of {count} point goes.",
                           "{colour} was missing from {name}'s grounds: its penalty of {count} points goes.", count,
                           colour=colour, name=name, count=count))


def missing_made(points: int, color: str, you: bool, name: str | None) -> Reason:
    """The seat's last tile of a colour is covered: the colour goes missing."""
    tile, missing, count = colour_words.after_a(color), colour_words.noun(color), abs(points)
    if you:
        # Translators: {colour} is the tile's colour (as in "a plain {colour} tile"), {missing} the same colour as a
        # noun.
        return Reason(points, _("It covers your last {colour} tile: {missing} goes missing.", colour=tile,
                                missing=missing),
                      ngettext("It covers your last {colour} tile: {missing} goes missing, {count} point lost.",
                               "It covers your last {colour} tile: {missing} goes missing, {count} points lost.",
                               count, colour=tile, missing=missing, count=count))
    return Reason(points, _("It covers {name}'s last {colour} tile: {missing} goes missing.", name=name, colour=tile,
                            missing=missing),
                  ngettext("It covers {name}'s last {colour} tile: {missing} goes missing, {count} point lost.",
                           "It covers {name}'s last {colour} tile: {missing} goes missing, {count} points lost.",
                           count, name=name, colour=tile, missing=missing, count=count))


def symbols_gained(points: int) -> Reason:
    count = abs(points)
    return Reason(points, _("The tile's elephant symbols count while it stays on top."),
                  ngettext("The tile's elephant symbols add {count} point while it stays on top.",
                           "The tile's elephant symbols add {count} points while it stays on top.", count,
                           count=count))


def symbols_lost(points: int) -> Reason:
    count = abs(points)
    return Reason(points, _("It covers elephant symbols."),
                  ngettext("It covers elephant symbols worth {count} point.",
                           "It covers elephant symbols worth {count} points.", count, count=count))


def arch_met(points: int) -> Reason:
    count = abs(points)
    return Reason(points, _("An arch now faces a tile of its colour."),
                  ngettext("An arch now faces a tile of its colour: {count} point.",
                           "An arch now faces a tile of its colour: {count} points.", count, count=count))


def arch_lost(points: int) -> Reason:
    count = abs(points)
    return Reason(points, _("An arch no longer faces a tile of its colour."),
                  ngettext("An arch no longer faces a tile of its colour: {count} point lost.",
                           "An arch no longer faces a tile of its colour: {count} points lost.", count, count=count))


def areas_joined(points: int, color: str, you: bool, name: str | None) -> Reason:
    """Areas of a colour joined: fewer of its tiles would be removed at the end."""
    colour, count = colour_words.of_areas(color), abs(points)
    if you:
        return Reason(points, _("It joins your {colour} areas: fewer tiles would be removed at the end.",
                                colour=colour),
                      ngettext("It joins your {colour} areas: fewer tiles would be removed at the end, "
                               "{count} point saved.",
                               "It joins your {colour} areas: fewer tiles would be removed at the end, "
                               "{count} points saved.", count, colour=colour, count=count))
    return Reason(points, _("It joins {name}'s {colour} areas: fewer tiles would be removed at the end.",
                            name=name, colour=colour),
                  ngettext("It joins {name}'s {colour} areas: fewer tiles would be removed at the end, "
                           "{count} point saved.",
                           "It joins {name}'s {colour} areas: fewer tiles would be removed at the end, "
                           "{count} points saved.", count, name=name, colour=colour, count=count))


def area_too_many(points: int, color: str) -> Reason:
    """One area of a colour too many: its tiles would be removed at the end."""
    colour, count = colour_words.of_an_area(color), abs(points)
    return Reason(points, _("It makes one {colour} area too many: its tiles would be removed at the end.",
                            colour=colour),
                  ngettext("It makes one {colour} area too many: its tiles would be removed at the end, "
                           "{count} point lost.",
                           "It makes one {colour} area too many: its tiles would be removed at the end, "
                           "{count} points lost.", count, colour=colour, count=count))


def elephant_down(points: int) -> Reason:
    count = abs(points)
    return Reason(points, _("The elephant laid down no longer counts."),
                  ngettext("The elephant laid down no longer counts: {count} point lost.",
                           "The elephant laid down no longer counts: {count} points lost.", count, count=count))


def points_of(score, category: str) -> int:
    return sum(line.points for line in score.lines if line.category == category)


def areas_changed(old, new) -> str:
    """The colour whose removed areas the turn changed (the first, by name): there is one
    whenever the points for removed tiles changed, each tile costing the same."""
    def removed(score) -> dict[str, int]:
        counts: dict[str, int] = {}
        for area in score.removed_areas:
            counts[area.color] = counts.get(area.color, 0) + area.tiles
        return counts
    before, after = removed(old), removed(new)
    return min(c for c in set(before) | set(after) if before.get(c, 0) != after.get(c, 0))


WORDS = GameHintWords(step, said, reasons)
