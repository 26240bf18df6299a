"""``--smoke`` and ``--bench``: the app checking and timing itself."""
from __future__ import annotations

import logging
import os
import statistics
import sys
import time
from pathlib import Path

import pygame

from scenes import paths, registry

SMOKE_FRAMES = 3
log = logging.getLogger(__name__)


def required_resources() -> list:
    """Every bundled file the app reads."""
    files = [paths.resource_path("assets", "fonts", name) for name in ("Lato-Regular.ttf", "Lato-Bold.ttf", "OFL.txt")]
    files += sorted(paths.resource_path("assets", "layouts").glob("*.tmx"))
    files += sorted(paths.resource_path("assets", "art").rglob("*.svg"))
    files += [game.rules_path for game in registry.rules_games()]
    return files


def app_folder() -> Path | None:
    """The folder a frozen app lives in (where the program and its bundle are), or None
    from source: ``Tessera/`` for a one-folder build, ``Tessera.app/Contents`` on macOS,
    whose bundled data sit in ``Contents/Resources`` behind symbolic links."""
    if not paths.is_frozen():
        return None
    bundle = Path(getattr(sys, "_MEIPASS", "") or paths.resource_root()).resolve()
    program = Path(sys.executable).resolve().parent
    return Path(os.path.commonpath([bundle, program]))


def check_resources() -> list[str]:
    """Problems with the bundled files: missing, or found outside the source tree (from
    source) or outside the app's own folder (frozen), e.g. read from a source checkout."""
    problems = []
    root = paths.resource_root().resolve()
    home = app_folder() or root
    if paths.is_frozen():
        bundle = Path(getattr(sys, "_MEIPASS", "")).resolve()
        if root != bundle:
            problems.append(f"resources are read from {root}, not from the bundle {bundle}")
    layouts = list(paths.resource_path("assets", "layouts").glob("*.tmx"))
    if not layouts:
        problems.append("no layouts found")
    for path in required_resources():
        if not path.is_file():
            problems.append(f"missing {path}")
        elif home not in path.resolve().parents:
            problems.append(f"{path} lies outside {home}")
    return problems


def smoke_scenes(app):
    """(name, factory) for every scene a player can reach."""
    from scenes.menu import MenuScene
    from scenes.message import MessageScene
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene

    def menu_choosing():
        scene = MenuScene(app)
        scene.choosing = True
        return scene

    scenes = [("menu", lambda: MenuScene(app)), ("play", menu_choosing), ("settings", lambda: SettingsScene(app))]
    scenes += [(f"rules:{g.id}", lambda g=g: RulesScene(app, g.id)) for g in registry.rules_games()]
    for game in registry.all_games():
        scenes.append((f"setup:{game.id}", lambda g=game: SetupScene(app, g)))
        if game.new_state is not None:
            scenes.append((f"results:{game.id}", lambda g=game: sample_results(app, g)))
        if game.playable and game.new_args is not None:
            scenes.append((f"replay:{game.id}", lambda g=game: sample_replay(app, g)))
    from scenes.game_list import PAST_GAMES, SAVED_GAMES, GameListScene
    scenes.append(("past games", lambda: GameListScene(app, PAST_GAMES)))
    scenes.append(("saved games", lambda: GameListScene(app, SAVED_GAMES)))
    scenes.append(("message", lambda: MessageScene(app, "Smoke test", "Every scene opens.")))
    return scenes


def sample_record(game):
    """The setup and record of a real game played to the end by random legal moves."""
    import random

    from game.record import GameRecord
    from scenes.setup_model import default_setup

    setup = default_setup(game)
    record = GameRecord.new(game.state_class(), (True,) * setup.players, **game.new_args(setup, 1))
    rng = random.Random(1)
    while not record.state.is_over:
        record.play(rng.choice(record.state.legal_moves()))
    return setup, record


