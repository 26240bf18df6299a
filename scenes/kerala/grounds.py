"""A player's festival grounds drawn through a board view (:class:`GroundsPainter`):
the big one for the grounds in focus and a miniature per seat in the seat panel, each
kept as a layer drawn again only when what it shows changes."""
from __future__ import annotations

import math

import pygame

from game import words
from game.words import pgettext
from scenes.kerala import art
from scenes.kerala.picture import KeralaPicture
from scenes.table.view import BoardView
from scenes.ui import theme

REMOVED = (225, 62, 50)
#: The grey that dims a removed tile, and the dark edge of its X.
REMOVED_SHADE = (20, 20, 20)
REMOVED_OUTLINE = (20, 12, 10)
MAX_MINI_ZOOM = 36.0
LIFTED_ALPHA = 70
ZOOM_STEP = 1.1
#: Places in a kept picture of the grounds that may change before it is drawn again whole
#: (a new round's art becoming sharp changes a few each).
MOST_PARTS = 24


def settle_zoom(view: BoardView) -> None:
    """A fitted ``view`` takes the largest zoom of the grid 8 x 1.1^k that is not above
    its own (nor under its least): a fit that grows a little keeps its zoom, so the art
    rasterised at that size serves on (a changed zoom asks for every tile again)."""
    if view.auto_fit:
        view.zoom = settled(view.zoom, view.min_zoom)


def settled(zoom: float, least: float) -> float:
    """The largest zoom of the grid 8 x 1.1^k that is not above ``zoom`` (nor under ``least``)."""
    step = math.floor(math.log(zoom / 8) / math.log(ZOOM_STEP) + 1e-9)
    return max(least, 8 * ZOOM_STEP ** step)


#: How far down and across a tile its colour mark reaches, as a share of its side.
COLOUR_MARK_SHARE = 0.22


def elephant_corner(tile) -> str:
    """The corner of its cell where an elephant stands on ``tile``: the lower right, or
    where the tile's arch does not run (the arch's side stays readable under it)."""
    side = getattr(tile, "arch_side", None)
    return {1: "bottomleft", 2: "topright"}.get(side, "bottomright")


def elephant_rects(state, seat: int, view: BoardView) -> dict[int, pygame.Rect]:
    """Where ``seat``'s two elephants are drawn through ``view``: in a corner of their
    cell clear of its arch (:func:`elephant_corner`), the first one in the mirrored
    corner when both share a tile."""
    c0, c1 = state.elephants(seat)
    size = max(10, round(view.zoom * 0.46))
    rects = {}
    for e, cell in ((0, c0), (1, c1)):
        r = view.cell_rect(cell)
        corner = elephant_corner(state.top(seat, cell))
        if c0 == c1 and e == 0:
            corner = corner.replace("right", "LEFT").replace("left", "right").replace("LEFT", "left")
        rect = pygame.Rect(0, 0, size, size)
        inside = r.inflate(-4, -4)
        setattr(rect, corner, getattr(inside, corner))
        rects[e] = rect
    return rects


