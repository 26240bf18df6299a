"""What every table shares says its words from the catalog: in the tests' pseudo-language
(tests/pseudo_language.py) the banner's headlines and guidance, Undo's and Redo's
sentences, the banner's buttons, the board view's tooltips, the seat panel's points and
levels, the Log's title, the ways out, the refusals, the Hint's and the Review's own
sentences and a lesson's refusals and facts hold no plain word but the seats' names (and,
in a lesson's refusal, the lesson's own words, which its file gives per language). The
games' own words (their tables' sentences) are their passes' and are not checked here."""
from __future__ import annotations

import random

import pygame
import pytest

from game import words
from game.kerala import KeralaState
from game.narration import YOU
from game.words import _
from scenes.kerala.scene import KeralaTable
from scenes.table import banner
from scenes.table.hooks import TableHooks
from scenes.table.history import played_again, taken_back, takes_back
from scenes.table.hud import SeatPanel, points_short
from scenes.table.score_change import score_change
from scenes.ui import theme
from session.game_info import level_name
from session.hints import Forecast, reason_sentences
from session.lesson_files import load_lesson
from session.lesson_runner import LessonRunner
from session.lesson_vocabulary import Said
from session.lesson_vocabulary.base import scores_words, winner_words
from session.review_words import WHY_LATER, expectation, in_a_row, points_sentence
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests import pseudo_language

#: Seats named in Cyrillic and Greek: data, with no plain letter in them.
NAMES = ("Аша", "Рави", "Ελένη")


@pytest.fixture
def pseudo():
    words.use(pseudo_language.language())
    yield
    words.use(words.ENGLISH)


def assert_catalogued(texts, data=NAMES) -> None:
    texts = [text for text in texts if text]
    assert texts
    faults = pseudo_language.uncatalogued(texts, [*data, YOU])
    assert not faults, f"said without a catalog: {faults}"