def sample_replay(app, game):
    """A finished game played back at its table, half-way through."""
    setup, record = sample_record(game)
    table = game.table_class()(app, setup, seed=1, record=record, replay=True)
    table.show_moment(len(record.entries) // 2)
    return table


def sample_results(app, game):
    """The results of a real game played to the end by random legal moves."""
    import random

    from scenes.results import GameResult, ResultsScene
    from scenes.setup_model import default_setup

    if game.new_args is not None:  # with the chart of the scores round by round
        setup, record = sample_record(game)
        return ResultsScene(app, GameResult.from_state(game, setup, record.state, record.round_scores()), setup)
    setup = default_setup(game)
    state = game.new_state(setup, 1)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    return ResultsScene(app, GameResult.from_state(game, setup, state), setup)


def smoke(app) -> int:
    problems = check_resources()
    opened = []
    for name, factory in smoke_scenes(app):
        failures = []
        app.manager.on_error = failures.append
        app.manager.reset(factory())
        for _ in range(SMOKE_FRAMES):
            app.manager.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(app.surface.get_width() // 2, 300),
                                                    rel=(0, 0), buttons=(0, 0, 0)))
            app.manager.update(1 / 60)
            app.manager.top.dirty = True
            app.manager.draw(app.surface)
            pygame.display.flip()
        if failures:
            problems.append(f"{name}: {type(failures[0]).__name__}: {failures[0]}")
        opened.append(name)
    where = "bundle" if paths.is_frozen() else "source tree"
    summary = (f"smoke: {len(opened)} scenes opened ({', '.join(opened)}); resources from the {where} at "
               f"{paths.resource_root()} ({len(required_resources())} files checked)")
    # Printed, and logged too: a windowed Windows build may have no stdout to print to.
    print(summary)
    log.info(summary)
    for problem in problems:
        print(f"smoke: FAILED {problem}", file=sys.stderr)
        log.error("smoke: FAILED %s", problem)
    return 1 if problems else 0


def _timed_frames(app, frames: int, events_for, cpu: list | None = None) -> list[float]:
    """Run ``frames`` frames, each with the handed events, forced to redraw; ms per frame.
    ``cpu`` (if given) receives each frame's own processor time in ms, which leaves out
    the time other programs took the processor away (a loaded machine)."""
    times = []
    for frame in range(frames):
        start = time.perf_counter()
        start_cpu = time.thread_time()
        for event in events_for(frame):
            app.manager.dispatch(event)
        app.manager.update(1 / 60)
        if app.manager.top is not None and not app.manager.top.needs_redraw():
            app.manager.top.dirty = True
        app.manager.draw(app.surface)
        app.show_frame(app.manager.changed_rects)
        times.append((time.perf_counter() - start) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - start_cpu) * 1000)
    return times


def _summary(scene_name, frames, app, times, **extra) -> dict:
    times = sorted(times)
    width, height = app.surface.get_size()
    return {"scene": scene_name, "frames": frames, "size": f"{width}x{height}",
            "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "max_ms": round(times[-1], 3), **extra}


def _bench_table(app, game, frames: int) -> dict:
    """A table's own scripted game: the table class gives the scene and each frame's input."""
    table = game.table_class()
    scene = table.bench_scene(app)
    app.manager.reset(scene)
    moves = [scene.bench_facts().get("moves_played", 0)]
    landing: list[int] = []  # frames in which a move was played

    def events(frame):
        played = scene.bench_facts().get("moves_played", 0)
        if played != moves[0] and frame:
            landing.append(frame - 1)
        moves[0] = played
        return scene.bench_events(frame)

    cpu: list[float] = []
    times = _timed_frames(app, frames, events, cpu)
    cpu_sorted = sorted(cpu)
    facts = {"slowest_move_frame_ms": round(max((times[f] for f in landing), default=0.0), 3),
             "cpu_median_ms": round(statistics.median(cpu_sorted), 3),
             "cpu_p99_ms": round(cpu_sorted[min(len(cpu) - 1, int(len(cpu) * 0.99))], 3),
             "cpu_max_ms": round(cpu_sorted[-1], 3)}
    return _summary(game.id, frames, app, times, **facts, **scene.bench_facts())


def bench(app, scene_name: str, frames: int) -> dict:
    """Drive one scene with a scripted pointer sweep, redrawing every frame; frame times in ms."""
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene

    if scene_name in {g.id for g in registry.playable_games()}:
        return _bench_table(app, registry.get(scene_name), frames)
    factories = {
        "menu": lambda: MenuScene(app),
        "rules": lambda: RulesScene(app),
        "settings": lambda: SettingsScene(app),
        "setup": lambda: SetupScene(app, (registry.playable_games() or registry.all_games())[0]),
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
