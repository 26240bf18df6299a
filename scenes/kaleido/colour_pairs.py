"""The two-player Kaleido result, whose seats play two colours each: its board and
hexagon awards listed per colour pair, e.g. "Boards (red / blue)", so each colour's
points show."""
from __future__ import annotations

import dataclasses

from game.kaleido.narration import colour_name
from game.words import pgettext
from session.result import GameResult


def by_colour_pair(result: GameResult | None, state) -> GameResult | None:
    """``result`` with each line's category naming the colour pair of its colour (the
    two seats' first colours, their second colours): the key ``"Boards (red / blue)"``
    and the label in the language in use; with more players, as it is. The colour of
    each line is the engine's (:meth:`KaleidoState.coloured_score_lines`, the same lines
    in the same order as the result's)."""
    if state.players != 2 or result is None:
        return result
    pairs = list(zip(state.colors_of(0), state.colors_of(1)))
    lines = []
    for line, (color, engine_line) in zip(result.lines, state.coloured_score_lines(), strict=True):
        assert (line.seat, line.category, line.points) == (engine_line.seat, engine_line.category, engine_line.points)
        first, second = next(pair for pair in pairs if color in pair)
        # Translators: a score category of the two-player game, whose seats play two colours each:
        # {category} "Boards", {first} and {second} the colours of the pair ("red", "blue").
        label = pgettext("Kaleido: a score category for a pair of colours", "{category} ({first} / {second})",
                         category=line.label, first=colour_name(first), second=colour_name(second))
        lines.append(dataclasses.replace(line, category=f"{line.category} ({first} / {second})", label=label))
    return dataclasses.replace(result, lines=tuple(lines))
