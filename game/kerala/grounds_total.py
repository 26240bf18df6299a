"""One grounds' Kerala total without the itemisation (no score lines, no sorted areas):
:func:`grounds_total` equals ``score_grounds(...).total`` (:mod:`game.kerala.scoring`),
several times faster, and :class:`GroundsAreas` weighs one more tile on a cell from
what that tile changes, reading the rest from the areas it found once. The bots call
these hundreds of thousands of times per decision."""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple, Sequence

from .data import (ARCH_POINTS, AREAS_KEPT, AREAS_KEPT_OWN_COLOR, COLORS, MISSING_COLOR_POINTS,
                   REMOVED_TILE_POINTS, STANDING_ELEPHANT_POINTS, SYMBOL_POINTS)
from . import kept_areas
from .grounds import Cell, neighbours
from .kept_areas import colour_points, kept_count, settled_points
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
    more tile on a cell (:meth:`total_with`), worked out from what that tile changes.
    A bot weighs many placements on the same grounds (a greedy move, what the next
    tile may add): each then costs a small part of a whole count."""

    __slots__ = ("stacks", "tops", "patches", "area_of", "arches", "_totals", "_links", "_open", "_facing",
                 "_of_color", "_linked", "_leaving", "_last_spot", "_parts")

    def __init__(self, stacks: Mapping[Cell, Sequence[Tile]],
                 totals: dict[tuple[str, int], GroundsTotal] | None = None) -> None:
        """``totals``: :meth:`total` of these grounds by ``(own colour, standing
        elephants)``, where they are known already (a state's ``score_total``)."""
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
        self._totals: dict[tuple[str, int], GroundsTotal] = dict(totals) if totals else {}
        self._links: list[tuple[Cell, Cell, int, int]] | None = None   # laid out on the first total_with

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

    def _lay_out(self) -> None:
        """What :meth:`total_with` reads besides the areas: the arch links with their
        cells ``(arch cell, cell it faces, area of one, area of the other)``, the open
        arches, the arches facing each cell, and each colour's areas (indices)."""
        tops, area_of = self.tops, self.area_of
        links = []
        open_arches = 0
        facing: dict[Cell, list[Cell]] = {}
        for cell in self.arches:
            tile = tops[cell]
            target = (_NEIGHBOURS.get(cell) or _neighbours(cell))[tile.arch_side]
            facing.setdefault(target, []).append(cell)
            top = tops.get(target)
            if top is None:
                open_arches += 1
            elif top.color == tile.arch_color:
                links.append((cell, target, area_of[cell], area_of[target]))
        of_color: dict[str, list[int]] = {}
        for i, p in enumerate(self.patches):
            of_color.setdefault(p.color, []).append(i)
        self._open = open_arches
        self._facing = facing
        self._of_color = of_color
        linked: dict[str, set[str]] = {}   # colour -> the colours its areas are tied to by arches
        patches = self.patches
        for _, _, a, b in links:
            linked.setdefault(patches[a].color, set()).add(patches[b].color)
            linked.setdefault(patches[b].color, set()).add(patches[a].color)
        self._linked = linked
        self._leaving: dict[Cell, tuple] = {}
        self._last_spot: tuple = (None, None)   # (cell, _spot(cell)): the tiles weighed on one cell come in a row
        self._parts: dict[str, dict[str, tuple[int, int]]] = {}   # own colour -> colour -> (areas, points)
        self._links = links

    def _spot(self, cell: Cell) -> tuple:
        """What :meth:`total_with` reads around ``cell`` whatever the tile: its
        neighbours, their areas by colour, the top on it, and the open arches once a
        tile is on it (before that tile's own arch)."""
        tops, area_of = self.tops, self.area_of
        around = _NEIGHBOURS.get(cell) or _neighbours(cell)
        beside: dict[str, set[int]] = {}
        for n in around:
            top = tops.get(n)
            if top is not None:
                beside.setdefault(top.color, set()).add(area_of[n])
        under = tops.get(cell)
        open_arches = self._open
        if under is None:
            open_arches -= len(self._facing.get(cell, ()))
        elif under.arch_side is not None and around[under.arch_side] not in tops:
            open_arches -= 1
        found = (around, beside, under, open_arches)
        self._last_spot = (cell, found)
        return found

    def _left_behind(self, cell: Cell) -> tuple[list[_Patch], dict[Cell, int] | None]:
        """The area of ``cell``'s top once another colour covers it: its other cells'
        areas (none, one, or the pieces it splits into) and,
        when it splits, each cell's piece (else None: every cell is in the one piece)."""
        found = self._leaving.get(cell)
        if found is None:
            area_of, tops = self.area_of, self.tops
            own = area_of[cell]
            left = self.patches[own]
            height = len(self.stacks[cell])
            around = _NEIGHBOURS.get(cell) or _neighbours(cell)
            if len(left.cells) == 1:
                found = ([], None)
            elif sum(area_of.get(c) == own for c in around) <= 1:
                found = ([_Patch(left.color, [c for c in left.cells if c != cell], left.tiles - height,
                                 left.symbols - tops[cell].symbols)], None)
            else:
                rest = {c: tops[c] for c in left.cells if c != cell}
                pieces: list[_Patch] = []
                piece_of: dict[Cell, int] = {}
                _find_patches(rest, self.stacks, rest, pieces, piece_of)
                found = (pieces, piece_of)
            self._leaving[cell] = found
        return found

    def total_with(self, cell: Cell, tile: Tile, own_color: str, standing_elephants: int) -> GroundsTotal:
        """:func:`grounds_total` of these grounds with ``tile`` placed on ``cell`` (on
        its stack, if any; an arch tile with its side set). Only the areas of the
        tile's colour beside it, the area it covers and the arches at or facing the
        cell change: the rest of the total is read from the areas found. Where an arch
        then ties two areas of colours with surplus areas, the kept areas are chosen
        again (:meth:`_total_with_chosen_again`)."""
        if self._links is None:
            self._lay_out()
        tops, area_of, patches = self.tops, self.area_of, self.patches
        color = tile.color
        last, spot = self._last_spot
        if last != cell:
            spot = self._spot(cell)
        around, beside, under, open_arches = spot
        joined = set(beside.get(color, ()))   # the areas the tile joins: of its colour beside it, the one it covers
        if under is None and not joined and tile.arch_side is None:
            lone = self._lone_total(cell, tile, own_color, standing_elephants)
            if lone is not None:
                return lone
        tiles, symbols = 1, tile.symbols
        covered = -1        # the area of another colour the tile covers
        left_color = None   # its colour
        pieces: list[_Patch] = []
        piece_of = None
        if under is not None:
            height = len(self.stacks[cell])
            tiles += height
            if under.color == color:
                joined.add(area_of[cell])
                tiles -= height
                symbols -= under.symbols
            else:
                covered = area_of[cell]
                pieces, piece_of = self._left_behind(cell)
        for i in joined:
            p = patches[i]
            tiles += p.tiles
            symbols += p.symbols
        # The tile's colour and the covered one's have other areas after, as (index,
        # tiles, symbols); every other colour keeps its areas and, but for arches that
        # now count for or against a surplus area of it, its points.
        of_color = self._of_color
        changed = {color: [(i, patches[i].tiles, patches[i].symbols) for i in of_color.get(color, ())
                           if i not in joined] + [(-1, tiles, symbols)]}
        if covered >= 0:
            left_color = under.color
            changed[left_color] = ([(i, patches[i].tiles, patches[i].symbols) for i in of_color[left_color]
                                    if i != covered] + [(-2 - k, p.tiles, p.symbols) for k, p in enumerate(pieces)])
        parts = self._parts.get(own_color)
        if parts is None:
            parts = self._parts[own_color] = {c: (len(ids), colour_points(
                [(i, patches[i].tiles, patches[i].symbols) for i in ids], kept_count(c, own_color), {}))
                for c, ids in of_color.items()}
        if self._apart(cell, tile, left_color):
            # No arch ties an area of the colours that change to another area, before
            # or after: the rest of the total stays as it is now.
            now = self.total(own_color, standing_elephants)
            total, missing = now.total, now.missing
            for c, areas in changed.items():
                n, points = parts.get(c, (0, 0))
                total += colour_points(areas, kept_count(c, own_color), {}) - points
                if not n:
                    missing -= 1
                    total -= MISSING_COLOR_POINTS
                elif not areas:
                    missing += 1
                    total += MISSING_COLOR_POINTS
            if tile.arch_side is not None and around[tile.arch_side] not in tops:
                open_arches += 1
            return GroundsTotal(total, missing, open_arches)
        # Areas after, by index: unchanged ones keep theirs; the tile's area is -1 and
        # the pieces of the covered area -2, -3, ...

        def after(c: Cell, i: int) -> int:
            if i in joined:
                return -1
            if i == covered:
                return -2 if piece_of is None else -2 - piece_of[c]
            return i

        links = [(after(x, a), after(t, b)) for x, t, a, b in self._links if x != cell and t != cell]
        for x in self._facing.get(cell, ()):
            if tops[x].arch_color == color:
                links.append((after(x, area_of[x]), -1))
        if tile.arch_side is not None:
            target = around[tile.arch_side]
            top = tops.get(target)
            if top is None:
                open_arches += 1
            elif top.color == tile.arch_color:
                links.append((-1, after(target, area_of[target])))
        surplus = set()
        missing = 0
        for c in COLORS:
            n = len(changed[c]) if c in changed else parts[c][0] if c in parts else 0
            if not n:
                missing += 1
            elif n > kept_count(c, own_color):
                surplus.add(c)
        total = MISSING_COLOR_POINTS * missing + STANDING_ELEPHANT_POINTS * standing_elephants
        arched: dict[int, int] = {}   # arch points of surplus areas, kept or not
        tied: list[tuple[int, int]] = []   # arches between two surplus areas
        for a, b in links:
            a_surplus = (color if a == -1 else left_color if a < -1 else patches[a].color) in surplus
            b_surplus = (color if b == -1 else left_color if b < -1 else patches[b].color) in surplus
            if a_surplus:
                if b_surplus and a != b:
                    tied.append((a, b))
                else:
                    arched[a] = arched.get(a, 0) + ARCH_POINTS
            elif b_surplus:
                arched[b] = arched.get(b, 0) + ARCH_POINTS
            else:
                total += ARCH_POINTS
        tied_colors = {color if i == -1 else left_color if i < -1 else patches[i].color for pair in tied for i in pair}
        recount = {patches[i].color for i in arched if i >= 0}
        groups = []
        for c, (n, points) in parts.items():
            if c not in changed:
                if c in recount or c in tied_colors:
                    areas = [(i, patches[i].tiles, patches[i].symbols) for i in of_color[c]]
                    if c in tied_colors:
                        groups.append((kept_count(c, own_color), areas))
                        continue
                    points = colour_points(areas, kept_count(c, own_color), arched)
                total += points
        for c, areas in changed.items():
            if c in tied_colors:
                groups.append((kept_count(c, own_color), areas))
            else:
                total += colour_points(areas, kept_count(c, own_color), arched)
        if tied:
            points = kept_areas.tied_points(groups, tied, arched)
            if points is None:
                return self._total_with_chosen_again(cell, tile, joined, covered, tiles, symbols, pieces,
                                                     links, open_arches, own_color, standing_elephants)
            total += points
        return GroundsTotal(total, missing, open_arches)

    def _apart(self, cell: Cell, tile: Tile, left_color: str | None) -> bool:
        """Whether no arch ties an area of ``tile``'s colour, or of the area of
        ``left_color`` it covers, to any area, now or with the tile on ``cell``."""
        linked = self._linked
        color = tile.color
        if color in linked or left_color in linked:
            return False
        tops = self.tops
        for x in self._facing.get(cell, ()):
            if tops[x].arch_color == color:
                return False
        if tile.arch_side is not None:
            top = tops.get((_NEIGHBOURS.get(cell) or _neighbours(cell))[tile.arch_side])
            if top is not None and top.color == tile.arch_color:
                return False
        return True

    def _lone_total(self, cell: Cell, tile: Tile, own_color: str, standing_elephants: int) -> GroundsTotal | None:
        """The total with a plain ``tile`` on the empty ``cell`` beside no area of its
        colour and faced by no arch of its colour, where it is simply the total now and
        the new one-cell area's worth: that area stays (its symbols count, a missing
        colour is found), or, without symbols, it is the poorest area of a colour with
        surplus areas and is removed (-2), the colour's other areas as before (when it
        makes the surplus, no arch ties an area of that colour to another colour's
        surplus area or to an area of its own colour). None otherwise."""
        color = tile.color
        facing = self._facing.get(cell, ())
        tops = self.tops
        for x in facing:
            if tops[x].arch_color == color:
                return None
        areas = len(self._of_color.get(color, ()))
        kept = kept_count(color, own_color)
        if areas >= kept:
            if tile.symbols:
                return None
            if areas == kept and self._linked.get(color, set()) & (self._surplus(own_color) | {color}):
                return None
        now = self.total(own_color, standing_elephants)
        if areas >= kept:
            return GroundsTotal(now.total + REMOVED_TILE_POINTS, now.missing, now.open_arches - len(facing))
        found = not areas
        return GroundsTotal(now.total + SYMBOL_POINTS * tile.symbols - MISSING_COLOR_POINTS * found,
                            now.missing - found, now.open_arches - len(facing))

    def _surplus(self, own_color: str) -> set[str]:
        """The colours with surplus areas for a seat of ``own_color``."""
        return {c for c, ids in self._of_color.items() if len(ids) > kept_count(c, own_color)}

    def _total_with_chosen_again(self, cell: Cell, tile: Tile, joined: set[int], covered: int, tiles: int,
                                 symbols: int, pieces: list[_Patch], links: list[tuple[int, int]],
                                 open_arches: int, own_color: str, standing_elephants: int) -> GroundsTotal:
        """:meth:`total_with` where an arch ties two areas of colours with surplus
        areas, so the kept areas are chosen again: the total of the areas after (those
        the tile does not touch, its own area -1 made of the ``joined`` ones, the
        ``pieces`` -2, -3, ... of the ``covered`` one) and their ``links``, remembered
        worked out (:func:`_worked_out_total`)."""
        patches = self.patches
        position = {}
        after = []
        for i, p in enumerate(patches):
            if i not in joined and i != covered:
                position[i] = len(after)
                after.append(p)
        n = len(after)
        cells = [cell] + [c for i in joined for c in patches[i].cells if c != cell]
        after.append(_Patch(tile.color, cells, tiles, symbols))
        after += pieces

        def at(i: int) -> int:
            return position[i] if i >= 0 else n - 1 - i   # -1: n, -2: n + 1, ...

        return _worked_out_total(after, [(at(a), at(b)) for a, b in links], open_arches, own_color,
                                 standing_elephants)


def _find_patches(cells: Mapping[Cell, Tile], stacks: Mapping[Cell, Sequence[Tile]], tops: Mapping[Cell, Tile],
                  patches: list, area_of: dict) -> None:
    """Flood the ``cells`` (cell -> top tile) into areas, appended to ``patches`` with
    each cell's area in ``area_of``. ``stacks`` is the grounds' stacks: the tiles a
    removed area costs."""
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
        tiles = len(stacks[start])
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
                        tiles += len(stacks[n])
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
        return GroundsTotal(total + settled_points(patches, links, fixed), missing, open_arches)
    return GroundsTotal(total + settled_points(patches, links, kept), missing, open_arches)
