"""Build the Windows program under Wine from this checkout and check it as a Windows player
would meet it; .ci/run runs this before the tests.

    python build/check_under_wine.py [--out DIR] [--keep]

Needs Debian's wine and wine64 (64-bit Wine 8.0), nsis and Xvfb (.ci/run installs them),
and the Linux side's requirements-dev.txt (pefile, pygame-ce, python-xlib). In order:

1. a Wine prefix with a Windows CPython 3.11 and requirements-dev.txt installed by its pip
   (build/wine.py; kept in a cache between runs on one machine);
2. ``build/build.py`` under Wine, on a copy of the checkout (tracked files and new ones not
   ignored, as they are now), into a temporary folder;
3. ``check_program`` on the build under Wine: its version resource (pefile) and
   ``Tessera.exe --smoke`` headless, exit status 0;
4. a whole ``--demo GAME --players 2 --fast`` game of each title under Wine: the result it
   prints is read back and must be a finished game, the same as the source's on Linux;
5. the program in a real window on Xvfb: its menu must look like the Linux app's (same
   size, nearly every pixel alike);
6. the player's files: the runs above had no TESSERA_HOME, so they must have written to
   %LOCALAPPDATA%\\Tessera in the prefix, and nothing beside the program;
7. Tessera-setup.exe made with NSIS (build/installer.py; a 64-bit installer here, as this
   Wine runs 64-bit programs only), then build/check_installer.py under Wine: a silent
   install into the player's folder refused; the silent install (/S) with the program's
   files, the Start menu entry and the Apps & features entry; the installed program's
   --smoke, a --demo game and its menu in the window; then the silent uninstall that Apps
   & features names, after which only the player's files are left.

Prints the time of each phase and the total; the screenshots and the installer are kept
in DIR (default build/work/wine/). Exit status 1 on any problem.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
import check_installer  # noqa: E402
import check_program  # noqa: E402
import installer  # noqa: E402
import wine  # noqa: E402
from check_installer import listing  # noqa: E402
from session import registry  # noqa: E402
from session.version import VERSION  # noqa: E402

TOOLS = {"wine": "wine wine64", "wineserver": "wine64", "makensis": "nsis", "Xvfb": "xvfb"}
DEMO_PLAYERS = 2
WINDOW_SIZE = "1280x720"
#: The share of the Windows menu's pixels that must look as the Linux menu's do (fonts are
#: drawn by the same FreeType, so nearly all of them are the same).
LIKENESS = 0.97
WINDOW_SECONDS = 120
#: The installer the check makes: 64-bit, as Debian's Wine runs only 64-bit programs unless
#: its 32-bit half (wine32:i386, which replaces dozens of system libraries) is installed.
#: The same script makes the released 32-bit installer, which the GitHub workflow installs
#: on Windows itself.
INSTALLER_TARGET = "amd64-unicode"
USER_FOLDERS = ("saves", "past games", "saved games")


class Stop(Exception):
    """A failure after which the later phases have nothing to check."""


class Phases:
    """Each phase's name and time, printed as it starts and summed up at the end."""

    def __init__(self):
        self.start = time.monotonic()
        self.times: list[tuple[str, float]] = []

    @contextlib.contextmanager
    def __call__(self, name: str):
        began = time.monotonic()
        print(f"[{began - self.start:5.0f} s] {name}", flush=True)
        try:
            yield
        finally:
            self.times.append((name, time.monotonic() - began))

    def summary(self) -> str:
        lines = [f"{seconds:6.0f} s  {name}" for name, seconds in self.times]
        return "\n".join(lines + [f"{time.monotonic() - self.start:6.0f} s  in all"])


# -- the player's folders in the prefix ---------------------------------------------------

def user_file_problems(windows: check_installer.WineWindows, app: Path, app_before: set[str]) -> list[str]:
    """The player's files must be in %LOCALAPPDATA%\\Tessera (platformdirs' folders on Windows:
    the log in Logs, the saves beside it), none in the roaming profile, none beside the program."""
    data = windows.user_data
    found = []
    log = data / "Logs" / "tessera.log"
    if not log.is_file():
        found.append(f"no log at {log} from the runs without TESSERA_HOME")
    elif f"Tessera {VERSION} starting" not in log.read_text(encoding="utf-8", errors="replace"):
        found.append(f"the log at {log} does not say that Tessera {VERSION} started")
    found += [f"no folder {data / name}" for name in USER_FOLDERS if not (data / name).is_dir()]
    roaming = windows.roaming_app_data / "Tessera"
    if roaming.exists():
        found.append(f"the program wrote to the roaming profile: {roaming}")
    written = sorted(listing(app) - app_before)
    if written:
        found.append(f"the program wrote beside itself: {', '.join(written[:5])}")
    return found


