"""The words of the frozen app: the message catalogs compiled, each language's
``assets/locale/LANG/LC_MESSAGES/tessera.po`` as the ``tessera.mo`` gettext reads, written
under the build's working folder and bundled beside its ``.po`` (build/tessera.spec), so
the app reads the catalogs as they were at build time and never compiles them; and of
Babel's locale data (a file for each of about 1,100 locales, 31 MB), only what the
languages' dates and numbers are written from."""
from __future__ import annotations

from pathlib import Path, PurePath

from babel.core import get_global

from session import languages


def write_compiled(folder: Path) -> list[tuple[str, str]]:
    """Compile every catalog into ``folder`` (``LANG/LC_MESSAGES/tessera.mo``); the
    PyInstaller data entries that put each where the app looks for it."""
    entries = []
    for po in sorted(languages.locale_dir().glob(f"*/LC_MESSAGES/{languages.DOMAIN}.po")):
        inside = po.parent.relative_to(languages.locale_dir())
        mo = folder / inside / f"{languages.DOMAIN}.mo"
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(languages.compiled(po))
        entries.append((str(mo), str(Path("assets", "locale", inside))))
    return entries


def locales_needed() -> set[str]:
    """The Babel locales the languages' dates and numbers need: each language's own
    ("en_GB") and those it inherits from ("en_001", "en", "root")."""
    exceptions = get_global("parent_exceptions")
    needed = {"root"}
    for language in languages.OFFERED + languages.IN_THE_MAKING:
        name = language.locale
        while name not in needed:
            needed.add(name)
            name = exceptions.get(name) or (name.rsplit("_", 1)[0] if "_" in name else "root")
    return needed


def needless_locale_data(destination: str) -> bool:
    """Whether a bundled file, at ``destination`` in the bundle, is Babel's data for a
    locale no language needs (``babel/locale-data/fr_CA.dat``)."""
    path = PurePath(destination)
    return path.parent.as_posix() == "babel/locale-data" and path.suffix == ".dat" and path.stem not in locales_needed()
