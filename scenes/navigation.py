"""The one module that opens pages and tables, by name: ``open_menu(app)``,
``open_setup(app, game)``, ``start_game(app, game_id, setup)``... Pages and tables never
import each other; each asks this module, so the way from one screen to the next is
written once and the screens stay independent of each other.

Pages and tables import this module (``from scenes import navigation``) and call it when
the player acts. It imports none of them: the app hands it what it opens, ``app.pages``
(what makes each page, :mod:`scenes.all_pages`), ``app.tables`` (each game's table,
:mod:`scenes.tables`) and ``app.table_lesson`` (what makes the lesson a table is given,
:class:`scenes.table.lesson.TableLesson`), so no import runs from here to a screen and
back.
"""
from __future__ import annotations

import logging
from typing import Callable

from game.words import _
from scenes.manager import Scene
from session import registry
from session.files import lesson_saves
from session.lesson_runner import LessonRunner
from session.lesson_files import lesson_title, load_lesson
from session.lessons import LESSON_LEVEL, DamagedLesson, Lesson
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
    app.manager.reset(app.pages.menu(app), *above)


def show_message(app, title: str, text: str, error: bool = False) -> None:
    """A message over the screen, with an OK button."""
    app.manager.push(app.pages.message(app, title, text, error=error))


def ask(app, title: str, text: str, answers: tuple) -> None:
    """A question over the screen, its ``answers`` (:class:`scenes.ui.widgets.Answer`)
    as buttons, the first the default (Enter and Escape give it)."""
    app.manager.push(app.pages.message(app, title, text, answers=answers))


def show_failure(app, text: str) -> None:
    """A fresh menu with what went wrong over it."""
    open_menu(app, app.pages.message(app, _("Sorry, that failed"), text, error=True))


def back(app) -> None:
    """Close the page on top and show the one under it (the menu when none is left)."""
    if len(app.manager.stack) > 1:
        app.manager.pop()
    else:
        open_menu(app)


# -- pages ------------------------------------------------------------------------------

def open_setup(app, game: GameInfo) -> None:
    app.manager.push(app.pages.setup(app, game))


def open_rules(app, game_id: str | None = None, over_game: bool = False) -> None:
    """The rules of every game (or of ``game_id``, over its table with ``over_game``)."""
    app.manager.push(app.pages.rules(app, game_id, over_game=over_game) if game_id else app.pages.rules(app))


def open_settings(app) -> None:
    app.manager.push(app.pages.settings(app))


def open_past_games(app) -> None:
    app.manager.push(app.pages.past_games(app))


def open_saved_games(app) -> None:
    app.manager.push(app.pages.saved_games(app))


def open_game_list(app, kind) -> None:
    """The list of games kept as files of ``kind`` (a :class:`scenes.pages.game_list.ListKind`)."""
    app.manager.push(app.pages.game_list(app, kind))


def open_save_as(app, game: GameInfo, setup: GameSetup, seed: int, record, saved: Callable[[str], None]) -> None:
    """"Save as..." over the table; ``saved`` hears where the game went (a lesson is not
    saved under a name: it keeps itself, and ``saved`` hears that)."""
    if is_lesson(setup):
        saved(_("A lesson is not saved under a name: it is kept after every move, and Learn {game} takes it up again "
                "where you left it.", game=game.title))
        return
    app.manager.push(app.pages.save_as(app, game, setup, seed, record, saved))


def results_page(app, result: GameResult, setup: GameSetup | None = None, play_again: bool = False,
                 finished: SavedGame | None = None) -> Scene:
    """The results of a finished game (``play_again``: offer a new game with ``setup``;
    ``finished``, the game itself: offer its review)."""
    return app.pages.results(app, result, setup, play_again=play_again, finished=finished)


def open_results(app, result: GameResult, finished: SavedGame) -> None:
    """The results of ``finished`` (the game, with its review's analysis) in place of the
    table that finished, with Play again and Review (after a lesson, with Play a real game)."""
    setup = finished.setup
    if is_lesson(setup):
        app.manager.replace(app.pages.results(app, result, setup, real_game=True))
        return
    app.manager.replace(results_page(app, result, setup, play_again=True, finished=finished))


def open_review(app, game_id: str, finished: SavedGame) -> None:
    """The review of a finished game, over its results."""
    app.manager.push(app.pages.review(app, registry.get(game_id), finished))


