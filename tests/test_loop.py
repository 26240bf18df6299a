"""The app's one loop: it draws while something moves, and else sleeps until an event
comes or a scene's time to be woken, doing nothing meanwhile (DESIGN.md, Scenes)."""
import os
import signal
import threading
import time

import pygame
import pytest

from scenes import frame_gate, wakeup
from scenes.manager import FPS, Scene
from scenes.ui import sound
from tests.waiting import HANG_SECONDS, joined


class Counting(Scene):
    """A scene that counts the loop's calls and can ask to be woken."""

    def __init__(self, app, wake_after=None, moving_frames=0, changing_updates=0):
        super().__init__(app)
        self.updates: list[float] = []
        self.updates_after_events: list[tuple[int, float]] = []  # (events seen so far, dt)
        self.draws = 0
        self.events: list[int] = []
        self.clock = 0.0
        self.wake_after = wake_after
        self.moving_frames = moving_frames
        self.changing_updates = changing_updates  # updates that change the scene by themselves
        self.woken_at = None

    def handle_event(self, event):
        self.events.append(event.type)

    def update(self, dt):
        self.updates.append(dt)
        self.updates_after_events.append((len(self.events), dt))
        self.clock += dt
        if self.wake_after is not None and self.clock >= self.wake_after:
            self.wake_after, self.woken_at = None, self.clock
            self.dirty = True
        if self.changing_updates:
            self.changing_updates -= 1
            self.dirty = True

    def wake_in(self):
        return None if self.wake_after is None else self.wake_after - self.clock

    @property
    def animating(self):
        return self.draws < self.moving_frames

    def draw(self, surface):
        self.draws += 1


@pytest.fixture
def later():
    """later(seconds, event): post ``event`` from another thread after ``seconds``, as a
    computer player does (what is still to come is called off after the test); returns
    the timer (its ``finished`` is set once it has posted)."""
    timers = []

    def post_later(seconds, event):
        timer = threading.Timer(seconds, wakeup.post, (event,))
        timers.append(timer)
        timer.start()
        return timer

    yield post_later
    for timer in timers:
        timer.cancel()
        timer.join()


def quit_once(later, scene, condition, after: float = 0.0):
    """The app is told to quit ``after`` seconds from the first update of ``scene`` after
    which ``condition()`` holds: from what the loop did, not from a time since the start,
    which a busy machine may make the loop miss. Returns the guard that quits a loop that
    never gets there (its ``finished`` is set once it has fired)."""
    update, asked = scene.update, []

    def update_then_quit(dt):
        update(dt)
        if not asked and condition():
            asked.append(later(after, pygame.event.Event(pygame.QUIT)))
    scene.update = update_then_quit
    return later(HANG_SECONDS, pygame.event.Event(pygame.QUIT))


@pytest.fixture
def loop_app(app, monkeypatch):
    """The app, its event queue empty, and its audio device closed by no time any test
    reaches (a test of that sets its own): a close, QUIET_SECONDS after the app was made,
    would wake the loop once more in a test that counts its wake-ups when the machine is
    slow to get there."""
    pygame.event.clear()
    monkeypatch.setattr(sound, "QUIET_SECONDS", 10 * HANG_SECONDS)
    return app


def test_an_idle_loop_sleeps_until_another_thread_posts(loop_app, later):
    scene = Counting(loop_app)
    loop_app.manager.reset(scene)
    start = time.monotonic()
    later(0.4, pygame.event.Event(wakeup.WAKE))
    later(0.6, pygame.event.Event(pygame.QUIT))
    loop_app.run()
    assert time.monotonic() - start >= 0.55
    assert scene.draws == 1              # the first frame; nothing changed after it
    # One look at the first frame, then one at each post: at 12 ms a poll it would be 50.
    assert len(scene.updates) <= 4
    assert wakeup.WAKE not in scene.events and pygame.QUIT not in scene.events  # the app's own


def test_a_scene_is_woken_at_the_time_it_asked_and_its_update_gets_the_time_that_passed(loop_app, later):
    scene = Counting(loop_app, wake_after=0.3)
    loop_app.manager.reset(scene)
    guard = quit_once(later, scene, lambda: scene.woken_at is not None)
    loop_app.run()
    assert not guard.finished.is_set(), "the scene's timer never woke the loop"
    assert scene.woken_at >= 0.3
    assert scene.draws == 2              # the first frame, and the one its timer asked for
    assert len(scene.updates) <= 8


def test_the_update_a_timer_wakes_runs_inside_a_frame(loop_app, later):
    """Work on another thread that waits between frames (Kerala's art) does not start in it."""
    scene = Counting(loop_app, wake_after=0.2)
    inside = []
    update = scene.update
    scene.update = lambda dt: (inside.append((dt, frame_gate.in_a_frame())), update(dt))
    loop_app.manager.reset(scene)
    guard = quit_once(later, scene, lambda: scene.woken_at is not None)
    loop_app.run()
    assert not guard.finished.is_set(), "the scene's timer never woke the loop"
    assert inside and all(within for _, within in inside)
    assert any(dt >= 0.15 for dt, _ in inside)  # the time asleep went to the timer's update


