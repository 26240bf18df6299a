"""The nine styles: which styles a card sequence forms (pure rules, no state).

A sequence matches a style only at a size for which the kakemono board has a slot
(``data.KAKEMONO``): Chidori is exactly 3 cards, Kasane 2 to 5, and so on. A single
card matches nothing. Order matters only for the two moon styles.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from .data import (CARD_TABLE, JUU_TOTAL, KAKEMONO, MARK_STYLES, MOON_STYLES, STYLES)


def matching_styles(cards: Iterable) -> set[str]:
    """The styles (ids from ``data.STYLES``) that ``cards``, in this order, form.

    ``cards`` holds ``Card`` objects (or plain values 1..9). Accessories match nothing.
    """
    values = []
    for card in cards:
        value = getattr(card, "value", card)
        if value is None or type(value) is not int or value not in CARD_TABLE:
            return set()
        values.append(value)
    return set(styles_of_values(tuple(values)))


@lru_cache(maxsize=1 << 16)
def styles_of_values(values: tuple[int, ...]) -> tuple[str, ...]:
    """``matching_styles`` on a tuple of valid values, as a tuple in board order (cached)."""
    n = len(values)
    if n < 2:
        return ()
    found = []
    distinct = len(set(values)) == n
    for style in STYLES:
        if n not in KAKEMONO[style]:
            continue
        if style in MARK_STYLES:
            # RULINGS.md, Colors of Kasane: "<mark> marks, all numbers different", any order.
            mark = MARK_STYLES[style]
            ok = distinct and all(CARD_TABLE[v][1] == mark for v in values)
        elif style == "kafuu_fugetsu":
            ok = all(CARD_TABLE[v][0] == "animal" for v in values)
        elif style == "setsu_getsu_fuka":
            ok = all(CARD_TABLE[v][0] == "plant" for v in values)
        elif style == "kasane":
            ok = len(set(values)) == 1
        elif style in MOON_STYLES:
            # RULINGS.md: "different numbers within 1-5 (5-9), strictly ascending or
            # descending in play order" (gaps allowed: 1-2-4, 5-3-2-1).
            low, high = MOON_STYLES[style]
            ok = (all(low <= v <= high for v in values)
                  and (all(a < b for a, b in zip(values, values[1:]))
                       or all(a > b for a, b in zip(values, values[1:]))))
        elif style == "juu":
            ok = sum(values) == JUU_TOTAL
        else:  # a style added to the data without a rule here never matches
            ok = False
        if ok:
            found.append(style)
    return tuple(found)
