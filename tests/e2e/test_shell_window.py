"""The real app in a real X window, driven by real pointer clicks through xdotool."""
import json

from scenes.pages.menu import MenuScene
from scenes.pages.settings import SettingsScene
from scenes.ui import theme
from scenes.ui.widgets import Toggle
from tests.e2e.xserver import RealApp, headless, named, window_pixel
from tests.waiting import wait_until


def test_settings_survive_a_restart_and_the_window_closes_cleanly(xserver, tmp_path, tessera_home):
    menu = headless(MenuScene).widgets
    settings = headless(SettingsScene).widgets
    sound = [w for w in settings if isinstance(w, Toggle)][1]  # Fullscreen, then Sound
    sound_off = sound.segment_rects()[0]
    probe = (sound_off.left + 6, sound_off.centery)  # a point of the segment's fill, clear of its text
    home = tmp_path / "player"
    settings_file = home / "config" / "settings.json"

    app = RealApp(xserver, home, "--size", "1280x720")
    try:
        app.click(*named(menu, "Settings").rect.center)
        app.wait_for_log("scene: push SettingsScene")
        assert window_pixel(app, *probe) != theme.ACCENT  # sound starts on
        app.click(*sound_off.center)
        wait_until(lambda: settings_file.exists() and json.loads(settings_file.read_text())["sound"] is False,
                   "the sound switched off saved")
        app.click(*named(settings, "Back").rect.center)
        app.wait_for_log("scene: pop SettingsScene")
        app.click(*named(menu, "Rules").rect.center)
        app.wait_for_log("scene: push RulesScene")
        app.click(*named(settings, "Back").rect.center)  # every page's Back sits in the same place
        app.wait_for_log("scene: pop RulesScene")
        assert app.close_window() == 0
    finally:
        app.kill()

    again = RealApp(xserver, home, "--size", "1280x720")
    try:
        again.click(*named(menu, "Settings").rect.center)
        again.wait_for_log("scene: push SettingsScene")
        again.wait_to_show(*probe, theme.ACCENT, "the Sound toggle showing Off after the restart")
        assert again.close_window() == 0
    finally:
        again.kill()
