"""What the Kaleido table's drawers read in one frame, built once by the table."""
from __future__ import annotations

from dataclasses import dataclass

from game.kaleido import KaleidoState
from scenes.kaleido.rotation import Turning
from scenes.table.marks import DropMarks
from scenes.table.view import BoardView
from scenes.ui.drag import DragView

Pos = tuple[int, int]


@dataclass(frozen=True)
class KaleidoPicture:
    state: KaleidoState
    """The game shown (the present, or a past moment)."""
    version: int
    """How many times the state shown changed (a move, undo, a past moment): what was
    drawn for another version is out of date."""
    view: BoardView
    scale: float
    drag: DragView
    pointer: tuple[int, int]
    human_to_move: bool
    """A person is to play here and now."""
    finished: bool
    computer_to_play: bool
    boards: dict
    """The boards as shown: a board turned by hand as it would land if let go now."""
    hidden_board: Pos | None
    """A board drawn turning (by hand or by a computer), left out of the cluster."""
    turning: Turning | None
    last_moves: tuple
    """The moves of the seat that acted last, outlined."""
    selected: Pos | None
    """The scored board the Turn buttons act on."""
    hexagons: tuple
    """The corner hexagons on show."""
    scored_hexagons: dict
    """At the end, the hexagons shown scored: their three boards -> points per colour."""
    next_hexagon: tuple | None
    """At the end, the boards of the hexagon scored next."""
    usable: dict
    """Which shelf pieces the seat to play may put down now."""
    message: str
    drop: DropMarks
    """The held piece's red outline and the points badge over the hole under it."""

    @property
    def rotating(self) -> bool:
        """The rotation step of a game going on."""
        return self.state.phase == "rotate" and not self.finished
