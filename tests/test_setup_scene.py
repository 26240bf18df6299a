import pygame
import pytest

from session.files import paths
from session import registry
from session import seats as model
from scenes.pages.setup import SetupScene
from scenes.ui import theme
from scenes.ui.text_entry import TextEntry
from scenes.ui.widgets import Button, Choice, ColorPicker
from tests.events import click, key, text
from scenes import navigation
from tests.fake_game import CounterTable, counter_registered


@pytest.fixture
def counter(app):
    with counter_registered(app) as game:
        yield game


def open_setup(app, game):
    scene = SetupScene(app, game)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def widgets(scene, kind):
    return [w for w in scene.widgets if type(w) is kind]


def test_the_game_appears_under_play_once_it_has_a_table(app, counter):
    assert counter in navigation.playable_games(app)
    assert all(g.id in app.tables for g in navigation.playable_games(app))
    assert registry.get("kasane") in navigation.playable_games(app)
    tableless = registry.GameInfo("tableless", "No table yet", 2, 4, ("red", "blue"), new_state=lambda s, n: None)
    registry.register(tableless)
    try:
        assert tableless not in navigation.playable_games(app)
    finally:
        registry.unregister(tableless.id)


def test_player_count_colours_names_and_kinds(app, counter):
    scene = open_setup(app, counter)
    players = widgets(scene, Choice)[0]
    click(app.manager, players.segment_rects()[2].center)  # 4 players
    assert scene.setup.players == 4
    colors = [s.color for s in scene.setup.seats]
    assert len(set(colors)) == 4
    picker = widgets(scene, ColorPicker)[0]
    taken_index = counter.colors.index(colors[1])
    click(app.manager, picker.swatch_rects()[taken_index].center)
    assert scene.setup.seats[0].color == colors[0]  # another seat's colour is refused
    click(app.manager, picker.swatch_rects()[4].center)  # purple is free
    assert scene.setup.seats[0].color == "purple"
    entry = widgets(scene, TextEntry)[1]
    click(app.manager, entry.rect.center)
    for _ in range(10):
        app.manager.dispatch(key(pygame.K_BACKSPACE))
    app.manager.dispatch(text("Ravi"))
    assert scene.setup.seats[1].name == "Ravi"
    kind = [w for w in widgets(scene, Choice) if w.options == [model.HUMAN, model.COMPUTER]][2]
    click(app.manager, kind.segment_rects()[1].center)
    assert scene.setup.seats[2].kind == model.COMPUTER and scene.setup.seats[2].level == "easy"
    app.manager.draw(app.surface)


def test_start_opens_the_table_and_the_setup_is_remembered(app, counter):
    scene = open_setup(app, counter)
    scene.set_players(3)
    scene.set_name(0, "  ")
    scene.set_name(1, "Mira")
    start = next(w for w in scene.widgets if isinstance(w, Button) and w.text == "Start")
    click(app.manager, start.rect.center)
    assert isinstance(app.manager.top, CounterTable)
    setup = app.manager.top.setup
    assert [s.name for s in setup.seats] == ["Player 1", "Mira", "Player 3"]
    again = SetupScene(app, counter)
    assert again.setup == setup


def test_a_damaged_memory_falls_back_to_the_default(app, counter):
    (paths.config_dir() / "setups.json").write_text('{"counter": {"seats": [["a", "red", "robot", ""]]}}')
    assert SetupScene(app, counter).setup == model.default_setup(counter)


def test_two_player_kaleido_seats_start_with_the_rulebooks_two_colours_and_keep_them_apart():
    kaleido = registry.get("kaleido")
    setup = model.default_setup(kaleido, 2)
    assert [s.colors for s in setup.seats] == [("red", "yellow"), ("blue", "purple")]
    three = model.resize(setup, kaleido, 3)
    assert [s.colors for s in three.seats] == [("red",), ("blue",), ("yellow",)]
    back = model.resize(model.with_seat(three, 0, color="purple"), kaleido, 2)
    assert [s.colors for s in back.seats] == [("purple", "yellow"), ("blue", "red")]
    assert model.validate(back, kaleido) == back
    for bad in (model.with_seat(back, 1, second_color="purple"), model.with_seat(back, 1, second_color=""),
                model.with_seat(three, 0, second_color="green")):
        with pytest.raises(ValueError):
            model.validate(bad, kaleido)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_seat_switched_to_the_computer_starts_at_normal_and_every_label_fits(app, size):
    app.set_window(size=size)
    kerala = registry.get("kerala")
    scene = open_setup(app, kerala)
    scene.set_players(3)
    kind = [w for w in widgets(scene, Choice) if w.options == [model.HUMAN, model.COMPUTER]][1]
    click(app.manager, kind.segment_rects()[1].center)
    assert scene.setup.seats[1].level == "normal"
    app.manager.draw(app.surface)
    choices = widgets(scene, Choice)
    level = next(w for w in choices if w.options == list(kerala.bot_levels))
    assert level.value == "normal"
    for choice in choices:
        font = theme.font("label", choice.scale)
        for label, rect in zip(choice.labels, choice.segment_rects()):
            assert font.size(label)[0] + round(12 * choice.scale) <= rect.width, (label, rect)
        row = next(r for r in scene.row_rects if r.top <= choice.rect.centery <= r.bottom) \
            if choice.rect.top >= scene.rects["seats"].top else None
        if row is not None:
            assert row.contains(choice.rect)
