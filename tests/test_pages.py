"""The menu, settings and rules pages, driven through the manager by handed events."""
import pygame

from session.files import settings as store
from scenes import navigation
from scenes.app import App
from scenes.pages import menu
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene
from scenes.pages.rules import RulesScene, joined, render_markdown, rich_words
from scenes.pages.settings import SettingsScene
from scenes.ui import theme
from scenes.ui.widgets import Button, Choice, ScrollView, Toggle
from scenes.window import window_position
from tests.events import click, key, wheel


def button(scene, label):
    return next(w for w in scene.widgets if isinstance(w, Button) and w.text == label)


def test_menu_opens_each_page_and_quits(app):
    app.start()
    menu = app.manager.top
    click(app.manager, button(menu, "Settings").rect.center)
    assert isinstance(app.manager.top, SettingsScene)
    app.manager.dispatch(key(pygame.K_ESCAPE))
    click(app.manager, button(menu, "Rules").rect.center)
    assert isinstance(app.manager.top, RulesScene)
    click(app.manager, button(app.manager.top, "Back").rect.center)
    assert app.manager.top is menu
    click(app.manager, button(menu, "Play").rect.center)
    assert menu.choosing
    app.manager.draw(app.surface)
    click(app.manager, button(menu, "Back").rect.center)
    assert not menu.choosing
    click(app.manager, button(menu, "Quit").rect.center)
    assert not app.manager.running


def test_a_settings_change_is_saved_at_once(app):
    app.manager.reset(MenuScene(app), SettingsScene(app))
    scene = app.manager.top
    animation = next(w for w in scene.widgets if isinstance(w, Choice) and w.options == ["off", "fast", "normal", "slow"])
    click(app.manager, animation.segment_rects()[3].center)
    assert store.load().animation == "slow" and app.settings.animation_scale > 1
    click(app.manager, animation.segment_rects()[1].center)
    sound = [w for w in scene.widgets if isinstance(w, Toggle)][1]
    click(app.manager, sound.segment_rects()[0].center)
    saved = store.load()
    assert saved.animation == "fast" and saved.sound is False
    assert app.settings.animation_scale == 0.4 and not app.sounds.enabled


def test_window_size_setting_resizes_and_lays_out_again(app):
    app.manager.reset(MenuScene(app), SettingsScene(app))
    scene = app.manager.top
    sizes = next(w for w in scene.widgets if isinstance(w, Choice) and (1600, 900) in w.options)
    click(app.manager, sizes.segment_rects()[sizes.options.index((1600, 900))].center)
    assert app.surface.get_size() == (1600, 900)
    assert store.load().window_size == (1600, 900)
    assert app.manager.top.size == (1600, 900)
    app.manager.draw(app.surface)


def test_rules_render_and_scroll(app, tmp_path, monkeypatch):
    surface = render_markdown("# Title\n\nSome **bold** words.\n\n## Part\n- one\n- two\n" + "line\n\n" * 80,
                              800, 1.0)
    assert surface.get_height() > 1000
    rules_dir = tmp_path / "assets" / "rules"
    rules_dir.mkdir(parents=True)
    (rules_dir / "kerala.md").write_text("# Kerala\n\n" + "A paragraph of rules.\n\n" * 60)
    (rules_dir / "kasane.md").write_text("# Kasane\n\nShort.")
    real_root = __import__("session.files.paths", fromlist=["x"]).resource_root()
    monkeypatch.setattr("session.files.paths.resource_root", lambda: tmp_path)
    (tmp_path / "assets" / "fonts").symlink_to(real_root / "assets" / "fonts")
    (tmp_path / "assets" / "layouts").symlink_to(real_root / "assets" / "layouts")
    scene = RulesScene(app)
    app.manager.reset(MenuScene(app), scene)
    assert [g.id for g in scene.games] == ["kerala", "kasane"]
    view = next(w for w in scene.widgets if isinstance(w, ScrollView))
    assert view.max_offset > 0
    app.manager.dispatch(wheel(-3))
    assert view.offset > 0
    tabs = next(w for w in scene.widgets if isinstance(w, Choice))
    click(app.manager, tabs.segment_rects()[1].center)
    assert scene.game_id == "kasane" and view.offset == 0
    app.manager.draw(app.surface)


