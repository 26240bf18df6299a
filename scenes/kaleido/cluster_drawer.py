"""What the Kaleido table shows in its board view. Its still part goes on the table's
layer, in regions of its own (the view in bands, and the strip under it with the message,
:meth:`ClusterDrawer.regions`): the cluster (one picture, redrawn where boards change), and
over it the marked moves and the boards to rotate outlined, the hexagons on show, the
targets of a held piece (:mod:`cluster_parts`, thing by thing), the view's own buttons and
the message. What moves is drawn over it each frame: a board turned by hand, and the held
piece's ghost where it would land."""
from __future__ import annotations

from typing import Callable

import pygame

from game.kaleido.narration import board_number
from scenes.kaleido import art, cluster
from scenes.kaleido.cluster_parts import board_parts, view_pieces
from scenes.table.messages import message_box
from scenes.table.screen_updates import ScreenUpdates
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center
from scenes.ui import pieces, theme
from scenes.ui.layers import SNUG
from scenes.ui.pieces import Piece, draw_pieces

#: The things in the view drawn again over a board turned by hand (as they would be if
#: it were let go now).
OVER_A_TURNING_BOARD = ("scored", "handles", "hexagon", "hexagon mark")

#: The board view's regions side by side: the lit-up targets of a held piece cover most of
#: the cluster, which lies in the middle of the view; each band is drawn again where they
#: lie (whole at most), never all of the view at once.
BANDS = 4


