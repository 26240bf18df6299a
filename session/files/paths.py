"""Where files are: bundled resources, and the player's own folders.

Resources (fonts, layouts, rules, art) are found the same way from the source tree
and from a frozen PyInstaller build, through :func:`resource_path`. Settings, saves
and logs go to the per-user folders that platformdirs names, never next to the
program, whose folder may be read-only. ``TESSERA_HOME`` moves all user folders
under one directory (tests and portable installs use it).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "Tessera"


def resource_root() -> Path:
    """The folder that holds ``assets/``: the bundle when frozen, else the source tree."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def resource_path(*parts: str) -> Path:
    """The path of a bundled resource, e.g. ``resource_path("assets", "fonts", "Lato-Regular.ttf")``."""
    return resource_root().joinpath(*parts)


def _user_dir(kind: str) -> Path:
    home = os.environ.get("TESSERA_HOME")
    if home:
        path = Path(home) / kind
    elif kind == "config":
        path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    elif kind == "logs":
        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    else:
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / kind
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a folder that cannot be made: its writers fail and say so (scenes/storage.py)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def log_dir() -> Path:
    return _user_dir("logs")


def saves_dir() -> Path:
    return _user_dir("saves")


def past_games_dir() -> Path:
    """The records of the last finished games (Past games on the menu)."""
    return _user_dir("past games")


def named_saves_dir() -> Path:
    """The games saved under a name with "Save as..." (Saved games on the menu)."""
    return _user_dir("saved games")


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def keep_aside(path: Path) -> Path:
    """Rename a file that could not be read to ``NAME.bad`` (``NAME.bad-2``, ...) and return the new path."""
    target = path.with_name(path.name + ".bad")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{n}")
        n += 1
    os.replace(path, target)
    return target
