"""Marks over the grounds: the held piece's targets, the pieces a special move may
take, the elephant question, and the last move (on the big view and the miniatures)."""
from __future__ import annotations

import math

import pygame

from game.kerala import MoveElephant, MoveTile, Take
from scenes.kerala import art
from scenes.kerala.grounds import elephant_rects
from scenes.kerala.picture import KeralaPicture
from scenes.table import marks
from scenes.table.screen_updates import ScreenUpdates

LEGAL = (120, 210, 130)
CHOICE = (120, 190, 230)


def draw_marks(surface, picture: KeralaPicture, screen: ScreenUpdates) -> None:
    """Legal targets, the pending choice, movable pieces and the last move, on the big view."""
    state, view, drag = picture.state, picture.view, picture.drag
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    if picture.last_move is not None and picture.last_seat == picture.focus:
        for cell in last_cells(picture.last_move):
            marks.outline_last(surface, view.cell_rect(cell), picture.scale)
    if drag.holding:
        color = state.current_color
        for cell, rect in drag.targets.items():
            hover = cell == drag.hover_target
            occupied = state.top(state.current_seat, cell) is not None
            fill = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill.fill((*LEGAL, (110 if hover else 45) if occupied else (150 if hover else 80)))
            surface.blit(fill, rect)
            pygame.draw.rect(surface, LEGAL, rect, 3 if hover else 2, border_radius=6)
            if hover:
                screen.moving(rect)
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
        pulse = 3 + int(2 * math.sin(pygame.time.get_ticks() / 150))
        for er in elephant_rects(state.elephants(state.current_seat), view).values():
            pygame.draw.ellipse(surface, CHOICE, er.inflate(10 + pulse, 10 + pulse), 4)
    surface.set_clip(clip)


def draw_mini_last_move(surface, picture: KeralaPicture, seat: int) -> None:
    """The last move stays outlined in its seat's miniature too, until the next seat acts."""
    if picture.last_move is None or picture.last_seat != seat or picture.finished:
        return
    view = picture.mini_views[seat]
    for cell in last_cells(picture.last_move):
        pygame.draw.rect(surface, marks.LAST, view.cell_rect(cell).inflate(2, 2), 2, border_radius=3)


def last_cells(move) -> list:
    """The cells the last move ended on (none for a pass or a skip)."""
    if isinstance(move, (Take, MoveElephant)):
        return [move.cell]
    if isinstance(move, MoveTile):
        return [move.target]
    return []
