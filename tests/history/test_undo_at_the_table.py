"""Undo and redo at the tables: every kind of move of each game taken back with
Ctrl+Z (or the Undo button) and played again with Ctrl+Y or Ctrl+Shift+Z; undo refused,
with its sentence in the button's tooltip, across tiles drawn from the bag, a
computer's included; a person's move taken back while the computer's answer is
pending (it waits a second at normal speed), and with the computer's answer once it
has landed (the tooltip says so, Redo plays both again); undoing a Pass gives the
pass back."""
import random

import pygame
import pytest

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kasane import Combine, KasaneState
from game.kasane import EndTurn as KasaneEndTurn
from game.kasane import Take as KasaneTake
from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take, Tile, build_tile_set
from game.record import Entry
from session import registry
from scenes.ui.widgets import reason_under_pointer
from scenes.kaleido import KaleidoTable
from scenes.kasane import KasaneTable
from scenes.kerala import KeralaTable
from session.files import saves
from session.seats import COMPUTER, GameSetup, SeatSetup, default_setup
from scenes.table.computer_turns import ANSWER_SECONDS, ComputerTurns
from scenes.table.history import answers
from tests.events import click, key, move
from tests.table_checks import FirstMove, record_pacing, step, wait_for_computer

CTRL, SHIFT = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT


def undo(app):
    app.manager.dispatch(key(pygame.K_z, CTRL))
    app.manager.draw(app.surface)


def redo(app, shift=False):
    app.manager.dispatch(key(pygame.K_z, CTRL | SHIFT) if shift else key(pygame.K_y, CTRL))
    app.manager.draw(app.surface)


def open_table(app, table_class, state, seats=None):
    game = registry.get(table_class.game_id)
    setup = default_setup(game, state.players) if seats is None else GameSetup(game.id, tuple(seats))
    scene = table_class(app, setup, seed=1, state=state)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def undo_and_redo(app, scene, move_, shift=False):
    """Play ``move_``, take it back, play it again: the states before and after hold."""
    before = scene.state.to_json()
    version = scene.version
    scene.play(move_)
    after = scene.state.to_json()
    assert scene.controls.undo_button.enabled
    undo(app)
    assert scene.state.to_json() == before and scene.version > version  # redrawn from the record's state
    assert scene.controls.redo_button.enabled and "taken back" in scene.strip.text
    redo(app, shift)
    assert scene.state.to_json() == after and type(scene.last_move) is type(move_)
    assert not scene.controls.redo_button.enabled


def kerala_bag(*tiles):
    rest = build_tile_set()
    for tile in tiles:
        rest.remove(tile)
    return list(tiles) + rest


def kerala_special(kind):
    """Seat 1 opens round 2 by taking a special tile (so no draw lies between)."""
    special = Tile("red", 0, kind)
    state = KeralaState.new(2, colors=["blue", "red"],
                            bag=kerala_bag(Tile("red", 1), Tile("green", 1), special, Tile("green", 2)))
    state.apply(Take(0, 0, (1, 0)))
    state.apply(Take(0, 0, (1, 0)))
    take = next(m for m in state.legal_moves() if isinstance(m, Take) and m.offer_index == state.offer.index(special))
    return state, take


def test_kerala_take_and_pass_are_undone_and_redone(app):
    state = KeralaState.new(2, seed=3, colors=["blue", "black"])
    scene = open_table(app, KeralaTable, state)
    undo_and_redo(app, scene, next(m for m in scene.state.legal_moves() if isinstance(m, Take)), shift=True)
    undo(app)
    seat = scene.state.current_seat
    passes, score = scene.state.passes_left(seat), scene.state.scores()[seat]
    undo_and_redo(app, scene, Pass())
    assert scene.state.passes_left(seat) == passes - 1
    undo(app)  # a wrong Pass taken back (every seat is a person): the pass and the point come back
    assert scene.state.passes_left(seat) == passes and scene.state.scores()[seat] == score
    assert scene.state.current_seat == seat


@pytest.mark.parametrize("kind, special_move", [("move_elephant", MoveElephant), ("move_tile", MoveTile),
                                                 ("move_tile", SkipSpecial)])
