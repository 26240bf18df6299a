"""Kerala end-of-game scoring as a pure function: :func:`score_grounds`.

The order is RULINGS.md, Kerala: "Scoring (in this order)":

1. Areas are orthogonally connected cells whose top tiles share a colour. One area
   per colour is kept, two of the player's own colour; every tile of every stack in
   a removed area costs 2. The engine keeps the areas that give the highest final
   score (removal changes which symbols and arches still count); on an equal score
   it keeps the larger areas (more cells).
2. -5 for each colour with no top tile.
3. +1 per standing elephant (unused pass).
4. +5 per remaining arch (on top, not removed) whose side cell shows, on top, a
   tile of the arch colour. An arch counts as its base colour for areas.
5. +1 per elephant symbol on the remaining top tiles (covered symbols never count).

:func:`game.kerala.grounds_total.grounds_total` gives the same total without the
itemisation, for the bots.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Mapping, Sequence

from game.core import ScoreLine
from game.words import N_, _, ngettext, npgettext, pgettext, side_by_side

from . import colour_words
from .data import (ARCH_POINTS, AREAS_KEPT, AREAS_KEPT_OWN_COLOR, COLORS, MISSING_COLOR_POINTS,
                   REMOVED_TILE_POINTS, SIDES, STANDING_ELEPHANT_POINTS, SYMBOL_POINTS)
from .grounds import Cell
from .tiles import Tile

#: An arch that scored, by the side it faces (0 up, 1 right, 2 down, 3 left).
ARCH_FACING = (
    # Translators: {cell} is the arch tile's cell as the program writes it: (1, 0) is right of the start tile.
    N_("{colour} arch at {cell} facing up"),
    N_("{colour} arch at {cell} facing right"),
    N_("{colour} arch at {cell} facing down"),
    N_("{colour} arch at {cell} facing left"),
)


@dataclass(frozen=True)
class Area:
    """An orthogonally connected group of cells whose top tiles share ``color``."""

    color: str
    cells: tuple[Cell, ...]   # sorted (y, x) reading order
    tiles: int                # every tile of every stack in the area
    symbols: int              # elephant symbols on its top tiles


@dataclass(frozen=True)
class ScoredArch:
    """An arch that scored: the arch tile's ``cell``, its side and the matched cell."""

    cell: Cell
    side: int
    target: Cell
    arch_color: str


