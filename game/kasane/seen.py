"""What every seat may know of a game of Colors of Kasane, and a seat's view built from it
alone (DESIGN.md, "What a seat may know"; "Chance is explicit in the record").

The start's public part is ``new``'s arguments without the seed and the deck: players,
the variant, the first seat (the cards put back in the box follow from the player count).
What a move reveals is the market it dealt, ``{"market": [[7, 2, null, ...], ...],
"reshuffled": false}`` (each row left to right, a card by its value, an accessory
``null``; ``reshuffled``: the discards were shuffled into the pile first); the start
reveals round 1's market. A seat's view holds the pile as an
:class:`~game.reveals.Unseen`: the cards not seen yet, no order.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import IllegalMove, check_first_seat
from game.reveals import Unseen, damaged_reveal, reveal_object
from game.words import _

from .cards import CARD, Card, full_card_set, removed_cards
from .data import SETUPS

_START_KEYS = frozenset({"players", "variant", "first"})


def check_setup(players: Any, first: Any) -> None:
    """``new``'s player count and first seat, or ValueError."""
    if type(players) is not int or players not in SETUPS:
        raise ValueError("Colors of Kasane is played by 2, 3 or 4 players.")
    check_first_seat(first, players)


def dealt_cards(players: int) -> Counter:
    """The cards a game of ``players`` plays with: the full set less those put back in the box."""
    return Counter(full_card_set()) - Counter(removed_cards(players))


def public_start(new_args: dict) -> dict:
    """The part of ``new``'s arguments every seat may know: no seed and no deck order."""
    return {key: new_args[key] for key in ("players", "variant", "first") if key in new_args}


def read_reveal(data: Any) -> tuple[list[Card], Any]:
    """The cards a reveal names, row by row, and how a sentence writes one; data that is
    not a Colors of Kasane reveal raises SaveFormatError."""
    data = reveal_object(data, ("market", "reshuffled"))
    market = data["market"]
    if not (isinstance(market, list) and all(isinstance(row, list) for row in market)
            and type(data["reshuffled"]) is bool):
        raise damaged_reveal()
    cards = []
    for value in (value for row in market for value in row):
        if value is not None and (type(value) is not int or value not in CARD):
            raise damaged_reveal()
        cards.append(CARD[value])
    return cards, _shown


def _shown(card: Card) -> str:
    return "null" if card.value is None else str(card.value)


def revealed_since(state: Any, mark: int | None) -> dict | None:
    """KasaneState.revealed_since: the market dealt since ``mark`` (None: the start's), and
    whether the discards were shuffled into the pile for it; None when none was dealt."""
    if mark is not None and mark == state.reveal_mark:
        return None
    # A deal after a reshuffle leaves no discards; one without it leaves the last market's.
    return {"market": [[card.value for card in row] for row in state._market],
            "reshuffled": mark is not None and not state._discards}


def seat_view(cls: type, start: Any, opening: Any) -> Any:
    """KasaneState.seat_view: the game at its start as a seat sees it, from the start's
    public part and the opening reveal. A start that is not one raises ValueError; an
    opening that cannot be true, SaveFormatError or IllegalMove."""
    if not (isinstance(start, dict) and set(start) <= _START_KEYS and "players" in start):
        raise ValueError("The start's public part names players, variant and first only.")
    players, first, variant = start["players"], start.get("first", 0), start.get("variant", False)
    check_setup(players, first)
    if type(variant) is not bool:
        raise ValueError("The variant is on (true) or off (false).")
    pile = Unseen(dealt_cards(players).elements(), SETUPS[players].deck_size)
    pile.reveal(*read_reveal(opening))
    state = cls._begin(players, variant, first, pile, None)
    if state.revealed_since(None) != opening:
        raise IllegalMove(_("What the move revealed does not match what it drew."))
    return state


def is_seat_view(state: Any) -> bool:
    """True when ``state`` was built without the seed: its pile is unseen cards, no order."""
    return isinstance(state._pile, Unseen)
