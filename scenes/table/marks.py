"""Marks every table draws over its pieces: the last move's outline, the red outline of
a cell where the held piece may not go, the badge that previews a drop's points, and a
hint's ghost and outline."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes.ui import theme

LAST = theme.ACCENT
REFUSED = (226, 72, 60)
GOOD = (120, 210, 130)
DARK = (24, 20, 22)
HINT = (120, 200, 255)
#: How opaque a hint's ghosted piece is (of 255).
GHOST_ALPHA = 150


def outline_last(surface, rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The outline that keeps the last move in sight until the next seat acts."""
    rect = rect.inflate(4, 4)
    pygame.draw.rect(surface, LAST, rect, max(2, round(3 * scale)), border_radius=6)
    return rect


def outline_refused(surface, place, scale: float) -> pygame.Rect:
    """A red outline on a dark rim, with a red cross on a dark disc in its corner: the
    held piece may not go here (it shows on a red piece too). ``place`` is a cell's
    rectangle or a shape with ``points`` (a polygon on screen, e.g. a triangular hole);
    returns the rectangle drawn over."""
    width = max(2, round(3 * scale))
    rect = outline_on_rim(surface, place, REFUSED, width)
    radius = max(7, round(11 * scale))
    center = (rect.right - radius // 2, rect.top + radius // 2)
    pygame.draw.circle(surface, DARK, center, radius)
    pygame.draw.circle(surface, REFUSED, center, radius, max(1, width - 1))
    arm = radius * 0.45
    for dx, dy in ((1, 1), (1, -1)):
        pygame.draw.line(surface, REFUSED, (center[0] - arm * dx, center[1] - arm * dy),
                         (center[0] + arm * dx, center[1] + arm * dy), width)
    return rect.inflate(4 * width, 4 * width).union(pygame.Rect(center[0] - radius, center[1] - radius,
                                                                 2 * radius + 1, 2 * radius + 1))


def outline_on_rim(surface, place, color, width: int) -> pygame.Rect:
    """``place`` (a rectangle, or a shape with screen ``points``) outlined in ``color`` on
    a dark rim, so it shows on a piece of any colour; the outline's bounding rectangle."""
    if isinstance(place, pygame.Rect):
        rect = place.inflate(4, 4)
        pygame.draw.rect(surface, DARK, rect.inflate(2 * width, 2 * width), width, border_radius=8)
        pygame.draw.rect(surface, color, rect, width, border_radius=6)
        return rect
    points = place.points
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    pygame.draw.polygon(surface, DARK, points, 3 * width)
    pygame.draw.polygon(surface, color, points, width)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def draw_ghost(surface, image: pygame.Surface, place, scale: float, at: pygame.Rect | None = None) -> pygame.Rect:
    """A hint's piece: ``image`` see-through at ``at`` (default: ``place``'s rectangle),
    and ``place`` outlined; the rectangle drawn over."""
    width = max(2, round(3 * scale))
    if at is None:
        at = place
    ghost = image.copy()
    ghost.set_alpha(GHOST_ALPHA)
    surface.blit(ghost, ghost.get_rect(center=at.center))
    rect = outline_on_rim(surface, place, HINT, width)
    return rect.inflate(4 * width, 4 * width).union(ghost.get_rect(center=at.center))


def outline_hint(surface, place, scale: float) -> pygame.Rect:
    """A hint's outline alone (the piece a hint takes where it lies); the rectangle drawn over."""
    width = max(2, round(3 * scale))
    return outline_on_rim(surface, place, HINT, width).inflate(4 * width, 4 * width)


def mark_hint_button(surface, rect: pygame.Rect, scale: float) -> pygame.Rect:
    """A hint's pass, skip or end of the turn: its button washed in the hint's colour and
    outlined twice as thick as a piece's place, so it stands out from the buttons beside
    it; the rectangle drawn over."""
    wash = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(wash, (*HINT, 60), wash.get_rect(), border_radius=round(8 * scale))
    surface.blit(wash, rect)
    width = max(3, round(5 * scale))
    return outline_on_rim(surface, rect, HINT, width).inflate(4 * width, 4 * width)


def preview_badge(surface, text: str, points: int, anchor: pygame.Rect, scale: float,
                  bounds: pygame.Rect | None = None) -> pygame.Rect:
    """A small label above ``anchor``: what a drop there would do to the score
    (green when it gains, dim when it is worth nothing, red when it costs)."""
    font = theme.font("small", scale, bold=True)
    fill = GOOD if points > 0 else (REFUSED if points < 0 else theme.PANEL_EDGE)
    ink = theme.TEXT_DARK if points > 0 else theme.TEXT
    image = theme.rendered(text, font, tuple(ink))
    box = image.get_rect().inflate(round(12 * scale), round(6 * scale))
    box.midbottom = (anchor.centerx, anchor.top - 4)
    box.clamp_ip(bounds or surface.get_rect())
    pygame.draw.rect(surface, fill, box, border_radius=round(8 * scale))
    surface.blit(image, image.get_rect(center=box.center))
    return box


@dataclass(frozen=True)
class DropMarks:
    """The marks of a held piece in one frame (:meth:`TableScene.drop_marks`)."""

    refused_place: Any = None
    """The place under the piece where it may not go (a rectangle or a shape), or None."""
    preview: tuple[str, int] | None = None
    """What dropping it on the target under it does to the mover's score, or None."""

    @classmethod
    def of(cls, drag, drop_rect_at, score_preview) -> "DropMarks":
        """The marks of ``drag`` (a :class:`DragView`): where the piece may not go
        (``drop_rect_at(pos)``) or what it would score (``score_preview(piece, target)``)."""
        if not drag.holding:
            return cls()
        if drag.hover_target is None:
            return cls(refused_place=drop_rect_at(drag.pointer))
        return cls(preview=score_preview(drag.piece, drag.hover_target))

    def draw(self, surface, anchor: pygame.Rect | None, scale: float, screen) -> None:
        """The red outline and the badge (over ``anchor``, the held piece or its target),
        each reported to ``screen`` (the table's :class:`ScreenUpdates`)."""
        if self.refused_place is not None:
            screen.moving(outline_refused(surface, self.refused_place, scale))
        if self.preview is not None and anchor is not None:
            text, points = self.preview
            screen.moving(preview_badge(surface, text, points, anchor, scale))
