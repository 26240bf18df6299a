"""Every panel of each lesson, read at its table at three window sizes (issue 47): the
step counter moves by one for each panel, no panel covers what it names or points at
nor what stays in sight (the scores, every seat's box or open hand, the message as drawn,
the table's and the board view's buttons),
its arrows end on their targets and keep off the message line, Go on keeps its place
between panels where a place allows, a computer's move is shown at the slow pace, in
sight and under no panel, and Kasane's kimono-card steps say what the button does now."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
import pytest

from scenes.kaleido import cluster
from scenes.table.coach_marks import (SEPARATOR, TIP_REACH, arrow_crossings, arrow_runs_over, panel_shape,
                                      place_panel)
from scenes.table.lesson import ARROW_DRAWN
from scenes.table.lesson_turns import SLOW
from scenes.ui import theme
from session.lesson_vocabulary import Target
from tests.lessons.helpers import GAMES
from tests.lessons.spoken_of import SPOKEN_OF
from tests.lessons.test_lesson_tables import frames, go_on_shows, open_lesson, press
from tests.table_checks import sized

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@dataclass
class Reading:
    """What a walk through a lesson saw: each panel's (number, total, text), and what went wrong."""

    panels: list = field(default_factory=list)
    problems: list = field(default_factory=list)
    moves_seen: int = 0


def must_show(table) -> list:
    """What stays in sight whatever a panel says: every seat's score and the other kinds
    its game keeps in sight (a seat's box, its open hand), the message line, the table's
    buttons and the board view's zoom buttons, read here from the table itself."""
    seats = range(len(table.names))
    kinds = table.lesson.lesson.vocabulary.in_sight
    found = [table.target_rect(Target(kind, (("seat", seat),))) for kind in kinds for seat in seats]
    rects = [r for r in found if r is not None] + [pygame.Rect(w.rect) for w in table.widgets if w.visible]
    view = getattr(table, "view", None)
    rects += [pygame.Rect(b.rect) for b in (view.buttons if view is not None else ()) if b.visible]
    return rects + [r for r in (table.rects.get("message"), table.strip.rect) if r is not None]


def words(text: str) -> list[str]:
    """The words of a heading, however it is broken into lines."""
    return text.replace(SEPARATOR.strip(), " ").split()


def in_the_way(table) -> list:
    """What no arrow should run across: the table's pieces (its boards, tiles, cards),
    every seat's score and the buttons."""
    scores = [table.target_rect(Target("score", (("seat", seat),))) for seat in range(len(table.names))]
    view = getattr(table, "view", None)
    return table.lesson.pieces() + [pygame.Rect(r) for r in scores if r is not None] \
        + [pygame.Rect(w.rect) for w in table.widgets if w.visible] \
        + [pygame.Rect(b.rect) for b in (view.buttons if view is not None else ()) if b.visible]