# -- the demos ----------------------------------------------------------------------------

def printed_result(output: str) -> dict | None:
    """The result a --demo run printed: the JSON object on its last line."""
    lines = [line for line in output.splitlines() if line.strip()]
    try:
        result = json.loads(lines[-1]) if lines else None
    except json.JSONDecodeError:
        return None
    return result if isinstance(result, dict) else None


def demo_problems(game_id: str, windows_output: str, linux_output: str, players: int = DEMO_PLAYERS) -> list[str]:
    """The Windows program's --demo result must be a whole game of ``game_id`` (every seat
    scored, someone won) and the one the source plays on Linux with the same seed."""
    result, expected = printed_result(windows_output), printed_result(linux_output)
    if result is None:
        return [f"--demo {game_id} under Wine printed no result: {windows_output.strip()[-500:]!r}"]
    if expected is None:
        return [f"--demo {game_id} from source printed no result: {linux_output.strip()[-500:]!r}"]
    scores, winners = result.get("scores"), result.get("winners")
    if result.get("game") != game_id or result.get("players") != players:
        return [f"--demo {game_id} under Wine played another game: {result}"]
    if not (isinstance(scores, list) and len(scores) == players and all(isinstance(s, int) for s in scores)):
        return [f"--demo {game_id} under Wine did not score every seat: {result}"]
    if not (isinstance(winners, list) and winners and all(w in range(players) for w in winners)):
        return [f"--demo {game_id} under Wine ended with no winner: {result}"]
    if result != expected:
        return [f"--demo {game_id} under Wine ended as {result}, from source on Linux as {expected}"]
    return []


def demo_arguments(game_id: str) -> list[str]:
    return ["--demo", game_id, "--players", str(DEMO_PLAYERS), "--fast"]


def check_demos(exe: Path, work: Path) -> list[str]:
    """A whole game of each title under Wine (with no TESSERA_HOME: the player's folders)."""
    headless = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    windows_env = {k: v for k, v in os.environ.items() if k != "TESSERA_HOME"} | headless
    linux_env = check_program.program_env(work / "linux-demo-home")
    found = []
    for game in registry.all_games():
        windows = wine.run([str(exe), *demo_arguments(game.id)], windows_env, timeout=600)
        linux = subprocess.run([sys.executable, str(ROOT / "main.py"), *demo_arguments(game.id)], env=linux_env,
                               capture_output=True, text=True, timeout=600)
        print(f"    {game.id}: {windows.stdout.strip()}")
        found += demo_problems(game.id, windows.stdout + windows.stderr, linux.stdout + linux.stderr)
    return found


# -- the real window ----------------------------------------------------------------------

def linux_menu(screen: str, home: Path, out: Path):
    """The source's menu on Linux, in a real window: the picture the Windows one is held to."""
    import xwindow

    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=screen, SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", WINDOW_SIZE], env=env,
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        image = xwindow.wait_for_window(screen, "Tessera", xwindow.settled([]), app, WINDOW_SECONDS)
    finally:
        app.kill()
        app.wait()
    if image is None or xwindow.colours(image) <= 16:
        raise Stop("the Linux app from source showed no menu in the window")
    xwindow.save(image, out)
    return image


def windows_menu(exe: Path, screen: str, reference, out: Path) -> list[str]:
    """``exe`` in a real window under Wine (no TESSERA_HOME) must show the menu the Linux app
    shows; the picture is kept at ``out``."""
    import xwindow

    env = {k: v for k, v in wine.windows_env().items() if k not in ("SDL_VIDEODRIVER", "TESSERA_HOME")}
    env.update(DISPLAY=screen, SDL_AUDIODRIVER="dummy")
    app = subprocess.Popen(["wine", str(exe), "--size", WINDOW_SIZE], env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        image = xwindow.wait_for_window(screen, "Tessera", lambda shown: xwindow.likeness(shown, reference) >= LIKENESS,
                                        app, WINDOW_SECONDS)
    finally:
        wine.stop()
        app.communicate(timeout=60)
    if image is None:
        return [f"{exe} showed no window"]
    xwindow.save(image, out)
    print(f"    {out}")
    if image.get_size() != reference.get_size():
        return [f"{exe}'s window is {image.get_width()}x{image.get_height()}, "
                f"the Linux app's {reference.get_width()}x{reference.get_height()} (see {out})"]
    alike = xwindow.likeness(image, reference)
    if alike < LIKENESS:
        return [f"{exe}'s menu looks unlike the Linux app's: {alike:.1%} of its pixels alike (see {out})"]
    return []


# -- the run ------------------------------------------------------------------------------

def missing_tools() -> list[str]:
    return [f"{tool} (apt-get install {package})" for tool, package in TOOLS.items() if shutil.which(tool) is None]


def copy_checkout(root: Path, target: Path) -> Path:
    """The checkout's files as they are now (tracked, and new ones git does not ignore)."""
    names = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           capture_output=True, text=True, check=True).stdout.split("\0")
    for name in filter(None, names):
        source = root / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def smoke_lines(home: Path) -> list[str]:
    log = home / "logs" / "tessera.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    return [line for line in text.splitlines() if "smoke:" in line]


