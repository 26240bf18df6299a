"""``--smoke``: open every screen a player can reach, a new game at each table and each
lesson at its first step, draw a few frames of each, and check the bundled resources
(from the source tree or from a frozen build); then that the hard computer's worker
processes grow a decision (:mod:`game.bots.selfcheck`) and that the review's background
process weighs a turn at the lowest priority (:mod:`session.review_selfcheck`), and that every
language's catalog and dates can be read (:mod:`session.language_selfcheck`).

The tables and lessons open with the player's folders moved to a scratch folder
(:func:`scratch_user_files`): what they keep (the game in progress after a move, a
lesson's progress after its computer seat's first move) goes there, never over the
player's own game or lesson in progress, and nothing is left for Continue to offer.
"""
from __future__ import annotations

import logging
import os
import random
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.bots.selfcheck import parallel_decision
from game.record import GameRecord
from scenes import navigation
from scenes.pages.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
from scenes.pages.menu import MenuScene
from scenes.pages.message import MessageScene
from scenes.pages.results import ResultsScene
from scenes.pages.rules import RulesScene
from scenes.pages.settings import SettingsScene
from scenes.pages.setup import SetupScene, first_level
from scenes.table.runner import THREAD_NAME
from scenes.tables import TABLES
from session import registry
from session.files import paths
from session.lesson_files import lesson_path, load_lesson
from session.result import GameResult
from session.language_selfcheck import languages_check
from session.review_selfcheck import background_review_check
from session.seats import COMPUTER, default_setup, finalised, validate, with_seat

SMOKE_FRAMES = 3
#: The longest the smoke waits for the computer players of the tables it left to stop.
STOP_SECONDS = 10.0
log = logging.getLogger(__name__)


def required_resources() -> list:
    """Every bundled file the app reads."""
    fonts = ("Lato-Regular.ttf", "Lato-Bold.ttf", "OFL-Lato.txt",
             "BIZUDPGothic-Regular.ttf", "BIZUDPGothic-Bold.ttf", "OFL-BIZUDPGothic.txt")
    files = [paths.resource_path("assets", "fonts", name) for name in fonts]
    layouts = {path.stem for path in paths.resource_path("assets", "layouts").glob("*.tmx")}
    layouts |= {game.id for game in registry.all_games() if game.id in TABLES}  # each table's, by name
    files += [paths.resource_path("assets", "layouts", f"{name}.tmx") for name in sorted(layouts)]
    files += sorted(paths.resource_path("assets", "art").rglob("*.svg"))
    files += [game.rules_path for game in registry.rules_games()]
    files += [lesson_path(game.id) for game in lesson_games()]
    return files


def lesson_games() -> list:
    """The registered games a lesson is written for: those that declare a lesson vocabulary,
    the words a lesson of the game is read with (so a lesson file the bundle lacks is missed)."""
    return [game for game in registry.all_games() if game.vocabulary is not None]


def app_folder() -> Path | None:
    """The folder a frozen app lives in (where the program and its bundle are), or None
    from source: ``Tessera/`` for a one-folder build, ``Tessera.app/Contents`` on macOS,
    whose bundled data sit in ``Contents/Resources`` behind symbolic links."""
    if not paths.is_frozen():
        return None
    bundle = Path(getattr(sys, "_MEIPASS", "") or paths.resource_root()).resolve()
    program = Path(sys.executable).resolve().parent
    return Path(os.path.commonpath([bundle, program]))


def check_resources() -> list[str]:
    """Problems with the bundled files: missing, or found outside the source tree (from
    source) or outside the app's own folder (frozen), e.g. read from a source checkout."""
    problems = []
    root = paths.resource_root().resolve()
    home = app_folder() or root
    if paths.is_frozen():
        bundle = Path(getattr(sys, "_MEIPASS", "")).resolve()
        if root != bundle:
            problems.append(f"resources are read from {root}, not from the bundle {bundle}")
    layouts = list(paths.resource_path("assets", "layouts").glob("*.tmx"))
    if not layouts:
        problems.append("no layouts found")
    for path in required_resources():
        if not path.is_file():
            problems.append(f"missing {path}")
        elif home not in path.resolve().parents:
            problems.append(f"{path} lies outside {home}")
    return problems


def smoke_scenes(app):
    """(name, factory) for every scene a player can reach."""
    def menu_choosing():
        scene = MenuScene(app)
        scene.choosing = True
        return scene

    scenes = [("menu", lambda: MenuScene(app)), ("play", menu_choosing), ("settings", lambda: SettingsScene(app))]
    scenes += [(f"rules:{g.id}", lambda g=g: RulesScene(app, g.id)) for g in registry.rules_games()]
    for game in registry.all_games():
        scenes.append((f"setup:{game.id}", lambda g=game: SetupScene(app, g)))
        if game.new_state is not None:
            scenes.append((f"results:{game.id}", lambda g=game: sample_results(app, g)))
        if game in navigation.playable_games(app) and game.keeps_records:
            scenes.append((f"replay:{game.id}", lambda g=game: sample_replay(app, g)))
    scenes.append(("past games", lambda: GameListScene(app, PAST_GAMES)))
    scenes.append(("saved games", lambda: GameListScene(app, SAVED_GAMES)))
    scenes.append(("message", lambda: MessageScene(app, "Smoke test", "Every scene opens.")))
    return scenes