def check_panel(app, table, reading: Reading, last_go_on) -> None:
    """The panel on show now: whole, in the window, clear of what it names, its arrows right."""
    lesson = table.lesson
    layout = lesson.layout
    title, text, buttons = lesson.words()
    where = f"{title}: {text[:60]!r}"
    window = app.surface.get_rect()
    panel = layout.panel
    if not window.contains(panel):
        reading.problems.append(f"{where}: the panel leaves the window")
    said = lesson.said()
    for target in (*said.point, *said.show):
        rect = table.target_rect(target)
        if rect is None or not window.contains(rect):
            reading.problems.append(f"{where}: {target} is not on the screen ({rect})")
        elif panel.colliderect(rect):
            reading.problems.append(f"{where}: the panel covers {target}")
    for rect in must_show(table):
        if panel.colliderect(rect):
            reading.problems.append(f"{where}: the panel covers {tuple(rect)}, which stays in sight")
    for what, rect in SPOKEN_OF.get(lesson.lesson.game_id, lambda *_: [])(table, said.panel, text):
        if panel.colliderect(rect):
            reading.problems.append(f"{where}: the panel covers {what}, which its words speak of")
    s = theme.scale_for(window.size)
    shape = panel_shape(title, text, tuple(label for label, _ in buttons), panel.width, s)
    if " ".join(shape.lines).split() != text.split() or words(" ".join(shape.heading)) != words(title) \
            or shape.size[1] != panel.height or layout.heading != shape.heading:
        reading.problems.append(f"{where}: the text is not whole")
    message = table.rects.get("message")
    # an arrow across the message line is avoidable when all the marks lie on one side of it
    one_side = message is not None and (all(t.bottom <= message.top for t in layout.targets)
                                        or all(t.top >= message.bottom for t in layout.targets))
    named, pieces = lesson.kept_in_view(), in_the_way(table)
    assert len(layout.arrows) == len(layout.targets)
    for target, (start, tip) in zip(layout.targets, layout.arrows):
        reach = (TIP_REACH + 0.01) * min(target.width, target.height) + 1
        if not target.collidepoint(tip) or math.dist(tip, target.center) > reach:
            reading.problems.append(f"{where}: an arrow ends at {tip}, off its target {target}")
        if not panel.collidepoint(start) or panel.inflate(-2, -2).clipline(start, tip):
            reading.problems.append(f"{where}: an arrow starts at {start}, off the panel's edge or back across it")
        if one_side and message.clipline(start, tip):
            reading.problems.append(f"{where}: an arrow runs across the message line")
        if math.dist(start, tip) <= ARROW_DRAWN * s:
            continue  # not drawn: the ring marks the target
        crossed = [tuple(r) for r in (*named, *pieces) if not r.colliderect(target) and r.clipline(start, tip)]
        if crossed:
            free = clear_place(table, panel.size, one_side)
            if free is not None:
                reading.problems.append(f"{where}: an arrow runs across {crossed[:3]} (pieces, things it names, "
                                        f"scores or buttons), "
                                        f"though the panel would have a clear way at {tuple(free)}")
    go_on = next((b for b in lesson.buttons if b.text == "Go on"), None)
    if go_on is not None and last_go_on is not None and go_on.rect != last_go_on:
        kept = pygame.Rect(panel.topleft, panel.size)
        kept.bottomright = last_go_on.bottomright
        kept.move_ip(round(14 * s), round(14 * s))  # the panel's corner, a margin beyond its button
        banner = table.rects.get("banner")
        area = pygame.Rect(0, banner.bottom if banner else 0, window.width, window.height)
        margin = round(8 * s)  # the placer keeps this much clear around what must stay in view
        blocked = not area.contains(kept) \
            or any(kept.colliderect(r.inflate(2 * margin, 2 * margin)) for r in lesson.kept_in_view()) \
            or any(kept.colliderect(r) for r in must_show(table)) \
            or any(arrow_crossings(kept, t, lesson.kept_in_view(), lesson.message_line(), in_the_way(table))
                   for t in layout.targets)
        if not blocked:
            reading.problems.append(f"{where}: Go on moved from {last_go_on} to {go_on.rect}, its place free")


def clear_place(table, size, one_side: bool, step: int = 16):
    """A place for a panel of ``size`` (the test's own search, every ``step`` pixels)
    inside the table under the banner, covering nothing the panel names (with the
    placer's margin) nor what stays in sight, whose arrows cross neither the message line
    (when the marks lie on one side of it), nor a thing the panel names, nor a piece of
    the table; None when there is none."""
    lesson = table.lesson
    window = pygame.Rect((0, 0), table.size)
    banner = table.rects.get("banner")
    area = pygame.Rect(0, banner.bottom if banner else 0, window.width, window.height)
    area.height = window.bottom - area.top
    margin = round(8 * theme.scale_for(window.size))
    named = lesson.kept_in_view()
    avoid = [r.inflate(2 * margin, 2 * margin) for r in named] + must_show(table)
    message = table.rects.get("message") if one_side else None
    pieces = in_the_way(table)
    for y in range(area.top, area.bottom - size[1] + 1, step):
        for x in range(area.left, area.right - size[0] + 1, step):
            rect = pygame.Rect((x, y), size)
            if any(rect.colliderect(r) for r in avoid):
                continue
            if not any(arrow_crossings(rect, t, named, message, pieces) for t in lesson.layout.targets):
                return rect
    return None


def move_in_sight(game_id, table) -> bool:
    """The computer's move being shown is on the part of the table on show."""
    if game_id == "kaleido":
        move = table.lesson.runner.computer_move()
        place = getattr(move, "board", None) or getattr(move, "at", None)
        if place is None:
            return True
        rect = cluster.board_shape(table.view, place).rect
        return table.view.rect.contains(rect)
    if game_id == "kerala":
        return table.focus == table.state.current_seat
    return True


