"""Grid helpers for a festival grounds: a dict ``{(x, y): (tile, ...)}`` bottom to top.

Square grid, x to the right and y down, orthogonal neighbours only
(RULINGS.md, Kerala: "Grid").
"""
from __future__ import annotations

from typing import Iterable

Cell = tuple[int, int]


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four orthogonal neighbours, in side order 0 up, 1 right, 2 down, 3 left."""
    x, y = cell
    return ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))


def components(cells: Iterable[Cell]) -> list[set[Cell]]:
    """The orthogonally connected groups of ``cells``."""
    todo = set(cells)
    groups: list[set[Cell]] = []
    while todo:
        start = todo.pop()
        group = {start}
        stack = [start]
        while stack:
            x, y = stack.pop()
            for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if n in todo:
                    todo.discard(n)
                    group.add(n)
                    stack.append(n)
        groups.append(group)
    return groups


def is_connected(cells: Iterable[Cell]) -> bool:
    """True when ``cells`` form one orthogonally connected group (or none)."""
    return len(components(cells)) <= 1
