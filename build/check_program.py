"""Check a built Tessera program, on the system it was built for (the release workflow runs
this on the fresh build and again on the program unpacked from its zip).

    python build/check_program.py PROGRAM [--home DIR] [--wine]

PROGRAM --smoke runs headless (SDL's dummy drivers) with the player's folders in DIR, and
must: exit 0; read every resource from its own bundle; open every scene without a failure;
start as the source's version (its log says so, as a windowed Windows program may have no
output to print to); say that the review's background process weighed a turn at the
system's lowest priority (Windows' idle priority class, nice 19 elsewhere). On Windows the .exe must also carry the version information of
build/windows_version.py (read with pefile, which reads it on any system); elsewhere
``PROGRAM --version`` must print the source's version. With --wine, PROGRAM is a Windows
program started under Wine on Linux (in the prefix WINEPREFIX names), checked as on Windows.
Prints the program's log and each problem; exit status 1 on any problem.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
import pefile  # noqa: E402

from session.version import VERSION  # noqa: E402
from wine import windows_path  # noqa: E402
from windows_version import windows_version  # noqa: E402

SMOKE_SECONDS = 300
#: What the smoke's log says of the review's background process on each kind of system
#: (session/review_selfcheck.py): it ran at the lowest priority.
LOWEST_PRIORITY = {"windows": "at priority class 0x40, the lowest", "other": "at nice 19, the lowest"}


def program_env(home: Path, wine: bool = False) -> dict:
    """The environment the program runs in: headless, its folders in ``home`` (as a Windows
    path under Wine), and none of the PYTHON* variables that would point a frozen program's
    Python elsewhere."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=windows_path(home) if wine else str(home))
    return env


def version_strings(program: Path) -> dict[str, str]:
    """The strings of a Windows program's version resource (what its Properties > Details
    show: ProductVersion, FileDescription, ...), read with pefile; {} when it has none."""
    try:
        pe = pefile.PE(str(program), fast_load=True)
    except pefile.PEFormatError:
        return {}
    try:
        pe.parse_data_directories(directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
        return {key.decode("utf-8", "replace"): value.decode("utf-8", "replace")
                for info in getattr(pe, "FileInfo", []) for entry in info
                for table in getattr(entry, "StringTable", []) for key, value in table.entries.items()}
    finally:
        pe.close()


def embedded_windows_version(program: Path) -> str:
    """The product version Windows reads from the .exe (its Properties > Details)."""
    return version_strings(program).get("ProductVersion", "")


def problems(program: Path, home: Path, platform: str = sys.platform, wine: bool = False) -> list[str]:
    """What is wrong with the built ``program`` (nothing, when it is fit to ship); with
    ``wine``, a Windows program run under Wine."""
    if not program.is_file():
        return [f"there is no program at {program}"]
    env = program_env(home, wine)
    found = []
    start = ["wine", str(program)] if wine else [str(program)]
    smoke = subprocess.run(start + ["--smoke"], capture_output=True, text=True, errors="replace", env=env,
                           stdin=subprocess.DEVNULL, timeout=SMOKE_SECONDS)
    log_file = home / "logs" / "tessera.log"
    log = log_file.read_text(encoding="utf-8", errors="replace") if log_file.is_file() else ""
    print(log, end="")
    if smoke.returncode != 0:
        found.append(f"--smoke exited with status {smoke.returncode}: {smoke.stderr.strip()[-2000:]}")
    if not log:
        found.append(f"--smoke wrote no log at {log_file}")
    if log and "resources from the bundle at" not in log:
        found.append("--smoke did not read its resources from the bundle")
    found += [line.split("smoke: ", 1)[1] for line in log.splitlines() if "smoke: FAILED" in line]
    if log and f"Tessera {VERSION} starting" not in log:
        found.append(f"the program did not start as version {VERSION} (see its log above)")
    lowest = LOWEST_PRIORITY["windows" if platform == "win32" or wine else "other"]
    if log and not any("smoke: the review's background process weighed" in line and line.rstrip().endswith(lowest)
                       for line in log.splitlines()):
        found.append(f"--smoke did not say that the review's background process ran {lowest} priority")
    if platform == "win32" or wine:
        embedded = embedded_windows_version(program)
        if embedded != windows_version():
            found.append(f"{program.name} carries the version {embedded!r}, not {windows_version()!r}")
    else:
        printed = subprocess.run([str(program), "--version"], capture_output=True, text=True, env=env, timeout=60)
        if printed.stdout.strip() != f"Tessera {VERSION}":
            found.append(f"--version printed {printed.stdout.strip()!r}, not 'Tessera {VERSION}'")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", type=Path, help="the built program (inside Tessera.app on macOS)")
    parser.add_argument("--home", type=Path, help="the player's folders for the run (default: a new temporary one)")
    parser.add_argument("--wine", action="store_true", help="PROGRAM is a Windows program: run it under Wine")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tessera-check-") as temporary:
        found = problems(args.program.resolve(), (args.home or Path(temporary)).resolve(), wine=args.wine)
    for problem in found:
        print(f"check_program: {problem}", file=sys.stderr)
    print(f"check_program: {args.program}: {'FAILED' if found else 'fit to ship'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
