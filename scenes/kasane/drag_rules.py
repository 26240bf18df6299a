"""The Kasane table's input rules: what may be picked up and where it goes (the drag
controller's delegate), what the pointer rests on, the clicks that are not pick-ups
(the chooser's selection, the styles it lists on the kakemono, the kakemono's slots),
the chooser's keys (Escape closes it, Enter ends the turn), and the sentence of each
refusal, the engine's ``why_illegal`` wherever it has one."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.kasane import Combine, EndTurn, KasaneState, Take
from game.narration import is_you
from game.words import _, ngettext
from scenes.kasane.chooser import PLAYABLE, Chooser, SlotChoice
from scenes.kasane.places import Places

HAND = "hand"             # the one drop target: the current seat's strip


@dataclass(frozen=True)
class Turn:
    """What the input rules read of the table when an event comes."""

    state: KasaneState
    places: Places
    chooser: Chooser | None
    human_to_move: bool
    finished: bool
    names: tuple[str, ...]

    @property
    def choosing(self) -> bool:
        """A person chooses a combination for the card they took (the chooser open or not)."""
        return self.chooser is not None and self.human_to_move and not self.finished

    @property
    def chooser_open(self) -> bool:
        return self.choosing and self.chooser.opened


@dataclass(frozen=True)
class InputActions:
    play: Callable
    """Play a legal move."""
    show_combination: Callable
    """Glide a combination's cards to the kimono, then play it."""
    refuse: Callable[[str], None]
    """Say why a drop or a click was not a legal move."""
    sound: Callable[[str], None]
    selection_changed: Callable[[], None]
    """The chooser's selection changed (or it was closed or opened): its buttons and
    the table show it anew, and a refusal on show goes."""
    picked_up: Callable[[], None]
    """A card was picked up: a refusal on show goes."""


