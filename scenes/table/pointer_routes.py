"""Where a table hands the pointer on: to its drag controller and to its board view,
each asking the table (:class:`scenes.table.base.TableScene`) to redraw what changed."""
from __future__ import annotations

import pygame


def to_drag(table, event) -> bool:
    """Hand ``event`` to the table's drag controller; True when it used it."""
    if not table.drag.handle_event(event):
        return False
    table.dirty = True
    return True


def to_view(table, event) -> bool:
    """Pan and zoom the table's board view; True when it took the event (the wheel it always takes)."""
    used = table.view.handle_input(event, table.pointer)
    if used:
        table.view_moved()
        table.dirty = True
    return used or event.type == pygame.MOUSEWHEEL