def test_kerala_special_moves_are_undone_and_redone(app, kind, special_move):
    state, take = kerala_special(kind)
    scene = open_table(app, KeralaTable, state)
    undo_and_redo(app, scene, take)
    assert scene.state.pending_special == kind
    undo_and_redo(app, scene, next(m for m in scene.state.legal_moves() if isinstance(m, special_move)))
    undo(app)
    undo(app)  # the special move, then the take of the special tile
    assert scene.state.pending_special is None and take in scene.state.legal_moves()


def kaleido_rotate_state(seed=2):
    """A 2-player Kaleido game in its rotate phase (a board was just filled)."""
    rng = random.Random(seed)
    state = KaleidoState.new(2, seed=seed)
    while state.phase != "rotate":
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_kaleido_every_kind_of_move_is_undone_and_redone(app):
    scene = open_table(app, KaleidoTable, KaleidoState.new(2, seed=4))
    kinds = [PlaceTile, PlaceWhite, EndTurn, PlaceTile, PlaceBoard, EndTurn]
    for kind in kinds:
        undo_and_redo(app, scene, next(m for m in scene.state.legal_moves() if isinstance(m, kind)))
    scene = open_table(app, KaleidoTable, kaleido_rotate_state())
    undo_and_redo(app, scene, next(m for m in scene.state.legal_moves() if isinstance(m, Rotate)))
    undo_and_redo(app, scene, EndTurn())


def test_undo_is_refused_across_tiles_drawn_from_the_bag(app):
    scene = open_table(app, KeralaTable, KeralaState.new(2, seed=3, colors=["blue", "black"]))
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, Take)))
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, Take)))  # the round ends: a draw
    before = scene.state.to_json()
    assert not scene.controls.undo_button.enabled
    app.manager.dispatch(move(scene.controls.undo_button.rect.center))
    assert reason_under_pointer(scene.controls.buttons)[1] == "Undo cannot go back past this point: new tiles were drawn from the bag."
    undo(app)
    assert scene.state.to_json() == before and scene.strip.is_refusal
    assert scene.strip.text == "Undo cannot go back past this point: new tiles were drawn from the bag."


def test_undo_is_refused_across_a_computer_move_that_drew_from_the_bag(app):
    seats = [SeatSetup("Asha", "blue"), SeatSetup("Ravi", "black", "computer", "easy")]
    scene = open_table(app, KeralaTable, KeralaState.new(2, seed=3, colors=["blue", "black"]), seats)
    scene.computers.bots[1] = FirstMove()
    scene.play(Pass())  # Asha passes: Ravi, a computer player, is to move
    assert scene.history.undo_refusal() is None  # his answer is only pending
    while scene.state.current_seat == 1:
        scene.play(scene.state.legal_moves()[0])  # Ravi's move ends the round: new tiles are drawn
    before = scene.state.to_json()
    undo(app)
    assert scene.state.to_json() == before
    assert scene.strip.text == "Undo cannot go back past this point: new tiles were drawn from the bag."
    click(app.manager, scene.controls.undo_button.rect.center)  # the disabled button does nothing
    assert scene.state.to_json() == before


def test_a_persons_move_is_taken_back_until_the_computers_answer_lands(app):
    """At normal speed the computer's answer starts a second after the person's move at
    the earliest; until it lands Undo takes the person's move back and voids the answer."""
    seats = [SeatSetup("Asha", "blue"), SeatSetup("Ravi", "black", "computer", "easy")]
    scene = open_table(app, KeralaTable, KeralaState.new(2, seed=3, colors=["blue", "black"]), seats)
    scene.computers.bots[1] = FirstMove()
    events = record_pacing(scene)
    scene.play(Pass())
    moved_at = scene.computers.pacing.clock
    assert scene.controls.undo_button.enabled
    for _ in range(50):  # 0.83 s: Ravi has chosen, and waits
        wait_for_computer(scene)
        step(app)
    assert scene.computers.chosen is not None and len(scene.record.entries) == 1 and not scene.showing_move
    click(app.manager, scene.controls.undo_button.rect.center)
    assert scene.record.entries == [] and scene.state.current_seat == 0
    assert scene.computers.chosen is None and not scene.computers.runner.busy
    for _ in range(120):  # the void answer never lands
        step(app)
    assert scene.record.entries == []
    scene.play(Pass())
    moved_at = scene.computers.pacing.clock
    while len(scene.record.entries) < 2:
        wait_for_computer(scene)
        step(app)
    [start] = [t for kind, t in events if kind == "start"]
    assert start - moved_at >= ANSWER_SECONDS - 1e-6 and ANSWER_SECONDS >= 1.0
    assert not scene.controls.undo_button.enabled
    assert scene.controls.undo_button.disabled_reason == "Undo cannot go back past this point: new tiles were drawn from the bag."


