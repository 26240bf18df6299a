"""Kaleido's panels around the cluster: the shelf with the pieces the current seat
may play (its colour's tile, a white, a board), each seat's stock and colours in the
seat panel, and the words of the banner."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.kaleido.narration import colour_name
from game.narration import is_you, signed
from game.words import N_, _, ngettext
from scenes.kaleido import art
from scenes.table.hud import fitting_font
from scenes.ui import theme
from scenes.ui.fitting import broken_lines
from scenes.ui.widgets import Button

PIECES = ("tile", "white", "board")
#: Pixels from the shelf's edge to its flat inside (clear of the rounded corners).
INSET = 6
#: What the shelf says beside the pieces, by the table's moment (``KaleidoPicture.shelf_mode``):
#: its paragraphs, each wrapped to the room it has (:func:`shelf_hints` says them).
SHELF_HINTS = {
    # Translators: {colour} is the colour the seat to play places now ("red").
    "place": (N_("Playing {colour}."), N_("Drag a piece onto the table or click it, then a place.")),
    "rotate": (N_("Rotate a scored board: drag around it, use the mouse wheel or the buttons."),),
    "computer": (N_("Playing {colour}."), N_("A computer player: watch the table.")),
    "past": (N_("The table as it stood then: nothing can be played at this moment."),),
    "scoring": (N_("Every colour has placed its tiles; the complete hexagons where three boards meet score once. "
                   "Click to skip ahead."),),
    "end": (N_("Every colour has placed its tiles; the complete hexagons where three boards meet scored once "
               "each."),),
}
#: What each piece on the shelf is for (its tooltip), a message.
PIECE_HELP = {
    "tile": N_("Your tile for this turn: it goes into any empty hole on the table. Then End turn."),
    "white": N_("A white tile (extra action, before or after your tile): it fills a hole and never scores."),
    "board": N_("A board (extra action): it goes beside the table, sharing a full side with a board there."),
}
#: The caption under the shelf's tile, one for each colour, with how many are left.
TILE_CAPTIONS = {
    "red": N_("Red tile x{count}"),
    "blue": N_("Blue tile x{count}"),
    "yellow": N_("Yellow tile x{count}"),
    "purple": N_("Purple tile x{count}"),
    "green": N_("Green tile x{count}"),
}


def shelf_hints(mode: str, colour: str | None) -> list[str]:
    """The paragraphs the shelf says at the table's moment ``mode`` (one of
    :data:`SHELF_HINTS`), the colour to play (a key, or None) in them."""
    named = colour_name(colour) if colour else ""
    return [_(hint, colour=named) for hint in SHELF_HINTS[mode]]


def caption(kind: str, colour: str, count: int) -> str:
    """A shelf piece's caption with how many are left: "Red tile x11", "White tile x2", "Board x3"."""
    if kind == "tile":
        return _(TILE_CAPTIONS[colour], count=count)
    if kind == "white":
        return _("White tile x{count}", count=count)
    return _("Board x{count}", count=count)


