"""What Colors of Kasane's Hint says (:class:`session.hints.HintWords`): each step of
the turn as advice (the card and its market row, the combination: its cards, its style
and the kakemono slot it takes), and why: the rule of the combination's style, and the
bonuses the turn changes (an accessory, different fabrics, every card played).

The Review says the same steps, naming the same places, as the turn played and as the
hard computer's turn in its place (:func:`said`), and why with the same reasons.
"""
from __future__ import annotations

from game.kasane import Combine, EndTurn, Take
from game.kasane.data import KAKEMONO, STYLE_NAMES, STYLE_RULES
from game.narration import is_you
from game.words import N_, _
from session.hints import GameHintWords, Reason, ReasonWords

#: Each kind of step as it is said (:func:`said`), messages: as advice (the Hint, in the
#: present), as played (the Review's turn played, in the past, ``{name}`` the mover; "played
#: by you" when the mover is a lesson's learner, spoken to) and
#: as the hard computer's turn in its place (the Review's "would have"); each (the turn's
#: first step, a later one). ``{value}`` is a card's number, ``{row}`` its market row,
#: ``{cards}`` a combination's numbers ("3-4-5"), ``{style}`` its style, ``{size}`` its slot's cards.
SAID = {
    "take": {
        # Translators: the Hint's advice: {value} is a card's number (1 to 9), {row} its market row.
        "advice": (N_("Take the {value} from row {row}."),) * 2,
        # Translators: the Review: {name} is the seat that played, {value} a card's number, {row} its market row.
        "played": (N_("{name} took the {value} from row {row}."),) * 2,
        "played by you": (N_("You took the {value} from row {row}."),) * 2,
        "would": (N_("The hard computer would have taken the {value} from row {row}."),) * 2,
    },
    "take accessory": {
        "advice": (N_("Take the accessory from row {row}."),) * 2,
        "played": (N_("{name} took the accessory from row {row}."),) * 2,
        "played by you": (N_("You took the accessory from row {row}."),) * 2,
        "would": (N_("The hard computer would have taken the accessory from row {row}."),) * 2,
    },
    "combine": {
        # Translators: the Hint's advice: {cards} are the cards' numbers ("3-4-5"), {style} a style's name, {size}
        # the number of cards of the kakemono slot the combination takes (2 or more).
        "advice": (N_("Combine {cards} as {style}, on its {size}-card slot."),
                   N_("Then combine {cards} as {style}, on its {size}-card slot.")),
        "played": (N_("{name} combined {cards} as {style}, on its {size}-card slot."),
                   N_("Then {name} combined {cards} as {style}, on its {size}-card slot.")),
        "played by you": (N_("You combined {cards} as {style}, on its {size}-card slot."),
                          N_("Then you combined {cards} as {style}, on its {size}-card slot.")),
        "would": (N_("The hard computer would have combined {cards} as {style}, on its {size}-card slot."),
                  N_("Then it would have combined {cards} as {style}, on its {size}-card slot.")),
    },
    "combine with kimono": {
        "advice": (N_("Combine {cards}, starting with your kimono's last card, as {style}, "
                      "on its {size}-card slot."),
                   N_("Then combine {cards}, starting with your kimono's last card, as {style}, "
                      "on its {size}-card slot.")),
        "played": (N_("{name} combined {cards}, starting with the kimono's last card, as {style}, "
                      "on its {size}-card slot."),
                   N_("Then {name} combined {cards}, starting with the kimono's last card, as {style}, "
                      "on its {size}-card slot.")),
        "played by you": (N_("You combined {cards}, starting with your kimono's last card, as {style}, "
                             "on its {size}-card slot."),
                          N_("Then you combined {cards}, starting with your kimono's last card, as {style}, "
                             "on its {size}-card slot.")),
        "would": (N_("The hard computer would have combined {cards}, starting with the kimono's last card, "
                     "as {style}, on its {size}-card slot."),
                  N_("Then it would have combined {cards}, starting with the kimono's last card, as {style}, "
                     "on its {size}-card slot.")),
    },
    "end turn": {
        "advice": (N_("End the turn without combining."), N_("Then end the turn without combining.")),
        "played": (N_("{name} ended the turn without combining."),
                   N_("Then {name} ended the turn without combining.")),
        "played by you": (N_("You ended the turn without combining."),
                          N_("Then you ended the turn without combining.")),
        "would": (N_("The hard computer would have ended the turn without combining."),
                  N_("Then it would have ended the turn without combining.")),
    },
}

