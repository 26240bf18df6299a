"""A Colors of Kasane card in words, as the table's tooltips and the lesson's facts say
it: its number, its pattern and its draper's mark (messages, said when asked for)."""
from __future__ import annotations

from game.words import N_, _

#: A fabric card's pattern, a message.
PATTERNS = {
    # Translators: a fabric card's pattern (in "the 4 (animal, diamond)").
    "animal": N_("animal"),
    # Translators: a fabric card's pattern (in "the 4 (plant, diamond)").
    "plant": N_("plant"),
}
#: A fabric card's draper's mark, a message.
MARKS = {
    # Translators: a fabric card's draper's mark (in "the 4 (animal, circle)").
    "circle": N_("circle"),
    # Translators: a fabric card's draper's mark (in "the 4 (animal, triangle)").
    "triangle": N_("triangle"),
    # Translators: a fabric card's draper's mark (in "the 4 (animal, diamond)").
    "diamond": N_("diamond"),
}


#: A pattern as a tooltip names it, whole (German makes one word of it: "Tiermuster").
PATTERNS_NAMED = {"animal": N_("animal pattern"), "plant": N_("plant pattern")}
#: A draper's mark as a tooltip names it, whole ("Rautenzeichen").
MARKS_NAMED = {"circle": N_("circle mark"), "triangle": N_("triangle mark"), "diamond": N_("diamond mark")}


def described(card) -> str:
    """A card in words, for a tooltip: "4: animal pattern, diamond mark"."""
    if card.is_accessory:
        return _("An accessory: 1 point at the end, and it counts as a played card")
    # Translators: a fabric card in a tooltip: {value} its number, {pattern} "animal pattern" or "plant pattern",
    # {mark} "circle mark", "triangle mark" or "diamond mark".
    return _("{value}: {pattern}, {mark}", value=card.value, pattern=_(PATTERNS_NAMED[card.pattern]),
             mark=_(MARKS_NAMED[card.mark]))


def named(card) -> str:
    """A card named in a sentence: "the 6 (animal, diamond)", "an accessory"."""
    if card.is_accessory:
        return _("an accessory")
    # Translators: a fabric card in a sentence: {value} its number, {pattern} "animal" or "plant", {mark} "circle",
    # "triangle" or "diamond".
    return _("the {value} ({pattern}, {mark})", value=card.value, pattern=_(PATTERNS[card.pattern]),
             mark=_(MARKS[card.mark]))
