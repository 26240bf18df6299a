"""Drawing the cluster of boards in the board view: boards and their tiles (cached
as one layer), the targets of a held piece, the corner hexagons, and outlines for
the last moves and the boards to rotate."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.kaleido.scoring import award
from scenes.kaleido import art
from scenes.kaleido.shapes import ScreenShape, board_center, board_outline, hexagon_outline, hole_triangle
from scenes.ui import theme

LEGAL = (120, 210, 130)
ROTATE = (120, 190, 230)
GLASS = (190, 225, 240)
NUMBER_INK = (226, 214, 190)


def screen_points(view, points):
    return [view.to_screen(x, y) for x, y in points]


def hole_shape(view, pos, hole) -> ScreenShape:
    return ScreenShape(screen_points(view, hole_triangle(pos, hole)))


def board_shape(view, pos) -> ScreenShape:
    return ScreenShape(screen_points(view, board_outline(pos)))


def blit_centered(surface, image, center) -> None:
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def draw_board(surface, view, pos, holes, skip_hole=None) -> None:
    center = view.to_screen(*board_center(pos))
    zoom = view.zoom
    blit_centered(surface, art.board_image(zoom), center)
    for hole, tile in enumerate(holes):
        if tile is not None and hole != skip_hole:
            blit_centered(surface, art.tile_image(tile, hole, zoom), center)


class ClusterLayer:
    """Every board and tile, drawn once per change of the table or the view and then
    blitted: the hot path of every frame."""

    def __init__(self):
        self._key = None
        self._image: pygame.Surface | None = None
        self.labels: dict = {}  # board position -> (its number, where it is printed on screen)

    def invalidate(self) -> None:
        self._key = None

    def draw(self, surface, view, boards: dict, version: int, hidden=None, number=None) -> None:
        """``hidden``: a board position left out (it is drawn turning by the scene);
        ``number(pos)``: the board's number, printed small on its frame."""
        key = (version, view.zoom, view.center, tuple(view.rect), hidden)
        if self._key != key or self._image is None:
            layer = pygame.Surface(view.rect.size, pygame.SRCALPHA)
            offset = view.rect.topleft
            clip = view.rect
            self.labels = {}
            for pos, holes in sorted(boards.items(), key=lambda kv: (kv[0][1], kv[0][0])):
                if pos == hidden:
                    continue
                center = view.to_screen(*board_center(pos))
                half = view.zoom * 1.05
                if (center[0] + half < clip.left or center[0] - half > clip.right
                        or center[1] + half < clip.top or center[1] - half > clip.bottom):
                    continue
                zoom = view.zoom
                local = (center[0] - offset[0], center[1] - offset[1])
                blit_centered(layer, art.board_image(zoom), local)
                for hole, tile in enumerate(holes):
                    if tile is not None:
                        blit_centered(layer, art.tile_image(tile, hole, zoom), local)
                if number is not None:
                    label = number_label(number(pos), label_size(zoom, view.scale))
                    spot = view.to_screen(*label_spot(pos))
                    rect = label.get_rect(center=(round(spot[0]), round(spot[1])))
                    layer.blit(label, rect.move(-offset[0], -offset[1]))
                    self.labels[pos] = (number(pos), rect)
            self._image = layer
            self._key = key
        surface.blit(self._image, view.rect)


def label_spot(pos) -> tuple[float, float]:
    """Where a board's number sits, in world units: on the hub of its frame, where the
    spokes meet (clear of the tiles' symbols and of the hexagon marks on the corners)."""
    return board_center(pos)


def label_size(zoom: float, scale: float) -> int:
    """The number's height in pixels: readable when the boards are small (at least the
    window's small print), never loud."""
    least = max(12, round(11 * scale))
    return max(least, min(round(17 * scale), round(zoom * 0.2)))