def check(work: Path, out: Path, phases: Phases) -> tuple[list[str], list[str]]:
    """Every phase; the problems found, and the smoke lines of the build and of the
    installed program."""
    import xwindow

    prefix = work / "prefix"
    with phases("Wine prefix: Windows CPython 3.11 and requirements-dev.txt"):
        wine.prepared_prefix(prefix)
    os.environ.update(wine.settings(prefix))   # every Windows program from here on runs in it
    windows = check_installer.WineWindows(prefix)
    with phases("build/build.py under Wine"):
        source = copy_checkout(ROOT, work / "source")
        dist = work / "dist"
        built = wine.python(["build/build.py", "--dist", wine.windows_path(dist), "--work",
                             wine.windows_path(work / "pyinstaller")], timeout=3600, cwd=source)
        print("    " + built.stdout.strip().splitlines()[-1])
        app = dist / "Tessera"
        exe = app / "Tessera.exe"
        app_files = listing(app)
        print(f"    {sum((app / f).stat().st_size for f in app_files) / 1e6:.0f} MB in {len(app_files)} files")
    found: list[str] = []
    smoke: list[str] = []
    with phases("check_program under Wine: version resource, --smoke"):
        found += check_program.problems(exe, work / "smoke-home", wine=True)
        smoke += smoke_lines(work / "smoke-home")
    with phases(f"--demo of each title under Wine ({DEMO_PLAYERS} players, --fast), beside the source's"):
        found += check_demos(exe, work)
    with xwindow.VirtualScreen() as screen:
        with phases("the menu in a real window on Xvfb, beside the Linux app's"):
            reference = linux_menu(screen.display, work / "linux-home", out / "menu-linux.png")
            found += windows_menu(exe, screen.display, reference, out / "menu-windows.png")
        with phases("the player's files in %LOCALAPPDATA%\\Tessera"):
            found += user_file_problems(windows, app, app_files)
        with phases("Tessera-setup.exe with NSIS"):
            setup = installer.build_installer(app, out / installer.INSTALLER, INSTALLER_TARGET)
            print(f"    {setup} ({setup.stat().st_size / 1e6:.1f} MB)")
            carried = check_program.embedded_windows_version(setup)
            if carried != check_program.windows_version():
                found.append(f"{setup.name} carries the version {carried!r}, not {check_program.windows_version()!r}")
        with phases("install silently, the installed program (--smoke, --demo, its menu), uninstall silently"):
            def look(installed: Path) -> list[str]:
                return windows_menu(installed, screen.display, reference, out / "menu-installed.png")

            found += check_installer.problems(windows, setup, app, work / "installed-home", look)
            smoke += smoke_lines(work / "installed-home")
    return found, smoke


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "work" / "wine",
                        help="where the screenshots and the installer are kept (default: build/work/wine/)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (prefix, build) and say where")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)   # each line as it comes, in CI's log too
    missing = missing_tools()
    if missing:
        print(f"check_under_wine: missing {', '.join(missing)}", file=sys.stderr)
        return 1
    out = args.out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    work = Path(tempfile.mkdtemp(prefix="tessera-wine-"))
    phases = Phases()
    smoke: list[str] = []
    try:
        found, smoke = check(work, out, phases)
    except (Stop, RuntimeError, OSError, subprocess.SubprocessError) as exc:
        found = [f"stopped: {exc}"]
    finally:
        if (work / "prefix").is_dir():
            wine.stop(os.environ | wine.settings(work / "prefix"))
        if args.keep:
            print(f"check_under_wine: the prefix and the build are kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print("check_under_wine: time of each phase\n" + phases.summary())
    for line in smoke:
        print(f"check_under_wine: {line.strip()}")
    for problem in found:
        print(f"check_under_wine: {problem}", file=sys.stderr)
    print(f"check_under_wine: {'FAILED' if found else 'the Windows program is fit to ship'} (pictures and installer in {out})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
