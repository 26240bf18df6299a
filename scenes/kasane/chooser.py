"""The combination chooser: which cards are selected, and what the kakemono offers
for them (pure logic, no pygame).

After taking a fabric card the player widens a selection from the right end of the
hand and may put the kimono's last card in front of it. For that selection every
style the cards form is listed with its slot: playable, taken (by whom), or refused
by the best-slot rule; the engine decides each one (``legal_moves`` and
``why_illegal``), the chooser only arranges them.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.kasane import KAKEMONO, Combine
from game.kasane.styles import styles_of_values
from game.words import _, ngettext

PLAYABLE, TAKEN, WORSE = "playable", "taken", "worse"


@dataclass(frozen=True)
class SlotChoice:
    """One style the selected cards form, with its slot's points and its standing."""

    style: str
    size: int
    points: int
    status: str          # PLAYABLE, TAKEN or WORSE (the best-slot rule refuses it)
    move: Combine
    reason: str          # why it cannot be played ("" when it can)


class Chooser:
    """The selection for the seat that just took a fabric card."""

    def __init__(self, state):
        self.state = state
        seat = state.current_seat
        self.hand_size = len(state.hands[seat])
        self.kimono_size = len(state.kimonos[seat])
        self.length = 1
        self.reuse = False
        self.opened = True
        """The chooser shows (Escape closes it, a click on the hand or its button opens it again)."""
        self.kept_choices: tuple = (None, [])
        """((length, reuse), the choices of that selection): the table shows them in every frame."""
        best = max(state.combine_options(), key=lambda o: (o.points, -o.size), default=None)
        if best is not None:
            self.length, self.reuse = best.move.length, best.move.reuse_last

    def widen_to(self, hand_index: int) -> None:
        """Select the hand from ``hand_index`` to its right end (the new card is always in)."""
        if 0 <= hand_index < self.hand_size:
            self.length = self.hand_size - hand_index

    def toggle_reuse(self) -> bool:
        """Put the kimono's last card in front of the selection, or take it out; False
        when the kimono is empty."""
        if not self.kimono_size:
            return False
        self.reuse = not self.reuse
        return True

    @property
    def cards(self):
        return self.state.combination_cards(self.length, self.reuse)

    @property
    def size(self) -> int:
        return self.length + (1 if self.reuse else 0)

    def choices(self) -> list[SlotChoice]:
        """Every style the selection forms at a size the kakemono has, in board order."""
        if self.kept_choices[0] != (self.length, self.reuse):
            self.kept_choices = ((self.length, self.reuse), self.list_choices())
        return list(self.kept_choices[1])

    def list_choices(self) -> list[SlotChoice]:
        state = self.state
        values = tuple(c.value for c in self.cards)
        size = len(values)
        legal = set(state.legal_moves())
        out = []
        for style in styles_of_values(values):
            move = Combine(self.length, self.reuse, style)
            if move in legal:
                out.append(SlotChoice(style, size, KAKEMONO[style][size], PLAYABLE, move, ""))
                continue
            reason = state.why_illegal(move) or ""
            status = TAKEN if state.kakemono.get((style, size)) is not None else WORSE
            out.append(SlotChoice(style, size, KAKEMONO[style][size], status, move, reason))
        return out

    def summary(self) -> str:
        """A line saying what the selection is and what it can be."""
        values = "-".join(str(c.value) for c in self.cards)
        choices = self.choices()
        if self.size < 2:
            # Translators: {cards} is the selected card's number.
            return _("{cards}: one card is not a combination. Click more cards of your hand.", cards=values)
        if not choices:
            # Translators: {cards} are the selected cards' numbers ("3-4-5"), {count} how many they are (2 or more).
            return ngettext("{cards} ({count} card) forms no style with a slot on the kakemono.",
                            "{cards} ({count} cards) forms no style with a slot on the kakemono.",
                            self.size, cards=values, count=self.size)
        if not any(c.status == PLAYABLE for c in choices):
            return ngettext("{cards} ({count} card): every slot these cards could take is closed to you.",
                            "{cards} ({count} cards): every slot these cards could take is closed to you.",
                            self.size, cards=values, count=self.size)
        return ngettext("{cards} ({count} card): click a style outlined in green on the kakemono.",
                        "{cards} ({count} cards): click a style outlined in green on the kakemono.",
                        self.size, cards=values, count=self.size)
