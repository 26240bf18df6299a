"""Tessera: play Kaleido, Kerala and Colors of Kasane at one screen.

    python main.py                 open the app
    python main.py --replay FILE   play back a finished game's record (or a saved game)
    python main.py --help          every option

The options, their help and their refusals are in English, as the options themselves
are; what the app says about the player's files and window is in the app's language.
"""
from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import os
import sys
import time

from game.words import _
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
MAX_SCALE = 4.0


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, got {text!r}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"the size must be positive, got {text!r}")
    return width, height


def parse_scale(text: str) -> float:
    try:
        scale = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number such as 2 or 1.5, got {text!r}") from None
    if not 1.0 <= scale <= MAX_SCALE:
        raise argparse.ArgumentTypeError(f"the scale is from 1 to {MAX_SCALE:g}, got {text!r}")
    return scale


def build_parser() -> Parser:
    parser = Parser(prog="tessera", description="Play Kaleido, Kerala and Colors of Kasane at one screen.")
    parser.add_argument("--version", action="version", version=f"Tessera {VERSION}")
    parser.add_argument("--size", type=parse_size, metavar="WxH",
                        help="window size, e.g. 1280x720 (at least 1024x640)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--scale", type=parse_scale, metavar="F",
                        help="draw as a high-density screen with F pixels a point would, e.g. 2 for a Retina "
                             "screen or 1.5 for Windows at 150 %%: a 1280x720 window is then 2560x1440 pixels "
                             "(for checking the layout on any screen; the real density is found by itself)")
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
    parser.add_argument("--first", metavar="SEAT",
                        help="with --demo: the seat that starts, 1 to the number of players, or random "
                             "(drawn from the seed); the result then says which seat started")
    parser.add_argument("--variant", action="store_true",
                        help="with --demo kasane: play Colors of Kasane's variant (a combination may also "
                             "follow taking an accessory)")
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
    nothing rather than failing. A stream whose encoding cannot write a character (a
    Windows code page and a Japanese word) writes it escaped rather than failing."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
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


def program_arguments(argv: list[str], platform: str = sys.platform) -> list[str]:
    """The options in the command line ``argv`` (its first item is the program), on macOS
    without the ``-psn_0_12345`` process serial number that older versions add when an .app
    is opened from the Finder (argparse would refuse it)."""
    if platform != "darwin":
        return argv[1:]
    return [arg for arg in argv[1:] if not arg.startswith("-psn_")]


def joined_values(argv: list[str]) -> list[str]:
    """``--size -5x-5`` as ``--size=-5x-5``: argparse takes a value that starts with a
    dash for another option and says "expected one argument"; joined, the size is read
    and refused with its own reason (it must be positive)."""
    out: list[str] = []
    for arg in argv:
        if out and out[-1] == "--size" and arg.startswith("-") and arg[1:2].isdigit():
            out[-1] = f"--size={arg}"
        else:
            out.append(arg)
    return out


MODES = ("--smoke", "--bench", "--demo", "--first-frame", "--replay")


def check_arguments(args) -> str | None:
    """What is wrong with the options, if anything: an option that would have no effect
    (one that goes with a mode not chosen, or two modes at once) is refused."""
    modes = [name for name in MODES if getattr(args, name[2:].replace("-", "_")) not in (None, False)]
    if args.replay is not None and not args.replay.strip():
        return "--replay needs the name of a game file (a finished game from past games, or a saved game)"
    if len(modes) > 1:
        return f"{modes[0]} and {modes[1]} cannot go together: choose one"
    if args.frames is not None and not args.bench:
        return "--frames goes with --bench"
    demo_only = [name for name, value in (("--players", args.players), ("--seed", args.seed),
                                          ("--level", args.level), ("--fast", args.fast),
                                          ("--first", args.first), ("--variant", args.variant))
                 if value not in (None, False)]
    if not args.demo:
        return f"{demo_only[0]} goes with --demo" if demo_only else None
    from session import registry
    game = registry.get(args.demo)
    if args.players is None:
        return f"--demo needs --players ({game.min_players} to {game.max_players})"
    if not game.min_players <= args.players <= game.max_players:
        return f"{game.title} is played by {game.min_players} to {game.max_players} players, not {args.players}"
    level = demo_level(args)
    if level not in game.bot_levels:
        levels = ", ".join(game.bot_levels) or "none yet"
        if not level.strip():
            return f"--level needs the name of a computer level (levels: {levels})"
        return f"there is no computer level {level!r} (levels: {levels})"
    if args.first is not None and demo_first(args) is None:
        return f"--first takes a seat from 1 to {args.players} or random, not {args.first!r}"
    if args.variant and not game.variant:
        with_one = [g.title for g in registry.all_games() if g.variant]
        return f"{game.title} has no variant to play (--variant goes with {', '.join(with_one)})"
    return None