def test_the_settings_problem_is_shown_once_at_start(tessera_home):
    store.settings_file().write_text("garbage")
    application = App(store.load(), size=(1280, 720))
    application.start()
    assert isinstance(application.manager.top, MessageScene)
    assert "could not be read" in application.manager.top.text
    pygame.display.quit()


def test_punctuation_after_a_bold_run_stays_on_its_word():
    words = rich_words("**Arch tiles**: score 5 with one extra action **now**, then **go** on")
    assert (True, [("tiles", True), (":", False)]) in words
    assert (True, [("now", True), (",", False)]) in words
    assert (True, [("go", True)]) in words and (True, [("on", False)]) in words  # a space stays a space
    assert words[0] == (False, [("Arch", True)])


def test_japanese_rules_break_between_characters_and_keep_their_marks():
    """Japanese has no spaces: each character is a piece a line may break after, with no
    space put between them, and a closing mark stays with the character before it."""
    words = rich_words("象は**2頭**います。")
    assert words[0] == (False, [("象", False)])
    assert all(not spaced for spaced, _ in words)
    assert (False, [("す。", False)]) in words
    assert "".join(part for _, word in words for part, _ in word) == "象は2頭います。"
    assert (False, [("2頭", True)]) in words  # a number keeps the Japanese after it
    assert joined(["象が", "歩きます。", "Then a", "word."]) == "象が歩きます。 Then a word."


def test_a_window_that_grows_is_centred_and_never_leaves_the_screen():
    desktop = (1920, 1080)
    # 1280x720 near the right edge, grown to 1600x900: centred
    assert window_position((600, 300), (1280, 720), (1600, 900), desktop) == (160, 90)
    # grown to the whole screen: at the corner, not partly off it
    assert window_position((600, 300), (1280, 720), (1920, 1080), desktop) == (0, 0)
    # shrunk: stays where it was
    assert window_position((100, 50), (1600, 900), (1280, 720), desktop) == (100, 50)
    # back from fullscreen (F11): centred
    assert window_position((0, 0), (1920, 1080), (1280, 720), desktop) == (320, 180)
    # a window partly off the screen is brought back onto it
    assert window_position((1500, 900), (1280, 720), (1024, 640), desktop) == (896, 440)


def test_past_games_and_saved_games_have_letters_of_one_size(app):
    app.start()
    menu = app.manager.top
    past, saved = button(menu, "Past games"), button(menu, "Saved games")
    assert past.rect.size == saved.rect.size
    assert past.label_font().get_height() == saved.label_font().get_height()


def test_the_menus_line_of_games_names_every_playable_game(app, monkeypatch):
    """Read from the registry, so a new game is named there without an edit."""
    scene = menu.MenuScene(app)
    app.manager.reset(scene)
    drawn = []
    real = menu.theme.draw_text
    monkeypatch.setattr(menu.theme, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k))
    app.manager.draw(app.surface)
    line = next(text for text in drawn if "  ·  " in text)
    assert line == "Kaleido  ·  Kerala  ·  Colors of Kasane"
    assert line.split("  ·  ") == [game.short_title for game in navigation.playable_games(app)]


def test_continues_caption_shows_whole_however_long_the_names(app):
    """Continue names the players ("Kerala with Ana and Ben, round 3 of 40"): five long
    names wrap in smaller letters inside the button, never cut."""
    button = menu.CaptionButton(pygame.Rect(100, 100, 560, 96), "Continue", [
        "Kerala with Wolfgang Amadeus, Jouyougen Nakamu, Bartholomew III, WWWWWWWWWWWWWWWW and Eve, "
        "round 3 of 40", "last played today at 12:00"], lambda: None)
    font, lines = button.caption_lines()
    words = " ".join(lines).split()
    assert words == " ".join(button.caption).split()
    assert all(font.size(line)[0] <= button.rect.width - 2 * button.padding for line in lines)
    label = theme.font(button.kind, 1.0, bold=True).get_linesize()
    assert label + len(lines) * font.get_linesize() <= button.rect.height


def test_rules_open_at_the_game_played_last(app, monkeypatch):
    monkeypatch.setattr(menu.saves, "latest", lambda: ("kasane", 0.0))
    scene = MenuScene(app)
    app.manager.reset(scene)
    scene.open_rules()
    assert isinstance(app.manager.top, RulesScene) and app.manager.top.game_id == "kasane"
    monkeypatch.setattr(menu.saves, "latest", lambda: None)
    assert menu.played_last() is None  # nothing saved, no past game: the first game's rules
