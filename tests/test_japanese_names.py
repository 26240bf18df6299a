"""Names in Japanese or Chinese script (issue 50): a seat named 花子さん, 着物 or 王小明
and a save named 着物の夜 show whole, in real letters, on every screen and in the file
lists, whatever the language (the font is chosen by scenes/ui/theme.py)."""
import pygame
import pytest

from scenes import tables
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from scenes.pages.setup import SetupScene
from scenes.ui import theme
from session import registry
from session.files import game_folders, past_games, setups
from session.result import GameResult
from session.seats import GameSetup, SeatSetup
from tests.files.helpers import record_of

NAMES = ("花子さん", "着物", "王小明")
SAVE_NAME = "着物の夜"


def named_setup(game_id: str, count: int) -> GameSetup:
    colors = registry.get(game_id).default_colors(count)
    return GameSetup(game_id, tuple(SeatSetup(NAMES[i], colors[i]) for i in range(count)))


KERALA = named_setup("kerala", 3)


def drawn_on(app, show) -> list[str]:
    """Every text drawn by the page ``show`` puts on the screen, in its first frame."""
    with theme.texts_drawn() as drawn:
        show(app)
        app.manager.draw(app.surface)
    return drawn


def assert_shown(drawn: list[str], *names: str) -> None:
    """Each of ``names`` is drawn whole, and nothing drawn has a letter no font has."""
    for name in names:
        assert any(name in text for text in drawn), f"{name} is not on the page: {drawn}"
    assert not [text for text in drawn if any(map(theme.undrawable, text))]


@pytest.fixture(autouse=True)
def window(app):
    app.set_window(size=(1280, 720))


@pytest.mark.parametrize("table_class", list(tables.TABLES.values()), ids=lambda table: table.game_id)
def test_japanese_seat_names_show_at_each_table(app, table_class):
    setup = named_setup(table_class.game_id, 2)
    drawn = drawn_on(app, lambda app: app.manager.reset(table_class(app, setup, seed=21)))
    assert_shown(drawn, *NAMES[:2])


def test_japanese_seat_names_show_in_the_setup(app):
    def show(app):
        setups.remember(KERALA)
        app.manager.reset(MenuScene(app), SetupScene(app, registry.get("kerala")))
    assert_shown(drawn_on(app, show), *NAMES)
    assert [seat.name for seat in app.manager.top.setup.seats] == list(NAMES)  # kept, none refused
    assert app.manager.top.message == ""


def test_japanese_seat_names_show_in_the_results(app):
    def show(app):
        result = GameResult.of_record(registry.get("kerala"), KERALA, record_of(setup=KERALA))
        app.manager.reset(MenuScene(app), ResultsScene(app, result, KERALA, play_again=True))
    assert_shown(drawn_on(app, show), *NAMES)


def test_a_japanese_save_name_and_its_seats_show_in_saved_games(app):
    def show(app):
        game_folders.save_named(SAVE_NAME, "kerala", KERALA, 3, record_of(8, setup=KERALA))
        app.manager.reset(MenuScene(app), GameListScene(app, SAVED_GAMES))
    drawn = drawn_on(app, show)
    assert_shown(drawn, SAVE_NAME, NAMES[0])


def test_japanese_seat_names_show_in_past_games(app):
    def show(app):
        past_games.keep_finished("kerala", KERALA, 3, record_of(setup=KERALA))
        app.manager.reset(MenuScene(app), GameListScene(app, PAST_GAMES))
    assert_shown(drawn_on(app, show), NAMES[0])


def test_a_japanese_name_is_drawn_in_japanese_letters_not_boxes(app):
    """The pixels of a name as the pages draw it are the Japanese font's."""
    font = theme.font("label")
    image = theme.rendered(NAMES[0], font, theme.TEXT)
    japanese = theme.japanese_font(font.get_height()).render(NAMES[0], True, theme.TEXT)
    assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(japanese, "RGBA")