class KasaneInput:
    def __init__(self, now: Callable[[], Turn], actions: InputActions):
        self.now = now
        """The table as it stands, read at each event."""
        self.actions = actions
        self.hover: tuple | None = None
        """("market", row, i), ("slot", key), ("score", seat) or ("kimono", seat) under the pointer."""

    # -------------------------------------------------------------- the drag delegate
    def drag_source_at(self, pos):
        turn = self.now()
        state = turn.state
        if not turn.human_to_move or turn.finished or state.phase != "take":
            return None
        legal = state.legal_moves()
        for row, cards in enumerate(state.market):
            if cards and turn.places.market_card(row, len(cards) - 1).collidepoint(pos) and Take(row) in legal:
                self.actions.sound("pickup")
                self.actions.picked_up()
                return ("market", row)
        return None

    def drag_targets(self, piece):
        turn = self.now()
        return {HAND: turn.places.seat_rows[turn.state.current_seat]}

    def drag_drop(self, piece, key):
        self.actions.play(Take(piece[1]))

    def drag_refused(self, piece, pos):
        place = self.refused_place_at(pos)
        sentence = place[1] if place else _("Drop the card on your own row at the bottom (it glows), or click it "
                                            "to take it.")
        self.actions.refuse(sentence)

    def drag_click_target(self, piece):
        return HAND  # a click on the card takes it

    def refused_place_at(self, pos):
        """(rectangle, why) of the place under ``pos`` where a held card may not go: another
        seat's row or the kakemono; None elsewhere."""
        turn = self.now()
        places = turn.places
        seat = turn.state.current_seat
        for other, row in enumerate(places.seat_rows):
            if other != seat and row.collidepoint(pos):
                if is_you(turn.names[other]):
                    return row, _("That is your row: the card you take goes into your own row, the one that glows.")
                # Translators: {name} is the seat whose row the card is held over.
                return row, _("That is {name}'s row: the card you take goes into your own row, the one that glows.",
                              name=turn.names[other])
        kakemono = places.rects["kakemono"]
        if kakemono.collidepoint(pos):
            slot = places.slot_at(pos)
            return (places.slots[slot] if slot else kakemono,
                    _("A card goes into your hand first; then you may combine cards of your hand for a slot."))
        return None

    # -------------------------------------------------------------------- the pointer
    def point_at(self, pos) -> bool:
        """The pointer moved to ``pos``; True when what it rests on changed."""
        hover = self.hover_at(self.now(), pos)
        if hover == self.hover:
            return False
        self.hover = hover
        return True

    def forget(self) -> None:
        """The state shown was replaced: nothing is under the pointer until it moves."""
        self.hover = None

    @staticmethod
    def hover_at(turn: Turn, pos):
        state, places = turn.state, turn.places
        for row, cards in enumerate(state.market):
            for i in range(len(cards)):
                if places.market_card(row, i).collidepoint(pos):
                    return ("market", row, i)
        slot = places.slot_at(pos)
        if slot is not None:
            return ("slot", slot)
        for seat in range(state.players):
            if places.score_rect(seat).collidepoint(pos):
                return ("score", seat)
            if places.kimono_zone(seat).collidepoint(pos) and state.kimonos[seat]:
                return ("kimono", seat)
        return None

    # --------------------------------------------------------------------- the clicks
    def clicked(self, pos) -> bool:
        """A left click that is not a pick-up nor on a button: market refusals, the
        chooser's selection in the seat's strip (which opens a closed chooser), the styles
        it lists, the kakemono."""
        turn = self.now()
        state, places = turn.state, turn.places
        if turn.finished:
            return False
        for row, cards in enumerate(state.market):
            for i in range(len(cards)):
                if places.market_card(row, i).collidepoint(pos):
                    self.actions.refuse(self.market_refusal(turn, row, i))
                    return True
        if turn.choosing and self.selection_clicked(turn, pos):
            return True
        if turn.chooser_open:
            for choice in turn.chooser.choices():
                if places.style_label(choice.style).collidepoint(pos):
                    self.choose(choice)
                    return True
        slot = places.slot_at(pos)
        if slot is not None and turn.human_to_move:
            self.press_slot(slot)
            return True
        return False

    def selection_clicked(self, turn: Turn, pos) -> bool:
        """A click on the hand widens the selection to it; on the kimono's last card, puts
        it in or out (either opens a closed chooser)."""
        state, places, chooser = turn.state, turn.places, turn.chooser
        seat = state.current_seat
        hand = places.hand_cards(seat, len(state.hands[seat]))
        for i, rect in reversed(list(enumerate(hand))):
            if rect.collidepoint(pos):
                chooser.widen_to(i)
                chooser.opened = True
                self.actions.selection_changed()
                return True
        kimono = places.kimono_cards(seat, len(state.kimonos[seat]))
        if kimono and kimono[-1].collidepoint(pos):
            if chooser.opened:
                chooser.toggle_reuse()
            chooser.opened = True
            self.actions.selection_changed()
            return True
        if len(kimono) > 1 and any(r.collidepoint(pos) for r in kimono[:-1]):
            self.actions.refuse(_("Only the kimono's last card may start a new combination."))
            return True
        return False

    @staticmethod
    def market_refusal(turn: Turn, row: int, index: int) -> str:
        state = turn.state
        seat = state.current_seat
        if seat is None:
            return _("The game is over.")
        if not turn.human_to_move:
            if is_you(turn.names[seat]):
                return _("It is your turn.")
            return _("It is {name}'s turn.", name=turn.names[seat])
        if index != len(state.market[row]) - 1:
            return _("Only the rightmost card of a row can be taken.")
        return state.why_illegal(Take(row)) or _("Drag the card to your row, or click it.")

    def press_slot(self, slot):
        """A click on a kakemono slot while choosing: play it, or say why not."""
        turn = self.now()
        chooser = turn.chooser
        style, size = slot
        if chooser is not None and not chooser.opened:
            self.reopen()
            return
        if chooser is None:
            if turn.state.phase == "take":
                self.actions.refuse(_("Take a card from the market first; then you may combine."))
            return
        for choice in chooser.choices():
            if choice.style == style and choice.size == size:
                self.choose(choice)
                return
        reason = turn.state.why_illegal(Combine(chooser.length, chooser.reuse, style))
        if size != chooser.size:
            # Translators: {size} is the slot's number of cards (2 or more), {count} the selection's.
            reason = ngettext("That slot needs {size} cards; your selection has {count}. "
                              "Click cards of your hand to change it.",
                              "That slot needs {size} cards; your selection has {count}. "
                              "Click cards of your hand to change it.", chooser.size, size=size, count=chooser.size)
        self.actions.refuse(reason or _("These cards cannot take that slot."))

    def choose(self, choice: SlotChoice):
        """A style the chooser lists: play it, or say why it cannot be played."""
        if choice.status == PLAYABLE:
            self.actions.show_combination(choice.move)
        else:
            self.actions.refuse(choice.reason)

    def end_turn(self):
        turn = self.now()
        if turn.human_to_move and turn.state.phase == "combine":
            self.actions.play(EndTurn())

    def reopen(self):
        """The chooser, closed by Escape, opens again."""
        chooser = self.now().chooser
        if chooser is not None:
            chooser.opened = True
            self.actions.selection_changed()

    def key_pressed(self, key: int) -> bool:
        """The chooser's key: Escape closes it (the innermost thing first); True when used.
        Enter is the table's default button (End the turn)."""
        turn = self.now()
        if not turn.choosing:
            return False
        if key == pygame.K_ESCAPE and turn.chooser.opened:
            turn.chooser.opened = False
            self.actions.selection_changed()
            return True
        return False

    def change_selection(self, how: str):
        """The chooser's buttons: "more" or "fewer" hand cards, the "kimono" card in or out."""
        chooser = self.now().chooser
        if chooser is None:
            return
        if how == "more":
            chooser.widen_to(chooser.hand_size - chooser.length - 1)
        elif how == "fewer" and chooser.length > 1:
            chooser.length -= 1
        elif how == "kimono" and not chooser.toggle_reuse():
            self.actions.refuse(_("Your kimono is empty: there is no last card to add."))
        self.actions.selection_changed()
