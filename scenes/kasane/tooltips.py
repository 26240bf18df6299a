"""The tooltips under the pointer: a market card in words (and, on a person's turn, the
combinations taking it would open), a slot's points and holder, a seat's score line by
line, a kimono's combinations."""
from __future__ import annotations

from game.kasane import KAKEMONO, STYLE_NAMES
from scenes.kasane import art
from scenes.kasane.kakemono import SHORT_RULES
from scenes.kasane.picture import KasanePicture
from scenes.kasane.seat_strip import combination_spans
from scenes.ui.tooltip import covered, draw_tooltip
from game.english import counted


#: How many of the combinations a take opens the tooltip lists (the best first).
OPENINGS_LISTED = 3


def opened_lines(opened: tuple) -> list[str]:
    """What taking the card would open: its best combinations with their points."""
    if not opened:
        return ["Taking it opens no combination now."]
    lines = ["Taking it opens:", *(str(opening) for opening in opened[:OPENINGS_LISTED])]
    if len(opened) > OPENINGS_LISTED:
        lines.append(f"and {counted(len(opened) - OPENINGS_LISTED, 'combination')} more")
    return lines


#: What a seat's score is before the end: the first words of the tooltip over it.
SCORE_NOW = "Counted as if the game ended now, the final bonuses included:"


def score_tooltip(state, seat: int) -> list[str]:
    """The seat's score, one line a category (the engine's score lines); before the end,
    first said to be the score as if the game ended now (the different-fabrics and
    all-cards bonuses so far are in it)."""
    lines = [f"{l.category}: {l.points:+d}" + (f" ({l.detail})" if l.detail else "")
             for l in state.score_lines() if l.seat == seat]
    return lines if state.is_over else [SCORE_NOW, *lines]


def draw(surface, picture: KasanePicture):
    """The tooltip of what the pointer rests on; returns the pixels it covers (its shadow
    too), to be copied back from the table's picture next frame (None: none drawn)."""
    hover, state, s = picture.hover, picture.state, picture.scale
    if hover is None or picture.drag.holding:
        return None
    places = picture.places
    if hover[0] == "market" and hover[1] < len(state.market) and hover[2] < len(state.market[hover[1]]):
        row, i = hover[1], hover[2]
        card = state.market[row][i]
        lines = [art.describe(card)]
        if i != len(state.market[row]) - 1:
            lines.append("Only the rightmost card of a row can be taken.")
        elif picture.opened is not None:
            lines.extend(opened_lines(picture.opened))
        return covered(draw_tooltip(surface, lines, places.market_card(row, i), s))
    elif hover[0] == "slot":
        style, size = hover[1]
        owner = state.kakemono[(style, size)]
        lines = [f"{STYLE_NAMES[style]}, {size} cards: {counted(KAKEMONO[style][size], 'point')}",
                 f"Needs {size} cards: {SHORT_RULES[style]}.",
                 "Free." if owner is None else f"Held by {picture.name(owner)}: closed to everyone else."]
        return covered(draw_tooltip(surface, lines, places.slots[(style, size)], s))
    elif hover[0] == "score":
        return covered(draw_tooltip(surface, score_tooltip(state, hover[1]), places.score_rect(hover[1]), s, below=False))
    elif hover[0] == "kimono":
        seat = hover[1]
        kimono = state.kimonos[seat]
        lines = []
        for style, first, last in combination_spans(state, seat):
            cards = "-".join(str(c.value) for c in kimono[first:last + 1])
            size = last - first + 1
            lines.append(f"{cards}: {STYLE_NAMES[style]}, {counted(KAKEMONO[style][size], 'point')}")
        return covered(draw_tooltip(surface, lines, places.kimono_zone(seat), s))
    return None
