"""The table scene base: a game in progress, its seats, the move flow and the end.

A game's table subclasses :class:`TableScene` and fills in the hooks of
:mod:`scenes.table.hooks`. The base owns the record, changes the game only through
:meth:`play` with a move the engine says is legal, and holds what every table does once:
the event skeleton (:meth:`route_event`), the frame skeleton (:meth:`draw`), the state's
:attr:`~TableScene.version` and its collaborators (computer turns, history, autosave, the
message strip, drop marks, screen updates).
``demo`` seats only computer players and reports the result at the end (``--demo``).
"""
from __future__ import annotations

import logging
import random
from typing import Callable

import pygame

from game.bots import clear_caches
from game.core import IllegalMove, legal_copy_or_raise
from game.record import GameRecord
from game.words import _
from scenes import navigation, wakeup
from scenes.table.marks import DropMarks
from scenes.table.animation import Animator
from scenes.table.banner import Banner, BannerView, first_row, paused_words
from scenes.table.computer_turns import ComputerTurns
from scenes.table.controls import ControlActions, ControlsShown, TableControls
from scenes.table.hint import HintMoment, TableHint
from scenes.table.history import History
from scenes.table.lesson import TableLesson
from scenes.table.lesson_turns import lesson_pace
from scenes.table.leaving import TableWaysOut
from scenes.table.log_column import LogColumn
from scenes.table.keys import ENTER_KEYS, is_an_act, press_or_say_why, pressed
from scenes.table.messages import MessageStrip
from scenes.table.pointer_routes import to_drag, to_view
from scenes.table.review_keeper import ReviewKeeper
from scenes.table.reviewed_move import draw_reviewed
from scenes.table.runner import BOT_DONE
from scenes.table.screen_updates import ScreenUpdates
from scenes.table.view import BoardView
from scenes.ui import theme
from scenes.ui.drag import DragController, DragView
from scenes.ui.tooltip import covered, draw_reason_under_pointer, kept_clear_of
from scenes.window import POINTER_EVENTS
from session import registry
from session.computers import make_bots
from session.files.autosave import Autosaver
from session.result import GameResult
from session.review import Analysis, ReviewedMoment
from session.seats import GameSetup

log = logging.getLogger(__name__)

#: Seconds a demo shows the final table before it reports, at normal speed.
DEMO_LINGER_SECONDS = 3.0


