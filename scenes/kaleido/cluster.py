"""Drawing the cluster of boards in the board view: boards and their tiles (cached
as one layer), the targets of a held piece (cached as another), the outlines of the
last moves and of the boards to rotate, and the round buttons that turn a board."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kaleido import art
from scenes.kaleido.shapes import ScreenShape, board_center, board_outline, hole_triangle, screen_points
from scenes.ui import theme

LEGAL = (120, 210, 130)
ROTATE = (120, 190, 230)
NUMBER_INK = (226, 214, 190)


def hole_shape(view, pos, hole) -> ScreenShape:
    return ScreenShape(screen_points(view, hole_triangle(pos, hole)))


def board_shape(view, pos) -> ScreenShape:
    return ScreenShape(screen_points(view, board_outline(pos)))


def blit_centered(surface, image, center) -> None:
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


class ClusterLayer:
    """Every board and tile, drawn once per change of the table or the view and then
    blitted: the hot path of every frame."""

    def __init__(self):
        self.drawn_for: tuple | None = None
        """The key :attr:`image` was drawn for: (the state's version, the view's zoom,
        centre and rectangle, the board left out)."""
        self.image: pygame.Surface | None = None
        self.labels: dict = {}
        """Board position -> (its number, where it is printed on screen)."""

    def draw(self, surface, view, boards: dict, version: int, hidden=None, number=None) -> None:
        """``hidden``: a board position left out (it is drawn turning by the scene);
        ``number(pos)``: the board's number, printed small on its frame."""
        key = (version, view.zoom, view.center, tuple(view.rect), hidden)
        if self.drawn_for != key or self.image is None:
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
            self.image = layer
            self.drawn_for = key
        surface.blit(self.image, view.rect)


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


class TargetLayer:
    """The legal places of the held piece, highlighted (cached while the set is the same)."""

    def __init__(self):
        self.drawn_for: tuple | None = None
        """The key :attr:`image` was drawn for: (the targets' keys, the view's zoom,
        centre and rectangle)."""
        self.image: pygame.Surface | None = None

    def draw(self, surface, view, targets: dict) -> None:
        key = (tuple(targets), view.zoom, view.center, tuple(view.rect))
        if self.drawn_for != key:
            layer = pygame.Surface(view.rect.size, pygame.SRCALPHA)
            dx, dy = view.rect.topleft
            width = max(2, round(view.zoom / 30))
            for shape in targets.values():
                points = [(x - dx, y - dy) for x, y in shape.points]
                pygame.draw.polygon(layer, (*LEGAL, 70), points)
                pygame.draw.polygon(layer, (*LEGAL, 230), points, width)
            self.image = layer
            self.drawn_for = key
        surface.blit(self.image, view.rect)


def draw_hover_target(surface, shape) -> pygame.Rect:
    """The outline of the place under the held piece; the rectangle it covers."""
    pygame.draw.polygon(surface, theme.TEXT, shape.points, 4)
    pygame.draw.polygon(surface, LEGAL, shape.points, 2)
    return shape.rect.inflate(6, 6)


def outline_place(surface, view, board, hole: int | None = None, color=theme.ACCENT) -> None:
    """The outline of a board (``hole`` None) or of one of its holes: where a last move went."""
    width = max(2, round(view.zoom / 16))
    points = screen_points(view, board_outline(board, 1.04) if hole is None else hole_triangle(board, hole))
    pygame.draw.polygon(surface, theme.BACKGROUND_DEEP, points, width + 2)  # a dark rim: it shows on any tile
    pygame.draw.polygon(surface, color, points, width)


def outline_board(surface, view, pos, color) -> None:
    width = max(2, round(view.zoom / 18))
    pygame.draw.polygon(surface, color, screen_points(view, board_outline(pos, 1.06)), width)


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
