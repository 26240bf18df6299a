"""The corner hexagons where three boards meet: which are on show, how each is drawn
(its outline, who leads it, and once scored at the end the points it gave), and what
one holds in words."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.kaleido.narration import colour_name
from game.kaleido.scoring import award
from game.words import _, ngettext, pgettext, side_by_side
from scenes.kaleido.shapes import hexagon_outline, point_in_polygon, screen_points
from scenes.ui import theme

GLASS = (190, 225, 240)


def fill_polygon(surface, points, rgba) -> None:
    """A see-through filled polygon (pygame draws opaque; this goes through a small surface)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    size = (max(1, math.ceil(max(xs)) - left + 1), max(1, math.ceil(max(ys)) - top + 1))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, rgba, [(x - left, y - top) for x, y in points])
    surface.blit(layer, (left, top))


def leader(tiles) -> str | None:
    """The colour that would take the most points from these tiles now (None if nobody)."""
    points = award(tuple(t for t in tiles if t is not None))
    if not points:
        return None
    best = max(points.values())
    leaders = [c for c, p in points.items() if p == best]
    return leaders[0] if len(leaders) == 1 else None


def draw_hexagon(surface, view, hexagon, boards, scored_points=None, emphasis=False) -> None:
    """One corner hexagon's shape: its outline (solid when complete), see-through glass
    once scored at the end. Its mark goes on with :func:`draw_hexagon_mark`, after every
    shape: a hexagon's outline runs through its neighbours' centres."""
    center, corners = hexagon_outline(hexagon)
    points = screen_points(view, corners)
    complete = None not in (boards[b][h] for b, h in hexagon.triangles)
    zoom = view.zoom
    if scored_points is not None:
        fill_polygon(surface, points, (*GLASS, 60))
    width = max(2, round(zoom / 16)) + (2 if emphasis else 0) if complete else 2
    edge = theme.ACCENT if complete else (196, 206, 200)
    if complete:
        pygame.draw.polygon(surface, theme.BACKGROUND_DEEP, points, width + 2)
        pygame.draw.polygon(surface, edge, points, width)
    else:
        _dashed_polygon(surface, edge, points, width)


def draw_hexagon_mark(surface, view, hexagon, boards, scored_points=None) -> None:
    """The mark at a corner hexagon's centre: who leads it now, or once scored at the
    end a glass counter with the points it gave."""
    center, corners = hexagon_outline(hexagon)
    tiles = [boards[b][h] for b, h in hexagon.triangles]
    zoom = view.zoom
    c = view.to_screen(*center)
    if scored_points is not None:
        draw_points_label(surface, points_label(scored_points, zoom, view.scale), c)
        return
    radius = max(6, zoom * 0.2)
    lead = leader(tiles)
    pygame.draw.circle(surface, theme.BACKGROUND_DEEP, c, radius + 3)
    if lead is None:
        pygame.draw.circle(surface, theme.PANEL_EDGE, c, radius)
        pygame.draw.line(surface, theme.TEXT_DIM, (c[0] - radius * 0.5, c[1]), (c[0] + radius * 0.5, c[1]), 2)
    else:
        theme.draw_player_token(surface, lead, c, radius)
    if None not in tiles:
        pygame.draw.circle(surface, theme.ACCENT, c, radius + 3, 2)


def _dashed_polygon(surface, color, points, width) -> None:
    for i in range(len(points)):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % len(points)]
        length = math.hypot(x2 - x1, y2 - y1)
        dashes = max(1, int(length / 12))
        for d in range(0, dashes, 2):
            t0, t1 = d / dashes, min(1.0, (d + 1) / dashes)
            pygame.draw.line(surface, color, (x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0),
                             (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1), width)


#: The most room a scored hexagon's label takes, in board radii (width, height). Corner
#: hexagons are centred on board corners: one radius apart straight up or down, (0.87,
#: 0.5) apart aslant and 1.73 sideways, so labels no bigger never overlap.
LABEL_ROOM = (1.7, 0.46)


#: The smallest letters a hexagon's label is written in, in pixels: readable on any screen.
LABEL_LETTERS = 12


