"""The band across the top of every table, in two rows.

The first row says who plays (their colour and symbol, and the headline: "Ravi's
turn"), the game's facts (the round, the bag...) and, at its right end, leaves room for
the table's buttons. The second row says what the player may do now: the guidance
line. It is the one place that says so, and it is never shortened: a sentence too long
for one line in the body font takes the small font, then two lines of it. The headline
keeps its room by taking a smaller font, never by losing letters.

The banner is drawn once per change of what it shows and then copied; a change (the
turn passing: its colour, the headline, the facts) draws again and copies only the parts
that changed, unless one lies under the table's buttons.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import pygame

from game.narration import is_you
from game.words import _, listed, ngettext
from scenes.table.hud import fitting_font
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from scenes.ui.fitting import draw_lines
from scenes.ui.kept_surface import kept_surface
from scenes.ui.layers import changed_places

#: The share of the banner's height its first row takes.
FIRST_ROW = 0.56
#: The guidance line's fonts, tried in turn: (font kind, most lines).
GUIDANCE_FONTS = (("body", 1), ("small", 1), ("small", 2))


@dataclass(frozen=True)
class BannerView:
    """What the banner shows in one frame (the table builds it; equal views draw the same)."""

    area: tuple[int, int, int, int]
    color: str | None
    """The colour whose turn it is, or None (the game is over)."""
    headline: str
    guidance: str
    facts: str
    reserve: int
    """Pixels at the right end of the first row the table's buttons take."""
    scale: float

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.area)


@dataclass(frozen=True)
class BannerLayout:
    """Where each part of a :class:`BannerView` goes, and in which font."""

    token: tuple[tuple[int, int], float] | None
    """The colour token's centre and radius."""
    headline: tuple[pygame.Rect, pygame.font.Font]
    facts: tuple[pygame.Rect, pygame.font.Font] | None
    guidance: tuple[pygame.Rect, pygame.font.Font, tuple[str, ...]] | None
    """Its room, font and lines; None when there is none, or it cannot be shown whole."""
    whole: bool
    """Every word of the banner shows, in the room it has."""


def first_row(rect: pygame.Rect) -> pygame.Rect:
    """The banner's first row (where the table's buttons go)."""
    return pygame.Rect(rect.left, rect.top, rect.width, round(rect.height * FIRST_ROW))


@lru_cache(maxsize=32)
def layout(view: BannerView) -> BannerLayout:
    """Lay the banner of ``view`` out (fonts and rows), without drawing it; once per view
    (a table's banners repeat: whose turn, what to do while a piece is held, the last move)."""
    rect, s = view.rect, view.scale
    first = first_row(rect)
    second = pygame.Rect(rect.left, first.bottom, rect.width, rect.bottom - first.bottom)
    x = rect.left + round(16 * s)
    token = None
    if view.color is not None:
        radius = min(rect.height * 0.3, first.height * 0.42)
        token = ((round(x + radius + 6 * s), rect.centery), radius)
        x += round(2 * radius + 20 * s)
    end = rect.right - view.reserve - round(16 * s)
    facts = None
    if view.facts:
        body = theme.font("body", s)
        width = body.size(view.facts)[0]
        facts = (pygame.Rect(end - width, first.top, width, first.height), body)
        end -= width + round(20 * s)
    head_font = fitting_font(view.headline, "label", s * 1.1, max(1, end - x), bold=True)
    headline = (pygame.Rect(x, first.top, max(1, end - x), first.height), head_font)
    room = pygame.Rect(x, second.top, rect.right - round(16 * s) - x, second.height)
    guidance = guidance_lines(view.guidance, tuple(room), s) if view.guidance else None
    whole = head_font.size(view.headline)[0] <= headline[0].width and (guidance is not None or not view.guidance)
    return BannerLayout(token, headline, facts, guidance, whole)


@lru_cache(maxsize=64)
def guidance_lines(text: str, area: tuple[int, int, int, int], scale: float):
    """(room, font, lines) of the guidance line in the room at ``area``: the first of
    :data:`GUIDANCE_FONTS` in which every word fits it; None when none does. Once per
    sentence and room: a move changes the banner's facts, and mostly not its guidance
    (wrapping it measures each word in up to three fonts, 0.2-0.4 ms)."""
    room = pygame.Rect(area)
    for kind, most in GUIDANCE_FONTS:
        font = theme.font(kind, scale)
        lines = theme.wrap_text(text, font, room.width)
        widest = max(font.size(line)[0] for line in lines)
        if len(lines) <= most and widest <= room.width and len(lines) * font.get_linesize() <= room.height + 2:
            return room, font, tuple(lines)
    return None


