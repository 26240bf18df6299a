"""Build Tessera as a one-folder, double-click app with PyInstaller.

    python build/build.py                          dist/Tessera/ (and dist/Tessera.app on macOS)
    python build/build.py --dist D --work W        elsewhere (tests build into temporary folders)

PyInstaller's own working files go to build/work/ (ignored by git) unless --work says
otherwise. The icon is drawn by scenes.ui.icon at build time (see build/icons.py).
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "tessera.spec"


def executable(dist: Path, platform: str = sys.platform) -> Path:
    """The program inside a build for ``platform``, as a player (or a test) starts it."""
    if platform == "win32":
        return dist / "Tessera" / "Tessera.exe"
    if platform == "darwin":
        return dist / "Tessera.app" / "Contents" / "MacOS" / "Tessera"
    return dist / "Tessera" / "Tessera"


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
               "--distpath", str(dist), "--workpath", str(work)]
    if quiet:
        command += ["--log-level", "WARN"]
    subprocess.run(command, cwd=ROOT, check=True)
    if sys.platform.startswith("linux"):
        # Linux executables carry no icon: leave the PNG beside them for a .desktop entry.
        shutil.copyfile(work / "tessera" / "icons" / "tessera.png", dist / "Tessera" / "tessera.png")
    return executable(dist)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "work",
                        help="PyInstaller's working folder (default: build/work/)")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings and errors")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        program = build(args.dist.resolve(), args.work.resolve(), args.quiet)
    except subprocess.CalledProcessError as exc:
        print(f"build: PyInstaller failed (exit status {exc.returncode})", file=sys.stderr)
        return 1
    print(f"build: {program} in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
