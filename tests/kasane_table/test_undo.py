"""Undo and Redo at the Kasane table: a turn that ended by itself (the card taken
combines with nothing) is one step, taken back and played again whole, and the record
keeps both of its moves as they were played."""
import random

import pygame

from game.kasane import EndTurn, Take
from scenes.table.history import taken_back
from scenes.table.messages import message_box
from tests.events import key

from .helpers import press, settle, table, take_by_drag

# Seat 0 takes a 4 (nothing to combine with: its turn ends by itself); seat 1 a 3.
SCRIPT = [[1, 4, 6, 4], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]]


def test_undo_takes_back_a_take_that_ended_the_turn_and_redo_brings_both_back(app):
    scene = table(app, players=4, rows=SCRIPT)           # four people at one screen
    start = scene.state.to_json()
    take_by_drag(app, scene, 0)
    after = scene.state.to_json()
    assert [type(e.move) for e in scene.record.entries] == [Take, EndTurn]   # the record as played
    assert scene.state.current_seat == 1 and "nothing combines with it" in scene.strip.text
    undo, redo = scene.controls.undo_button, scene.controls.redo_button
    assert undo.enabled
    press(app, undo.rect.center)
    settle(app)                                           # a frame on: no end of turn is played again
    assert scene.state.to_json() == start and scene.record.entries == []
    assert scene.state.current_seat == 0 and scene.state.phase == "take" and redo.enabled
    assert "taken back" in scene.strip.text
    press(app, redo.rect.center)
    settle(app)
    assert scene.state.to_json() == after and [type(e.move) for e in scene.record.entries] == [Take, EndTurn]
    assert not redo.enabled and undo.enabled
    app.manager.dispatch(key(pygame.K_z, pygame.KMOD_CTRL))   # Ctrl+Z and Ctrl+Y do the same
    settle(app)
    assert scene.state.to_json() == start and scene.record.can_redo
    app.manager.dispatch(key(pygame.K_y, pygame.KMOD_CTRL))
    settle(app)
    assert scene.state.to_json() == after


def test_a_move_lost_for_good_no_more_in_a_long_hot_seat_game(app):
    """Undo twice from the next player's turn, then Redo twice: the game is where it was."""
    scene = table(app, players=4, rows=SCRIPT)
    take_by_drag(app, scene, 0)                           # seat 0: 4, ends by itself
    take_by_drag(app, scene, 1)                           # seat 1: 3, ends by itself
    played = scene.state.to_json()
    assert len(scene.record.entries) == 4 and scene.state.current_seat == 2
    for _ in range(2):
        scene.history.undo()
        settle(app)
    assert scene.record.entries == [] and scene.state.current_seat == 0
    for _ in range(2):
        scene.history.redo()
        settle(app)
    assert scene.state.to_json() == played and len(scene.record.entries) == 4


def test_undoing_a_take_that_may_combine_offers_the_choice_again_on_redo(app):
    scene = table(app, players=2, rows=SCRIPT)
    for row in (0, 1, 0):                                  # seat 0 holds 4-6 and may combine
        take_by_drag(app, scene, row)
    assert scene.chooser is not None
    scene.history.undo()
    settle(app)
    assert scene.chooser is None and scene.state.phase == "take" and scene.state.current_seat == 0
    scene.history.redo()
    settle(app)
    assert scene.chooser is not None and scene.state.phase == "combine"   # nothing played by itself
    assert type(scene.record.entries[-1].move) is Take


def test_a_long_message_while_choosing_is_said_over_the_market_clear_of_every_seat(app):
    """Seen in whole games with three players: "Player 1's move and the 3 computer moves
    after it were taken back (Redo plays them again)." beside the chooser's bar wrapped to
    three lines and grew over the last seat's name and level. While choosing, a message
    too long for the room beside the bar is said over the foot of the market, done with
    for the turn."""
    scene = table(app, players=3, seed=3)
    rng = random.Random(3)
    while scene.chooser is None:
        moves = scene.state.legal_moves()
        takes = [m for m in moves if isinstance(m, Take)]
        scene.play(rng.choice(takes or moves))
        settle(app)
    scene.strip.say(taken_back(False, "Player 1", "", 3))
    settle(app)
    window = pygame.Rect((0, 0), scene.size)
    box = message_box(scene.strip.text, scene.picture.message_area, window, scene.scale, False)[0]
    beside = message_box(scene.strip.text, scene.chooser_bar.message_room, window, scene.scale, False)[0]
    labels = [scene.seat_label(seat) for seat in range(3)]
    assert any(beside.colliderect(label) for label in labels)   # where it went before
    assert not any(box.colliderect(label) for label in labels)
    assert scene.places.rects["market"].contains(box)
    scene.strip.say("Click a style.")                            # a short one stays beside the bar
    settle(app)
    assert scene.picture.message_area == scene.chooser_bar.message_room
