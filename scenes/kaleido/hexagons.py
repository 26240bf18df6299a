"""The corner hexagons where three boards meet: which are on show, how each is drawn
(its outline, who leads it, and once scored at the end the points it gave), and what
one holds in words."""
from __future__ import annotations

import math

import pygame

from game.kaleido.scoring import award
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
    """One corner hexagon: its outline (solid when complete), who leads it now, and,
    once scored at the end, a glass counter with the points it gave."""
    center, corners = hexagon_outline(hexagon)
    points = screen_points(view, corners)
    tiles = [boards[b][h] for b, h in hexagon.triangles]
    complete = None not in tiles
    zoom = view.zoom
    s = view.scale
    if scored_points is not None:
        fill_polygon(surface, points, (*GLASS, 60))
    width = max(2, round(zoom / 16)) + (2 if emphasis else 0) if complete else 2
    edge = theme.ACCENT if complete else (196, 206, 200)
    if complete:
        pygame.draw.polygon(surface, theme.BACKGROUND_DEEP, points, width + 2)
        pygame.draw.polygon(surface, edge, points, width)
    else:
        _dashed_polygon(surface, edge, points, width)
    c = view.to_screen(*center)
    radius = max(6, zoom * 0.2)
    lead = leader(tiles)
    if scored_points is not None:
        _glass_counter(surface, c, radius * 1.3)
        _points_label(surface, scored_points, (c[0], c[1] + radius * 1.3 + 2), s)
        return
    pygame.draw.circle(surface, theme.BACKGROUND_DEEP, c, radius + 3)
    if lead is None:
        pygame.draw.circle(surface, theme.PANEL_EDGE, c, radius)
        pygame.draw.line(surface, theme.TEXT_DIM, (c[0] - radius * 0.5, c[1]), (c[0] + radius * 0.5, c[1]), 2)
    else:
        theme.draw_player_token(surface, lead, c, radius)
    if complete:
        pygame.draw.circle(surface, theme.ACCENT, c, radius + 3, 2)


def _glass_counter(surface, center, radius) -> None:
    layer = pygame.Surface((round(radius * 2 + 4), round(radius * 2 + 4)), pygame.SRCALPHA)
    mid = (radius + 2, radius + 2)
    pygame.draw.circle(layer, (*GLASS, 215), mid, radius)
    pygame.draw.circle(layer, (255, 255, 255, 230), mid, radius, 2)
    pygame.draw.circle(layer, (255, 255, 255, 170), (mid[0] - radius * 0.35, mid[1] - radius * 0.4), radius * 0.25)
    surface.blit(layer, (round(center[0] - mid[0]), round(center[1] - mid[1])))


def _dashed_polygon(surface, color, points, width) -> None:
    for i in range(len(points)):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % len(points)]
        length = math.hypot(x2 - x1, y2 - y1)
        dashes = max(1, int(length / 12))
        for d in range(0, dashes, 2):
            t0, t1 = d / dashes, min(1.0, (d + 1) / dashes)
            pygame.draw.line(surface, color, (x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0),
                             (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1), width)


def _points_label(surface, points: dict, midtop, scale) -> None:
    """Who a scored hexagon paid and how much: each colour's token and its points."""
    font = theme.font("small", scale, bold=True)
    token = round(7 * scale)
    parts = [(color, font.render(f"+{p}", True, theme.TEXT)) for color, p in points.items()]
    if not parts:
        parts = [(None, font.render("0", True, theme.TEXT))]
    gap = round(4 * scale)
    width = sum(img.get_width() + (2 * token + gap if color else 0) for color, img in parts) + gap * (len(parts) + 1)
    height = max(font.get_linesize(), 2 * token + 2)
    box = pygame.Rect(0, 0, width, height)
    box.midtop = (round(midtop[0]), round(midtop[1]))
    pygame.draw.rect(surface, theme.BACKGROUND_DEEP, box, border_radius=height // 2)
    x = box.left + gap
    for color, img in parts:
        if color:
            theme.draw_player_token(surface, color, (x + token, box.centery), token)
            x += 2 * token + gap
        surface.blit(img, img.get_rect(midleft=(x, box.centery)))
        x += img.get_width() + gap


def hexagon_words(hexagon, boards) -> list[str]:
    """A corner hexagon in words: its tiles, and what it pays (or would pay if it filled now)."""
    tiles = [boards[b][h] for b, h in hexagon.triangles]
    counts: dict[str, int] = {}
    for tile in tiles:
        if tile is not None:
            counts[tile] = counts.get(tile, 0) + 1
    held = ", ".join(f"{n} {theme.color_name(c).lower()}" for c, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    empty = tiles.count(None)
    points = award(tuple(t for t in tiles if t is not None))
    pays = ", ".join(f"{theme.color_name(c)} {p}" for c, p in points.items()) or "nobody"
    if empty:
        return [f"Corner hexagon, {empty} of 6 holes empty: it scores at the end only if full.",
                f"Tiles: {held or 'none yet'}. Leading now: {pays}."]
    return ["Complete corner hexagon: it scores at the end of the game.", f"Tiles: {held}. It pays {pays}."]


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
        _, corners = hexagon_outline(hexagon)
        if point_in_polygon(world, corners):
            return hexagon
    return None
