"""Learn GAME at the three tables (issue 23): each lesson played through at its table
to the results, the coach marks on screen and the coach panel clear of them with its
text whole, a move off the lesson refused, leaving and taking up again, and the ways in
(the game chooser and the setup page)."""
from __future__ import annotations

import json

import pygame
import pytest

from scenes import navigation
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from scenes.pages.setup import SetupScene
from scenes.table.banner import waits
from scenes.table.hint import IN_A_LESSON
from scenes.table.coach_marks import SEPARATOR, panel_shape
from scenes.ui import theme
from session import registry
from session.files import lesson_saves
from session.lesson_files import load_lesson
from tests.events import click, key
from tests.games import GAME_IDS
from tests.lessons.helpers import GAMES
from tests.table_checks import SIZES, sized

FRAME = 1 / 30


def open_lesson(app, game_id):
    navigation.open_lesson(app, game_id)
    table = app.manager.top
    assert table.lesson is not None
    app.manager.draw(app.surface)
    return table


def frames(app, count=1):
    for _ in range(count):
        app.manager.update(FRAME)
        if app.manager.needs_redraw():
            app.manager.draw(app.surface)


def until_learner(app, table, limit=4000, read=lambda app, table: None):
    """Run frames (pressing Go on when a panel with it is on show, after ``read`` had a
    look at it) until the learner is to move, or the lesson is over."""
    for _ in range(limit):
        lesson = table.lesson
        if go_on_shows(table):
            app.manager.draw(app.surface)
            read(app, table)
            seat = table.state.current_seat
            if table.is_computer(seat) and not table.finished:  # the banner says who waits, and for what
                headline, guidance = table.turn_headline()
                assert headline == waits(table.names[seat]) and guidance.endswith(lesson.holding_words())
            press(app, table, "Go on")
            continue
        if lesson.runner.finished or (lesson.runner.learner_to_move and table.human_to_move and not table.animating
                                      and not lesson.waiting() and lesson.said() is not None):
            return
        frames(app)
    raise AssertionError(f"the lesson's computer seats did not move (at {table.lesson.runner.step})")


def go_on_shows(table) -> bool:
    return any(b.text == "Go on" for b in table.lesson.buttons)


def press(app, table, label):
    button = next(b for b in table.lesson.buttons if b.text == label)
    click(app.manager, button.rect.center)
    frames(app)


def until_end_panel(app, table, limit=4000):
    """Frames until the lesson's last panel (See the scores) shows: the end's scoring is seen first."""
    for _ in range(limit):
        if any(b.text == "See the scores" for b in table.lesson.buttons):
            return
        if go_on_shows(table):
            press(app, table, "Go on")
        frames(app)
    raise AssertionError("the lesson's end did not show")


def learner_move(table):
    return table.lesson.runner.expected[0]


def assert_marks_clear(app, table):
    """Every target of the step is on the screen, and the coach panel covers none and
    holds its text whole."""
    app.manager.draw(app.surface)
    layout = table.lesson.layout
    window = app.surface.get_rect()
    coach = table.lesson.runner.coach
    rects = [table.target_rect(t) for t in coach.targets]
    assert all(r is not None for r in rects), f"step {table.lesson.runner.step.number}: {coach.targets} -> {rects}"
    for target, rect in zip(coach.targets, rects):
        assert rect.width > 0 and rect.height > 0 and window.contains(rect), (target, rect)
        assert not layout.panel.colliderect(rect), (table.lesson.runner.step.number, target, rect, layout.panel)
    assert window.contains(layout.panel)
    covered = [w.text for w in table.widgets if w.visible and layout.panel.colliderect(w.rect)]
    assert not covered, (table.lesson.runner.step.number, covered)  # every button stays in reach
    s = theme.scale_for(window.size)
    title, text, buttons = table.lesson.words()
    shape = panel_shape(title, text, tuple(label for label, _ in buttons), layout.panel.width, s)
    assert " ".join(shape.lines).split() == text.split() and shape.size[1] == layout.panel.height
    assert " ".join(layout.heading).replace(SEPARATOR.strip(), " ").split() == title.replace(SEPARATOR, " ").split()
    room = layout.panel.width - 2 * round(14 * s)
    assert all(theme.font("body", s).size(line)[0] <= room for line in shape.lines)
    assert all(theme.font("label", s, bold=True).size(line)[0] <= room for line in layout.heading)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_plays_through_at_its_table(app, game_id, size):
    sized(app, size)
    table = open_lesson(app, game_id)
    total = len(table.lesson.lesson.panels)
    seen = 0
    while True:
        until_learner(app, table)
        if table.lesson.runner.finished:
            break
        step, _ = table.lesson.runner.progress
        assert step > seen  # a turn that can only end ends by itself at Kasane's table: a step of its own
        seen = step
        assert f"Step {step} of {total}" in table.lesson.words()[0]
        assert_marks_clear(app, table)
        table.play(learner_move(table))
        frames(app)
    assert table.finished
    until_end_panel(app, table)
    assert table.lesson.words()[0].endswith(f"Step {total} of {total}")
    frames(app, 5)
    assert not lesson_saves.exists(game_id)  # a lesson over is not taken up again
    assert table.scores_button.text == "See the scores"  # one name for the end's button, panel and banner alike
    press(app, table, "See the scores")
    results = app.manager.top
    assert isinstance(results, ResultsScene)
    real = next(w for w in results.widgets if getattr(w, "text", "") == "Play a real game")
    click(app.manager, real.rect.center)
    assert isinstance(app.manager.top, SetupScene) and app.manager.top.game.id == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_off_the_lesson_is_refused_and_changes_nothing(app, game_id):
    table = open_lesson(app, game_id)
    until_learner(app, table)
    runner = table.lesson.runner
    wanted = set(runner.expected)
    off = next(m for m in table.state.legal_moves() if m not in wanted and runner.check(m))
    before, moves = table.state.to_json(), len(table.record.entries)
    table.play(off)
    assert table.strip.text == runner.check(off) and table.strip.is_refusal
    assert table.state.to_json() == before and len(table.record.entries) == moves