@dataclass(frozen=True)
class GroundsScore:
    """The itemised score of one festival grounds, of ``seat``.

    ``lines`` add up exactly to ``total``. ``removed_areas`` are the surplus areas the
    engine removed (highlight them at the end), ``kept_areas`` all others,
    ``scored_arches`` the arches that earned points, ``symbols`` the symbol points
    per colour (all five colours, in ``COLORS`` order)."""

    total: int
    removed_areas: tuple[Area, ...]
    kept_areas: tuple[Area, ...]
    scored_arches: tuple[ScoredArch, ...]
    missing_colors: tuple[str, ...]
    removed_tiles: int
    standing_elephants: int
    symbols: tuple[tuple[str, int], ...]
    seat: int = 0

    @property
    def removed_cells(self) -> frozenset[Cell]:
        return frozenset(c for a in self.removed_areas for c in a.cells)

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The score lines, said in the language in use (the score is kept while the
        grounds do not change; its words are said anew each time they are asked for)."""
        return score_lines(self.seat, self.removed_areas, self.removed_tiles, self.missing_colors,
                           self.standing_elephants, self.scored_arches, dict(self.symbols))


def find_areas(tops: Mapping[Cell, Tile], stacks: Mapping[Cell, Sequence[Tile]]) -> list[Area]:
    """All areas, in reading order of their first cell."""
    todo = set(tops)
    areas: list[Area] = []
    for start in sorted(tops, key=lambda c: (c[1], c[0])):
        if start not in todo:
            continue
        todo.discard(start)
        color = tops[start].color
        cells = [start]
        stack = [start]
        while stack:
            x, y = stack.pop()
            for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if n in todo and tops[n].color == color:
                    todo.discard(n)
                    cells.append(n)
                    stack.append(n)
        cells.sort(key=lambda c: (c[1], c[0]))
        areas.append(Area(color, tuple(cells), sum(len(stacks[c]) for c in cells),
                          sum(tops[c].symbols for c in cells)))
    return areas


def choose_kept(areas: list[Area], arch_pairs: list[tuple[int, int]],
                 own_color: str) -> set[int]:
    """Indices of the areas to keep so the score is highest (ties: more kept cells).

    Keeping area A instead of removing it is worth ``symbols + 2 * tiles`` plus 5 for
    each scoring arch whose both ends are kept. Colours without surplus keep all their
    areas. An area with no arch link to another undecided area is "free": given how
    many slots its colour has left, the best free areas are simply the top ones. So
    only the linked areas are enumerated, colour by colour, with a bound.
    """
    by_color: dict[str, list[int]] = {}
    for i, a in enumerate(areas):
        by_color.setdefault(a.color, []).append(i)
    limit = {c: (AREAS_KEPT_OWN_COLOR if c == own_color else AREAS_KEPT) for c in by_color}
    surplus = {c for c, idx in by_color.items() if len(idx) > limit[c]}
    kept: set[int] = {i for c, idx in by_color.items() if c not in surplus for i in idx}
    if not surplus:
        return kept
    undecided = {i for c in surplus for i in by_color[c]}
    unary = {i: -REMOVED_TILE_POINTS * areas[i].tiles + SYMBOL_POINTS * areas[i].symbols
             for i in undecided}
    pairs: list[tuple[int, int]] = []
    for a, b in arch_pairs:
        a_open, b_open = a in undecided, b in undecided
        if a_open and b_open and a != b:
            pairs.append((a, b))
        elif a_open:
            unary[a] += ARCH_POINTS
        elif b_open:
            unary[b] += ARCH_POINTS
    linked = {i for p in pairs for i in p}

    def rank(i: int) -> tuple:
        return (-unary[i], -len(areas[i].cells), areas[i].cells[0][1], areas[i].cells[0][0])

    # options per surplus colour: (unary sum, cells, kept indices)
    options: dict[str, list[tuple[int, int, tuple[int, ...]]]] = {}
    for color in sorted(surplus, key=COLORS.index):
        k = limit[color]
        idx = by_color[color]
        free = sorted((i for i in idx if i not in linked), key=rank)
        link = sorted((i for i in idx if i in linked), key=rank)
        opts = []
        for j in range(min(k, len(link)), -1, -1):
            if len(free) < k - j:
                continue
            for chosen in combinations(link, j):
                keep = tuple(chosen) + tuple(free[:k - j])
                opts.append((sum(unary[i] for i in keep), sum(len(areas[i].cells) for i in keep), keep))
        opts.sort(key=lambda o: (-o[0], -o[1]))
        options[color] = opts
    order = [c for c in options if len(options[c]) > 1]
    for c in options:
        if len(options[c]) == 1:
            kept.update(options[c][0][2])
    if not order:
        return kept
    # each pair is counted when the later of its two colours is decided
    position = {c: n for n, c in enumerate(order)}
    pos_of = {i: position.get(areas[i].color, -1) for i in linked}
    pair_at: list[list[tuple[int, int]]] = [[] for _ in order]
    for a, b in pairs:
        pa, pb = pos_of[a], pos_of[b]
        if pa < 0 and pb < 0:
            if a in kept and b in kept:
                pass  # both fixed already: no choice to make here
            continue
        pair_at[max(pa, pb)].append((a, b))
    bound_after = [0] * (len(order) + 1)
    for n in range(len(order) - 1, -1, -1):
        bound_after[n] = bound_after[n + 1] + options[order[n]][0][0] + ARCH_POINTS * len(pair_at[n])
    best: list = [None, None, None]  # score, cells, choice

    def search(n: int, chosen: set[int], score: int, cells: int, picks: list) -> None:
        if n == len(order):
            key = (score, cells)
            if best[0] is None or key > (best[0], best[1]):
                best[0], best[1], best[2] = score, cells, list(picks)
            return
        if best[0] is not None and score + bound_after[n] < best[0]:
            return
        for value, size, keep in options[order[n]]:
            now = set(keep)
            gain = value
            for a, b in pair_at[n]:
                if (a in now or a in chosen or a in kept) and (b in now or b in chosen or b in kept):
                    gain += ARCH_POINTS
            picks.append(keep)
            search(n + 1, chosen | now, score + gain, cells + size, picks)
            picks.pop()

    search(0, set(), 0, 0, [])
    for keep in best[2]:
        kept.update(keep)
    return kept


def score_grounds(stacks: Mapping[Cell, Sequence[Tile]], own_color: str,
                  standing_elephants: int, seat: int = 0) -> GroundsScore:
    """Score one festival grounds as at the end of the game (RULINGS.md, Kerala:
    "Scoring (in this order)"). ``stacks`` maps cells to tiles bottom to top;
    ``standing_elephants`` is the number of unused passes. The score lines carry
    ``seat``."""
    tops = {cell: stack[-1] for cell, stack in stacks.items() if len(stack)}
    areas = find_areas(tops, stacks)
    area_of = {c: i for i, a in enumerate(areas) for c in a.cells}
    arch_links: list[tuple[Cell, int, Cell, int, int]] = []
    for cell, tile in tops.items():
        if tile.kind == "arch" and tile.arch_side is not None:
            dx, dy = SIDES[tile.arch_side]
            target = (cell[0] + dx, cell[1] + dy)
            top = tops.get(target)
            if top is not None and top.color == tile.arch_color:
                arch_links.append((cell, tile.arch_side, target, area_of[cell], area_of[target]))
    kept = choose_kept(areas, [(a, b) for cell, side, target, a, b in arch_links], own_color)
    removed_areas = tuple(a for i, a in enumerate(areas) if i not in kept)
    kept_areas = tuple(a for i, a in enumerate(areas) if i in kept)
    removed_tiles = sum(a.tiles for a in removed_areas)
    present = {a.color for a in areas}
    missing = tuple(c for c in COLORS if c not in present)
    scored = tuple(ScoredArch(cell, side, target, tops[cell].arch_color)
                   for cell, side, target, a, b in sorted(arch_links, key=lambda l: (l[0][1], l[0][0]))
                   if a in kept and b in kept)
    symbols = {c: 0 for c in COLORS}
    for a in kept_areas:
        symbols[a.color] += a.symbols
    total = sum(line.points for line in score_lines(seat, removed_areas, removed_tiles, missing, standing_elephants,
                                                     scored, symbols))
    return GroundsScore(total, removed_areas, kept_areas, scored, missing, removed_tiles, standing_elephants,
                        tuple(symbols.items()), seat)


def score_lines(seat: int, removed_areas: tuple[Area, ...], removed_tiles: int, missing: tuple[str, ...],
                standing_elephants: int, scored: tuple[ScoredArch, ...], symbols: dict[str, int]) -> tuple[ScoreLine, ...]:
    """The lines of a grounds' score (RULINGS.md, Kerala: "Scoring (in this order)"),
    their labels and details said in the language in use."""
    lines = [
        ScoreLine(seat, "Removed tiles", REMOVED_TILE_POINTS * removed_tiles,
                  _removed_detail(removed_areas, removed_tiles), pgettext("Kerala: a score category", "Removed tiles")),
        ScoreLine(seat, "Missing colours", MISSING_COLOR_POINTS * len(missing), _missing_detail(missing),
                  pgettext("Kerala: a score category", "Missing colours")),
        ScoreLine(seat, "Standing elephants", STANDING_ELEPHANT_POINTS * standing_elephants,
                  ngettext("{count} standing", "{count} standing", standing_elephants, count=standing_elephants),
                  pgettext("Kerala: a score category", "Standing elephants")),
        ScoreLine(seat, "Arches", ARCH_POINTS * len(scored), _arches_detail(scored),
                  pgettext("Kerala: a score category", "Arches")),
    ]
    for color in COLORS:
        n = symbols[color]
        lines.append(ScoreLine(seat, f"{color.capitalize()} symbols", SYMBOL_POINTS * n,
                               ngettext("{count} elephant symbol on top tiles", "{count} elephant symbols on top tiles",
                                        n, count=n), _symbols_label(color)))
    return tuple(lines)


def _symbols_label(color: str) -> str:
    """The category of a colour's symbols, as the player reads it."""
    return {
        "blue": pgettext("Kerala: a score category", "Blue symbols"),
        "black": pgettext("Kerala: a score category", "Black symbols"),
        "green": pgettext("Kerala: a score category", "Green symbols"),
        "purple": pgettext("Kerala: a score category", "Purple symbols"),
        "red": pgettext("Kerala: a score category", "Red symbols"),
    }[color]