def play_again(app, game_id: str, setup: GameSetup) -> None:
    """A new game with the same seats, in place of the results."""
    app.manager.replace(new_game_table(app, game_id, setup))


# -- tables -----------------------------------------------------------------------------

def new_game_table(app, game_id: str, setup: GameSetup):
    """The table of a new game of ``game_id`` for ``setup`` (Start and Play again open it)."""
    return table_of(app, game_id)(app, setup)


def start_game(app, game_id: str, setup: GameSetup) -> None:
    """A new game at its table, in place of its setup."""
    app.manager.replace(new_game_table(app, game_id, setup))


def open_table(app, table) -> None:
    """A table made elsewhere (a game taken up again) over the page that made it."""
    app.manager.push(table)


def take_up(app, game_id: str, saved, replace: bool = False):
    """The table of a saved game (:class:`session.files.saves.SavedGame`), made the
    game in progress; pushed over the page, or in its place with ``replace``."""
    table = table_of(app, game_id)(app, saved.setup, seed=saved.seed, record=saved.record, analysis=saved.analysis)
    table.autosave()  # it is now the game in progress: Continue takes it up
    (app.manager.replace if replace else app.manager.push)(table)
    return table


def open_replay(app, game_id: str, saved, over: bool = True, at: int = 0, reviewed=None) -> None:
    """A finished game's record played back at its table (over the page that asked, or
    with nothing under it, as ``--replay FILE`` starts it), from the moment after ``at``
    moves; ``reviewed`` (a :class:`session.review.ReviewedMoment`), a move of the Review:
    the moment before it, with the move played and the hard computer's drawn."""
    table = table_of(app, game_id)(app, saved.setup, seed=saved.seed, record=saved.record, replay=True)
    if reviewed is not None:
        at = reviewed.index
        table.reviewed = reviewed
        table.history.captions[at] = reviewed.caption
    if at:
        table.history.show_moment(at)
    if over:
        app.manager.push(table)
    else:
        app.manager.reset(table)


# -- lessons ----------------------------------------------------------------------------

def is_lesson(setup: GameSetup) -> bool:
    """Whether ``setup`` is a lesson's (its computer seats play the lesson's moves)."""
    return any(seat.level == LESSON_LEVEL for seat in setup.seats)


def lessons_offered(app) -> dict[str, str]:
    """Game id -> its lesson's title ("Learn Kerala"), for the games with a table and a lesson."""
    titles = {game.id: lesson_title(game.id) for game in playable_games(app)}
    return {game_id: title for game_id, title in titles.items() if title}


def open_lesson(app, game_id: str, fresh: bool = False) -> None:
    """Learn GAME: the lesson in progress where it was left (a fresh one with ``fresh``, in
    place of the lesson's table), or a fresh lesson; a kept lesson that cannot be taken
    up is said in a message over the fresh lesson."""
    try:
        lesson = load_lesson(game_id)
    except DamagedLesson as exc:
        show_message(app, _("The lesson cannot be opened"), str(exc), error=True)
        return
    runner, problem = None, ""
    if not fresh:
        try:
            runner = lesson_saves.load(lesson)
        except DamagedLesson as exc:
            problem = str(exc)
    taken_up = runner is not None and bool(runner.record.entries)
    table = lesson_table(app, lesson, runner, taken_up)
    (app.manager.replace if fresh else app.manager.push)(table)
    if problem:
        show_message(app, _("The lesson starts afresh"), _("{problem} A fresh lesson begins.", problem=problem),
                     error=True)


def lesson_table(app, lesson: Lesson, runner: LessonRunner | None = None, taken_up: bool = False):
    """The table of ``lesson`` at the step ``runner`` has reached (without one, a fresh
    lesson at its first step); ``taken_up``: a lesson left and taken up again, which its
    Start over begins afresh."""
    runner = runner or LessonRunner(lesson)
    at_table = app.table_lesson(runner, taken_up, start_over=lambda: open_lesson(app, lesson.game_id, fresh=True))
    return table_of(app, lesson.game_id)(app, lesson.setup(), record=runner.record, lesson=at_table)


def open_real_game(app, game_id: str) -> None:
    """The setup of a real game of ``game_id``, with the menu under it."""
    open_menu(app, app.pages.setup(app, registry.get(game_id)))
