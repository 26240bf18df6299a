"""How a count of things is written for players, one way everywhere: "1 pt", "3 pts",
"1 point", "0 points" (points on a seat panel, in a chart's legend, on the results)."""
from __future__ import annotations


def counted(count: int, word: str) -> str:
    """``count`` and ``word``, the word plural unless the count is one (or minus one):
    ``counted(1, "pt") == "1 pt"``, ``counted(3, "point") == "3 points"``."""
    return f"{count} {word}{'' if abs(count) == 1 else 's'}"
