"""One grounds' Kerala total without the itemisation (no score lines, no sorted areas):
:func:`grounds_total` equals ``score_grounds(...).total`` (:mod:`game.kerala.scoring`),
several times faster, and :class:`GroundsAreas` weighs one more tile on a cell finding
again only the areas it touches. The bots call these hundreds of thousands of times
per decision, so totals are remembered by what they depend on (:func:`clear_totals`
empties them)."""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple, Sequence

from .data import (ARCH_POINTS, AREAS_KEPT, AREAS_KEPT_OWN_COLOR, COLORS, MISSING_COLOR_POINTS,
                   REMOVED_TILE_POINTS, STANDING_ELEPHANT_POINTS, SYMBOL_POINTS)
from .grounds import Cell, neighbours
from .scoring import choose_kept
from .tiles import Tile


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
        kept = choose_kept(patches, links, own_color)  # type: ignore[arg-type]
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