class Shelf:
    """The bottom panel: the pieces of the seat to play, to drag (or click) onto the
    table; during the rotation step, the buttons that turn the chosen board."""

    def __init__(self, rect: pygame.Rect, scale: float, names, turn_left, turn_right):
        """``names``: the seats' names, for the title saying whose pieces these are;
        ``turn_left`` and ``turn_right``: what the Turn buttons do."""
        self.rect = pygame.Rect(rect)
        self.names = list(names)
        self.scale = s = scale
        size = round(min(self.rect.height - 46 * s, 86 * s))
        small = theme.font("small", s)
        # a piece's caption ("Yellow tile x11") may be wider than the piece: the pieces stand
        # far enough right that all of the first one's lies on their region, not the words'
        widest = max(small.size(caption(kind, color, 88))[0] for kind in PIECES for color in TILE_CAPTIONS) + 8
        left = self.rect.left + round(250 * s) + max(0, (widest - size) // 2)
        gap = round(34 * s)
        top = self.rect.top + round(12 * s)
        self.slots = {kind: pygame.Rect(left + i * (size + gap + round(40 * s)), top, size, size)
                      for i, kind in enumerate(PIECES)}
        bh = round(46 * s)
        y = self.rect.centery - bh // 2 + round(8 * s)
        self.turn_left = Button(pygame.Rect(left, y, 1, bh), _("← Turn left"), turn_left, s)
        self.turn_right = Button(pygame.Rect(left, y, 1, bh), _("Turn right →"), turn_right, s)
        # both as wide as the longer label in the whole button font: the two look alike at every size
        font = theme.font(self.turn_left.kind, s, bold=True)
        bw = max(round(150 * s), max(font.size(b.text)[0] for b in (self.turn_left, self.turn_right))
                 + 2 * self.turn_left.padding + 2)
        self.turn_left.rect.width = self.turn_right.rect.width = bw
        self.turn_right.rect.left = left + bw + round(16 * s)
        self.hover: str | None = None
        captions = [pygame.Rect(0, 0, max(r.width, widest), small.get_linesize() + round(8 * s)) for r in
                    self.slots.values()]
        for place, r in zip(captions, self.slots.values()):
            place.midtop = (r.centerx, r.bottom)
        pieces = [r.inflate(8, 8) for r in self.slots.values()] + captions
        pieces += [theme.panel_area(b.rect) for b in (self.turn_left, self.turn_right)]
        inside = self.rect.inflate(-2 * INSET, -2 * INSET)
        self.pieces_rect = pieces[0].unionall(pieces[1:]).clip(inside)
        """Where the pieces, their captions and the Turn buttons lie, on the panel's flat inside."""
        self.words_rect = pygame.Rect(inside.left, inside.top, self.pieces_rect.left - inside.left, inside.height)
        """Where the title and the hints lie, left of the pieces."""

    def piece_at(self, pos) -> str | None:
        return next((kind for kind, rect in self.slots.items() if rect.collidepoint(pos)), None)

    def hover_at(self, pos) -> bool:
        """The pointer is at ``pos``: True when the piece it is over changed."""
        hover = self.piece_at(pos)
        changed, self.hover = hover != self.hover, hover
        return changed

    def draw_words(self, surface, state, mode: str) -> None:
        """The title (whose pieces these are) and what the seat to play may do (``mode``:
        the table's moment, one of :data:`SHELF_HINTS`)."""
        for text, font, ink, at in self.words_shown(state, mode):
            theme.draw_text(surface, text, font, ink, at)

    def words_parts(self, state, mode: str) -> dict:
        """Each line of :meth:`draw_words` by place and look (parts of the words' region,
        :meth:`RegionLayer.region`): the seat to play changing redraws the lines that say so."""
        return {("line", i): (pygame.Rect(at, font.size(text)), (text, font, ink))
                for i, (text, font, ink, at) in enumerate(self.words_shown(state, mode))}

    def words_shown(self, state, mode: str) -> list[tuple]:
        """The lines :meth:`draw_words` draws: (text, font, ink, top-left corner)."""
        s = self.scale
        seat = state.current_seat
        left = self.rect.left + round(18 * s)
        title = self.title(seat)
        y = self.rect.top + round(14 * s)
        shown = []
        for line, font in self.title_lines(title):
            shown.append((line, font, theme.TEXT, (left, y)))
            y += font.get_linesize()
        y = max(y + round(6 * s), self.rect.top + round(46 * s))
        font, lines = self.hint_lines(state, mode, self.rect.bottom - INSET - y)
        for line in lines:
            shown.append((line, font, theme.TEXT_DIM, (left, y)))
            y += font.get_linesize()
        return shown

    def title(self, seat: int | None) -> str:
        """Whose pieces these are ("Ann's pieces", "Your pieces"), or "The end"."""
        if seat is None:
            return _("The end")
        name = self.names[seat]
        if is_you(name):
            return _("Your pieces")
        # Translators: the shelf's title: the pieces of the seat {name} to play.
        return _("{name}'s pieces", name=name)

    def hint_room(self, mode: str) -> int:
        """How wide the hints of ``mode`` may run: left of the pieces, or also across the
        pieces' place when it shows none (the end of the game)."""
        right = self.words_rect.right if mode not in ("scoring", "end") else self.pieces_rect.right
        return right - self.rect.left - round(18 * self.scale) - round(8 * self.scale)

    def hint_lines(self, state, mode: str, height: int) -> tuple[pygame.font.Font, list[str]]:
        """The hints of ``mode`` wrapped to :meth:`hint_room`, each paragraph from a line of
        its own, in the small font or a smaller one where they would run past ``height``."""
        hints = shelf_hints(mode, state.current_color)
        room = self.hint_room(mode)
        for factor in (1.0, 0.9, 0.8, 0.7):
            font = theme.font("small", self.scale * factor)
            lines = [line for hint in hints for line in broken_lines(hint, font, room)]
            if len(lines) * font.get_linesize() <= height:
                break
        return font, lines

    def words_run_under_the_pieces(self, state, mode: str) -> bool:
        """True when a line of :meth:`draw_words` runs past :attr:`words_rect` (the long
        lines of the end-game scoring, when no pieces are shown)."""
        return any(pygame.Rect(at, font.size(text)).right > self.words_rect.right
                   for text, font, ink, at in self.words_shown(state, mode))

    @property
    def title_room(self) -> int:
        """The width the shelf's title may take, left of the pieces."""
        return self.slots["tile"].left - self.rect.left - round(26 * self.scale)

    def title_lines(self, title: str) -> list[tuple[str, pygame.font.Font]]:
        """The title in one line, in a smaller font if need be, else in two: never cut."""
        room, s = self.title_room, self.scale
        font = fitting_font(title, "label", s, room, bold=True)
        if font.size(title)[0] <= room:
            return [(title, font)]
        first, space, rest = title.rpartition(" ")
        return [(part, smallest_fitting(part, s, room)) for part in (first, rest)]

    def draw_slots(self, surface, state, held: str | None, usable: dict) -> None:
        """The pieces: ``usable`` maps piece -> True when the seat to play may play it now."""
        for kind, place, look, draw in self.slots_shown(state, held, usable):
            draw(surface)

    def slot_parts(self, state, held: str | None, usable: dict) -> dict:
        """Each piece's place and look (parts of the shelf's region, :meth:`RegionLayer.region`)."""
        return {("slot", kind): (rect, look) for kind, rect, look, _ in self.slots_shown(state, held, usable)}

    def slots_shown(self, state, held: str | None, usable: dict) -> list[tuple]:
        """The pieces :meth:`draw_slots` draws: (kind, the rectangle it may cover with its
        caption, what it looks like, draw(surface)), so what is drawn and what is said to
        be drawn cannot disagree."""
        seat, color = state.current_seat, state.current_color
        if seat is None or state.phase == "rotate":
            return []
        small = theme.font("small", self.scale)
        s = self.scale
        counts = {"tile": state.tiles_left(color), "white": state.whites_left(seat), "board": state.boards_left(seat)}
        shown = []
        for kind, rect in self.slots.items():
            live = usable.get(kind, False)
            ringed = kind == self.hover and live
            pictured = bool(counts[kind]) and held != kind
            label = caption(kind, color, counts[kind])
            at = (rect.centerx, rect.bottom + round(6 * s))
            width, height = small.size(label)
            place = rect.inflate(8, 8).union(pygame.Rect(at[0] - width // 2, at[1], width, height)).inflate(4, 4)

            def draw(surface, kind=kind, rect=rect, live=live, ringed=ringed, pictured=pictured, label=label,
                     at=at):
                pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(8, 8), border_radius=10)
                if ringed:
                    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=10)
                if pictured:
                    image = self.image(kind, color, rect) if live else faded(kind, color, rect.size)
                    surface.blit(image, image.get_rect(center=rect.center))
                theme.draw_text(surface, label, small, theme.TEXT if live else theme.TEXT_DIM, at, "midtop")
            look = (live, ringed, pictured, color if kind == "tile" else None, label)
            shown.append((kind, place, look, draw))
        return shown

    def warm(self, colors) -> None:
        """Rasterise the shelf's pieces for every colour now, while the table is laid out."""
        for color in colors:
            for kind, rect in self.slots.items():
                self.image(kind, color, rect)

    @staticmethod
    def image(kind: str, color: str, rect: pygame.Rect) -> pygame.Surface:
        if kind == "board":
            return art.board_image(rect.height / 2.1)
        return art.piece_image("white" if kind == "white" else color, rect.width)


@lru_cache(maxsize=16)
def faded(kind: str, color: str, size: tuple[int, int]) -> pygame.Surface:
    """A shelf piece of ``size`` that cannot be played now, faded (made once, not in each
    frame that draws its slot)."""
    image = Shelf.image(kind, color, pygame.Rect((0, 0), size)).copy()
    image.set_alpha(90)
    return image


def smallest_fitting(text: str, scale: float, room: int) -> pygame.font.Font:
    """The label font, down to half its size, in which ``text`` fits ``room`` (a name of
    sixteen wide letters does)."""
    for factor in (1.0, 0.9, 0.8, 0.7, 0.6, 0.55, 0.5):
        font = theme.font("label", scale * factor, bold=True)
        if font.size(text)[0] <= room:
            break
    return font


def draw_seat_colors(surface, state, seat: int, rect: pygame.Rect, scale: float, points: dict) -> None:
    """Under a seat's score: each of its colours with its ``points`` (2 players: a colour ->
    its points as shown) and tiles left; the colour that plays now ringed and marked."""
    s = scale
    colors = state.colors_of(seat)
    font = theme.font("small", s)
    line = max(font.get_linesize(), round(24 * s))
    stacked = rect.height >= line * len(colors)
    x, y = rect.left, rect.top
    for color in colors:
        now = color == state.current_color
        radius = round(8 * s)
        center = (x + radius + 2, y + line // 2)
        if now:
            pygame.draw.circle(surface, theme.ACCENT, center, radius + 4)
        theme.draw_player_token(surface, color, center, radius)
        text = colour_line(color, points[color], state.tiles_left(color), len(colors) > 1)
        room = rect.right - center[0] - radius - round(8 * s) if stacked else rect.width // len(colors)
        text_font = fitting_font(text, "small", s, room, bold=now)  # the whole line, in a smaller font if need be
        shown = theme.draw_text(surface, text, text_font, theme.TEXT if now else theme.TEXT_DIM,
                                (center[0] + radius + round(6 * s), center[1]), "midleft")
        if stacked:
            y += line
        else:
            x = shown.right + round(10 * s)


def draw_seat_supply(surface, state, seat: int, rect: pygame.Rect, scale: float) -> None:
    """In the right of a seat's row: its white tiles and boards in hand."""
    s = scale
    pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect, border_radius=6)
    half = rect.height // 2
    font = theme.font("small", s, bold=True)
    icon = max(10, min(half - 6, round(34 * s)))
    for i, (count, image) in enumerate(((state.whites_left(seat), art.piece_image("white", icon)),
                                        (state.boards_left(seat), art.board_image(icon / 2.1)))):
        cy = rect.top + half * i + half // 2
        cx = rect.left + round(6 * s) + icon // 2
        surface.blit(image, image.get_rect(center=(cx, cy)))
        # Translators: how many white tiles (or boards) a seat has left, beside their picture: "x3".
        theme.draw_text(surface, _("x{count}", count=count), font, theme.TEXT if count else theme.TEXT_DIM,
                        (cx + icon // 2 + round(6 * s), cy), "midleft")


def colour_line(color: str, points: int, left: int, several: bool) -> str:
    """A seat's colour under its score: its points and tiles left ("Red 6 pts, 12 left"),
    or for a seat of one colour its tiles left ("12 tiles left")."""
    if several:
        # Translators: a colour of a two-colour seat under its score: {colour} "Red", its points and its tiles left.
        return ngettext("{colour} {count} pt, {left} left", "{colour} {count} pts, {left} left", points,
                        colour=theme.color_name(color), count=points, left=left)
    return ngettext("{count} tile left", "{count} tiles left", left, count=left)


def score_tooltip(state, seat: int) -> list[str]:
    """The itemised points of a seat, per colour and per board or hexagon."""
    lines = [
        # Translators: a line of a seat's score tooltip: the category ("Boards"), the points ("+8"), the detail.
        _("{category}: {points} ({detail})", category=line.label, points=signed(line.points), detail=line.detail)
        for line in state.score_lines() if line.seat == seat]
    return lines or [_("No points yet: a full board scores when the turn that filled it ends.")]


#: The banner's guidance while a tile of each colour is still to place.
PLACE_A_TILE = {
    "red": N_("Tile: place a red tile"),
    "blue": N_("Tile: place a blue tile"),
    "yellow": N_("Tile: place a yellow tile"),
    "purple": N_("Tile: place a purple tile"),
    "green": N_("Tile: place a green tile"),
}


def plays(name: str, color: str) -> str:
    """The banner's headline while ``name`` plays ``color``: "Ann plays red", "You play red"."""
    colour = colour_name(color)
    if is_you(name):
        return _("You play {colour}", colour=colour)
    # Translators: the banner's headline: the seat {name} plays the colour {colour} ("red").
    return _("{name} plays {colour}", name=name, colour=colour)


def turn_words(state, name: str) -> tuple[str, str]:
    """(headline, guidance) of the banner while ``name``, a person, plays: which colour,
    what is done and what is open."""
    if state.phase == "rotate":
        guidance = _("Turn a glowing board by dragging around it, then Done.")
        if is_you(name):
            return _("You: rotate a scored board?"), guidance
        # Translators: the banner's headline asking the seat {name} whether to turn a board it scored.
        return _("{name}: rotate a scored board?", name=name), guidance
    headline = plays(name, state.current_color)
    if not state.tile_placed and not state.empty_holes():
        return headline, _("Every hole is full: place a board first, then your tile.")
    parts = [_("Tile: placed") if state.tile_placed else _(PLACE_A_TILE[state.current_color])]
    parts.append({"white": _("extra: white placed"), "board": _("extra: board placed")}.get(
        state.extra_action) or _("extra (a white or a board): still open"))
    if state.tile_placed:
        parts.append(_("End the turn when ready"))
    return headline, "  ·  ".join(parts)
