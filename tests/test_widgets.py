import pygame
import pytest

from scenes.ui import theme
from scenes.ui.fitting import fitted_lines, fitted_name
from scenes.ui.text_entry import TextEntry
from scenes.ui.widgets import Button, Choice, ColorPicker, Label, ScrollView, Toggle
from tests.events import click, down, key, move, text, up, wheel


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((400, 300))
    yield
    pygame.display.quit()


def test_button_clicks_only_when_released_over_it():
    clicks = []
    b = Button((10, 10, 100, 40), "Go", lambda: clicks.append(1))
    click(b, (50, 30))
    assert clicks == [1]
    b.handle_event(down((50, 30)))
    b.handle_event(up((300, 200)))  # dragged off before release
    assert clicks == [1]
    click(b, (300, 200))
    assert clicks == [1]


def test_disabled_button_does_nothing():
    clicks = []
    b = Button((10, 10, 100, 40), "Go", lambda: clicks.append(1))
    b.enabled = False
    click(b, (50, 30))
    assert clicks == []


def test_button_hover_marks_it_changed():
    b = Button((10, 10, 100, 40), "Go", lambda: None)
    b.changed = False
    b.handle_event(move((50, 30)))
    assert b.hover and b.changed


def test_choice_picks_the_clicked_segment():
    picked = []
    c = Choice((0, 0, 300, 40), ["off", "fast", "normal"], "normal", picked.append)
    click(c, (150, 20))
    assert c.value == "fast" and picked == ["fast"]
    click(c, (150, 20))  # the same value again: no change reported
    assert picked == ["fast"]


def test_toggle_switches():
    seen = []
    t = Toggle((0, 0, 200, 40), False, seen.append)
    click(t, (150, 20))
    assert t.value is True and seen == [True]


def test_text_entry_types_only_when_focused():
    seen = []
    e = TextEntry((0, 0, 200, 40), "Ann", seen.append, max_length=5)
    e.handle_event(text("x"))
    assert e.text == "Ann"
    click(e, (20, 20))
    assert e.focused
    e.handle_event(text("abcdef"))
    assert e.text == "Annab"  # capped at max_length
    e.handle_event(key(pygame.K_BACKSPACE))
    assert e.text == "Anna" and seen[-1] == "Anna"
    e.handle_event(key(pygame.K_RETURN))
    assert not e.focused
    click(e, (20, 20))
    e.handle_event(down((300, 200)))  # a click elsewhere ends the editing
    assert not e.focused


def test_scroll_view_wheel_thumb_and_track():
    content = pygame.Surface((200, 1000))
    v = ScrollView((0, 0, 200, 200), content)
    assert v.max_offset == 800
    v.handle_event(wheel(-2))
    assert v.offset == 120
    v.handle_event(wheel(10))
    assert v.offset == 0
    track, thumb = v.bar_rects()
    v.handle_event(down(thumb.center))
    v.handle_event(move((thumb.centerx, thumb.centery + 80)))
    v.handle_event(up((thumb.centerx, thumb.centery + 80)))
    assert v.offset > 300
    v.scroll_to(0)
    v.handle_event(down((track.centerx, track.bottom - 2)))  # click the track below the thumb: page down
    assert v.offset == 180
    v.handle_event(key(pygame.K_END))
    assert v.offset == v.max_offset


def test_color_picker_refuses_taken_colours():
    picked = []
    p = ColorPicker((0, 0, 300, 40), ["red", "blue", "green"], "red", picked.append, taken=["blue"])
    rects = p.swatch_rects()
    click(p, rects[1].center)
    assert p.value == "red" and picked == []
    click(p, rects[2].center)
    assert p.value == "green" and picked == ["green"]


def test_every_widget_draws():
    surface = pygame.display.get_surface()
    for w in [Label((0, 0, 60, 200), "A long label that wraps onto several lines", align="center"),
              Button((0, 0, 80, 30), "A", lambda: None), Choice((0, 0, 90, 30), [1, 2], 1, print),
              TextEntry((0, 0, 90, 30), "", print, placeholder="Name"),
              ScrollView((0, 0, 50, 50), pygame.Surface((50, 500))),
              ColorPicker((0, 0, 200, 30), ["red", "black"], "red", print, ["black"])]:
        w.draw(surface)


def test_a_button_the_clip_does_not_reach_draws_nothing(app, monkeypatch):
    """A picture drawn again in a few places (a region's changed parts) calls its drawing
    once for each; its buttons are drawn only where the clip reaches them."""
    surface = pygame.Surface((300, 200))
    button = Button(pygame.Rect(20, 20, 100, 40), "Fit", lambda: None)
    calls = []
    real = theme.draw_panel
    monkeypatch.setattr(theme, "draw_panel", lambda *args, **kwargs: (calls.append(args), real(*args, **kwargs)))
    surface.set_clip(pygame.Rect(200, 100, 50, 50))
    button.draw(surface)
    assert calls == []
    surface.set_clip(pygame.Rect(100, 50, 50, 50))  # reaches its corner
    button.draw(surface)
    surface.set_clip(pygame.Rect(0, 20, 300, 2))  # its top edge alone
    button.draw(surface)
    surface.set_clip(pygame.Rect(0, 61, 300, 3))  # its shadow alone
    button.draw(surface)
    assert len(calls) == 3


def test_a_label_too_long_for_its_button_wraps_whole_and_is_never_shortened():
    """A longer language's label ("Gespeicherte Spiele", or the pseudo-language's) keeps every
    letter: on two lines in a font that lets them fit, never cut with an ellipsis."""
    surface = pygame.Surface((400, 200))
    label = "Gespeicherte Spiele fortsetzen"
    button = Button(pygame.Rect(10, 10, 150, 64), label, lambda: None)
    font, lines = button.label_lines()
    assert len(lines) > 1 and " ".join(lines) == label
    assert all(font.size(line)[0] <= button.rect.width - 2 * button.padding for line in lines)
    assert len(lines) * font.get_linesize() <= button.rect.height
    with theme.texts_drawn() as drawn:
        button.draw(surface)
    assert drawn == list(lines) and not any("…" in text for text in drawn)
    short = Button(pygame.Rect(10, 10, 150, 64), "Back", lambda: None)
    assert short.label_lines() == (short.label_font(), ("Back",))


def test_a_name_keeps_to_one_line_a_little_smaller_before_it_wraps():
    """プレイヤー1 in a narrow column of the results: smaller on one line, not プレイヤー over 1."""
    pygame.font.init()
    name = "プレイヤー1"
    full = theme.font("label", 1.0, bold=True).size(name)[0]
    width = round(full * 0.85)
    font, lines = fitted_name(name, "label", 1.0, width, 80, bold=True)
    assert lines == (name,) and font.size(name)[0] <= width
    assert len(fitted_lines(name, "label", 1.0, width, 80, bold=True)[1]) == 2  # what a sentence would do
    font, lines = fitted_name(name, "label", 1.0, round(full * 0.4), 80, bold=True)
    assert "".join(lines) == name and len(lines) > 1  # far too narrow: it wraps, whole
