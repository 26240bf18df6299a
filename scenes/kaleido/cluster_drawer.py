"""What the Kaleido table shows in its board view each frame: the cluster (one cached
layer), the board being turned, the last moves and the boards to rotate outlined, the
hexagons on show, and, while a piece is held, its targets and its ghost where it would
land; then the view's own buttons."""
from __future__ import annotations

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.narration import board_number
from scenes.kaleido import art, cluster, hexagons
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme


class ClusterDrawer:
    def __init__(self, screen_updates: ScreenUpdates):
        self.screen_updates = screen_updates
        self.layer = cluster.ClusterLayer()
        self.targets = cluster.TargetLayer()

    @property
    def labels(self) -> dict:
        """The boards' numbers as last drawn: position -> (number, screen rectangle)."""
        return self.layer.labels

    def draw(self, surface, picture: KaleidoPicture) -> None:
        state, view = picture.state, picture.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        self.layer.draw(surface, view, state.boards, picture.version, picture.hidden_board,
                        lambda pos: board_number(state, pos))
        self.draw_turning(surface, picture)
        self.draw_last_moves(surface, picture)
        self.draw_rotation(surface, picture)
        for hexagon in picture.hexagons:
            hexagons.draw_hexagon(surface, view, hexagon, picture.boards, picture.scored_hexagons.get(hexagon.boards),
                                  emphasis=hexagon.boards == picture.next_hexagon)
        if picture.drag.holding:
            self.targets.draw(surface, view, picture.drag.targets)
            self.draw_ghost(surface, picture)
        surface.set_clip(clip)
        view.draw_buttons(surface)

    @staticmethod
    def draw_turning(surface, picture: KaleidoPicture) -> None:
        """The board turned by hand, at the pointer's angle."""
        turning, view = picture.turning, picture.view
        if turning is None:
            return
        image = art.board_with_tiles(picture.state.boards[turning.board], view.zoom)
        cluster.blit_centered(surface, pygame.transform.rotozoom(image, turning.angle, 1.0),
                              view.to_screen(*board_center(turning.board)))

    @staticmethod
    def draw_last_moves(surface, picture: KaleidoPicture) -> None:
        view, boards = picture.view, picture.state.boards
        for move in picture.last_moves:
            if isinstance(move, Rotate):
                cluster.outline_board(surface, view, move.board, theme.ACCENT)
            elif isinstance(move, PlaceBoard) and move.at in boards:
                cluster.outline_place(surface, view, move.at)
            elif isinstance(move, (PlaceTile, PlaceWhite)) and move.board in boards:
                cluster.outline_place(surface, view, move.board, move.hole)

    @staticmethod
    def draw_rotation(surface, picture: KaleidoPicture) -> None:
        """The boards scored this turn, the chosen one brighter, and its round arrows."""
        if not picture.rotating:
            return
        view, selected = picture.view, picture.selected
        for board in picture.state.scored_this_turn:
            color = theme.ACCENT if board == selected and picture.human_to_move else cluster.ROTATE
            cluster.outline_board(surface, view, board, color)
        if picture.human_to_move and selected is not None and picture.turning is None:
            cluster.draw_rotate_handles(surface, view, selected)

    def draw_ghost(self, surface, picture: KaleidoPicture) -> None:
        """The held piece, see-through, in the target under the pointer."""
        drag, view = picture.drag, picture.view
        key = drag.hover_target
        if key is None or key not in drag.targets:
            return
        if drag.piece == "board":
            image = art.ghost("board", "", 0, view.zoom, 235)
            center = view.to_screen(*board_center(key))
        else:
            color = "white" if drag.piece == "white" else picture.state.current_color
            image = art.ghost("tile", color, key[1], view.zoom, 225)
            center = view.to_screen(*board_center(key[0]))
        cluster.blit_centered(surface, image, center)
        self.screen_updates.moving(image.get_rect(center=(round(center[0]), round(center[1]))))
        self.screen_updates.moving(cluster.draw_hover_target(surface, drag.targets[key]))
