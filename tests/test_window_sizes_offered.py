"""Settings offer only window sizes that fit the desktop, title bar included (issue 21,
item 18), and say why the larger ones are missing."""
import pytest

from scenes import app as app_module
from scenes.app import App
from scenes.pages.menu import MenuScene
from scenes.pages.settings import SettingsScene
from scenes.ui import theme
from session.files.settings import WINDOW_SIZES, Settings, fits, size_to_open, sizes_that_fit


@pytest.mark.parametrize("desktop, offered", [
    ((1280, 720), [(1024, 640)]),
    ((1280, 800), [(1024, 640), (1280, 720)]),
    ((1920, 1080), [(1024, 640), (1280, 720), (1600, 900)]),
    ((2560, 1440), list(WINDOW_SIZES)),
    (None, list(WINDOW_SIZES)),
    ((1000, 600), [(1000, 600)]),  # smaller than any: the smallest window it takes
])
def test_the_sizes_that_fit_a_desktop(desktop, offered):
    assert sizes_that_fit(desktop) == offered
    assert all(fits(size, desktop) for size in offered if size != (1000, 600))


def drawn_words(monkeypatch, scene, surface):
    words = []
    real = theme.draw_text

    def draw_text(surface_, text, *args, **kwargs):
        words.append(text)
        return real(surface_, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", draw_text)
    scene.draw(surface)
    return words


def test_on_a_small_screen_the_settings_offer_no_window_larger_than_it(app, monkeypatch):
    app.desktop = (1280, 720)
    app.manager.reset(MenuScene(app), SettingsScene(app))
    scene = app.manager.top
    sizes = scene.size_choice
    assert sizes.options == [(1024, 640)]
    assert not any(size in sizes.options for size in [(1920, 1080), (1600, 900), (1280, 720)])
    words = drawn_words(monkeypatch, scene, app.surface)
    assert "Larger windows do not fit your screen (1280 x 720); Fullscreen uses all of it." in words


def test_on_a_large_screen_every_size_is_offered_and_nothing_is_said(app, monkeypatch):
    app.desktop = (2560, 1440)
    app.manager.reset(MenuScene(app), SettingsScene(app))
    scene = app.manager.top
    assert scene.size_choice.options == list(WINDOW_SIZES)
    assert not any("do not fit" in words for words in drawn_words(monkeypatch, scene, app.surface))


@pytest.mark.parametrize("remembered, desktop, opened", [
    ((1920, 1080), (1280, 800), (1280, 720)),   # kept from a larger screen: the largest that fits
    ((1600, 900), (1920, 1080), (1600, 900)),   # fits: as remembered
    ((1920, 1080), None, (1920, 1080)),         # a desktop not known: as remembered
])
def test_a_remembered_size_that_does_not_fit_opens_at_the_largest_that_does(remembered, desktop, opened):
    assert size_to_open(remembered, desktop) == opened


def test_the_app_opens_a_remembered_window_too_large_for_the_desktop_at_a_size_that_fits(monkeypatch, tessera_home):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 800))
    application = App(Settings(window_size=(1920, 1080)))
    assert application.window_size == (1280, 720) and fits(application.window_size, (1280, 800))
