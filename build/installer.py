"""Build Tessera's Windows installer, Tessera-setup.exe, from the one-folder build with NSIS
(build/installer.nsi; ``makensis`` runs on Windows and, from Debian's ``nsis``, on Linux).

    python build/installer.py                         dist/Tessera -> dist/Tessera-setup.exe
    python build/installer.py --app A --out O         another build, another installer
    python build/installer.py --target amd64-unicode  a 64-bit installer (makensis needs that stub)

The installer is 32-bit (x86-unicode, the one target of the NSIS that Windows runners
carry) unless --target says otherwise; it installs the 64-bit program. This script lists
the build's files for the .nsi (the uninstaller removes exactly those), draws the icon and
the welcome page's image, and passes the version from session/version.py.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path, PureWindowsPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
from session.version import VERSION  # noqa: E402
from windows_version import COMPANY, windows_version  # noqa: E402

SCRIPT = HERE / "installer.nsi"
INSTALLER = "Tessera-setup.exe"
SIDE_IMAGE_SIZE = (164, 314)   # the welcome and finish pages' bitmap, as NSIS's Modern UI lays it out
#: Where makensis is when it is not on PATH (NSIS's own installer on Windows).
WINDOWS_MAKENSIS = (r"C:\Program Files (x86)\NSIS\makensis.exe", r"C:\Program Files\NSIS\makensis.exe")


class InstallerError(RuntimeError):
    pass


def find_makensis() -> str | None:
    found = shutil.which("makensis")
    if found or sys.platform != "win32":
        return found
    return next((path for path in WINDOWS_MAKENSIS if Path(path).is_file()), None)


def nsis_text(text: str, when_run: bool = True) -> str:
    """``text`` inside an NSIS double-quoted string, for an instruction that reads it as the
    installer runs (a $ is written $$) or as makensis builds it (File's source: as it is). A
    few characters cannot be written there at all, and a ${ would be read as a define."""
    if any(character in text for character in '"\r\n`') or "${" in text:
        raise InstallerError(f"NSIS cannot be given the name {text!r}")
    return text.replace("$", "$$") if when_run else text


def file_lists(app: Path) -> str:
    """The include that installs every file of the build ``app`` (macro INSTALL_FILES) and
    removes those files and then their folders, deepest first (macro UNINSTALL_FILES)."""
    files = sorted(path for path in app.rglob("*") if path.is_file())
    folders = {folder for path in files for folder in path.relative_to(app).parents} - {Path(".")}
    folders = sorted(folders, key=lambda folder: (-len(folder.parts), str(folder)))
    install, uninstall = ["!macro INSTALL_FILES"], ["!macro UNINSTALL_FILES"]
    current = None
    for path in files:
        relative = PureWindowsPath(path.relative_to(app))
        if relative.parent != current:
            current = relative.parent
            target = "$INSTDIR" if str(current) == "." else f"$INSTDIR\\{nsis_text(str(current))}"
            install.append(f'  SetOutPath "{target}"')
        install.append(f'  File "{nsis_text(str(path), when_run=False)}"')
        uninstall.append(f'  Delete "$INSTDIR\\{nsis_text(str(relative))}"')
    uninstall += [f'  RMDir "$INSTDIR\\{nsis_text(str(PureWindowsPath(folder)))}"' for folder in folders]
    return "\n".join(install + ["!macroend", ""] + uninstall + ["!macroend", ""])


def estimated_size(app: Path) -> int:
    """The build's size in KiB, as Apps & features shows it."""
    return (sum(path.stat().st_size for path in app.rglob("*") if path.is_file()) + 1023) // 1024


def write_side_image(path: Path) -> Path:
    """The bitmap beside the welcome and finish pages: the icon on the menu's background."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from scenes.ui import theme
    from scenes.ui.icon import draw_icon

    image = pygame.Surface(SIDE_IMAGE_SIZE, 0, 24)
    image.fill(theme.BACKGROUND_DEEP)
    icon = draw_icon(128)
    image.blit(icon, icon.get_rect(centerx=SIDE_IMAGE_SIZE[0] // 2, top=40))
    pygame.image.save(image, str(path))
    return path


def defines(app: Path, out: Path, files: Path, icon: Path, side_image: Path, target: str | None) -> dict[str, str]:
    """What build/installer.nsi is given with /D."""
    values = {"VERSION": VERSION, "WINDOWS_VERSION": windows_version(), "PUBLISHER": COMPANY,
              "APP_FOLDER": str(app), "FILES": str(files), "ESTIMATED_SIZE": str(estimated_size(app)),
              "ICON": str(icon), "SIDE_IMAGE": str(side_image), "OUTFILE": str(out)}
    if target:
        values["TARGET"] = target
    return values


def build_installer(app: Path, out: Path, target: str | None = None, makensis: str | None = None) -> Path:
    """Make the installer ``out`` from the one-folder build ``app``; ``out``."""
    from icons import write_icons

    makensis = makensis or find_makensis()
    if makensis is None:
        raise InstallerError("makensis was not found (NSIS: apt-get install nsis, or nsis.sourceforge.io)")
    if not (app / "Tessera.exe").is_file():
        raise InstallerError(f"there is no Windows build at {app} (no Tessera.exe)")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tessera-installer-") as temporary:
        work = Path(temporary)
        files = work / "files.nsh"
        files.write_text(file_lists(app), encoding="utf-8")
        icon = write_icons(work)["ico"]
        side_image = write_side_image(work / "side.bmp")
        command = [makensis, "-V2", "-INPUTCHARSET", "UTF8"]
        command += [f"-D{name}={value}" for name, value in defines(app, out, files, icon, side_image, target).items()]
        done = subprocess.run(command + [str(SCRIPT)], capture_output=True, text=True, errors="replace")
    if done.returncode != 0 or not out.is_file():
        raise InstallerError(f"makensis failed (exit status {done.returncode}):\n{done.stdout}{done.stderr}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "Tessera", help="the one-folder build")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / INSTALLER, help="the installer to write")
    parser.add_argument("--target", help="the NSIS target (default x86-unicode)")
    args = parser.parse_args(argv)
    try:
        out = build_installer(args.app.resolve(), args.out.resolve(), args.target)
    except InstallerError as exc:
        print(f"installer: {exc}", file=sys.stderr)
        return 1
    print(f"installer: {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
