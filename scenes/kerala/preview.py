"""What a drop would do to the mover's score, shown over the held piece: the change
("+5: arches", "-2: removed tiles") and what the grounds would score if the game ended
then, with the end's penalties for split areas and missing colours ("if the game ended
now: 23 points (removed tiles -2)"). The move is tried on a copy of the game, never on
the game, and the engine scores it."""
from __future__ import annotations

from game import words
from game.kerala import MoveElephant, MoveTile, Take
from game.words import N_, _, ngettext, npgettext, pgettext, side_by_side
from scenes.table.score_change import score_change


def drop_move(state, piece, cell, arch_side: int | None):
    """The move a drop of ``piece`` on ``cell`` plays (with the first elephant that may
    walk there; ``arch_side`` for a tile of the middle), or None."""
    if piece[0] == "offer":
        walkers = [e for e in (0, 1) if state.is_legal(Take(piece[1], e, cell, arch_side))]
        return Take(piece[1], walkers[0], cell, arch_side) if walkers else None
    if piece[0] == "elephant":
        return MoveElephant(piece[1], cell)
    return MoveTile(piece[1], cell)


class ScorePreview:
    def __init__(self):
        self.kept: tuple = (None, None)
        """((version, move), what that drop would score): the last preview worked out."""

    def of(self, state, version: int, piece, cell, arch_side: int | None, either_walks: bool = False):
        """(text, points) for a drop of ``piece`` on ``cell`` in ``state`` (at ``version``), or
        None; ``either_walks``: either elephant may walk there, and which is asked after the drop."""
        move = drop_move(state, piece, cell, arch_side)
        if move is None:
            return None
        key = (version, move, either_walks, words.current())
        if self.kept[0] != key:
            after = state.clone()
            after.apply(move)
            removes = arch_area_removed(state, after, state.current_seat)
            change, points = score_change(
                state, move, lambda category: _(ARCH_AREA_REMOVED) if removes and category == "Arches"
                else category_words(category))
            said = f"{change} · {if_it_ended_now(after, state.current_seat)}"
            if either_walks:
                said += f" · {_(BOTH_WALK)}"
            self.kept = (key, (said, points))
        return self.kept[1]


#: What an arch's lost points are called when its tiles stay but its area would be removed.
ARCH_AREA_REMOVED = N_("the arch's area would be removed")


def arch_area_removed(before, after, seat: int) -> bool:
    """Whether every arch of ``seat`` that scored in ``before`` and not in ``after`` still
    lies untouched on top, lost only because the end would remove its area or the area it
    faces (the rulebook's tie-break keeps another area of that colour)."""
    then, now = before.grounds_score(seat), after.grounds_score(seat)
    kept = {arch.cell for arch in now.scored_arches}
    lost = [arch for arch in then.scored_arches if arch.cell not in kept]
    return bool(lost) and all(
        after.top(seat, arch.cell) == before.top(seat, arch.cell) and after.top(seat, arch.target) == before.top(seat, arch.target)
        and (arch.cell in now.removed_cells or arch.target in now.removed_cells) for arch in lost)


#: Said over a cell either elephant may walk to (marked by two small elephants in its corners).
BOTH_WALK = N_("either elephant may walk here: you choose which after the drop")


def category_words(category: str) -> str:
    """A score category (:class:`game.core.ScoreLine`'s key) as the badge says it, in
    the middle of its words: "+5: arches", "+3: blue symbols"."""
    return {
        "Removed tiles": pgettext("Kerala: a score category, in the preview of a drop", "removed tiles"),
        "Missing colours": pgettext("Kerala: a score category, in the preview of a drop", "missing colours"),
        "Standing elephants": pgettext("Kerala: a score category, in the preview of a drop", "standing elephants"),
        "Arches": pgettext("Kerala: a score category, in the preview of a drop", "arches"),
        "Blue symbols": pgettext("Kerala: a score category, in the preview of a drop", "blue symbols"),
        "Black symbols": pgettext("Kerala: a score category, in the preview of a drop", "black symbols"),
        "Green symbols": pgettext("Kerala: a score category, in the preview of a drop", "green symbols"),
        "Purple symbols": pgettext("Kerala: a score category, in the preview of a drop", "purple symbols"),
        "Red symbols": pgettext("Kerala: a score category, in the preview of a drop", "red symbols"),
    }[category]


#: The penalties of the end (rulebook, "Scoring": tiles in surplus areas, missing colours), spelt out.
PENALTIES = ("Removed tiles", "Missing colours")


def penalty_words(line) -> str:
    """A penalty the grounds hold, as the badge says it: "removed tiles -2"."""
    category, points = category_words(line.category), f"{line.points:+d}"
    return pgettext("Kerala: a penalty, in the preview of a drop", "{category} {points}", category=category,
                    points=points)


def if_it_ended_now(after, seat: int) -> str:
    """What ``seat``'s grounds score in ``after`` (the engine's running total, which is
    the end's scoring of the grounds as they are), with the penalties it holds."""
    penalties = [penalty_words(line) for line in after.score_lines()
                 if line.seat == seat and line.category in PENALTIES and line.points]
    total = after.scores()[seat]
    if not penalties:
        return ngettext("if the game ended now: {count} point", "if the game ended now: {count} points", total,
                        count=total)
    listed = side_by_side(penalties)
    # Translators: {penalties} are the end's penalties the grounds hold, one after another: "removed tiles -2".
    return npgettext("Kerala: the preview of a drop", "if the game ended now: {count} point ({penalties})",
                     "if the game ended now: {count} points ({penalties})", total, count=total, penalties=listed)
