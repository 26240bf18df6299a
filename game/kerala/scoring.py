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

:func:`grounds_total` gives the same total without the itemisation (no score lines,
no sorted areas): the bots call it hundreds of thousands of times per decision.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Mapping, NamedTuple, Sequence

from game.core import ScoreLine

from .data import (ARCH_POINTS, AREAS_KEPT, AREAS_KEPT_OWN_COLOR, COLORS, MISSING_COLOR_POINTS,
                   REMOVED_TILE_POINTS, SIDE_NAMES, SIDES, STANDING_ELEPHANT_POINTS, SYMBOL_POINTS)
from .grounds import Cell, neighbours
from .tiles import Tile



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
    """The itemised score of one festival grounds.

    ``lines`` add up exactly to ``total``. ``removed_areas`` are the surplus areas the
    engine removed (highlight them at the end), ``kept_areas`` all others,
    ``scored_arches`` the arches that earned points, ``symbols`` the symbol points
    per colour (all five colours, in ``COLORS`` order)."""

    total: int
    lines: tuple[ScoreLine, ...]
    removed_areas: tuple[Area, ...]
    kept_areas: tuple[Area, ...]
    scored_arches: tuple[ScoredArch, ...]
    missing_colors: tuple[str, ...]
    removed_tiles: int
    standing_elephants: int
    symbols: tuple[tuple[str, int], ...]

    @property
    def removed_cells(self) -> frozenset[Cell]:
        return frozenset(c for a in self.removed_areas for c in a.cells)


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


