"""The Kerala table's own buttons (:class:`TableButtons`): Pass, Skip the move, Menu and,
once the game is over, See the scores. Each says why when it is off."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.kerala import KeralaState, Pass, SkipSpecial
from game.words import npgettext, pgettext
from scenes.ui.widgets import Button
from scenes.table.controls import ways_out


@dataclass(frozen=True)
class TurnNow:
    """What the buttons show depends on (the table makes one after every change)."""

    state: KeralaState
    finished: bool
    away: str | None
    """Why no person may act here now (a computer's turn, a move in flight, a past
    moment), or None: a person is to move."""
    waiting: str | None
    """The question that waits for the person's answer (its sentence), or None."""


class TableButtons:
    def __init__(self, rects: dict[str, pygame.Rect], scale: float, press_pass: Callable[[], None],
                 press_skip: Callable[[], None], press_menu: Callable[[], None], open_results: Callable[[], None],
                 demo: bool):
        self.pass_button = Button(rects["pass"], pgettext("Kerala: button", "Pass"), press_pass, scale)
        self.skip_button = Button(rects["skip"], pgettext("Kerala: button", "Skip the move"), press_skip, scale)
        self.menu_button, self.scores_button = ways_out(rects, scale, press_menu, open_results)
        self.demo = demo

    @property
    def widgets(self) -> list[Button]:
        return [self.pass_button, self.skip_button, self.menu_button, self.scores_button]

    def refresh(self, now: TurnNow) -> None:
        """Labels, what is on, and why the rest is off."""
        state, seat = now.state, now.state.current_seat
        # the count is the passes of whoever may press it: while a computer plays (or the table
        # is elsewhere) it would show that seat's, which a person reads as their own
        counted = seat is not None and now.away is None
        left = state.passes_left(seat) if counted else 0
        # Translators: Pass's button with the passes the person to play has left.
        self.pass_button.text = npgettext("Kerala: button", "Pass ({count} left)", "Pass ({count} left)", left,
                                          count=left) if counted else pgettext("Kerala: button", "Pass")
        pass_off = now.away or now.waiting or state.why_illegal(Pass())
        skip_off = now.away or now.waiting or state.why_illegal(SkipSpecial())
        for button, why in ((self.pass_button, pass_off), (self.skip_button, skip_off)):
            button.visible = not now.finished
            button.enabled = why is None
            button.disabled_reason = why or ""
        self.scores_button.visible = now.finished and not self.demo
        for button in self.widgets:
            button.changed = True
