"""What a frame draws over the Kasane table's kept picture: the held and gliding cards,
the pointer's highlights, a message too tall for its strip, the log and the way back to
the present, the tooltips. Each is reported to the screen (:class:`ScreenUpdates`) and,
in the next frame, wiped by copying the kept picture back over where it was: so a frame
redraws only what the pieces leave and enter."""
from __future__ import annotations

import pygame

from scenes.table.screen_updates import ScreenUpdates


class Overdraw:
    def __init__(self, screen_updates: ScreenUpdates):
        self.screen_updates = screen_updates
        self.drawn: list[pygame.Rect] = []
        """What this frame drew over the picture."""
        self.before: list[pygame.Rect] = []
        """What the frame before drew over it: the picture is copied back there first."""
        self.unknown = False
        """This frame drew something whose extent it does not know (a tooltip): the next
        frame copies the whole picture."""
        self.unknown_before = False

    def moving(self, rect) -> None:
        """Something was drawn over ``rect`` in this frame (:meth:`ScreenUpdates.moving`)."""
        if rect is not None:
            self.drawn.append(pygame.Rect(rect))
            self.screen_updates.moving(rect)

    def somewhere(self) -> None:
        """Something was drawn over a part of the window not known here."""
        self.unknown = True
        self.screen_updates.everything()

    def frame_done(self) -> None:
        self.before, self.drawn = self.drawn, []
        self.unknown_before, self.unknown = self.unknown, False
