"""Pictures kept between frames and redrawn only where what they show changed, so a
frame costs what changed, not the window's size."""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygame

from scenes.ui.backdrop import backdrop
from scenes.ui.kept_surface import kept_surface


@dataclass(frozen=True)
class Joining:
    """How the places of a region's changed parts are joined before its ``draw`` is
    called once for each (:func:`joined`): each call costs the pixels it clips to and
    some work of its own, which joining two places saves."""

    slack: float
    """Two places that overlap or touch are joined when the rectangle around them is at
    most this many times as large as they are."""
    most: int
    """More places left than this are drawn as one rectangle around them all."""
    whole: float
    """Places that cover more than this share of the region: it is drawn whole."""

    def worth(self, a: pygame.Rect, b: pygame.Rect) -> bool:
        """Whether ``a`` and ``b`` are drawn as the rectangle around them: not two thin
        strips meeting at a corner (a panel's edge), which it would fill."""
        around = a.union(b)
        return around.width * around.height <= self.slack * (a.width * a.height + b.width * b.height)


#: For a region whose ``draw`` does work of its own in each call (lists what lies in the
#: clip, lays out words): a few places, joined loosely.
LOOSE = Joining(slack=2, most=6, whole=1 / 2)

#: For a region whose ``draw`` costs little beyond its pixels (Kaleido's board view: a
#: copy of its kept picture, then the few things in the clip): a held piece's targets
#: light holes all over the cluster, a diagonal of boards, and joined loosely they made
#: one rectangle over most of the view's bands, mostly cloth and holes with nothing new.
SNUG = Joining(slack=1.3, most=16, whole=3 / 4)

#: More places than this (a held piece's targets, the stacks of two seats' grounds) are
#: gathered in one pass (:func:`grouped`) before they are joined pair by pair, which
#: takes the square of their number.
MOST_PAIRED = 24

#: A region drawn again whole, or in places that together cover at least this share of
#: the window (a Kerala seat's grounds coming into focus where the other's were), is
#: drawn straight onto the window in a frame (one pass over its pixels, not two: onto the
#: layer, then from the layer onto the window). It stays there, its changed parts drawn
#: there too, until something is drawn over it: the frame after that copies those places
#: from the window onto the layer (drawn there again only where something lay), unless
#: that frame draws it whole again: no frame copies it back before something needs the
#: layer there.
STRAIGHT_ON_SHARE = 1 / 16


@dataclass
class OnWindow:
    """A region drawn straight onto the window: where the layer lacks what it shows.
    Only those places are copied onto the layer, not the region: a Kerala tile picked
    up lights its targets on the grounds (a sixth of the window) and the frame it is let
    go copies them, not all of the grounds (1.7 Mpx at 2560x1440)."""

    clip: pygame.Rect
    """The region's rectangle on the window when it was drawn there."""
    places: list[pygame.Rect]
    """The places of it drawn onto the window and not onto the layer."""


