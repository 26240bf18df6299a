"""Install Tessera-setup.exe silently, check what it installed and the installed program,
uninstall it silently as Apps & features would, and check that only the player's files are
left. On Windows (the release workflow) and under Wine (build/check_under_wine.py).

    python build/check_installer.py SETUP --app BUILD [--home DIR]

BUILD is the one-folder build the installer was made from. A silent install into the
player's folder must be refused. After the silent install (/S):
the build's files in %LOCALAPPDATA%\\Programs\\Tessera with the uninstaller beside them, the
Start menu entry, the Apps & features entry (name, version, publisher, icon, size, the
uninstall commands); the installed program passes check_program (--smoke, version) and
plays a --demo game with no TESSERA_HOME, so its log goes to the player's folder,
%LOCALAPPDATA%\\Tessera. After the QuietUninstallString of Apps & features has run: no
program folder, no Start menu entry, no Apps & features entry, and every file of the
player's folder as it was. Exit status 1 on any problem.
"""
from __future__ import annotations

import argparse
import filecmp
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
import check_program  # noqa: E402
import installer  # noqa: E402
import wine  # noqa: E402
from session.version import VERSION  # noqa: E402
from windows_version import COMPANY  # noqa: E402

UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Tessera"
UNINSTALLER = "Uninstall Tessera.exe"
DEMO = ["--demo", "kaleido", "--players", "2", "--fast"]
UNINSTALL_SECONDS = 120