def _missing_detail(missing: tuple[str, ...]) -> str:
    if not missing:
        return _("all five colours present")
    points, colours = -MISSING_COLOR_POINTS, side_by_side(colour_words.noun(color) for color in missing)
    # Translators: {colours} are the colours missing from the grounds: "blue, red".
    return ngettext("{points} point for each colour not in the grounds: {colours}",
                    "{points} points for each colour not in the grounds: {colours}", points, points=points,
                    colours=colours)


def _arches_detail(scored: tuple[ScoredArch, ...]) -> str:
    """Each arch that scored, where it is and which way it faces: "red arch at (1, 0) facing up; ..."."""
    if not scored:
        return _("no arch scores")
    said = _arch_detail(scored[0])
    for arch in scored[1:]:
        # Translators: the arches that scored, one after another: "red arch at (1, 0) facing up; blue arch at ...".
        said = pgettext("Kerala: the arches that scored, one after another", "{start}; {next}", start=said,
                        next=_arch_detail(arch))
    return said


def _arch_detail(arch: ScoredArch) -> str:
    """One arch that scored: "red arch at (1, 0) facing up", a sentence for each side it faces."""
    return _(ARCH_FACING[arch.side], colour=colour_words.arch_on_its_own(arch.arch_color), cell=arch.cell)


def _removed_detail(removed: tuple[Area, ...], tiles: int) -> str:
    """The surplus areas removed and their tiles: "3 tiles in 2 surplus areas (blue 2, red 1)"."""
    if not removed:
        return _("no surplus areas")
    # Translators: a removed area, its colour and its tiles: "blue 2".
    parts = side_by_side(pgettext("Kerala: a removed area", "{colour} {tiles}", colour=colour_words.noun(area.color),
                                  tiles=area.tiles) for area in removed)
    counted_tiles = npgettext("Kerala: the tiles removed with the surplus areas", "{count} tile", "{count} tiles", tiles,
                              count=tiles)
    counted_areas = npgettext("Kerala: the tiles removed with the surplus areas", "{count} surplus area",
                              "{count} surplus areas", len(removed), count=len(removed))
    # Translators: {tiles} is "3 tiles", {areas} "2 surplus areas", {parts} each area's colour and tiles: "blue 2, red 1".
    return pgettext("Kerala: the tiles removed with the surplus areas", "{tiles} in {areas} ({parts})",
                    tiles=counted_tiles, areas=counted_areas, parts=parts)