def a_finished_game(players: int = 3, seed: int = 3) -> KeralaState:
    state = KeralaState.new(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_the_banner_says_whose_turn_and_what_happens_from_the_catalog(pseudo):
    state, over = KeralaState.new(3, seed=3), a_finished_game()
    moment = pseudo_language.pseudo("Move 3 of 9")
    said = []
    for names in (NAMES, (YOU, *NAMES[1:])):
        for computer, paused, showing, held in ((False, False, False, None), (True, False, False, None),
                                                (True, False, True, None), (True, True, False, None),
                                                (True, False, False, moment)):
            said += banner.turn_words(state, names, finished=False, headline_at_end="", moment=None,
                                      computer=computer, paused=paused, showing_move=showing, held=held)
        said += banner.turn_words(state, names, finished=False, headline_at_end="", moment=moment, computer=False,
                                  paused=False, showing_move=False)
        said += banner.turn_words(over, names, finished=False, headline_at_end="", moment=None, computer=False,
                                  paused=False, showing_move=False)
    said += banner.turn_words(over, NAMES, finished=True, headline_at_end=moment, moment=None, computer=False,
                              paused=False, showing_move=False)
    assert_catalogued(said)
    assert banner.whose_turn(YOU) == pseudo_language.pseudo("Your turn")  # the learner's own message


def test_undo_and_redo_say_what_they_did_from_the_catalog(pseudo):
    said = [sentence(you, NAMES[0], computer, count)
            for sentence in (taken_back, played_again, takes_back)
            for you in (True, False)
            for computer, count in (("", 0), (NAMES[1], 1), (NAMES[1], 2), ("", 2), ("", 5))]
    assert_catalogued(said)
    words.use(words.ENGLISH)
    assert taken_back(False, "Ann", "", 1) == ("Ann's move and the 1 computer move after it were taken back (Redo "
                                               "plays them again).")
    assert played_again(True, YOU, "Ben", 2) == "Your move and Ben's answer were played again."
    assert takes_back(False, "Ann", "", 3) == "Takes back Ann's move and the 3 computer moves after it."
    assert takes_back(True, YOU, "", 0) == ""


def test_the_table_s_buttons_tips_refusals_and_ways_out_come_from_the_catalog(app, pseudo):
    app.set_window(size=(1280, 720))
    seats = (SeatSetup(NAMES[0], "blue"), SeatSetup(NAMES[1], "red"), SeatSetup(NAMES[2], "green", COMPUTER, "hard"))
    scene = KeralaTable(app, GameSetup("kerala", seats), seed=4)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    said = [button.text for button in scene.controls.buttons]
    said += [button.tip for button in scene.view.buttons] + [scene.menu_button.text]
    said += [scene.what_is_kept(), scene.history.redo_refusal(), points_short(1), points_short(-12)]
    said += [scene.panel.level_text(2, 1000)[0], scene.panel.level_text(2, 10)[0]]
    scene.toggle_pause()
    said += [scene.strip.text, *TableHooks.turn_headline(scene)]  # the part every table shares
    with theme.texts_drawn() as drawn:
        scene.history.log_panel().draw(app.surface)
    said += drawn
    assert_catalogued(said)
    assert scene.controls.pause_button.text == pseudo_language.pseudo("Resume")


def test_the_hint_s_points_and_forecast_come_from_the_catalog(pseudo):
    said = [*reason_sentences(3, []), *reason_sentences(-1, []), *reason_sentences(0, [])]
    for margin, lead in ((0.2, 0), (4.0, 1), (-4.0, 1), (4.0, -3), (-1.0, -3)):
        said.append(Forecast(margin, 1, lead).sentence(NAMES))
    assert_catalogued(said)


def test_a_lesson_s_refusals_and_facts_come_from_the_catalog(pseudo):
    runner = LessonRunner(load_lesson("kerala"))
    while runner.step is not None and runner.step.seat != runner.lesson.learner:
        runner.record.play(runner.computer_move())
        runner.follow()
    off = [move for move in runner.record.state.legal_moves() if runner.check(move)]
    assert off
    said = [runner.check(move) for move in off[:20]]
    over = a_finished_game(2, seed=4)
    said += [scores_words(Said(over, None, over, (YOU, NAMES[1]))), winner_words(Said(over, None, over, NAMES[:2]))]
    assert_catalogued(said, [*NAMES, *runner.want.split()])


def test_a_score_preview_comes_from_the_catalog(pseudo):
    state = KeralaState.new(2, seed=5)
    said = [change[0] for move in state.legal_moves()[:40] if (change := score_change(state, move)) is not None]
    assert_catalogued(said)


def test_a_table_speaks_a_new_language_at_once(app):
    """The language changing while a table is open: its buttons and their tips are said
    again in the new one."""
    app.set_window(size=(1280, 720))
    scene = KeralaTable(app, GameSetup("kerala", (SeatSetup(NAMES[0], "blue"), SeatSetup(NAMES[1], "red"))), seed=4)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    assert "Undo" in [button.text for button in scene.controls.buttons]
    try:
        app.speak(pseudo_language.language())
        said = [button.text for button in scene.controls.buttons] + [button.tip for button in scene.view.buttons]
        assert pseudo_language.pseudo("Undo") in said
        assert_catalogued(said)
    finally:
        app.speak(words.ENGLISH)
    assert "Undo" in [button.text for button in scene.controls.buttons]


def test_a_computer_seat_s_level_is_said_whatever_way_its_table_names_it(app, pseudo):
    """A table hands the seat panel a computer's level as its key, capitalised, or said in
    the language in use: each way, the row says "Hard computer" in that language."""
    for level in ("hard", "Hard", level_name("hard")):
        panel = SeatPanel(pygame.Rect(0, 0, 600, 300), NAMES[:2], ("blue", "red"), ("", level), 1.0)
        assert panel.level_text(1, 1000)[0] == pseudo_language.pseudo("Hard computer")
        assert panel.level_text(1, 10)[0] == pseudo_language.pseudo("Hard")


def test_a_review_entry_s_own_sentences_come_from_the_catalog(pseudo):
    """The Review's points, expectation and fallback why, of a seat by name and of a
    lesson's learner, spoken to (the games' own steps and reasons are their passes')."""
    said = [points_sentence(points, mood) for points in (-2, -1, 0, 1, 5) for mood in ("played", "would")]
    for name in (NAMES[0], YOU):
        said += [expectation(points, gain, name) for points, gain in (((0, 3), 5.0), ((0, 3), 1.0), ((0, 4), 2.0),
                                                                          ((0, 0), 3.0), ((2, 3), 1.2))]
    said += [_(WHY_LATER), in_a_row(said[:3])]
    assert_catalogued(said)
    words.use(words.ENGLISH)
    assert expectation((0, 3), 5.0, YOU) == ("By the end of the game the hard computer expects about 5 points more "
                                             "from its turn than from your turn: 3 points this turn and about 2 "
                                             "points from what it leaves for the turns after.")
    assert expectation((0, 1), 1.0, "Ann").endswith("than from Ann's turn: the points of this turn.")