class RegionLayer:
    """A full-window picture redrawn region by region: each region remembers the key
    it was drawn for, and a changed key redraws just that region (over the backdrop,
    unless the region paints every pixel of its rectangle itself). A frame
    (:meth:`begin`, the regions, :meth:`finish`) copies the places things drawn over the
    layer left back from the layer, and puts on the window only the regions drawn again:
    a large one drawn whole, or in large places, straight onto it (the layer copies it
    from the window when the next frame asks for it, unless that frame draws it whole
    again), the others onto the layer and copied from it.

    Regions that overlap are laid in their order, one inside another after it, and a
    region's key holds the key of the region it lies in (so it is drawn again with it)."""

    def __init__(self, size):
        self.size = size
        self.surface = kept_surface(size)
        self.surface.blit(backdrop(size), (0, 0))
        self.keys: dict = {}
        self.parts: dict[str, dict] = {}
        """region -> what its parts showed when it was last drawn (see :meth:`region`)."""
        self.drawing_parts = False
        """True while a region's ``draw`` is called for some of its parts only (the
        surface clipped to their places), not the whole region."""
        self.redrawn: list[pygame.Rect] = []
        """Places drawn onto the layer outside a frame (the next frame copies them)."""
        self.painted: pygame.Surface | None = None
        """The window surface the whole layer was last copied onto (None: none yet)."""
        self.window: pygame.Surface | None = None
        """The window the frame under way draws on (None: no frame under way)."""
        self.whole = True
        """The frame under way copies all of the layer onto the window (:meth:`finish`)."""
        self.stale: dict[str, OnWindow] = {}
        """region -> where it was drawn straight onto the window, not yet onto the layer
        (a frame copies those places from the window once something was drawn over them,
        or else draws the region onto the layer when the layer is drawn on there or copied
        whole)."""
        self.taking: set[str] = set()
        """The stale regions the frame under way copies from the window when it asks for
        them, as something was drawn over them (unless it draws them whole again: then the
        copy is not needed)."""
        self.resting: set[str] = set()
        """The stale regions the window holds as drawn, with nothing drawn over them: the
        frame under way draws their changed parts there too, and leaves the layer as it is."""
        self.patches: dict[str, list[pygame.Rect]] = {}
        """region -> the places of it where something lay over it when it was copied from
        the window: drawn onto the layer there when the frame under way asks for the region."""
        self.renewed: list[pygame.Rect] = []
        """Where the frame under way drew regions onto the layer over what it held of
        others (a stale region whole, a copied region's patches): a region after them that
        overlaps them is drawn onto the layer again too (they covered it)."""
        self.waiting: list[pygame.Rect] = []
        """Places left behind over regions the layer lacks there (stale ones, and copied
        ones where something lay over them): copied again from the layer onto the window
        where each such region is drawn onto the layer."""
        self.visited: set[str] = set()
        """The regions the frame under way asked for."""
        self.shown: list[pygame.Rect] = []
        """What the frame under way changed on the window."""

    def begin(self, surface: pygame.Surface, left_behind: list[pygame.Rect], whole: bool = False) -> None:
        """Start a frame on the window's ``surface``: the regions the last frame drew
        straight onto it are copied from it onto the layer as the frame asks for them
        (:meth:`stale_to_take`), and the places ``left_behind`` (where the last frame drew
        over the layer) are copied back from the layer, unless all of the layer is copied
        at the end (``whole``, or the surface is not the one it was last copied onto whole)."""
        self.window = surface
        self.whole = whole or surface is not self.painted or surface.get_size() != self.size
        self.visited, self.renewed, self.waiting, self.patches = set(), [], [], {}
        self.taking, self.resting = set(), set()
        self.shown, self.redrawn = ([] if self.whole else self.redrawn), []
        if self.whole:
            return
        left_behind = [rect.clip(self.surface.get_rect()) for rect in left_behind]
        self.stale_to_take(left_behind, drawn_since=self.shown)
        lacking = [*itertools.chain(*(stale.places for stale in self.stale.values())),
                   *itertools.chain(*self.patches.values())]
        for rect in self.shown + left_behind:
            surface.blit(self.surface, rect, rect)
            if rect.collidelist(lacking) != -1:
                self.waiting.append(rect)

    def stale_to_take(self, left_behind: list[pygame.Rect], drawn_since: list[pygame.Rect]) -> None:
        """Each region drawn straight onto the window with something drawn over its places
        there since (``left_behind``) has them copied from the window onto the layer (one
        copy, not a second drawing) when the frame asks for the region (:meth:`region`),
        and drawn onto the layer where something lay; the others rest on the window. A
        region the layer was drawn on since (``drawn_since``, outside a frame) is drawn
        whole when asked for."""
        for name, stale in self.stale.items():
            if stale.clip.collidelist(drawn_since) != -1:
                continue
            over = [rect.clip(place) for rect in left_behind for place in stale.places if rect.colliderect(place)]
            if over:
                self.taking.add(name)
                self.patches[name] = over
            else:
                self.resting.add(name)

    def region(self, name: str, rect: pygame.Rect, key, draw, opaque: bool = False,
               parts: dict | None = None, joining: Joining = LOOSE) -> list[pygame.Rect]:
        """Draw region ``name`` again with ``draw(surface)`` (clipped to ``rect``) when
        ``key`` is not the one it was drawn for; returns the rectangles drawn again
        (empty: none). An ``opaque`` region paints every pixel of its rectangle, so no
        backdrop is laid under it first.

        ``parts`` (part -> (its rectangle, what it looks like)) says what the region
        shows piece by piece, for a region of which a move changes a little (a board
        where one tile lands): while ``key`` stays the one it was drawn for, only the
        places of the parts that look different (where they were and where they are)
        are drawn again, ``draw`` called once for each with the surface clipped to it
        (those places joined as ``joining`` says), so a frame costs what changed, not
        the region's size. What the region shows must depend only on ``key`` and ``parts``."""
        clip = rect.clip(self.surface.get_rect())
        before = self.parts.get(name)
        if name not in self.keys or self.keys[name] != key or (before is None) != (parts is None):
            places = [clip]
        elif before == parts:
            places = []
        else:
            places = changed_places(before, parts, clip, joining)
        self.keys[name] = key
        if parts is None:
            self.parts.pop(name, None)
        else:
            self.parts[name] = parts
        self.visited.add(name)
        patches = self.patches.pop(name, [])
        if name in self.taking:
            self.taking.discard(name)
            if places != [clip]:  # not drawn whole again: the layer takes its places from the window
                for place in self.stale.pop(name).places:
                    self.surface.blit(self.window, place, place)
        if name in self.resting and places != [clip] and self.stale[name].clip == clip:
            self.resting.discard(name)  # the window holds it: what changed is drawn there too
            if places:
                self.paint(self.window, places, draw, opaque, partly=True)
                self.shown.extend(places)
                self.stale[name].places = joined(self.stale[name].places + places, clip)
            return places
        behind = name in self.stale or clip.collidelist(self.renewed) != -1  # the layer lacks it
        if places == [clip] and self.straight_on(clip):
            self.paint(self.window, [clip], draw, opaque)
            self.stale[name] = OnWindow(clip, [clip])
            self.shown.append(clip)
            return places
        if places and not behind and not patches and self.straight_on(*places):
            self.paint(self.window, places, draw, opaque, partly=True)
            self.stale[name] = OnWindow(clip, list(places))
            self.shown.extend(places)
            return places
        if behind:
            self.paint(self.surface, [clip], draw, opaque)
            self.stale.pop(name, None)
            self.renewed.append(clip)
            self.send(places + self.waiting_in(clip))
            return places
        if places == [clip]:
            patches = []  # drawn whole, over them too
        self.renewed.extend(patches)  # a region after this one lying there is drawn onto the layer again too
        drawn = places + patches
        if drawn:
            self.paint(self.surface, drawn, draw, opaque, partly=drawn != [clip])
            self.send(places + (self.waiting_in(clip) if patches else []))
        return places

    def waiting_in(self, clip: pygame.Rect) -> list[pygame.Rect]:
        """The parts inside ``clip`` of the places left behind over a region the layer lacked."""
        return [rect.clip(clip) for rect in self.waiting if rect.colliderect(clip)]

    def straight_on(self, *places: pygame.Rect) -> bool:
        """Whether places of a region drawn again go straight onto the window."""
        window = self.size[0] * self.size[1]
        area = sum(place.width * place.height for place in places)
        return self.window is not None and not self.whole and area >= window * STRAIGHT_ON_SHARE

    def paint(self, surface: pygame.Surface, places: list[pygame.Rect], draw, opaque: bool,
              partly: bool = False) -> None:
        """``draw`` onto ``surface`` clipped to each of ``places`` (over the backdrop
        unless ``opaque``; ``partly``: they are some of the region's parts, not all of it)."""
        self.drawing_parts = partly
        for place in places:
            surface.set_clip(place)
            if not opaque:
                surface.blit(backdrop(self.size), place, place)
            draw(surface)
        surface.set_clip(None)
        self.drawing_parts = False

    def send(self, places: list[pygame.Rect]) -> None:
        """Copy ``places`` of the layer onto the window now (in the regions' order, so a
        region drawn later lies over them), or at the next frame when none is under way."""
        if self.window is None:
            self.redrawn.extend(places)
        elif not self.whole:
            for place in places:
                self.window.blit(self.surface, place, place)
            self.shown.extend(places)

    def finish(self) -> list[pygame.Rect] | None:
        """End the frame: all of the layer is copied onto the window when the frame
        began so; returns what the frame changed on the window (None: all of it)."""
        window, self.window = self.window, None
        if self.patches or any(name not in self.visited for name in self.stale):
            self.forget()  # a region gone: the layer cannot be brought up to date
        if self.whole:
            window.blit(self.surface, (0, 0))
            self.painted = window
            return None
        return self.shown

    def forget(self) -> None:
        """Every region is drawn again next time (what they show was replaced), and all
        of the layer is copied."""
        self.keys.clear()
        self.parts.clear()
        self.stale.clear()
        self.taking.clear()
        self.resting.clear()
        self.patches.clear()
        self.painted = None


