"""``--smoke`` run inside the test's process (scenes.devtools.smoke): the tables and
lessons it opens, how it reports one that fails, and what it leaves behind."""
import os
import shutil
import sys
import threading
from dataclasses import replace

import pytest

from scenes.devtools import smoke as smoke_run
from scenes.table import base as table_base
from scenes.table.lesson import TableLesson
from scenes.table.runner import THREAD_NAME, BotRunner
from session import registry
from session.files import lesson_saves, paths, saves
from session.lesson_files import has_lesson, lesson_path
from tests.fake_game import CounterTable, counter_registered


def test_a_new_game_at_each_table_and_each_lesson_are_opened_for_every_game_the_registry_seats(app):
    with counter_registered(app) as counter:  # a game registered now is smoked too
        names = [name for name, _ in smoke_run.smoke_tables(app)]
        playable = [game for game in registry.all_games() if game.id in app.tables and game.new_state]
        assert counter in playable
        expected = [f"table:{game.id}" for game in playable]
        expected += [f"lesson:{game.id}" for game in playable if has_lesson(game.id)]
        assert sorted(names) == sorted(expected)
        assert "lesson:kerala" in names and "lesson:counter" not in names


def test_the_table_is_a_new_two_player_game_against_the_computer_with_the_person_to_move(app):
    for name, factory in smoke_run.smoke_tables(app):
        if name.startswith("table:"):
            app.manager.reset(factory())
            table = app.manager.top
            assert table.setup.players == 2 and not table.record.entries
            assert table.is_computer(1) and not table.is_computer(0) and table.human_to_move
    app.manager.reset()


def test_the_lesson_opens_at_its_first_step(app):
    for name, factory in smoke_run.smoke_tables(app):
        if name.startswith("lesson:"):
            app.manager.reset(factory())
            lesson = app.manager.top.lesson
            assert lesson.runner.step is lesson.lesson.steps[0] and not lesson.taken_up
    app.manager.reset()


class TableWithoutArt(CounterTable):
    """A table whose art is missing from the bundle: its first frame, drawn as it opens, fails."""

    def prepare(self):
        raise FileNotFoundError("No file 'assets/art/counter/board.svg' found")


def test_a_table_that_fails_to_open_is_reported_and_the_smoke_goes_on(app, capsys):
    with counter_registered(app):
        app.tables["counter"] = TableWithoutArt
        assert smoke_run.smoke(app) == 1
    out, err = capsys.readouterr()
    assert "smoke: FAILED table:counter: FileNotFoundError: No file 'assets/art/counter/board.svg'" in err
    assert err.count("FAILED") == 1
    assert "table:counter" in out and "lesson:kasane" in out  # the other tables opened all the same


def test_a_lesson_missing_from_the_bundle_is_reported(app, capsys, tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    shutil.copytree(paths.resource_path("assets"), bundle / "assets")
    (bundle / "assets" / "lessons" / "kerala.json").unlink()
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)  # resources are read from there
    assert lesson_path("kerala") in smoke_run.required_resources()
    assert f"missing {lesson_path('kerala')}" in smoke_run.check_resources()
    assert smoke_run.smoke(app) == 1
    err = capsys.readouterr().err
    assert f"smoke: FAILED missing {bundle / 'assets' / 'lessons' / 'kerala.json'}" in err
    assert "smoke: FAILED lesson:kerala: DamagedLesson: " in err


def test_the_smoke_leaves_no_game_to_continue_and_no_lesson_in_progress(app, tessera_home, monkeypatch):
    # With animations off and its panels taken as read, the Kaleido lesson's computer
    # seat, first to move, plays at once, and the lesson keeps its progress: in the
    # scratch folder, not the player's.
    app.settings.animation = "off"
    monkeypatch.setattr(TableLesson, "waiting", lambda lesson: False)
    kept = []
    save = lesson_saves.save

    def kept_where(runner):
        kept.append(lesson_saves.lesson_save_file(runner.lesson.game_id))
        save(runner)

    monkeypatch.setattr(lesson_saves, "save", kept_where)
    assert smoke_run.smoke(app) == 0
    assert {path.name for path in kept} == {"lesson-kaleido.json"}
    assert not any(tessera_home in path.parents for path in kept)
    assert paths.saves_dir() == tessera_home / "saves"  # the player's folders are back
    assert saves.latest() is None
    assert not any(lesson_saves.exists(game.id) for game in registry.all_games())
    assert not list(paths.saves_dir().iterdir())


class ThinksUntilCancelled:
    """A computer player that thinks until its table stops it."""

    def choose(self, state, cancel=None):
        cancel.wait()
        return state.legal_moves()[0]


def test_the_computers_at_the_tables_stop_once_their_table_is_left(app, monkeypatch):
    new_game_setup = smoke_run.new_game_setup

    def computer_starts(game):
        return replace(new_game_setup(game), first=1)

    monkeypatch.setattr(smoke_run, "new_game_setup", computer_starts)
    monkeypatch.setattr(table_base, "make_bots", lambda setup, seed, deterministic=False: {1: ThinksUntilCancelled()})
    started = []
    start = BotRunner.start

    def counted(runner, bot, state):
        start(runner, bot, state)
        started.append(runner.thread)

    monkeypatch.setattr(BotRunner, "start", counted)
    assert smoke_run.smoke(app) == 0
    tables = [name for name, _ in smoke_run.smoke_tables(app) if name.startswith("table:")]
    assert len(started) == len(tables)  # each table's computer began to think
    assert not any(thread.is_alive() for thread in started)
    assert not [thread for thread in threading.enumerate() if thread.name == THREAD_NAME]


@pytest.mark.parametrize("before", [None, "/somewhere/else"])
def test_the_scratch_folder_moves_the_players_folders_and_puts_them_back(monkeypatch, before):
    if before is None:
        monkeypatch.delenv("TESSERA_HOME", raising=False)
    else:
        monkeypatch.setenv("TESSERA_HOME", before)
    with smoke_run.scratch_user_files() as scratch:
        assert paths.saves_dir() == scratch / "saves"
    assert not scratch.exists()
    assert os.environ.get("TESSERA_HOME") == before