def test_a_persons_move_is_taken_back_with_the_computers_answer_once_it_has_landed(app):
    seats = [SeatSetup("Asha", "red", second_color="yellow"), SeatSetup("Ravi", "blue", "computer", "easy", "purple")]
    scene = open_table(app, KaleidoTable, KaleidoState.new(2, seed=4), seats)
    scene.computers.bots[1] = FirstMove()
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, PlaceTile)))
    before = scene.state.to_json()
    scene.play(EndTurn())
    while scene.state.current_seat != 0 or scene.showing_move or scene.computers.chosen is not None:
        wait_for_computer(scene)
        step(app)
    after = scene.state.to_json()
    undo_button = scene.controls.undo_button
    assert undo_button.enabled and undo_button.tip == "Takes back Asha's move and Ravi's answer."
    app.manager.dispatch(move(undo_button.rect.center))
    assert reason_under_pointer(scene.controls.buttons) == (undo_button.rect, undo_button.tip)
    click(app.manager, undo_button.rect.center)
    assert scene.state.to_json() == before and scene.state.current_seat == 0
    assert scene.strip.text == "Asha's move and Ravi's answer were taken back (Redo plays them again)."
    for _ in range(120):   # no computer answers again: it is Asha's turn
        step(app)
    assert scene.state.to_json() == before
    redo(app)
    assert scene.state.to_json() == after
    assert scene.strip.text == "Asha's move and Ravi's answer were played again."


@pytest.mark.parametrize("table_class, players", [(KeralaTable, 3), (KasaneTable, 2), (KaleidoTable, 3)])
def test_every_table_takes_back_a_persons_move_with_the_first_computer_answer(app, table_class, players):
    """Asha's move, then the first computer's answer lands (in Kerala a round of three
    is not over yet, so nothing is drawn): Undo takes back both, and it is Asha's turn
    as it was before her last move."""
    game = registry.get(table_class.game_id)
    colors = game.default_colors(players)
    seats = [SeatSetup("Asha", colors[0])] + [SeatSetup(f"Computer {i}", colors[i], "computer", "easy")
                                              for i in range(1, players)]
    scene = open_table(app, table_class, game.new_state(GameSetup(game.id, tuple(seats)), 5), seats)
    scene.computers.bots = {seat: FirstMove() for seat in range(1, players)}
    befores = []   # Kasane's turn that ended by itself is taken back with its take (one step)
    while True:
        befores.append(scene.state.to_json())
        scene.play(scene.state.legal_moves()[0])
        if scene.state.current_seat != 0:
            break
    while scene.record.entries[-1].seat == 0 or scene.showing_move:
        wait_for_computer(scene)
        step(app)
    assert not any(entry.revealed for entry in scene.record.undo_span())
    assert scene.controls.undo_button.enabled and scene.controls.undo_button.tip.startswith("Takes back Asha's move")
    undo(app)
    assert scene.state.to_json() in befores and scene.state.current_seat == 0
    assert scene.strip.text.startswith("Asha's move and") and "taken back" in scene.strip.text


def test_the_persons_time_to_take_back_runs_once_their_move_has_landed():
    """A person's move still gliding into place leaves them their whole second after it lands."""
    turns = ComputerTurns({1: FirstMove()}, animation_scale=1.0)
    turns.after_a_person()
    turns.tick(0.6, landed=False)   # the person's piece glides
    assert turns.seconds_left() == pytest.approx(ANSWER_SECONDS)
    turns.tick(ANSWER_SECONDS - 0.05)
    assert turns.seconds_left() == pytest.approx(0.05)
    turns.tick(0.06)
    assert turns.seconds_left() is None


def test_a_new_move_ends_redo_and_the_undo_is_saved(app):
    scene = open_table(app, KeralaTable, KeralaState.new(2, seed=3, colors=["blue", "black"]))
    scene.play(Pass())
    undo(app)
    scene.autosaver.flush()
    assert saves.load("kerala").state.to_json() == scene.state.to_json()
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, Take)))
    assert not scene.record.can_redo
    redo(app)
    assert scene.strip.text == "There is nothing to redo."