def backdrop_corners(surface, rect: pygame.Rect, radius: int) -> None:
    """The backdrop under the four rounded corners of a panel on ``rect``: all a region
    holding just that panel shows of it, so the region may be drawn opaque (no pass of
    the backdrop under all of it first)."""
    image = backdrop(surface.get_size())
    for x in (rect.left, rect.right - radius):
        for y in (rect.top, rect.bottom - radius):
            corner = pygame.Rect(x, y, radius, radius)
            surface.blit(image, corner, corner)


def blit_around(surface, image, area: pygame.Rect, hole: pygame.Rect) -> None:
    """Copy ``image`` onto ``surface`` at ``area``, except inside ``hole`` (which the
    caller paints over whole next): up to four strips instead of all of it."""
    hole = hole.clip(area)
    if not hole:
        surface.blit(image, area)
        return
    strips = (pygame.Rect(area.left, area.top, area.width, hole.top - area.top),
              pygame.Rect(area.left, hole.bottom, area.width, area.bottom - hole.bottom),
              pygame.Rect(area.left, hole.top, hole.left - area.left, hole.height),
              pygame.Rect(hole.right, hole.top, area.right - hole.right, hole.height))
    for strip in strips:
        if strip.width > 0 and strip.height > 0:
            surface.blit(image, strip, strip.move(-area.left, -area.top))


