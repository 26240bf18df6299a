"""Checks every table's tests share: the window sizes, frames on a fake clock, the
pacing of computer moves, the rules over the table and back, whole seat names, and
partial screen updates that leave nothing behind."""
from typing import Callable

import pygame

from scenes.pages.rules import RulesScene
from scenes.table import pacing
from session import registry
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import down, key, move, up
from tests.waiting import HANG_SECONDS, joined

SIZES = [(1280, 720), (1920, 1080)]


def sized(app, size):
    app.set_window(size=size)
    return app


class FirstMove:
    """A computer player that plays its first legal move at once."""

    def choose(self, state, cancel=None):
        return state.legal_moves()[0]


class Scripted:
    """A computer player that plays the moves it is handed, in turn."""

    def __init__(self, moves):
        self.moves = list(moves)

    def choose(self, state, cancel=None):
        return self.moves.pop(0)


def step(app, dt=1 / 60):
    """One frame with a fake clock, then the work it left to the table's threads is
    waited for (:func:`wait_for_computer`): a table plays the same frames however busy
    the machine is."""
    for event in pygame.event.get():
        app.manager.dispatch(event)
    app.manager.update(dt)
    if app.manager.needs_redraw():
        app.manager.draw(app.surface)
    if hasattr(app.manager.top, "computers"):  # a table (not the results it may have opened)
        wait_for_computer(app.manager.top)


#: Seconds of the table's (fake) time a test plays at most while it waits for something
#: at the table: a computer's move comes within a few.
TABLE_SECONDS = 120.0


def table_time(what: str, seconds: float = TABLE_SECONDS, dt: float = 1 / 60) -> Callable[[], bool]:
    """For a loop of frames of ``dt`` seconds of the table's time each (the table's
    threads waited for after each, :func:`wait_for_computer`) until something happens
    at the table: a check that holds for ``seconds`` of the table's time, then fails the
    test saying that ``what`` never happened. Counted in frames, not by the clock: a busy
    machine plays as many."""
    frames = iter(range(round(seconds / dt)))

    def going_on() -> bool:
        assert next(frames, None) is not None, f"{what} never happened in {seconds:.0f} s of the table's time"
        return True
    return going_on


def run_until(app, condition, what: str, dt=1 / 60, seconds: float = TABLE_SECONDS) -> None:
    """Frames (:func:`step`) until ``condition()``; fails saying that ``what`` never
    happened in ``seconds`` of the table's time."""
    playing = table_time(what, seconds, dt)
    while not condition() and playing():
        step(app, dt)


def record_pacing(scene):
    """The fake clock at each computer move's start and landing: a list of ("start" or "land", time)."""
    events = []
    started, landed = scene.computers.pacing.started, scene.computers.pacing.landed
    scene.computers.pacing.started = lambda: (events.append(("start", scene.computers.pacing.clock)), started())[1]
    scene.computers.pacing.landed = lambda: (events.append(("land", scene.computers.pacing.clock)), landed())[1]
    return events


def assert_paced(events, scale, at_least=2):
    """Each computer move is on show for the set time: MOVE_SECONDS from one start to the
    next, HOLD_SECONDS from a landing to the next start, about a second at normal speed.
    ``at_least`` computer moves must have started."""
    starts = [t for kind, t in events if kind == "start"]
    lands = [t for kind, t in events if kind == "land"]
    assert len(starts) >= at_least
    assert min(b - a for a, b in zip(starts, starts[1:])) >= pacing.MOVE_SECONDS * scale - 1e-6
    for landed in lands:
        later = [t for t in starts if t > landed]
        if later:
            assert later[0] - landed >= pacing.HOLD_SECONDS * scale - 1e-6
    assert pacing.MOVE_SECONDS * scale >= 1.0
    return starts, lands


def rules_and_back(app, scene, game_id):
    """Open the rules with the banner's Rules button, check they are this game's, and go
    back with "Back to the game"."""
    rules = scene.controls.rules_button.rect.center
    app.manager.dispatch(move(rules))
    app.manager.dispatch(down(rules))
    app.manager.dispatch(up(rules))
    top = app.manager.top
    assert isinstance(top, RulesScene) and top.game_id == game_id
    app.manager.draw(app.surface)
    back = next(w for w in top.widgets if getattr(w, "text", "") == "Back to the game")
    app.manager.dispatch(down(back.rect.center))
    app.manager.dispatch(up(back.rect.center))


def assert_whole_names(panel, name, seats):
    for seat in range(seats):
        shown, font = panel.name_text(seat)
        assert shown == name and font.size(shown)[0] <= panel.name_room(seat)


def changed_outside(before, after, rects) -> int:
    """How many pixels changed from ``before`` to ``after`` outside ``rects``."""
    diff = after.copy()
    diff.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = before.copy()
    other.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    for rect in rects:
        diff.fill((0, 0, 0), rect)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    return diff.get_width() * diff.get_height() - same.count()


LONG_NAME = "W" * 16


def long_names(game_id: str, seats: int):
    """A setup of ``seats`` seats with long names, all but the first computer players."""
    colors = registry.get(game_id).default_colors(seats)
    return GameSetup(game_id, tuple(SeatSetup(LONG_NAME, c, COMPUTER if i else "human", "normal" if i else "")
                                    for i, c in enumerate(colors)))


def five_long_names(app, table_class):
    """A five-seat table of ``table_class`` whose seats have long names, all but the first
    computer players; drawn once."""
    scene = table_class(app, long_names(table_class.game_id, 5), seed=2)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    assert_whole_names(scene.panel, LONG_NAME, 5)
    return scene


def pause_and_resume(app, scene, while_paused):
    """The space bar pauses the computer players (five seconds of fake time pass, then
    ``while_paused()`` checks the table); the Pause button, now Resume, lets them go on."""
    seat = scene.state.current_seat
    app.manager.dispatch(key(pygame.K_SPACE))
    assert scene.computers.pacing.paused and scene.controls.pause_button.text == "Resume"
    for _ in range(300):
        step(app)
    assert scene.state.current_seat == seat and not scene.showing_move
    assert "paused" in scene.turn_headline()[1]
    while_paused()
    button = scene.controls.pause_button.rect.center
    app.manager.dispatch(down(button))
    app.manager.dispatch(up(button))
    assert not scene.computers.pacing.paused
    run_until(app, lambda: scene.state.current_seat != seat, "the computer's move after Resume")


def wait_for_thinking(scene) -> None:
    """A computer player, or the hint, thinking at ``scene`` has chosen its move (the
    next frame takes it in)."""
    for runner in (scene.computers.runner, scene.hint.runner):
        thread = runner.thread
        if runner.busy and thread is not None:
            joined(thread, f"the answer of the {thread.name} thread")


def wait_for_computer(scene) -> None:
    """Wait until a computer player's (or the hint's) thread has answered and the
    autosave has written the last move (the next one waits for it), so a run of handed
    events plays the same moves however busy the machine is."""
    wait_for_thinking(scene)
    scene.autosaver.flush(HANG_SECONDS)
    assert scene.autosaver.ready_for_next_move, "the autosave never wrote the last move"
