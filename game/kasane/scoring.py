"""Final score of one seat (rulebook, "Calculating the Final Score"), as itemised lines."""
from __future__ import annotations

from typing import Iterable, Sequence

from game.core import ScoreLine

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
    lines = [ScoreLine(seat, f"Combination {n}", KAKEMONO[style][size],
                       f"{STYLE_NAMES[style]}, {size} cards") for n, (style, size) in enumerate(slots, 1)]
    played = len(kimono) + accessories
    lines.append(ScoreLine(seat, "Accessories", accessories * ACCESSORY_POINTS,
                           f"{accessories} accessor{'y' if accessories == 1 else 'ies'}"))
    lines.append(ScoreLine(seat, "All cards played",
                           ALL_PLAYED_BONUS if played >= ALL_PLAYED_COUNT else 0,
                           f"{played} of {ALL_PLAYED_COUNT} played"))
    distinct = len({card.value for card in kimono})
    if played >= DIVERSITY_MIN_PLAYED:
        lines.append(ScoreLine(seat, "Different fabrics", DIVERSITY_BONUS.get(distinct, 0),
                               f"{distinct} different fabrics"))
    else:
        lines.append(ScoreLine(seat, "Different fabrics", 0,
                               f"{distinct} different; needs {DIVERSITY_MIN_PLAYED} played"))
    return lines
