"""Tessera's look: palette, sizes, the bundled fonts and the player colours, each paired
with a symbol so colours are told apart by more than hue.

Two fonts are bundled, both under the SIL Open Font License: Lato for Latin, Greek and
Cyrillic (assets/fonts/OFL-Lato.txt) and BIZ UDPGothic for Japanese, which has Latin letters
too (assets/fonts/OFL-BIZUDPGothic.txt). In Japanese every text is drawn in BIZ
UDPGothic; in another language Lato draws. Each hands the runs of a text it has no
letters for to the other (:class:`Typeface`): a seat named 花子さん or a save named 着物
shows whatever the language, and so does a name in Lato's letters in Japanese."""
from __future__ import annotations

import math
import string
from contextlib import contextmanager
from functools import lru_cache
from typing import Callable, Iterator

import pygame
import pygame.freetype

from game import words
from game.words import _
from session.files import paths
from scenes.ui.palette import COLOR_NAMES, PLAYER_COLORS, PLAYER_SYMBOLS  # noqa: F401 - part of the theme
from scenes.ui import line_breaks, polygons

BACKGROUND = (28, 38, 43)
BACKGROUND_DEEP = (20, 27, 31)
PANEL = (40, 54, 60)
PANEL_LIGHT = (54, 71, 78)
PANEL_EDGE = (78, 98, 104)
TEXT = (242, 236, 222)
TEXT_DIM = (170, 178, 172)
TEXT_DARK = (30, 32, 34)
ACCENT = (227, 176, 75)
ACCENT_DARK = (176, 128, 40)
GOOD = (120, 196, 120)
BAD = (230, 110, 96)
FOCUS = (120, 190, 230)
DISABLED = (96, 104, 106)
SHADOW = (0, 0, 0, 90)

RADIUS = 10
BASE_HEIGHT = 720
"""Sizes below are for a 720-pixel-high window and scale with the window."""

FONT_SIZES = {"small": 16, "body": 20, "label": 22, "button": 24, "heading": 30,
              "title": 84, "subtitle": 26}

