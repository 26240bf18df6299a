"""What a move would do to the mover's score ("+5: arches", "+3: combination juu,
different fabrics +1"), for the preview badge every table shows: the move is tried on a
copy of the game, by the engine, never on the game and never worked out by hand."""
from __future__ import annotations

from game.narration import signed
from game.words import _, pgettext, side_by_side


def score_change(state, move, name=None) -> tuple[str, int] | None:
    """(text, points) for ``move`` played by the seat to move; None when it is not legal.
    ``name`` turns a score category into the words the badge uses (None: the score
    line's label, as the engine says it)."""
    seat = state.current_seat
    if seat is None or not state.is_legal(move):
        return None
    after = state.clone()
    after.apply(move)
    before_lines = _by_category(state.score_lines(), seat)
    after_lines = _by_category(after.score_lines(), seat)
    if name is None:
        labels = {line.category: line.label for line in (*state.score_lines(), *after.score_lines())}
        name = labels.get
    delta = after.scores()[seat] - state.scores()[seat]
    changes = [(category, after_lines.get(category, 0) - before_lines.get(category, 0))
               for category in dict.fromkeys([*before_lines, *after_lines])]
    changes = [(c, d) for c, d in changes if d]
    if not changes:
        # Translators: the score preview of a move that changes no score.
        return (signed(delta) if delta else _("no points"), delta)
    if len(changes) == 1:
        what = name(changes[0][0])
    else:
        what = side_by_side(
            # Translators: a part of a score preview: what changes and by how much ("arches +5").
            pgettext("a score preview's part", "{what} {points}", what=name(c), points=signed(d))
            for c, d in sorted(changes, key=lambda cd: -abs(cd[1]))[:2])
    # Translators: a score preview: the change of the score, then what brings it ("+5: arches").
    return (pgettext("a score preview", "{points}: {what}", points=signed(delta), what=what), delta)


def _by_category(lines, seat) -> dict[str, int]:
    totals: dict[str, int] = {}
    for line in lines:
        if line.seat == seat:
            totals[line.category] = totals.get(line.category, 0) + line.points
    return totals
