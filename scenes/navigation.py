"""The one module that opens pages and tables, by name: ``open_menu(app)``,
``open_setup(app, game)``, ``start_game(app, game_id, setup)``... Pages and tables never
import each other; each asks this module, so the way from one screen to the next is
written once and the screens stay independent of each other.

Pages and tables import this module as a whole (``from scenes import navigation``)
and call it when the player acts. It imports the pages as modules and reads their
classes when it is called, so a page may be imported first; the tables it finds
through the app (``app.tables``, filled from :mod:`scenes.tables`), so that a table
can import it while the tables are still being imported.
"""
from __future__ import annotations

import logging
from typing import Callable

from scenes.pages import game_list, menu, message, results, review, rules, save_as
from scenes.pages import settings as settings_page
from scenes.pages import setup as setup_page
from session import registry
from session.registry import GameInfo
from session.files.saves import SavedGame
from session.result import GameResult
from session.seats import GameSetup

log = logging.getLogger(__name__)

def playable_games(app) -> list[GameInfo]:
    """The games the Play menu offers: those with a table and a way to start."""
    return [game for game in registry.all_games() if game.id in app.tables and game.new_state is not None]


def table_of(app, game_id: str) -> type:
    """The table scene class of a game: ``table_of(app, id)(app, setup, seed=..., record=...)``."""
    return app.tables[game_id]


# -- the shell ------------------------------------------------------------------------

def open_menu(app, *above) -> None:
    """The menu, with nothing under it (and ``above`` pushed over it)."""
    app.manager.reset(menu.MenuScene(app), *above)


def show_message(app, title: str, text: str, error: bool = False) -> None:
    """A message over the screen, with an OK button."""
    app.manager.push(message.MessageScene(app, title, text, error=error))


def show_failure(app, text: str) -> None:
    """A fresh menu with what went wrong over it."""
    open_menu(app, message.MessageScene(app, "Sorry, that failed", text, error=True))


def back(app) -> None:
    """Close the page on top and show the one under it (the menu when none is left)."""
    if len(app.manager.stack) > 1:
        app.manager.pop()
    else:
        open_menu(app)


# -- pages ------------------------------------------------------------------------------

def open_setup(app, game: GameInfo) -> None:
    app.manager.push(setup_page.SetupScene(app, game))


def open_rules(app, game_id: str | None = None, over_game: bool = False) -> None:
    """The rules of every game (or of ``game_id``, over its table with ``over_game``)."""
    app.manager.push(rules.RulesScene(app, game_id, over_game=over_game) if game_id else rules.RulesScene(app))


def open_settings(app) -> None:
    app.manager.push(settings_page.SettingsScene(app))


def open_past_games(app) -> None:
    open_game_list(app, game_list.PAST_GAMES)


def open_saved_games(app) -> None:
    open_game_list(app, game_list.SAVED_GAMES)


def open_game_list(app, kind: game_list.ListKind) -> None:
    app.manager.push(game_list.GameListScene(app, kind))


def open_save_as(app, game: GameInfo, setup: GameSetup, seed: int, record, saved: Callable[[str], None]) -> None:
    """"Save as..." over the table; ``saved`` hears where the game went."""
    app.manager.push(save_as.SaveAsScene(app, game, setup, seed, record, saved))


def results_page(app, result: GameResult, setup: GameSetup | None = None, play_again: bool = False,
                 finished: SavedGame | None = None) -> results.ResultsScene:
    """The results of a finished game (``play_again``: offer a new game with ``setup``;
    ``finished``, the game itself: offer its review)."""
    return results.ResultsScene(app, result, setup, play_again=play_again, finished=finished)


def open_results(app, result: GameResult, setup: GameSetup, seed: int, record) -> None:
    """The results in place of the table that finished, with Play again and Review."""
    app.manager.replace(results_page(app, result, setup, play_again=True, finished=SavedGame(setup, seed, record)))


def open_review(app, game_id: str, finished: SavedGame) -> None:
    """The review of a finished game, over its results."""
    app.manager.push(review.ReviewScene(app, registry.get(game_id), finished))


def play_again(app, game_id: str, setup: GameSetup) -> None:
    """A new game with the same seats, in place of the results."""
    app.manager.replace(table_of(app, game_id)(app, setup))


# -- tables -----------------------------------------------------------------------------

def start_game(app, game_id: str, setup: GameSetup) -> None:
    """A new game at its table, in place of its setup."""
    app.manager.replace(table_of(app, game_id)(app, setup))


def open_table(app, table) -> None:
    """A table made elsewhere (a game taken up again) over the page that made it."""
    app.manager.push(table)


def take_up(app, game_id: str, saved, replace: bool = False):
    """The table of a saved game (:class:`session.files.saves.SavedGame`), made the
    game in progress; pushed over the page, or in its place with ``replace``."""
    table = table_of(app, game_id)(app, saved.setup, seed=saved.seed, record=saved.record)
    table.autosave()  # it is now the game in progress: Continue takes it up
    (app.manager.replace if replace else app.manager.push)(table)
    return table


def open_replay(app, game_id: str, saved, over: bool = True, at: int = 0) -> None:
    """A finished game's record played back at its table (over the page that asked, or
    with nothing under it, as ``--replay FILE`` starts it), from the moment after ``at`` moves."""
    table = table_of(app, game_id)(app, saved.setup, seed=saved.seed, record=saved.record, replay=True)
    if at:
        table.history.show_moment(at)
    if over:
        app.manager.push(table)
    else:
        app.manager.reset(table)
