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

LEGAL = (120, 210, 130)
CHOICE = (120, 190, 230)
#: The fill of a target: (on a free cell, on a stack) for every target, and what the
#: target under the held piece adds over it (150 and 110 in all, on a free cell and a stack).
TARGET_ALPHA = (80, 45)
HOVER_ALPHA = (102, 79)


def draw_marks(surface, picture: KeralaPicture) -> None:
    """The moves to see, legal targets, the pending choice, movable pieces and the
    elephant question, on the big view."""
    state, view, drag = picture.state, picture.view, picture.drag
    clip = surface.get_clip()
    surface.set_clip(view.rect.clip(clip))
    for cell in picture.marked_cells(picture.focus):
        marks.outline_last(surface, view.cell_rect(cell), picture.scale)
    if drag.holding:
        color = state.current_color
        for cell, rect in drag.targets.items():
            fill = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill.fill((*LEGAL, TARGET_ALPHA[on_stack(picture, cell)]))
            surface.blit(fill, rect)
            pygame.draw.rect(surface, LEGAL, rect, 2, border_radius=6)
            if cell in picture.both_walk:
                # either elephant may walk here: show both, the choice comes after the drop
                size = max(10, rect.width // 3)
                icon = art.elephant_image_now(color, size)
                surface.blit(icon, (rect.left + 3, rect.top + 3))
                surface.blit(icon, (rect.right - size - 3, rect.top + 3))
    elif picture.human_to_move and state.pending_special and picture.focus == state.current_seat:
        seat = state.current_seat
        if state.pending_special == "move_elephant":
            for rect in elephant_rects(state.elephants(seat), view).values():
                pygame.draw.ellipse(surface, CHOICE, rect.inflate(6, 6), 3)
        else:
            for cell in state.movable_stacks():
                pygame.draw.rect(surface, CHOICE, view.cell_rect(cell, -1), 3, border_radius=6)
    asked = picture.question
    if asked is not None:
        tile = state.offer[asked.offer_index]
        rect = view.cell_rect(asked.cell, 2)
        ghost = art.tile_image_now(tile, rect.width, asked.arch_side).copy()
        ghost.set_alpha(190)
        surface.blit(ghost, rect)
        for er in elephant_rects(state.elephants(state.current_seat), view).values():
            pygame.draw.ellipse(surface, CHOICE, er.inflate(14, 14), 4)
            pygame.draw.ellipse(surface, CHOICE, er.inflate(22, 22), 2)
    surface.set_clip(clip)


def draw_hover_target(surface, picture: KeralaPicture, screen: ScreenUpdates) -> None:
    """The target under the held piece, brighter than the others (reported to ``screen``)."""
    drag = picture.drag
    rect = drag.targets.get(drag.hover_target) if drag.holding else None
    if rect is None:
        return
    clip = surface.get_clip()
    surface.set_clip(picture.view.rect.clip(clip))
    fill = pygame.Surface(rect.size, pygame.SRCALPHA)
    fill.fill((*LEGAL, HOVER_ALPHA[on_stack(picture, drag.hover_target)]))
    surface.blit(fill, rect)
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
