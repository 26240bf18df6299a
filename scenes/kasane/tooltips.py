"""The tooltips under the pointer: a market card in words (and, on a person's turn, the
combinations taking it would open), a slot's points and holder, a seat's score line by
line, a kimono's combinations."""
from __future__ import annotations

from game.kasane import KAKEMONO, STYLE_NAMES
from scenes.kasane.kakemono import SHORT_RULES
from scenes.kasane.picture import KasanePicture
from scenes.kasane.seat_strip import combination_spans
from scenes.ui.tooltip import covered, draw_tooltip
from session.games.kasane.card_words import described
from game.narration import is_you, signed
from game.words import N_, _, ngettext, pgettext


#: How many of the combinations a take opens the tooltip lists (the best first).
OPENINGS_LISTED = 3


def opened_lines(opened: tuple) -> list[str]:
    """What taking the card would open: its best combinations with their points."""
    if not opened:
        return [_("Taking it opens no combination now.")]
    # Translators: the first line of a market card's tooltip, over the combinations taking it would open.
    lines = [_("Taking it opens:"), *(opening_line(opening) for opening in opened[:OPENINGS_LISTED])]
    more = len(opened) - OPENINGS_LISTED
    if more > 0:
        # Translators: the last line of the combinations a take would open, when more are open than listed.
        lines.append(ngettext("and {count} combination more", "and {count} combinations more", more, count=more))
    return lines


def opening_line(opening) -> str:
    """A combination a take would open, and its points: "Juu of 3 cards: +5"."""
    values = dict(style=_(STYLE_NAMES[opening.combine.style]), size=opening.combine.size,
                  points=signed(opening.points))
    if opening.combine.reuse_last:
        # Translators: {style} is a style's name, {size} its slot's cards (2 or more), {points} the change of
        # score with its sign ("+5").
        return _("{style} of {size} cards with the kimono's last card: {points}", **values)
    return _("{style} of {size} cards: {points}", **values)


#: What a seat's score is before the end: the first words of the tooltip over it, a message.
SCORE_NOW = N_("Counted as if the game ended now, the final bonuses included:")


def score_tooltip(state, seat: int) -> list[str]:
    """The seat's score, one line a category (the engine's score lines); before the end,
    first said to be the score as if the game ended now (the different-fabrics and
    all-cards bonuses so far are in it)."""
    lines = [score_line(line) for line in state.score_lines() if line.seat == seat]
    return lines if state.is_over else [_(SCORE_NOW), *lines]


def score_line(line) -> str:
    """One line of a seat's score: its category as read, its points and what they are for."""
    if line.detail:
        # Translators: a line of a seat's score: {category} ("Accessories"), {points} with its sign, {detail} what
        # the points are for ("3 accessories").
        return pgettext("a score line", "{category}: {points} ({detail})", category=line.label,
                        points=signed(line.points), detail=line.detail)
    return pgettext("a score line", "{category}: {points}", category=line.label, points=signed(line.points))


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
        lines = [described(card)]
        if i != len(state.market[row]) - 1:
            lines.append(_("Only the rightmost card of a row can be taken."))
        elif picture.opened is not None:
            lines.extend(opened_lines(picture.opened))
        return covered(draw_tooltip(surface, lines, places.market_card(row, i), s))
    elif hover[0] == "slot":
        style, size = hover[1]
        owner = state.kakemono[(style, size)]
        points = KAKEMONO[style][size]
        # Translators: a kakemono slot's tooltip: {style} the style's name, {size} the slot's cards (2 or more).
        lines = [ngettext("{style}, {size} cards: {points} point", "{style}, {size} cards: {points} points", points,
                          style=_(STYLE_NAMES[style]), size=size, points=points),
                 # Translators: {rule} is the style's rule in short ("diamond marks, all different").
                 _("Needs {size} cards: {rule}.", size=size, rule=_(SHORT_RULES[style])),
                 slot_holder(picture, owner)]
        return covered(draw_tooltip(surface, lines, places.slots[(style, size)], s))
    elif hover[0] == "score":
        return covered(draw_tooltip(surface, score_tooltip(state, hover[1]), places.score_rect(hover[1]), s, below=False))
    elif hover[0] == "kimono":
        seat = hover[1]
        kimono = state.kimonos[seat]
        lines = []
        for style, first, last in combination_spans(state, seat):
            cards = "-".join(str(c.value) for c in kimono[first:last + 1])
            points = KAKEMONO[style][last - first + 1]
            # Translators: a combination in a kimono's tooltip: {cards} its numbers ("3-4-5"), {style} its style.
            lines.append(ngettext("{cards}: {style}, {points} point", "{cards}: {style}, {points} points", points,
                                  cards=cards, style=_(STYLE_NAMES[style]), points=points))
        return covered(draw_tooltip(surface, lines, places.kimono_zone(seat), s))
    return None


def slot_holder(picture: KasanePicture, owner: int | None) -> str:
    """Who holds a kakemono slot, the last line of its tooltip."""
    if owner is None:
        # Translators: a kakemono slot nobody holds yet.
        return pgettext("a kakemono slot", "Free.")
    if is_you(picture.name(owner)):
        return _("Held by you: closed to everyone else.")
    return _("Held by {name}: closed to everyone else.", name=picture.name(owner))
