"""Where the Log stands at a table with a board view (:attr:`TableScene.board_area`): a
column at the right of the board area, the view narrowed beside it while it is open,
so the table is seen whole and the scores stay in sight; elsewhere the Log lies over
the seats. :class:`scenes.table.base.TableScene` is one of these."""
from __future__ import annotations

import pygame

from scenes.table.hooks import TableHooks
from scenes.ui import theme


class LogColumn(TableHooks):
    def log_rect(self) -> pygame.Rect:
        """Where the log panel goes: a column at the right of :attr:`board_area`, above the
        message strip, as wide as the seats' (override to place it elsewhere)."""
        area = self.rects.get(self.board_area) if self.board_area else None
        if area is None:
            return self.rects.get("seats") or pygame.Rect((0, 0), self.size)
        gap = round(6 * theme.scale_for(self.size))
        width = min(self.rects["seats"].width, area.width // 2)
        bottom = self.rects["message"].top - gap
        return pygame.Rect(area.right - gap - width, area.top + gap, width, bottom - area.top - gap)

    def beside_the_log(self, view_rect: pygame.Rect) -> pygame.Rect:
        """``view_rect``, the board view's place, narrowed to end left of the Log while it is open."""
        if self.board_area is None or not self.history.log_open:
            return view_rect
        narrowed = pygame.Rect(view_rect)
        narrowed.width = self.log_rect().left - round(6 * theme.scale_for(self.size)) - view_rect.left
        return narrowed

    def log_toggled(self) -> None:
        if self.board_area is not None and self.size != (0, 0):  # the view makes room for the Log
            if self.drag is not None and self.drag.holding:
                self.drag.cancel()
            self.resize(self.size)
        self.changed()
