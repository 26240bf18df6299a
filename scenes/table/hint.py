"""The Hint at a table (the Hint button and H): the hard computer's choice for the
person to move, thought of off the UI thread by a :class:`BotRunner` (the window stays
responsive), shown as ghosts of every step of its turn through the table's
:meth:`~scenes.table.hooks.TableHooks.draw_hint` (a pass, a skip or an end of the turn
marks its button) with the advice and why (:mod:`session.hints`) in the message strip. A move, an undo or any other change of the
state shown forgets the hint, and cancels it while it is still being thought of."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable

from game.words import N_, _
from scenes.table.history import IN_FLIGHT
from scenes.table.runner import BotRunner
from scenes.table.screen_updates import ScreenUpdates
from session.hints import Hint, HintFinder, hint_seed

log = logging.getLogger(__name__)

#: What the Hint says, and why it is off (messages, said with ``_``).
THINKING = N_("The hard computer is looking for a hint…")
FOR_A_PERSON = N_("A hint is for a person's turn.")
LOOKING_BACK = N_("Looking at an earlier moment: return to the present for a hint.")
GAME_OVER = N_("The game is over.")
IN_A_LESSON = N_("In a lesson the coach marks show the move: the Hint is for a real game.")
FAILED = N_("No hint could be found (an error of Tessera's, in its log).")


@dataclass(frozen=True)
class HintMoment:
    """What the table is at when a hint is asked for or refused."""

    finished: bool
    looking_back: bool
    person_to_move: bool
    in_flight: bool
    """Something of the last move is still on its way."""
    in_lesson: bool = False
    """The game is a lesson (its coach shows the move it wants, not the hard computer's)."""


class TableHint:
    def __init__(self, game_seed: int, names, words, say: Callable[[str], None]):
        self.game_seed = game_seed
        self.names = tuple(names)
        self.words = words
        """The game's :class:`~session.hints.HintWords`."""
        self.say = say
        self.runner = BotRunner()
        self.shown: Hint | None = None
        """The hint on the table, until the state shown changes."""
        self.asked_at: float | None = None
        """``time.perf_counter()`` when the hint being thought of was asked for."""
        self.seconds: float | None = None
        """Seconds from the press to the last hint shown."""

    @property
    def thinking(self) -> bool:
        return self.runner.busy

    def refusal(self, moment: HintMoment) -> str | None:
        """Why the Hint button is off now, or None when it is on."""
        if moment.finished:
            return _(GAME_OVER)
        if moment.in_lesson:
            return _(IN_A_LESSON)
        if moment.looking_back:
            return _(LOOKING_BACK)
        if not moment.person_to_move:
            return _(FOR_A_PERSON)
        if moment.in_flight:
            return _(IN_FLIGHT)
        if self.thinking:
            return _(THINKING)
        return None

    def press(self, moment: HintMoment, state, index: int, refuse: Callable[[str], None]) -> None:
        """The Hint button or H at ``moment``: ask for a hint, or ``refuse(why)`` it is off."""
        why = self.refusal(moment)
        if why is not None:
            refuse(why)
        else:
            self.ask(state, index)

    def ask(self, state, index: int) -> None:
        """Start thinking of a hint for ``state``, move ``index`` of the game."""
        self.forget()
        self.asked_at = time.perf_counter()
        self.runner.start(HintFinder(hint_seed(self.game_seed, index), self.names, self.words), state)
        self.say(_(THINKING))

    def update(self, record) -> bool:
        """Show the hint once it is found (counted in ``record``, a :class:`GameRecord`);
        True when it was shown."""
        if self.asked_at is None or self.runner.busy:
            return False
        try:
            hint = self.runner.poll()
        except Exception:  # noqa: BLE001 - logged by the runner; the game goes on
            self.asked_at = None
            self.say(_(FAILED))
            return False
        if hint is None:
            return False
        self.seconds = time.perf_counter() - self.asked_at
        self.asked_at = None
        self.shown = hint
        record.took_hint(hint.seat)
        # Translators: the message line under the table: {advice} is the hint's sentences.
        self.say(_("Hint: {advice}", advice=hint.line))
        log.info("hint for seat %d: %s in %.2f s", hint.seat, hint.move, self.seconds)
        return True

    def forget(self) -> bool:
        """The state shown changed: the hint goes (a hint being thought of is cancelled).
        True when there was one."""
        had = self.shown is not None or self.asked_at is not None
        self.runner.cancel()
        self.shown = None
        self.asked_at = None
        return had

    def draw(self, surface, draw_hint, screen: ScreenUpdates) -> None:
        """The hint's ghosts, drawn by the table's ``draw_hint`` (what they cover is reported to ``screen``)."""
        if self.shown is not None:
            for rect in draw_hint(surface, self.shown.moves):
                screen.moving(rect)
