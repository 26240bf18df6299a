"""Every page in the tests' pseudo-language (tests/pseudo_language.py) at 1024x640, 1280x720
and 1920x1080: a word drawn without its brackets came from no catalog, and the page fails,
naming it. What the player or the system wrote (seats' and saves' names, paths, the
system's reasons) is data, and is drawn as it is; so are the names of the months, which
Babel writes from the locale's data, and the languages' names in Settings, each in its own
language.

The pages: the menu (a game to continue, the folders this session cannot use, Play's
choice of games), Settings, the setup of each game, the Rules, Past games and Saved
games (rows, a damaged file, a question, a page of many), Save as (its question), a
message, the results of a finished game (its score lines by their labels), the Review of
a finished game (a sheet of entries); and the language changing while the app runs.

The lessons' titles (on Play's choice of games) are their lessons' texts in the
pseudo-language (session/lesson_translations.py), which the fixture writes.

Not from a catalog, and written per language: the Rules documents (assets/rules/GAME.LANG.md).
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from babel.dates import get_month_names

from game import words
from scenes import navigation
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from scenes.pages.review import ReviewScene
from scenes.pages.rules import RulesScene
from scenes.pages.save_as import SaveAsScene
from scenes.pages.settings import SettingsScene
from scenes.pages.setup import SetupScene
from scenes.ui import theme
from scenes.ui.widgets import Button
from session import languages, registry
from session.files import folders, game_folders, past_games, paths, saves, setups, storage
from session.files.saves import SavedGame
from session.files import settings as store
from session.result import GameResult
from session.review import Analysis
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests import pseudo_language
from tests.files.helpers import copies, record_of
from tests.games import GAME_IDS
from tests.test_review import seats_of, weighed_game
from tests.text_fit import buttons_cut, cut_texts, overlapping, texts_placed

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
#: Seats named in Cyrillic and Greek, as players may: data, and no plain letter in them.
NAMES = ("Аша", "Рави", "Ελένη")
SETUP = GameSetup("kerala", (SeatSetup(NAMES[0], "blue"), SeatSetup(NAMES[1], "red"),
                             SeatSetup(NAMES[2], "green", COMPUTER, "hard")))
#: A save named by its player.
SAVE_NAME = "Вечерняя игра"
#: The system's own words for a folder it refuses (as storage.describe gives them).
REFUSED = storage.describe(PermissionError(13, "Permission denied"))


def save_a_game_in_progress() -> None:
    record = record_of(8, setup=SETUP)
    saves.save("kerala", SETUP, 3, record.state, record.to_data())


def menu_with_a_game_and_problems(app):
    save_a_game_in_progress()
    app.folder_problems = [folders.FolderProblem(folders.SETTINGS, paths.config_dir(), REFUSED, True, False),
                           folders.FolderProblem(folders.FOLDERS[1][0], paths.past_games_dir(), REFUSED, False, False)]
    app.manager.reset(MenuScene(app))


def play_choice(app):
    menu = MenuScene(app)
    menu.choosing = True
    app.manager.reset(menu)


def setup_of(game_id: str, players: int, computer: bool = False, variant: bool = False, undrawable: bool = False):
    def pages(app):
        game = registry.get(game_id)
        seats = [SeatSetup(NAMES[i % 3], "", COMPUTER if computer and i else "human",
                           game.bot_levels[-1] if computer and i else "") for i in range(players)]
        if undrawable:
            seats[0] = SeatSetup("한글", "")  # hangul: remembered from before the fields refused what no font draws
        setups.remember(GameSetup(game_id, tuple(seats), variant=variant))
        if game_id == "kerala":
            save_a_game_in_progress()  # the setup says a new game replaces it
        app.manager.reset(MenuScene(app), SetupScene(app, game))
    return pages


def rules_of(game_id: str):
    return lambda app: app.manager.reset(MenuScene(app), RulesScene(app, game_id))


def past_games_with_many(app):
    first = past_games.keep_finished("kerala", SETUP, 3, record_of(setup=SETUP))
    copies(first, [f"20300101-0000{n:02d}-kerala.json" for n in range(12)])
    (paths.past_games_dir() / "20300102-000000-kerala.json").write_text("{ damaged")
    app.manager.reset(MenuScene(app), GameListScene(app, PAST_GAMES))


def saved_games_asking(app):
    game_folders.save_named(SAVE_NAME, "kerala", SETUP, 3, record_of(8, setup=SETUP))
    game_folders.save_named("Ιστορία", "kerala", GameSetup("kerala", SETUP.seats[:2]), 3,
                            record_of(setup=GameSetup("kerala", SETUP.seats[:2])))
    listing = GameListScene(app, SAVED_GAMES)
    app.manager.reset(MenuScene(app), listing)
    listing.ask(0, "delete")


def empty_saved_games(app):
    app.manager.reset(MenuScene(app), GameListScene(app, SAVED_GAMES))


def save_as_asking(app):
    record = record_of(8, setup=SETUP)
    game_folders.save_named(SAVE_NAME, "kerala", SETUP, 3, record)
    said = []
    scene = SaveAsScene(app, registry.get("kerala"), SETUP, 3, record, said.append)
    app.manager.reset(MenuScene(app), scene)
    scene.name = SAVE_NAME
    scene.save()  # the name is taken: it asks whether to replace the other save


def settings_reset_message(app):
    store.settings_file().write_text("{ not json")
    app.settings = store.load()
    app.start()


def results_of_a_game(app):
    record = record_of(setup=SETUP)
    result = GameResult.of_record(registry.get("kerala"), SETUP, record)
    app.manager.reset(MenuScene(app), ResultsScene(app, result, SETUP, play_again=True))


def review_of_a_game(app):
    """The Review of a seeded finished Kerala game whose analysis is kept (it opens at once),
    its seats named in Cyrillic and Greek."""
    record, analysis = weighed_game("kerala")
    seats = tuple(replace(seat, name=name) for seat, name in zip(seats_of("kerala"), NAMES))
    finished = SavedGame(GameSetup("kerala", seats), 5, record, Analysis.from_data(analysis))
    page = ReviewScene(app, registry.get("kerala"), finished)
    app.manager.reset(MenuScene(app), page)
    page.update(0)  # the review, made at once, is shown from the first frame after
    assert page.shown is not None and any(page.shown.costliest.values())


PAGES = {
    "menu": menu_with_a_game_and_problems,
    "play": play_choice,
    "settings": lambda app: app.manager.reset(MenuScene(app), SettingsScene(app)),
    "setup kaleido, two colours a seat": setup_of("kaleido", 2),
    "setup kerala, computers, a saved game": setup_of("kerala", 5, computer=True),
    "setup kasane, the variant": setup_of("kasane", 3, variant=True),
    "setup, a name the font cannot draw": setup_of("kasane", 2, undrawable=True),
    **{f"rules {game_id}": rules_of(game_id) for game_id in GAME_IDS},
    "past games": past_games_with_many,
    "saved games, a question": saved_games_asking,
    "saved games, none": empty_saved_games,
    "save as": save_as_asking,
    "a message": settings_reset_message,
    "results": results_of_a_game,
    "review": review_of_a_game,
}


def data_of(app, page: str) -> list[str]:
    """What the page draws that the player or the system wrote, and the words no catalog
    holds yet."""
    user_folders = [folder() for folder in (paths.config_dir, paths.saves_dir, paths.past_games_dir,
                                            paths.named_saves_dir, paths.log_dir)]
    files = [file.name for folder in user_folders for file in folder.iterdir()]
    months = [name for width in ("abbreviated", "wide")
              for name in get_month_names(width, locale=words.current().locale).values()]  # the locale's, by Babel
    own_names = [language.own_name for language in languages.OFFERED]  # each language named in its own words
    data = [*NAMES, SAVE_NAME, *map(str, user_folders), *files, REFUSED, *months, *own_names]
    if page.startswith("rules"):  # the document is written per language, not a catalog's
        data.append(registry.get(page.split()[1]).rules_path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("size", SIZES, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("page", PAGES)
def test_every_word_of_the_page_comes_from_a_catalog_and_fits(app, monkeypatch, pseudo, page, size):
    app.set_window(size=size)
    with theme.texts_drawn() as drawn, texts_placed(monkeypatch) as placed:
        PAGES[page](app)
        app.manager.draw(app.surface)
    assert app.surface.get_size() == size
    assert any(text.startswith("[") for text in drawn)
    faults = pseudo_language.uncatalogued(drawn, data_of(app, page))
    assert not faults, f"drawn on {page} without a catalog: {faults}"
    assert not cut_texts(placed), f"cut on {page}: {cut_texts(placed)}"
    widgets = [w for scene in app.manager.stack for w in getattr(scene, "widgets", ())]
    assert not buttons_cut(widgets), f"a button's label cut on {page}: {buttons_cut(widgets)}"
    assert not overlapping(placed, app.surface), f"texts overlapping on {page}: {overlapping(placed, app.surface)}"


def test_the_language_changes_while_the_app_runs(app, pseudo):
    """Spoken again, every page on the stack is laid out anew and says its words in the
    new language: nothing kept an English word from before."""
    words.use(words.ENGLISH)
    app.manager.reset(MenuScene(app), SettingsScene(app))
    labels = [w.text for w in app.manager.stack[0].widgets if isinstance(w, Button)]
    assert "Settings" in labels and app.manager.top.title == "Settings"
    app.speak(pseudo_language.language())
    with theme.texts_drawn() as drawn:
        app.manager.draw(app.surface)
    assert pseudo_language.pseudo("Settings") in drawn and "Settings" not in drawn
    assert pseudo_language.pseudo("Settings") in [w.text for w in app.manager.stack[0].widgets
                                                   if isinstance(w, Button)]
    app.speak(words.ENGLISH)
    assert app.manager.top.title == "Settings" and "Settings" in [w.text for w in app.manager.stack[0].widgets
                                                                 if isinstance(w, Button)]
