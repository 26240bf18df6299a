"""A one-line text field (a seat's name, a saved game's name).

One field of a page has the focus at a time (:func:`focus_follows_click`), and a page
rebuilt while one is typed into keeps it (:func:`focused_index`, :func:`refocus`). In
the field: a caret that the arrows, Home, End and a click move; Ctrl+A selects all, and
what is typed then replaces it; Backspace and Delete. While it is typed into, the field says how much of it
is used ("9 of 16"), so its limit is known before it is reached. What the field refuses is said in
words under it (:meth:`TextEntry.draw_note`), never dropped silently: letters past its
length, and characters no bundled font has letters for (hangul or emoji, say), which
would show as empty boxes.

Japanese (or Chinese) is typed through the system's input method: while a word is
composed, SDL sends its candidate text in TEXTEDITING events, which the field shows
underlined at the caret without taking it; the word chosen comes as TEXTINPUT, like any
typed text. The input method's candidate window is told where the caret is
(``pygame.key.set_text_input_rect``), so it opens under the word being composed.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.words import N_, _, ngettext
from scenes.ui import theme
from scenes.ui.fitting import FACTORS
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Widget

#: Said under the field when it left out characters the font cannot draw (a message).
UNDRAWABLE = N_("The app's font cannot show some of those characters, so they were left out.")


def too_long(max_length: int) -> str:
    return ngettext("At most {count} character fits here; the rest was left out.",
                    "At most {count} characters fit here; the rest was left out.", max_length, count=max_length)


class TextEntry(Widget):
    """Click to focus, type, Enter, Tab, Escape or a click elsewhere to finish."""

    def __init__(self, rect, text: str, on_change: Callable[[str], None], max_length: int = 16,
                 scale: float = 1.0, placeholder: str = ""):
        super().__init__(rect)
        self.text, self.on_change, self.max_length = text, on_change, max_length
        self.scale, self.placeholder = scale, placeholder
        self.focused = False
        self.caret = len(text)
        """Where typed text goes: the number of characters before the caret."""
        self.all_selected = False
        """Ctrl+A: the whole text is selected, and what is typed next replaces it."""
        self.note = ""
        """Why the last thing typed was not all taken ("" when it was)."""
        self.composition = ""
        """The input method's candidate text while a word is composed, not yet taken."""
        self.composition_caret = 0
        """Where the input method's own caret is inside :attr:`composition`."""
        self._input_rect: tuple | None = None

    @property
    def count(self) -> str:
        """How much of the field is used, said while it is typed into: "9 of 16"."""
        return _("{used} of {most}", used=len(self.text), most=self.max_length)

    @property
    def count_font(self) -> pygame.font.Font:
        return theme.font("small", self.scale * 0.9)

    @property
    def text_room(self) -> int:
        """The width the text may take: the field's, less the count while it is typed into."""
        room = self.rect.width - 2 * self.padding
        if self.focused:
            room -= self.count_font.size(f"{self.max_length} of {self.max_length}")[0] + self.padding
        return room

    @property
    def font(self) -> pygame.font.Font:
        """The field's font, smaller for a text too wide for it (the text scrolls with
        the caret only when even the smallest is)."""
        room, shown = self.text_room, self.shown
        for factor in FACTORS:
            font = theme.font("label", self.scale * factor)
            if font.size(shown)[0] <= room:
                break
        return font

    @property
    def shown(self) -> str:
        """The text as the field shows it: with the word being composed at the caret."""
        return self.text[:self.caret] + self.composition + self.text[self.caret:]

    @property
    def padding(self) -> int:
        return round(10 * self.scale)

    def set_focus(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.changed = True
            self.all_selected = False
            self.note = ""
            self.composition = ""
            self._input_rect = None
            if focused:
                self.caret = len(self.text)
                pygame.key.start_text_input()
                self.place_input_method()
            else:
                pygame.key.stop_text_input()

    def handle_event(self, event):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and self.focused:
                self.move_caret(self.index_at(event.pos[0]))
            self.set_focus(inside)
            return inside
        if not self.focused:
            return False
        self.caret = min(self.caret, len(self.text))  # the text may have been set from outside
        if event.type == pygame.TEXTEDITING:
            self.compose(event.text, event.start)
            return True
        if event.type == pygame.TEXTINPUT:
            self.compose("", 0)
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN and self.composition:
            return True  # Enter, Escape, Backspace and the arrows are the input method's while it composes
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.set_focus(False)
            else:
                self.edit(event)
            return True
        return False

    def compose(self, candidate: str, caret: int) -> None:
        """The input method's word in the making (``""`` once chosen or given up), with its
        own caret ``caret`` characters into it."""
        if (candidate, caret) != (self.composition, self.composition_caret):
            self.composition, self.composition_caret = candidate, min(max(0, caret), len(candidate))
            self.changed = True
            self.place_input_method()

    def type(self, typed: str) -> None:
        """Put ``typed`` at the caret (in place of the selection), what it can take of it."""
        shown = "".join(c for c in typed if not theme.undrawable(c))
        start, end = (0, len(self.text)) if self.all_selected else (self.caret, self.caret)
        room = self.max_length - (len(self.text) - (end - start))
        taken = shown[:max(0, room)]
        self.note = _(UNDRAWABLE) if shown != typed else too_long(self.max_length) if taken != shown else ""
        self.changed = True
        if taken:
            self.set_text(self.text[:start] + taken + self.text[end:], start + len(taken))

    def edit(self, event) -> None:
        """A key that edits or moves: Backspace, Delete, the arrows, Home, End, Ctrl+A."""
        self.note = ""
        self.changed = True
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.all_selected = bool(self.text)
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.all_selected:
                self.set_text("", 0)
            elif event.key == pygame.K_BACKSPACE and self.caret > 0:
                self.set_text(self.text[:self.caret - 1] + self.text[self.caret:], self.caret - 1)
            elif event.key == pygame.K_DELETE and self.caret < len(self.text):
                self.set_text(self.text[:self.caret] + self.text[self.caret + 1:], self.caret)
        else:
            moves = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1,
                     pygame.K_HOME: 0, pygame.K_END: len(self.text)}
            if event.key in moves:
                self.move_caret(moves[event.key])

    def set_text(self, text: str, caret: int) -> None:
        self.all_selected = False
        self.caret = caret
        self.changed = True
        if text != self.text:
            self.text = text
            self.on_change(text)

    def move_caret(self, caret: int) -> None:
        self.caret = min(max(0, caret), len(self.text))
        self.all_selected = False
        self.changed = True

    def index_at(self, x: float) -> int:
        """The caret place nearest ``x`` on the screen."""
        left = self.rect.left + self.padding - self.shift()
        widths = [self.font.size(self.text[:i])[0] for i in range(len(self.text) + 1)]
        return min(range(len(widths)), key=lambda i: abs(left + widths[i] - x))

    def caret_offset(self) -> int:
        """How far from the text's start the caret is drawn, in pixels: inside the word
        being composed, where the input method's caret is."""
        return self.font.size(self.shown[:self.caret + self.composition_caret])[0]

    def shift(self) -> int:
        """How far the text is moved left so the caret stays inside the field."""
        return max(0, self.caret_offset() - self.text_room)

    def caret_rect(self) -> pygame.Rect:
        """The caret's place on the screen, as tall as the field."""
        x = self.rect.left + self.padding - self.shift() + self.caret_offset() + 1
        return pygame.Rect(x, self.rect.top, 2, self.rect.height)

    def place_input_method(self) -> None:
        """Tell the input method where the caret is, so its candidate window opens under
        the word being composed (again only when the caret has moved)."""
        if self.focused:
            rect = tuple(self.caret_rect())
            if rect != self._input_rect:
                self._input_rect = rect
                pygame.key.set_text_input_rect(pygame.Rect(rect))

    def draw(self, surface):
        if not self.visible:
            return
        edge = theme.FOCUS if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, self.rect, border_radius=6)
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=6)
        font, pad = self.font, self.padding
        inner = self.rect.inflate(-2 * pad + 4, -4)
        if self.focused:  # the limit, said every time the field is typed into
            theme.draw_text(surface, self.count, self.count_font, theme.TEXT_DIM,
                            (self.rect.right - pad, self.rect.centery), "midright")
            inner.width = self.text_room + 4
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        left = self.rect.left + pad - (self.shift() if self.focused else 0)
        shown = self.shown if self.focused else self.text
        if shown:
            size = font.size(shown)
            selected = self.all_selected and self.focused and not self.composition
            if selected:
                pygame.draw.rect(surface, theme.FOCUS, (left, self.rect.centery - size[1] // 2, *size))
            ink = theme.TEXT_DARK if selected else theme.TEXT
            drawn = theme.draw_text(surface, shown, font, ink, (left, self.rect.centery), "midleft")
            if self.composition:  # the word being composed, underlined
                start = left + font.size(shown[:self.caret])[0]
                end = left + font.size(shown[:self.caret + len(self.composition)])[0]
                pygame.draw.line(surface, theme.FOCUS, (start, drawn.bottom - 2), (end, drawn.bottom - 2), 2)
        elif not self.focused:
            theme.draw_text(surface, self.placeholder, font, theme.TEXT_DIM, (left, self.rect.centery), "midleft")
        if self.focused and (self.composition or not self.all_selected):
            caret = self.caret_rect()
            pygame.draw.line(surface, theme.TEXT, (caret.x, caret.top + 6), (caret.x, caret.bottom - 6), 2)
            self.place_input_method()
        surface.set_clip(clip)

    def draw_note(self, surface) -> None:
        """What the field refused of the last thing typed, beside it (drawn over the
        page's other widgets, so draw it last)."""
        if self.focused and self.note:
            draw_tooltip(surface, [self.note], self.rect, self.scale, below=True)


def focus_follows_click(widgets: Sequence[Widget], event) -> None:
    """A click takes the focus from every field it is not on (before the widgets see it:
    the one it is on may take the click, and the others never hear of it)."""
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for widget in widgets:
            if isinstance(widget, TextEntry) and widget.focused and not widget.rect.collidepoint(event.pos):
                widget.set_focus(False)


def focused_index(widgets: Sequence[Widget]) -> int | None:
    """Which of the fields in ``widgets`` (counted in order) has the focus, if one has."""
    fields = [w for w in widgets if isinstance(w, TextEntry)]
    return next((i for i, field in enumerate(fields) if field.focused), None)


def refocus(widgets: Sequence[Widget], index: int | None) -> None:
    """After a page is rebuilt: the field ``index`` (counted in order) takes the focus
    back, its caret at the end; with no such field, typing stops."""
    fields = [w for w in widgets if isinstance(w, TextEntry)]
    if index is None:
        return
    if index < len(fields):
        fields[index].set_focus(True)
    else:
        pygame.key.stop_text_input()
