"""The menu and every table laid out and drawn at a forced scale of 1.5 and 2.0 (Windows at
150 %, a Retina screen) in a 1280x720 window: nothing is cut or off the window."""
import sys

import pygame
import pytest

from scenes import navigation
from scenes.app import App
from scenes.tables import TABLES
from scenes.ui import theme
from scenes.ui.widgets import Button
from session import registry
from session.files.settings import Settings
from tests.table_checks import LONG_NAME, assert_whole_names, long_names
from tests.test_frames_leave_nothing import forget_kept_pictures

TEXT_DRAWERS = (theme.draw_text,)
#: The tables whose seats are shown in a seat panel (tests/table_checks.assert_whole_names).
SEAT_PANELS = ("kaleido", "kerala")


def record_text(monkeypatch) -> list:
    """Every piece of text the scenes draw from now on, as (text, where it went, the room it
    had there: the surface's clip, its whole area when none is set)."""
    drawn = []

    def recording(draw):
        def draw_and_note(surface, text, font, *rest, **kw):
            rect = draw(surface, text, font, *rest, **kw)
            drawn.append((text, rect, surface.get_clip()))
            return rect
        return draw_and_note

    for name, module in list(sys.modules.items()):
        if name.startswith("scenes.") and module is not None:
            for attribute, value in list(vars(module).items()):
                if any(value is drawer for drawer in TEXT_DRAWERS):
                    monkeypatch.setattr(module, attribute, recording(value))
    return drawn


def frame(monkeypatch, what, scale):
    """The menu or a table (every seat with a long name) in a 1280x720 window at ``scale``,
    drawn once: (app, scene, its buttons, the text drawn)."""
    app = App(Settings(), size=(1280, 720), scale=scale)
    app.manager.on_error = None
    with monkeypatch.context() as patch:
        drawn = record_text(patch)
        if what == "menu":
            navigation.open_menu(app)
            scene = app.manager.top
            buttons = scene.widgets
        else:
            seats = registry.get(what).max_players
            scene = TABLES[what](app, long_names(what, seats), seed=3)
            app.manager.reset(scene)
            buttons = [*scene.widgets, *scene.controls.buttons]
            # the frame drawn whole: a region drawn again only where its parts changed (art
            # become sharp while the table was prepared) draws words clipped to those places
            drawn.clear()
            forget_kept_pictures(scene)
            scene.screen_updates.window_lost()
        app.manager.draw(app.surface)
    return app, scene, buttons, drawn


@pytest.mark.parametrize("scale", [1.5, 2.0])
@pytest.mark.parametrize("what", ["menu", *TABLES])
def test_at_a_forced_scale_nothing_is_cut_or_off_the_window(tessera_home, monkeypatch, scale, what):
    app, scene, buttons, drawn = frame(monkeypatch, what, scale)
    window = app.surface.get_rect()
    assert window.size == (1280 * scale, 720 * scale) and drawn

    for widget in buttons:
        if widget.visible:
            assert window.contains(widget.rect), (widget, widget.rect)
    for button in (w for w in buttons if isinstance(w, Button) and w.visible):
        assert button.label_font().size(button.text)[0] + 2 * button.padding <= button.rect.width, button.text
    for text, rect, room in drawn:
        assert window.contains(rect), (text, rect)
        assert room.contains(rect), (text, rect, room)   # not cut by the edge of what it is drawn on
    if what != "menu":
        seats = registry.get(what).max_players
        assert sum(text == LONG_NAME for text, _, _ in drawn) >= seats   # each seat's name, whole
        if what in SEAT_PANELS:
            assert_whole_names(scene.panel, LONG_NAME, seats)
    pygame.display.quit()
