"""Settings: window size, fullscreen, animation speed, sound and language. Each change
applies at once and is saved; a language chosen is spoken at once, by every page (the
app lays them out again, :meth:`scenes.app.App.speak`)."""
from __future__ import annotations

import pygame

from game import words
from game.words import N_, _, pgettext
from scenes.pages.page import PageScene
from session import languages
from session.files.settings import ANIMATION_SPEEDS, WINDOW_SIZES, fits, sizes_that_fit
from scenes.ui import theme
from scenes.ui.widgets import Choice, Toggle

#: The rows' labels (messages, said as the page draws).
ROWS = (N_("Window size"), N_("Fullscreen (F11)"), N_("Animations"), N_("Sound"), N_("Language"))


class SettingsScene(PageScene):
    @property
    def title(self) -> str:
        return _("Settings")

    def build(self, size):
        s = self.scale
        body = self.rects["body"]
        settings = self.app.settings
        self.row_rects = []
        control_left = body.left + round(330 * s)
        width = body.right - control_left - round(30 * s)
        row_height, top = round(56 * s), body.top + round(30 * s)
        room = body.bottom - round(50 * s) - top  # above the note at the bottom
        step = min(round(86 * s), (room - row_height) // (len(ROWS) - 1))
        for i in range(len(ROWS)):
            self.row_rects.append(pygame.Rect(body.left, top + i * step, body.width, row_height))
        self.desktop = self.app.screen.points(self.app.desktop) if self.app.desktop else None
        sizes = sizes_that_fit(self.desktop)
        current = tuple(self.app.window_size)
        if current not in sizes and fits(current, self.desktop):
            sizes.append(current)
        self.size_choice = Choice(self._control(0, control_left, width), sizes, current, self.set_size,
                                  [_("{width} x {height}", width=w, height=h) for w, h in sizes], s)
        self.size_choice.enabled = not self.app.fullscreen
        self.widgets += [
            self.size_choice,
            Toggle(self._control(1, control_left, round(240 * s)), self.app.fullscreen, self.set_fullscreen, scale=s),
            Choice(self._control(2, control_left, round(480 * s)), ANIMATION_SPEEDS, settings.animation,
                   self.set_animation, [pgettext("switch", "Off"), _("Fast"), pgettext("animation speed", "Normal"),
                                        _("Slow")], s),
            Toggle(self._control(3, control_left, round(240 * s)), settings.sound, self.set_sound, scale=s),
            self.language_choice(control_left, width),
        ]

    def language_choice(self, left, width) -> Choice:
        """The languages Tessera offers, each in its own name (a player who cannot read
        the language in use still finds theirs), the one in use chosen."""
        offered = languages.OFFERED
        rect = self._control(4, left, min(width, len(offered) * round(180 * self.scale)))
        return Choice(rect, [language.code for language in offered], words.current().code, self.set_language,
                      [language.own_name for language in offered], self.scale)

    def _control(self, row, left, width):
        r = self.row_rects[row]
        return pygame.Rect(left, r.top + round(6 * self.scale), width, r.height - round(12 * self.scale))

    def set_size(self, size):
        self.app.settings.window_size = tuple(size)
        self.app.save_settings()
        self.app.set_window(size=tuple(size))

    def set_fullscreen(self, on):
        self.app.settings.fullscreen = on
        self.app.save_settings()
        self.app.set_window(fullscreen=on)

    def set_animation(self, speed):
        self.app.settings.animation = speed
        self.app.save_settings()

    def set_sound(self, on):
        self.app.settings.sound = on
        self.app.sounds.enabled = on
        self.app.save_settings()
        self.app.sounds.play("drop")

    def set_language(self, code):
        self.app.settings.language = code
        self.app.save_settings()
        self.app.speak(languages.language(code))

    def draw_page(self, surface):
        s = self.scale
        theme.draw_panel(surface, self.rects["body"])
        font = theme.font("label", s, bold=True)
        for label, r in zip(ROWS, self.row_rects):
            theme.draw_text(surface, _(label), font, theme.TEXT, (r.left + round(30 * s), r.centery), "midleft")
        left_out = [size for size in WINDOW_SIZES if size not in self.size_choice.options]
        if left_out and self.desktop:
            w, h = self.desktop
            theme.draw_text(surface, _("Larger windows do not fit your screen ({width} x {height}); Fullscreen uses all of it.",
                                       width=w, height=h),
                            theme.font("small", s), theme.TEXT_DIM,
                            (self.size_choice.rect.left, self.size_choice.rect.bottom + round(8 * s)))
        note = (_("Settings are saved as you change them.") if self.app.settings_kept
                else _("Settings cannot be saved (their folder cannot be written): changes last until you quit."))
        if not self.app.sounds.available:
            note = _("{settings_note} No sound device was found, so the game is silent.", settings_note=note)
        body = self.rects["body"]
        theme.draw_text(surface, note, theme.font("small", s), theme.TEXT_DIM,
                        (body.left + round(30 * s), body.bottom - round(20 * s)), "bottomleft")