class GroundsPainter:
    def __init__(self):
        self.big_layers: dict[int, tuple] = {}
        """seat -> (key, layer, (the view it was drawn through, what its parts show)): a
        seat's grounds as last drawn through the big view, kept for each seat, so the
        focus passing to the next seat at a move redraws only what changed in its
        grounds since it was last in focus; the key is what they were drawn from
        (what they hold, :func:`holding`; the seat, the view's zoom, centre and size,
        scale, the end of the game, the piece in flight, the piece held, and while it
        was drawn with rescaled art, the art's generation)."""
        self.mini_layers: dict[int, tuple] = {}
        """seat -> (key, layer, ...): each seat's miniature, kept like :attr:`big_layer`
        (without the scale: a miniature has no height badges)."""
        self.mini_views: dict[int, tuple] = {}
        """seat -> (key, view): the view of its miniature fitted to its grounds; the key
        is what it was fitted for (the rectangle, the scale, the grounds' stacks)."""
        self.blurred = art.Blurred()
        """Which miniatures (by seat) were drawn with rescaled art (the big grounds' parts
        say it each for itself)."""

    def mini_view(self, seat: int, rect: pygame.Rect, scale: float, state) -> BoardView:
        """The view of ``seat``'s grounds in the seat panel's ``rect``."""
        key = (tuple(rect), scale, state.stacks(seat))
        kept = self.mini_views.get(seat)
        if kept is None or kept[0] != key:
            view = BoardView(rect, scale=scale, buttons=False, fit_zoom=MAX_MINI_ZOOM, min_zoom=2.0)
            view.show_cells(state.stacks(seat), margin=0.3)
            settle_zoom(view)
            if kept is not None and kept[0][:2] == key[:2]:  # the same place: kept while all of it shows
                view.keep_fit((kept[1].zoom, kept[1].center))
            kept = self.mini_views[seat] = (key, view)
        return kept[1]

    def refresh_big(self, picture: KeralaPicture) -> pygame.Surface:
        """The grounds in focus as they are now, on a picture of the view's size, drawn
        again only where they changed (a tile placed, a tile's art become sharp: each
        part's look says whether its art is the rasterised one)."""
        return self.keep_big(picture, picture.focus, picture.view)

    def keep_big(self, picture: KeralaPicture, seat: int, view: BoardView) -> pygame.Surface:
        """``seat``'s grounds as seen through ``view``, kept (:attr:`big_layers`): a seat
        not in focus is drawn ahead as it will be fitted (when the table opens, and in the
        frames after each move), so the focus passing to it draws only what changed since."""
        hidden = picture.hidden_in(seat)
        kept = self.big_layers[seat] = self._kept(self.big_layers.get(seat), None, self.big_key(picture, seat, view),
                                                  picture, seat, view, hidden, mini=False)
        return kept[1]

    def big_is_current(self, picture: KeralaPicture, seat: int, view: BoardView) -> bool:
        """Whether ``seat``'s kept grounds (:meth:`keep_big`) show them as they are now through ``view``."""
        return self.is_current(self.big_layers.get(seat), None, self.big_key(picture, seat, view))

    def is_current(self, kept, name, key) -> bool:
        """Whether ``kept`` (:meth:`_kept`'s) was drawn for ``key`` and, while its drawing
        ``name`` is blurred, for the art as it is now."""
        return kept is not None and kept[0] == (*key, self.blurred.key(name))

    @staticmethod
    def big_key(picture: KeralaPicture, seat: int, view: BoardView) -> tuple:
        """What ``seat``'s kept grounds seen through ``view`` are drawn from (:attr:`big_layers`)."""
        return (holding(picture, seat), seat, view.zoom, view.center, view.rect.size, picture.scale,
                picture.finished, picture.lifted, art.generation(), words.current())  # its stacks' heights in words

    def refresh_mini(self, picture: KeralaPicture, seat: int) -> pygame.Surface:
        """``seat``'s miniature as it is now (:attr:`mini_layers`), drawn again only where
        it changed; whether its art is sharp is then :attr:`blurred`'s key for ``seat``
        (a frame brings every miniature up to date before it works out what its row shows)."""
        view = picture.mini_views[seat]
        key = (holding(picture, seat), view.rect.size, view.zoom, view.center, picture.finished)
        kept = self.mini_layers[seat] = self._kept(self.mini_layers.get(seat), seat, key, picture, seat, view,
                                                   picture.hidden_in(seat), mini=True)
        return kept[1]

    def draw_mini(self, surface, picture: KeralaPicture, seat: int) -> None:
        view = picture.mini_views[seat]
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, view.rect, border_radius=6)
        surface.blit(self.refresh_mini(picture, seat), view.rect)

    def _kept(self, kept, name, key, picture, seat, view, hidden, mini) -> tuple:
        """``kept`` (key, layer, what its parts show) if it was drawn for ``key``, else
        ``seat``'s grounds drawn again through ``view`` onto a layer of the view's size
        (on the panel's colour for the big view: copied faster than a transparent one):
        only where a part shows something new (a tile placed redraws its cell) while the
        view and the art are as they were, else all of it. ``name`` is the drawing's in
        :attr:`blurred` (all of it is drawn again once its art is sharp), or None where
        each part's look says whether its art is sharp."""
        if self.is_current(kept, name, key):
            return kept
        local = BoardView(pygame.Rect((0, 0), view.rect.size), zoom=view.zoom, buttons=False)
        local.center = view.center
        frame = (view.rect.size, view.zoom, view.center, picture.scale, self.blurred.key(name), words.current())
        shown = parts(picture, seat, local, hidden, mini)
        areas = changed_areas(shown, kept[2][1]) if kept is not None and kept[2][0] == frame else None
        if areas is not None and len(areas) <= MOST_PARTS:
            layer = kept[1]
        else:
            layer = kept[1] if kept is not None and kept[1].get_size() == view.rect.size else None
            if layer is None:  # a new size: a new surface (allocating one costs as much as filling it)
                layer = pygame.Surface(view.rect.size, pygame.SRCALPHA) if mini else pygame.Surface(view.rect.size)
            areas = [layer.get_rect()]
        whole = len(areas) == 1 and areas[0] == layer.get_rect()

        def draw():
            self._draw(layer, picture, seat, local, hidden, mini, areas)
        if name is None:
            draw()
            drawn = None
        else:
            drawn = self.blurred.track(name, draw, partly=not whole)
        return (*key, drawn), layer, ((*frame[:4], drawn, frame[5]), shown)

    def _draw(self, surface, picture, seat, view, hidden, mini, areas: list[pygame.Rect]) -> None:
        """The grounds' parts over each of ``areas``, on the background, clipped to it."""
        state = picture.state
        stacks = state.stacks(seat)
        cells = [cell for cell in sorted(stacks, key=lambda c: (c[1], c[0])) if hidden != ("stack", cell)]
        spans = [cell_area(view, cell) for cell in cells]
        removed = state.grounds_score(seat).removed_cells if picture.finished else frozenset()
        elephants = {} if mini else {e: rect for e, rect in elephant_rects(state, seat, view).items()
                                     if not (hidden == ("elephant", e) and seat == state.current_seat)}
        for area in areas:
            surface.set_clip(area)
            surface.fill((0, 0, 0, 0) if mini else theme.PANEL, area)
            for i in area.collidelistall(spans):
                cell = cells[i]
                self._draw_stack(surface, picture, cell, stacks[cell], view, mini, cell in removed)
            for e, rect in elephants.items():
                if rect.colliderect(area):
                    image = art.elephant_image_now(state.colors[seat], rect.width)
                    surface.blit(faded(image) if picture.lifted == ("elephant", e) else image, rect)
        surface.set_clip(None)

    @staticmethod
    def _draw_stack(surface, picture, cell, stack, view, mini: bool, removed: bool) -> None:
        """The stack on ``cell``: its top tile, the edges of two under it, its height, and
        whether the end of the game removed it."""
        zoom = view.zoom
        size = tile_size(zoom)
        rect = view.cell_rect(cell, max(1, round(zoom * 0.03)))
        if not mini and picture.lifted == ("stack", cell):  # held: only a faint trace stays where it lies
            surface.blit(faded(art.tile_image_now(stack[-1], size)), rect)
            return
        for depth in range(min(len(stack) - 1, 2), 0, -1):
            under = rect.move(depth * max(1, round(zoom * 0.04)), depth * max(1, round(zoom * 0.04)))
            pygame.draw.rect(surface, (18, 22, 24), under, border_radius=max(2, size // 14))
        surface.blit(art.tile_image_now(stack[-1], size), rect)
        if len(stack) > 1 and not mini:
            height_badge(surface, rect, len(stack), picture.scale, stack[-1])
        if removed:
            cross_out(surface, rect, zoom)


def cross_out(surface, rect: pygame.Rect, zoom: float) -> None:
    """A tile the end of the game removed: dimmed with grey (a tint would turn purple into
    pink and green into olive), crossed by a red X outlined in dark, and edged in red."""
    surface.blit(theme.veil(rect.size, REMOVED_SHADE, 90), rect)
    w = max(2, round(zoom * 0.06))
    for start, end in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
        pygame.draw.line(surface, REMOVED_OUTLINE, start, end, w + 2)
    for start, end in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
        pygame.draw.line(surface, REMOVED, start, end, w)
    pygame.draw.rect(surface, REMOVED, rect, max(1, w // 2), border_radius=max(2, rect.width // 14))


def holding(picture: KeralaPicture, seat: int) -> tuple:
    """What ``seat``'s grounds show of the game: their stacks, their elephants, and what
    of them is in flight (drawn there no more). A move changes one seat's grounds, so
    the other seats' kept pictures, keyed by this and not by the move's number, stay."""
    state, hidden = picture.state, picture.hidden_in(seat)
    in_flight = (hidden, seat == state.current_seat) if hidden is not None else None  # an elephant flies on its turn
    return state.stacks(seat), state.elephants(seat), in_flight


def tile_size(zoom: float) -> int:
    """A tile's side in a view at ``zoom`` (a thin gap on each side of its cell)."""
    return max(6, round(zoom) - 2 * max(1, round(zoom * 0.03)))


def cell_area(view: BoardView, cell) -> pygame.Rect:
    """What a stack on ``cell`` may cover: its cell and the edges of the tiles under it."""
    depth = 2 * max(1, round(view.zoom * 0.04))
    rect = view.cell_rect(cell)
    return pygame.Rect(rect.left - 1, rect.top - 1, rect.width + depth + 2, rect.height + depth + 2)


def changed_areas(shown: dict, before: dict) -> list[pygame.Rect]:
    """Where the parts that look different in ``shown`` than in ``before`` (:func:`parts`) lie, then and now
    (each place once)."""
    places = {tuple(entry[0]): entry[0] for part in shown.keys() | before.keys() if shown.get(part) != before.get(part)
              for entry in (shown.get(part), before.get(part)) if entry is not None}
    return list(places.values())


def parts(picture: KeralaPicture, seat: int, view: BoardView, hidden, mini: bool) -> dict:
    """What each part of ``seat``'s grounds shows through ``view``: ("stack", cell) or
    ("elephant", e) -> (the rectangle it may cover, what it looks like there)."""
    state = picture.state
    removed = state.grounds_score(seat).removed_cells if picture.finished else frozenset()
    lifted = None if mini else picture.lifted
    size = tile_size(view.zoom)
    shown = {("stack", cell): (cell_area(view, cell), (stack, size, hidden == ("stack", cell), lifted == ("stack", cell),
                                                      cell in removed, art.tile_is_sharp(stack[-1], size)))
             for cell, stack in state.stacks(seat).items()}
    if not mini:
        color = state.colors[seat]
        for e, rect in elephant_rects(state, seat, view).items():
            gone = hidden == ("elephant", e) and seat == state.current_seat
            shown[("elephant", e)] = (rect, (tuple(rect), color, gone, lifted == ("elephant", e),
                                             art.elephant_is_sharp(color, rect.width)))
    return shown


def faded(image: pygame.Surface) -> pygame.Surface:
    """``image`` drawn faintly: a held piece's trace where it lies."""
    trace = image.copy()
    trace.set_alpha(LIFTED_ALPHA)
    return trace


def height_words(height: int) -> str:
    """A stack's height as its badge says it: "x3"."""
    # Translators: how many tiles a stack holds, in a small badge on its top tile: keep it as short.
    return pgettext("Kerala: a stack's height", "x{height}", height=height)


def height_badge_rect(rect: pygame.Rect, height: int, scale: float, top) -> pygame.Rect:
    """Where the height of a stack topped by ``top`` is said in its cell ``rect``: in the
    upper right corner, clear of the colour mark (upper left), the elephant symbols (the
    middle and the lower half) and a standing elephant (:func:`elephant_corner`); on an
    arch tile, which has no symbols, where neither its arch nor its elephant is."""
    s = min(scale, rect.width / 70)
    width, tall = theme.font("small", s, bold=True).size(height_words(height))
    box = pygame.Rect(0, 0, width + round(8 * s), tall + round(2 * s))
    side = getattr(top, "arch_side", None)
    if side == 0:  # the arch along the top
        box.bottomleft = (rect.left + 2, rect.bottom - 2)
    elif side in (1, 2):  # the arch right or below, the elephant in the other corner: under the colour mark
        box.topleft = (rect.left + 2, rect.top + round(rect.height * COLOUR_MARK_SHARE) + 2)
    else:
        box.topright = (rect.right - 2, rect.top + 2)
    return box


def height_badge(surface, rect: pygame.Rect, height: int, scale: float, top=None) -> None:
    """How many tiles a stack topped by ``top`` holds (:func:`height_badge_rect`)."""
    s = min(scale, rect.width / 70)
    font = theme.font("small", s, bold=True)
    text = theme.rendered(height_words(height), font, theme.TEXT)
    box = height_badge_rect(rect, height, scale, top)
    pygame.draw.rect(surface, theme.BACKGROUND_DEEP, box, border_radius=round(6 * s))
    surface.blit(text, text.get_rect(center=box.center))
