"""Widgets: Button, Label, Choice (one of several values), Toggle, ScrollView and
ColorPicker (the text field is scenes/ui/text_entry.py).

Every widget has a ``rect``, ``handle_event(event) -> bool`` (True when it used the
event) and ``draw(surface)``. Widgets read positions from ``event.pos`` only, so a test
can drive them with handed events. ``changed`` is set when the widget needs a redraw.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.words import pgettext
from scenes.ui import theme
from scenes.ui.fitting import fitted_lines


@dataclass(frozen=True)
class Answer:
    """A button of a question (:class:`scenes.pages.message.MessageScene`): its words, and
    what it does once the question is closed (None: nothing more)."""

    words: str
    then: Callable[[], None] | None = None


class Widget(ABC):
    def __init__(self, rect: pygame.Rect | Sequence[int]):
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.changed = True
        self.focused = False
        """The widget takes the keys typed (a text field being edited)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget (every widget draws itself)."""


class Label(Widget):
    def __init__(self, rect, text: str, kind: str = "body", color=theme.TEXT,
                 align: str = "left", scale: float = 1.0, bold: bool = False):
        super().__init__(rect)
        self.text, self.kind, self.color, self.align = text, kind, color, align
        self.scale, self.bold = scale, bold

    def draw(self, surface):
        if not self.visible:
            return
        font = theme.font(self.kind, self.scale, self.bold)
        lines = theme.wrap_text(self.text, font, self.rect.width)
        y = self.rect.top
        for line in lines:
            anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[self.align]
            x = {"left": self.rect.left, "center": self.rect.centerx, "right": self.rect.right}[self.align]
            theme.draw_text(surface, line, font, self.color, (x, y), anchor)
            y += font.get_linesize()


class Button(Widget):
    """A button that calls ``on_click`` when pressed and released over it with the left button."""

    def __init__(self, rect, text: str, on_click: Callable[[], None], scale: float = 1.0,
                 primary: bool = False, kind: str = "button", alike: Sequence[str] = ()):
        """``alike``: the labels of the buttons beside it, which take letters of one
        size (the size the longest needs)."""
        super().__init__(rect)
        self.text, self.on_click, self.scale = text, on_click, scale
        self.primary, self.kind = primary, kind
        self.alike = tuple(alike)
        self.hover = False
        self.pressed = False
        self.disabled_reason = ""
        """Why the button is off, said when the pointer rests on it while it is disabled."""
        self.tip = ""
        """What the button will do, said when the pointer rests on it while it is
        enabled, where its label cannot say it all (empty: nothing is said)."""

    def look(self) -> tuple:
        """What the button shows: equal looks draw the same (a picture kept with the
        button on it is drawn again when its look changes)."""
        return tuple(self.rect), self.text, self.visible, self.enabled, self.hover, self.pressed, self.primary

    @property
    def says_why(self) -> str:
        """What to say now, while the pointer rests on the button: why it is off, or,
        enabled, its :attr:`tip`."""
        if not (self.visible and self.hover):
            return ""
        return self.tip if self.enabled else self.disabled_reason

    def handle_event(self, event):
        if not self.visible:
            if self.hover or self.pressed:
                self.hover = self.pressed = False
                self.changed = True
            return False
        if not self.enabled:
            inside = event.type == pygame.MOUSEMOTION and self.rect.collidepoint(event.pos)
            if self.pressed or (event.type == pygame.MOUSEMOTION and inside != self.hover):
                self.hover, self.pressed = inside, False
                self.changed = True
            return False
        if event.type == pygame.MOUSEMOTION:
            inside = self.rect.collidepoint(event.pos)
            if inside != self.hover:
                self.hover = inside
                self.changed = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            self.changed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            self.changed = True
            if self.rect.collidepoint(event.pos):
                self.on_click()
            return True
        return False

    def draw(self, surface):
        if not self.visible or not theme.panel_area(self.rect).colliderect(surface.get_clip()):
            return  # a picture drawn again in a few places draws its buttons only where they reach
        if not self.enabled:
            fill, ink, edge = theme.PANEL, theme.DISABLED, theme.PANEL_LIGHT
        elif self.primary:
            fill = theme.ACCENT_DARK if self.pressed else (
                (240, 192, 96) if self.hover else theme.ACCENT)
            ink, edge = theme.TEXT_DARK, (255, 222, 150)
        else:
            fill = theme.PANEL if self.pressed else (theme.PANEL_EDGE if self.hover else theme.PANEL_LIGHT)
            ink, edge = theme.TEXT, theme.ACCENT if self.hover else theme.PANEL_EDGE
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        theme.draw_panel(surface, rect, fill, edge, shadow=not self.pressed)
        font, lines = self.label_lines()
        y = rect.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            theme.draw_text(surface, line, font, ink, (rect.centerx, y), "midtop")
            y += font.get_linesize()

    @property
    def padding(self) -> int:
        """Room kept between the label and each side of the button."""
        return max(6, round(14 * self.scale))

    def label_lines(self) -> tuple[pygame.font.Font, tuple[str, ...]]:
        """(font, lines) of the label: on one line in :meth:`label_font` when it fits there,
        else wrapped (a longer language's words) in the size that lets the lines fit the
        button; never shortened."""
        font = self.label_font()
        room = self.rect.width - 2 * self.padding
        if font.size(self.text)[0] <= room:
            return font, (self.text,)
        one_line = theme.font(self.kind, self.scale * SMALLEST_ON_ONE_LINE, bold=True)
        if one_line.size(self.text)[0] <= room:  # a little smaller on one line reads better than two
            return _one_line_font(self.text, self.kind, self.scale, room), (self.text,)
        return fitted_lines(self.text, self.kind, self.scale, room, self.rect.height - 4, bold=True)

    def label_font(self) -> pygame.font.Font:
        """The button font, a little smaller when the label (or a label :attr:`alike`)
        would come near the edges."""
        room = self.rect.width - 2 * self.padding
        fonts = [_label_font(text, self.kind, self.scale, room) for text in (self.text, *self.alike)]
        return min(fonts, key=lambda font: font.get_height())


#: How much smaller than a button's font its label may get before it wraps onto two lines.
SMALLEST_ON_ONE_LINE = 0.66


@lru_cache(maxsize=256)
def _one_line_font(text: str, kind: str, scale: float, room: int) -> pygame.font.Font:
    """The largest font, down to :data:`SMALLEST_ON_ONE_LINE`, in which ``text`` fits ``room`` on one line."""
    factor = 0.76
    while factor > SMALLEST_ON_ONE_LINE and theme.font(kind, scale * factor, bold=True).size(text)[0] > room:
        factor -= 0.02
    return theme.font(kind, scale * max(factor, SMALLEST_ON_ONE_LINE), bold=True)


@lru_cache(maxsize=256)
def _label_font(text: str, kind: str, scale: float, room: int) -> pygame.font.Font:
    for factor in (1.0, 0.92, 0.84, 0.76):
        font = theme.font(kind, scale * factor, bold=True)
        if font.size(text)[0] <= room:
            break
    return font


class Choice(Widget):
    """One value among several, shown as a row of segments; click a segment to pick it."""

    def __init__(self, rect, options: Sequence, value, on_change: Callable[[object], None],
                 labels: Sequence[str] | None = None, scale: float = 1.0):
        super().__init__(rect)
        self.options = list(options)
        self.labels = list(labels) if labels is not None else [str(o) for o in options]
        self.value = value
        self.on_change = on_change
        self.scale = scale
        self.hover: int | None = None

    def segment_rects(self) -> list[pygame.Rect]:
        """The segments side by side: of equal widths where every label fits its share;
        else each as wide as its label needs, and an equal share of the width left."""
        n = max(1, len(self.options))
        font = theme.font("label", self.scale)
        needs = [font.size(label)[0] + round(12 * self.scale) + 2 for label in self.labels[:n]]
        widths = [self.rect.width / n] * n
        if max(needs, default=0) > widths[0]:
            spare = max(0.0, self.rect.width - sum(needs)) / n
            widths = [need + spare for need in needs]
        rects, x = [], float(self.rect.left)
        for width in widths:
            rects.append(pygame.Rect(round(x), self.rect.top, round(x + width) - round(x) - 2, self.rect.height))
            x += width
        return rects

    def _index_at(self, pos) -> int | None:
        for i, r in enumerate(self.segment_rects()):
            if r.collidepoint(pos):
                return i
        return None

    def handle_event(self, event):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            index = self._index_at(event.pos)
            if index != self.hover:
                self.hover = index
                self.changed = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._index_at(event.pos)
            if index is not None:
                if self.options[index] != self.value:
                    self.value = self.options[index]
                    self.changed = True
                    self.on_change(self.value)
                return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        font = theme.font("label", self.scale)
        for i, r in enumerate(self.segment_rects()):
            selected = self.options[i] == self.value
            if not self.enabled:
                fill, ink = theme.PANEL, theme.DISABLED
            elif selected:
                fill, ink = theme.ACCENT, theme.TEXT_DARK
            else:
                fill = theme.PANEL_EDGE if self.hover == i else theme.PANEL_LIGHT
                ink = theme.TEXT
            pygame.draw.rect(surface, fill, r, border_radius=6)
            theme.draw_text(surface, self.labels[i], font, ink, r.center, "center")


class Toggle(Choice):
    """On or off, as a two-segment choice ("Off" and "On" unless ``labels`` say otherwise)."""

    def __init__(self, rect, value: bool, on_change: Callable[[bool], None],
                 labels: Sequence[str] | None = None, scale: float = 1.0):
        labels = labels or (pgettext("switch", "Off"), pgettext("switch", "On"))
        super().__init__(rect, [False, True], value, on_change, labels, scale)


class ScrollView(Widget):
    """A tall surface seen through ``rect``: the wheel, the scrollbar's thumb (drag) and
    its track (click to page) all scroll it."""

    def __init__(self, rect, content: pygame.Surface | None = None, scale: float = 1.0):
        super().__init__(rect)
        self.content = content or pygame.Surface((1, 1), pygame.SRCALPHA)
        self.offset = 0
        self.scale = scale
        self._drag_from: tuple[int, int] | None = None

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.height)

    def set_content(self, content: pygame.Surface) -> None:
        self.content = content
        self.offset = min(self.offset, self.max_offset)
        self.changed = True

    def scroll_to(self, offset: float) -> None:
        offset = int(max(0, min(self.max_offset, offset)))
        if offset != self.offset:
            self.offset = offset
            self.changed = True

    def bar_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        width = round(12 * self.scale)
        track = pygame.Rect(self.rect.right - width, self.rect.top, width, self.rect.height)
        total = max(1, self.content.get_height())
        length = max(round(30 * self.scale), round(track.height * min(1.0, self.rect.height / total)))
        room = track.height - length
        top = track.top + (round(room * self.offset / self.max_offset) if self.max_offset else 0)
        return track, pygame.Rect(track.left, top, width, length)

    def handle_event(self, event):
        if not self.visible:
            return False
        step = round(60 * self.scale)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * step)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.rect.height * 0.9,
                    pygame.K_PAGEUP: -self.rect.height * 0.9, pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key in keys:
                self.scroll_to(self.offset + keys[event.key])
                return True
            return False
        if not self.max_offset:
            return False
        track, thumb = self.bar_rects()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if thumb.collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.offset)
                return True
            if track.collidepoint(event.pos):
                page = self.rect.height * 0.9
                self.scroll_to(self.offset + (page if event.pos[1] > thumb.centery else -page))
                return True
        if event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            start_y, start_offset = self._drag_from
            room = max(1, track.height - thumb.height)
            self.scroll_to(start_offset + (event.pos[1] - start_y) * self.max_offset / room)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from is not None:
            self._drag_from = None
            return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        area = pygame.Rect(0, self.offset, self.rect.width, self.rect.height)
        surface.blit(self.content, self.rect.topleft, area)
        if self.max_offset:
            track, thumb = self.bar_rects()
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, track, border_radius=6)
            pygame.draw.rect(surface, theme.ACCENT if self._drag_from else theme.PANEL_EDGE, thumb,
                             border_radius=6)


class ColorPicker(Widget):
    """A row of colour swatches, each with its player symbol; colours in ``taken`` are
    shown dimmed and cannot be picked."""

    def __init__(self, rect, colors: Sequence[str], value: str, on_change: Callable[[str], None],
                 taken: Sequence[str] = ()):
        super().__init__(rect)
        self.colors, self.value, self.on_change = list(colors), value, on_change
        self.taken = set(taken)

    def swatch_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.colors))
        side = min(self.rect.height, (self.rect.width - (n - 1) * 6) // n)
        return [pygame.Rect(self.rect.left + i * (side + 6), self.rect.centery - side // 2, side, side)
                for i in range(n)]

    def handle_event(self, event):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for color, r in zip(self.colors, self.swatch_rects()):
                if r.collidepoint(event.pos):
                    if color not in self.taken and color != self.value:
                        self.value = color
                        self.changed = True
                        self.on_change(color)
                    return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        for color, r in zip(self.colors, self.swatch_rects()):
            center = r.center
            radius = r.width * 0.38
            if color == self.value:
                pygame.draw.circle(surface, theme.ACCENT, center, r.width * 0.5, 3)
            if color in self.taken:
                pygame.draw.circle(surface, theme.PANEL_EDGE, center, radius)
                theme.draw_player_symbol(surface, color, center, radius * 0.5, fill=theme.DISABLED)
            else:
                theme.draw_player_token(surface, color, center, radius)


def reason_under_pointer(buttons) -> tuple[pygame.Rect, str] | None:
    """(rect, words) of the button the pointer rests on, when it says something: why
    it is off, or what it will do (:attr:`Button.says_why`)."""
    for button in buttons:
        if isinstance(button, Button) and button.says_why:
            return button.rect, button.says_why
    return None