def scale_for(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x720 design this window is (by the limiting side)."""
    return min(size[0] / 1280, size[1] / BASE_HEIGHT)


#: The files of each font, regular and bold.
LATIN_FILES = {False: "Lato-Regular.ttf", True: "Lato-Bold.ttf"}
JAPANESE_FILES = {False: "BIZUDPGothic-Regular.ttf", True: "BIZUDPGothic-Bold.ttf"}
FAMILIES = {"latin": LATIN_FILES, "japanese": JAPANESE_FILES}
#: Which family draws the letters a family lacks.
FALLBACK = {"latin": "japanese", "japanese": "latin"}
#: The language whose every text is drawn in the Japanese font.
JAPANESE = "ja"


def font(kind: str = "body", scale: float = 1.0, bold: bool = False) -> pygame.font.Font:
    """The bundled font at one of the named sizes, scaled to the window, for the language
    of the moment: one font for each file and pixel size, however it is asked for (each
    keeps the letters it has rasterised, see :func:`prepare_letters`)."""
    size = max(10, round(FONT_SIZES.get(kind, 20) * scale))
    bold = bold or kind in ("title", "heading", "button")
    return typeface("japanese" if words.current().code == JAPANESE else "latin", size, bold)


class Typeface(pygame.font.Font):
    """One family (Lato, or BIZ UDPGothic) at one size and weight, which measures and
    draws the runs of a text it has no letters for in the other family, on its own
    baseline: in English, "花子さん's turn" is 花子さん in BIZ UDPGothic and 's turn in
    Lato; in Japanese, a Romanian name's "Ș" is Lato's."""

    def __init__(self, family: str, size: int, bold: bool):
        super().__init__(font_path(FAMILIES[family][bold]), size)
        self.family, self.pixels, self.bold_file = family, size, bold
        if family == "japanese":  # its own lines are set solid, too tight for lines of kanji
            self.set_linesize(pygame.font.Font(font_path(LATIN_FILES[bold]), size).get_linesize())

    @property
    def fallback(self) -> "Typeface":
        return typeface(FALLBACK[self.family], self.pixels, self.bold_file)

    def runs(self, text: str) -> list[tuple[str, pygame.font.Font]]:
        """``text`` cut where the font that draws it changes: (run, font) in order."""
        other = FALLBACK[self.family]
        runs: list[tuple[str, pygame.font.Font]] = []
        for char in text:
            face = self.fallback if _lacks(self.family, char) and not _lacks(other, char) else self
            if runs and runs[-1][1] is face:
                runs[-1] = (runs[-1][0] + char, face)
            else:
                runs.append((char, face))
        return runs

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        runs = [] if _own_letters_only(self.family, str(text)) else self.runs(str(text))
        if all(face is self for _, face in runs):
            return super().render(text, antialias, color, bgcolor, wraplength)
        images = [(face.get_ascent(), pygame.font.Font.render(face, run, antialias, color, bgcolor))
                  for run, face in runs]
        top = max(ascent for ascent, _ in images)
        height = max(top - ascent + image.get_height() for ascent, image in images)
        line = pygame.Surface((sum(image.get_width() for _, image in images), height), pygame.SRCALPHA)
        if bgcolor is not None:
            line.fill(bgcolor)
        x = 0
        for ascent, image in images:
            # The runs never overlap: each one's pixels are copied as they are, alpha and all.
            line.blit(image, (x, top - ascent), special_flags=0 if bgcolor is not None else pygame.BLEND_RGBA_MAX)
            x += image.get_width()
        return line

    def size(self, text) -> tuple[int, int]:
        runs = [] if _own_letters_only(self.family, str(text)) else self.runs(str(text))
        if all(face is self for _, face in runs):
            return super().size(text)
        sizes = [(face.get_ascent(), pygame.font.Font.size(face, run)) for run, face in runs]
        top = max(ascent for ascent, _ in sizes)
        return sum(w for _, (w, _) in sizes), max(top - ascent + h for ascent, (_, h) in sizes)


@lru_cache(maxsize=8192)
def _own_letters_only(family: str, text: str) -> bool:
    """True when ``family`` has every letter of ``text`` (asked once for a text: a text is
    measured again and again as its lines are wrapped and laid out)."""
    return text.isascii() or not any(_lacks(family, char) for char in text)


def typeface(family: str, size: int, bold: bool = False) -> Typeface:
    """The ``family`` ("latin" or "japanese") at ``size`` pixels, one object for each."""
    return _typeface(family, size, bool(bold))


@lru_cache(maxsize=128)
def _typeface(family: str, size: int, bold: bool) -> Typeface:
    return Typeface(family, size, bold)


def japanese_font(size: int, bold: bool = False) -> Typeface:
    """BIZ UDPGothic at ``size`` pixels, its lines as far apart as Lato's at that size."""
    return typeface("japanese", size, bold)


def font_path(name: str) -> str:
    return str(paths.resource_path("assets", "fonts", name))


#: The letters :func:`prepare_letters` rasterises.
LETTERS = string.ascii_letters + string.digits + string.punctuation + " …’–"


def prepare_letters(font_: pygame.font.Font) -> None:
    """Rasterise ``font_``'s letters now (it keeps them), so that the first sentence it
    measures and draws later costs what the next ones do, not a millisecond more."""
    font_.render(LETTERS, True, TEXT)


def prepare_fonts(scale: float) -> None:
    """:func:`prepare_letters` for each font at ``scale`` but the title's (a page's, not a table's)."""
    for font_ in {font(kind, scale, bold) for kind in FONT_SIZES if kind != "title" for bold in (False, True)}:
        prepare_letters(font_)


@lru_cache(maxsize=4096)
def undrawable(char: str) -> bool:
    """True when no bundled font has a letter for ``char`` (it would show as an empty
    box): Lato has Latin, Greek and Cyrillic, BIZ UDPGothic kana and kanji, neither has
    hangul or emoji, say. The frozen app's BIZ UDPGothic has the kanji of names and of
    Tessera's own texts only (build/japanese_font.py)."""
    return all(_lacks(family, char) for family in FAMILIES)


@lru_cache(maxsize=8192)
def _lacks(family: str, char: str) -> bool:
    """True when the regular or the bold of ``family`` has no letter for ``char``."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return any(metrics is None for name in FAMILIES[family].values()
               for metrics in _glyph_font(name).get_metrics(char))


@lru_cache(maxsize=4)
def _glyph_font(name: str) -> pygame.freetype.Font:
    return pygame.freetype.Font(font_path(name), 20)


def color_name(color: str) -> str:
    """A player colour's name, in the language of the moment: "Red"."""
    return _(COLOR_NAMES[color]) if color in COLOR_NAMES else color.capitalize()


def contrast_text(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark text on light colours, light text on dark ones."""
    r, g, b = rgb[:3]
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT


def draw_player_symbol(surface: pygame.Surface, color: str, center: tuple[float, float],
                       radius: float, fill: tuple | None = None) -> None:
    """The symbol of a player colour, in a contrasting ink, centred on ``center``."""
    rgb = PLAYER_COLORS.get(color, (128, 128, 128))
    ink = fill or contrast_text(rgb)
    x, y = center
    r = max(2.0, radius)
    shape = PLAYER_SYMBOLS.get(color, "dot")
    if shape == "circle":
        pygame.draw.circle(surface, ink, (x, y), r, max(2, round(r / 3)))
    elif shape == "square":
        s = r * 1.5
        pygame.draw.rect(surface, ink, pygame.Rect(x - s / 2, y - s / 2, s, s))
    elif shape == "triangle":
        pygame.draw.polygon(surface, ink, polygons.regular(x, y, r * 1.1, 3, -90))
    elif shape == "diamond":
        pygame.draw.polygon(surface, ink, polygons.regular(x, y, r * 1.05, 4, -90))
    elif shape == "star":
        pygame.draw.polygon(surface, ink, polygons.star(x, y, r * 1.1, r * 0.45))
    elif shape == "sun":
        pygame.draw.circle(surface, ink, (x, y), r * 0.5)
        for i in range(8):
            a = math.radians(i * 45)
            pygame.draw.line(surface, ink, (x + r * 0.65 * math.cos(a), y + r * 0.65 * math.sin(a)),
                             (x + r * math.cos(a), y + r * math.sin(a)), max(1, round(r / 5)))
    else:
        pygame.draw.circle(surface, ink, (x, y), r * 0.4)


def draw_player_token(surface: pygame.Surface, color: str, center: tuple[float, float],
                      radius: float) -> None:
    """A round token in the player's colour with its symbol: how a seat is marked everywhere."""
    rgb = PLAYER_COLORS.get(color, (128, 128, 128))
    pygame.draw.circle(surface, BACKGROUND_DEEP, center, radius + 2)
    pygame.draw.circle(surface, rgb, center, radius)
    draw_player_symbol(surface, color, center, radius * 0.55)


@lru_cache(maxsize=64)
def panel_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A panel's drop shadow, made once per size: a region drawn again draws its panels again."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
    return shade


@lru_cache(maxsize=64)
def veil(size: tuple[int, int], color, alpha: int) -> pygame.Surface:
    """``color`` at ``alpha`` over an area of ``size`` (a target lit, a shadow, a shade),
    made once per size and look, not in each frame that lays it: drawn over, never into."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    image.fill((*color, alpha))
    return image


def raised_shadow(size: tuple[int, int]) -> pygame.Surface:
    """The shadow under a tile or card off the table (held, or in flight): one look for
    every table, and the one a table prepares before it shows."""
    return veil(size, (0, 0, 0), 70)


PANEL_SHADOW_DROP = 4
"""How far below its panel a panel's drop shadow lies, in pixels."""


def panel_area(rect: pygame.Rect) -> pygame.Rect:
    """The pixels :func:`draw_panel` covers drawing a panel in ``rect``: its shadow too."""
    return rect.union(rect.move(0, PANEL_SHADOW_DROP))


def edge_strips(rect: pygame.Rect, depth: int = RADIUS) -> dict[str, pygame.Rect]:
    """A panel's edge as four strips (its sides), each as deep as its rounded corners, so
    together they hold all of its edge: a panel whose edge alone changes colour is drawn
    again only there."""
    return {"top": pygame.Rect(rect.left, rect.top, rect.width, depth),
            "bottom": pygame.Rect(rect.left, rect.bottom - depth, rect.width, depth),
            "left": pygame.Rect(rect.left, rect.top + depth, depth, rect.height - 2 * depth),
            "right": pygame.Rect(rect.right - depth, rect.top + depth, depth, rect.height - 2 * depth)}


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, edge=PANEL_EDGE,
               radius: int = RADIUS, shadow: bool = True) -> None:
    """A rounded panel with a soft drop shadow."""
    if shadow:
        surface.blit(panel_shadow(tuple(rect.size), radius), rect.move(0, PANEL_SHADOW_DROP))
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)


