"""Words the Kasane table draws in more than one region: a region's heading (its words
rendered once, as all words are: :func:`scenes.ui.theme.rendered`), and points where
room is short."""
from __future__ import annotations

from game.words import npgettext
from scenes.ui import theme


def draw_heading(surface, text: str, header, scale: float):
    """A region's name at the left of its header strip."""
    return theme.draw_text(surface, text, theme.font("label", scale, bold=True), theme.TEXT,
                           (header.left + round(14 * scale), header.centery), "midleft")


def points_short(points: int) -> str:
    """A number of points as a slot or a seat's score shows it: "1 pt", "5 pts"."""
    # Translators: points, abbreviated where room is short (a kakemono slot, a seat's score).
    return npgettext("points, abbreviated", "{count} pt", "{count} pts", points, count=points)
