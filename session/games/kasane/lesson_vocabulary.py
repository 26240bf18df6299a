"""What a Colors of Kasane lesson may point at and say.

Targets (``{"at": ..., fields}`` in the file):

- ``market_row`` (``row``): the row's rightmost card, the one a player may take.
- ``market_card`` (``row``, ``index`` from the left): any card of the market.
- ``hand`` (``seat``) and ``hand_card`` (``seat``, ``index`` from the left, oldest first).
- ``kimono`` (``seat``) and ``kimono_card`` (``seat``, ``index`` from the left).
- ``accessories`` (``seat``): the accessory cards in front of a seat.
- ``slot`` (``style``, ``size``): a slot of the kakemono board, free or taken.
- ``style`` (``style``): a style's row on the kakemono, its name and rule left of its slots.
- ``button`` (``name``: ``end_turn``, ``more``, ``fewer``, ``kimono``): the
  combination chooser's buttons (End the turn without combining, + hand card,
  - hand card, + kimono card), offered once a card was taken.
- ``score`` (``seat``): that seat's score. ``pile``: the face-down draw pile.

Facts (``{name}`` in a text): ``card`` (the card taken), ``combination`` (the style, the
cards and the slot's points), ``style_rule``, ``best_slot`` (what the best-slot rule
refused for these cards, in the engine's words), ``round`` (the end of a round), ``hand``,
``kimono``, ``played``, ``bonuses`` (the mover's final bonuses, from the engine's lines),
``final`` (every seat's final score), and the common ``name``, ``scores``, ``winner``.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.kasane import KAKEMONO, STYLE_NAMES, STYLE_RULES, Combine, EndTurn, Take
from game.kasane.best_slot import best_free_styles, free_styles
from game.kasane.cards import CARD
from game.kasane.moves import MOVE_TYPES
from game.kasane.data import ALL_PLAYED_COUNT
from game.narration import is_you, shown_name, signed
from game.words import _, ngettext, npgettext, pgettext, side_by_side
from session.games.kasane.card_words import named
from session.lesson_vocabulary.base import (Said, Target, TargetKind, Unavailable, Vocabulary, seat_problem,
                                            unknown_button)

BUTTONS = ("end_turn", "more", "fewer", "kimono")


def _row(state: Any, target: Target) -> str | None:
    row = target["row"]
    if not 0 <= row < len(state.market):
        return f"the market has no row {row}"
    return None if state.market[row] else f"market row {row} is empty"


def _market_card(state: Any, target: Target) -> str | None:
    return _row(state, target) or (None if 0 <= target["index"] < len(state.market[target["row"]])
                                   else f"market row {target['row']} has no card {target['index']}")


def _cards_of(what: str) -> Any:
    def problem(state: Any, target: Target) -> str | None:
        why = seat_problem(state, target)
        if why:
            return why
        cards = getattr(state, what)[target["seat"]]
        if "index" in dict(target.args):
            return None if 0 <= target["index"] < len(cards) else f"that {what[:-1]} has no card {target['index']}"
        return None
    return problem


def _slot(state: Any, target: Target) -> str | None:
    if target["size"] in KAKEMONO.get(target["style"], {}):
        return None
    return f"the kakemono has no {target['size']}-card slot of {target['style']!r}"


def _style(state: Any, target: Target) -> str | None:
    return None if target["style"] in KAKEMONO else f"the kakemono has no style {target['style']!r}"


def _button(state: Any, target: Target) -> str | None:
    name = target["name"]
    why = unknown_button(target, BUTTONS)
    if why:
        return why
    if state.phase != "combine" or EndTurn() not in state.legal_moves():
        return "the chooser's buttons are shown only after taking a card"
    if name == "kimono" and not state.kimonos[state.current_seat]:
        return "the kimono is empty: there is no kimono card to add"
    return None


TARGETS = {
    "market_row": TargetKind({"row": "int"}, "the rightmost card of a market row", _row),
    "market_card": TargetKind({"row": "int", "index": "int"}, "a card of the market", _market_card),
    "hand": TargetKind({"seat": "int"}, "a seat's hand: its cards", _cards_of("hands")),
    "hand_card": TargetKind({"seat": "int", "index": "int"}, "a card of a seat's hand", _cards_of("hands")),
    "kimono": TargetKind({"seat": "int"}, "a seat's kimono: its cards", _cards_of("kimonos")),
    "kimono_card": TargetKind({"seat": "int", "index": "int"}, "a card of a seat's kimono", _cards_of("kimonos")),
    "accessories": TargetKind({"seat": "int"}, "the accessories in front of a seat", seat_problem),
    "slot": TargetKind({"style": "text", "size": "int"}, "a slot of the kakemono board", _slot),
    "style": TargetKind({"style": "text"}, "a style's row on the kakemono: its name, its rule and its slots", _style),
    "button": TargetKind({"name": "text"}, "a button of the combination chooser", _button),
    "score": TargetKind({"seat": "int"}, "a seat's name and score", seat_problem),
    "pile": TargetKind({}, "the face-down draw pile", lambda state, target: None),
}


# ----------------------------------------------------------------------------- facts
def values_words(cards: Sequence[Any]) -> str:
    """``4-6``: the numbers of fabric cards in order."""
    return "-".join(str(card.value) for card in cards)


def _card(said: Said) -> str:
    if not isinstance(said.move, Take):
        raise Unavailable("the move takes no card")
    return named(said.before.market[said.move.row][-1])


def _combine(said: Said) -> Combine:
    if not isinstance(said.move, Combine):
        raise Unavailable("the move is no combination")
    return said.move


def _combination(said: Said) -> str:
    move = _combine(said)
    cards = said.before.combination_cards(move.length, move.reuse_last)
    points = KAKEMONO[move.style][move.size]
    # Translators: a lesson's fact: {style} is a style's name, {cards} the combined cards' numbers ("3-4-5"),
    # {points} the slot's points.
    return ngettext("{style} with {cards} for {points} point", "{style} with {cards} for {points} points", points,
                    style=_(STYLE_NAMES[move.style]), cards=values_words(cards), points=points)


def _best_slot(said: Said) -> str:
    move = _combine(said)
    values = tuple(card.value for card in said.before.combination_cards(move.length, move.reuse_last))
    taken = {slot for slot, owner in said.before.kakemono.items() if owner is not None}
    worse = [style for style in free_styles(values, taken) if style not in best_free_styles(values, taken)]
    if not worse:
        raise Unavailable("the best-slot rule refused nothing for these cards")
    return said.before.why_illegal(Combine(move.length, move.reuse_last, worse[0]))


def _round(said: Said) -> str:
    before, after = said.before, said.after
    if after.round == before.round and not after.is_over:
        raise Unavailable("no round ends with this move")
    left = sum(len(row) for row in before.market) - (1 if isinstance(said.move, Take) else 0)
    if after.is_over:
        # Translators: a lesson's fact: {round} is the round that ended, {count} the cards left in the market.
        return ngettext("Round {round} is over: the {count} card left in the market is discarded. "
                        "It was the last round.",
                        "Round {round} is over: the {count} cards left in the market are discarded. "
                        "It was the last round.", left, round=before.round, count=left)
    first = said.names[after.first_seat]
    if is_you(first):
        # Translators: a lesson's fact: {round} is the round that ended, {count} the cards left in the market, {next}
        # the round that begins.
        return ngettext("Round {round} is over: the {count} card left in the market is discarded. "
                        "A new market is dealt, and you begin round {next}.",
                        "Round {round} is over: the {count} cards left in the market are discarded. "
                        "A new market is dealt, and you begin round {next}.", left,
                        round=before.round, count=left, next=after.round)
    # Translators: a lesson's fact: {round} is the round that ended, {count} the cards left in the market, {name} the
    # seat that begins the next round, {next}.
    return ngettext("Round {round} is over: the {count} card left in the market is discarded. "
                    "A new market is dealt, and {name} begins round {next}.",
                    "Round {round} is over: the {count} cards left in the market are discarded. "
                    "A new market is dealt, and {name} begins round {next}.", left,
                    round=before.round, count=left, name=first, next=after.round)


def _bonus_lines(said: Said) -> list:
    return [line for line in said.after.score_lines()
            if line.seat == said.seat and not line.category.startswith("Combination")]


def _bonuses(said: Said) -> str:
    if not said.after.is_over:
        raise Unavailable("the bonuses are counted at the end of the game")
    return side_by_side(map(bonus_words, _bonus_lines(said)))


def bonus_words(line) -> str:
    """A final bonus as the lesson says it: "+2 for playing all 12 cards", "+3 for 3 accessories"."""
    if line.category == "All cards played":
        if line.points:
            # Translators: a lesson's fact, a final bonus: {points} with its sign ("+2"), {count} the cards to play.
            return _("{points} for playing all {count} cards", points=signed(line.points), count=ALL_PLAYED_COUNT)
        # Translators: a lesson's fact, a final bonus not won: {detail} says why ("11 of 12 played").
        return _("nothing for all cards ({detail})", detail=line.detail)
    if line.points or line.category == "Accessories":
        # Translators: a lesson's fact, a final bonus: {points} with its sign ("+3"), {detail} what it is for
        # ("3 accessories", "6 different fabrics").
        return _("{points} for {detail}", points=signed(line.points), detail=line.detail)
    # Translators: a lesson's fact, a final bonus not won: {detail} what it would be for ("5 different fabrics").
    return _("nothing for {detail}", detail=line.detail)


def _final(said: Said) -> str:
    if not said.after.is_over:
        raise Unavailable("the game is not over yet")
    parts = []
    for seat, name in enumerate(said.names):
        lines = [line for line in said.after.score_lines() if line.seat == seat]
        combos = sum(line.points for line in lines if line.category.startswith("Combination"))
        bonus = sum(line.points for line in lines) - combos
        # Translators: a lesson's fact, a seat's final score: {name} the seat, {points} its total, {combinations}
        # and {bonuses} its parts.
        parts.append(ngettext("{name} {points} point ({combinations} from combinations, {bonuses} from bonuses)",
                              "{name} {points} points ({combinations} from combinations, {bonuses} from bonuses)",
                              combos + bonus, name=shown_name(name), points=combos + bonus, combinations=combos, bonuses=bonus))
    final = parts[0]
    for part in parts[1:]:
        # Translators: two seats' final scores one after the other (each with commas of its own).
        final = pgettext("Colors of Kasane: final scores in a lesson", "{start}; {next}", start=final, next=part)
    return final


def played_words(count: int) -> str:
    """The cards a seat played, as a lesson's fact: "11 cards"."""
    # Translators: a lesson's fact: how many cards a seat played (kimono and accessories).
    return npgettext("Colors of Kasane: cards played", "{count} card", "{count} cards", count, count=count)


