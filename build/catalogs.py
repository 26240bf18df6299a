"""The message catalogs compiled for the frozen app: each language's
``assets/locale/LANG/LC_MESSAGES/tessera.po`` as the ``tessera.mo`` gettext reads, written
under the build's working folder and bundled beside its ``.po`` (build/tessera.spec), so
the app reads the catalogs as they were at build time and never compiles them."""
from __future__ import annotations

from pathlib import Path

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
