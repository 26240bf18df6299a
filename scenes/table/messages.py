"""The table's message strip: the one sentence on show under the table (what a move
did, what a button did, why a try was refused), and its drawing: a rounded box over the
bottom of the strip, wrapped to the strip's width and growing upwards, never leaving the
window (a refusal in red)."""
from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache
from typing import Callable, Iterator

import pygame

from scenes.table.move_sentences import MoveSentences
from scenes.ui import theme

REFUSAL_FILL = (90, 40, 36)


class MessageStrip:
    """What the table's message strip shows, and the one way a sentence gets there.

    A move's sentence (:meth:`move_played`) waits while a computer's last one is read
    (:attr:`sentences`); anything else said shows at once. A refusal (:meth:`refuse`)
    stays on show while the event that brought it is handled and goes when the player
    does something else (:meth:`handling`, :meth:`clear_refusal`). The table draws the
    strip in its frame (:meth:`draw`) and redraws while :attr:`changed`."""

    def __init__(self, play_sound: Callable[[str], None], scale: float = 1.0):
        self.play_sound = play_sound
        """Plays a sound by name (a refusal is heard)."""
        self.text = ""
        """The sentence on show ("" for none)."""
        self.is_refusal = False
        """The sentence says why something the player tried was refused."""
        self.rect: pygame.Rect | None = None
        """Where the sentence was last drawn (None: nothing was)."""
        self.sentences = MoveSentences(scale)
        """How long a computer's move's sentence stays before the next one shows."""
        self.changed = True
        """What the strip shows changed since the table was last drawn."""
        self.refusals = 0
        """How many refusals were said (one said while an event is handled outlives it)."""

    def say(self, sentence: str) -> None:
        """Show ``sentence`` ("" for none), not a refusal."""
        self._show(sentence, refusal=False)

    def refuse(self, sentence: str, sound: bool = True) -> None:
        """Show why a drop, a click or a key was refused: at once (a move's sentence
        waiting its turn is dropped) and heard, unless ``sound`` is False (a problem the
        player did not cause, such as a save that could not be written)."""
        self.refusals += 1
        self.sentences.interrupted()
        self._show(sentence, refusal=True)
        if sound:
            self.play_sound("refused")

    def _show(self, sentence: str, refusal: bool) -> None:
        self.text, self.is_refusal = sentence, refusal
        self.changed = True

    def clear_refusal(self) -> None:
        """The player does something else: a refusal on show goes (any other sentence stays)."""
        if self.is_refusal:
            self.say("")

    @contextmanager
    def handling(self, act: bool) -> Iterator[None]:
        """Around the handling of one event: when it is an ``act`` of the player (a press
        or a key) that brought no new refusal, the refusal on show goes."""
        refusals = self.refusals
        yield
        if act and self.refusals == refusals:
            self.clear_refusal()

    def move_played(self, sentence: str, by_computer: bool) -> None:
        """A move was played and ``sentence`` says what it did ("" for nothing): a
        person's shows at once, a computer's waits while the one on show is read."""
        self.say(self.sentences.said(self.text, sentence, by_computer))

    def tick(self, dt: float) -> None:
        """The frame's ``dt`` seconds pass: a move's sentence that waited shows once the
        one on show has had its time."""
        sentence = self.sentences.tick(dt)
        if sentence is not None:
            self.say(sentence)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, text: str | None = None,
             refusal: bool | None = None) -> pygame.Rect | None:
        """Draw the sentence on show (or ``text`` and ``refusal`` as a frame's picture
        holds them) wrapped inside ``area`` and the window; returns and remembers the
        box drawn (:attr:`rect`; None for no sentence)."""
        text = self.text if text is None else text
        refusal = self.is_refusal if refusal is None else refusal
        self.rect = draw_message(surface, text, area, theme.scale_for(surface.get_size()), refusal)
        return self.rect


def message_box(text: str, area: pygame.Rect, window: pygame.Rect, scale: float,
                refusal: bool) -> tuple[pygame.Rect, list[str], pygame.font.Font]:
    """Where the message goes: its box, its lines and its font."""
    font = theme.font("body", scale, bold=refusal)
    pad_x, pad_y = round(14 * scale), round(7 * scale)
    room = pygame.Rect(area).clip(window) if window.colliderect(area) else pygame.Rect(window)
    lines, text_width = _wrapped(text, scale, refusal, max(1, room.width - 2 * pad_x))
    width = min(room.width, text_width + 2 * pad_x)
    height = len(lines) * font.get_linesize() + 2 * pad_y
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = room.midbottom
    box.clamp_ip(window)
    return box, lines, font


def draw_message(surface: pygame.Surface, text: str, area: pygame.Rect, scale: float,
                 refusal: bool = False) -> pygame.Rect | None:
    """Draw ``text`` (nothing if empty); returns the box drawn."""
    if not text:
        return None
    box, lines, font = message_box(text, area, surface.get_rect(), scale, refusal)
    fill = REFUSAL_FILL if refusal else theme.BACKGROUND_DEEP
    edge = theme.BAD if refusal else theme.PANEL_EDGE
    theme.draw_panel(surface, box, fill, edge, radius=round(16 * scale))
    y = box.top + round(7 * scale)
    for line in lines:
        theme.draw_text(surface, line, font, theme.TEXT, (box.centerx, y), "midtop")
        y += font.get_linesize()
    return box


@lru_cache(maxsize=32)
def _wrapped(text: str, scale: float, bold: bool, width: int) -> tuple[list[str], int]:
    """The lines of ``text`` in the message font within ``width``, and the widest line's width."""
    font = theme.font("body", scale, bold=bold)
    lines = theme.wrap_text(text, font, width)
    return lines, max(font.size(line)[0] for line in lines)