def smoke_tables(app):
    """(name, factory) for a new game at each table ("table:ID") and each lesson at its
    first step ("lesson:ID"), opened as the setup page and Learn GAME open them."""
    scenes = []
    lessons = lesson_games()
    for game in navigation.playable_games(app):
        scenes.append((f"table:{game.id}", lambda g=game: navigation.new_game_table(app, g.id, new_game_setup(g))))
        if game in lessons:
            scenes.append((f"lesson:{game.id}", lambda g=game: navigation.lesson_table(app, load_lesson(g.id))))
    return scenes


def new_game_setup(game):
    """A new 2-player game as the setup page starts it (names filled in, the setup
    checked): a person in seat 1, who starts, against the computer at the level the
    setup page gives a seat made the computer's (two people where the game has no
    computer players)."""
    setup = default_setup(game, 2)
    if game.bot_levels:
        setup = with_seat(setup, 1, kind=COMPUTER, level=first_level(game))
    setup = finalised(setup)
    validate(setup, game)
    return setup


@contextmanager
def scratch_user_files():
    """Inside, the player's folders (saves, past games, settings, remembered setups) are
    a scratch folder, removed afterwards: moved with ``TESSERA_HOME``, as tests and
    portable installs move them (the log, already open, stays where it is)."""
    before = os.environ.get("TESSERA_HOME")
    with tempfile.TemporaryDirectory(prefix="tessera-smoke-", ignore_cleanup_errors=True) as scratch:
        os.environ["TESSERA_HOME"] = scratch
        try:
            yield Path(scratch)
        finally:
            if before is None:
                del os.environ["TESSERA_HOME"]
            else:
                os.environ["TESSERA_HOME"] = before


def still_thinking(seconds: float = STOP_SECONDS) -> list[threading.Thread]:
    """The computer players' threads still running after ``seconds`` of waiting for them
    to stop (a table left cancels its computer's search, which then ends at once)."""
    deadline = time.monotonic() + seconds
    for thread in threading.enumerate():
        if thread.name == THREAD_NAME:
            thread.join(max(0.0, deadline - time.monotonic()))
    return [thread for thread in threading.enumerate() if thread.name == THREAD_NAME and thread.is_alive()]


def sample_record(game):
    """The setup and record of a real game played to the end by random legal moves."""
    setup = default_setup(game)
    record = GameRecord.new(game.state_class(), (True,) * setup.players, **game.new_args(setup, 1))
    rng = random.Random(1)
    while not record.state.is_over:
        record.play(rng.choice(record.state.legal_moves()))
    return setup, record


def sample_replay(app, game):
    """A finished game played back at its table, half-way through."""
    setup, record = sample_record(game)
    table = navigation.table_of(app, game.id)(app, setup, seed=1, record=record, replay=True)
    table.history.show_moment(len(record.entries) // 2)
    return table


def sample_results(app, game):
    """The results of a real game played to the end by random legal moves."""
    if game.new_args is not None:  # with the chart of the scores round by round
        setup, record = sample_record(game)
        return ResultsScene(app, GameResult.from_state(game, setup, record.state, record.round_scores()), setup)
    setup = default_setup(game)
    state = game.new_state(setup, 1)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    return ResultsScene(app, GameResult.from_state(game, setup, state), setup)


def open_scene(app, name: str, factory) -> str | None:
    """Open the scene ``factory`` makes, alone, and draw :data:`SMOKE_FRAMES` frames of it;
    what failed (in making it, laying it out, its frames), or None."""
    failures = []
    app.manager.on_error = failures.append
    try:
        app.manager.reset(factory())
    except Exception as exc:  # noqa: BLE001 - reported as the scene's failure, and the smoke goes on
        log.exception("smoke: %s could not be opened", name)
        failures.append(exc)
    else:
        for _ in range(SMOKE_FRAMES):
            app.manager.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(app.surface.get_width() // 2, 300),
                                                    rel=(0, 0), buttons=(0, 0, 0)))
            app.manager.update(1 / 60)
            app.manager.top.dirty = True
            app.manager.draw(app.surface)
            app.show_frame()
    return f"{name}: {type(failures[0]).__name__}: {failures[0]}" if failures else None


def smoke(app) -> int:
    problems = check_resources()
    opened = []
    for name, factory in smoke_scenes(app):
        problems.append(open_scene(app, name, factory))
        opened.append(name)
    with scratch_user_files():
        for name, factory in smoke_tables(app):
            problems.append(open_scene(app, name, factory))
            opened.append(name)
        app.manager.reset()  # the last table is left too: its computer stops, its save is written
    thinking = still_thinking()
    if thinking:
        problems.append(f"{len(thinking)} computer player(s) still thinking after their table was left")
    problems = [problem for problem in problems if problem]
    where = "bundle" if paths.is_frozen() else "source tree"
    summary = (f"smoke: {len(opened)} scenes opened ({', '.join(opened)}); resources from the {where} at "
               f"{paths.resource_root()} ({len(required_resources())} files checked)")
    decision, problem = parallel_decision()
    reviewed, review_problem = background_review_check()
    spoken, language_problem = languages_check()
    problems += [found for found in (problem, review_problem, language_problem) if found]
    # Printed, and logged too: a windowed Windows build may have no stdout to print to.
    for line in (summary, decision, reviewed, spoken):
        print(line)
        log.info(line)
    for problem in problems:
        print(f"smoke: FAILED {problem}", file=sys.stderr)
        log.error("smoke: FAILED %s", problem)
    return 1 if problems else 0
