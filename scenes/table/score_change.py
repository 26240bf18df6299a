"""What a move would do to the mover's score ("+5: arches", "+3: combination juu,
different fabrics +1"), for the preview badge every table shows: the move is tried on a
copy of the game, by the engine, never on the game and never worked out by hand."""
from __future__ import annotations


def score_change(state, move, name=str.lower) -> tuple[str, int] | None:
    """(text, points) for ``move`` played by the seat to move; None when it is not legal.
    ``name`` turns a score category into the words the badge uses."""
    seat = state.current_seat
    if seat is None or not state.is_legal(move):
        return None
    after = state.clone()
    after.apply(move)
    before_lines = _by_category(state.score_lines(), seat)
    after_lines = _by_category(after.score_lines(), seat)
    delta = after.scores()[seat] - state.scores()[seat]
    changes = [(category, after_lines.get(category, 0) - before_lines.get(category, 0))
               for category in dict.fromkeys([*before_lines, *after_lines])]
    changes = [(c, d) for c, d in changes if d]
    if not changes:
        return (f"{delta:+d}" if delta else "no points", delta)
    if len(changes) == 1:
        return (f"{delta:+d}: {name(changes[0][0])}", delta)
    parts = ", ".join(f"{name(c)} {d:+d}" for c, d in sorted(changes, key=lambda cd: -abs(cd[1]))[:2])
    return (f"{delta:+d}: {parts}", delta)


def _by_category(lines, seat) -> dict[str, int]:
    totals: dict[str, int] = {}
    for line in lines:
        if line.seat == seat:
            totals[line.category] = totals.get(line.category, 0) + line.points
    return totals
