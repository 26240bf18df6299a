"""The Hint at every table: the hard computer's move for the person to move (legal, the
same as the hard computer plays for the same seed and iteration cap), thought of off
the UI thread, shown as a ghost with the pure module's line, cancelled by a move or an
undo, off with a reason when it is not a person's turn, and counted per seat in the
results and the save (undo takes no count back)."""
import random

import pygame
import pytest

from game.bots import make_bot
from game.core import SaveFormatError
from game.kerala import KeralaState
from game.record import GameRecord
from scenes import navigation, tables
from scenes.pages import results
from scenes.pages.results import ResultsScene
from scenes.table import hint as table_hint
from session import registry
from session.computers import UNLIMITED_SECONDS
from session.files import saves
from session.hints import HintFinder, explain, hint_seed
from session.result import GameResult
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import key
from tests.games import GAME_IDS
from tests.table_checks import run_until, step
from tests.waiting import joined

TABLES = list(tables.TABLES.values())
#: The iteration cap the session checks run the hard computer with (small: the check is equality).
CAP = 24


def seats(game_id, computer_first=False):
    colors = registry.get(game_id).default_colors(2)
    person, computer = SeatSetup("Ann", colors[0]), SeatSetup("Bot", colors[1], COMPUTER, "normal")
    if computer_first:
        person, computer = SeatSetup("Ann", colors[1]), SeatSetup("Bot", colors[0], COMPUTER, "normal")
        return GameSetup(game_id, (computer, person))
    return GameSetup(game_id, (person, computer))


def open_table(app, table_class, computer_first=False, seed=11):
    scene = table_class(app, seats(table_class.game_id, computer_first), seed=seed)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def frames(app, until, seconds):
    """Frames (:func:`step`: the hint and the computer think on threads, waited for after
    each) until ``until()``, for ``seconds`` of the table's time at most; whether it came."""
    for _ in range(round(seconds * 60)):
        if until():
            return True
        step(app)
    return bool(until())


def pixels(surface, rect):
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def positions(game_id, count=4, seed=3):
    """Seeded positions through a game of two seats: one every few moves of the normal computer."""
    game = registry.get(game_id)
    setup = seats(game_id)
    state = game.new_state(setup, seed)
    bot = make_bot("normal", seed)
    found = []
    while not state.is_over and len(found) < count:
        if len(state.legal_moves()) > 1:
            found.append(state.clone())
        for _ in range(3):
            if state.is_over:
                break
            state.apply(bot.choose(state.clone()))
    return setup, found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_is_legal_and_the_hard_computers_move(game_id):
    setup, states = positions(game_id)
    names = [s.name for s in setup.seats]
    words = registry.get(game_id).hint_words()
    assert len(states) >= 3
    for index, state in enumerate(states):
        seed = hint_seed(5, index)
        hint = HintFinder(seed, names, words, iterations=CAP, processes=1, budget=UNLIMITED_SECONDS).choose(state)
        hard = make_bot("hard", seed, iterations=CAP, processes=1, budget=UNLIMITED_SECONDS).choose(state.clone())
        assert hint.move == hard
        assert hint.seat == state.current_seat
        turn = state.clone()
        for move in hint.moves:  # the whole turn the line speaks of is legal, and the seat's
            assert turn.current_seat == hint.seat and move in turn.legal_moves()
            turn.apply(move)
        assert hint == explain(state, hint.move, names, words)
        assert len(hint.advice) == len(hint.moves) and hint.line.startswith(hint.advice[0])
        assert hint.reasons[0].endswith("now.") and "expects you to finish" in hint.forecast


@pytest.mark.parametrize("table_class", TABLES)
def test_the_hint_shows_the_move_ghosted_with_its_reason(app, table_class):
    scene = open_table(app, table_class)
    before = app.surface.copy()
    assert scene.controls.hint_button.enabled
    app.manager.dispatch(key(pygame.K_h))
    assert scene.hint.thinking and scene.strip.text == table_hint.THINKING
    assert scene.controls.hint_button.disabled_reason == table_hint.THINKING
    run_until(app, lambda: scene.hint.shown is not None, "the hint shown")
    hint = scene.hint.shown
    state = scene.state
    assert hint.move in state.legal_moves() and hint.seat == 0
    assert scene.strip.text == "Hint: " + explain(state, hint.move, scene.names, scene.game.hint_words()).line
    assert scene.record.hints == [1, 0]
    app.manager.draw(app.surface)
    drawn = [r.clip(app.surface.get_rect()) for r in scene.draw_hint(app.surface.copy(), hint.moves)]
    assert drawn, "the hint's turn is drawn"
    assert any(pixels(before, r) != pixels(app.surface, r) for r in drawn), "the ghost is on the screen"
    scene.play(hint.move)
    assert scene.hint.shown is None, "the ghost goes when the player moves"