def _choose_kept(areas: list[Area], arch_pairs: list[tuple[int, int]],
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


class _Patch:
    """A lightweight area for :func:`grounds_total`: only what the choice of kept
    areas reads. ``cells`` is in discovery order: its first cell only breaks ties
    between equal scores, which never changes the total."""

    __slots__ = ("color", "cells", "tiles", "symbols")

    def __init__(self, color: str, cells: list, tiles: int, symbols: int) -> None:
        self.color = color
        self.cells = cells
        self.tiles = tiles
        self.symbols = symbols


def _neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """:func:`grounds.neighbours`, kept in :data:`_NEIGHBOURS` for the next time."""
    found = _NEIGHBOURS[cell] = neighbours(cell)
    return found


#: Neighbour tuples per cell, built once per cell ever seen (grounds stay small).
_NEIGHBOURS: dict[Cell, tuple[Cell, Cell, Cell, Cell]] = {}


class GroundsTotal(NamedTuple):
    """What :func:`grounds_total` returns."""

    total: int         # == score_grounds(...).total
    missing: int       # == len(score_grounds(...).missing_colors)
    open_arches: int   # arches on top whose side cell is still empty (may yet score)


def grounds_total(stacks: Mapping[Cell, Sequence[Tile]], own_color: str,
                  standing_elephants: int) -> GroundsTotal:
    """The total of one grounds, equal to ``score_grounds(...).total``, with the
    number of missing colours and of open arches, several times faster.

    The total depends only on the best achievable score, not on which of several
    equally good choices of kept areas wins the tie, so areas need no reading order.
    Colours without surplus areas keep everything; a surplus colour whose areas are
    not tied to another surplus area by an arch keeps its best areas; only arch
    links between surplus areas run the same search as :func:`score_grounds`.
    """
    return GroundsAreas(stacks).total(own_color, standing_elephants)


class GroundsAreas:
    """The areas of one grounds, found once: its :meth:`total`, and the total with one
    more tile on a cell (:meth:`total_with`), which finds again only the areas that
    tile touches. A bot weighs many placements on the same grounds (a greedy move,
    what the next tile may add): each then costs a small part of a whole count."""

    __slots__ = ("stacks", "tops", "patches", "area_of", "arches", "count", "faced", "_totals")

    def __init__(self, stacks: Mapping[Cell, Sequence[Tile]]) -> None:
        tops = {}
        arches = []
        for cell, stack in stacks.items():
            if stack:
                top = tops[cell] = stack[-1]
                if top.arch_side is not None:
                    arches.append(cell)
        self.stacks = stacks
        self.tops = tops
        self.arches = arches
        self.patches: list[_Patch] = []
        self.area_of: dict[Cell, int] = {}
        _find_patches(tops, stacks, tops, self.patches, self.area_of)
        self.count: dict[str, int] = {}   # areas per colour
        for p in self.patches:
            self.count[p.color] = self.count.get(p.color, 0) + 1
        self.faced: dict[Cell, list[str]] = {}   # cell -> the arch colours of the arches facing it
        for cell in arches:
            tile = tops[cell]
            target = (_NEIGHBOURS.get(cell) or _neighbours(cell))[tile.arch_side]
            self.faced.setdefault(target, []).append(tile.arch_color)
        self._totals: dict[tuple[str, int], GroundsTotal] = {}

    def total(self, own_color: str, standing_elephants: int) -> GroundsTotal:
        """:func:`grounds_total` of these grounds."""
        key = (own_color, standing_elephants)
        found = self._totals.get(key)
        if found is None:
            tops, area_of = self.tops, self.area_of
            links, open_arches = _arch_links(self.arches, tops.get, area_of.__getitem__)
            found = self._totals[key] = _worked_out_total(self.patches, links, open_arches, own_color,
                                                          standing_elephants)
        return found

    def total_with(self, cell: Cell, tile: Tile, own_color: str, standing_elephants: int) -> GroundsTotal:
        """:func:`grounds_total` of these grounds with ``tile`` placed on ``cell`` (on
        its stack, if any; an arch tile with its side set). Only the area ``cell``
        was in and the areas of ``tile``'s colour beside it are found again: no other
        area can change."""
        tops, area_of, patches = self.tops, self.area_of, self.patches
        color = tile.color
        affected = set()
        if cell in tops:
            affected.add(area_of[cell])
        around = _NEIGHBOURS.get(cell) or _neighbours(cell)
        for n in around:
            top = tops.get(n)
            if top is not None and top.color == color:
                affected.add(area_of[n])
        if not affected and tile.arch_side is None:
            lone = self._lone_area(cell, tile, own_color, standing_elephants)
            if lone is not None:
                return lone
        kept = [p for i, p in enumerate(patches) if i not in affected]
        index = {}
        n = 0
        for i in range(len(patches)):
            if i not in affected:
                index[i] = n
                n += 1
        # The tile's area: the cell joined with the areas of its colour beside it.
        joined = {i for i in affected if patches[i].color == color}
        under = tops.get(cell)
        height = len(self.stacks[cell]) + 1 if under is not None else 1
        cells = [cell]
        tiles, symbols = height, tile.symbols
        for i in joined:
            p = patches[i]
            for c in p.cells:
                if c != cell:
                    cells.append(c)
            tiles += p.tiles
            symbols += p.symbols
        if under is not None and under.color == color:   # the cell was in that area already
            tiles -= height - 1
            symbols -= under.symbols
        found = [_Patch(color, cells, tiles, symbols)]
        found_of: dict[Cell, int] = {}
        if under is not None and under.color != color:
            # The area the cell leaves keeps its other cells, split if the cell joined them.
            own = area_of[cell]
            left = patches[own]
            rest = {c: tops[c] for c in left.cells if c != cell}
            if rest:
                if sum(area_of.get(c) == own for c in around) <= 1:
                    found.append(_Patch(left.color, list(rest), left.tiles - height + 1,
                                        left.symbols - under.symbols))
                    for c in rest:
                        found_of[c] = n + 1
                else:
                    pieces: list[_Patch] = []
                    _find_patches(rest, self.stacks, rest, pieces, found_of)
                    found += pieces
                    for c, i in found_of.items():
                        found_of[c] = i + n + 1

        def area(c: Cell) -> int:
            if c == cell:
                return n
            i = found_of.get(c)
            if i is not None:
                return i
            i = area_of[c]
            return n if i in joined else index[i]

        def top_at(c: Cell) -> Tile | None:
            return tile if c == cell else tops.get(c)

        arches = [a for a in self.arches if a != cell]
        if tile.arch_side is not None:
            arches.append(cell)
        links, open_arches = _arch_links(arches, top_at, area)
        return _remembered_total(kept + found, links, open_arches, own_color, standing_elephants)


    def _lone_area(self, cell: Cell, tile: Tile, own_color: str, standing_elephants: int) -> GroundsTotal | None:
        """The total with a plain ``tile`` on the empty ``cell`` beside no area of its
        colour, when it is simply the total now and the tile's own worth: the new
        one-cell area is within its colour's kept areas, and no arch facing the cell
        asks for that colour. None otherwise (the areas must be weighed again)."""
        color = tile.color
        areas = self.count.get(color, 0)
        if areas + 1 > (AREAS_KEPT_OWN_COLOR if color == own_color else AREAS_KEPT):
            return None
        facing = self.faced.get(cell, ())
        if color in facing:
            return None
        now = self.total(own_color, standing_elephants)
        found = not areas
        return GroundsTotal(now.total + SYMBOL_POINTS * tile.symbols - MISSING_COLOR_POINTS * found,
                            now.missing - found, now.open_arches - len(facing))


class _StacksWith:
    """Stack heights of a grounds with one more tile on ``cell``: what
    :func:`_find_patches` reads of the stacks."""

    __slots__ = ("stacks", "cell")

    def __init__(self, stacks: Mapping[Cell, Sequence[Tile]], cell: Cell) -> None:
        self.stacks = stacks
        self.cell = cell

    def height(self, c: Cell) -> int:
        stack = self.stacks.get(c, ())
        return len(stack) + 1 if c == self.cell else len(stack)


def _find_patches(cells: Mapping[Cell, Tile], stacks: Any, tops: Mapping[Cell, Tile],
                  patches: list, area_of: dict) -> None:
    """Flood the ``cells`` (cell -> top tile) into areas, appended to ``patches`` with
    each cell's area in ``area_of``. ``stacks`` is a grounds' stacks, or anything with
    a ``height(cell)``: the tiles a removed area costs."""
    height = getattr(stacks, "height", None)
    todo = set(cells)
    neighbours = _NEIGHBOURS
    for start in cells:
        if start not in todo:
            continue
        todo.discard(start)
        top = tops[start]
        color = top.color
        index = len(patches)
        area_of[start] = index
        members = [start]
        tiles = height(start) if height else len(stacks[start])
        symbols = top.symbols
        pending = [start]
        while pending:
            c = pending.pop()
            around = neighbours.get(c)
            if around is None:
                around = _neighbours(c)
            for n in around:
                if n in todo:
                    t = tops[n]
                    if t.color == color:
                        todo.discard(n)
                        area_of[n] = index
                        members.append(n)
                        pending.append(n)
                        tiles += height(n) if height else len(stacks[n])
                        symbols += t.symbols
        patches.append(_Patch(color, members, tiles, symbols))


def _arch_links(arches: list, top_at: Any, area: Any) -> tuple[list[tuple[int, int]], int]:
    """The arch links ``(area of the arch, area of the cell it faces)`` of the arches on
    ``arches`` (cells whose top is an arch), and the arches facing an empty cell."""
    links = []
    open_arches = 0
    for cell in arches:
        tile = top_at(cell)
        around = _NEIGHBOURS.get(cell) or _neighbours(cell)
        target = around[tile.arch_side]
        top = top_at(target)
        if top is None:
            open_arches += 1
        elif top.color == tile.arch_color:
            links.append((area(cell), area(target)))
    return links, open_arches


#: Totals by what they depend on (:func:`_remembered_total`): many grounds a bot weighs
#: differ only where that does not show (a tile on one cell or on another beside no area
#: of its colour). Two generations: when the newer holds ``_TOTALS_MAX`` totals it
#: becomes the older and the oldest are dropped, so the totals in use stay.
_TOTALS: dict[tuple, GroundsTotal] = {}
_OLDER_TOTALS: dict[tuple, GroundsTotal] = {}
_TOTALS_MAX = 30_000
_COLOR_INDEX = {color: i for i, color in enumerate(COLORS)}


def clear_totals() -> None:
    """Forget the remembered totals (when a game ends: a new game's grounds share little)."""
    global _OLDER_TOTALS
    _TOTALS.clear()
    _OLDER_TOTALS = {}


def _remembered_total(patches: list, links: list[tuple[int, int]], open_arches: int, own_color: str,
                      standing_elephants: int) -> GroundsTotal:
    """:func:`_worked_out_total`, remembered for the bots' trial placements
    (:meth:`GroundsAreas.total_with`; the bots empty it when a game ends, the
    engine's own totals never fill it). A total depends only on each area's colour,
    tiles and symbols (in order, as the links name them), the links, the open
    arches, the own colour and the standing elephants: worked out once for each of
    those while it is remembered."""
    global _OLDER_TOTALS
    described = []
    for p in patches:
        described += (_COLOR_INDEX[p.color], p.tiles, p.symbols)
    for a, b in links:
        described += (a, b)
    try:   # as bytes while every number fits in one (it always does in a real game): compact
        shape: Any = bytes(described)
    except ValueError:
        shape = tuple(described)
    key = (own_color, standing_elephants, open_arches, len(patches), shape)
    found = _TOTALS.get(key)
    if found is None:
        found = _OLDER_TOTALS.get(key)
        if found is None:
            found = _worked_out_total(patches, links, open_arches, own_color, standing_elephants)
        if len(_TOTALS) >= _TOTALS_MAX:
            _OLDER_TOTALS = dict(_TOTALS)
            _TOTALS.clear()
        _TOTALS[key] = found
    return found


def _worked_out_total(patches: list, links: list[tuple[int, int]], open_arches: int, own_color: str,
                      standing_elephants: int) -> GroundsTotal:
    """The :class:`GroundsTotal` of a grounds whose areas and arch links are found."""
    count: dict[str, int] = {}
    for p in patches:
        count[p.color] = count.get(p.color, 0) + 1
    missing = len(COLORS) - len(count)
    total = MISSING_COLOR_POINTS * missing + STANDING_ELEPHANT_POINTS * standing_elephants
    surplus = None
    for color, n in count.items():
        if n > (AREAS_KEPT_OWN_COLOR if color == own_color else AREAS_KEPT):
            if surplus is None:
                surplus = set()
            surplus.add(color)
    if surplus is None:
        total += ARCH_POINTS * len(links)
        for p in patches:
            total += SYMBOL_POINTS * p.symbols
        return GroundsTotal(total, missing, open_arches)
    if any(patches[a].color in surplus and patches[b].color in surplus and a != b for a, b in links):
        kept = _choose_kept(patches, links, own_color)  # type: ignore[arg-type]
    else:
        # No arch ties two undecided areas: each surplus colour keeps its best areas
        # by their own worth (symbols + tiles saved + arches to kept areas).
        worth: dict[int, int] = {}
        for i, p in enumerate(patches):
            if p.color in surplus:
                worth[i] = SYMBOL_POINTS * p.symbols - REMOVED_TILE_POINTS * p.tiles
        for a, b in links:
            if a in worth:
                worth[a] += ARCH_POINTS
            elif b in worth:
                worth[b] += ARCH_POINTS
        for color in surplus:
            limit = AREAS_KEPT_OWN_COLOR if color == own_color else AREAS_KEPT
            best = sorted((worth[i] for i in worth if patches[i].color == color), reverse=True)
            total += sum(best[:limit])
        # the kept surplus areas' worth already counts their symbols, their saved
        # tiles and their arches; add the rest as if every surplus area were removed
        fixed = {i for i in range(len(patches)) if i not in worth}
        return GroundsTotal(total + _settled(patches, links, fixed), missing, open_arches)
    return GroundsTotal(total + _settled(patches, links, kept), missing, open_arches)


def _settled(patches: list[_Patch], links: list[tuple[int, int]], kept: set[int]) -> int:
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
    kept = _choose_kept(areas, [(a, b) for _, _, _, a, b in arch_links], own_color)
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
    lines = [
        ScoreLine(seat, "Removed tiles", REMOVED_TILE_POINTS * removed_tiles,
                  _removed_detail(removed_areas, removed_tiles)),
        ScoreLine(seat, "Missing colours", MISSING_COLOR_POINTS * len(missing),
                  f"{-MISSING_COLOR_POINTS} points for each colour not in the grounds: {', '.join(missing)}"
                  if missing else "all five colours present"),
        ScoreLine(seat, "Standing elephants", STANDING_ELEPHANT_POINTS * standing_elephants,
                  f"{standing_elephants} standing"),
        ScoreLine(seat, "Arches", ARCH_POINTS * len(scored),
                  "; ".join(f"{s.arch_color} arch at {s.cell} facing {SIDE_NAMES[s.side]}" for s in scored)
                  or "no arch scores"),
    ]
    for color in COLORS:
        n = symbols[color]
        lines.append(ScoreLine(seat, f"{color.capitalize()} symbols", SYMBOL_POINTS * n,
                               f"{n} elephant symbol{'s' if n != 1 else ''} on top tiles"))
    total = sum(line.points for line in lines)
    return GroundsScore(total, tuple(lines), removed_areas, kept_areas, scored, missing,
                        removed_tiles, standing_elephants, tuple(symbols.items()))


def _removed_detail(removed: tuple[Area, ...], tiles: int) -> str:
    if not removed:
        return "no surplus areas"
    parts = ", ".join(f"{a.color} {a.tiles}" for a in removed)
    return f"{tiles} tile{'s' if tiles != 1 else ''} in {len(removed)} surplus area{'s' if len(removed) != 1 else ''} ({parts})"