def changed_places(before: dict, now: dict, within: pygame.Rect, joining: Joining = LOOSE) -> list[pygame.Rect]:
    """Where the parts that look different in ``now`` than in ``before`` (part ->
    (rectangle, look)) lie, then and now, inside ``within``: joined as ``joining`` says
    (:func:`joined`), so that ``draw`` runs a few times."""
    places = []
    for part in before.keys() | now.keys():
        old, new = before.get(part), now.get(part)
        if old != new:
            places += [pygame.Rect(entry[0]).clip(within) for entry in (old, new) if entry is not None]
    return joined([place for place in places if place.width > 0 and place.height > 0], within, joining)


def joined(places: list[pygame.Rect], within: pygame.Rect, joining: Joining = LOOSE) -> list[pygame.Rect]:
    """``places`` with the ones that overlap or touch joined into the rectangle around
    them where that draws little more than they cover (:meth:`Joining.worth`), until no
    two are; one rectangle around them all when more than ``joining.most`` are left,
    and ``within`` when they cover most of it."""
    places = [pygame.Rect(place) for place in places]
    if len(places) > MOST_PAIRED:
        places = grouped(places, joining)
    merged = True
    while merged:
        merged = False
        for i, j in itertools.combinations(range(len(places)), 2):
            if places[i].inflate(2, 2).colliderect(places[j]) and joining.worth(places[i], places[j]):
                places[i] = places[i].union(places.pop(j))
                merged = True
                break
    if len(places) > joining.most:
        places = [places[0].unionall(places[1:])]
    if sum(p.width * p.height for p in places) > within.width * within.height * joining.whole:
        return [pygame.Rect(within)]
    return places


def grouped(places: list[pygame.Rect], joining: Joining) -> list[pygame.Rect]:
    """Many places (a held piece's targets, the stacks of two seats' grounds) gathered in
    one pass, from the top: each joins the first group it is worth joining to
    (:meth:`Joining.worth`), or starts a group of its own. The cells of grounds join into
    a block, and the thin strips of a panel's edge around them stay apart from it."""
    groups: list[pygame.Rect] = []
    for place in sorted(places, key=lambda rect: (rect.top, rect.left)):
        for i, group in enumerate(groups):
            if joining.worth(group, place):
                groups[i] = group.union(place)
                break
        else:
            groups.append(place)
    return groups
