"""Drawing the Kerala table: the grounds in focus with their marks (targets, the
pending choice, the last move), the offer, the banner, the seat panel with its
miniatures, the held piece and the message."""
from __future__ import annotations

import math

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala import art
from scenes.kerala.grounds import KeralaGrounds
from scenes.kerala.preview import KeralaPreview
from scenes.table import marks
from scenes.table.hud import draw_banner
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.tooltip import draw_tooltip

LEGAL = (120, 210, 130)
CHOICE = (120, 190, 230)


class KeralaDrawing(KeralaGrounds, KeralaPreview):
    def draw_table(self, surface):
        s = self.scale
        state = self.state
        surface.blit(backdrop(surface.get_size()), (0, 0))
        grounds = self.rects["grounds"]
        focus_color = state.colors[self.focus]
        theme.draw_panel(surface, grounds, theme.PANEL, theme.PLAYER_COLORS[focus_color])
        self._grounds_layer(surface)
        self._draw_marks(surface)
        owner = f"{self.names[self.focus]}'s festival grounds"
        theme.draw_text(surface, owner, theme.font("small", s, bold=True), theme.TEXT_DIM,
                        (grounds.left + round(14 * s), grounds.top + round(8 * s)))
        self.view.draw_buttons(surface)
        self._draw_offer(surface)
        self._draw_banner(surface)
        self.panel.draw(surface, state.current_seat, self.focus, state.scores(), self._draw_elephant_row)
        for seat in range(state.players):
            self._mini(surface, seat)
            self._mini_last_move(surface, seat)
        for widget in self.widgets:
            widget.draw(surface)

    def draw_over_table(self, surface):
        state, s = self.state, self.scale
        self.draw_message(surface, self.rects["message"], self.message or self.drag.message)
        self.animator.draw(surface)
        self._draw_held(surface)
        self.panel.draw_tooltip(surface, lambda seat: [f"{l.category}: {l.points:+d}" + (f" ({l.detail})" if l.detail else "")
                                                       for l in state.score_lines() if l.seat == seat])
        if self.hover_offer is not None and not self.drag.holding and self.hover_offer < len(state.offer):
            tip = art.describe(state.offer[self.hover_offer])
            if state.offer[self.hover_offer].kind == "arch":
                tip += ". Turn it while you hold it: mouse wheel, right-click or R."
            draw_tooltip(surface, [tip], self.offer_rects[self.hover_offer], s)

    def _draw_banner(self, surface):
        state, s = self.state, self.scale
        headline, detail = self.turn_headline()
        color = None if self.finished else state.current_color
        right = "Round {} of {}".format(*state.progress()) + f"  ·  {state.bag_size} in the bag"
        draw_banner(surface, self.rects["banner"], color, headline, detail, right, s, self.banner_reserve)

    def turn_headline(self):
        if self.finished or self.state.is_over or self.looking_back:
            return super().turn_headline()
        state = self.state
        seat = state.current_seat
        name = self.names[seat]
        if self.is_computer(seat):
            return self.computer_headline(name), ""
        if self.choosing is not None:
            return f"{name}: which elephant moves?", "Click one of the glowing elephants."
        if state.pending_special == "move_elephant":
            return f"{name}: move an elephant?", "Drag an elephant to any free tile, or skip."
        if state.pending_special == "move_tile":
            return f"{name}: move a tile?", "Drag a highlighted stack next to an elephant, or skip."
        if self._holding_arch():
            return f"{name}'s turn", "Turn the arch with the wheel, right-click or R; drop it on a green cell."
        return f"{name}'s turn", "Drag a tile from the middle to a green cell, or pass."

    def offer_side(self, index):
        """The side an offer tile is drawn with: the held arch as it is turned, every
        other tile in its default orientation."""
        held = self.drag.piece if self.drag.holding else None
        tile = self.state.offer[index]
        return self.arch_side if held == ("offer", index) and tile.kind == "arch" else None

    def _draw_offer(self, surface):
        s, state = self.scale, self.state
        area = self.rects["offer"]
        theme.draw_panel(surface, area)
        theme.draw_text(surface, "The middle", theme.font("label", s, bold=True), theme.TEXT,
                        (area.left + round(18 * s), area.top + round(14 * s)))
        theme.draw_text(surface, f"{len(state.offer)} tile{'s' if len(state.offer) != 1 else ''}",
                        theme.font("small", s), theme.TEXT_DIM, (area.left + round(18 * s), area.top + round(44 * s)))
        held = self.drag.piece if self.drag.holding else None
        snap = self.drag.snap_back.piece if self.drag.snap_back else None
        for i, tile in enumerate(state.offer):
            rect = self.offer_rects[i]
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(6, 6), border_radius=8)
            if held == ("offer", i) or snap == ("offer", i) or self.hidden == ("offer", i):
                continue
            if self.choosing is not None and self.choosing[0] == i:
                continue
            surface.blit(art.tile_image_now(tile, rect.width, self.offer_side(i)), rect)
            if i == self.hover_offer and self.human_to_move:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        if not state.offer and not self.finished:
            theme.draw_text(surface, "Empty: the round ends when everyone has acted.", theme.font("body", s),
                            theme.TEXT_DIM, (area.left + round(150 * s), area.centery), "midleft")

    def _draw_marks(self, surface):
        """Legal targets, the pending choice, movable pieces and the last move."""
        state, view = self.state, self.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        if self.last_move is not None and self.last_seat == self.focus:
            for cell in self._last_cells():
                marks.outline_last(surface, view.cell_rect(cell), self.scale)
        if self.drag.holding:
            color = state.current_color
            for cell, rect in self.drag.targets.items():
                hover = cell == self.drag.hover_target
                occupied = state.top(state.current_seat, cell) is not None
                fill = pygame.Surface(rect.size, pygame.SRCALPHA)
                fill.fill((*LEGAL, (110 if hover else 45) if occupied else (150 if hover else 80)))
                surface.blit(fill, rect)
                pygame.draw.rect(surface, LEGAL, rect, 3 if hover else 2, border_radius=6)
                if hover:
                    self.moving(rect)
                if len(self.walkers(cell)) == 2:
                    # either elephant may walk here: show both, the choice comes after the drop
                    size = max(10, rect.width // 3)
                    icon = art.elephant_image_now(color, size)
                    surface.blit(icon, (rect.left + 3, rect.top + 3))
                    surface.blit(icon, (rect.right - size - 3, rect.top + 3))
        elif self.human_to_move and state.pending_special and self.focus == state.current_seat:
            seat = state.current_seat
            if state.pending_special == "move_elephant":
                for e, rect in self.elephant_rects(seat).items():
                    pygame.draw.ellipse(surface, CHOICE, rect.inflate(6, 6), 3)
            else:
                for cell in state.movable_stacks():
                    pygame.draw.rect(surface, CHOICE, view.cell_rect(cell, -1), 3, border_radius=6)
        if self.choosing is not None:
            index, cell, side = self.choosing
            tile = state.offer[index]
            rect = view.cell_rect(cell, 2)
            ghost = art.tile_image_now(tile, rect.width, side).copy()
            ghost.set_alpha(190)
            surface.blit(ghost, rect)
            pulse = 3 + int(2 * math.sin(pygame.time.get_ticks() / 150))
            for e, er in self.elephant_rects(state.current_seat).items():
                pygame.draw.ellipse(surface, CHOICE, er.inflate(10 + pulse, 10 + pulse), 4)
        surface.set_clip(clip)

    def _mini_last_move(self, surface, seat):
        """The last move stays outlined in its seat's miniature too, until the next seat acts."""
        if self.last_move is None or self.last_seat != seat or self.finished:
            return
        view = self.mini_view(seat)
        for cell in self._last_cells():
            pygame.draw.rect(surface, marks.LAST, view.cell_rect(cell).inflate(2, 2), 2, border_radius=3)

    def _last_cells(self):
        move = self.last_move
        if isinstance(move, (Take, MoveElephant)):
            return [move.cell]
        if isinstance(move, MoveTile):
            return [move.target]
        return []

    def _draw_held(self, surface):
        piece = self.drag.piece
        pos = self.drag.pointer
        if piece is None and self.drag.snap_back is not None:
            piece, pos = self.drag.snap_back.piece, self.drag.snap_back.position
        if piece is None:
            return
        state = self.state
        size = round(max(self.view.zoom, self.offer_tile * 0.8)) if self.view.rect.collidepoint(pos) else self.offer_tile
        if piece[0] == "offer":
            if piece[1] >= len(state.offer):
                return
            tile = state.offer[piece[1]]
            image = art.tile_image_now(tile, size, self.arch_side if tile.kind == "arch" else None)
        elif piece[0] == "elephant":
            image = art.elephant_image_now(state.current_color, round(self.view.zoom * 0.6))
        else:
            image = art.tile_image_now(state.top(state.current_seat, piece[1]), size)
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, rect.move(6, 8))
        self.moving(rect.union(rect.move(6, 8)))
        image = image.copy()
        image.set_alpha(215)  # the cell underneath shows through
        surface.blit(image, rect)
        target = self.drag.hover_target
        if target is not None and target in self.drag.targets:
            outline = self.drag.targets[target].inflate(4, 4)
            pygame.draw.rect(surface, LEGAL, outline, 3, border_radius=6)
            self.moving(outline)
        if self.drag.holding:
            self.draw_refused_drop(surface)  # over the held piece, which covers the cell
            self.draw_score_preview(surface, rect)

    def _draw_elephant_row(self, surface, seat, rect):
        state = self.state
        size = min(rect.height, round(30 * self.scale))
        standing = state.passes_left(seat)
        color = state.colors[seat]
        x = rect.left
        for i in range(2):
            lying = i >= standing
            surface.blit(art.elephant_image_now(color, size, lying), (x, rect.top))
            x += size + 4
        label = {0: "no passes left", 1: "1 pass left"}.get(standing, f"{standing} passes left")
        theme.draw_text(surface, label, theme.font("small", self.scale),
                        theme.TEXT_DIM, (x + 4, rect.top + size // 2), "midleft")