def demo_level(args) -> str:
    """The demo's computer level: the one ``--level`` names (an empty one too, which no
    game has), else :data:`DEMO_LEVEL`."""
    return DEMO_LEVEL if args.level is None else args.level


def demo_first(args) -> int | str | None:
    """The demo's first player as the setup keeps it (a seat from 0, or random), or None
    when ``--first`` names no seat of the game."""
    from session.seats import RANDOM
    if args.first is None:
        return 0
    if args.first.strip().lower() == RANDOM:
        return RANDOM
    try:
        seat = int(args.first)
    except ValueError:
        return None
    return seat - 1 if 1 <= seat <= args.players else None


def main(argv: list[str] | None = None) -> int:
    console_streams()
    parser = build_parser()
    try:
        args = parser.parse_args(joined_values(program_arguments(sys.argv) if argv is None else argv))
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
    from session.files import log_file
    log_path, log_problem = log_file.start_logging()
    if log_problem:
        print(f"tessera: {log_problem}", file=sys.stderr)
    logging.getLogger(__name__).info("Tessera %s starting", VERSION)
    from session.files import past_games, storage
    storage.clear_stale_temp_files()
    past_games.tidy()  # a finished game a session could not keep goes to Past games now

    from session import languages, system_language
    from session.files import settings as settings_store
    system = system_language.preferred()
    # The system's language first: a settings file that cannot be read is reported in it,
    # and it is the language Tessera then speaks (the defaults choose none).
    languages.use(languages.starting_language(None, system))
    settings = settings_store.load()
    languages.use(languages.starting_language(settings.language, system))
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
              log_path=log_path, scale=args.scale or 1.0)
    if args.size and app.window_size != args.size:
        w, h = app.window_size
        if app.desktop and (args.size[0] > app.desktop[0] or args.size[1] > app.desktop[1]):
            adjusted = _("the window size was adjusted to {width}x{height} to fit the screen ({screen_width}x"
                         "{screen_height})", width=w, height=h, screen_width=app.desktop[0], screen_height=app.desktop[1])
        else:
            adjusted = _("the window size was adjusted to {width}x{height}", width=w, height=h)
        print(f"tessera: {adjusted}", file=sys.stderr)
    if args.smoke:
        from scenes.devtools.smoke import smoke
        return smoke(app)
    if args.bench:
        from scenes.devtools.bench import bench
        print(json.dumps(bench(app, args.bench, args.frames or BENCH_FRAMES)))
        return 0
    if args.demo:
        from scenes.devtools.demo import run_demo
        from session.computers import computers_setup
        seed = DEMO_SEED if args.seed is None else args.seed
        setup = computers_setup(args.demo, args.players, demo_level(args), demo_first(args), args.variant)
        result = run_demo(app, setup, seed, args.fast)
        if not result:
            print("tessera: " + _("the demo was closed before the game ended"), file=sys.stderr)
            return 1
        if args.first is not None:
            result["first"] = setup.first_seat(seed) + 1
        if args.variant:
            result["variant"] = True
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
    from game.bots import shut_down
    shut_down()  # the hard computer's worker processes end with the app, not at the interpreter's exit
    return 0


if __name__ == "__main__":
    # A frozen app starts the hard computer's worker processes by running itself again:
    # this turns such a start into a worker (game.bots.parallel) before anything else.
    multiprocessing.freeze_support()
    sys.exit(main())
