"""Every table (issue 25): a frame that copies only what changed from the table's layer
shows what drawing the frame whole shows (no piece leaves a trace where it was, no region
or kept picture stays stale), and every rectangle a moving thing reports (a held piece, its marks, a
computer's piece in flight, a tooltip) is among those sent to the screen."""
import dataclasses
import random

import pygame
import pytest

from scenes.kaleido import KaleidoTable
from scenes.kasane import KasaneTable
from scenes.kerala import KeralaTable
from scenes.ui.widgets import reason_under_pointer
from session import registry
from session.seats import COMPUTER
from tests.events import down, key, move, up, wheel
from tests.table_checks import FirstMove, Scripted, changed_outside, step, table_time, wait_for_computer
from tests.test_every_table import TABLES, drag_path, open_table, seats


def forget_kept_pictures(scene) -> None:
    """Every picture the table keeps between frames is drawn again from nothing next
    frame: its region layer and the pictures kept inside its regions (Kerala's grounds,
    Kaleido's cluster), each of which is otherwise drawn again only where it changed, and
    what a region's parts are worked out from (Kaleido's board view)."""
    if isinstance(scene, KeralaTable):
        scene.drawing.layer.forget()
        scene.grounds.big_layers.clear()
        scene.grounds.mini_layers.clear()
        return
    assert isinstance(scene, (KaleidoTable, KasaneTable))
    scene.layer.layer.forget()
    if isinstance(scene, KaleidoTable):
        scene.cluster.image.drawn_for = None
        scene.cluster.kept = None


def whole_picture(app, scene) -> pygame.Surface:
    """The frame drawn from nothing (every kept picture drawn again, all of it copied),
    leaving the window as it was."""
    kept = app.surface.copy()
    forget_kept_pictures(scene)
    scene.screen_updates.window_lost()
    scene.dirty = True
    app.manager.draw(app.surface)
    whole = app.surface.copy()
    app.surface.blit(kept, (0, 0))
    return whole


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two pictures of one size."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    return diff.get_width() * diff.get_height() - same.count()


class Reported:
    """The rectangles the table's moving things report in each frame."""

    def __init__(self, scene):
        self.rects: list[pygame.Rect] = []
        real = scene.screen_updates.moving

        def moving(rect):
            if rect is not None:
                self.rects.append(pygame.Rect(rect))
            return real(rect)

        scene.screen_updates.moving = moving

    def take(self) -> list[pygame.Rect]:
        rects, self.rects = self.rects, []
        return rects


def assert_sent(app, reported: list[pygame.Rect]) -> bool:
    """Each reported rectangle (inside the window) is inside one sent to the screen;
    True when the frame sent only some rectangles."""
    sent = app.manager.changed_rects
    if sent is None:
        return False
    window = app.surface.get_rect()
    for rect in reported:
        rect = rect.clip(window)
        if rect.width and rect.height:
            assert rect.collidelist(sent) >= 0 and any(r.contains(rect) for r in sent), (rect, sent)
    return True


def frame(app, scene, reported, *events) -> bool:
    """One frame with ``events``: it must show what the whole frame shows and send what
    moved and every pixel it changed; True when it sent only some rectangles."""
    before = app.surface.copy()
    for event in events:
        app.manager.dispatch(event)
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    partial = assert_sent(app, reported.take())
    if partial:  # nothing that changed in the window was left off the screen
        assert changed_outside(before, app.surface, app.manager.changed_rects) == 0
    shown = app.surface.copy()
    whole = whole_picture(app, scene)
    assert differing(shown, whole) == 0, "a frame left something stale"
    return partial


