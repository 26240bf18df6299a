"""What the Kasane table's message strip says: one sentence a turn, which grows as the
turn goes on ("Bea takes the 4 from row 1." becomes "Bea takes the 4 from row 1 and ends
the turn without combining."), so no part of a turn is replaced before it is read; a new
round and the end of the game (the engine decides; these only put it in words).

Each sentence is one message of the catalog, the take and what followed it together:
the turn's take is kept as a :class:`Took` (not as words) until the turn's last sentence
is said. A seat's name comes before a verb in the present tense, so the person spoken
to (a lesson's learner, :func:`game.narration.is_you`) has messages of their own."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import top_seats
from game.kasane import KAKEMONO, STYLE_NAMES, Combine, KasaneState, Take
from game.narration import is_you
from game.words import _, ngettext, pgettext, side_by_side


@dataclass(frozen=True)
class Took:
    """The card a turn took: the market row it came from (1 for the first) and its
    number (None: an accessory)."""

    row: int
    value: int | None

    @classmethod
    def of(cls, move: Take, card) -> Took:
        """The take ``move`` of ``card`` (the card it took)."""
        return cls(move.row + 1, None if card.is_accessory else card.value)

    @property
    def accessory(self) -> bool:
        return self.value is None


def took(name: str, take: Took, may_combine: bool) -> str:
    """A take (an accessory ends the turn, unless the variant lets a combination follow)."""
    you, row, value = is_you(name), take.row, take.value
    if take.accessory and may_combine:
        if you:
            return _("You take an accessory from row {row} (1 point); with the variant a combination may follow.",
                     row=row)
        return _("{name} takes an accessory from row {row} (1 point); with the variant a combination may follow.",
                 name=name, row=row)
    if take.accessory:
        if you:
            return _("You take an accessory from row {row} (1 point), and the turn ends.", row=row)
        return _("{name} takes an accessory from row {row} (1 point), and the turn ends.", name=name, row=row)
    if you:
        # Translators: {value} is the card's number (1 to 9), {row} the market row it came from.
        return _("You take the {value} from row {row}.", value=value, row=row)
    return _("{name} takes the {value} from row {row}.", name=name, value=value, row=row)


def combined(name: str, take: Took | None, state: KasaneState, seat: int, move: Combine,
             bonuses: list[str]) -> str:
    """After the combination is played: its cards are the kimono's last ones; the slot's
    points, then apart the ``bonuses`` it changed ("different fabrics +3"), as the log
    says. ``take``: the turn's take (None when the table does not know it)."""
    points = KAKEMONO[move.style][move.size]
    values = dict(name=name, cards="-".join(str(c.value) for c in state.kimonos[seat][-move.size:]),
                  style=_(STYLE_NAMES[move.style]), size=move.size, points=points)
    if bonuses:
        return _combined_with_bonuses(is_you(name), take, points, changes=side_by_side(bonuses), **values)
    return _combined_alone(is_you(name), take, points, **values)


def _combined_alone(you: bool, take: Took | None, count: int, **values) -> str:
    """:func:`combined` when the combination changed no bonus."""
    if take is None:
        if you:
            # Translators: {cards} are the combined cards' numbers ("3-4-5"), {style} the style's name, {size} the
            # slot's number of cards (2 or more), {points} the slot's points.
            return ngettext("You play {cards} as {style}, {size} cards: {points} point.",
                            "You play {cards} as {style}, {size} cards: {points} points.", count, **values)
        return ngettext("{name} plays {cards} as {style}, {size} cards: {points} point.",
                        "{name} plays {cards} as {style}, {size} cards: {points} points.", count, **values)
    if take.accessory:
        if you:
            return ngettext("You take an accessory from row {row} (1 point) and play {cards} as {style}, "
                            "{size} cards: {points} point.",
                            "You take an accessory from row {row} (1 point) and play {cards} as {style}, "
                            "{size} cards: {points} points.", count, row=take.row, **values)
        return ngettext("{name} takes an accessory from row {row} (1 point) and plays {cards} as {style}, "
                        "{size} cards: {points} point.",
                        "{name} takes an accessory from row {row} (1 point) and plays {cards} as {style}, "
                        "{size} cards: {points} points.", count, row=take.row, **values)
    if you:
        # Translators: {value} is the card taken (1 to 9), {cards} the combined cards' numbers ("3-4-5"), {style}
        # the style's name, {size} the slot's number of cards (2 or more), {points} the slot's points.
        return ngettext("You take the {value} from row {row} and play {cards} as {style}, {size} cards: "
                        "{points} point.",
                        "You take the {value} from row {row} and play {cards} as {style}, {size} cards: "
                        "{points} points.", count, value=take.value, row=take.row, **values)
    return ngettext("{name} takes the {value} from row {row} and plays {cards} as {style}, {size} cards: "
                    "{points} point.",
                    "{name} takes the {value} from row {row} and plays {cards} as {style}, {size} cards: "
                    "{points} points.", count, value=take.value, row=take.row, **values)


