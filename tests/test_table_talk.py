"""How every table talks and answers keys, checked once for the three: a refusal goes
when the player does something else (a new drag, a button), no tooltip covers the
message, a computer's sentence stays on show long enough to read, Escape closes the
innermost thing first (a past moment, the log, then the table), and Enter presses the
button a table names as its default."""
import pygame
import pytest

from game.kaleido import EndTurn, PlaceTile
from scenes.kaleido import KaleidoTable
from scenes.kasane import KasaneTable
from scenes.kerala import KeralaTable
from scenes.pages.menu import MenuScene
from scenes import navigation
from scenes.pages.message import MessageScene
from scenes.table.move_sentences import SENTENCE_SECONDS, MoveSentences
from scenes.ui import tooltip
from scenes.ui.tooltip import tooltip_box
from session.lesson_files import load_lesson
from tests.events import click, down, key, move, up
from tests.table_checks import FirstMove, step, wait_for_computer
from tests.test_every_table import TABLES, drag_path, open_table

CTRL = pygame.KMOD_LCTRL


def drop_off_the_table(app, scene):
    """A piece picked up and dropped where it may not go: the table refuses it."""
    start, _ = drag_path(scene)
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0] + 40, 30), (1, 0, 0)))
    app.manager.dispatch(move((start[0] + 41, 31), (1, 0, 0)))
    app.manager.dispatch(up((start[0] + 41, 31)))
    app.manager.draw(app.surface)
    assert scene.strip.is_refusal and scene.strip.text, scene.strip.text
    return start


@pytest.mark.parametrize("table_class", TABLES)
def test_a_refusal_goes_when_the_player_does_something_else(app, table_class):
    scene = open_table(app, table_class)
    start = drop_off_the_table(app, scene)
    app.manager.dispatch(move((start[0] + 5, start[1])))  # a pointer that moves does nothing else
    assert scene.strip.is_refusal
    app.manager.dispatch(down(start))  # a new drag
    app.manager.draw(app.surface)
    assert scene.strip.text == "" and not scene.strip.is_refusal and scene.drag.holding
    assert scene.picture.message == ""
    scene.drag.cancel()
    app.manager.dispatch(key(pygame.K_z, CTRL))  # Undo with nothing to take back: refused at once
    assert scene.strip.text == "There is no move to take back yet." and scene.strip.is_refusal
    click(app.manager, scene.controls.log_button.rect.center)  # another button
    assert scene.strip.text == "" and scene.history.log_open


@pytest.mark.parametrize("table_class", TABLES)
def test_a_refused_drop_is_not_shown_again_once_the_strip_has_moved_on(app, table_class):
    """The strip is the one way to the screen: once it says something else, then nothing,
    the drop refused before does not come back (it did at Kaleido and Kasane, whose
    pictures fell back on the drag's own copy of it)."""
    scene = open_table(app, table_class)
    drop_off_the_table(app, scene)
    scene.strip.say("The game was saved.")
    app.manager.draw(app.surface)
    scene.strip.say("")
    app.manager.draw(app.surface)
    assert scene.picture.message == "" and scene.strip.rect is None


@pytest.mark.parametrize("table_class", TABLES)
def test_the_sentence_moved_returns_is_the_one_the_strip_shows(app, table_class):
    """Each table's ``moved()`` returns its move's sentence; the base puts it in the strip
    (a person's at once, "" emptying it), up to the first move that says something."""
    scene = open_table(app, table_class)
    said = []
    moved = scene.moved
    scene.moved = lambda seat, move: said.append(moved(seat, move)) or said[-1]
    while not any(said):
        assert len(said) < 40, f"no move said anything: {said}"
        scene.strip.refuse("A refusal before the move.")
        scene.play(scene.state.legal_moves()[0])
        assert scene.strip.text == said[-1] and not scene.strip.is_refusal
    app.manager.draw(app.surface)
    assert scene.picture.message == said[-1] and scene.strip.rect is not None