#: Who hears each text drawn (:func:`texts_drawn`), while anybody listens.
_text_listeners: list[Callable[[str], None]] = []


@contextmanager
def texts_drawn() -> Iterator[list[str]]:
    """Every text drawn while inside, in order, as drawn (a line of a wrapped sentence,
    a label cut to its room): the tests' check that each word on screen came from a
    catalog reads it. Every text the app draws becomes pixels through :func:`rendered`
    or :func:`text_image`."""
    drawn: list[str] = []
    _text_listeners.append(drawn.append)
    try:
        yield drawn
    finally:
        _text_listeners.remove(drawn.append)


def _heard(text: str) -> str:
    for hear in _text_listeners:
        hear(text)
    return text


def rendered(text: str, font_: pygame.font.Font, color) -> pygame.Surface:
    """``text`` rasterised in ``font_`` and ``color`` (a tuple), once: a region drawn again
    (a move landing, a drag starting) shows mostly the words it showed before."""
    return _rasterised(_heard(text), font_, color)


def text_image(text: str, font_: pygame.font.Font, color) -> pygame.Surface:
    """``text`` rasterised in ``font_`` and ``color``, not kept: for words drawn once into
    a picture that keeps them (a page of rules), which would only push out of
    :func:`rendered`'s store the words drawn again and again."""
    return font_.render(_heard(text), True, color)


# The largest of the art caches: 26 MB full, at 1280x720. With the others, each bounded
# by its maxsize, it is why a long session settles some 65 MB above its first game and
# stays there (benchmarks/demo_memory.py: 150 games, and what each cache holds).
@lru_cache(maxsize=1024)
def _rasterised(text: str, font_: pygame.font.Font, color) -> pygame.Surface:
    return font_.render(text, True, color)


def draw_text(surface: pygame.Surface, text: str, font_: pygame.font.Font, color,
              pos: tuple[float, float], anchor: str = "topleft") -> pygame.Rect:
    image = rendered(text, font_, tuple(color))
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def wrap_text(text: str, font_: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels: at spaces, in Japanese
    between characters by its rules, a word wider than a line between its letters
    (:mod:`scenes.ui.line_breaks`)."""
    return line_breaks.wrap_text(text, font_, width)


