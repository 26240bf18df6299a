"""The Colors of Kasane table: the market, the kakemono, every seat's hand, kimono
and accessories; take a card by dragging it (or clicking it), then choose a
combination or end the turn.

The table owns the layout and the move flow and hands the rest to its neighbours:
``input`` (the drag delegate, the hover, the clicks and their refusals), ``chooser``
and ``chooser_panel`` (the combination choice), ``glides`` (the game's animations),
``scores`` (the engine's scores and score previews), ``sentences`` (what the message
strip says), and for drawing a :class:`~scenes.kasane.picture.KasanePicture` built
once per frame for ``table_layer`` (the kept picture, region by region: ``market``,
``kakemono``, ``seat_strip``), ``over_table`` and ``tooltips``. The computer seats,
the history, the banner's buttons, the wrapped message and saving come from
``scenes.table``.
"""
from __future__ import annotations

import dataclasses

from game.kasane import Combine, EndTurn, Take
from scenes.kasane import kakemono, market, over_table, sentences, table_layer, tooltips
from scenes.kasane.chooser import Chooser
from scenes.kasane.chooser_panel import ChooserActions, ChooserPanel
from scenes.kasane.glides import Glides
from scenes.kasane.input import InputActions, KasaneInput, Turn
from scenes.kasane.last_turn import LastTurn
from scenes.kasane.picture import KasanePicture, Selection
from scenes.kasane.places import Places
from scenes.kasane.scores import Scores
from scenes.kasane.table_layer import TableLayer
from scenes.table.base import TableScene
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button


