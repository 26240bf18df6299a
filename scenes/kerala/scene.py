"""The Kerala table: the offer in the middle, every player's festival grounds, and
play by dragging tiles, elephants and stacks.

This module holds the table's layout and move flow and hands every hook to one of the
objects the table is made of: ``drag_rules`` (the drag delegate), ``question`` (which
elephant walks), ``arch`` (the held arch's side), ``offer`` (the middle), ``glide``
(a computer's move on its way), ``preview`` (what a drop would score) and ``drawing``
(drawing a :class:`KeralaPicture` with ``grounds``, ``grounds_marks`` and ``held``).
The board view, animations, computer seats, pacing, banner, seat panel and messages
come from ``scenes.table``.
"""
from __future__ import annotations

from game.kerala import Pass, SkipSpecial
from game.kerala.grounds import neighbours
from scenes.kerala import art
from scenes.kerala.actions import TableActions
from scenes.kerala.arch import HeldArch
from scenes.kerala.drag_rules import KeralaDragRules, TableNow
from scenes.kerala.drawing import KeralaDrawing
from scenes.kerala.glide import ComputerGlide
from scenes.kerala.grounds import GroundsPainter, elephant_rects
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.kerala.preview import ScorePreview
from scenes.kerala.question import ElephantQuestion
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button


