"""What every table gets from scenes.table by subclassing: the Rules and Pause buttons
drawn over the game's picture, the space bar pausing the computer players, and wrapped
messages inside the window."""
import pygame

from session.seats import COMPUTER, GameSetup, SeatSetup
from scenes.table.base import TableScene
from scenes.table.messages import message_box
from scenes.table import pacing as pacing_module
from scenes.table.pacing import Pacing
from tests.events import key
from tests.kerala_table.test_table import table


class PlainTable(TableScene):
    """A table that knows nothing of the shared buttons: it only fills the window."""

    game_id = "kerala"

    def layout(self, size):
        self.rects = {"banner": pygame.Rect(0, 0, size[0], 56)}

    def draw_table(self, surface):
        surface.fill((0, 0, 0))


def test_a_table_gets_rules_and_pause_buttons_drawn_on_top(app):
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bot", "black", COMPUTER, "easy")))
    table = PlainTable(app, setup, seed=1)
    app.manager.reset(table)
    app.manager.draw(app.surface)
    rules, pause = table.controls.rules_button, table.controls.pause_button
    assert rules.rect.right <= 1280 and pause.rect.right < rules.rect.left
    assert table.controls.reserve >= rules.rect.width + pause.rect.width
    assert app.surface.get_at(rules.rect.center)[:3] != (0, 0, 0)
    app.manager.dispatch(key(pygame.K_SPACE))
    assert table.computers.pacing.paused and pause.text == "Resume"
    app.manager.dispatch(key(pygame.K_SPACE))
    assert not table.computers.pacing.paused and pause.text == "Pause"


def test_without_computer_players_there_is_no_pause(app):
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"), SeatSetup("Bea", "black")))
    table = PlainTable(app, setup, seed=1)
    app.manager.reset(table)
    assert table.controls.pause_button is None and table.controls.rules_button is not None
    app.manager.dispatch(key(pygame.K_SPACE))
    assert not table.computers.pacing.paused


def test_a_long_message_wraps_inside_a_narrow_strip_and_the_window():
    pygame.font.init()
    window = pygame.Rect(0, 0, 1024, 640)
    strip = pygame.Rect(700, 600, 500, 36)  # partly off the window
    box, lines, _ = message_box("word " * 80, strip, window, 0.9, refusal=True)
    assert window.contains(box) and len(lines) > 3 and box.width <= 324


def test_pacing_holds_each_move_and_a_pause_stops_the_clock():
    pacing = Pacing(1.0)
    pacing.started()
    pacing.tick(0.55)
    pacing.landed()
    assert not pacing.ready
    pacing.toggle()
    pacing.tick(10)
    assert pacing.paused and pacing.holding and not pacing.ready
    pacing.toggle()
    pacing.tick(0.64)
    assert not pacing.ready
    pacing.tick(0.02)
    assert pacing.ready


def test_a_paused_table_lets_the_loop_rest(app):
    setup = GameSetup("kerala", (SeatSetup("Bot", "blue", COMPUTER, "easy"), SeatSetup("Ann", "black")))
    table = PlainTable(app, setup, seed=1)
    app.manager.reset(table)
    table.computers.chosen = table.state.legal_moves()[0]  # chosen, waiting to be shown
    table.computers.pacing.started()
    table.computers.pacing.landed()
    assert not table.animating  # nothing moves while the move before it is on show...
    assert abs(table.wake_in() - pacing_module.MOVE_SECONDS) < 1e-6  # ...the loop wakes the table when it has been
    table.toggle_pause()
    assert not table.animating and table.wake_in() is None  # paused: the loop sleeps until the player acts


def test_a_move_is_saved_once_its_frame_is_drawn_and_a_frame_not_drawn_saves_at_the_next(app, monkeypatch):
    """The moves of a frame go to the writer in one save after the frame is drawn: a move
    that follows in the same frame (Kasane's take, then the end of the turn) does not wait
    in the frame for the first one's write; a frame that is not drawn sends it at the next."""
    scene = table(app)
    sent = []
    monkeypatch.setattr(scene.autosaver, "save", lambda *args: sent.append(len(scene.record.entries)))
    scene.play(scene.state.legal_moves()[0])
    app.manager.update(1 / 60)
    assert sent == [] and not scene.autosaver.ready_for_next_move  # a computer would wait for it
    app.manager.draw(app.surface)
    assert sent == [1]
    scene.play(scene.state.legal_moves()[0])
    app.manager.update(1 / 60)
    assert sent == [1]  # asked for by this frame: it waits for the frame's drawing...
    app.manager.update(1 / 60)
    assert sent == [1, 2]  # ...which did not come: sent by the next frame
