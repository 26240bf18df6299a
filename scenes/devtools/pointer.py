"""The scripted pointer of the tables' benchmarks (``--bench kerala`` and the others):
a drag spread over a fixed number of frames, a click, a resting pointer."""
from __future__ import annotations

import pygame

DRAG_FRAMES = 30


def pointer_at(pos, held: bool = False) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(int(held), 0, 0))]


def click(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def drag_frame(frame: int, start, end) -> list:
    """The events of frame ``frame`` of a drag from ``start`` to ``end`` that takes
    DRAG_FRAMES frames: press at the start, glide in a straight line, release at the end."""
    step = frame % DRAG_FRAMES
    if step == 0:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    t = step / (DRAG_FRAMES - 1)
    pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
    events = pointer_at(pos, held=True)
    if step == DRAG_FRAMES - 1:
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return events