class KeralaTable(TableScene):
    game_id = "kerala"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.focus = self.first_watched_seat()
        """Whose grounds are shown large."""
        self.version = 0
        """Counts the moves played and the states replaced (what was drawn before is stale)."""
        actions = TableActions(self.play, self.refuse, self.say, self.sync, self.show_seat, app.sounds.play)
        self.offer = OfferStrip()
        self.arch = HeldArch(self.arch_turned)
        self.question = ElephantQuestion(actions)
        self.rules = KeralaDragRules(TableNow(lambda: self.state, lambda: self.view, lambda: self.focus,
                                              self.may_pick_up), self.offer, self.arch, self.question, actions)
        self.drag = DragController(self.rules, app.settings.animation_scale)
        self.glide = ComputerGlide(self.animator, self.screen_updates)
        self.preview = ScorePreview()
        self.grounds = GroundsPainter()
        self.drawing = KeralaDrawing(self.grounds, self.offer, self.screen_updates)

    def first_watched_seat(self) -> int:
        """The grounds shown at first: the seat to play if a person plays it, else the
        first person's (the computer players' moves never pull the view away)."""
        seat = self.state.current_seat or 0
        if not self.is_computer(seat):
            return seat
        people = [s for s in range(self.state.players) if not self.is_computer(s)]
        return people[0] if people else seat

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kerala").rects(size)
        s = self.scale = theme.scale_for(size)
        # the grounds panel: the view, and under it a strip for messages
        view_rect = self.rects["grounds"].inflate(-round(12 * s), -round(12 * s))
        view_rect.height = self.rects["message"].top - view_rect.top - round(4 * s)
        self.view = BoardView(view_rect, scale=s)
        self.panel = SeatPanel(self.rects["seats"], self.names, [st.color for st in self.setup.seats],
                               [st.level.capitalize() if st.kind == "computer" else "" for st in self.setup.seats], s)
        self.pass_button = Button(self.rects["pass"], "Pass", self.press_pass, s)
        self.skip_button = Button(self.rects["skip"], "Skip", self.press_skip, s)
        self.menu_button = Button(self.rects["menu"], "Menu", self.press_menu, s)
        self.scores_button = Button(self.rects["scores"], "See the scores", self.open_results, s, primary=True)
        self.widgets = [self.pass_button, self.skip_button, self.menu_button, self.scores_button]
        self.offer.place(self.rects["offer"], s)
        self.sync()

    def content_cells(self, seat) -> list:
        """What the view of ``seat``'s grounds fits: the stacks and every free cell next
        to an elephant (where tiles and moved stacks may come), so no target is cut off."""
        state = self.state
        stacks = state.stacks(seat)
        cells = list(stacks)
        for elephant in state.elephants(seat):
            cells += [n for n in neighbours(elephant) if n not in stacks]
        return cells

    def sync(self):
        """Bring widgets and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        pending = state.pending_special
        seat = state.current_seat
        self.pass_button.text = "Pass" if seat is None else f"Pass ({state.passes_left(seat)} left)"
        self.pass_button.enabled = (human and pending is None and self.question.asked is None
                                    and Pass() in state.legal_moves())
        self.pass_button.visible = not self.finished
        self.skip_button.visible = human and pending is not None
        self.skip_button.text = "Skip the move"
        self.scores_button.visible = self.finished and not self.demo
        for w in self.widgets:
            w.changed = True
        if not self.drag.holding:  # targets stay where they were shown while a piece is held
            self.view.show_cells(self.content_cells(self.focus if self.focus is not None else 0), margin=0.5)
        self.offer.arrange(len(state.offer))
        self.refresh_controls()

    def show_seat(self, seat: int) -> None:
        """Show ``seat``'s grounds large, fitted."""
        self.focus = seat
        self.view.auto_fit = True
        self.sync()

    def elephant_rects(self, seat: int):
        """Where ``seat``'s elephants are drawn in the big view."""
        return elephant_rects(self.state.elephants(seat), self.view)

    def mini_view(self, seat: int) -> BoardView:
        """The view of ``seat``'s grounds in the seat panel."""
        return self.grounds.mini_view(seat, self.panel.mini_rect(seat), self.scale, self.state, self.version)

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

    def table_clicked(self, pos) -> bool:
        """A click on a seat shows its grounds large."""
        seat = self.panel.seat_at(pos)
        if seat is None:
            return False
        self.show_seat(seat)
        return True

    def pointer_moved(self, pos):
        if self.panel.handle_motion(pos):
            self.dirty = True
        if self.offer.pointer_moved(pos, len(self.state.offer)):
            self.dirty = True

    def update_table(self, dt):
        if art.refine():
            self.dirty = True  # art drawn from a quick rescale is now sharp

    def drop_rect_at(self, pos):
        return self.rules.drop_rect_at(pos, self.drag.targets)

    def score_preview(self, piece, cell):
        side = self.rules.held_side(piece) if piece[0] == "offer" else None
        return self.preview.of(self.state, self.version, piece, cell, side)

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
            return f"{name}: which elephant moves?", "Click one of the glowing elephants."
        if state.pending_special == "move_elephant":
            return f"{name}: move an elephant?", "Drag an elephant to any free tile, or skip."
        if state.pending_special == "move_tile":
            return f"{name}: move a tile?", "Drag a highlighted stack next to an elephant, or skip."
        if self.holding_arch():
            return f"{name}'s turn", "Turn the arch with the wheel, right-click or R; drop it on a green cell."
        return f"{name}'s turn", "Drag a tile from the middle to a green cell, or pass."

    def banner_facts(self):
        return "Round {} of {}".format(*self.state.progress()) + f"  ·  {self.state.bag_size} in the bag"

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
            finished=self.finished, human_to_move=self.human_to_move,
            last_move=self.last_move, last_seat=self.last_seat, drop=self.drop_marks(drag))

    def draw_table(self, surface):
        self.drawing.draw_table(surface, self.picture)
        for widget in self.widgets:
            widget.draw(surface)

    def draw_over_table(self, surface):
        self.draw_message(surface, self.rects["message"], self.message or self.picture.drag.message)
        self.animator.draw(surface)
        self.drawing.draw_over_table(surface, self.picture)

    # ----------------------------------------------------------------- the flow
    def moved(self, seat, move):
        self.version += 1
        self.question.forget()
        self.arch.reset()
        if not isinstance(move, (Pass, SkipSpecial)):
            self.app.sounds.play("drop")
        if isinstance(move, Pass):
            self.message = f"{self.names[seat]} passes and lays an elephant down."
        elif isinstance(move, SkipSpecial):
            self.message = f"{self.names[seat]} skips the special move."
        nxt = self.state.current_seat
        if nxt is not None and (not self.is_computer(nxt) or self.all_computers):
            self.focus = nxt  # the view follows the people, never the computer players
        self.sync()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn from the old one stays."""
        self.version += 1
        self.question.forget()
        self.arch.reset()
        seat = self.state.current_seat
        if seat is not None and not self.is_computer(seat):
            self.focus = seat
        self.sync()

    @property
    def all_computers(self) -> bool:
        return all(self.is_computer(s) for s in range(self.state.players))

    def finish(self):
        super().finish()
        removed = [self.names[s] for s in range(self.state.players) if self.state.grounds_score(s).removed_cells]
        if removed:
            self.message = (f"Crossed-out areas are removed ({', '.join(removed)}): each of their tiles "
                            "costs 2 points. Click a player to see their grounds.")
        else:
            self.message = "Nobody had an area to remove. See the scores for the details."
        self.sync()

    def show_computer_move(self, move):
        if not ComputerGlide.carries(move):
            self.play(move)
            return
        seat = self.state.current_seat
        self.showing_move = True  # before the glide: with animations off it lands at once
        view = self.view if seat == self.focus else self.mini_view(seat)
        self.glide.start(move, self.state, view, self.offer, self.landed)

    def landed(self, move) -> None:
        """A computer's piece arrived: its move is played."""
        self.showing_move = False
        self.play(move)
