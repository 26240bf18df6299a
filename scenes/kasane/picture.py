"""What one frame of the Kasane table shows, built once per frame by the table and
handed to every drawer (the drawers never see the table itself)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kasane import KasaneState
from scenes.kasane.chooser import Chooser, SlotChoice
from scenes.kasane.last_turn import LastTurn
from scenes.kasane.places import Places
from scenes.table.marks import DropMarks
from scenes.ui.drag import DragView
from session.seats import SeatSetup


@dataclass(frozen=True)
class Selection:
    """The chooser's selection while a person chooses a combination."""

    cards: tuple
    """The selected cards, the kimono's card first when it is in."""
    length: int
    """How many come from the hand's right end."""
    reuse: bool
    """The kimono's last card is in the selection."""
    summary: str
    choices: tuple[SlotChoice, ...]

    @classmethod
    def of(cls, chooser: Chooser) -> Selection:
        return cls(tuple(chooser.cards), chooser.length, chooser.reuse, chooser.summary(), tuple(chooser.choices()))


@dataclass(frozen=True)
class KasanePicture:
    state: KasaneState
    places: Places
    seats: tuple[SeatSetup, ...]
    message: str
    """The message strip's text: the table's message, or the drag's refusal."""
    message_is_refusal: bool
    finished: bool
    human_to_move: bool
    drag: DragView
    pointer: tuple[int, int]
    hover: tuple | None
    """("market", row, i), ("slot", key), ("score", seat) or ("kimono", seat) under the pointer."""
    hidden: tuple
    """Cards in flight, not drawn where they lie: ("market", row) or ("hand", seat, count)."""
    last_turn: LastTurn
    scores: tuple[int, ...]
    selection: Selection | None
    """The chooser's selection while a person chooses; None otherwise."""
    selection_preview: tuple[str, int] | None
    """What the selection would score, (text, points)."""
    drop: DropMarks
    """The held card's red outline and points badge."""

    @property
    def scale(self) -> float:
        return self.places.scale

    @property
    def rects(self) -> dict[str, pygame.Rect]:
        return self.places.rects

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def color(self, seat: int) -> str:
        return self.seats[seat].color

    def mine(self, seat: int) -> bool:
        """``seat`` is the one to play (the game goes on)."""
        return seat == self.state.current_seat and not self.finished

    def choosing(self, seat: int) -> Selection | None:
        """The selection, when ``seat`` is the one choosing."""
        return self.selection if self.mine(seat) else None