def read_through(app, table, game_id, limit=20000) -> Reading:
    """Play the lesson to its end as a learner who reads every panel, checking each."""
    reading = Reading()
    last, last_go_on = None, None
    for _ in range(limit):
        lesson = table.lesson
        app.manager.draw(app.surface)
        if table.showing_move:
            reading.moves_seen += 1
            if lesson.layout is not None:
                reading.problems.append(f"a panel shows over a computer's move: {lesson.words()[1][:60]!r}")
            if not move_in_sight(game_id, table):
                reading.problems.append(f"a computer's move out of sight: {lesson.runner.computer_move()}")
        said = lesson.said()
        if said is not None and (said.panel, said.text) != last:
            n, total = lesson.runner.panel_number(said.panel)
            assert said.title.endswith(f"Step {n} of {total}")
            reading.panels.append((n, total, said.text))
            check_panel(app, table, reading, last_go_on)
            last = (said.panel, said.text)
            go_on = next((b for b in lesson.buttons if b.text == "Go on"), None)
            last_go_on = pygame.Rect(go_on.rect) if go_on is not None else None
        if any(b.text == "See the scores" for b in lesson.buttons):
            return reading
        if go_on_shows(table):
            press(app, table, "Go on")
            continue
        if lesson.runner.learner_to_move and table.human_to_move and not table.animating and not lesson.waiting() \
                and lesson.said() is not None:
            table.play(lesson.runner.expected[0])
        frames(app)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_panel_is_counted_placed_clear_and_pointed_right(app, game_id, size):
    sized(app, size)
    table = open_lesson(app, game_id)
    reading = read_through(app, table, game_id)
    total = len(table.lesson.lesson.panels)
    assert [n for n, _, _ in reading.panels] == list(range(1, total + 1))  # one step per panel, none skipped
    assert all(t == total for _, t, _ in reading.panels)
    assert reading.moves_seen > 0
    assert not reading.problems, "\n".join(reading.problems)


@pytest.mark.parametrize("animation, pace", [("normal", SLOW), ("fast", SLOW), ("slow", SLOW), ("off", 0.0)])
def test_a_lessons_computer_moves_go_at_the_slow_pace(app, animation, pace):
    app.settings.animation = animation
    table = open_lesson(app, "kerala")
    assert table.computers.pacing.scale == pace and table.animator.scale == pace


def test_a_computer_seats_coach_text_waits_for_go_on_before_its_move(app):
    table = open_lesson(app, "kaleido")
    press(app, table, "Go on")  # the intro
    coach = table.lesson.runner.coach
    assert not coach.learner and coach.text and table.lesson.words()[1] == coach.text
    entries = len(table.record.entries)
    frames(app, 200)
    assert len(table.record.entries) == entries and go_on_shows(table)
    press(app, table, "Go on")
    for _ in range(400):
        if len(table.record.entries) > entries:
            break
        frames(app)
    assert len(table.record.entries) > entries


def test_the_kaleido_view_is_brought_to_a_computers_move(app):
    table = open_lesson(app, "kaleido")
    press(app, table, "Go on")
    table.view.pan(4000, 0)  # the learner looked far away
    move = table.lesson.runner.computer_move()
    assert not table.view.rect.colliderect(cluster.board_shape(table.view, move.board).rect)
    press(app, table, "Go on")
    for _ in range(100):
        if table.showing_move:
            break
        frames(app)
    assert table.showing_move and table.view.rect.contains(cluster.board_shape(table.view, move.board).rect)


def test_kasanes_kimono_card_steps_say_what_the_button_does_now(app):
    """The chooser puts the kimono's last card in by itself where that pays most: the
    step says so, and names the button as it reads then (pressing it takes the card out)."""
    table = open_lesson(app, "kasane")
    steps = 0
    while not table.lesson.runner.finished:
        lesson = table.lesson
        if go_on_shows(table):
            press(app, table, "Go on")
            continue
        if lesson.runner.learner_to_move and table.human_to_move and not table.animating and not lesson.waiting() \
                and lesson.said() is not None:
            app.manager.draw(app.surface)
            text, move = lesson.words()[1], lesson.runner.expected[0]
            button = table.chooser_bar.buttons["kimono"]
            if getattr(move, "reuse_last", False):  # a combination with the kimono's last card
                steps += 1
                assert button.visible and button.text == "- kimono card"  # it is in: the button takes it out
                assert f'"{button.text}"' in text and "take" in text.split(button.text)[1], (text, button.text)
            table.play(lesson.runner.expected[0])
        frames(app)
    assert steps == 2


def test_the_panel_is_placed_where_its_arrow_runs_over_nothing_else_it_names():
    """A badge the panel points at, with another it names between it and the nearest free
    place: the panel goes where its arrow leaves the other badge in view."""
    area = pygame.Rect(0, 0, 800, 600)
    target, other = pygame.Rect(380, 280, 40, 40), pygame.Rect(40, 160, 720, 40)  # a row of badges above it
    # only the top and bottom bands are free of what must stay in sight; the top is plainer
    must_show = [pygame.Rect(0, 120, 800, 110), pygame.Rect(0, 330, 800, 110)]
    busy = lambda rect: rect.width * rect.height if rect.top > 300 else 0  # noqa: E731
    panel = place_panel([(300, 100)], area, [target, other], (), 8, busy=busy, must_show=must_show,
                        marked=[target])
    assert not any(panel.colliderect(m) for m in must_show) and not panel.colliderect(other)
    assert not arrow_runs_over(panel, target, other)
    assert panel.top > target.bottom  # below, the busier band, since above the arrow crosses the other badge
