"""While a lesson shows a computer's move, or has a panel to be read before the learner's
next move, the table takes no move of the learner's and lights nothing for one: a drag
or a click then changes nothing, and the same one plays once the lesson's panel asks
for it (issue 47: a tile could be dragged in the second before the next panel)."""
from __future__ import annotations

from game.kerala import Take as KeralaTake
from session.lesson_vocabulary import Target
from tests.events import click, drag_with_mouse, move
from tests.lessons.test_lesson_tables import frames, go_on_shows, open_lesson, press


def until(app, table, condition, limit=3000):
    """Frames until ``condition()`` holds, reading the lesson as a learner: Go on
    pressed where it shows, the learner's move played where the lesson asks for it."""
    for _ in range(limit):
        if condition():
            return
        if go_on_shows(table):
            press(app, table, "Go on")
            continue
        if learners_coach_shows(table) and table.human_to_move:
            table.play(table.lesson.runner.expected[0])
        frames(app)
    raise AssertionError("the lesson never came to the moment the test waits for")


def computers_move_on_show(table) -> bool:
    """The learner is to move next, and the computer's move before is still on show."""
    entries = table.record.entries
    return (table.state.current_seat == table.lesson.runner.lesson.learner and bool(entries)
            and table.is_computer(entries[-1].seat) and table.computers.holding())


def learners_coach_shows(table) -> bool:
    said = table.lesson.said()
    return said is not None and table.lesson.runner.learner_to_move and not go_on_shows(table)


def drag_the_expected_tile(app, table) -> None:
    """Drag the offer's tile the Kerala lesson expects onto its cell, with the pointer."""
    expected = table.lesson.runner.expected[0]
    assert isinstance(expected, KeralaTake)
    start = table.target_rect(Target("offer", (("index", expected.offer_index),))).center
    end = table.target_rect(Target("cell", (("seat", table.state.current_seat), ("cell", expected.cell)))).center
    drag_with_mouse(app.manager, start, end)
    frames(app)


def test_a_drag_while_a_computers_move_is_on_show_changes_nothing(app):
    table = open_lesson(app, "kerala")
    until(app, table, lambda: computers_move_on_show(table))
    moves = len(table.record.entries)
    app.manager.dispatch(move(table.target_rect(Target("offer", (("index", 0),))).center))
    assert not table.human_to_move and table.picture.human_to_move is False  # the tile does not light up
    assert table.banner_view().guidance.startswith("Watch the move")
    drag_the_expected_tile(app, table)
    assert len(table.record.entries) == moves and not table.drag.holding
    assert table.lesson.said() is None or computers_move_on_show(table)  # no panel was skipped
    until(app, table, lambda: learners_coach_shows(table))
    assert table.human_to_move
    drag_the_expected_tile(app, table)
    assert len(table.record.entries) == moves + 1


def test_a_drag_while_a_panel_waits_for_go_on_changes_nothing(app):
    """Kerala's step 4 is explained in a panel while the learner's step 5 comes next."""
    table = open_lesson(app, "kerala")
    lesson = table.lesson
    until(app, table, lambda: learners_coach_shows(table) and lesson.runner.step.number == 4)
    drag_the_expected_tile(app, table)
    frames(app, 5)
    assert go_on_shows(table) and lesson.runner.learner_to_move and lesson.runner.step.number == 5
    moves = len(table.record.entries)
    assert not table.human_to_move and "Go on" in table.banner_view().guidance
    drag_the_expected_tile(app, table)
    assert len(table.record.entries) == moves and lesson.runner.step.number == 5
    press(app, table, "Go on")
    assert learners_coach_shows(table) and table.human_to_move
    drag_the_expected_tile(app, table)
    assert len(table.record.entries) == moves + 1


def test_a_click_on_the_market_while_a_computers_move_is_on_show_takes_nothing(app):
    table = open_lesson(app, "kasane")
    until(app, table, lambda: computers_move_on_show(table))
    moves = len(table.record.entries)
    row = table.lesson.runner.expected[0].row
    card = table.target_rect(Target("market_row", (("row", row),))).center
    click(app.manager, card)
    frames(app)
    assert len(table.record.entries) == moves
    until(app, table, lambda: learners_coach_shows(table))
    click(app.manager, card)
    frames(app)
    assert len(table.record.entries) == moves + 1