#: Each kind of reason (:class:`session.hints.ReasonWords`), messages: said to the person
#: at the screen (the Hint), and of the mover by name (the Review) where it speaks of the
#: seat. ``{points}`` is a number of points ("3 points").
REASONS = {
    # Translators: why a move is good: {style} is a style's name, {rule} what the style asks of the cards
    # ("2 to 6 cards whose numbers add up to 10"), {points} the slot's points ("5 points").
    "combination": ReasonWords((N_("{style} is {rule}."), N_("{style} is {rule}: its slot pays {points}."))),
    # Translators: why a move is good: {value} is the number of a card kept in the hand.
    "kept": ReasonWords((N_("The {value} stays in your hand for a later combination."), ""),
                        # Translators: the Review's reason: {name} is the seat that played.
                        (N_("The {value} stays in {name}'s hand for a later combination."), "")),
    "Accessories": ReasonWords((N_("The accessory counts for you."), N_("The accessory adds {points}.")),
                               (N_("The accessory counts for {name}."), N_("The accessory adds {points}."))),
    "Different fabrics": ReasonWords(
        (N_("The different fabrics in your kimono raise their bonus."),
         N_("The different fabrics in your kimono raise their bonus by {points}.")),
        (N_("The different fabrics in {name}'s kimono raise their bonus."),
         N_("The different fabrics in {name}'s kimono raise their bonus by {points}."))),
    "Fewer different fabrics": ReasonWords(
        (N_("The different fabrics in your kimono lower their bonus."),
         N_("The different fabrics in your kimono lower their bonus by {points}.")),
        (N_("The different fabrics in {name}'s kimono lower their bonus."),
         N_("The different fabrics in {name}'s kimono lower their bonus by {points}."))),
    "All cards played": ReasonWords((N_("Every card is played: the bonus for it counts."),
                                     N_("Every card is played: {points} more."))),
}


def place(before, move, after) -> tuple[str, dict]:
    """The kind of step ``move`` is (a key of :data:`SAID`) and what it names: the card
    and its market row, a combination's cards, style and kakemono slot."""
    if isinstance(move, Take):
        card = before.market[move.row][-1]
        return ("take accessory" if card.is_accessory else "take"), {"value": card.value, "row": move.row + 1}
    if isinstance(move, Combine):
        cards = "-".join(str(card.value) for card in before.combination_cards(move.length, move.reuse_last))
        return ("combine with kimono" if move.reuse_last else "combine"), {
            "cards": cards, "style": _(STYLE_NAMES[move.style]), "size": move.size}
    if isinstance(move, EndTurn):
        return "end turn", {}
    raise ValueError(f"no words for {move!r}")


def said(before, move, after, first: bool, mood: str, name: str = "") -> str | None:
    """One step in words (:meth:`session.hints.HintWords.said`)."""
    kind, where = place(before, move, after)
    if mood == "played" and is_you(name):
        mood = "played by you"
    return _(SAID[kind][mood][0 if first else 1], name=name, **where)


def step(before, move, after, first: bool) -> str:
    """The advice for one step (:meth:`session.hints.HintWords.step`)."""
    return said(before, move, after, first, "advice")


def reasons(before, after, seat: int, name: str | None = None) -> list[Reason]:
    """Why the turn is good (:meth:`session.hints.HintWords.reasons`): each combination
    it makes (its style's rule), and each bonus it changes."""
    found = []
    made = combinations_made(before, after, seat)
    for style, size in made:
        found.append(REASONS["combination"].reason(KAKEMONO[style][size], name, style=_(STYLE_NAMES[style]),
                                                   rule=_(STYLE_RULES[style])))
    old, new = bonuses(before, seat), bonuses(after, seat)
    changed = False
    for category in ("Accessories", "Different fabrics", "All cards played"):
        change = new.get(category, 0) - old.get(category, 0)
        if change:
            changed = True
            found.append(REASONS["Fewer different fabrics" if change < 0 else category].reason(change, name))
    if not made and not changed and after.hands[seat]:
        found.append(REASONS["kept"].reason(0, name, value=after.hands[seat][-1].value))
    return found


def bonuses(state, seat: int) -> dict[str, int]:
    """The seat's points by bonus category (its combinations aside)."""
    return {line.category: line.points for line in state.score_lines()
            if line.seat == seat and not line.category.startswith("Combination")}


def combinations_made(before, after, seat: int) -> list[tuple[str, int]]:
    """The kakemono slots the seat took from ``before`` to ``after``: (style, size)."""
    taken_before = {key for key, owner in before.kakemono.items() if owner == seat}
    return [key for key, owner in after.kakemono.items() if owner == seat and key not in taken_before]


WORDS = GameHintWords(step, said, reasons)
