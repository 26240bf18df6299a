"""Which parts of the window a frame changed, so only those are copied to the screen.

Most of a frame's cost in a real window is the copy to the screen. While only moving
pieces change (a held tile following the pointer, a computer's piece gliding), the
scene reports the rectangles those pieces covered in this frame and the last one;
anything else that changes asks for the whole window.
"""
from __future__ import annotations

import pygame


class ScreenUpdates:
    def __init__(self):
        self.full = True
        self._drawn: list[pygame.Rect] = []  # moving pieces drawn in this frame
        self._before: list[pygame.Rect] = []  # ... and in the frame before

    def everything(self) -> None:
        self.full = True

    def moving(self, rect) -> None:
        """A moving piece was drawn over ``rect`` in this frame."""
        if rect is not None:
            self._drawn.append(pygame.Rect(rect))

    def rects(self) -> list[pygame.Rect] | None:
        """The rectangles to copy to the screen after this frame; None for all of it."""
        if self.full:
            return None
        return [r.inflate(4, 4) for r in self._before + self._drawn if r.width > 0 and r.height > 0]

    def frame_done(self) -> None:
        self._before, self._drawn = self._drawn, []
        self.full = False
