"""What a drop would do to the mover's score, shown over the held piece: the change
("+5: arches", "-2: removed tiles") and what the grounds would score if the game ended
then, with the end's penalties for split areas and missing colours ("if the game ended
now: 23 points (removed tiles -2)"). The move is tried on a copy of the game, never on
the game, and the engine scores it."""
from __future__ import annotations

from game.kerala import MoveElephant, MoveTile, Take
from scenes.table.score_change import score_change
from game.english import counted


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
        key = (version, move, either_walks)
        if self.kept[0] != key:
            after = state.clone()
            after.apply(move)
            removes = arch_area_removed(state, after, state.current_seat)
            change, points = score_change(
                state, move, lambda category: ARCH_AREA_REMOVED if removes and category == "Arches" else category.lower())
            words = f"{change} · {if_it_ended_now(after, state.current_seat)}"
            if either_walks:
                words += f" · {BOTH_WALK}"
            self.kept = (key, (words, points))
        return self.kept[1]


#: What an arch's lost points are called when its tiles stay but its area would be removed.
ARCH_AREA_REMOVED = "the arch's area would be removed"


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
BOTH_WALK = "either elephant may walk here: you choose which after the drop"


#: The penalties of the end (rulebook, "Scoring": tiles in surplus areas, missing colours), spelt out.
PENALTIES = ("Removed tiles", "Missing colours")


def if_it_ended_now(after, seat: int) -> str:
    """What ``seat``'s grounds score in ``after`` (the engine's running total, which is
    the end's scoring of the grounds as they are), with the penalties it holds."""
    penalties = [f"{line.category.lower()} {line.points:+d}" for line in after.score_lines()
                 if line.seat == seat and line.category in PENALTIES and line.points]
    words = f"if the game ended now: {counted(after.scores()[seat], 'point')}"
    return words + (f" ({', '.join(penalties)})" if penalties else "")