class Windows:
    """The Windows this script runs on: where the user's folders are and how programs start."""

    wine = False

    @property
    def local_app_data(self) -> Path:
        """%LOCALAPPDATA%"""
        return Path(os.environ["LOCALAPPDATA"])

    @property
    def roaming_app_data(self) -> Path:
        """%APPDATA%"""
        return Path(os.environ["APPDATA"])

    def windows_name(self, path: Path) -> str:
        """``path`` as Windows programs name it."""
        return str(path)

    def run(self, command: list[str], env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
        return subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", timeout=timeout)

    def settle(self) -> None:
        """Wait for what the last program started behind itself (nothing to wait for here)."""

    @property
    def program_folder(self) -> Path:
        return self.local_app_data / "Programs" / "Tessera"

    @property
    def user_data(self) -> Path:
        """The player's folder, as platformdirs names it on Windows (session/files/paths.py)."""
        return self.local_app_data / "Tessera"

    @property
    def start_menu_entry(self) -> Path:
        return self.roaming_app_data / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Tessera.lnk"


class WineWindows(Windows):
    """The Windows of a Wine prefix (WINEPREFIX in this process's environment)."""

    wine = True

    def __init__(self, prefix: Path):
        self.prefix = prefix

    @property
    def profile(self) -> Path:
        """The Windows user's profile folder in the prefix (drive_c/users/NAME)."""
        profiles = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.is_dir() and p.name.lower() != "public"]
        if len(profiles) != 1:
            raise RuntimeError(f"the prefix should hold one user's profile, it holds {sorted(p.name for p in profiles)}")
        return profiles[0]

    @property
    def local_app_data(self) -> Path:
        return self.profile / "AppData" / "Local"

    @property
    def roaming_app_data(self) -> Path:
        return self.profile / "AppData" / "Roaming"

    def windows_name(self, path: Path) -> str:
        return "C:\\" + "\\".join(path.relative_to(self.prefix / "drive_c").parts)

    def run(self, command: list[str], env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
        return wine.run(command, env, timeout)

    def settle(self) -> None:
        wine.wait_until_idle()


def listing(folder: Path) -> set[str]:
    """The files under ``folder``, by their path inside it."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def registry_values(reg_output: str) -> dict[str, str | int]:
    """The values ``reg query KEY`` printed: strings as they are, DWORDs as numbers."""
    values: dict[str, str | int] = {}
    for line in reg_output.splitlines():
        found = re.match(r"^ {4}(\S.*?) {4}(REG_\w+) {4}(.*?)\r?$", line)
        if found:
            name, kind, value = found.groups()
            values[name] = int(value, 16) if kind == "REG_DWORD" else value
    return values


#: How reg says that a key is not there (Windows' and Wine's reg alike), as against a
#: query that failed.
NO_SUCH_KEY = "unable to find the specified registry key"
#: Times a failed registry query is tried again, the prefix settled in between.
QUERY_TRIES = 3


def uninstall_entry(windows: Windows) -> dict[str, str | int] | None:
    """Tessera's entry in Apps & features, or None when reg says there is none. A query
    that fails otherwise (under Wine on a loaded machine, ``reg`` itself can fail to
    start) is tried again; one that never answers raises, saying what reg printed."""
    for _ in range(QUERY_TRIES):
        done = windows.run(["reg", "query", UNINSTALL_KEY], timeout=120)
        if done.returncode == 0:
            return registry_values(done.stdout)
        said = (done.stdout + done.stderr).strip()
        if NO_SUCH_KEY in said.lower():
            return None
        windows.settle()
    raise RuntimeError(f"reg query {UNINSTALL_KEY} failed {QUERY_TRIES} times (status {done.returncode}): "
                       f"{said[-500:]}")


def expected_entry(windows: Windows, app: Path) -> dict[str, str | int]:
    folder = windows.windows_name(windows.program_folder)
    uninstaller = f'"{folder}\\{UNINSTALLER}"'
    return {"DisplayName": "Tessera", "DisplayVersion": VERSION, "Publisher": COMPANY,
            "DisplayIcon": f"{folder}\\Tessera.exe,0", "InstallLocation": folder, "UninstallString": uninstaller,
            "QuietUninstallString": f"{uninstaller} /S", "EstimatedSize": installer.estimated_size(app),
            "NoModify": 1, "NoRepair": 1}


def entry_problems(entry: dict | None, expected: dict) -> list[str]:
    """How Apps & features' ``entry`` differs from ``expected`` (Windows names without case)."""
    if entry is None:
        return [f"no entry in Apps & features ({UNINSTALL_KEY})"]
    return [f"Apps & features: {name} is {entry.get(name)!r}, not {value!r}"
            for name, value in expected.items() if str(entry.get(name)).lower() != str(value).lower()]


def installed_problems(windows: Windows, app: Path) -> list[str]:
    """After the install: the build's files with the uninstaller beside them, the Start menu
    entry and the Apps & features entry."""
    folder = windows.program_folder
    if not (folder / "Tessera.exe").is_file():
        return [f"the installer put no Tessera.exe in {folder}"]
    found = []
    installed, built = listing(folder), listing(app)
    if installed != built | {UNINSTALLER}:
        found.append(f"the installed files are not the build's: missing {sorted(built - installed)[:5]}, "
                     f"more {sorted(installed - built - {UNINSTALLER})[:5]}")
    different = [name for name in sorted(built & installed) if not filecmp.cmp(app / name, folder / name, shallow=False)]
    if different:
        found.append(f"installed files differ from the build's: {different[:5]}")
    if not windows.start_menu_entry.is_file():
        found.append(f"no Start menu entry {windows.start_menu_entry}")
    return found + entry_problems(uninstall_entry(windows), expected_entry(windows, app))


def installed_program_problems(windows: Windows, home: Path) -> list[str]:
    """The installed program passes check_program, and plays a game with no TESSERA_HOME,
    its log then in the player's folder."""
    program = windows.program_folder / "Tessera.exe"
    found = check_program.problems(program, home, wine=windows.wine)
    env = {k: v for k, v in os.environ.items() if k != "TESSERA_HOME" and not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    demo = windows.run([str(program), *DEMO], env)
    if demo.returncode != 0:
        found.append(f"the installed program's {' '.join(DEMO)} exited with status {demo.returncode}: "
                     f"{(demo.stdout + demo.stderr).strip()[-500:]}")
    log = windows.user_data / "Logs" / "tessera.log"
    if not log.is_file():
        found.append(f"the installed program, run with no TESSERA_HOME, wrote no log at {log}")
    return found


def uninstall(windows: Windows, entry: dict) -> None:
    """Run the silent uninstall that Apps & features names, and wait until it is done (NSIS's
    uninstaller goes on in a copy of itself after the one started has returned)."""
    command = re.fullmatch(r'"([^"]+)"\s*(.*)', str(entry.get("QuietUninstallString", "")))
    if command is None:
        raise RuntimeError(f"Apps & features gives no QuietUninstallString to run: {entry}")
    windows.run([command[1], *command[2].split()])
    windows.settle()
    deadline = time.monotonic() + UNINSTALL_SECONDS
    while (windows.program_folder / UNINSTALLER).exists() and time.monotonic() < deadline:
        time.sleep(0.25)


def uninstalled_problems(windows: Windows, data_before: set[str]) -> list[str]:
    """After the uninstall only the player's files are left: no program folder, no Start
    menu entry, no Apps & features entry, and every file in the player's folder as it was."""
    found = []
    if windows.program_folder.exists():
        found.append(f"the program folder is still there: {sorted(listing(windows.program_folder))[:5]}")
    if windows.start_menu_entry.exists():
        found.append(f"the Start menu entry is still there: {windows.start_menu_entry}")
    if uninstall_entry(windows) is not None:
        found.append(f"the Apps & features entry is still there ({UNINSTALL_KEY})")
    left = listing(windows.user_data) if windows.user_data.is_dir() else set()
    if not data_before:
        found.append(f"there were no player's files in {windows.user_data} to keep")
    elif left != data_before:
        found.append(f"the player's files changed: gone {sorted(data_before - left)[:5]}, "
                     f"new {sorted(left - data_before)[:5]}")
    return found


def refusal_problems(windows: Windows, setup: Path) -> list[str]:
    """A silent install into the player's folder (/D=%LOCALAPPDATA%\\Tessera) must be refused
    and install nothing: the program's files and the player's would be mixed."""
    folder = windows.user_data
    done = windows.run([str(setup), "/S", f"/D={windows.windows_name(folder)}"])
    windows.settle()
    found = []
    if done.returncode == 0:
        found.append(f"{setup.name} /S /D={windows.windows_name(folder)} was not refused")
    if (folder / "Tessera.exe").exists() or uninstall_entry(windows) is not None:
        found.append(f"{setup.name} installed Tessera in the player's folder {folder}")
    return found


def problems(windows: Windows, setup: Path, app: Path, home: Path,
             look: Callable[[Path], list[str]] | None = None) -> list[str]:
    """Install ``setup``, check, uninstall, check; ``look`` may check the installed program
    further (build/check_under_wine.py looks at its window) before it is uninstalled."""
    if windows.program_folder.exists() or uninstall_entry(windows) is not None:
        return [f"Tessera is installed already ({windows.program_folder}): uninstall it first"]
    refused = refusal_problems(windows, setup)
    if refused:
        return refused
    done = windows.run([str(setup), "/S"])
    windows.settle()
    if done.returncode != 0:
        return [f"{setup.name} /S exited with status {done.returncode}"]
    found = installed_problems(windows, app)
    if found:
        return found
    found += installed_program_problems(windows, home)
    if look is not None:
        found += look(windows.program_folder / "Tessera.exe")
    data_before = listing(windows.user_data) if windows.user_data.is_dir() else set()
    uninstall(windows, uninstall_entry(windows) or {})
    return found + uninstalled_problems(windows, data_before)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("setup", type=Path, help="Tessera-setup.exe")
    parser.add_argument("--app", type=Path, required=True, help="the one-folder build it was made from")
    parser.add_argument("--home", type=Path, help="the player's folders for --smoke (default: a new temporary one)")
    args = parser.parse_args(argv)
    if sys.platform != "win32":
        parser.error("this runs on Windows (under Wine, build/check_under_wine.py runs it)")
    with tempfile.TemporaryDirectory(prefix="tessera-check-") as temporary:
        found = problems(Windows(), args.setup.resolve(), args.app.resolve(), (args.home or Path(temporary)).resolve())
    for problem in found:
        print(f"check_installer: {problem}", file=sys.stderr)
    print(f"check_installer: {args.setup}: {'FAILED' if found else 'installs, starts and uninstalls as it should'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