def _combined_with_bonuses(you: bool, take: Took | None, count: int, **values) -> str:
    """:func:`combined` when the combination changed bonuses (``changes``: "different fabrics +3")."""
    if take is None:
        if you:
            # Translators: as "You play {cards} as {style}...", then {changes}: the bonuses the combination changed,
            # "different fabrics +3, all cards played +2".
            return ngettext("You play {cards} as {style}, {size} cards: {points} point; {changes}.",
                            "You play {cards} as {style}, {size} cards: {points} points; {changes}.",
                            count, **values)
        return ngettext("{name} plays {cards} as {style}, {size} cards: {points} point; {changes}.",
                        "{name} plays {cards} as {style}, {size} cards: {points} points; {changes}.",
                        count, **values)
    if take.accessory:
        if you:
            return ngettext("You take an accessory from row {row} (1 point) and play {cards} as {style}, "
                            "{size} cards: {points} point; {changes}.",
                            "You take an accessory from row {row} (1 point) and play {cards} as {style}, "
                            "{size} cards: {points} points; {changes}.", count, row=take.row, **values)
        return ngettext("{name} takes an accessory from row {row} (1 point) and plays {cards} as {style}, "
                        "{size} cards: {points} point; {changes}.",
                        "{name} takes an accessory from row {row} (1 point) and plays {cards} as {style}, "
                        "{size} cards: {points} points; {changes}.", count, row=take.row, **values)
    if you:
        return ngettext("You take the {value} from row {row} and play {cards} as {style}, {size} cards: "
                        "{points} point; {changes}.",
                        "You take the {value} from row {row} and play {cards} as {style}, {size} cards: "
                        "{points} points; {changes}.", count, value=take.value, row=take.row, **values)
    return ngettext("{name} takes the {value} from row {row} and plays {cards} as {style}, {size} cards: "
                    "{points} point; {changes}.",
                    "{name} takes the {value} from row {row} and plays {cards} as {style}, {size} cards: "
                    "{points} points; {changes}.", count, value=take.value, row=take.row, **values)


def ended(name: str, take: Took | None) -> str:
    """A turn the seat ended without a combination."""
    you = is_you(name)
    if take is None:
        return _("You end the turn without combining.") if you else \
            _("{name} ends the turn without combining.", name=name)
    if take.accessory:
        if you:
            return _("You take an accessory from row {row} (1 point) and end the turn without combining.",
                     row=take.row)
        return _("{name} takes an accessory from row {row} (1 point) and ends the turn without combining.",
                 name=name, row=take.row)
    if you:
        return _("You take the {value} from row {row} and end the turn without combining.",
                 value=take.value, row=take.row)
    return _("{name} takes the {value} from row {row} and ends the turn without combining.",
             name=name, value=take.value, row=take.row)


def passed_on(name: str, take: Took | None, accessory: bool) -> str:
    """A turn that ended by itself: nothing combines with the card taken (``accessory``:
    the card was an accessory, taken with the variant)."""
    you = is_you(name)
    if take is None:
        if accessory:
            # Translators: {name} is a seat's name; the turn ended by itself.
            return _("{name}: nothing combines with the accessory, so the turn passes on.", name=name)
        return _("{name}: nothing combines with the card taken, so the turn passes on.", name=name)
    if take.accessory:
        if you:
            return _("You take an accessory from row {row} (1 point): nothing combines with the accessory, "
                     "so the turn passes on.", row=take.row)
        return _("{name} takes an accessory from row {row} (1 point): nothing combines with the accessory, "
                 "so the turn passes on.", name=name, row=take.row)
    if you:
        return _("You take the {value} from row {row}: nothing combines with it, so the turn passes on.",
                 value=take.value, row=take.row)
    return _("{name} takes the {value} from row {row}: nothing combines with it, so the turn passes on.",
             name=name, value=take.value, row=take.row)


def round_begins(state: KasaneState) -> str:
    """The news of a round just begun (its first player is the one the banner names)."""
    # the leftover cards always join the discards, so none left means they were reshuffled
    if not state.discards:
        return _("Round {round} begins; the discards were shuffled into the draw pile.", round=state.round)
    return _("Round {round} begins.", round=state.round)


def tie_break_note(state: KasaneState, names) -> str:
    """When the top score is shared, how the engine's winners were decided by the
    played cards (rulebook); "" without a tie."""
    scores = state.scores()
    top = top_seats(scores)
    if len(top) < 2:
        return ""
    # Translators: a seat and the cards it played, in a list: "Ana 11".
    played = side_by_side(pgettext("Colors of Kasane: a tied seat's played cards", "{name} {count}",
                                   name=names[s], count=state.played_count(s)) for s in top)
    if len(state.winners()) < len(top):
        # Translators: {played} is each tied seat with its played cards: "Ana 11, Ben 10".
        return ngettext("Tied on {points} point: the most played cards wins ({played}).",
                        "Tied on {points} points: the most played cards wins ({played}).",
                        max(scores), points=max(scores), played=played)
    return ngettext("Tied on {points} point and on played cards ({played}): the victory is shared.",
                    "Tied on {points} points and on played cards ({played}): the victory is shared.",
                    max(scores), points=max(scores), played=played)


def game_over(note: str) -> str:
    """The strip's last words; ``note``: how a tie was broken ("" without one)."""
    if note:
        # Translators: {note} says how a tie for the top score was broken.
        return _("The game is over. {note} See the scores for the details.", note=note)
    return _("The game is over. See the scores for the details.")


def takes_left(state: KasaneState, leftover: int) -> int:
    """Takes left in the round: the market's cards beyond the ``leftover`` the round
    ends with (the round's end is the engine's; this only counts toward it)."""
    return max(0, sum(len(row) for row in state.market) - leftover)
