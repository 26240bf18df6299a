"""The Colors of Kasane table: the market, the kakemono, every seat's hand, kimono
and accessories; take a card by dragging it (or clicking it), then choose a
combination or end the turn.

The table owns the layout and the move flow and hands the rest to its neighbours:
``drag_rules`` (the drag delegate, the hover, the clicks, the chooser's keys and the
refusals), ``chooser`` and ``chooser_bar`` (the combination choice, listed on the
kakemono), ``glides`` (the game's animations), ``scores`` (the engine's scores and
score previews), ``sentences`` (what the message strip says), ``last_moves`` (the
turns outlined), and for drawing a :class:`~scenes.kasane.picture.KasanePicture` built
once per frame for ``table_layer`` (the kept picture, region by region: ``market``,
``kakemono``, ``seat_strip``), ``over_table`` and ``tooltips``, with what they draw
over the picture reported to the table's ``ScreenUpdates``. The computer seats, the history, the
banner's buttons, the wrapped message and saving come from ``scenes.table``.
"""
from __future__ import annotations

import dataclasses

import pygame

from game.kasane import Combine, Take
from game.kasane.data import SETUPS
from game.kasane.narration import other_changes
from game.narration import is_you, shown_name
from game.words import _, ngettext, pgettext
from scenes.kasane import hint_ghost, kakemono, market, over_table, sentences, table_layer, tooltips
from scenes.kasane.chooser import Chooser
from scenes.kasane.chooser_bar import ChooserActions, ChooserBar
from scenes.kasane.glides import Glides
from scenes.kasane.drag_rules import InputActions, KasaneInput, Turn
from scenes.kasane.last_moves import ACCESSORY, HAND, MarkedTurns, continues
from scenes.kasane.picture import KasanePicture, Selection
from scenes.kasane.places import Places
from scenes.kasane.scores import Scores
from scenes.kasane.table_layer import TableLayer
from scenes.kasane import lesson_targets
from scenes.table.base import TableScene
from scenes.table.messages import message_box
from scenes.ui import theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button
from scenes.table.controls import ways_out


