"""The elephant question (:class:`ElephantQuestion`): a tile dropped on a cell next to
both elephants, where which one walks onto it matters, waits for a click on one."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kerala import Take
from game.words import N_, _
from scenes.kerala.actions import TableActions


@dataclass(frozen=True)
class Asked:
    """A tile dropped where either elephant may walk, waiting for the player's choice."""

    offer_index: int
    cell: tuple[int, int]
    arch_side: int | None

    def take(self, elephant: int) -> Take:
        return Take(self.offer_index, elephant, self.cell, self.arch_side)


#: Why nothing else may be done while the question waits (Pass, Undo and Redo say it).
WAITING = N_("Your tile waits for its elephant: click the one that walks onto it, or press Escape "
             "(or right-click) to put the tile back in the middle.")


class ElephantQuestion:
    def __init__(self, actions: TableActions):
        self.actions = actions
        self.asked: Asked | None = None
        """The question waiting for an answer, or None."""

    def ask(self, offer_index: int, cell, arch_side: int | None) -> None:
        self.asked = Asked(offer_index, cell, arch_side)
        self.actions.say(_("This cell is next to both elephants: click the one that walks onto the new tile."))
        self.actions.changed()

    def forget(self) -> None:
        """A move was played or the state replaced: nothing is asked any more."""
        self.asked = None

    def handle_event(self, event, elephant_rects) -> bool:
        """While asked: a click on one of the elephants (``{elephant: rect}``) plays the
        tile with it, a right-click or Escape puts the tile back; True when used."""
        asked = self.asked
        if asked is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for e, rect in elephant_rects.items():
                if rect.inflate(8, 8).collidepoint(event.pos):
                    self.actions.play(asked.take(e))
                    return True
            self.actions.refuse(_("Click one of the two glowing elephants, or right-click to put the tile back."))
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.asked = None
            self.actions.say("")
            self.actions.changed()
            return True
        return False
