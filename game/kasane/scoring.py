"""Final score of one seat (rulebook, "Calculating the Final Score"), as itemised lines."""
from __future__ import annotations

from typing import Iterable, Sequence

from game.core import ScoreLine
from game.words import _, ngettext, pgettext

from .data import (ACCESSORY_POINTS, ALL_PLAYED_BONUS, ALL_PLAYED_COUNT, DIVERSITY_BONUS,
                   DIVERSITY_MIN_PLAYED, KAKEMONO, STYLE_NAMES)


def score_seat(seat: int, slots: Iterable[tuple[str, int]], kimono: Sequence,
               accessories: int) -> list[ScoreLine]:
    """Itemised score of ``seat``: its kakemono slots, then the three bonuses.

    - each combination (category "Combination 1", "Combination 2", ... in the order
      they were made) scores its kakemono slot's points;
    - +1 per accessory;
    - +2 when 12 cards are played (RULINGS.md, Colors of Kasane: "Played cards" are
      the fabric cards in the kimono plus the accessories);
    - with at least 8 played cards, the diversity bonus for the number of distinct
      values in the kimono: 1..9 -> 5,4,3,2,0,2,3,4,5 (none: no bonus).
    """
    played, distinct = len(kimono) + accessories, distinct_values(kimono)
    lines = [ScoreLine(seat, f"Combination {n}", KAKEMONO[style][size], _combination_detail(style, size),
                       pgettext("Colors of Kasane: a score category", "Combination {number}", number=n))
             for n, (style, size) in enumerate(slots, 1)]
    lines.append(ScoreLine(seat, "Accessories", accessory_points(accessories),
                           ngettext("{count} accessory", "{count} accessories", accessories, count=accessories),
                           pgettext("Colors of Kasane: a score category", "Accessories")))
    lines.append(ScoreLine(seat, "All cards played", all_played_points(played),
                           _("{played} of {all} played", played=played, all=ALL_PLAYED_COUNT),
                           pgettext("Colors of Kasane: a score category", "All cards played")))
    if played >= DIVERSITY_MIN_PLAYED:
        detail = ngettext("{count} different fabric", "{count} different fabrics", distinct, count=distinct)
    else:
        # Translators: {count} is how many different numbers the kimono shows, {needed} how many cards must be played
        # for the bonus.
        detail = ngettext("{count} different; needs {needed} played", "{count} different; needs {needed} played",
                          distinct, count=distinct, needed=DIVERSITY_MIN_PLAYED)
    lines.append(ScoreLine(seat, "Different fabrics", diversity_points(played, distinct), detail,
                           pgettext("Colors of Kasane: a score category", "Different fabrics")))
    return lines


def seat_total(slots: Iterable[tuple[str, int]], kimono: Sequence, accessories: int) -> int:
    """The points of :func:`score_seat`'s lines added up, without their words: what
    ``scores()`` and the computer players count many times a move."""
    played = len(kimono) + accessories
    return (sum(KAKEMONO[style][size] for style, size in slots) + accessory_points(accessories)
            + all_played_points(played) + diversity_points(played, distinct_values(kimono)))


def distinct_values(kimono: Sequence) -> int:
    """How many different numbers the kimono's fabric cards show."""
    return len({card.value for card in kimono})


def accessory_points(accessories: int) -> int:
    """+1 per accessory."""
    return accessories * ACCESSORY_POINTS


def all_played_points(played: int) -> int:
    """The bonus for playing all 12 cards (kimono and accessories)."""
    return ALL_PLAYED_BONUS if played >= ALL_PLAYED_COUNT else 0


def diversity_points(played: int, distinct: int) -> int:
    """The different fabrics bonus: with enough cards played, by the kimono's distinct numbers."""
    return DIVERSITY_BONUS.get(distinct, 0) if played >= DIVERSITY_MIN_PLAYED else 0


def _combination_detail(style: str, size: int) -> str:
    """The kakemono slot a combination holds: "Juu, 3 cards"."""
    name = _(STYLE_NAMES[style])
    # Translators: {style} is a style's name ("Juu"), {count} the cards of the slot the combination took.
    return ngettext("{style}, {count} card", "{style}, {count} cards", size, style=name, count=size)
