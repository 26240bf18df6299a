"""A region's heading on the Kasane table (its words rendered once, as all words are:
:func:`scenes.ui.theme.rendered`)."""
from __future__ import annotations

from scenes.ui import theme


def draw_heading(surface, text: str, header, scale: float):
    """A region's name at the left of its header strip."""
    return theme.draw_text(surface, text, theme.font("label", scale, bold=True), theme.TEXT,
                           (header.left + round(14 * scale), header.centery), "midleft")
