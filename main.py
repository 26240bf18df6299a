"""Tessera: play Kaleido, Kerala and Colors of Kasane at one screen.

    python main.py                 open the app
    python main.py --replay FILE   play back a finished game's record (or a saved game)
    python main.py --help          every option
"""
from __future__ import annotations

import argparse
import json
import logging
import logging.handlers
import multiprocessing
import os
import sys
import time

from session.version import VERSION


class ArgumentError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line (exit status 2), never a traceback."""

    def error(self, message):
        raise ArgumentError(message)


BENCH_SCENES = ("menu", "rules", "settings", "setup", "results")
BENCH_FRAMES = 600
DEMO_SEED = 1
DEMO_LEVEL = "normal"


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, got {text!r}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"the size must be positive, got {text!r}")
    return width, height


def build_parser() -> Parser:
    parser = Parser(prog="tessera", description="Play Kaleido, Kerala and Colors of Kasane at one screen.")
    parser.add_argument("--version", action="version", version=f"Tessera {VERSION}")
    parser.add_argument("--size", type=parse_size, metavar="WxH",
                        help="window size, e.g. 1280x720 (at least 1024x640)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--smoke", action="store_true",
                        help="open every scene, draw a few frames of each, and exit 0 (works headless)")
    from session import registry
    tables = [game.id for game in registry.all_games()]
    scenes = BENCH_SCENES + tuple(tables)
    parser.add_argument("--bench", choices=scenes, metavar="SCENE",
                        help=f"drive a scene with scripted input and print frame times as JSON ({', '.join(scenes)})")
    parser.add_argument("--demo", choices=tables, metavar="GAME",
                        help=f"watch computer players play a whole game ({', '.join(tables)}); prints the result as JSON")
    parser.add_argument("--replay", metavar="FILE",
                        help="play back a game kept as a file: a finished game (Past games) or a saved game")
    parser.add_argument("--players", type=int, help="with --demo: how many seats")
    parser.add_argument("--seed", type=int, help=f"with --demo: the game's seed (default {DEMO_SEED})")
    parser.add_argument("--level", help=f"with --demo: the computer players' level (default {DEMO_LEVEL})")
    parser.add_argument("--fast", action="store_true", help="with --demo: no animations")
    parser.add_argument("--frames", type=int, help=argparse.SUPPRESS)  # with --bench (default BENCH_FRAMES)
    # For measuring start-up: open the menu as usual, draw one frame, print the wall-clock
    # time of that frame (seconds since the epoch) and exit. build/measure_startup.py uses it.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


def console_streams() -> None:
    """A windowed (no console) build on Windows starts with sys.stdout and sys.stderr set
    to None. When it was started from a console (``Tessera.exe --version`` in cmd or
    PowerShell), attach to that console so --version, --help and errors are seen there.
    Double-clicked there is no console: the streams stay None, and print() then writes
    nothing rather than failing."""
    if sys.platform != "win32" or (sys.stdout is not None and sys.stderr is not None):
        return
    try:
        import ctypes
        if not ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
            return
        if sys.stdout is None:
            sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")
        if sys.stderr is None:
            sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")
    except (AttributeError, OSError):
        pass


def program_arguments() -> list[str]:
    """The command line, without the ``-psn_0_12345`` process serial number that older
    macOS versions add when an .app is opened from the Finder (argparse would refuse it)."""
    return [arg for arg in sys.argv[1:] if not arg.startswith("-psn_")]


MODES = ("--smoke", "--bench", "--demo", "--first-frame", "--replay")


def check_arguments(args) -> str | None:
    """What is wrong with the options, if anything: an option that would have no effect
    (one that goes with a mode not chosen, or two modes at once) is refused."""
    modes = [name for name in MODES if getattr(args, name[2:].replace("-", "_")) not in (None, False)]
    if len(modes) > 1:
        return f"{modes[0]} and {modes[1]} cannot go together: choose one"
    if args.frames is not None and not args.bench:
        return "--frames goes with --bench"
    demo_only = [name for name, value in (("--players", args.players), ("--seed", args.seed),
                                          ("--level", args.level), ("--fast", args.fast))
                 if value not in (None, False)]
    if not args.demo:
        return f"{demo_only[0]} goes with --demo" if demo_only else None
    from session import registry
    game = registry.get(args.demo)
    if args.players is None:
        return f"--demo needs --players ({game.min_players} to {game.max_players})"
    if not game.min_players <= args.players <= game.max_players:
        return f"{game.title} is played by {game.min_players} to {game.max_players} players, not {args.players}"
    level = args.level or DEMO_LEVEL
    if level not in game.bot_levels:
        levels = ", ".join(game.bot_levels) or "none yet"
        return f"there is no computer level {level!r} (levels: {levels})"
    return None


def setup_logging() -> str | None:
    from session.files import paths
    try:
        path = paths.log_dir() / "tessera.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        logging.basicConfig(level=logging.INFO)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return str(path)


def main(argv: list[str] | None = None) -> int:
    console_streams()
    parser = build_parser()
    try:
        args = parser.parse_args(program_arguments() if argv is None else argv)
    except ArgumentError as exc:
        print(f"tessera: {exc} (see --help)", file=sys.stderr)
        return 2
    if args.frames is not None and args.frames <= 0:
        print("tessera: --frames must be positive", file=sys.stderr)
        return 2
    problem = check_arguments(args)
    if problem:
        print(f"tessera: {problem} (see --help)", file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = setup_logging()
    logging.getLogger(__name__).info("Tessera %s starting", VERSION)
    from session.files import storage
    storage.clear_stale_temp_files()

    from session.files import settings as settings_store
    from session.files.settings import clamp_size
    if args.size and clamp_size(*args.size) != args.size:
        w, h = clamp_size(*args.size)
        print(f"tessera: the window size was adjusted to {w}x{h}", file=sys.stderr)

    settings = settings_store.load()
    if settings.problem:
        print(f"tessera: {settings.problem}", file=sys.stderr)
    if args.smoke or args.bench or args.first_frame or args.demo:
        settings.fullscreen = False

    replay = None
    if args.replay:
        from game.core import SaveFormatError
        from session.files import game_files
        try:
            replay = game_files.read_file(args.replay)
        except SaveFormatError as exc:
            print(f"tessera: {exc}", file=sys.stderr)
            return 2

    from scenes.app import App, display_problem
    if not (args.smoke or args.bench or args.first_frame):
        problem = display_problem()
        if problem:
            print(f"tessera: {problem}", file=sys.stderr)
            return 2
    app = App(settings, size=args.size, fullscreen=True if args.fullscreen else None,
              log_path=log_path)
    if args.smoke:
        from scenes.devtools.smoke import smoke
        return smoke(app)
    if args.bench:
        from scenes.devtools.bench import bench
        print(json.dumps(bench(app, args.bench, args.frames or BENCH_FRAMES)))
        return 0
    if args.demo:
        from scenes.devtools.demo import run_demo
        seed = DEMO_SEED if args.seed is None else args.seed
        result = run_demo(app, args.demo, args.players, seed, args.level or DEMO_LEVEL, args.fast)
        if not result:
            print("tessera: the demo was closed before the game ended", file=sys.stderr)
            return 1
        print(json.dumps(result))
        return 0
    app.start()
    if replay is not None:
        from scenes import navigation
        navigation.open_replay(app, replay.game.id, replay.saved, over=False)
    if args.first_frame:
        app.run(max_frames=1)
        print(f"first frame at {time.time():.6f}")
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    # A frozen app starts the hard computer's worker processes by running itself again:
    # this turns such a start into a worker (game.bots.parallel) before anything else.
    multiprocessing.freeze_support()
    sys.exit(main())
