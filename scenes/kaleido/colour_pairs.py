"""The two-player Kaleido result, whose seats play two colours each: its board and
hexagon awards listed per colour pair, e.g. "Boards (red / blue)", so each colour's
points show."""
from __future__ import annotations

import dataclasses

from session.result import GameResult


def by_colour_pair(result: GameResult | None, state) -> GameResult | None:
    """``result`` with each line's category naming the colour pair of its colour (the
    two seats' first colours, their second colours); with more players, as it is."""
    if state.players != 2 or result is None:
        return result
    pairs = list(zip(state.colors_of(0), state.colors_of(1)))
    lines = []
    for line in result.lines:
        color = line.detail.split(":", 1)[0]
        pair = next((p for p in pairs if color in p), None)
        category = f"{line.category} ({pair[0]} / {pair[1]})" if pair else line.category
        lines.append(dataclasses.replace(line, category=category))
    return dataclasses.replace(result, lines=tuple(lines))
