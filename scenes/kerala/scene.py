"""The Kerala table: the offer in the middle, every player's festival grounds, and
play by dragging tiles, elephants and stacks.

This module holds the table's layout and move flow and hands every hook to one of the
objects the table is made of: ``drag_rules`` (the drag delegate), ``question`` (which
elephant walks), ``arch`` (the held arch's side), ``offer`` (the middle), ``buttons``
(Pass, Skip, Menu, See the scores), ``glides`` (a computer's move on its way),
``preview`` (what a drop would score), ``grounds_views`` (whose grounds the big view shows,
and how it is fitted) and ``table_layer`` (a :class:`KeralaPicture` drawn
into region layers with ``grounds``, ``grounds_marks`` and ``held``). The board view,
animations, computer seats, pacing, banner, seat panel and messages come from
``scenes.table``.

While a computer player moves, its grounds are shown large (its piece travels there,
big enough to follow) until its move has been on show; then the view returns to the
person to move. A person who picks a seat to look at keeps it until their next move.
"""
from __future__ import annotations

import pygame

from game.kerala import Pass, SkipSpecial
from game.narration import is_you, shown_name
from game.words import _, ngettext, side_by_side
from scenes.kerala import art, hint_ghost
from scenes.kerala.actions import TableActions
from scenes.kerala.arch import HeldArch
from scenes.kerala.buttons import TableButtons, TurnNow
from scenes.kerala.drag_rules import KeralaDragRules, TableNow
from scenes.kerala.table_layer import KeralaDrawing
from scenes.kerala.glides import ComputerGlide
from scenes.kerala.grounds import GroundsPainter, elephant_rects, settle_zoom
from scenes.kerala.grounds_views import GroundsViews
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.kerala.preview import ScorePreview
from scenes.kerala.question import WAITING, ElephantQuestion
from scenes.kerala import lesson_targets
from scenes.table.base import TableScene
from scenes.table.history import IN_FLIGHT, LOOKING_BACK
from scenes.table.hud import SeatPanel
from scenes.table.messages import message_box
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from session.game_info import level_name

#: How long laying the table out waits for the art of its first frame to be rasterised.
FIRST_FRAME_ART_SECONDS = 0.1