def test_kasane_take_combine_and_end_turn_are_undone_and_redone(app):
    state = KasaneState.new(2, seed=5)
    rng = random.Random(5)
    scene = open_table(app, KasaneTable, state)
    seen = set()
    while {KasaneTake, Combine, KasaneEndTurn} - seen:
        legal = scene.state.legal_moves()
        wanted = [m for m in legal if type(m) not in seen] or legal
        move_ = rng.choice(wanted)
        before_round = scene.state.round
        # a turn that ends by itself (no combination after the take) is undone whole:
        # tests/kasane_table/test_undo.py; here the end a person chose
        forced = type(move_) is KasaneEndTurn and not any(type(m) is Combine for m in legal)
        if type(move_) in seen or forced:
            scene.play(move_)
            continue
        probe = scene.state.clone()
        probe.apply(move_)
        if probe.round != before_round:  # a new market would be dealt: undo may not cross it
            scene.play(move_)
            continue
        undo_and_redo(app, scene, move_)
        seen.add(type(move_))
        if type(move_) is KasaneTake and scene.state.phase == "combine":
            can_combine = any(type(m) is Combine for m in scene.state.legal_moves())
            assert (scene.chooser is not None) == can_combine  # offered again after the redo
    assert not scene.state.is_over


def test_kasane_undo_is_refused_once_a_new_market_is_dealt(app):
    scene = open_table(app, KasaneTable, KasaneState.new(2, seed=6))
    rng = random.Random(6)
    while scene.state.round == 1:
        scene.play(rng.choice(scene.state.legal_moves()))
    before = scene.state.to_json()
    assert not scene.controls.undo_button.enabled
    undo(app)
    assert scene.state.to_json() == before
    assert scene.strip.text == "Undo cannot go back past this point: a new market was dealt from the pile."


@pytest.mark.parametrize("table_class, colors", [(KeralaTable, ("blue", "black")), (KaleidoTable, ("red", "blue")),
                                                 (KasaneTable, ("red", "blue"))])
def test_at_the_end_only_log_and_rules_stay_in_the_banner(app, table_class, colors):
    game = registry.get(table_class.game_id)
    seats = [SeatSetup("Asha", colors[0]), SeatSetup("Ravi", colors[1], "computer", "easy")]
    scene = open_table(app, table_class, game.state_class().new(2, seed=7), seats)
    rng = random.Random(7)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    app.manager.draw(app.surface)
    controls = scene.controls
    assert [b.text for b in controls.buttons if b.visible] == ["Rules", "Log"]
    assert controls.buttons[0].rect.left - controls.buttons[1].rect.right < 20 * scene.scale  # side by side


def test_the_history_lists_the_computers_moves_since_a_person_moved(app):
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bot", "black", COMPUTER, "easy"),
                                 SeatSetup("Cat", "green", COMPUTER, "easy")))
    scene = KeralaTable(app, setup, seed=3)
    app.manager.reset(scene)
    assert scene.history.computer_moves_since_a_person() == []
    while scene.state.current_seat == 0:      # Ann's turn
        scene.play(scene.state.legal_moves()[0])
    ann = len(scene.record.entries)
    while scene.state.current_seat != 0:      # the two computers
        scene.play(scene.state.legal_moves()[-1])
    since = scene.history.computer_moves_since_a_person()
    assert since == scene.record.entries[ann:] and {1, 2} <= {entry.seat for entry in since}
    scene.history.show_moment(ann + 1)
    assert scene.history.computer_moves_since_a_person() == scene.record.entries[ann:ann + 1]


def test_a_turn_that_ended_by_itself_is_said_as_the_persons_one_move():
    """Undo's words count the computers' answers only: the end a Kasane take brought by
    itself is part of the person's move, never "Your answer"."""
    take = Entry(KasaneTake(0), 0, 1, (0, 0), False)
    end = Entry(KasaneEndTurn(), 0, 1, (0, 0), False, automatic=True)
    answer = Entry(KasaneTake(1), 1, 1, (0, 0), False)
    assert answers([take, end]) == [] and answers([take, end, answer]) == [answer]