class KasaneTable(TableScene):
    game_id = "kasane"

    def __init__(self, app, setup, **options):
        self.places: Places | None = None  # the layout's places, once laid out
        super().__init__(app, setup, **options)
        self.chooser: Chooser | None = None
        """The selection of a person who took a fabric card and may combine."""
        self.input = KasaneInput(self.turn, InputActions(self.play, self.show_combination, self.strip.refuse,
                                                         app.sounds.play, self.selection_changed,
                                                         self.strip.clear_refusal))
        """What may be picked up, clicked and refused (the drag's delegate)."""
        self.drag = DragController(self.input, app.settings.animation_scale)
        """What each frame draws over the kept picture (wiped from it the frame after)."""
        self.glides = Glides(self.animator, self.screen_updates, tuple(seat.color for seat in setup.seats))
        """The cards gliding to where a move puts them."""
        self.scores = Scores()
        """The engine's scores of the state shown, and its previews of a move."""
        self.chooser_bar: ChooserBar | None = None
        """The chooser's buttons (made by :meth:`layout`)."""
        self.scores_button: Button | None = None
        """The "See the scores" button, shown once the game is over (made by :meth:`layout`)."""
        self.marks = MarkedTurns.of_record(self.record, len(self.record.entries), self.record.state_at)
        """The turns outlined: every turn since the seat to move last played."""
        self.took: sentences.Took | None = None
        """What the turn being played took (the 4 from row 1): its sentence grows with the turn."""
        self.taking = None
        """The card the move being played takes (read before the move, for where it goes)."""
        self.combining_from = None
        """The game before the combination being played (for the bonuses it changes)."""
        self.passes_on = None
        """The card a person took when it combines with nothing: their turn ends by itself
        at the next update (None when it does not)."""
        """How many moves the record held when the table last looked (an undo or a redo
        changes it)."""
        self.layer: TableLayer | None = None
        """The table's picture between moves (made by :meth:`layout`)."""
        if self.state.phase == "combine" and self.human_to_move:
            self._offer_combinations()  # a saved game taken up after a person took a card

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.places = Places(size, self.state.players)
        self.rects = self.places.rects
        s = self.scale = self.places.scale
        self.menu_button, self.scores_button = ways_out(self.rects, s, self.press_menu, self.open_results)
        self.chooser_bar = ChooserBar(self.rects["message"], s, ChooserActions(
            self.input.change_selection, self.input.end_turn, self.input.reopen))
        self.widgets = [self.menu_button, self.scores_button, *self.chooser_bar.buttons.values()]
        self._sync()
        table_layer.warm(self.places, size)
        self.layer = TableLayer(size, self.strip.draw, self.screen_updates)
        self.layer.refresh(self.take_picture(), self.buttons(), self.chooser_bar)   # drawn now, not in the first frame

    def log_rect(self):
        return self.places.log

    def buttons(self) -> dict[str, Button]:
        """The table's own buttons kept in its picture (the chooser's are in its bar)."""
        return {"menu": self.menu_button, "scores": self.scores_button}

    def _sync(self):
        if self.places is None:   # not laid out yet
            return
        self.scores_button.visible = self.finished and not self.demo
        choosing = self.chooser is not None and self.human_to_move and not self.finished
        self.chooser_bar.show(self.chooser if choosing else None, choosing and self.chooser.opened)
        self.dirty = True

    def selection_changed(self):
        self.strip.clear_refusal()
        self._sync()

    # ----------------------------------------------------------------- the flow
    def play(self, move):
        self.taking = self.state.market[move.row][-1] if type(move) is Take else None
        self.combining_from = self.state.clone() if type(move) is Combine else None
        super().play(move)

    def moved(self, seat, move) -> str:
        state = self.state
        self.chooser = None
        passed, self.passes_on = self.passes_on, None
        name = self.names[seat]
        card = self.taking
        went = (ACCESSORY if card.is_accessory else HAND) if card is not None else None
        self.marks = self.marks.after(seat, move, went, state.current_seat, continues(state, seat))
        if type(move) is Take:
            self.app.sounds.play("drop")
            self.took = sentences.Took.of(move, card)
            may_combine = continues(state, seat)
            message = sentences.took(name, self.took, may_combine)
            if may_combine and not self.is_computer(seat):
                self._offer_combinations()
        elif type(move) is Combine:
            self.app.sounds.play("score")
            bonuses = other_changes(self.combining_from, state, seat)
            message = sentences.combined(name, self.took, state, seat, move, bonuses)
        elif passed is not None:
            message = sentences.passed_on(name, self.took, passed.is_accessory)
        else:
            message = sentences.ended(name, self.took)
        self.glides.landed()
        self._sync()
        return message if self.chooser is None or not self.chooser.opened else ""

    def may_move_changed(self):
        """The buttons and the hover follow whether the person may move now."""
        self._sync()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn or chosen from
        the old one stays (a person who took a card is offered the combinations again)."""
        self.chooser = None
        self.input.forget()
        self.glides.landed()
        self.passes_on = None
        shown = self.history.moment if self.looking_back else len(self.record.entries)
        self.marks = MarkedTurns.of_record(self.record, shown, self.record.state_at)
        turn = self.marks.of(self.state.current_seat) if self.state.phase == "combine" else None
        self.took = sentences.Took.of(turn.moves[0], self.state.taken) if turn else None
        if self.state.phase == "combine" and self.human_to_move:
            self._offer_combinations()
        self._sync()

    def forced_end(self) -> bool:
        """The player took a card and no combination may follow: the turn can only end
        (the engine's ``automatic_move``; the record takes it back with the take)."""
        return self.state.automatic_move() is not None

    def _offer_combinations(self):
        """After a person takes a card a combination may follow (a fabric card, or an
        accessory with the variant): the chooser, or the turn ends by itself when no
        combination is possible."""
        if self.forced_end():
            self.passes_on = self.state.taken
        else:
            self.chooser = Chooser(self.state)

    def update_table(self, dt):
        if self.passes_on is not None and self.state.phase != "combine":
            self.passes_on = None
        if self.passes_on is not None and self.human_to_move:
            self.play(self.state.automatic_move())

    def finish(self):
        super().finish()
        note = sentences.tie_break_note(self.state, self.names)
        if note:
            self.result = dataclasses.replace(self.result, note=note)
        self.strip.say(sentences.game_over(note))
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
        """(choice, rectangle to click) of every style the open chooser lists on the kakemono."""
        if not self.turn().chooser_open:
            return []
        return [(choice, self.places.style_label(choice.style)) for choice in self.chooser.choices()]

    # ---------------------------------------------------------------- the hooks
    def handle_table_event(self, event) -> bool:
        """The chooser's keys (Escape closes it)."""
        return event.type == pygame.KEYDOWN and self.input.key_pressed(event.key)

    def default_button(self):
        """Enter: See the scores at the end, End the turn while a combination may be chosen."""
        if self.scores_button.visible:
            return self.scores_button
        end = self.chooser_bar.buttons["end"]
        return end if end.visible else None

    def target_rect(self, target):
        return lesson_targets.target_rect(self, target)

    def pieces(self):
        return lesson_targets.pieces(self)

    def drop_rect_at(self, pos):
        place = self.input.refused_place_at(pos)
        return place[0] if place else None

    def score_preview(self, piece, target):
        return self.scores.of_take(self.state, self.version, piece[1])

    def pointer_moved(self, pos):
        if self.input.point_at(pos):
            self.dirty = True   # the highlights and tooltips are drawn over the picture

    def seat_label(self, seat):
        return self.places.label_rect(seat)

    def table_clicked(self, pos) -> bool:
        return self.input.clicked(pos)

    # ----------------------------------------------------------------- drawing
    def turn_headline(self):
        """Whose turn it is and what they may do, after the news of a round that has
        just begun (until its first card is taken)."""
        headline, guidance = self.turn_words()
        entry = self.history.last_entry()
        if (entry is not None and entry.round != self.state.round and not self.state.is_over
                and not self.looking_back):   # a past moment's guidance names the moment first
            # Translators: the news of a round just begun ("Round 2 begins."), then what the player may do.
            guidance = pgettext("two sentences, one after the other", "{first} {second}",
                                first=sentences.round_begins(self.state), second=guidance)
        return headline, guidance

    def turn_words(self) -> tuple[str, str]:
        seat = self.state.current_seat
        if self.finished or self.state.is_over or self.looking_back or self.is_computer(seat):
            return super().turn_headline()
        name = self.names[seat]
        if self.chooser is not None:
            # Translators: the banner's headline while a person may combine cards; {name} is the seat's name.
            headline = _("{name}: combine?", name=shown_name(name))
            if self.chooser.opened:
                # Translators: {summary} says what the selected cards are and what they can be.
                return headline, _("{summary} Or end your turn (Enter).", summary=self.chooser.summary())
            if self.state.taken.is_accessory:
                return headline, _("You took an accessory: click your hand to choose a combination, "
                                   "or end your turn (Enter).")
            # Translators: {value} is the number of the card taken (1 to 9).
            return headline, _("You took the {value}: click your hand to choose a combination, "
                               "or end your turn (Enter).", value=self.state.taken.value)
        guidance = _("Drag the rightmost card of a row to your row below, or click it.")
        return (_("Your turn") if is_you(name) else _("{name}'s turn", name=name)), guidance

    def banner_facts(self):
        """The round and the takes left in it (the market says the pile and the
        discards), and the variant when on."""
        round_, rounds = self.state.progress()
        facts = [_("Round {round} of {rounds}", round=round_, rounds=rounds)]
        if not self.state.is_over:
            left = sentences.takes_left(self.state, SETUPS[self.state.players].leftover)
            # Translators: how many cards may still be taken before the round ends.
            facts.append(ngettext("{count} take left", "{count} takes left", left, count=left))
        if self.state.variant:
            # Translators: the rulebook's variant is played.
            facts.append(_("Variant on"))
        return "  ·  ".join(facts)   # the banner's facts, apart: no sentence

    def message_area(self, choosing: bool) -> pygame.Rect:
        """Where the table's message goes: the strip under the table, or beside the chooser's
        bar (or the way back) at its end while that is there. While choosing, a message too
        long for the room beside the bar (a hint, a take-back) is said over the foot of the
        market, done with for the turn: grown upwards from the strip it covered the seats'
        names and levels."""
        if not (choosing or (self.looking_back and not self.replaying)):
            return self.rects["message"]
        beside = self.chooser_bar.message_room
        if choosing and self.strip.text:
            box = message_box(self.strip.text, beside, pygame.Rect((0, 0), self.size), self.scale,
                              self.strip.is_refusal)[0]
            if box.height > beside.height:
                market = self.places.rects["market"]
                return pygame.Rect(market.left, market.bottom - round(8 * self.scale) - 1, market.width, 1)
        return beside

    def take_picture(self) -> KasanePicture:
        state, drag = self.state, self.drag.view()
        choosing = self.chooser is not None and self.human_to_move and not self.finished
        selection = None
        if choosing:
            preview = self.scores.of_selection(state, self.version, self.chooser.choices())
            selection = Selection.of(self.chooser, preview[1] if preview else None)
        message_area = self.message_area(choosing)
        return KasanePicture(
            state=state, places=self.places, seats=self.setup.seats,
            message=self.strip.text, message_is_refusal=self.strip.is_refusal,
            message_area=message_area, finished=self.finished, human_to_move=self.human_to_move,
            drag=drag, pointer=self.pointer, hover=self.input.hover, hidden=self.glides.hidden, marks=self.marks,
            scores=self.scores.now(state, self.version), selection=selection, drop=self.drop_marks(drag),
            opened=self.scores.opened(state, self.version, self.input.hover) if self.human_to_move else None)

    def draw_table(self, surface):
        """The kept picture of the table (what changed on it; all of it while a page lies
        over the table, :meth:`ScreenUpdates.overlaid`), then what the pointer highlights."""
        whole = self.screen_updates.overlaid(self.app.manager.top is self)
        picture = self.picture
        self.layer.draw(surface, picture, self.buttons(), self.chooser_bar, whole)
        market.draw_hover(surface, picture, self.screen_updates)
        kakemono.draw_hover(surface, picture, self.screen_updates)

    def draw_hint(self, surface, moves):
        end = self.chooser_bar.buttons["end"]
        return hint_ghost.draw_hint(surface, self.picture, moves, end.rect if end.visible else None)

    def draw_over_table(self, surface):
        """A message too tall for its strip, the flying and held cards, and the tooltips,
        each told to the screen updates."""
        picture = self.picture
        if not self.layer.message_fits:
            box = self.strip.draw(surface, picture.message_area, picture.message, picture.message_is_refusal)
            self.screen_updates.moving(theme.panel_area(box))
        self.animator.draw(surface)
        over_table.draw_held(surface, picture, self.screen_updates)
        self.screen_updates.moving(tooltips.draw(surface, picture))

