"""Undo and Redo at the Kasane table: a turn that ended by itself (the card taken
combines with nothing) is one step, taken back and played again whole, and the record
keeps both of its moves as they were played."""
import pygame

from game.kasane import EndTurn, Take
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
