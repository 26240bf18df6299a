"""A player's festival grounds drawn through a board view: the big one for the grounds
in focus and a miniature per seat in the seat panel, each kept as a layer that is drawn
again only when the grounds, the view or the art change."""
from __future__ import annotations

import pygame

from scenes.kerala import art
from scenes.table.view import BoardView
from scenes.ui import theme

REMOVED = (200, 60, 50)
MAX_MINI_ZOOM = 36.0


class KeralaGrounds:
    def elephant_rects(self, seat, view=None) -> dict[int, pygame.Rect]:
        view = view or self.view
        c0, c1 = self.state.elephants(seat)
        size = max(10, round(view.zoom * 0.46))
        rects = {}
        for e, cell in ((0, c0), (1, c1)):
            r = view.cell_rect(cell)
            rect = pygame.Rect(0, 0, size, size)
            if c0 == c1 and e == 0:
                rect.bottomleft = (r.left + 2, r.bottom - 2)
            else:
                rect.bottomright = (r.right - 2, r.bottom - 2)
            rects[e] = rect
        return rects

    def _draw_grounds(self, surface, seat, view, hidden=None, mini=False):
        state = self.state
        stacks = state.stacks(seat)
        zoom = view.zoom
        inset = max(1, round(zoom * 0.03))
        size = max(6, round(zoom) - 2 * inset)
        removed = state.grounds_score(seat).removed_cells if self.finished else frozenset()
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        for cell in sorted(stacks, key=lambda c: (c[1], c[0])):
            if hidden == ("stack", cell):
                continue
            stack = stacks[cell]
            rect = view.cell_rect(cell, inset)
            for depth in range(min(len(stack) - 1, 2), 0, -1):
                under = rect.move(depth * max(1, round(zoom * 0.04)), depth * max(1, round(zoom * 0.04)))
                pygame.draw.rect(surface, (18, 22, 24), under, border_radius=max(2, size // 14))
            surface.blit(art.tile_image_now(stack[-1], size), rect)
            if len(stack) > 1 and not mini:
                self._height_badge(surface, rect, len(stack))
            if cell in removed:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*REMOVED, 110))
                surface.blit(shade, rect)
                w = max(2, round(zoom * 0.06))
                pygame.draw.line(surface, (255, 220, 210), rect.topleft, rect.bottomright, w)
                pygame.draw.line(surface, (255, 220, 210), rect.topright, rect.bottomleft, w)
        if not mini:
            color = state.colors[seat]
            for e, rect in self.elephant_rects(seat, view).items():
                if hidden == ("elephant", e) and seat == state.current_seat:
                    continue
                surface.blit(art.elephant_image_now(color, rect.width), rect)
        surface.set_clip(clip)

    def _height_badge(self, surface, rect, height):
        s = min(self.scale, rect.width / 60)
        font = theme.font("small", s, bold=True)
        text = font.render(f"x{height}", True, theme.TEXT)
        box = text.get_rect().inflate(round(8 * s), round(2 * s))
        box.bottomleft = (rect.left + 2, rect.bottom - 2)
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, box, border_radius=round(6 * s))
        surface.blit(text, text.get_rect(center=box.center))

    def _draw_into_layer(self, seat, view, **options) -> pygame.Surface:
        """``seat``'s grounds drawn through ``view`` onto a layer of the view's size."""
        local = BoardView(pygame.Rect((0, 0), view.rect.size), zoom=view.zoom, buttons=False)
        local.center = view.center
        layer = pygame.Surface(view.rect.size, pygame.SRCALPHA)
        self._draw_grounds(layer, seat, local, **options)
        return layer

    def _grounds_layer(self, surface):
        """The focused grounds, drawn once per change and then blitted (the hot path)."""
        view = self.view
        hidden = self.hidden if self.glide_seat == self.focus else None
        key = (self.version, self.focus, view.zoom, view.center, view.rect.size, self.finished, hidden,
               art.generation())
        if self._grounds_cache is None or self._grounds_cache[0] != key:
            self._grounds_cache = (key, self._draw_into_layer(self.focus, view, hidden=hidden))
        surface.blit(self._grounds_cache[1], view.rect)

    def mini_view(self, seat) -> BoardView:
        """The view of ``seat``'s grounds in the seat panel."""
        rect = self.panel.mini_rect(seat)
        view = self._mini_views.get(seat)
        if view is None or view.rect != rect:
            view = BoardView(rect, scale=self.scale, buttons=False, fit_zoom=MAX_MINI_ZOOM, min_zoom=2.0)
            self._mini_views[seat] = view
        view.show_cells(self.state.stacks(seat), margin=0.3)
        return view

    def _mini(self, surface, seat):
        view = self.mini_view(seat)
        hidden = self.hidden if self.glide_seat == seat else None
        key = (self.version, view.rect.size, view.zoom, self.finished, hidden, art.generation())
        cached = self._mini_cache.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self._draw_into_layer(seat, view, hidden=hidden, mini=True))
            self._mini_cache[seat] = cached
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, view.rect, border_radius=6)
        surface.blit(cached[1], view.rect)
