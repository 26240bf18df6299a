"""A board seen through a window: pan and zoom over a plane of world coordinates.

World units are the game's cells (a square cell spans one unit). The view can fit
its content, and the player pans by dragging with the right or middle button or by
scrolling, and zooms with Ctrl + wheel or the +, - and Fit buttons in its corner.
"""
from __future__ import annotations

import math

import pygame

from game.words import N_, _, pgettext
from scenes.ui import theme
from scenes.ui.widgets import Button

MIN_ZOOM, MAX_ZOOM = 12.0, 220.0
#: What the view's buttons say when the pointer rests on them: how else to zoom and pan.
ZOOM_IN_TIP = N_("Zoom in. Ctrl and the mouse wheel zoom too, around the pointer.")
ZOOM_OUT_TIP = N_("Zoom out. Ctrl and the mouse wheel zoom too, around the pointer.")
FIT_TIP = N_("Show everything. To move the view, drag an empty place or turn the mouse wheel.")
FIT_TIP_RIGHT_DRAG = N_("Show everything. To move the view, drag with the right mouse button or turn the mouse "
                        "wheel.")


class BoardView:
    def __init__(self, rect, zoom: float = 60.0, scale: float = 1.0, buttons: bool = True,
                 fit_zoom: float = 96.0, min_zoom: float = MIN_ZOOM, left_pans: bool = False):
        """``left_pans``: a left-button drag on what nothing else takes pans the view too
        (the right and middle buttons always do)."""
        self.rect = pygame.Rect(rect)
        self.left_pans = left_pans
        self.zoom = zoom
        self.center = (0.0, 0.0)
        self.auto_fit = True
        self.scale = scale
        self.fit_zoom = fit_zoom  # fitting never zooms closer than this (pixels per cell at 720p)
        self.min_zoom = min_zoom  # nor further out than this (a miniature may go far out)
        self._pan_from: tuple[tuple[int, int], tuple[float, float]] | None = None
        self._pan_button = 0
        self._bounds: tuple[float, float, float, float] | None = None
        self.changed = True
        self.buttons: list[Button] = []
        if buttons:
            size = round(34 * scale)
            gap = round(6 * scale)
            x = self.rect.right - gap - size
            y = self.rect.top + gap
            # Translators: the board view's button that shows all of it (short: the button is narrow).
            fit_label = pgettext("board view", "Fit")
            for label, action, tip in (("+", lambda: self.zoom_by(1.25), ZOOM_IN_TIP),
                                       ("-", lambda: self.zoom_by(0.8), ZOOM_OUT_TIP),
                                       (fit_label, self.refit, FIT_TIP if left_pans else FIT_TIP_RIGHT_DRAG)):
                button = Button(pygame.Rect(x, y, size, size), label, action, scale * 0.8)
                # as wide as its word or sign needs (52 at scale 1 for "Fit"; "+" is wider in Japanese letters)
                least = round(52 * scale) if label == fit_label else size
                width = max(least, theme.font(button.kind, button.scale, bold=True).size(label)[0] + 2 * button.padding)
                button.rect = pygame.Rect(x - (width - size), y, width, size)
                button.tip = _(tip)
                self.buttons.append(button)
                y += size + gap

    # -- coordinates ----------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (self.rect.centerx + (x - self.center[0]) * self.zoom,
                self.rect.centery + (y - self.center[1]) * self.zoom)

    def to_world(self, pos) -> tuple[float, float]:
        return ((pos[0] - self.rect.centerx) / self.zoom + self.center[0],
                (pos[1] - self.rect.centery) / self.zoom + self.center[1])

    def cell_rect(self, cell, inset: float = 0.0) -> pygame.Rect:
        """The screen rectangle of a unit square cell centred on ``cell``."""
        x, y = self.to_screen(cell[0] - 0.5, cell[1] - 0.5)
        size = self.zoom
        return pygame.Rect(round(x + inset), round(y + inset), round(size - 2 * inset), round(size - 2 * inset))

    def cell_at(self, pos) -> tuple[int, int]:
        """The cell whose :meth:`cell_rect` holds ``pos`` (so a point on the line between
        two cells belongs to the same cell for every question asked about it)."""
        x, y = self.to_world(pos)
        cell = (math.floor(x + 0.5), math.floor(y + 0.5))
        for dx, dy in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            near = (cell[0] + dx, cell[1] + dy)
            if self.cell_rect(near).collidepoint(pos):
                return near
        return cell

    # -- fitting --------------------------------------------------------------------
    def set_content(self, bounds: tuple[float, float, float, float], margin: float = 1.0) -> None:
        """The world box (min x, min y, max x, max y) of what there is to see; refits if auto-fit is on."""
        bounds = widened(bounds, margin)
        if bounds != self._bounds:
            self._bounds = bounds
            if self.auto_fit:
                self._fit()

    def show_cells(self, cells, margin: float = 1.0) -> None:
        """The content is these cells (each a unit square around its centre) and ``margin``."""
        cells = list(cells) or [(0, 0)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        self.set_content((min(xs) - 0.5, min(ys) - 0.5, max(xs) + 0.5, max(ys) + 0.5), margin)

    def _fit(self) -> None:
        if self._bounds is None:
            return
        x0, y0, x1, y1 = self._bounds
        self.zoom = self.zoom_to_fit(self._bounds)
        self.center = ((x0 + x1) / 2, (y0 + y1) / 2)
        self.changed = True

    def zoom_to_fit(self, box: tuple[float, float, float, float]) -> float:
        """The zoom at which the world box ``box`` fills the view (within its limits)."""
        width, height = max(1.0, box[2] - box[0]), max(1.0, box[3] - box[1])
        return max(self.min_zoom, min(self.fit_zoom * self.scale, self.rect.width / width, self.rect.height / height))

    def keep_fit(self, kept: tuple[float, tuple[float, float]] | None) -> None:
        """While fitting, go back to ``kept`` (an earlier fit's zoom and centre) if the
        content lies whole inside the view there and the fit found now is not closer:
        a view fitted anew after every move would jump by half a cell whenever the
        content's box moves a little, though all of it was in sight."""
        if kept is None or not self.auto_fit or self._bounds is None or kept[0] < self.zoom:
            return
        zoom, (cx, cy) = kept
        half_w, half_h = self.rect.width / 2 / zoom, self.rect.height / 2 / zoom
        x0, y0, x1, y1 = self._bounds
        if cx - half_w <= x0 and x1 <= cx + half_w and cy - half_h <= y0 and y1 <= cy + half_h:
            self.zoom, self.center = zoom, (cx, cy)

    def shows(self, box: tuple[float, float, float, float], area: pygame.Rect | None = None) -> bool:
        """True when the world box ``box`` (min x, min y, max x, max y) is wholly in view
        (in ``area`` of it, a screen rectangle, if given)."""
        area = self.rect if area is None else area
        left, top = self.to_world(area.topleft)
        right, bottom = self.to_world(area.bottomright)
        return left <= box[0] and top <= box[1] and box[2] <= right and box[3] <= bottom

    def centre_showing(self, box: tuple[float, float, float, float], near: tuple[float, float] | None = None,
                       area: pygame.Rect | None = None) -> tuple[float, float] | None:
        """The centre at which the view, at its zoom, shows the world box ``box`` whole
        in ``area`` (a screen rectangle of it; all of it by default) with the area's
        middle nearest the world point ``near`` (by default where it is); None when the
        box is too large for it."""
        area = self.rect if area is None else area
        dx, dy = (area.centerx - self.rect.centerx) / self.zoom, (area.centery - self.rect.centery) / self.zoom
        half_w, half_h = area.width / 2 / self.zoom, area.height / 2 / self.zoom
        if box[2] - box[0] > 2 * half_w or box[3] - box[1] > 2 * half_h:
            return None
        ax, ay = (self.center[0] + dx, self.center[1] + dy) if near is None else near
        ax, ay = min(max(ax, box[2] - half_w), box[0] + half_w), min(max(ay, box[3] - half_h), box[1] + half_h)
        return ax - dx, ay - dy

    def frame(self, boxes: list[tuple[float, float, float, float]], zoom: float,
              area: pygame.Rect | None = None) -> None:
        """Look at ``boxes`` (world boxes, the one that matters most first) at ``zoom``
        (within the view's limits) in ``area`` (a screen rectangle of the view, all of
        it by default): centred on as many of them as the area holds whole there, taken
        in their order (one that does not fit with those before it is left out), and
        slid towards those left out as far as the others stay whole in it. The view
        stays there until the player zooms, pans or fits it (it is not fitted to the
        content any more)."""
        if not boxes:
            return
        area = self.rect if area is None else area
        held = boxes[0]  # seen whole, if need be at a smaller zoom
        width, height = max(1e-6, held[2] - held[0]), max(1e-6, held[3] - held[1])
        self.zoom = max(self.min_zoom, min(MAX_ZOOM * self.scale, zoom, area.width / width, area.height / height))
        for box in boxes[1:]:
            if self.centre_showing(union(held, box), area=area) is not None:
                held = union(held, box)
        aim = union(*[box for box in boxes if union(held, box) != held] or [held])
        middle = ((aim[0] + aim[2]) / 2, (aim[1] + aim[3]) / 2)
        self.center = self.centre_showing(held, middle, area) or ((held[0] + held[2]) / 2, (held[1] + held[3]) / 2)
        self.auto_fit = False
        self.changed = True

    def refit(self) -> None:
        self.auto_fit = True
        self._fit()

    def zoom_by(self, factor: float, around=None) -> None:
        around = around or self.rect.center
        wx, wy = self.to_world(around)
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM * self.scale, self.zoom * factor))
        # keep the world point under the pointer where it was
        self.center = (wx - (around[0] - self.rect.centerx) / self.zoom,
                       wy - (around[1] - self.rect.centery) / self.zoom)
        self.auto_fit = False
        self.changed = True

    def pan(self, dx: float, dy: float) -> None:
        self.center = (self.center[0] - dx / self.zoom, self.center[1] - dy / self.zoom)
        self.auto_fit = False
        self.changed = True

    # -- input ----------------------------------------------------------------------
    @property
    def panning(self) -> bool:
        return self._pan_from is not None

    def handle_event(self, event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
            if button.changed:
                self.changed = True
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN and event.button in self.pan_buttons and self.rect.collidepoint(event.pos):
            self._pan_from = (event.pos, self.center)
            self._pan_button = event.button
            return True
        if etype == pygame.MOUSEMOTION and self._pan_from is not None:
            (sx, sy), (cx, cy) = self._pan_from
            self.center = (cx - (event.pos[0] - sx) / self.zoom, cy - (event.pos[1] - sy) / self.zoom)
            self.auto_fit = False
            self.changed = True
            return True
        if etype == pygame.MOUSEBUTTONUP and self._pan_from is not None and event.button == self._pan_button:
            self._pan_from = None
            return True
        return False

    @property
    def pan_buttons(self) -> tuple[int, ...]:
        """The mouse buttons whose drag pans the view."""
        return (1, 2, 3) if self.left_pans else (2, 3)

    def handle_input(self, event, pointer) -> bool:
        """A button press, a drag or the wheel (at ``pointer``, the last known position);
        True when the view used it."""
        return self.handle_wheel(event, pointer) if event.type == pygame.MOUSEWHEEL else self.handle_event(event)

    def handle_wheel(self, event, pointer) -> bool:
        """Scroll pans; Ctrl + scroll zooms around the pointer. ``pointer`` is the last
        known pointer position (wheel events carry none)."""
        if not self.rect.collidepoint(pointer):
            return False
        if pygame.key.get_mods() & pygame.KMOD_CTRL:
            self.zoom_by(1.15 ** event.y, pointer)
        else:
            step = 40 * self.scale
            self.pan(event.x * step, event.y * step)
        return True

    def draw_buttons(self, surface) -> None:
        for button in self.buttons:
            button.draw(surface)
            button.changed = False


def widened(box: tuple[float, float, float, float], margin: float) -> tuple[float, float, float, float]:
    """The world box ``box`` with ``margin`` more on every side."""
    return box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin


def union(*boxes: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The smallest world box holding all of ``boxes``."""
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
