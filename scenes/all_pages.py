"""Every page the app opens, by what it is: what makes each one. The app keeps them
(``App.pages``), through which :mod:`scenes.navigation` opens a page without importing
any, as it finds a game's table through ``App.tables`` (:mod:`scenes.tables`)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

from scenes.manager import Scene
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene
from scenes.pages.results import ResultsScene
from scenes.pages.review import ReviewScene
from scenes.pages.rules import RulesScene
from scenes.pages.save_as import SaveAsScene
from scenes.pages.settings import SettingsScene
from scenes.pages.setup import SetupScene

PageMaker = Callable[..., Scene]
"""What makes a page: called with the app first, then the page's own arguments."""


@dataclass(frozen=True)
class Pages:
    """What makes each page, as ``app.pages.menu(app)`` or ``app.pages.setup(app, game)``
    call it (the arguments are those of the page's class)."""

    menu: PageMaker
    message: PageMaker
    setup: PageMaker
    rules: PageMaker
    settings: PageMaker
    game_list: PageMaker
    """A list of games kept as files, of a :class:`scenes.pages.game_list.ListKind`."""
    past_games: PageMaker
    saved_games: PageMaker
    save_as: PageMaker
    results: PageMaker
    review: PageMaker


PAGES = Pages(menu=MenuScene, message=MessageScene, setup=SetupScene, rules=RulesScene, settings=SettingsScene,
              game_list=GameListScene, past_games=partial(GameListScene, kind=PAST_GAMES),
              saved_games=partial(GameListScene, kind=SAVED_GAMES), save_as=SaveAsScene, results=ResultsScene,
              review=ReviewScene)