@lru_cache(maxsize=32)
def parts(view: BannerView) -> dict:
    """What the banner of ``view`` shows part by part, in its picture's own coordinates:
    part -> (the rectangle it covers, what it looks like there)."""
    rect, s, laid = view.rect, view.scale, layout(view)
    shift = (-rect.left, -rect.top)
    shown = {"stripe": (pygame.Rect(0, 0, round(8 * s), rect.height), view.color)}
    if laid.token is not None:
        (cx, cy), radius = laid.token
        reach = math.ceil(radius) + 3  # its dark ring
        shown["token"] = (pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach).move(shift), view.color)
    head, font = laid.headline
    words = pygame.Rect((0, 0), font.size(view.headline))
    words.midleft = head.midleft
    shown["headline"] = (words.inflate(4, 4).move(shift), (view.headline, font))
    if laid.facts is not None:
        place, body = laid.facts
        shown["facts"] = (place.inflate(4, 4).move(shift), (view.facts, body))
    if laid.guidance is not None:
        room, small, lines = laid.guidance
        shown["guidance"] = (lines_place(room, lines, small).inflate(4, 4).move(shift), (lines, small))
    return shown


def lines_place(room: pygame.Rect, lines: Sequence[str], font: pygame.font.Font) -> pygame.Rect:
    """Where :func:`draw_lines` puts ``lines`` in ``room``: as wide as the widest (a short
    sentence replacing a long one draws the row again only where either lies)."""
    step = font.get_linesize()
    width = max(font.size(line)[0] for line in lines)
    return pygame.Rect(room.left, room.centery - len(lines) * step // 2, width, len(lines) * step).clip(room)


class Banner:
    def __init__(self):
        self.kept: tuple[BannerView, pygame.Surface] | None = None
        """The last banner drawn and the view it shows (drawn again when the view changes)."""

    def draw(self, surface, view: BannerView, screen: ScreenUpdates,
             under: Sequence[pygame.Rect], again: Sequence[bool]) -> list[int]:
        """The banner of ``view``, where the window does not show it already: the parts
        that show something new (``screen`` hears of them), all of it when the table's
        layer was copied over it in this frame, and under each of the table's buttons
        (their areas ``under``) that changes (``again``, button by button) or that a new
        part reaches under. Returns the buttons it was drawn under, by their index in
        ``under`` (they are to be drawn again over it)."""
        rect = pygame.Rect(view.rect)
        kept = self.kept
        if kept is None or screen.copied_over(rect) or (kept[0].area, kept[0].scale) != (view.area, view.scale):
            same_size = kept is not None and kept[1].get_size() == rect.size
            if kept is None or kept[0] != view:
                self.kept = (view, picture(view, kept[1] if same_size else None))
                screen.changed(rect)
            surface.blit(self.kept[1], rect)
            return list(range(len(under)))
        places = changed_places(parts(kept[0]), parts(view), pygame.Rect((0, 0), rect.size)) if kept[0] != view else []
        self.kept = (view, picture(view, kept[1], places))
        shown = [place.move(rect.topleft) for place in places]
        redrawn_under = [i for i, (area, changed) in enumerate(zip(under, again))
                         if changed or area.collidelist(shown) != -1]
        # each button drawn again lies over the banner as it is under it
        shown += [under[i].clip(rect) for i in redrawn_under if under[i].colliderect(rect)]
        for place in shown:
            surface.blit(self.kept[1], place, place.move(-rect.left, -rect.top))
            screen.changed(place)
        return redrawn_under


def picture(view: BannerView, image: pygame.Surface | None = None,
            places: Sequence[pygame.Rect] | None = None) -> pygame.Surface:
    """The banner of ``view`` drawn on a surface of its size (``image``, when it is one:
    allocating a surface costs as much as drawing it), all of it or only at ``places``
    (of the picture, which shows the banner of ``view`` elsewhere already)."""
    rect = view.rect
    image = kept_surface(rect.size) if image is None else image
    for place in (places if places is not None else [image.get_rect()]):
        image.set_clip(place)
        paint(image, view)
    image.set_clip(None)
    return image


def paint(image: pygame.Surface, view: BannerView) -> None:
    """The banner of ``view`` on its picture (as clipped)."""
    rect, s = view.rect, view.scale
    image.fill(theme.BACKGROUND_DEEP)
    shift = (-rect.left, -rect.top)
    laid = layout(view)
    pygame.draw.line(image, theme.PANEL_EDGE, (0, rect.height - 1), (rect.width, rect.height - 1))
    if laid.token is not None:
        rgb = theme.PLAYER_COLORS.get(view.color, theme.ACCENT)
        pygame.draw.rect(image, rgb, (0, 0, round(8 * s), rect.height))
        (cx, cy), radius = laid.token
        theme.draw_player_token(image, view.color, (cx + shift[0], cy + shift[1]), radius)
    head, font = laid.headline
    theme.draw_text(image, view.headline, font, theme.TEXT, head.move(shift).midleft, "midleft")
    if laid.facts is not None:
        place, body = laid.facts
        theme.draw_text(image, view.facts, body, theme.TEXT_DIM, place.move(shift).midright, "midright")
    if laid.guidance is not None:
        room, small, lines = laid.guidance
        draw_lines(image, lines, small, theme.TEXT_DIM, room.move(shift))


def turn_words(state, names, *, finished: bool, headline_at_end: str, moment: str | None,
               computer: bool, paused: bool, showing_move: bool, held: str | None = None) -> tuple[str, str]:
    """(headline, guidance) every table starts from: the end, a moment of the past (its
    words, ``moment``, are the guidance: which move it is and what it did; None at the
    present), and a computer's turn (thinking, playing or paused); a person's turn says
    only whose it is."""
    if finished:
        return game_over(), headline_at_end
    seat = state.current_seat
    if seat is None:  # a replay or a past moment at the end of the game
        if moment:  # the last move's words (the seats' points are on the table beside them)
            return game_over(), moment
        return game_over(), winners_words(state, names)
    name = names[seat]
    if moment is not None:
        return whose_turn(name), moment
    if computer and held:  # a lesson's computer seats wait until its explanation is read
        return waits(name), held
    if computer and paused:
        return waits(name), paused_words()
    if computer:
        # Translators: the banner's guidance while a computer player is to move.
        watch = _("A computer player: watch its moves.")
        if showing_move:
            # Translators: the banner's headline while a computer player's move is shown.
            return (_("You play") if is_you(name) else _("{name} plays", name=name)), watch
        # Translators: the banner's headline while a computer player chooses its move.
        return (_("You are thinking...") if is_you(name) else _("{name} is thinking...", name=name)), watch
    return whose_turn(name), ""


def game_over() -> str:
    """The banner's headline once the game is over."""
    # Translators: the banner's headline once the game is over.
    return _("The game is over")


def whose_turn(name: str) -> str:
    """The banner's headline on a seat's turn: "Ravi's turn", "Your turn" (a lesson's learner)."""
    if is_you(name):
        # Translators: the banner's headline on the turn of a lesson's learner.
        return _("Your turn")
    # Translators: the banner's headline on a seat's turn: the seat's name.
    return _("{name}'s turn", name=name)


def waits(name: str) -> str:
    """The banner's headline while a computer seat waits (paused, or for a lesson's panel)."""
    if is_you(name):
        return _("You wait")
    # Translators: the banner's headline while a computer player waits (paused, or for a lesson's panel).
    return _("{name} waits", name=name)


def paused_words() -> str:
    """What the table says while the computer players are paused."""
    return _("The computer players are paused: press Resume or the space bar to go on.")


def winners_words(state, names) -> str:
    """Who won, with how many points (the guidance line of a finished game's last moment)."""
    winners = [names[w] for w in state.winners()]
    points = max(state.scores())
    if len(winners) > 1:
        return ngettext("{names} won with {points} point.", "{names} won with {points} points.", points,
                        names=listed(winners), points=points)
    if is_you(winners[0]):
        return ngettext("You won with {points} point.", "You won with {points} points.", points, points=points)
    return ngettext("{name} won with {points} point.", "{name} won with {points} points.", points,
                    name=winners[0], points=points)