def test_what_an_event_starts_after_a_sleep_starts_at_zero(loop_app, later, monkeypatch):
    scene = Counting(loop_app)
    loop_app.manager.reset(scene)
    loop_app.run(max_frames=1)
    wait, asleep = loop_app.events.wait, []

    def fall_asleep(timeout):  # a key comes 0.3 s after the loop went to sleep
        if not asleep:
            asleep.append(later(0.3, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a",
                                                        scancode=0)))
        return wait(timeout)
    monkeypatch.setattr(loop_app.events, "wait", fall_asleep)
    guard = quit_once(later, scene, lambda: scene.events)
    loop_app.run()
    assert not guard.finished.is_set(), "the key never reached the scene"
    assert scene.events == [pygame.KEYDOWN]
    after = [dt for seen, dt in scene.updates_after_events if seen]
    assert after and max(after) == 0.0  # the 0.3 s asleep are nobody's


def test_while_something_moves_the_loop_draws_at_the_frame_rate(loop_app):
    scene = Counting(loop_app, moving_frames=30)
    loop_app.manager.reset(scene)
    start = time.monotonic()
    loop_app.run(max_frames=30)
    assert scene.draws == 30
    assert time.monotonic() - start >= 29 / FPS - 0.02
    assert all(0 < dt <= 0.1 for dt in scene.updates[1:])


def test_work_on_another_thread_that_waits_between_frames_starts_once_the_frame_is_shown(loop_app, monkeypatch):
    """As Kerala's art is rasterised (it holds the GIL): never while a frame is made."""
    scene = Counting(loop_app, moving_frames=3)
    started, shown, workers = [], [], []
    draw = scene.draw

    def draw_and_ask(surface):
        draw(surface)
        went = threading.Event()  # this frame's work (the last frame's may note its start late)
        worker = threading.Thread(target=lambda: (frame_gate.wait_between_frames(), went.set(),
                                                  started.append(time.perf_counter())))
        workers.append(worker)
        worker.start()
        time.sleep(0.05)
        assert not went.is_set()  # the frame is being made
    monkeypatch.setattr(scene, "draw", draw_and_ask)
    show = loop_app.show_frame
    monkeypatch.setattr(loop_app, "show_frame", lambda: (show(), shown.append(time.perf_counter())))
    loop_app.manager.reset(scene)
    loop_app.run(max_frames=3)
    for worker in workers:
        joined(worker, "the work asked for in a frame")
    assert len(started) == len(shown) == 3
    assert all(start >= frame for start, frame in zip(started, shown))  # each after its frame was shown


def test_a_scene_its_own_update_changes_is_drawn_until_it_stops_changing(loop_app, later):
    """As Kerala's art is made sharp a few images a frame, with no input and not animating."""
    scene = Counting(loop_app, changing_updates=5)
    loop_app.manager.reset(scene)
    guard = quit_once(later, scene, lambda: scene.changing_updates == 0, after=0.4)
    loop_app.run()
    assert not guard.finished.is_set(), "the scene never stopped changing"
    assert scene.draws == 5              # one frame for each update that changed it
    assert len(scene.updates) <= 9       # and then it slept


def test_a_headless_loop_asleep_quits_on_sigterm(loop_app):
    """SDL makes SIGTERM a QUIT event; a headless loop asleep on its own flag hears it too."""
    scene = Counting(loop_app)
    loop_app.manager.reset(scene)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGTERM))
    timer.start()
    fired = []  # the guard that quits a loop that never hears the signal
    guard = threading.Timer(HANG_SECONDS, lambda: (fired.append(True), wakeup.post(pygame.event.Event(pygame.QUIT))))
    guard.start()
    try:
        loop_app.run()
    finally:
        timer.cancel()
        guard.cancel()
    assert not loop_app.manager.running and not fired, "the loop never heard SIGTERM"


def test_the_audio_device_is_closed_once_all_was_quiet_and_opened_again_for_a_sound(loop_app, later, monkeypatch):
    """SDL's audio thread wakes some forty times a second while the device is open: a
    loop left alone closes it, waking once for that, not polling."""
    monkeypatch.setattr(sound, "QUIET_SECONDS", 0.3)
    sounds = loop_app.sounds
    assert sounds.available
    scene = Counting(loop_app)
    loop_app.manager.reset(scene)
    sounds.play("drop")
    assert sounds.open and pygame.mixer.get_init()
    later(0.6, pygame.event.Event(pygame.QUIT))
    loop_app.run()
    assert not sounds.open and not pygame.mixer.get_init()
    assert len(scene.updates) <= 6
    monkeypatch.setattr(sound, "QUIET_SECONDS", HANG_SECONDS)  # no time passes between the sound and the look
    sounds.play("pickup")
    assert sounds.open and pygame.mixer.get_init() and sounds.quiet_in() > HANG_SECONDS / 2


def test_the_audio_device_stays_open_while_sounds_come_closer_than_the_quiet_time():
    now = [0.0]
    sounds = sound.Sounds(clock=lambda: now[0])
    assert sounds.open and sounds.quiet_in() == sound.QUIET_SECONDS
    now[0] = sound.QUIET_SECONDS - 1
    sounds.play("score")
    sounds.rest()
    assert sounds.open and sounds.quiet_in() == sound.QUIET_SECONDS
    now[0] += sound.QUIET_SECONDS
    sounds.rest()
    assert not sounds.open and sounds.quiet_in() is None
    sounds.enabled = False  # sound switched off: nothing opens the device
    sounds.play("drop")
    assert not sounds.open