class KeralaTable(GroundsViews, TableScene):
    game_id = "kerala"
    board_area = "grounds"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.focus = self.first_watched_seat()
        """Whose grounds are shown large."""
        self.fits: dict[tuple, tuple[float, tuple[float, float]]] = {}
        """(seat, the view's size) -> the zoom and centre its grounds were last fitted at
        (kept while they still show all of them: :meth:`BoardView.keep_fit`)."""
        self.following = True
        """The view shows each computer player's grounds while it moves (until a person
        picks a seat to look at; again from that person's next move)."""
        self.watching = False
        """The grounds in focus are a computer player's, shown because it moved: they give
        way to the person to move once its move has been on show."""
        self.others_kept: tuple | None = None
        """(version, the art's generation) when every other seat's kept grounds were last
        found up to date (:meth:`keep_other_grounds`)."""
        self.marked: tuple = ()
        """(seat, move) of the moves outlined on the grounds (see :meth:`moves_to_see`)."""
        self.framed: tuple | None = None
        """(seat, turns) the big view was last brought to (:meth:`fit_big_view`), while
        they are still drawn on the grounds in focus."""
        actions = TableActions(self.play, self.strip.refuse, self.strip.say, self.sync, self.show_seat,
                               app.sounds.play, self.strip.clear_refusal)
        self.offer = OfferStrip()
        self.arch = HeldArch(self.arch_turned)
        self.question = ElephantQuestion(actions)
        self.rules = KeralaDragRules(TableNow(lambda: self.state, lambda: self.view, lambda: self.focus,
                                              self.may_pick_up), self.offer, self.arch, self.question, actions)
        self.drag = DragController(self.rules, app.settings.animation_scale)
        self.glide = ComputerGlide(self.animator, self.screen_updates)
        self.preview = ScorePreview()
        self.grounds = GroundsPainter()
        self.drawing = KeralaDrawing(self.grounds, self.offer, self.screen_updates, self.strip.draw)
        self.buttons: TableButtons | None = None

    def first_watched_seat(self) -> int:
        """The grounds shown at first: the seat to play if a person plays it, else the
        first person's."""
        seat = self.state.current_seat or 0
        if not self.is_computer(seat):
            return seat
        people = [s for s in range(self.state.players) if not self.is_computer(s)]
        return people[0] if people else seat

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kerala").rects(size)
        # the message beside the Log too: a long one (a hint's) grows upwards, and would run under it
        self.rects["message"] = self.beside_the_log(self.rects["message"])
        s = self.scale = theme.scale_for(size)
        self.view = BoardView(self.view_rect(), scale=s, left_pans=True)
        self.panel = SeatPanel(self.rects["seats"], self.names, [st.color for st in self.setup.seats],
                               [level_name(st.level) if st.kind == "computer" else "" for st in self.setup.seats], s)
        self.buttons = TableButtons(self.rects, s, self.press_pass, self.press_skip, self.press_menu,
                                    self.open_results, self.demo)
        self.menu_button = self.buttons.menu_button
        self.widgets = self.buttons.widgets
        self.offer.place(self.rects["offer"], s)
        self.framed = None  # a new view: the marks are framed in it afresh
        self.marked = self.moves_to_see()
        self.sync()
        self.prepare_first_frame(size)

    def view_rect(self) -> pygame.Rect:
        """Where the grounds are seen: the grounds panel above its strip for messages, and
        once the game is over above the end's message too (it stays, and a long one grows
        upwards out of the strip, over the bottom row of tiles)."""
        s = self.scale
        rect = self.rects["grounds"].inflate(-round(12 * s), -round(12 * s))
        bottom = self.message_top() if self.finished else self.rects["message"].top
        rect.height = bottom - rect.top - round(4 * s)
        return self.beside_the_log(rect)

    def message_top(self) -> int:
        """Where the message begins as it is drawn: at its strip's top, or higher where a
        long one grows upwards out of the strip."""
        top = self.rects["message"].top
        if not self.strip.text:
            return top
        box = message_box(self.strip.text, self.rects["message"], pygame.Rect((0, 0), self.size), self.scale,
                          self.strip.is_refusal)[0]
        return min(top, theme.panel_area(box).top)

    def prepare_first_frame(self, size) -> None:
        """Rasterise the art the table shows and draw its layer now, before the table is
        on the screen, so its first frame only copies it (the other seats' grounds, drawn
        ahead, wait for their art with it)."""
        self.drawing.draw_layer(size, self.take_picture(), self.widgets)
        self.prepare_other_grounds()
        if art.refine(wait=FIRST_FRAME_ART_SECONDS):  # what was drawn from a rescale, at its own size
            self.drawing.draw_layer(size, self.take_picture(), self.widgets)
            self.prepare_other_grounds()

    def marks_shown(self):
        """The hint's turn is drawn: the big view brings it in (:meth:`fit_big_view`)."""
        self.sync()

    @property
    def pass_button(self):
        return self.buttons.pass_button

    @property
    def skip_button(self):
        return self.buttons.skip_button

    @property
    def scores_button(self):
        return self.buttons.scores_button

    def sync(self):
        """Bring widgets and the view in line with the state."""
        state = self.state
        self.buttons.refresh(TurnNow(state, self.finished, self.why_away(), self.waiting_on()))
        if not self.drag.holding:  # targets stay where they were shown while a piece is held
            self.fit_big_view()
        self.offer.arrange(len(state.offer))
        self.refresh_controls()

    def why_away(self) -> str | None:
        """Why no person may act at the table now, or None."""
        if self.human_to_move:
            return None
        if self.finished or self.state.is_over:
            return _("The game is over.")
        if self.looking_back:
            return _(LOOKING_BACK)
        if self.showing_move:
            return _(IN_FLIGHT)
        held = self.lesson.held_back() if self.lesson is not None else None
        if held:
            return held
        # Translators: said by Pass and Skip while a computer seat ({name}, never the learner) plays.
        return _("It is {name}'s turn: a computer player is playing.", name=self.names[self.state.current_seat])

    def waiting_on(self) -> str | None:
        """The question the table waits on (the elephant that walks), said by Pass, Undo and
        Redo while it is open, or None."""
        return _(WAITING) if self.question.asked is not None else None

    def show_seat(self, seat: int) -> None:
        """Show ``seat``'s grounds large, fitted."""
        self.focus = seat
        self.watching = False
        self.view.auto_fit = True
        self.sync()

    def elephant_rects(self, seat: int):
        """Where ``seat``'s elephants are drawn in the big view."""
        return elephant_rects(self.state, seat, self.view)

    def mini_view(self, seat: int) -> BoardView:
        """The view of ``seat``'s grounds in the seat panel."""
        return self.grounds.mini_view(seat, self.panel.mini_rect(seat), self.scale, self.state)

    # ------------------------------------------------------------------ input
    def may_pick_up(self) -> bool:
        """A person is to move here and now, and no question waits for an answer."""
        return self.human_to_move and not self.finished and self.question.asked is None

    def holding_arch(self) -> bool:
        """True while the piece held is an arch of the middle (it turns)."""
        return self.arch.holds(self.drag.piece, self.state.offer)

    def arch_turned(self) -> None:
        """The held arch faces another side: so do its targets."""
        self.drag.refresh_targets()
        self.dirty = True

    def handle_table_event(self, event) -> bool:
        """The elephant question, and turning the held arch."""
        if self.question.asked is not None:
            if self.question.handle_event(event, self.elephant_rects(self.state.current_seat)):
                return True
        return self.holding_arch() and self.arch.handle_event(event)

    def default_button(self):
        """Enter presses Skip during a special move, and never Pass, which costs a point."""
        skip = self.buttons.skip_button
        return skip if skip.visible else None

    def seat_label(self, seat):
        return self.panel.label_rect(seat)

    def table_clicked(self, pos) -> bool:
        """A click on a seat shows its grounds large (and keeps them while computers play)."""
        seat = self.panel.seat_at(pos)
        if seat is None:
            return False
        if not self.human_to_move:
            self.following = False
        self.strip.clear_refusal()
        self.show_seat(seat)
        return True

    def pointer_moved(self, pos):
        if self.panel.handle_motion(pos):
            self.dirty = True
        if self.offer.pointer_moved(pos, len(self.state.offer)):
            self.dirty = True
        if any(button.rect.collidepoint(pos) != button.hover for button in self.view.buttons):
            self.dirty = True  # the view's buttons light up: their region is drawn again

    def update_table(self, dt):
        if art.refine():
            self.dirty = True  # art drawn from a quick rescale is now sharp: its regions are drawn again
        self.keep_other_grounds()
        if self.watching and self.human_to_move and not self.computers.pacing.holding:
            self.show_seat(self.state.current_seat)  # the computers' moves were on show: back to the person
            self.dirty = True

    def view_moved(self):
        settle_zoom(self.view)  # after Fit

    def target_rect(self, target):
        return lesson_targets.target_rect(self, target)

    def pieces(self):
        return lesson_targets.pieces(self)

    def drop_rect_at(self, pos):
        return self.rules.drop_rect_at(pos, self.drag.targets)

    def score_preview(self, piece, cell):
        side = self.rules.held_side(piece) if piece[0] == "offer" else None
        either = piece[0] == "offer" and len(self.rules.walkers(cell)) == 2
        return self.preview.of(self.state, self.version, piece, cell, side, either_walks=either)

    def press_pass(self):
        if self.human_to_move and Pass() in self.state.legal_moves():
            self.play(Pass())

    def press_skip(self):
        if self.human_to_move and self.state.pending_special:
            self.play(SkipSpecial())

    # ------------------------------------------------------------------ drawing
    def turn_headline(self):
        state = self.state
        seat = state.current_seat
        if self.finished or state.is_over or self.looking_back or self.is_computer(seat):
            return super().turn_headline()
        name = self.names[seat]
        if self.question.asked is not None:
            # Translators: the banner's headline: the name of the seat to play (a lesson's learner: "You"), a colon,
            # and the question its turn asks.
            return (_("{name}: which elephant moves?", name=shown_name(name)),
                    _("Click one of the glowing elephants, or press Escape."))
        if state.pending_special == "move_elephant":
            return (_("{name}: move an elephant?", name=shown_name(name)),
                    _("Drag an elephant to any free tile, or skip (Enter)."))
        if state.pending_special == "move_tile":
            return (_("{name}: move a tile?", name=shown_name(name)),
                    _("Drag a highlighted stack next to an elephant, or skip (Enter)."))
        turn = _("Your turn") if is_you(name) else _("{name}'s turn", name=name)
        if self.holding_arch():
            return turn, _("Turn the arch with the wheel, right-click or R; drop it on a green cell.")
        return turn, _("Drag a tile from the middle to a green cell, or pass.")

    def banner_facts(self):
        round_, rounds = self.state.progress()
        bag = self.state.bag_size
        # Translators: the banner's facts on its right: the round played, of how many, and the tiles left in the bag.
        return ngettext("Round {round} of {rounds}  ·  {count} in the bag",
                        "Round {round} of {rounds}  ·  {count} in the bag", bag, round=round_, rounds=rounds, count=bag)

    def turn_color(self):
        return None if self.finished else self.state.current_color

    def take_picture(self) -> KeralaPicture:
        drag = self.drag.view()
        return KeralaPicture(
            state=self.state, version=self.version, scale=self.scale, rects=self.rects, view=self.view,
            mini_views=tuple(self.mini_view(seat) for seat in range(self.state.players)), panel=self.panel,
            focus=self.focus, names=tuple(self.names), drag=drag, arch_side=self.arch.side,
            question=self.question.asked,
            both_walk=self.rules.both_walk(drag.targets) if drag.holding else frozenset(),
            carried=self.glide.carried, carried_to=self.glide.seat,
            finished=self.finished, human_to_move=self.human_to_move, marked=self.marked,
            message=self.strip.text, refusal=self.strip.is_refusal,
            drop=self.drop_marks(drag))

    def draw_table(self, surface):
        whole = self.screen_updates.overlaid(self.app.manager.top is self)
        self.drawing.draw_table(surface, self.picture, self.widgets, whole)

    def draw_hint(self, surface, moves):
        return hint_ghost.draw_hint(surface, self.picture, moves, self.offer,
                                    {Pass: self.pass_button.rect, SkipSpecial: self.skip_button.rect})

    def draw_over_table(self, surface):
        self.animator.draw(surface)
        self.drawing.draw_over_table(surface, self.picture, self.pass_button)

    # ----------------------------------------------------------------- the flow
    def moves_to_see(self) -> tuple:
        """(seat, move) of the moves to outline: every computer's move since a person last
        moved (what that person has missed), or else the last move."""
        entries = [] if self.all_computers else self.history.computer_moves_since_a_person()
        if not entries:
            last = self.history.last_entry()
            entries = [last] if last is not None else []
        return tuple((entry.seat, entry.move) for entry in entries)

    def moved(self, seat, move) -> str:
        self.marked = self.moves_to_see()
        self.question.forget()
        self.arch.reset()
        if not isinstance(move, (Pass, SkipSpecial)):
            self.app.sounds.play("drop")
        if not self.is_computer(seat):
            self.following, self.watching = True, False
        nxt = self.state.current_seat
        if nxt is not None and not self.watching and (not self.is_computer(nxt) or self.all_computers):
            self.focus = nxt
        self.sync()
        name = self.names[seat]  # a pass or a skip is said; a piece placed shows on the grounds
        if isinstance(move, Pass):
            return _("You pass and lay an elephant down.") if is_you(name) else \
                _("{name} passes and lays an elephant down.", name=name)
        if isinstance(move, SkipSpecial):
            return _("You skip the special move.") if is_you(name) else _("{name} skips the special move.", name=name)
        return ""

    def may_move_changed(self):
        """The buttons and the hover follow whether the person may move now."""
        self.sync()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn from the old one stays.
        A past moment (of the Log or a replay) shows the grounds of the player whose move it
        was, the move the banner names; the present, the person to move."""
        self.marked = self.moves_to_see()
        self.question.forget()
        self.arch.reset()
        self.watching = False
        seat = self.state.current_seat
        if self.looking_back and self.seat_of_moment is not None:
            self.focus = self.seat_of_moment  # a past moment's move is seen on the grounds it was played on
        elif seat is not None and not self.is_computer(seat):
            self.focus = seat
        self.sync()

    @property
    def all_computers(self) -> bool:
        return all(self.is_computer(s) for s in range(self.state.players))

    def finish(self):
        super().finish()
        self.watching = False
        removed = [self.names[s] for s in range(self.state.players) if self.state.grounds_score(s).removed_cells]
        if removed:
            names = side_by_side(removed)
            # Translators: {names} are the seats whose areas are removed, one after another: "Ana, Ben".
            self.strip.say(_("Crossed-out areas are removed ({names}): each of their tiles costs 2 points. "
                             "Click a player to see their grounds.", names=names))
        else:
            self.strip.say(_("Nobody had an area to remove. See the scores for the details."))
        view_rect = self.view_rect()
        if view_rect != self.view.rect:  # the end's message is taller than the strip
            self.view = BoardView(view_rect, scale=self.scale, left_pans=True)
        self.sync()

    def show_computer_move(self, move):
        if not ComputerGlide.carries(move):
            self.play(move)
            return
        seat = self.state.current_seat
        self.showing_move = True  # before the glide: with animations off it lands at once
        if self.following and seat != self.focus:
            self.show_seat(seat)
        self.watching = self.following and not self.all_computers
        view = self.view if seat == self.focus else self.mini_view(seat)
        self.glide.start(move, self.state, view, self.offer, self.landed)

    def bring_into_view(self, seat, move):
        """The computer's grounds show large while its move is on show, even after the
        player chose to look at other grounds."""
        self.following = True

    def landed(self, move) -> None:
        """A computer's piece arrived: its move is played."""
        self.showing_move = False
        self.play(move)