@pytest.mark.parametrize("table_class", TABLES)
def test_a_held_piece_leaves_nothing_behind_and_reaches_the_screen(app, table_class):
    scene = open_table(app, table_class)
    reported = Reported(scene)
    start, end = drag_path(scene)
    assert frame(app, scene, reported, move(start))
    assert frame(app, scene, reported, down(start))   # picking up: where the piece lay and where it is held
    aside = (scene.size[0] // 2, scene.size[1] - 5)  # off every target, then onto one
    for goal in (aside, end):
        here = app.manager.top.pointer
        for i in range(1, 13):
            pos = (here[0] + (goal[0] - here[0]) * i // 12, here[1] + (goal[1] - here[1]) * i // 12)
            assert frame(app, scene, reported, move(pos, (1, 0, 0)))
    moves = len(scene.record.entries)
    assert frame(app, scene, reported, up(end))   # a move: the regions, the banner and buttons it changed
    assert frame(app, scene, reported)
    assert len(scene.record.entries) > moves


@pytest.mark.parametrize("table_class", TABLES)
def test_a_computer_move_in_flight_leaves_nothing_behind_and_reaches_the_screen(app, table_class):
    scene = open_table(app, table_class, people=0, computers=2, seed=12)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    reported = Reported(scene)
    partial = 0
    playing = table_time("two computer moves")
    while len(scene.record.entries) < 2 and playing():
        flying = scene.showing_move
        partial += frame(app, scene, reported, *pygame.event.get()) and flying
        wait_for_computer(scene)
    assert partial >= 10, partial


@pytest.mark.parametrize("table_class", TABLES)
def test_what_the_base_draws_over_the_table_leaves_nothing_behind_and_reaches_the_screen(app, table_class):
    """Why a button is off, the log and a past moment's way back come and go in frames
    that send only what changed, and the table is whole again where they were."""
    scene = open_table(app, table_class)
    reported = Reported(scene)
    off = next(b for b in scene.controls.buttons if b.visible and not b.enabled and b.disabled_reason)
    aside = (scene.size[0] // 2, scene.size[1] - 5)
    frame(app, scene, reported, move(aside))
    assert frame(app, scene, reported, move(off.rect.center))   # the reason appears
    assert reason_under_pointer(scene.buttons_that_say_why) is not None
    assert frame(app, scene, reported, move(aside))             # ... and goes
    scene.play(scene.state.legal_moves()[0])
    frame(app, scene, reported)
    frame(app, scene, reported)
    partial = 0
    for change in (scene.history.toggle_log, lambda: scene.history.show_moment(0),
                   scene.history.back_to_present, scene.history.toggle_log):
        change()
        scene.changed()
        frame(app, scene, reported)
        partial += frame(app, scene, reported, move(aside))
    assert partial == 4   # with the log open or at a past moment, a frame still sends only what changed


def gestures(scene, rng):
    """Random input a player might give, a gesture at a time (lists of frames' events):
    a pointer wandering, resting on a button or clicking it, a legal drag, a refused drop,
    the wheel over the table, Enter and the hint key."""
    width, height = scene.size
    while True:
        anywhere = (rng.randrange(width), rng.randrange(height))
        c = scene.controls   # every button may be rested on; those that open no page may be clicked
        pressable = [c.pause_button, c.log_button, c.undo_button, c.redo_button, c.hint_button,
                     *(w for w in scene.widgets if w is not scene.menu_button)]
        buttons = [(w.rect.center, w in pressable) for w in (*c.buttons, *scene.widgets) if w.visible]
        roll = rng.random()
        if roll < 0.25 and scene.human_to_move and not scene.finished:
            try:
                start, end = drag_path(scene)
            except (StopIteration, AttributeError, IndexError, KeyError):  # nothing to pick up: end the turn
                yield [[key(pygame.K_RETURN)]]
                continue
            end = end if rng.random() < 0.6 else anywhere
            path = [(start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8)
                    for i in range(1, 9)]
            yield [[move(start)], [down(start)], *([move(p, (1, 0, 0))] for p in path), [up(end)]]
        elif roll < 0.45 and buttons:
            at, pressable = rng.choice(buttons)
            yield [[move(at)], [], [down(at), up(at)] if pressable and rng.random() < 0.5 else []]
        elif roll < 0.75:
            yield [[move(anywhere)], [move(((anywhere[0] + width // 2) // 2, anywhere[1]))]]
        elif roll < 0.85:
            yield [[move(anywhere), wheel(rng.choice([-1, 1]))]]
        else:
            yield [[key(rng.choice([pygame.K_RETURN, pygame.K_h]))]]


@pytest.mark.parametrize("table_class", TABLES)
def test_random_input_sends_all_a_frame_changes_and_leaves_nothing_behind(app, table_class):
    """A person against a computer player, under random input: every frame shows what
    the frame drawn whole shows, and every pixel it changed reaches the screen."""
    scene = open_table(app, table_class, people=1, computers=1, seed=5)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    reported = Reported(scene)
    rng = random.Random(25)
    frames = partial = 0
    played = set()
    for gesture in gestures(scene, rng):
        for events in gesture:
            wait_for_computer(scene)
            partial += frame(app, scene, reported, *events, *pygame.event.get())
            frames += 1
            assert app.manager.top is scene, events
            played.update((i, e.seat) for i, e in enumerate(scene.record.entries))
        if frames >= 240 or scene.finished:
            break
    assert {seat for _, seat in played} == {0, 1}, "both the person and the computer played"
    assert partial >= frames * 0.8, (partial, frames)   # most frames sent only what changed


@pytest.mark.parametrize("table_class", TABLES)
def test_a_long_message_leaves_nothing_when_a_short_one_replaces_it(app, table_class):
    scene = open_table(app, table_class)
    reported = Reported(scene)
    frame(app, scene, reported)
    scene.strip.say("Crossed-out areas are removed (Player 1, Player 2): each of their tiles costs 2 points. "
              "Click a player to see their grounds. " * 2)  # two or three lines: the box grows upwards
    frame(app, scene, reported)
    scene.strip.say("Short.")
    frame(app, scene, reported)
    scene.strip.say("")
    frame(app, scene, reported)


def a_game_a_computer_ends(game_id: str):
    """A person and a computer at a table, and (seat, move) of a whole game of theirs
    whose last move is the computer's: the computer sits second, or else first."""
    people_first = seats(game_id, 1, 1)
    for setup in (people_first, dataclasses.replace(people_first, seats=people_first.seats[::-1])):
        rng, ahead, moves = random.Random(5), registry.get(game_id).new_state(setup, 12), []
        while not ahead.is_over:
            moves.append((ahead.current_seat, rng.choice(ahead.legal_moves())))
            ahead.apply(moves[-1][1])
        if setup.seats[moves[-1][0]].kind == COMPUTER:
            return setup, moves
    raise AssertionError("neither seating ends on the computer's move")


@pytest.mark.parametrize("table_class", TABLES)
def test_a_game_a_computer_ends_leaves_nothing_of_the_buttons_that_go(app, table_class):
    """The game over leaves only Log and Rules over the banner: the buttons that go (Pause,
    Hint, Undo, Redo, Save as...) stayed on the window when a computer made the last move."""
    setup, moves = a_game_a_computer_ends(table_class.game_id)
    computer = moves[-1][0]
    scene = table_class(app, setup, seed=12)
    app.manager.reset(scene)
    scene.computers.bots[computer] = Scripted(move for seat, move in moves if seat == computer)
    playing = table_time("the end of the game", seconds=3600)
    while not scene.finished and playing():
        if scene.state.current_seat != computer and not scene.showing_move:
            scene.play(moves[len(scene.record.entries)][1])
        step(app)
    assert scene.record.entries[-1].seat == computer
    assert scene.controls.pause_button is None
    frame(app, scene, Reported(scene))  # the frame shows what the whole frame shows