class ClusterDrawer:
    def __init__(self, size, view, message_area: pygame.Rect, draw_message: Callable):
        """The middle of a window of ``size``: the board ``view`` and the message in
        ``message_area`` under it, drawn by ``draw_message(surface, area, text, refusal)``
        (:meth:`scenes.table.messages.MessageStrip.draw`)."""
        self.window = pygame.Rect((0, 0), size)
        self.view = view
        self.message_area = message_area
        self.draw_message = draw_message
        whole = view.rect.union(message_area)
        self.strip = pygame.Rect(whole.left, view.rect.bottom, whole.width, whole.bottom - view.rect.bottom)
        """The flat strip of the table's panel under the view, where the message goes."""
        band = view.rect.width // BANDS
        self.areas = {f"board {i}": pygame.Rect(view.rect.left + i * band, view.rect.top,
                                                band if i < BANDS - 1 else view.rect.width - i * band,
                                                view.rect.height) for i in range(BANDS)}
        """Region -> its rectangle: the view's bands, and the strip (:meth:`regions`)."""
        self.areas["message"] = self.strip
        self.image = cluster.ClusterImage()
        self.revision = 0
        """How many times :attr:`image` changed."""
        self.kept: tuple[tuple, list[Piece], dict, pygame.Rect] | None = None
        """(:meth:`parts_key`, the things over the boards, each region's parts, :meth:`message_place`)
        as last worked out."""
        self.kept_boards: tuple[tuple, dict] | None = None
        """(the view and :attr:`revision`, :meth:`board_parts`) as last worked out."""
        self.each_board: tuple[tuple, dict] = ((), {})
        """(the view, each board's parts as last worked out through it: see
        :func:`cluster_parts.board_parts`)."""

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
        if self.image.refresh(self.view, boards, lambda pos: board_number(state, pos)):
            self.revision += 1

    def key(self) -> tuple:
        """What the regions show as a whole (what they show part by part is :meth:`things`)."""
        view = self.view
        return view.zoom, view.center, tuple(view.rect), view.scale

    def parts_key(self, picture: KaleidoPicture) -> tuple:
        """What the regions' parts are worked out from."""
        drag, turning = picture.drag, picture.turning
        return (self.key(), self.revision, picture.version, turning.steps if turning is not None else None,
                picture.marked, picture.rotating, picture.selected, picture.human_to_move, picture.hexagons,
                tuple(picture.scored_hexagons.items()), picture.next_hexagon,
                tuple(drag.targets) if drag.holding else None, tuple(button.look() for button in self.view.buttons),
                picture.message, picture.refusal)

    def regions(self, picture: KaleidoPicture) -> list[tuple]:
        """The board view, in :data:`BANDS` side by side, and the strip under it as regions
        of the table's layer (name, rectangle, key, draw, whether it paints every pixel,
        parts, how their places are joined: :meth:`RegionLayer.region`), each drawing all
        the table's middle shows where it is clipped: a message coming or going redraws
        the strip, and a held piece's targets (which light most of the cluster) the boards
        they lie on, each band whole at most, never all of the view for the cluster in its
        middle. Drawing a place costs a copy of the cluster's picture and the few things
        in the clip, so the places are joined snugly (:data:`SNUG`)."""
        parts = self.things(picture)[1]

        def draw(surface):
            self.draw(surface, picture)
        return [(name, rect, self.key(), draw, True, parts[name], SNUG) for name, rect in self.areas.items()]

    def things(self, picture: KaleidoPicture) -> tuple[list[Piece], dict]:
        """(the things over the boards, each region's parts), kept per :meth:`parts_key`.
        The parts: each board, each thing over them (:func:`view_pieces`), the view's
        buttons and the message, by place and look."""
        key = self.parts_key(picture)
        if self.kept is None or self.kept[0] != key:
            view = self.view
            things = view_pieces(picture, self.image.labels)
            parts = dict(self.board_parts())
            parts.update(pieces.parts(things))
            for i, button in enumerate(view.buttons):
                parts[("view button", i)] = (theme.panel_area(button.rect).inflate(2, 2),
                                             button.look())
            place = self.strip
            if picture.message:
                box, _, _ = message_box(picture.message, self.message_area, self.window, picture.scale,
                                        picture.refusal)
                parts[("message",)] = (theme.panel_area(box).inflate(2, 2), (picture.message, picture.refusal))
                place = place.union(parts[("message",)][0])
            self.kept = (key, things, {name: within(parts, rect) for name, rect in self.areas.items()}, place)
        return self.kept[1], self.kept[2]

    def message_place(self, picture: KaleidoPicture) -> pygame.Rect:
        """Where the message may lie: the strip, and above it the box of a message that
        wraps to more lines than the strip holds."""
        self.things(picture)
        return self.kept[3]

    def board_parts(self) -> dict:
        """The boards' parts (:func:`cluster_parts.board_parts`), kept while the cluster's
        picture is, and each board's while the view is."""
        key = (self.key(), self.revision)
        if self.kept_boards is None or self.kept_boards[0] != key:
            if self.each_board[0] != self.key():
                self.each_board = (self.key(), {})
            self.kept_boards = (key, board_parts(self.view, self.image, self.each_board[1]))
        return self.kept_boards[1]

    def draw(self, surface, picture: KaleidoPicture) -> None:
        """The view and the strip under it (on the table's layer), where the surface's clip lets them."""
        view = self.view
        clip = surface.get_clip()
        surface.fill(theme.PANEL, self.strip)  # the view's cloth is the image's
        self.image.draw(surface, view)
        inside = view.rect.clip(clip)
        surface.set_clip(inside)
        draw_pieces(surface, self.things(picture)[0])
        surface.set_clip(clip)
        view.draw_buttons(surface)  # each where the clip reaches it
        if self.message_place(picture).colliderect(clip):
            self.draw_message(surface, self.message_area, picture.message, picture.refusal)

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
        for thing, place, _, draw in self.things(picture)[0]:
            if thing[0] in OVER_A_TURNING_BOARD and place.colliderect(rect):
                draw(surface)
        moving.moving(rect)

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


def within(parts: dict, rect: pygame.Rect) -> dict:
    """The ``parts`` (part -> (place, look)) that lie in ``rect``, their places clipped to it."""
    return {part: (rect.clip(place), look) for part, (place, look) in parts.items() if rect.colliderect(place)}