def test_a_tooltip_takes_a_side_where_it_covers_nothing_kept_clear():
    window = pygame.Rect(0, 0, 1280, 720)
    anchor = pygame.Rect(600, 580, 80, 100)
    message = pygame.Rect(300, 500, 600, 60)
    assert tooltip_box((200, 60), anchor, window).midbottom == (640, 576)  # above, as it was
    box = tooltip_box((200, 60), anchor, window, avoid=(message,))
    assert not box.colliderect(message) and window.contains(box)
    everywhere = pygame.Rect(window)
    assert tooltip_box((200, 60), anchor, window, avoid=(everywhere,)).midbottom == (640, 576)
    seat = pygame.Rect(560, 440, 180, 120)  # right above the anchor: the box slides sideways, still above it
    slid = tooltip_box((200, 60), anchor, window, avoid=(seat,))
    assert slid.bottom == 576 and not slid.inflate(8, 8).colliderect(seat) and window.contains(slid)


def test_no_tooltip_covers_the_tables_message(app):
    """At Kerala a tile of the middle explains itself above it, where the message strip is:
    with a refusal on show, the tooltip takes another side."""
    scene = open_table(app, KeralaTable)
    drop_off_the_table(app, scene)
    tile = scene.offer.rects[0]
    app.manager.dispatch(move(scene.view.rect.center))
    app.manager.draw(app.surface)
    box = scene.strip.rect
    assert box is not None
    plain = app.surface.subsurface(box).copy()
    app.manager.dispatch(move(tile.center))
    app.manager.draw(app.surface)
    assert scene.offer.hover == 0 and scene.strip.is_refusal
    assert pygame.image.tobytes(app.surface.subsurface(box), "RGB") == pygame.image.tobytes(plain, "RGB")


@pytest.mark.parametrize("table_class", TABLES)
def test_a_banner_buttons_reason_goes_under_the_banner_clear_of_its_guidance(app, monkeypatch, table_class):
    """Undo off before any move: its reason shows under the whole banner, so the guidance
    line that says what to do stays in sight."""
    scene = open_table(app, table_class)
    undo = scene.controls.undo_button
    assert undo.visible and not undo.enabled and undo.disabled_reason
    boxes = []
    real_draw_tooltip = tooltip.draw_tooltip
    monkeypatch.setattr(tooltip, "draw_tooltip", lambda *a, **k: boxes.append(real_draw_tooltip(*a, **k)))
    app.manager.dispatch(move(undo.rect.center))
    app.manager.draw(app.surface)
    assert boxes and all(box.top >= scene.rects["banner"].bottom for box in boxes)


def test_a_computers_sentence_waits_for_the_one_on_show():
    sentences = MoveSentences(1.0)
    assert sentences.said("", "Bot takes a 4.", by_computer=True) == "Bot takes a 4."
    assert sentences.said("Bot takes a 4.", "Bot ends the turn.", by_computer=True) == "Bot takes a 4."
    assert sentences.tick(SENTENCE_SECONDS / 2) is None
    assert sentences.tick(SENTENCE_SECONDS / 2) == "Bot ends the turn."
    assert sentences.holding and sentences.tick(SENTENCE_SECONDS) is None and not sentences.holding
    assert sentences.said("Bot ends the turn.", "Ann passes.", by_computer=False) == "Ann passes."
    sentences.said("", "Bot takes a 4.", by_computer=True)
    sentences.said("Bot takes a 4.", "Bot ends the turn.", by_computer=True)
    sentences.interrupted()  # a refusal speaks at once: nothing waits
    assert not sentences.waiting and sentences.tick(5.0) is None


def test_every_computer_sentence_stays_readable_at_the_table(app):
    """At Kasane a computer's take and the end of its turn each say a sentence: each one
    is on show a second at least before the next replaces it."""
    scene = open_table(app, KasaneTable, people=1, computers=3, seed=9)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    scene.play(scene.state.legal_moves()[0])
    while not scene.is_computer(scene.state.current_seat):
        scene.play(scene.state.legal_moves()[0])
    shown = [(scene.strip.text, scene.strip.sentences.clock)]
    for _ in range(60 * 12):
        wait_for_computer(scene)
        step(app)
        if scene.strip.text != shown[-1][0]:
            shown.append((scene.strip.text, scene.strip.sentences.clock))
        if not scene.is_computer(scene.state.current_seat):
            break
    said = [(text, at) for text, at in shown if text]
    assert len(said) >= 3, shown
    for (text, at), (_, then) in zip(shown, shown[1:]):
        if text:
            assert then - at >= SENTENCE_SECONDS - 1e-6, (text, shown)