@pytest.mark.parametrize("game_id", GAMES)
def test_leaving_and_taking_up_again_goes_on_at_the_same_step(app, game_id):
    table = open_lesson(app, game_id)
    for _ in range(3):
        until_learner(app, table)
        table.play(learner_move(table))
        frames(app)
    until_learner(app, table)
    step, moves = table.lesson.runner.step.number, len(table.record.entries)
    assert lesson_saves.exists(game_id)
    click(app.manager, table.menu_button.rect.center)
    assert isinstance(app.manager.top, MenuScene)
    again = open_lesson(app, game_id)
    assert again.lesson.runner.step.number == step and len(again.record.entries) == moves
    assert again.lesson.taken_up and "Start over" in [b.text for b in again.lesson.buttons]
    press(app, again, "Start over")
    fresh = app.manager.top
    assert fresh is not again and fresh.lesson.runner.step.number == 1 and not fresh.record.entries


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_in_a_lesson_goes_back_a_step(app, game_id):
    table = open_lesson(app, game_id)
    until_learner(app, table)
    first, before = table.lesson.runner.step.number, len(table.record.entries)
    table.play(learner_move(table))
    frames(app)
    assert table.lesson.runner.step.number > first and lesson_saves.exists(game_id)
    table.history.undo()
    frames(app)
    assert table.lesson.runner.step.number == first and table.lesson.runner.learner_to_move
    assert len(table.record.entries) == before and table.lesson.explanation is None
    kept = json.loads(lesson_saves.lesson_save_file(game_id).read_text())
    assert len(kept["record"]["moves"]) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_damaged_lesson_save_is_said_and_a_fresh_lesson_begins(app, game_id):
    path = lesson_saves.lesson_save_file(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    navigation.open_lesson(app, game_id)
    message = app.manager.top
    assert "lesson" in message.text.lower()
    table = app.manager.stack[-2]
    assert table.lesson is not None and not table.record.entries


@pytest.mark.parametrize("game_id", GAMES)
def test_save_as_is_refused_in_a_lesson(app, game_id):
    table = open_lesson(app, game_id)
    table.save_as()
    assert app.manager.top is table and "kept after every move" in table.strip.text


def whole_label(button) -> bool:
    return button.label_font().size(button.text)[0] <= button.rect.width - 2 * button.padding


@pytest.mark.parametrize("size", SIZES)
def test_the_game_chooser_shows_every_label_whole_beside_continue(app, monkeypatch, size):
    sized(app, size)
    monkeypatch.setattr("scenes.pages.menu.saves.exists", lambda game_id: True)
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    labels = [w.text for w in menu.widgets]
    assert labels.count("Continue") == len(GAME_IDS) and all(load_lesson(g).title in labels for g in GAMES)
    assert all(whole_label(w) for w in menu.widgets)
    assert all(app.surface.get_rect().contains(w.rect) for w in menu.widgets)


def test_the_game_chooser_and_the_setup_offer_every_lesson(app):
    menu = MenuScene(app)
    app.manager.reset(menu)
    menu.open_play()
    for game_id in GAMES:
        title = load_lesson(game_id).title
        learn = next(w for w in menu.widgets if w.text == title)
        assert whole_label(learn)  # the whole title, never cut
        setup = SetupScene(app, registry.get(game_id))
        app.manager.push(setup)
        app.manager.draw(app.surface)
        learn = next(w for w in setup.widgets if getattr(w, "text", "") == title)
        assert whole_label(learn)
        click(app.manager, learn.rect.center)
        assert app.manager.top.lesson.lesson.game_id == game_id
        app.manager.reset(menu)


def test_enter_goes_on_from_an_explanation(app):
    table = open_lesson(app, "kerala")
    until_learner(app, table)
    table.play(learner_move(table))
    frames(app)
    assert table.lesson.explanation is not None and go_on_shows(table)
    app.manager.dispatch(key(pygame.K_RETURN))
    assert table.lesson.explanation is None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_off_in_a_lesson_and_says_why(app, game_id):
    table = open_lesson(app, game_id)
    until_learner(app, table)
    button = table.controls.hint_button
    assert button is not None and not button.enabled and button.disabled_reason == IN_A_LESSON
    table.ask_hint()
    assert table.strip.text == IN_A_LESSON and table.strip.is_refusal