def points_label(points: dict, zoom: float, scale: float) -> pygame.Surface:
    """Who a scored hexagon paid and how much: each colour's token and its points in one
    row on a dark pill, in a smaller font where it would take more than :data:`LABEL_ROOM`,
    never in letters smaller than :data:`LABEL_LETTERS` (zoomed far out, labels may then
    meet: the view's zoom makes room, a label too small to read would not)."""
    parts = tuple(points.items())
    smallest = LABEL_LETTERS / theme.FONT_SIZES["small"]
    for factor in (1.0, 0.85, 0.7, 0.6, 0.5):
        image = _label_image(parts, max(scale * factor, smallest))
        if image.get_width() <= LABEL_ROOM[0] * zoom and image.get_height() <= LABEL_ROOM[1] * zoom:
            break
    return image


@lru_cache(maxsize=128)
def _label_image(parts: tuple, scale: float) -> pygame.Surface:
    font = theme.font("small", scale, bold=True)
    token = max(4, round(7 * scale))
    gap = max(2, round(4 * scale))
    items = [(color, theme.text_image(f"+{p}", font, theme.TEXT)) for color, p in parts] or \
            [(None, theme.text_image("0", font, theme.TEXT))]
    height = max(font.get_linesize(), 2 * token + 2)
    width = sum(img.get_width() + (2 * token + gap if color else 0) for color, img in items) + gap * (len(items) + 1)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.BACKGROUND_DEEP, 235), image.get_rect(), border_radius=height // 2)
    pygame.draw.rect(image, (*GLASS, 220), image.get_rect(), 1, border_radius=height // 2)
    x, y = gap, height // 2
    for color, img in items:
        if color:
            theme.draw_player_token(image, color, (x + token, y), token)
            x += 2 * token + gap
        image.blit(img, img.get_rect(midleft=(x, y)))
        x += img.get_width() + gap
    return image


def draw_points_label(surface, label: pygame.Surface, center) -> pygame.Rect:
    rect = label.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(label, rect)
    return rect


def hexagon_words(hexagon, boards) -> list[str]:
    """A corner hexagon in words: its tiles, and what it pays (or would pay if it filled now)."""
    tiles = [boards[b][h] for b, h in hexagon.triangles]
    counts: dict[str, int] = {}
    for tile in tiles:
        if tile is not None:
            counts[tile] = counts.get(tile, 0) + 1
    held = side_by_side(
        # Translators: how many tiles of a colour a corner hexagon holds: "3 red".
        pgettext("Kaleido: a colour's tiles in a hexagon", "{count} {colour}", count=n, colour=colour_name(c))
        for c, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    empty = tiles.count(None)
    points = award(tuple(t for t in tiles if t is not None))
    pays = side_by_side(
        # Translators: what a colour would take from a hexagon: "Red 8".
        pgettext("Kaleido: a colour's points from a hexagon", "{colour} {points}", colour=theme.color_name(c),
                 points=p)
        for c, p in points.items())
    if not empty:
        if pays:
            return [_("Complete corner hexagon: it scores at the end of the game."),
                    _("Tiles: {tiles}. It pays {pays}.", tiles=held, pays=pays)]
        return [_("Complete corner hexagon: it scores at the end of the game."),
                _("Tiles: {tiles}. It pays nobody.", tiles=held)]
    about = ngettext("Corner hexagon, {count} of 6 holes empty: it scores at the end only if full.",
                     "Corner hexagon, {count} of 6 holes empty: it scores at the end only if full.", empty, count=empty)
    if not held:
        return [about, _("Tiles: none yet. Leading now: nobody.")]
    if not pays:
        return [about, _("Tiles: {tiles}. Leading now: nobody.", tiles=held)]
    # Translators: {tiles} are the hexagon's tiles by colour ("3 red, 2 blue"), {pays} what each colour would take.
    return [about, _("Tiles: {tiles}. Leading now: {pays}.", tiles=held, pays=pays)]


def on_show(state, show_all: bool, finished: bool) -> list:
    """The corner hexagons on show: all of them with the toggle on (and at the end),
    else, during the rotation step, those touching a scored board."""
    if show_all:
        return state.hexagons()
    if state.phase == "rotate" and not finished:
        scored = set(state.scored_this_turn)
        return [h for h in state.hexagons() if set(h.boards) & scored]
    return []


def hexagon_at(world, hexagons):
    """The hexagon among ``hexagons`` holding a world point, or None."""
    for hexagon in hexagons:
        center, corners = hexagon_outline(hexagon)
        if point_in_polygon(world, corners):
            return hexagon
    return None