class KasaneTable(TableScene):
    game_id = "kasane"

    def __init__(self, app, setup, **options):
        self.places: Places | None = None  # the layout's places, once laid out
        super().__init__(app, setup, **options)
        self.chooser: Chooser | None = None
        """The selection of a person who took a fabric card and may combine."""
        self.input = KasaneInput(self.turn, InputActions(self.play, self.show_combination, self.refuse,
                                                         app.sounds.play, self._sync))
        """What may be picked up, clicked and refused (the drag's delegate)."""
        self.drag = DragController(self.input, app.settings.animation_scale)
        self.glides = Glides(self.animator, self.screen_updates, tuple(seat.color for seat in setup.seats))
        """The cards gliding to where a move puts them."""
        self.scores = Scores()
        """The engine's scores of the state shown, and its previews of a move."""
        self.chooser_panel: ChooserPanel | None = None
        """The chooser on screen (made by :meth:`layout`)."""
        self.scores_button: Button | None = None
        """The "See the scores" button, shown once the game is over (made by :meth:`layout`)."""
        self.last_turn = LastTurn()
        """What the last seat to act did in its turn (outlined until the next seat acts)."""
        self.ends_by_itself = ""
        """Why a person's turn ends by itself at the next update: the card they took combines
        with nothing ("" when it does not)."""
        self.version = 0
        """How many times the state shown changed (a move, undo, redo, a past moment)."""
        self.layer: TableLayer | None = None
        """The table's picture between moves (made by :meth:`layout`)."""
        self.round_before = self.state.round
        """The round before the move being played (a new one is told)."""
        if self.state.phase == "combine" and self.human_to_move:
            self._offer_combinations()  # a saved game taken up after a person took a card

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.places = Places(size, self.state.players)
        self.rects = self.places.rects
        s = self.scale = self.places.scale
        self.menu_button = Button(self.rects["menu"], "Menu", self.press_menu, s)
        self.scores_button = Button(self.rects["scores"], "See the scores", self.open_results, s, primary=True)
        self.chooser_panel = ChooserPanel(self.rects["chooser"], s, ChooserActions(
            self.input.change_selection, self.input.end_turn, self.input.choose))
        self.widgets = [self.menu_button, self.scores_button, *self.chooser_panel.buttons.values()]
        self._sync()
        table_layer.warm(self.places)
        self.layer = TableLayer(size, self.draw_message, self.screen_updates)
        self.layer.refresh(self.take_picture())   # the whole table drawn now, not in the first frame

    def _sync(self):
        if self.places is None:   # not laid out yet
            return
        self.scores_button.visible = self.finished and not self.demo
        for button in self.widgets:
            button.changed = True
        self.chooser_panel.show(self.chooser if self.human_to_move else None)
        self.dirty = True

    # ----------------------------------------------------------------- the flow
    def play(self, move):
        self.round_before = self.state.round
        super().play(move)

    def moved(self, seat, move):
        self.version += 1
        state = self.state
        self.chooser = None
        why, self.ends_by_itself = self.ends_by_itself, ""
        name = self.names[seat]
        may_combine = type(move) is Take and state.phase == "combine" and state.current_seat == seat
        took_fabric = may_combine and not state.taken.is_accessory
        went = ("hand" if took_fabric else "accessory") if type(move) is Take else None
        self.last_turn = self.last_turn.after(seat, move, went)
        if type(move) is Take:
            self.app.sounds.play("drop")
            self.message = sentences.took(name, move, state.taken if took_fabric else None, may_combine)
            if may_combine and not self.is_computer(seat):
                self._offer_combinations()
        elif type(move) is Combine:
            self.app.sounds.play("score")
            self.message = sentences.combined(name, state, seat, move)
        else:
            self.message = sentences.ended(name, why)
        if state.round != self.round_before and not state.is_over:
            self.say(sentences.round_begins(state, self.names))
        self.glides.landed()
        self._sync()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn or chosen from
        the old one stays (a person who took a card is offered the combinations again)."""
        self.version += 1
        self.chooser = None
        self.input.forget()
        self.glides.landed()
        self.ends_by_itself = ""
        self.round_before = self.state.round
        if self.layer is not None:
            self.layer.forget()
        if self.state.phase == "combine" and self.human_to_move:
            said = self.message  # what undo or redo said stays in the strip
            self._offer_combinations()
            self.message = said
        self._sync()

    def _offer_combinations(self):
        """After a person takes a card a combination may follow (a fabric card, or an
        accessory with the variant): the chooser, or the turn ends by itself when no
        combination is possible."""
        if any(type(m) is Combine for m in self.state.legal_moves()):
            self.chooser = Chooser(self.state)
            self.message = ""
        else:
            self.ends_by_itself = sentences.no_combination(self.state.taken)

    def update_table(self, dt):
        if self.ends_by_itself and self.state.phase != "combine":
            self.ends_by_itself = ""
        if self.ends_by_itself and self.human_to_move:
            self.play(EndTurn())

    def finish(self):
        super().finish()
        note = sentences.tie_break_note(self.state, self.names)
        if note:
            self.result = dataclasses.replace(self.result, note=note)
        self.message = sentences.game_over(note)
        self._sync()

    # ---------------------------------------------------------- computer moves
    def show_computer_move(self, move):
        self.showing_move = True
        if type(move) is Take:
            self.glides.take(self.state, self.places, move, lambda: self._animation_done(move))
        elif type(move) is Combine:
            self.show_combination(move)
        else:
            self._animation_done(move)   # nothing travels: the pacing keeps it on show

    def show_combination(self, move):
        """The cards glide from the hand to the kimono and the button onto the kakemono,
        then the move is played (a person's choice too)."""
        self.showing_move = True
        self.glides.combination(self.state, self.places, move, lambda: self._animation_done(move))

    def _animation_done(self, move):
        self.showing_move = False
        self.glides.landed()
        self.play(move)

    # ------------------------------------------- for the input rules and the bench
    def turn(self) -> Turn:
        """What the input rules read of the table now."""
        return Turn(self.state, self.places, self.chooser, self.human_to_move, self.finished, tuple(self.names))

    def chooser_options(self) -> list:
        """(choice, rectangle) of every combination the chooser shows now."""
        choices = self.chooser.choices() if self.chooser is not None else []
        return self.chooser_panel.options(choices)

    # ---------------------------------------------------------------- the hooks
    def drop_rect_at(self, pos):
        place = self.input.refused_place_at(pos)
        return place[0] if place else None

    def score_preview(self, piece, target):
        return self.scores.of_take(self.state, self.version, piece[1])

    def pointer_moved(self, pos):
        if self.input.point_at(pos):
            self.dirty = True

    def table_clicked(self, pos) -> bool:
        """A left click that is not a pick-up: the chooser's panel, then the input's rules."""
        choosing = not self.finished and self.chooser is not None and self.human_to_move
        if choosing and self.chooser_panel.click(pos, self.chooser.choices()):
            return True
        return self.input.clicked(pos)

    # ----------------------------------------------------------------- drawing
    def turn_headline(self):
        seat = self.state.current_seat
        if self.finished or self.state.is_over or self.looking_back or self.is_computer(seat):
            return super().turn_headline()
        name = self.names[seat]
        if self.chooser is not None:
            return f"{name}: combine?", "Choose a style for the selected cards, or end your turn."
        return f"{name}'s turn", "Drag the rightmost card of a row to your row below, or click it."

    def banner_facts(self):
        """The round (the market says the pile and the discards), and the variant when on."""
        facts = "Round {} of {}".format(*self.state.progress())
        return facts + "  ·  Variant on" if self.state.variant else facts

    def take_picture(self) -> KasanePicture:
        state, drag = self.state, self.drag.view()
        choosing = self.chooser is not None and self.human_to_move
        selection = Selection.of(self.chooser) if choosing else None
        return KasanePicture(
            state, self.places, self.setup.seats,
            self.message or drag.message, self.message_is_refusal, self.finished, self.human_to_move, drag,
            self.pointer, self.input.hover, self.glides.hidden, self.last_turn, self.scores.now(state, self.version),
            selection,
            self.scores.of_selection(state, self.version, selection.choices) if selection else None,
            self.drop_marks(drag))

    def draw_table(self, surface):
        """The kept picture of the table, then what the pointer highlights and the buttons."""
        picture = self.picture
        self.layer.draw(surface, picture)
        if picture.selection is not None:
            self.chooser_panel.draw(surface, picture)
        else:
            market.draw_hover(surface, picture)
        kakemono.draw_hover(surface, picture)
        self.menu_button.draw(surface)
        self.scores_button.draw(surface)

    def draw_over_table(self, surface):
        """A message too tall for its strip, the selection's preview, the flying and held
        cards, and the tooltips."""
        picture = self.picture
        if not self.layer.message_fits:
            self.draw_message(surface, picture.rects["message"], picture.message)
        over_table.draw_selection_preview(surface, picture, self.screen_updates)
        self.animator.draw(surface)
        over_table.draw_held(surface, picture, self.screen_updates)
        tooltips.draw(surface, picture)
