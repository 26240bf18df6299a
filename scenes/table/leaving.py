"""A table's ways out, and what is kept of its game: saving it under a name, the rules
over the table, the menu, the question Escape asks before leaving, the results at the
end, and the save after every move that lets Continue take the game up again.
:class:`scenes.table.base.TableScene` is one of these; what they read of it (the record,
the message strip, the autosaver) is set up there."""
from __future__ import annotations

from game.words import _
from scenes import navigation
from scenes.table.hooks import TableHooks
from scenes.ui.widgets import Answer
from session.lesson_files import lesson_title


class TableWaysOut(TableHooks):
    def save_as(self) -> None:
        """Save the game under a name (Saved games on the menu)."""
        navigation.open_save_as(self.app, self.game, self.setup, self.seed, self.record, self.strip.say)

    def open_rules(self) -> None:
        """The game's rules over the table; Back returns to the game."""
        navigation.open_rules(self.app, self.game_id, over_game=True)

    def press_menu(self) -> None:
        """Back to the menu; the game was saved after the last move (Continue takes it up)."""
        navigation.open_menu(self.app)

    def ask_to_leave(self) -> None:
        """Escape with nothing open: "Leave the table?", Stay the default (a key pressed
        once too often never throws a player out); the Menu button leaves at once."""
        navigation.ask(self.app, _("Leave the table?"), self.what_is_kept(),
                       (Answer(_("Stay")), Answer(_("Leave"), self.press_menu)))

    def what_is_kept(self) -> str:
        """What becomes of this game when the player leaves the table."""
        if self.demo:
            return _("The computer players' demonstration is not kept.")
        if self.lesson is not None:
            # Translators: {lesson} is the lesson's title as the menu's button says it ("Learn Kerala").
            return _("The lesson is kept: {lesson} on the menu takes it up where you left it.",
                     lesson=lesson_title(self.game_id))
        if self.state.is_over:
            return _("The finished game is kept in Past games.")
        if not self.record.entries:
            return _("No move has been played yet, so no game is kept.")
        return _("The game is kept: Continue on the menu takes it up where you left it.")

    def open_results(self) -> None:
        navigation.open_results(self.app, self.result, self.review_keeper.finished_game())

    def autosave(self) -> None:
        """Save the game after every move, so Continue can always take it up again (sent
        once the frame is drawn, :meth:`drawn`, so that writing it does not hold the
        interpreter while the frame is drawn, and written on the :class:`Autosaver`'s thread)."""
        if not (self.demo or self.lesson):
            self.autosaver.save_soon(self.game_id, self.setup, self.seed, self.record, self.review_keeper.analysis)
            self.save_asked_in = self.updates

    def report_save_problem(self) -> None:
        """A save that could not be written is said like a refusal (the game goes on)."""
        problem = self.autosaver.take_problem()
        if problem is not None:
            self.strip.refuse(problem, sound=False)

    def leave(self) -> None:
        self.review_keeper.left()
        self.computers.stop()
        self.hint.forget()
        self.autosaver.flush()
