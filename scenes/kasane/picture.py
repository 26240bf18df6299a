"""What one frame of the Kasane table shows, built once per frame by the table and
handed to every drawer (the drawers never see the table itself)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kasane import KasaneState
from scenes.kasane.chooser import Chooser, SlotChoice
from scenes.kasane.last_moves import MarkedTurns
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
    opened: bool
    """The chooser is open (Escape closes it: the selection is then not shown)."""
    gain: int | None
    """What playing the selection brings to the mover's score (the engine's count; every
    style the best-slot rule leaves open brings the same); None when none may be played."""

    @classmethod
    def of(cls, chooser: Chooser, gain: int | None) -> Selection:
        return cls(tuple(chooser.cards), chooser.length, chooser.reuse, chooser.summary(), tuple(chooser.choices()),
                   chooser.opened, gain)


@dataclass(frozen=True)
class KasanePicture:
    state: KasaneState
    places: Places
    seats: tuple[SeatSetup, ...]
    message: str
    """The sentence in the message strip (empty for none)."""
    message_is_refusal: bool
    """The message says why something was refused."""
    message_area: pygame.Rect
    """Where the message goes (beside the chooser's bar while it shows)."""
    finished: bool
    human_to_move: bool
    drag: DragView
    pointer: tuple[int, int]
    hover: tuple | None
    """("market", row, i), ("slot", key), ("score", seat) or ("kimono", seat) under the pointer."""
    hidden: tuple
    """Cards in flight, not drawn where they lie: ("market", row) or ("hand", seat, count)."""
    marks: MarkedTurns
    scores: tuple[int, ...]
    selection: Selection | None
    """The chooser's selection while a person chooses; None otherwise."""
    drop: DropMarks
    """The held card's red outline and points badge."""
    opened: tuple | None
    """What taking the market card under the pointer would open (:class:`Opening`), on a
    person's turn when it may be taken; None otherwise."""

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
        """The selection shown, when ``seat`` is the one choosing (the chooser open)."""
        selection = self.selection
        return selection if selection is not None and selection.opened and self.mine(seat) else None
