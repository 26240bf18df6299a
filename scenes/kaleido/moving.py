"""What moves over the Kaleido table in one frame: a held piece and its marks, a glide,
a board turned by hand. Each part is drawn over the table's layer where it is now; its
rectangle goes to the screen, and in the next frame it is copied back from the layer
before the parts are drawn again, so a frame costs what moved, not the window."""
from __future__ import annotations

import pygame

from scenes.table.screen_updates import ScreenUpdates

#: Pixels around a part's rectangle copied back and sent to the screen with it (the
#: screen updates send each rectangle this much larger too: an outline may spill over).
SPILL = 4


class MovingParts:
    def __init__(self, screen_updates: ScreenUpdates):
        self.screen_updates = screen_updates
        self.drawn: list[pygame.Rect] = []
        """The parts drawn in this frame."""
        self.before: list[pygame.Rect] = []
        """The parts drawn in the frame before, to copy back from the layer."""

    def moving(self, rect):
        """A moving part was drawn over ``rect`` in this frame; returns ``rect``."""
        if rect is not None:
            rect = pygame.Rect(rect)
            self.drawn.append(rect)
            self.screen_updates.moving(rect)
        return rect

    def next_frame(self) -> list[pygame.Rect]:
        """A new frame begins: where the last frame's parts were (with their spill), to copy back."""
        self.before, self.drawn = self.drawn, []
        return [r.inflate(SPILL, SPILL) for r in self.before]
