"""Marks over the grounds: the held piece's targets, the pieces a special move may
take, the elephant question, and the moves to see (on the big view and the miniatures).

What stays while nothing changes is drawn into the table's layer
(:func:`draw_marks`, :func:`draw_mini_marks`); the target under the held piece, which
changes as the pointer moves, is drawn over it every frame (:func:`draw_hover_target`)."""
from __future__ import annotations

import pygame

from scenes.kerala import art
from scenes.kerala.grounds import elephant_rects
from scenes.kerala.picture import KeralaPicture
from scenes.table import marks
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from scenes.ui.pieces import Piece, draw_pieces

LEGAL = (120, 210, 130)
CHOICE = (120, 190, 230)
#: The fill of a target: (on a free cell, on a stack) for every target, and what the
#: target under the held piece adds over it (150 and 110 in all, on a free cell and a stack).
TARGET_ALPHA = (80, 45)
HOVER_ALPHA = (102, 79)


def draw_marks(surface, picture: KeralaPicture) -> None:
    """The moves to see, legal targets, the pending choice, movable pieces and the
    elephant question, on the big view."""
    clip = surface.get_clip()
    surface.set_clip(picture.view.rect.clip(clip))
    draw_pieces(surface, grounds_marks(picture))
    surface.set_clip(clip)


def grounds_marks(picture: KeralaPicture) -> list[Piece]:
    """The marks :func:`draw_marks` draws, in the order it draws them, as pieces of the
    grounds' region (:mod:`scenes.ui.pieces`)."""
    state, view, drag, scale = picture.state, picture.view, picture.drag, picture.scale
    shown: list[Piece] = []
    for cell in picture.marked_cells(picture.focus):
        rect = view.cell_rect(cell)
        shown.append((("mark", "last", cell), rect.inflate(8, 8), (tuple(rect), scale),
                      lambda surface, rect=rect: marks.outline_last(surface, rect, scale)))
    if drag.holding:
        color = state.current_color
        for cell, rect in drag.targets.items():
            look = (tuple(rect), on_stack(picture, cell), cell in picture.both_walk, color)
            shown.append((("mark", "target", cell), rect, look,
                          lambda surface, cell=cell, rect=rect, look=look: draw_target(surface, rect, *look[1:])))
    elif picture.human_to_move and state.pending_special and picture.focus == state.current_seat:
        seat = state.current_seat
        if state.pending_special == "move_elephant":
            for e, rect in elephant_rects(state, seat, view).items():
                shown.append((("mark", "choice", e), rect.inflate(8, 8), (tuple(rect),),
                              lambda surface, rect=rect: pygame.draw.ellipse(surface, CHOICE, rect.inflate(6, 6), 3)))
        else:
            for cell in state.movable_stacks():
                rect = view.cell_rect(cell, -1)
                shown.append((("mark", "movable", cell), rect.inflate(2, 2), (tuple(rect),),
                              lambda surface, rect=rect: pygame.draw.rect(surface, CHOICE, rect, 3, border_radius=6)))
    asked = picture.question
    if asked is not None:
        tile = state.offer[asked.offer_index]
        rect = view.cell_rect(asked.cell, 2)
        around = [er.inflate(24, 24) for er in elephant_rects(state, state.current_seat, view).values()]
        shown.append((("mark", "question"), rect.unionall(around), (tuple(rect), tile, asked.arch_side, tuple(map(tuple, around))),
                      lambda surface: draw_question(surface, picture)))
    return shown


def draw_target(surface, rect: pygame.Rect, on_a_stack: int, both_walk: bool, color) -> None:
    """A legal target of the held piece; with both elephants when either may walk there
    (the choice comes after the drop)."""
    surface.blit(theme.veil(rect.size, LEGAL, TARGET_ALPHA[on_a_stack]), rect)
    pygame.draw.rect(surface, LEGAL, rect, 2, border_radius=6)
    if both_walk:
        size = max(10, rect.width // 3)
        icon = art.elephant_image_now(color, size)
        surface.blit(icon, (rect.left + 3, rect.top + 3))
        surface.blit(icon, (rect.right - size - 3, rect.top + 3))


def draw_question(surface, picture: KeralaPicture) -> None:
    """Which elephant walks to the tile just dropped: its ghost, and rings round both."""
    state, view, asked = picture.state, picture.view, picture.question
    tile = state.offer[asked.offer_index]
    rect = view.cell_rect(asked.cell, 2)
    ghost = art.tile_image_now(tile, rect.width, asked.arch_side).copy()
    ghost.set_alpha(190)
    surface.blit(ghost, rect)
    for er in elephant_rects(state, state.current_seat, view).values():
        pygame.draw.ellipse(surface, CHOICE, er.inflate(14, 14), 4)
        pygame.draw.ellipse(surface, CHOICE, er.inflate(22, 22), 2)


def draw_hover_target(surface, picture: KeralaPicture, screen: ScreenUpdates) -> None:
    """The target under the held piece, brighter than the others (reported to ``screen``)."""
    drag = picture.drag
    rect = drag.targets.get(drag.hover_target) if drag.holding else None
    if rect is None:
        return
    clip = surface.get_clip()
    surface.set_clip(picture.view.rect.clip(clip))
    surface.blit(theme.veil(rect.size, LEGAL, HOVER_ALPHA[on_stack(picture, drag.hover_target)]), rect)
    pygame.draw.rect(surface, LEGAL, rect, 3, border_radius=6)
    surface.set_clip(clip)
    screen.moving(rect)


def on_stack(picture: KeralaPicture, cell) -> int:
    """1 when ``cell`` of the mover's grounds holds a tile, else 0."""
    state = picture.state
    return int(state.top(state.current_seat, cell) is not None)


def draw_mini_marks(surface, picture: KeralaPicture, seat: int) -> None:
    """The moves to see stay outlined in their seat's miniature too."""
    if picture.finished:
        return
    view = picture.mini_views[seat]
    for cell in picture.marked_cells(seat):
        pygame.draw.rect(surface, marks.LAST, view.cell_rect(cell).inflate(2, 2), 2, border_radius=3)