@pytest.mark.parametrize("table_class", TABLES)
def test_the_hint_is_off_with_a_reason_on_a_computers_turn(app, table_class):
    scene = open_table(app, table_class, computer_first=True)
    button = scene.controls.hint_button
    assert not button.enabled and button.disabled_reason == table_hint.FOR_A_PERSON
    app.manager.dispatch(key(pygame.K_h))
    assert not scene.hint.thinking and scene.strip.text == table_hint.FOR_A_PERSON and scene.strip.is_refusal


@pytest.mark.parametrize("table_class", TABLES)
def test_a_move_cancels_the_hint_being_thought_of(app, table_class):
    scene = open_table(app, table_class)
    app.manager.dispatch(key(pygame.K_h))
    thread = scene.hint.runner.thread
    assert scene.hint.thinking
    scene.play(scene.state.legal_moves()[0])
    assert not scene.hint.thinking
    joined(thread, "the end of the cancelled hint's thread")
    step(app)  # a frame takes in what the thread left
    assert scene.hint.shown is None and scene.record.hints == [0, 0]


@pytest.mark.parametrize("table_class", TABLES)
def test_undo_forgets_the_hint_but_not_its_count(app, table_class):
    scene = open_table(app, table_class)
    scene.play(scene.state.legal_moves()[0])
    for _ in range(20):  # the move lands, the table may end the turn, the computer may answer
        run_until(app, lambda: scene.controls.hint_button.enabled, "the Hint button on again")
        if not frames(app, lambda: not scene.controls.hint_button.enabled, seconds=5):
            break  # Ann's turn, and it stays
    app.manager.dispatch(key(pygame.K_h))
    run_until(app, lambda: scene.hint.shown is not None, "the hint shown")
    if scene.history.undo_refusal() is None:
        scene.history.undo()
        assert scene.hint.shown is None
    assert scene.record.hints == [1, 0]


@pytest.mark.parametrize("table_class", TABLES)
def test_hint_counts_survive_the_save_and_reach_the_results(app, table_class):
    scene = open_table(app, table_class)
    app.manager.dispatch(key(pygame.K_h))
    run_until(app, lambda: scene.hint.shown is not None, "the hint shown")
    scene.autosaver.flush()
    saved = saves.load(table_class.game_id)
    assert saved.record.hints == [1, 0]
    again = table_class(app, saved.setup, seed=saved.seed, record=saved.record)  # Continue
    assert again.record.hints == [1, 0]
    result = GameResult.of_record(registry.get(table_class.game_id), saved.setup, saved.record)
    assert result.hints == ((0, 1),) and result.hints_taken() == "Ann took 1 hint."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_results_page_says_the_hints_each_person_took(app, monkeypatch, game_id):
    colors = registry.get(game_id).default_colors(2)
    setup = GameSetup(game_id, (SeatSetup("Ann", colors[0]), SeatSetup("Ben", colors[1])))
    table = navigation.table_of(app, game_id)(app, setup, seed=6)
    app.manager.reset(table)
    table.record.took_hint(1)
    rng = random.Random(6)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    assert table.result.hints_taken() == "Ann took 0 hints and Ben took 1 hint."
    said = []
    real = results.draw_lines
    monkeypatch.setattr(results, "draw_lines", lambda surface, lines, *rest, **kw: (said.append(" ".join(lines)),
                                                                                    real(surface, lines, *rest, **kw)))
    app.manager.reset(ResultsScene(app, table.result, setup))
    app.manager.draw(app.surface)
    assert any(text.endswith("Ann took 0 hints and Ben took 1 hint.") for text in said)


def test_the_record_keeps_hints_through_undo_and_its_data():
    record = GameRecord.new(KeralaState, (True, True), players=2, seed=4)
    assert "hints" not in record.to_data()  # a record without hints reads as before
    record.play(record.state.legal_moves()[0])
    record.took_hint(1)
    record.took_hint(1)
    record.undo()
    assert record.hints == [0, 2]
    data = record.to_data()
    assert GameRecord.from_data(KeralaState, data).hints == [0, 2]
    for bad in ([0], [0, -1], [0, "2"], "2"):
        with pytest.raises(SaveFormatError, match="hints"):
            GameRecord.from_data(KeralaState, dict(data, hints=bad))


@pytest.mark.parametrize("table_class", TABLES)
def test_the_hint_is_off_at_an_earlier_moment_and_once_the_game_is_over(app, table_class):
    scene = open_table(app, table_class)
    scene.play(scene.state.legal_moves()[0])
    run_until(app, lambda: scene.controls.hint_button.enabled, "the Hint button on again")
    scene.history.show_moment(len(scene.record.entries) - 1)  # before the last move
    assert scene.looking_back
    assert scene.controls.hint_button.disabled_reason == table_hint.LOOKING_BACK
    app.manager.dispatch(key(pygame.K_h))
    assert scene.hint.shown is None and not scene.hint.thinking
    moment = table_hint.HintMoment(finished=True, looking_back=False, person_to_move=False, in_flight=False)
    assert scene.hint.refusal(moment) == table_hint.GAME_OVER