FACTS = {
    "card": _card,
    "combination": _combination,
    "style_rule": lambda said: _(STYLE_RULES[_combine(said).style]),
    "best_slot": _best_slot,
    "round": _round,
    "hand": lambda said: values_words(said.after.hands[said.seat]) or _("no cards"),
    "kimono": lambda said: values_words(said.after.kimonos[said.seat]) or _("no cards"),
    "played": lambda said: played_words(said.after.played_count(said.seat)),
    "bonuses": _bonuses,
    "final": _final,
}


# ----------------------------------------------------------------------------- kinds
#: What the learner does in the lesson (the issue's list): a fabric card taken from the
#: end of a market row, an accessory taken, a combination of hand cards, one that starts
#: with the kimono's last card, one whose cards the best-slot rule kept off a cheaper
#: slot; and what must happen by any seat's move: a round ending and the next beginning,
#: the final bonuses counted.
LEARNER_KINDS = frozenset({"market", "accessory", "combination", "kimono_combination", "best_slot"})
EVENT_KINDS = frozenset({"round", "final_bonuses"})


def kinds_of(said: Said) -> set[str]:
    move, before, after = said.move, said.before, said.after
    kinds: set[str] = set()
    if isinstance(move, Take):
        kinds.add("accessory" if before.market[move.row][-1].is_accessory else "market")
    if isinstance(move, Combine):
        kinds.add("kimono_combination" if move.reuse_last else "combination")
        try:
            _best_slot(said)
            kinds.add("best_slot")
        except Unavailable:
            pass
    if after.round > before.round:
        kinds.add("round")
    if after.is_over and any(line.points for line in _bonus_lines(said)):
        kinds.add("final_bonuses")
    return kinds


def start_args(start: dict, colors: Sequence[tuple[str, ...]]) -> dict:
    """``players``, ``seed``, ``first``, ``variant`` and the ``deck`` (the draw pile
    after removal, first dealt first: numbers 1 to 9, null for an accessory) from the
    file; Kasane's buttons' colours are the seats' and not the engine's."""
    args = {key: start[key] for key in ("players", "seed", "first", "variant") if key in start}
    if "deck" in start:
        values = start["deck"]
        if not isinstance(values, list) or any(type(v) is not int and v is not None for v in values) \
                or any(v not in CARD for v in values):
            raise ValueError("the deck is not a list of card numbers 1 to 9 and nulls for accessories")
        args["deck"] = [CARD[v] for v in values]
    return args


VOCABULARY = Vocabulary("kasane", MOVE_TYPES, TARGETS, FACTS, LEARNER_KINDS, EVENT_KINDS, kinds_of, start_args,
                        in_sight=("score", "hand", "kimono"))
