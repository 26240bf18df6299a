"""Drawing the cluster of boards in the board view: boards and their tiles (cached
as one layer), the targets of a held piece (cached as another), the outlines of the
last moves and of the boards to rotate, and the round buttons that turn a board."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kaleido import art
from scenes.kaleido.shapes import ScreenShape, board_at, board_center, board_outline, hole_triangle, screen_points
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


class ClusterImage:
    """Every board and tile on the table's cloth, one opaque picture of the board view:
    drawn whole when the view moves, and board by board when boards change (a tile
    placed redraws the hole it went into, a board placed its place, nothing else)."""

    def __init__(self):
        self.image: pygame.Surface | None = None
        self.drawn_for: tuple | None = None
        """The view :attr:`image` was drawn through: (zoom, centre, rectangle)."""
        self.shown: dict = {}
        """Board position -> the holes drawn for it (the boards on :attr:`image`)."""
        self.labels: dict = {}
        """Board position -> (its number, where it is printed on screen)."""

    def refresh(self, view, boards: dict, number) -> list[pygame.Rect]:
        """Bring the picture in line with ``boards`` (the boards to show: a board turning
        is left out) seen through ``view``; ``number(pos)`` is a board's number, printed
        on its hub. Returns the screen rectangles that changed."""
        key = (view.zoom, view.center, tuple(view.rect))
        if key != self.drawn_for or self.image is None:
            self.image = pygame.Surface(view.rect.size)
            if pygame.display.get_surface() is not None:
                self.image = self.image.convert()
            self.drawn_for, self.shown, self.labels = key, dict(boards), {}
            self._paint(view, self.image.get_rect(), number)
            return [pygame.Rect(view.rect)]
        changed = [pos for pos in set(boards) | set(self.shown) if boards.get(pos) != self.shown.get(pos)]
        before, self.shown = self.shown, dict(boards)
        rects = []
        for pos in changed:
            self.labels.pop(pos, None)
            area = changed_area(view, pos, before.get(pos), boards.get(pos)).clip(view.rect)
            if area.width and area.height:
                self._paint(view, area.move(-view.rect.left, -view.rect.top), number)
                rects.append(area)
        return rects

    def _paint(self, view, area: pygame.Rect, number) -> None:
        """Draw the cloth and every board over ``area`` (in the picture's own pixels)."""
        image, (dx, dy), zoom = self.image, view.rect.topleft, view.zoom
        image.set_clip(area)
        image.fill(theme.PANEL, area)
        on_screen = area.move(dx, dy)
        size = label_size(zoom, view.scale)
        for pos, holes in sorted(self.shown.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if not board_rect(view, pos).colliderect(on_screen):
                continue
            center = view.to_screen(*board_center(pos))
            local = (center[0] - dx, center[1] - dy)
            # the board, then its tiles, as art.board_with_tiles draws them, but with no picture made for them
            blit_centered(image, art.board_image(zoom), local)
            for hole, tile in enumerate(holes):
                if tile is not None:
                    blit_centered(image, art.tile_image(tile, hole, zoom), local)
            label = number_label(number(pos), size)
            spot = view.to_screen(*label_spot(pos))
            rect = label.get_rect(center=(round(spot[0]), round(spot[1])))
            image.blit(label, rect.move(-dx, -dy))
            self.labels[pos] = (number(pos), rect)
        image.set_clip(None)

    def draw(self, surface, view) -> None:
        surface.blit(self.image, view.rect)


def board_rect(view, pos) -> pygame.Rect:
    """The screen rectangle a board's picture covers (its art is as big as the board)."""
    center = view.to_screen(*board_center(pos))
    rect = pygame.Rect((0, 0), art.board_size(view.zoom))
    rect.center = (round(center[0]), round(center[1]))
    return rect.inflate(2, 2)


def changed_area(view, pos, before: tuple | None, now: tuple | None) -> pygame.Rect:
    """The screen rectangle a board's picture changes in from holding ``before`` to ``now``
    (None: no board there): around the holes that changed, or all of the board's when it
    came or went."""
    if before is None or now is None:
        return board_rect(view, pos)
    areas = [hole_rect(view, pos, hole) for hole in range(6) if before[hole] != now[hole]]
    return areas[0].unionall(areas[1:])


def hole_rect(view, pos, hole: int) -> pygame.Rect:
    """The screen rectangle around a hole's triangle (a tile's art lies inside it)."""
    points = screen_points(view, hole_triangle(pos, hole))
    xs, ys = [x for x, _ in points], [y for _, y in points]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1).inflate(6, 6)


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
    """A board's number, light on a dark pill ringed in light: readable over any tile."""
    font = theme.font("small", size / theme.FONT_SIZES["small"], bold=True)
    text = theme.text_image(str(number), font, NUMBER_INK)
    pad = max(3, size // 4)
    image = pygame.Surface((max(text.get_width() + 2 * pad, text.get_height() + 2), text.get_height() + 2),
                           pygame.SRCALPHA)
    radius = image.get_height() // 2
    pygame.draw.rect(image, (*theme.BACKGROUND_DEEP, 240), image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, (*NUMBER_INK, 200), image.get_rect(), 1, border_radius=radius)
    image.blit(text, text.get_rect(center=image.get_rect().center))
    return image


def draw_targets(surface, view, targets: dict) -> None:
    """The legal places of the held piece, lit up: each a see-through shape drawn once per
    zoom and copied into place, and its outline."""
    width = max(2, round(view.zoom / 30))
    for key, shape in targets.items():
        board, hole = (key, None) if isinstance(key[0], int) else key
        center = view.to_screen(*board_center(board))
        image, (left, top) = highlight(hole, view.zoom)
        surface.blit(image, (round(center[0]) + left, round(center[1]) + top))
        pygame.draw.polygon(surface, LEGAL, shape.points, width)


@lru_cache(maxsize=16)
def highlight(hole: int | None, zoom: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """A lit-up hole (or a whole board place, ``hole`` None) at ``zoom``, and where its
    top-left corner lies from the board's centre on screen."""
    points = [(x * zoom, y * zoom) for x, y in (board_outline((0, 0)) if hole is None else hole_triangle((0, 0), hole))]
    left, top = math.floor(min(x for x, _ in points)), math.floor(min(y for _, y in points))
    size = (math.ceil(max(x for x, _ in points)) - left + 1, math.ceil(max(y for _, y in points)) - top + 1)
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(image, (*LEGAL, 70), [(x - left, y - top) for x, y in points])
    return image, (left, top)


def warm(zoom: float) -> None:
    """Make the lit-up places of a held piece at ``zoom`` now, while the table is laid out,
    rather than in the frame that picks the piece up."""
    for hole in (None, *range(6)):
        highlight(hole, zoom)


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


#: Where a board's two round arrows may go, in board radii from its centre, the first
#: pair that lies on no other board: below it, above it.
HANDLE_PLACES = ((0.78, 0.98), (0.78, -0.98))


def rotate_handles(view, board, boards=()) -> dict:
    """The two round arrow buttons beside a board to rotate: steps -> (centre, radius) on
    screen (1: a sixth of a turn to the left, counter-clockwise; 5: to the right), below
    the board, or above it where the boards below (of ``boards``, those on the table)
    would lie under them."""
    x, y = board_center(board)
    dx, dy = next(((dx, dy) for dx, dy in HANDLE_PLACES
                   if board_at((x - dx, y + dy)) not in boards and board_at((x + dx, y + dy)) not in boards),
                  HANDLE_PLACES[0])
    radius = max(12.0, view.zoom * 0.24)
    return {1: (view.to_screen(x - dx, y + dy), radius), 5: (view.to_screen(x + dx, y + dy), radius)}


def draw_rotate_handles(surface, view, board, boards=()) -> None:
    for steps, (center, radius) in rotate_handles(view, board, boards).items():
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
