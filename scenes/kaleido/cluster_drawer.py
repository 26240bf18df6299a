"""What the Kaleido table shows in its board view. Its still part goes on the table's
layer: the cluster (one picture, redrawn board by board), the marked moves and the boards
to rotate outlined, the hexagons on show, the targets of a held piece, the view's own
buttons. What moves is drawn over it each frame: a board turned by hand, and the held
piece's ghost where it would land."""
from __future__ import annotations

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.narration import board_number
from scenes.kaleido import art, cluster, hexagons
from scenes.table.screen_updates import ScreenUpdates
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center
from scenes.ui import theme


class ClusterDrawer:
    def __init__(self):
        self.image = cluster.ClusterImage()
        self.revision = 0
        """How many times :attr:`image` changed: the table's layer redraws the view when it does."""

    @property
    def labels(self) -> dict:
        """The boards' numbers as last drawn: position -> (number, screen rectangle)."""
        return self.image.labels

    def refresh(self, picture: KaleidoPicture) -> None:
        """Bring the cluster's picture in line with the boards shown (a board turning left out)."""
        state = picture.state
        boards = state.boards
        if picture.hidden_board is not None:
            boards.pop(picture.hidden_board, None)
        if self.image.refresh(picture.view, boards, lambda pos: board_number(state, pos)):
            self.revision += 1

    def key(self, picture: KaleidoPicture) -> tuple:
        """Everything :meth:`draw` shows: equal keys draw the same."""
        view, drag = picture.view, picture.drag
        turning = picture.turning
        return (self.revision, picture.marked, picture.rotating, picture.selected, picture.human_to_move,
                turning is None, turning.steps if turning is not None else None, picture.hexagons,
                tuple(picture.scored_hexagons.items()), picture.next_hexagon,
                tuple(drag.targets) if drag.holding else None,
                tuple((b.hover, b.pressed) for b in view.buttons))

    def draw(self, surface, picture: KaleidoPicture) -> None:
        """The board view's still part (on the table's layer)."""
        view = picture.view
        self.image.draw(surface, view)
        clip = surface.get_clip()
        surface.set_clip(view.rect.clip(clip) if clip else view.rect)
        self.draw_marked(surface, picture)
        self.draw_rotation(surface, picture)
        self.draw_hexagons(surface, picture)
        if picture.drag.holding:
            cluster.draw_targets(surface, view, picture.drag.targets)
        self.draw_numbers(surface, view)
        surface.set_clip(clip)
        view.draw_buttons(surface)

    def draw_moving(self, surface, picture: KaleidoPicture, moving: ScreenUpdates) -> None:
        """What moves in the board view: the board turned by hand and the held piece's ghost."""
        clip = surface.get_clip()
        surface.set_clip(picture.view.rect)
        self.draw_turning(surface, picture, moving)
        if picture.drag.holding:
            self.draw_ghost(surface, picture, moving)
        surface.set_clip(clip)

    def draw_turning(self, surface, picture: KaleidoPicture, moving: ScreenUpdates) -> None:
        """The board turned by hand, at the pointer's angle, under the outlines and the
        hexagons as they would be if it were let go now."""
        turning, view = picture.turning, picture.view
        if turning is None:
            return
        image = pygame.transform.rotozoom(art.board_with_tiles(picture.state.boards[turning.board], view.zoom),
                                          turning.angle, 1.0)
        center = view.to_screen(*board_center(turning.board))
        whole = image.get_rect(center=(round(center[0]), round(center[1])))
        rect = whole.clip(view.rect)
        surface.set_clip(rect)
        surface.blit(image, whole)
        self.draw_rotation(surface, picture)
        self.draw_hexagons(surface, picture)
        moving.moving(rect)

    @staticmethod
    def draw_hexagons(surface, picture: KaleidoPicture) -> None:
        for hexagon in picture.hexagons:
            hexagons.draw_hexagon(surface, picture.view, hexagon, picture.boards,
                                  picture.scored_hexagons.get(hexagon.boards),
                                  emphasis=hexagon.boards == picture.next_hexagon)
        for hexagon in picture.hexagons:  # over every outline: one runs through its neighbours' centres
            hexagons.draw_hexagon_mark(surface, picture.view, hexagon, picture.boards,
                                       picture.scored_hexagons.get(hexagon.boards))

    def draw_numbers(self, surface, view) -> None:
        """The boards' numbers again, over the outlines that meet at the hubs (the last
        moves' holes, the drop targets): a number stays readable whatever is marked."""
        size = cluster.label_size(view.zoom, view.scale)
        for number, rect in self.labels.values():
            surface.blit(cluster.number_label(number, size), rect)

    @staticmethod
    def draw_marked(surface, picture: KaleidoPicture) -> None:
        """The moves to keep in sight: those of the computers since a person moved, or of the seat that acted last."""
        view, boards = picture.view, picture.state.boards
        for move in picture.marked:
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

    @staticmethod
    def draw_ghost(surface, picture: KaleidoPicture, moving: ScreenUpdates) -> None:
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
        moving.moving(image.get_rect(center=(round(center[0]), round(center[1]))))
        moving.moving(cluster.draw_hover_target(surface, drag.targets[key]))