class TableScene(TableWaysOut, LogColumn):
    game_id = ""
    #: the layout rectangle whose right end holds the table's buttons
    controls_rect_name = "banner"
    #: the layout rectangle of the table's board view: the open Log stands in a column at
    #: its right, beside the view, so the table is seen whole and the scores stay in sight
    #: (None: the Log lies over :meth:`log_rect`, and a replay opens with it closed)
    board_area: str | None = None

    def __init__(self, app, setup: GameSetup, seed: int | None = None, demo: bool = False,
                 on_finish: Callable[[GameResult], None] | None = None, state=None,
                 record: GameRecord | None = None, replay: bool = False, lesson: TableLesson | None = None,
                 analysis: Analysis | None = None):
        self.screen_updates = ScreenUpdates()
        super().__init__(app)
        self.game = registry.get(self.game_id)
        self.setup = setup
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(31)
        self.demo = demo
        self.on_finish = on_finish
        self.record = record if record is not None else self.game.new_record(setup, self.seed, state)
        self.version = 0
        """Counts the moves played and the states replaced: what was drawn or worked out
        for an older version is stale."""
        scale = app.settings.animation_scale
        lesson_scale = lesson_pace(scale) if lesson else scale  # a lesson's moves at the slow pace at least
        self.strip = MessageStrip(app.sounds.play, scale)  # what the table says, and why it refused
        self.history = History(self, self.strip, self.record, self.game.describe_move(), self.names, replay=replay,
                               log_first=self.board_area is not None)
        self.lesson = lesson  # Learn GAME: the lesson drives the computer seats and refuses moves off it
        self.computers = lesson.turns(self, scale) if lesson else ComputerTurns(
            {} if replay else make_bots(setup, self.seed, deterministic=demo), scale)
        self.autosaver = Autosaver(on_written=wakeup.post)  # a write ended: the loop looks again
        self.review_keeper = ReviewKeeper(self.game_id, setup, self.seed, self.record, analysis, self.autosaver,
                                          active=not (demo or replay or lesson))  # each person's turn weighed as played
        self.updates = 0
        """Frames updated so far (:meth:`update`)."""
        self.save_asked_in = 0
        """The frame (:attr:`updates`) in which the last save was asked for."""
        self.animator = Animator(lesson_scale)
        self.banner = Banner()
        self.hint = TableHint(self.seed, self.names, self.game.hint_words(), self.strip.say)
        self.controls = TableControls(ControlActions(self.open_rules, self.toggle_pause, self.history.toggle_log,
                                                     self.history.undo, self.history.redo, self.save_as, self.ask_hint))
        self.rects: dict[str, pygame.Rect] = {}  # the table's layout (set by layout())
        self.drag: DragController | None = None  # the drag-and-drop, at a table whose pieces are dragged
        self.view: BoardView | None = None  # the board view, at a table that pans and zooms
        self.menu_button = None  # the way back to the menu (it stays usable at a past moment)
        self.picture = None  # what this frame draws (take_picture()'s)
        self.pointer = (0, 0)
        self.last_move = None
        self.last_seat: int | None = None
        self.showing_move = False  # a computer move is being animated
        self.finished = False
        self.result: GameResult | None = None
        self.demo_linger: float | None = None  # seconds a demo shows the final table before it reports
        self.reviewed: ReviewedMoment | None = None  # a move of the Review, shown at the moment before it
        log.info("table: %s, %d players, seed %d%s", self.game_id, setup.players, self.seed,
                 ", a replay" if replay else "")

    # -- the game shown ---------------------------------------------------------------------
    @property
    def state(self):
        """The game as the table shows it: the record's state, or a past moment's."""
        return self.history.state

    @property
    def looking_back(self) -> bool:
        return self.history.looking_back

    @property
    def replaying(self) -> bool:
        return self.history.replaying

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def is_computer(self, seat: int | None) -> bool:
        return self.computers.plays(seat)

    @property
    def showing_reviewed(self) -> bool:
        """The moment shown is the one before a move of the Review."""
        return self.reviewed is not None and self.history.moment == self.reviewed.index

    @property
    def marked_turns(self) -> tuple[int | None, tuple]:
        """(the seat, its turns) drawn over the table now, the better first: the hard
        computer's turn and the turn played at a Review entry's moment, or the hint's
        turn; (None, ()) when none is."""
        if self.showing_reviewed:
            return self.reviewed.seat, (self.reviewed.instead, self.reviewed.played)
        if self.hint.shown is not None:
            return self.hint.shown.seat, (self.hint.shown.moves,)
        return None, ()

    @property
    def seat_of_moment(self) -> int | None:
        """The seat whose move a past moment shows: the mover of the Review's move at the
        moment before it, else the seat whose move led to the moment."""
        return self.reviewed.seat if self.showing_reviewed else self.last_seat

    @property
    def human_to_move(self) -> bool:
        """A person may move now (in a lesson, once the lesson lets the learner: :meth:`TableLesson.held_back`)."""
        seat = self.state.current_seat
        return (seat is not None and not self.is_computer(seat) and not self.showing_move
                and not self.looking_back and (self.lesson is None or self.lesson.held_back() is None))

    # -- what a frame changed ------------------------------------------------------------
    # ``dirty`` asks for a frame; what the frame changed is reported as it is drawn (the
    # layer's regions, the banner and its buttons, and what moves over the table), and
    # only that goes to the screen.
    def moving(self, rect):
        """Report a moving piece drawn over ``rect`` in this frame; returns ``rect``."""
        self.screen_updates.moving(rect)
        return rect

    def screen_rects(self):
        """The parts of the window this frame changed (None: all of it). The table's own
        buttons are drawn in its layer's regions, which report themselves when they change."""
        return self.screen_updates.rects()

    def needs_redraw(self) -> bool:
        """What the scene shows changed, or the message strip's sentence did."""
        return super().needs_redraw() or self.strip.changed

    def drawn(self) -> None:
        super().drawn()
        self.controls.drawn()
        self.strip.changed = False
        self.screen_updates.frame_done()
        self.autosaver.send_soon()  # the frame's moves in one save, written while the loop waits for the next frame

    # -- layout and the banner's buttons ---------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        self.place_controls()
        s = theme.scale_for(size)
        self.history.place(self.log_rect(), self.rects.get("message", pygame.Rect(0, 0, 0, 0)), s)

    def place_controls(self) -> None:
        """Lay out the banner's buttons for what the table can do now."""
        if self.size != (0, 0):
            area = self.rects.get(self.controls_rect_name)
            self.controls.place(first_row(area) if area is not None else None, theme.scale_for(self.size),
                                self.controls_shown())

    def banner_view(self) -> BannerView:
        headline, guidance = (self.lesson.banner_words() if self.lesson is not None else None) or self.turn_headline()
        return BannerView(tuple(self.rects["banner"]), self.turn_color(), headline, guidance, self.banner_facts(),
                          self.controls.reserve, theme.scale_for(self.size))

    def controls_shown(self) -> ControlsShown:
        playing = not (self.replaying or self.finished)
        return ControlsShown(playing=playing, editable=playing and not self.demo, computers=self.computers.any,
                             has_log=self.history.move_log is not None, log_open=self.history.log_open,
                             paused=self.computers.paused, undo_refusal=self.history.undo_refusal(),
                             undo_tip=self.history.undo_tip(),
                             redo_refusal=self.history.redo_refusal(), hint_refusal=self.hint.refusal(self.hint_moment))

    def refresh_controls(self) -> None:
        self.controls.refresh(self.controls_shown())

    def enter(self) -> None:
        super().enter()
        self.screen_updates.window_lost()
        scale = self.app.settings.animation_scale
        self.strip.sentences.scale = scale
        self.animator.scale = self.computers.pacing.scale = lesson_pace(scale) if self.lesson else scale

    def toggle_pause(self) -> None:
        """Pause or resume the computer players (the Pause button and the space bar)."""
        paused = self.computers.toggle_pause()
        self.strip.sentences.interrupted()  # the person's word, at once
        self.strip.say(paused_words() if paused else "")
        self.refresh_controls()

    @property
    def hint_moment(self) -> HintMoment:
        return HintMoment(self.finished, self.looking_back, self.human_to_move, self.animator.active,
                          in_lesson=self.lesson is not None)

    def ask_hint(self) -> None:
        """The Hint button and H: the hard computer's choice for the person to move (off, it says why)."""
        self.hint.press(self.hint_moment, self.state, len(self.record.entries), self.strip.refuse)
        self.refresh_controls()

    def drop_marks(self, drag: DragView) -> DropMarks:
        """The held piece's marks in this frame: where it may not go, what it would score."""
        return DropMarks.of(drag, self.drop_rect_at, self.score_preview)

    # -- what the history (HistoryHost) asks of the table ---------------------------------------
    @property
    def calm(self) -> bool:
        """Nothing is in flight and the game goes on here: undo and redo may act."""
        return not (self.showing_move or self.animator.active or self.finished or self.looking_back or self.demo)

    def state_replaced(self) -> None:
        self.version += 1
        if self.size == (0, 0):  # not laid out yet: laying out draws from the state as it is
            return
        if self.drag is not None and self.drag.holding:
            self.drag.cancel()
        self.strip.sentences.interrupted()
        self.hint.forget()
        if not self.looking_back:
            self.review_keeper.moves_made()  # an undo or a redo
        entry = self.history.last_entry()
        self.last_move, self.last_seat = (entry.move, entry.seat) if entry else (None, None)
        self.rewound()
        self.changed()

    def changed(self) -> None:
        """The buttons and the table show something new: redraw it all."""
        self.refresh_controls()
        self.dirty = True

    def took_back(self) -> None:
        self.computers.forget()

    def finish_animations(self) -> None:
        self.animator.finish_all()

    def close_replay(self) -> None:
        navigation.back(self.app)

    # -- the move flow ----------------------------------------------------------------
    def play(self, move) -> None:
        """Play a legal move (human or computer) and remember it as the last move."""
        if self.looking_back:
            raise IllegalMove(_("You are looking at an earlier moment: return to the present to play."))
        seat = self.state.current_seat
        move = legal_copy_or_raise(self.state, move, self.state.legal_moves())
        if self.lesson is not None and not self.lesson.allows(seat, move):
            return
        self.autosaver.wait_for_next_move()  # the last move is on disk first: a kill loses one at most
        self.record.play(move)
        self.version += 1
        self.hint.forget()
        if self.is_computer(seat):
            self.computers.landed()
        elif self.is_computer(self.state.current_seat):
            self.computers.after_a_person()  # time to take the move back before the answer
        log.info("move: seat %s plays %s", seat, move)
        self.last_move, self.last_seat = move, seat
        self.strip.move_played(self.moved(seat, move), by_computer=self.is_computer(seat))
        self.review_keeper.moves_made()
        self.changed()
        if self.state.is_over:
            self.finish()
        else:
            self.autosave()

    def update(self, dt: float) -> None:
        if self.save_asked_in < self.updates:  # asked for in a frame that was not drawn
            self.autosaver.send_soon()  # (one asked for by this frame's input waits for its drawing)
        self.advance(dt)
        self.report_save_problem()  # last, so no move of this frame hides it
        self.updates += 1

    def advance(self, dt: float) -> None:
        """One frame on: animations, the history's replay, the game's own timers, and a
        computer's move when its turn comes."""
        if self.animator.update(dt):
            self.dirty = True
            if not self.animator.active:
                self.refresh_controls()  # the move landed: Undo may act again
        self.computers.tick(dt, landed=not self.animator.active)
        self.strip.tick(dt)  # a move's sentence that waited, once the last one was on show long enough
        if self.history.update(dt):
            self.dirty = True
        if self.drag is not None and self.drag.update(dt):
            self.dirty = True
        self.update_table(dt)
        if self.hint.update(self.record):  # the hint is shown, and counted in the save
            self.autosave()
            self.marks_shown()
            self.changed()
        if self.demo_linger is not None:
            self.demo_linger -= dt
            if self.demo_linger <= 0:
                self.demo_linger = None
                self.on_finish(self.result)
            return
        if self.finished or self.state.is_over or self.looking_back or self.showing_move or self.animator.active:
            return
        if not self.is_computer(self.state.current_seat) or not self.autosaver.ready_for_next_move:
            return  # a person's turn, or the last move is still being written
        move, began = self.computers.due(self.state)
        if began or move is not None:
            self.dirty = True  # the banner says who thinks
        if move is not None:
            self.show_computer_move(move)
            self.refresh_controls()  # Undo waits while the computer's move is on its way

    @property
    def animating(self) -> bool:
        drag = self.drag is not None and self.drag.animating
        return self.animator.active or self.history.animating or drag or self.table_animating()

    def wake_in(self) -> float | None:
        """When the table changes with no input: a computer's move may start (its time to
        be taken back, or the last one's time on show, is over), the move sentence on show
        has had its time, a demo has lingered long enough, or the save being written counts
        as stalled. A computer done thinking and a save written wake the loop by themselves."""
        linger = None if self.demo_linger is None else max(0.0, self.demo_linger)
        times = (self.computers.seconds_left(), self.strip.sentences.seconds_to_wake(), linger,
                 self.autosaver.stalled_in())
        return min((t for t in times if t is not None), default=None)

    def prepare(self) -> None:
        """The first frame, drawn once off screen before the table shows: its art is
        rasterised and its layers drawn then, and the first frame the player sees copies
        them. The letters of every font a table writes in are rasterised too: the first
        sentence each font measures or draws (a refusal, the score a move would make, a
        new line of guidance) cost its frame a millisecond more, two at 2560x1440."""
        theme.prepare_fonts(theme.scale_for(self.size))
        self.draw(pygame.Surface(self.size))

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        """Route ``event`` (:meth:`route_event`); a refusal on show goes once the player
        does something else (a press or a key that brought no new refusal)."""
        with self.strip.handling(act=is_an_act(event)):
            self.route_event(event)

    def route_event(self, event) -> None:
        """Every event, in this order: the pointer, the banner's buttons, the history, a click
        that skips an animation, the game's own input, the drag, the board view, the widgets,
        a click nothing took, Escape and Enter. Escape closes the innermost thing first: a past
        moment, the table's own (a question, a chooser), a held piece, the log, then the table."""
        etype = event.type
        if etype == BOT_DONE:
            self.dirty = True
            return
        if etype in POINTER_EVENTS:
            self.pointer = event.pos
        if etype == pygame.MOUSEMOTION:
            self.pointer_moved(event.pos)
        used = self.controls.handle_event(event)
        if self.controls.changed:
            self.dirty = True
        if used:
            return
        if self.lesson is not None and self.lesson.handle_event(event):
            self.dirty = True
            return
        if etype == pygame.MOUSEMOTION and self.looking_back:
            for widget in self.widgets:  # a past moment keeps the pointer: an off button still says why
                widget.handle_event(event)
        passes = [self.menu_button.rect] if self.menu_button is not None else []
        if self.view is not None:  # zooming moves nothing: a past moment may be seen closer, or whole
            passes += [button.rect for button in self.view.buttons]
        if self.history.handle_event(event, passes):
            return
        if etype == pygame.MOUSEBUTTONDOWN and (self.showing_move or self.table_animating()):
            self.skip_animations()
            return
        if self.handle_table_event(event):
            return
        if self.drag is not None and to_drag(self, event):
            return
        if self.view is not None and to_view(self, event):
            return
        for widget in reversed(self.widgets):
            if widget.handle_event(event):
                self.dirty = True
                return
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table_clicked(event.pos):
            self.dirty = True
            return
        if pressed(event, pygame.K_ESCAPE) and not (self.drag and self.drag.holding):
            self.history.toggle_log() if self.history.log_open else self.ask_to_leave()
        elif pressed(event, *ENTER_KEYS) and press_or_say_why(self.default_button(), self.strip.refuse):
            self.dirty = True  # the table's default button, or why it is off

    # -- the frame ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        """The game, the banner, its buttons, what moves over them, the log, and why a button is off."""
        self.picture = self.take_picture()
        self.draw_table(surface)
        if self.lesson is not None:
            self.lesson.look(surface)
        self.hint.draw(surface, self.draw_hint, self.screen_updates)
        if self.showing_reviewed:
            for rect in draw_reviewed(surface, self.reviewed, self.draw_hint, theme.scale_for(self.size)):
                self.screen_updates.moving(rect)
        if "banner" in self.rects:
            self.controls.draw_with_banner(surface, self.banner, self.banner_view(), self.screen_updates)
        # no tooltip covers the message, nor the name and score of the seat to move
        with kept_clear_of(lambda: self.strip.rect), kept_clear_of(self.mover_label):
            self.draw_over_table(surface)
            if self.lesson is not None:
                self.lesson.draw(surface)
            for area in self.history.draw(surface):
                self.screen_updates.moving(area)
            self.screen_updates.moving(covered(draw_reason_under_pointer(
                surface, self.buttons_that_say_why, theme.scale_for(self.size),
                self.rects.get("banner"))))  # under the banner, clear of its guidance

    def mover_label(self) -> pygame.Rect | None:
        """Where the seat to move's name and score are (:meth:`seat_label`), or None."""
        seat = self.state.current_seat
        return None if seat is None else self.seat_label(seat)

    @property
    def buttons_that_say_why(self) -> list:
        """Every button whose reason for being off is drawn under the pointer when it rests on it."""
        return [*self.controls.buttons, *self.history.buttons, *self.widgets,
                *(self.view.buttons if self.view is not None else ())]

    # -- the end ----------------------------------------------------------------------
    def finish(self) -> None:
        """The game is over: its results are made and kept, and the end is said at once."""
        self.finished = True
        self.strip.sentences.interrupted()
        clear_caches()  # the computer players' memory of this game: a long session stays small
        if not (self.demo or self.replaying or self.lesson):
            self.autosaver.finished(self.game_id, self.setup, self.seed, self.record, self.review_keeper.analysis)
            self.review_keeper.game_over()
        self.result = GameResult.of_record(self.game, self.setup, self.record)
        log.info("game over: scores %s, winners %s", self.result.scores, self.result.winners)
        self.app.sounds.play("score")
        self.place_controls()  # Pause, Undo, Redo and Save as… have nothing left to do: only Log and Rules
        if self.on_finish is not None:
            self.demo_linger = DEMO_LINGER_SECONDS * self.app.settings.animation_scale