@lru_cache(maxsize=256)
def number_label(number: int, size: int) -> pygame.Surface:
    """A board's number, light on a see-through dark pill."""
    font = theme.font("small", size / theme.FONT_SIZES["small"], bold=True)
    text = font.render(str(number), True, NUMBER_INK)
    pad = max(2, size // 5)
    image = pygame.Surface((max(text.get_width() + 2 * pad, text.get_height()), text.get_height()), pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.BACKGROUND_DEEP, 170), image.get_rect(), border_radius=image.get_height() // 2)
    image.blit(text, text.get_rect(center=image.get_rect().center))
    return image


def fill_polygon(surface, points, rgba) -> None:
    """A see-through filled polygon (pygame draws opaque; this goes through a small surface)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    size = (max(1, math.ceil(max(xs)) - left + 1), max(1, math.ceil(max(ys)) - top + 1))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, rgba, [(x - left, y - top) for x, y in points])
    surface.blit(layer, (left, top))


class TargetLayer:
    """The legal places of the held piece, highlighted (cached while the set is the same)."""

    def __init__(self):
        self._key = None
        self._image = None

    def draw(self, surface, view, targets: dict) -> None:
        key = (tuple(targets), view.zoom, view.center, tuple(view.rect))
        if self._key != key:
            layer = pygame.Surface(view.rect.size, pygame.SRCALPHA)
            dx, dy = view.rect.topleft
            width = max(2, round(view.zoom / 30))
            for shape in targets.values():
                points = [(x - dx, y - dy) for x, y in shape.points]
                pygame.draw.polygon(layer, (*LEGAL, 70), points)
                pygame.draw.polygon(layer, (*LEGAL, 230), points, width)
            self._image = layer
            self._key = key
        surface.blit(self._image, view.rect)


def draw_hover_target(surface, shape) -> None:
    pygame.draw.polygon(surface, theme.TEXT, shape.points, 4)
    pygame.draw.polygon(surface, LEGAL, shape.points, 2)


def outline_move(surface, view, move, color=theme.ACCENT) -> None:
    """The outline of a move's place on the table (the last moves of the seat acting)."""
    board = getattr(move, "board", None) or getattr(move, "at", None)
    if board is None:
        return
    hole = getattr(move, "hole", None)
    width = max(2, round(view.zoom / 16))
    points = screen_points(view, board_outline(board, 1.04) if hole is None else hole_triangle(board, hole))
    pygame.draw.polygon(surface, theme.BACKGROUND_DEEP, points, width + 2)  # a dark rim: it shows on any tile
    pygame.draw.polygon(surface, color, points, width)


def outline_board(surface, view, pos, color) -> None:
    width = max(2, round(view.zoom / 18))
    pygame.draw.polygon(surface, color, screen_points(view, board_outline(pos, 1.06)), width)


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


def rotate_handles(view, board) -> dict:
    """The two round arrow buttons beside a board to rotate: steps -> (centre, radius) on
    screen (1: a sixth of a turn to the left, counter-clockwise; 5: to the right)."""
    cx, cy = view.to_screen(*board_center(board))
    radius = max(12.0, view.zoom * 0.24)
    dx, dy = view.zoom * 0.78, view.zoom * 0.98
    return {1: ((cx - dx, cy + dy), radius), 5: ((cx + dx, cy + dy), radius)}


def draw_rotate_handles(surface, view, board) -> None:
    for steps, (center, radius) in rotate_handles(view, board).items():
        pygame.draw.circle(surface, theme.BACKGROUND_DEEP, center, radius + 2)
        pygame.draw.circle(surface, theme.PANEL_LIGHT, center, radius)
        pygame.draw.circle(surface, theme.ACCENT, center, radius, 2)
        _curved_arrow(surface, center, radius * 0.55, counter_clockwise=steps == 1)


def _curved_arrow(surface, center, r, counter_clockwise: bool) -> None:
    """Three quarters of a circle with an arrow head at its end."""
    cx, cy = center
    start, end = (math.radians(-60), math.radians(210)) if counter_clockwise else (math.radians(-30), math.radians(240))
    width = max(2, round(r / 3))
    points = []
    for i in range(17):
        a = start + (end - start) * i / 16
        if not counter_clockwise:
            a = math.pi - a
        points.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    pygame.draw.lines(surface, theme.TEXT, False, points, width)
    (x1, y1), (x2, y2) = points[-2], points[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    size = r * 0.75
    head = [(x2 + size * math.cos(ang), y2 + size * math.sin(ang)),
            (x2 + size * 0.6 * math.cos(ang + 2.1), y2 + size * 0.6 * math.sin(ang + 2.1)),
            (x2 + size * 0.6 * math.cos(ang - 2.1), y2 + size * 0.6 * math.sin(ang - 2.1))]
    pygame.draw.polygon(surface, theme.TEXT, head)


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
