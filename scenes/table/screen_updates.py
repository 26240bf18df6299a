"""Which parts of the window a frame changed, so only those are copied to the screen.

Most of a frame's cost in a real window is the copy to the screen. A table's frame
reports what it drew: the regions of its layer it redrew and the banner when it changed
(:meth:`changed`), and what it drew over the layer in this frame (:meth:`moving`: a held
tile, a computer's piece gliding, a tooltip, the log, why a button is off). Only the
first frame, a new window size and a frame whose layer is copied whole (a page lay over
the table) send the whole window (:meth:`everything`). The same record says where the
last frame drew over the table's layer (:meth:`left_behind`), so the layer is copied
back there and nothing moving leaves a trace.
"""
from __future__ import annotations

import pygame

#: Pixels around a moving piece's rectangle copied back and sent to the screen with it
#: (an outline or an anti-aliased edge may spill over).
SPILL = 4


class ScreenUpdates:
    def __init__(self):
        self.full = True
        self._drawn: list[pygame.Rect] = []  # moving pieces drawn in this frame
        self._before: list[pygame.Rect] = []  # ... and in the frame before
        self._changed: list[pygame.Rect] = []  # regions of the layer redrawn in this frame
        self._on_top: bool | None = None  # the table was the top page in the frame before (None: not drawn)

    def everything(self) -> None:
        self.full = True

    def moving(self, rect):
        """A moving piece was drawn over ``rect`` in this frame; returns ``rect``."""
        if rect is not None:
            self._drawn.append(pygame.Rect(rect))
        return rect

    def changed(self, rect) -> None:
        """The layer under the moving pieces changed inside ``rect`` in this frame."""
        self._changed.append(pygame.Rect(rect))

    def left_behind(self) -> list[pygame.Rect]:
        """Where the frame before drew over the layer (with their spill), to copy the
        layer back there."""
        return [r.inflate(SPILL, SPILL) for r in self._before]

    def copied_over(self, rect) -> bool:
        """True when this frame's copy of the layer reached into ``rect`` (all of the
        window, a region redrawn or a place left behind there): what lies over the layer
        there, drawn in an earlier frame, is gone from the window and must be drawn again."""
        if self.full:
            return True
        rect = pygame.Rect(rect)
        return rect.collidelist(self._changed) != -1 or rect.collidelist(self.left_behind()) != -1

    def rects(self) -> list[pygame.Rect] | None:
        """The rectangles to copy to the screen after this frame; None for all of it."""
        if self.full:
            return None
        return [r.inflate(SPILL, SPILL) for r in self._before + self._drawn + self._changed
                if r.width > 0 and r.height > 0]

    def frame_done(self) -> None:
        self._before, self._drawn, self._changed = self._drawn, [], []
        self.full = False

    def overlaid(self, on_top: bool) -> bool:
        """True when the table's layer must be copied to the window whole: while a page
        lies over the table (it draws on the window in every frame), in the frame it
        goes, and after :meth:`window_lost`. What the table's base draws over the layer
        (the log, the way back, why a button is off) is reported as :meth:`moving`."""
        whole = on_top != self._on_top or not on_top
        self._on_top = on_top
        return whole

    def window_lost(self) -> None:
        """Another page drew on the window: the next frame copies the table's layer whole."""
        self._on_top = None
