"""What the Kerala table's drawers read in one frame (:class:`KeralaPicture`), built
once per frame by the table."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.kerala import KeralaState
from scenes.kerala.question import Asked
from scenes.table.hud import SeatPanel
from scenes.table.marks import DropMarks
from scenes.table.view import BoardView
from scenes.ui.drag import DragView


@dataclass(frozen=True)
class KeralaPicture:
    state: KeralaState
    """The game shown (the present or a past moment)."""
    version: int
    """Counts the moves played and the states replaced: a layer drawn for another is stale."""
    scale: float
    rects: dict[str, pygame.Rect]
    """The table's layout."""
    view: BoardView
    """The view of the grounds in focus."""
    mini_views: tuple[BoardView, ...]
    """The view of each seat's miniature in the seat panel."""
    panel: SeatPanel
    focus: int
    """Whose grounds are shown large."""
    names: tuple[str, ...]
    drag: DragView
    arch_side: int
    """The side the held arch faces."""
    question: Asked | None
    """The elephant question waiting for an answer."""
    both_walk: frozenset
    """The targets of the held tile where either elephant may walk (asked after the drop)."""
    carried: Any
    """What a computer's move is carrying (hidden where it lay), or None."""
    carried_to: int | None
    """Whose grounds it travels to."""
    finished: bool
    human_to_move: bool
    last_move: Any
    last_seat: int | None
    drop: DropMarks
    """The held piece's red outline and points badge."""

    def hidden_in(self, seat: int):
        """What is in flight from ``seat``'s grounds (drawn there no more), or None."""
        return self.carried if self.carried_to == seat else None

    def offer_side(self, index: int) -> int | None:
        """The side an offer tile is drawn with: the held arch as it is turned, every
        other tile in its default orientation."""
        tile = self.state.offer[index]
        return self.arch_side if self.drag.piece == ("offer", index) and tile.kind == "arch" else None
