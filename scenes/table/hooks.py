"""What a game's table fills in: the hooks :class:`scenes.table.base.TableScene` calls,
each declared here with what it is for and what it does when a table leaves it alone.
The base owns the move flow, the skeleton of every event and every frame, and calls
these at their places (see :meth:`TableScene.handle_event` and :meth:`TableScene.draw`)."""
from __future__ import annotations

from scenes.manager import Scene
from scenes.table.banner import turn_words


class TableHooks(Scene):
    def take_picture(self):
        """The frozen view of what this frame draws, built once at the start of every
        frame (kept in :attr:`picture`): the drawers read it, never the scene."""
        return None

    def draw_table(self, surface) -> None:
        """Draw the game: everything under the banner's buttons."""

    def draw_over_table(self, surface) -> None:
        """Draw what lies over the banner's buttons: the message, pieces in flight, the
        held piece and its marks, the tooltips."""

    def draw_hint(self, surface, moves) -> list:
        """Draw the hint's ``moves`` (the person to move's turn as the hint advises it, the
        first a legal move now, each legal after those before it) over the table: each
        piece ghosted at its target and outlined, where it comes from outlined, and a
        pass, a skip or an end of the turn by an outline on its button, with the table's
        own drawers. Returns the rectangles drawn over (they are drawn again from the
        table's layer next frame)."""
        return []

    def handle_table_event(self, event) -> bool:
        """The game's own input before the drag and the view see the event (a choice
        asked, a board turned, a key); True when it was used. Escape comes here before
        the base cancels a held piece, closes the log or leaves for the menu: a table
        closes its own innermost thing with it (a question, a chooser) and returns True."""
        return False

    def table_clicked(self, pos) -> bool:
        """A left press nothing else took (a seat to look at, a refusal to explain); True when used."""
        return False

    def pointer_moved(self, pos) -> None:
        """The pointer moved to ``pos`` (hover highlights); set dirty to redraw."""

    def skip_animations(self) -> None:
        """A click during a computer's move: land it at once (extend for the game's own animations)."""
        self.animator.finish_all()

    def view_moved(self) -> None:
        """The board view was panned or zoomed (forget what was drawn through it)."""

    def update_table(self, dt: float) -> None:
        """The game's own timers, each frame before the computers' turn."""

    def table_animating(self) -> bool:
        """True while something of the game's own moves (the clock must run)."""
        return False

    def moved(self, seat: int, move) -> str:
        """Called after every move (already counted in :attr:`version`): refresh what was
        kept from the state, play the move's sound, and return the move's sentence ("" for
        none). :meth:`play` hands it to the message strip, where a person's shows at once
        and a computer's once the one on show has been read; the table says it no other way."""
        self.app.sounds.play("drop")
        return ""

    def rewound(self) -> None:
        """The state shown was replaced (undo, redo, a past moment, the return to the
        present): forget what was kept from the old one."""

    def marks_shown(self) -> None:
        """A hint's turn is now drawn over the table (:attr:`TableScene.marked_turns`; a
        Review entry's turns are there from the moment the table is laid out, and
        :meth:`rewound` follows the moments shown): a table that shows part of its board
        large brings them into view; the default, a table that shows all of itself, has
        nothing to do."""

    def may_move_changed(self) -> None:
        """Whether the person to move may move changed with nothing played (a lesson holds
        its learner back while a panel or a computer's move comes first): bring the
        buttons and what lights up under the pointer in line (:attr:`human_to_move`)."""
        self.changed()

    def show_computer_move(self, move) -> None:
        """Animate a computer's move, then :meth:`play` it; the default plays at once."""
        self.play(move)

    def bring_into_view(self, seat: int, move) -> None:
        """Show the part of the table where ``seat`` plays ``move``, about to be shown (a
        lesson brings every computer move into sight); the default, a table that shows
        all of itself, has nothing to do."""

    def target_rect(self, target):
        """The screen rectangle of a lesson's :class:`session.lesson_vocabulary.Target`
        on this table now (found with the table's own layout and hit-testing), or None
        when it is not on show: the coach marks outline it and the coach panel keeps
        clear of it (:mod:`scenes.table.lesson`)."""
        return None

    def pieces(self) -> list:
        """The screen rectangles of the pieces of play on show (boards, tiles, cards): a
        coach panel's arrow runs across none of them where a place allows
        (:mod:`scenes.table.coach_marks`). The default, a table without pieces, has none."""
        return []

    def drop_rect_at(self, pos):
        """The place under ``pos`` where the held piece may not go (a rectangle, or a
        shape with screen ``points``), or None; it is outlined in red before the drop."""
        return None

    def score_preview(self, piece, target):
        """(text, points) saying what dropping ``piece`` on ``target`` does to the mover's
        score, e.g. ("+3", 3); None for no preview."""
        return None

    def waiting_on(self) -> str | None:
        """The question the table waits on before anything else may happen (e.g. which
        elephant moves), said by Undo and Redo while it is open; None when none is."""
        return None

    def seat_label(self, seat: int):
        """Where ``seat``'s name and score are on screen (a rectangle), or None: no tooltip
        covers the seat to move's (:meth:`TableScene.draw`)."""
        return None

    def default_button(self):
        """The button Enter presses (the one that ends the turn or finishes the step:
        End turn, Done), or None; Enter on it while it is off says why it is off."""
        return None

    def turn_headline(self) -> tuple[str, str]:
        """(headline, guidance) for the banner: whose turn it is and what they may do now
        (extend for what a person may do; the guidance line is never cut)."""
        return turn_words(self.state, self.names, finished=self.finished,
                          headline_at_end=self.result.headline() if self.result else "",
                          moment=self.history.moment_words(), computer=self.is_computer(self.state.current_seat),
                          paused=self.computers.paused, showing_move=self.showing_move,
                          held=self.lesson.holding_words() if self.lesson is not None else None)

    def banner_facts(self) -> str:
        """The game's facts on the banner's right ("Round 3 of 11 · 40 in the bag")."""
        return ""

    def turn_color(self) -> str | None:
        """The colour whose turn it is, for the banner (None once the game is over)."""
        seat = self.state.current_seat
        return None if self.finished or seat is None else self.setup.seats[seat].color
