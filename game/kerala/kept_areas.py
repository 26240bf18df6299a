"""Which of a Kerala seat's areas stay at the end, and what the areas are worth once
that is decided: the reckoning :mod:`game.kerala.grounds_total` does for a trial
placement, where a colour has more areas than the seat keeps (the best by their own
worth stay, and where arches tie surplus areas of two colours, the best choice of
them). Each area is ``(index, tiles, symbols)``; the results equal scoring's
(:func:`game.kerala.scoring.choose_kept`)."""
from __future__ import annotations

from itertools import combinations, product

from .data import ARCH_POINTS, AREAS_KEPT, AREAS_KEPT_OWN_COLOR, REMOVED_TILE_POINTS, SYMBOL_POINTS

#: The most choices of kept areas :func:`tied_points` weighs one by one; past it the
#: kept areas are chosen by the bounded search of :func:`game.kerala.scoring.choose_kept`.
TIED_CHOICES_MAX = 64


def kept_count(color: str, own_color: str) -> int:
    """How many areas of ``color`` a seat of ``own_color`` keeps."""
    return AREAS_KEPT_OWN_COLOR if color == own_color else AREAS_KEPT


def colour_points(areas: list[tuple[int, int, int]], kept: int, arched: dict[int, int]) -> int:
    """The points of one colour's ``areas`` ``(index, tiles, symbols)``, of which ``kept``
    may stay, where no arch ties two areas of colours with surplus areas: their
    symbols if all stay; else the removal of every area and, for the best ``kept``
    by their own worth (symbols, tiles saved, the ``arched`` points of arches to
    areas that stay), that worth back (as :mod:`game.kerala.grounds_total` works out a whole total)."""
    if len(areas) <= kept:
        return SYMBOL_POINTS * sum(s for _, _, s in areas)
    total = 0
    worth = []
    for i, t, s in areas:
        total += REMOVED_TILE_POINTS * t
        worth.append(SYMBOL_POINTS * s - REMOVED_TILE_POINTS * t + arched.get(i, 0))
    worth.sort(reverse=True)
    return total + sum(worth[:kept])


def tied_points(groups: list[tuple[int, list[tuple[int, int, int]]]], tied: list[tuple[int, int]],
                 arched: dict[int, int]) -> int | None:
    """The points of the colours whose surplus areas arches tie to each other's
    (``groups``: each colour's kept count and areas ``(index, tiles, symbols)``;
    ``tied``: those arches as pairs of areas): every area removed, and back the
    worth of the best choice of kept areas, as :func:`game.kerala.scoring.choose_kept`
    finds it: each colour keeps its count, some of its tied areas and its best
    others by their own worth (symbols, tiles saved, ``arched`` points), and each
    tying arch with both ends kept scores. None where there are more than
    :data:`TIED_CHOICES_MAX` choices to weigh."""
    ends = {i for pair in tied for i in pair}
    total = 0
    choices = []
    count = 1
    for kept, areas in groups:
        worth = {}
        for i, t, s in areas:
            total += REMOVED_TILE_POINTS * t
            worth[i] = SYMBOL_POINTS * s - REMOVED_TILE_POINTS * t + arched.get(i, 0)
        others = sorted((w for i, w in worth.items() if i not in ends), reverse=True)
        ties = [i for i in worth if i in ends]
        options = []
        for j in range(min(kept, len(ties)) + 1):
            if len(others) >= kept - j:
                rest = sum(others[:kept - j])
                for chosen in combinations(ties, j):
                    options.append((rest + sum(worth[i] for i in chosen), chosen))
        choices.append(options)
        count *= len(options)
    if count > TIED_CHOICES_MAX:
        return None
    best = None
    for choice in product(*choices):
        kept_areas = {i for _, chosen in choice for i in chosen}
        value = sum(v for v, _ in choice)
        for a, b in tied:
            if a in kept_areas and b in kept_areas:
                value += ARCH_POINTS
        if best is None or value > best:
            best = value
    return total + best


def settled_points(patches: list, links: list[tuple[int, int]], kept: set[int]) -> int:
    """Points of areas once it is decided which stay: symbols of the ``kept`` ones,
    the removal cost of every other, and the arches between two kept areas."""
    total = 0
    for i, p in enumerate(patches):
        if i in kept:
            total += SYMBOL_POINTS * p.symbols
        else:
            total += REMOVED_TILE_POINTS * p.tiles
    for a, b in links:
        if a in kept and b in kept:
            total += ARCH_POINTS
    return total