@pytest.mark.parametrize("table_class", TABLES)
def test_escape_closes_the_innermost_thing_first(app, table_class):
    scene = open_table(app, table_class)
    for _ in range(3):
        scene.play(scene.state.legal_moves()[0])
    app.manager.dispatch(key(pygame.K_l))
    assert scene.history.log_open
    app.manager.dispatch(key(pygame.K_ESCAPE))  # the log closes, the table stays
    assert not scene.history.log_open and app.manager.top is scene
    app.manager.dispatch(key(pygame.K_l))
    app.manager.draw(app.surface)
    scene.history.show_moment(1)  # a line of the log clicked
    app.manager.dispatch(key(pygame.K_ESCAPE))  # the past moment goes first
    assert not scene.looking_back and scene.history.log_open and app.manager.top is scene
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert not scene.history.log_open and app.manager.top is scene
    app.manager.dispatch(key(pygame.K_ESCAPE))  # nothing left open: asked whether to leave
    question = app.manager.top
    assert isinstance(question, MessageScene) and question.title == "Leave the table?"
    assert question.text == "The game is kept: Continue on the menu takes it up where you left it."
    assert [w.text for w in question.widgets] == ["Stay", "Leave"] and question.widgets[0].primary
    app.manager.dispatch(key(pygame.K_ESCAPE))  # Escape again: Stay, the default
    assert app.manager.top is scene
    app.manager.dispatch(key(pygame.K_ESCAPE))
    app.manager.dispatch(key(pygame.K_RETURN))  # Enter: Stay too
    assert app.manager.top is scene
    app.manager.dispatch(key(pygame.K_ESCAPE))
    app.manager.draw(app.surface)
    click(app.manager, app.manager.top.widgets[1].rect.center)  # Leave
    assert isinstance(app.manager.top, MenuScene)


@pytest.mark.parametrize("table_class", TABLES)
def test_the_menu_button_leaves_at_once_and_escape_says_what_is_kept(app, table_class):
    scene = open_table(app, table_class)
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top.text == "No move has been played yet, so no game is kept."
    app.manager.dispatch(key(pygame.K_ESCAPE))
    app.manager.draw(app.surface)
    click(app.manager, scene.menu_button.rect.center)
    assert isinstance(app.manager.top, MenuScene)


class KaleidoWithADefault(KaleidoTable):
    """Kaleido naming End turn as the button Enter presses (as a table does)."""

    def default_button(self):
        return self.end_button


def test_enter_presses_the_default_button_when_it_is_on_and_says_why_when_it_is_off(app):
    scene = open_table(app, KaleidoWithADefault)
    seat = scene.state.current_seat
    scene.end_button.disabled_reason = "Place your tile first."
    app.manager.dispatch(key(pygame.K_RETURN))  # End turn is off: no tile yet
    assert scene.state.current_seat == seat and scene.strip.text == "Place your tile first."
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, PlaceTile)))
    assert scene.end_button.enabled
    app.manager.dispatch(key(pygame.K_KP_ENTER))
    assert isinstance(scene.last_move, EndTurn) and scene.state.current_seat != seat


def test_leaving_a_lesson_or_a_finished_game_says_what_is_kept(app):
    """The question's words are true of the game at hand (a lesson is kept at its step, a
    finished game in Past games)."""
    from_lesson = navigation.lesson_table(app, load_lesson("kerala"))
    app.manager.reset(from_lesson)
    assert from_lesson.what_is_kept() == "The lesson is kept: Learn Kerala on the menu takes it up where you left it."
    scene = open_table(app, KeralaTable)
    while not scene.state.is_over:
        scene.play(scene.state.legal_moves()[-1])
    assert scene.what_is_kept() == "The finished game is kept in Past games."
