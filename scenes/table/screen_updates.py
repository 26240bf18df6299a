"""Which parts of the window a frame changed, so only those are copied to the screen.

Most of a frame's cost in a real window is the copy to the screen. While only moving
pieces change (a held tile following the pointer, a computer's piece gliding), the
scene reports the rectangles those pieces covered in this frame (:meth:`moving`) and
the regions of its layer it redrew (:meth:`changed`); anything else that changes asks
for the whole window. The same record says where the last frame drew over the table's
layer (:meth:`left_behind`), so the layer is copied back there and nothing moving
leaves a trace.
"""
from __future__ import annotations

import pygame

from scenes.ui.widgets import reason_under_pointer

#: Pixels around a moving piece's rectangle copied back and sent to the screen with it
#: (an outline or an anti-aliased edge may spill over).
SPILL = 4


class ScreenUpdates:
    def __init__(self):
        self.full = True
        self._drawn: list[pygame.Rect] = []  # moving pieces drawn in this frame
        self._before: list[pygame.Rect] = []  # ... and in the frame before
        self._changed: list[pygame.Rect] = []  # regions of the layer redrawn in this frame
        self._unknown = self._unknown_before = False  # drawn over a part not known here
        self._over: tuple | None = None  # what the base drew over the table in the frame before

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

    def somewhere(self) -> None:
        """Something was drawn over the table where it is not known (a tooltip): all of
        the window goes to the screen, and the next frame copies all of the layer back."""
        self._unknown = True
        self.full = True

    def left_behind(self) -> list[pygame.Rect] | None:
        """Where the frame before drew over the layer (with their spill), to copy the
        layer back there; None when that is not known (copy all of it)."""
        if self._unknown_before:
            return None
        return [r.inflate(SPILL, SPILL) for r in self._before]

    def rects(self) -> list[pygame.Rect] | None:
        """The rectangles to copy to the screen after this frame; None for all of it."""
        if self.full:
            return None
        return [r.inflate(SPILL, SPILL) for r in self._before + self._drawn + self._changed
                if r.width > 0 and r.height > 0]

    def frame_done(self) -> None:
        self._before, self._drawn, self._changed = self._drawn, [], []
        self._unknown_before, self._unknown = self._unknown, False
        self.full = False

    def overlaid(self, over: tuple, on_top: bool) -> bool:
        """``over`` (:func:`drawn_over`) is what the table's base draws over the layer
        and may take away; True when it changed since the frame before, or while a page
        lies over the table (it draws on the window in every frame): the table's layer
        is then copied to the window whole."""
        changed = (over, on_top) != self._over or not on_top
        self._over = (over, on_top)
        return changed

    def window_lost(self) -> None:
        """Another page drew on the window: the next frame copies the table's layer whole."""
        self._over = None


def drawn_over(history, buttons_that_say_why) -> tuple:
    """What a table's base draws over the table that a frame may take away without
    saying where: the reason a button is off, the log, a past moment's way back, the
    replay's bar (``history`` is the table's :class:`scenes.table.history.History`)."""
    reason = reason_under_pointer(buttons_that_say_why)
    return ((tuple(reason[0]), reason[1]) if reason else None, history.log_open, history.looking_back,
            history.replaying)
