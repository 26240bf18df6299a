"""``--bench SCENE``: drive a scene with scripted input, redrawing every frame, and
report the frame times (median, p99, max; and, for a table, the time it took to open (laid
out, its first frame prepared off screen), its first frame and the slowest after it, the
processor time of each frame, the part of a frame its copy to the screen took, and the
slowest frame in which a move landed)."""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

import pygame

from scenes import frame_gate, navigation
from scenes.manager import FPS
from scenes.devtools.smoke import sample_results
from scenes.pages.menu import MenuScene
from scenes.pages.rules import RulesScene
from scenes.pages.settings import SettingsScene
from scenes.pages.setup import SetupScene
from scenes.tables import BENCHES
from session import registry


def table_bench(game_id: str) -> type:
    """The scripted game of a game's table: the class its package's ``BENCH`` names."""
    return registry.load(BENCHES[game_id])


def _timed_frames(app, frames: int, events_for, cpu: list | None = None, shown: list | None = None) -> list[float]:
    """Run ``frames`` frames, each with the handed events, forced to redraw; ms per frame.
    ``cpu`` (if given) receives each frame's own processor time in ms, which leaves out
    the time other programs took the processor away (a loaded machine); ``shown`` the ms
    of each frame's copy to the screen (in a real window, to the X server). Frames come
    at the app's rate (``FPS``), as they do while something moves, so what the app does
    between frames on other threads (a save being written) has the time it has there."""
    times = []
    clock = pygame.time.Clock()
    for frame in range(frames):
        clock.tick(FPS)
        start = time.perf_counter()
        start_cpu = time.thread_time()
        with frame_gate.making_a_frame():  # as the app's loop makes it
            for event in events_for(frame):
                app.manager.dispatch(event)
            app.manager.update(1 / 60)
            if app.manager.top is not None and not app.manager.top.needs_redraw():
                app.manager.top.dirty = True
            app.manager.draw(app.surface)
            start_show = time.perf_counter()
            app.show_frame()
        end = time.perf_counter()
        times.append((end - start) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - start_cpu) * 1000)
        if shown is not None:
            shown.append((end - start_show) * 1000)
    return times


def _p99(ordered: list[float]) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def _summary(scene_name, frames, app, times, **extra) -> dict:
    times = sorted(times)
    width, height = app.surface.get_size()
    return {"scene": scene_name, "frames": frames, "size": f"{width}x{height}",
            "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(_p99(times), 3),
            "max_ms": round(times[-1], 3), **extra}


@dataclass(frozen=True)
class TableRun:
    """One run of a table's scripted game: each frame's ms (wall clock, processor, the
    copy to the screen), the ms the table took to open, the frames a move landed in."""

    times: list[float]
    cpu: list[float]
    shown: list[float]
    open_ms: float
    landing: list[int]
    facts: dict


def run_table(app, game_id: str, frames: int) -> TableRun:
    """A table's own scripted game: its bench (the ``BENCH`` its package declares) gives
    the scene and each frame's input."""
    script = table_bench(game_id)(app)
    start = time.perf_counter()
    app.manager.reset(script.scene)  # laid out and prepared (its first frame drawn off screen)
    open_ms = (time.perf_counter() - start) * 1000
    moves = [script.facts().get("moves_played", 0)]
    landing: list[int] = []  # frames in which a move was played

    def events(frame):
        played = script.facts().get("moves_played", 0)
        if played != moves[0] and frame:
            landing.append(frame - 1)
        moves[0] = played
        return script.events(frame)

    cpu: list[float] = []
    shown: list[float] = []
    times = _timed_frames(app, frames, events, cpu, shown)
    return TableRun(times, cpu, shown, open_ms, landing, script.facts())


def table_figures(app, game_id: str, runs: list[TableRun]) -> dict:
    """The figures of some runs of a table at one size, of all their frames together (the
    opening and first frame: the slowest run's); with two runs or more, each run's p99 too."""
    times = [t for run in runs for t in run.times]
    cpu, shown = sorted(t for run in runs for t in run.cpu), sorted(t for run in runs for t in run.shown)
    facts = {"open_ms": round(max(run.open_ms for run in runs), 3),
             "first_frame_ms": round(max(run.times[0] for run in runs), 3),
             "max_after_first_ms": round(max(max(run.times[1:], default=0.0) for run in runs), 3),
             "slowest_move_frame_ms": round(max((run.times[f] for run in runs for f in run.landing), default=0.0), 3),
             "cpu_median_ms": round(statistics.median(cpu), 3),
             "cpu_p99_ms": round(_p99(cpu), 3),
             "cpu_max_ms": round(cpu[-1], 3),
             "show_median_ms": round(statistics.median(shown), 3),
             "show_p99_ms": round(_p99(shown), 3)}
    if len(runs) > 1:
        facts["runs_p99_ms"] = [round(_p99(sorted(run.times)), 3) for run in runs]
    return _summary(game_id, len(times), app, times, **facts, **runs[-1].facts)


def bench(app, scene_name: str, frames: int) -> dict:
    """Drive one scene with a scripted pointer sweep, redrawing every frame; frame times in ms."""
    if scene_name in BENCHES:
        return table_figures(app, scene_name, [run_table(app, scene_name, frames)])
    factories = {
        "menu": lambda: MenuScene(app),
        "rules": lambda: RulesScene(app),
        "settings": lambda: SettingsScene(app),
        "setup": lambda: SetupScene(app, navigation.playable_games(app)[0]),
        "results": lambda: sample_results(app, registry.get("kerala")),
    }
    app.manager.reset(factories[scene_name]())
    width, height = app.surface.get_size()

    def pointer_sweep(frame):
        t = frame / max(1, frames - 1)
        x = round(width * (0.2 + 0.6 * t))
        y = round(height * (0.35 + 0.45 * abs((frame % 120) / 60 - 1)))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))]
        if scene_name == "rules" and frame % 10 == 0:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if frame % 400 < 200 else 1,
                                             flipped=False, precise_x=0.0, precise_y=0.0))
        return events

    return _summary(scene_name, frames, app, _timed_frames(app, frames, pointer_sweep))
