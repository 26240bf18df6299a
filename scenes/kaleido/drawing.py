"""Drawing the Kaleido table each frame: the frame around the cluster (cached), the
cluster layer, the board being turned, the last moves, the hexagons, the targets and
ghost of a held piece, and the piece in hand."""
from __future__ import annotations

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.narration import board_number
from scenes.kaleido import art, cluster, hexagons, panels
from scenes.kaleido.shapes import board_center, hexagon_outline
from scenes.table.hud import draw_banner
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.tooltip import draw_tooltip


class KaleidoDrawing:
    """The drawing half of :class:`scenes.kaleido.KaleidoTable`."""

    # ----------------------------------------------------------------- drawing
    def draw_table(self, surface):
        s = self.scale
        state = self.state
        surface.blit(self._chrome_image(surface), (0, 0))
        view = self.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        hidden = self.rotation.turning.board if self.rotation.turning is not None else self.glides.turning_board
        self.layer.draw(surface, view, state.boards, self.version, hidden,
                        lambda pos: board_number(state, pos))
        self._draw_turning(surface)
        self._draw_marks(surface)
        self._draw_hexagons(surface)
        if self.drag.holding:
            self.target_layer.draw(surface, view, self.drag.targets)
            self._draw_hover_ghost(surface)
        surface.set_clip(clip)
        view.draw_buttons(surface)
        held = self.drag.piece if self.drag.holding else (self.drag.snap_back.piece if self.drag.snap_back else None)
        self.shelf.draw_slots(surface, state, held, self.placing.usable_now(self.version))
        for widget in self.widgets:
            widget.draw(surface)

    def draw_over_table(self, surface):
        state = self.state
        self.draw_message(surface, self.rects["message"], self.message or self.drag.message)
        self.animator.draw(surface)
        self._draw_held(surface)
        if self.drag.holding:
            self.draw_refused_drop(surface)  # over the held piece, which covers the hole
            target = self.drag.targets.get(self.drag.hover_target)
            if target is not None:
                self.draw_score_preview(surface, target.rect)
        self.panel.draw_tooltip(surface, lambda seat: panels.score_tooltip(state, seat))
        self._draw_hexagon_tip(surface)
        hover = self.shelf.hover
        if hover is not None and not self.drag.holding and self.human_to_move and state.phase == "place":
            draw_tooltip(surface, [panels.PIECE_HELP[hover]], self.shelf.slots[hover], self.scale)

    def _chrome_image(self, surface) -> pygame.Surface:
        """The backdrop, the banner, the seats and the shelf: redrawn only when they change."""
        key = (surface.get_size(), self.version, self.finished, self.end_scoring.shown, self.human_to_move,
               self.panel.hover_row, self.computers.paused)
        if self._chrome is None or self._chrome[0] != key:
            image = self._chrome[1] if self._chrome is not None else None
            if image is None or image.get_size() != surface.get_size():
                image = pygame.Surface(surface.get_size(), 0, surface)  # the window's pixel format
            self._draw_chrome(image)
            self._chrome = (key, image)
        return self._chrome[1]

    def _draw_chrome(self, surface) -> None:
        s = self.scale
        state = self.state
        surface.blit(backdrop(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.rects["table"], theme.PANEL, theme.PANEL_EDGE)
        headline, detail = panels.turn_words(self)
        right = "" if self.finished else (f"{len(state.boards)} boards  ·  {len(state.empty_holes())} empty holes")
        draw_banner(surface, self.rects["banner"], None if self.finished else state.current_color,
                    headline, detail, right, s, self.banner_reserve)
        self.panel.draw(surface, state.current_seat, None, state.scores(),
                        lambda surf, seat, rect: panels.draw_seat_colors(surf, state, seat, rect, s))
        for seat in range(state.players):
            panels.draw_seat_supply(surface, state, seat, self.panel.mini_rect(seat), s)
        self.shelf.draw(surface, state, self.names, state.phase == "rotate", self.is_computer(state.current_seat))

    def _draw_turning(self, surface):
        turn = self.rotation.turning
        if turn is None:
            return
        image = art.board_with_tiles(self.state.boards[turn.board], self.view.zoom)
        turned = pygame.transform.rotozoom(image, turn.angle, 1.0)
        center = self.view.to_screen(*board_center(turn.board))
        surface.blit(turned, turned.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_marks(self, surface):
        view, state = self.view, self.state
        for move in self.last_moves.moves:
            if isinstance(move, Rotate):
                cluster.outline_board(surface, view, move.board, theme.ACCENT)
            elif isinstance(move, PlaceBoard) and move.at in state.boards:
                cluster.outline_place(surface, view, move.at)
            elif isinstance(move, (PlaceTile, PlaceWhite)) and move.board in state.boards:
                cluster.outline_place(surface, view, move.board, move.hole)
        if state.phase == "rotate" and not self.finished:
            for board in state.scored_this_turn:
                color = theme.ACCENT if board == self.rotation.selected and self.human_to_move else cluster.ROTATE
                cluster.outline_board(surface, view, board, color)
            if self.human_to_move and self.rotation.selected is not None and self.rotation.turning is None:
                cluster.draw_rotate_handles(surface, view, self.rotation.selected)

    def _preview_boards(self) -> dict:
        return self.rotation.boards_shown(self.state.boards)

    def _draw_hexagons(self, surface):
        boards = self._preview_boards()
        scored = {}
        current = None
        if self.finished:
            scored = self.end_scoring.scored()
            current = self.end_scoring.current()
        for hexagon in self.visible_hexagons():
            hexagons.draw_hexagon(surface, self.view, hexagon, boards, scored.get(hexagon.boards),
                                 emphasis=hexagon.boards == current)

    def visible_hexagons(self) -> list:
        return hexagons.on_show(self.state, self.show_hexagons, self.finished)

    def _draw_hexagon_tip(self, surface) -> None:
        """What the hexagon under the pointer holds and what it would pay now."""
        if self.drag.holding or self.rotation.turning is not None or not self.view.rect.collidepoint(self.pointer):
            return
        boards = self._preview_boards()
        hexagon = hexagons.hexagon_at(self.view.to_world(self.pointer), self.visible_hexagons())
        if hexagon is None:
            return
        _, corners = hexagon_outline(hexagon)
        points = [self.view.to_screen(*p) for p in corners]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        anchor = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        draw_tooltip(surface, hexagons.hexagon_words(hexagon, boards), anchor, self.scale)

    def _draw_hover_ghost(self, surface):
        key = self.drag.hover_target
        if key is None or key not in self.drag.targets:
            return
        piece = self.drag.piece
        zoom = self.view.zoom
        if piece == "board":
            image = art.ghost("board", "", 0, zoom, 235)
            center = self.view.to_screen(*board_center(key))
        else:
            color = "white" if piece == "white" else self.state.current_color
            image = art.ghost("tile", color, key[1], zoom, 225)
            center = self.view.to_screen(*board_center(key[0]))
        cluster.blit_centered(surface, image, center)
        self.moving(image.get_rect(center=(round(center[0]), round(center[1]))))
        cluster.draw_hover_target(surface, self.drag.targets[key])

    def _draw_held(self, surface):
        piece, pos = self.drag.piece, self.drag.pointer
        if piece is None and self.drag.snap_back is not None:
            piece, pos = self.drag.snap_back.piece, self.drag.snap_back.position
        if piece is None or self.state.current_color is None:
            return
        if self.drag.holding and self.drag.hover_target is not None:
            return  # the piece shows where it would land (the ghost), nothing hides it
        size = self.shelf.slots[piece].width
        if piece == "board":
            image = art.board_image(min(self.view.zoom, size / 2.1))
        else:
            color = "white" if piece == "white" else self.state.current_color
            image = art.piece_image(color, size)
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        shadow = image.copy()
        shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shadow, rect.move(5, 7))
        if self.view.rect.collidepoint(pos):
            image = image.copy()
            image.set_alpha(170)  # over the table, the hole underneath (and its red outline) shows through
        surface.blit(image, rect)
        self.moving(rect.union(rect.move(5, 7)))
