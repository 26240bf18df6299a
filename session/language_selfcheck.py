"""Every language Tessera has a catalog for, read as the app reads it (its catalog, and
Babel's data for its dates and numbers): what ``--smoke`` reports, so that a build that
left out a catalog, or the locale data a language's dates need (the build keeps only the
languages' own, build/catalogs.py), fails its smoke test, the Windows program's under
Wine in CI too."""
from __future__ import annotations

import time

from game import words
from game.words import _
from session import formats, languages

#: A moment three days before the check's "now", written as a date in each language.
DAYS_AGO = 3


def languages_check() -> tuple[str, str | None]:
    """``(summary, problem or None)``: each language's word for Settings and a date of
    three days ago in its own words; the language in use is kept."""
    spoken = words.current()
    said, problems = [], []
    now = time.time()
    try:
        for language in languages.OFFERED + languages.IN_THE_MAKING:
            try:
                languages.use(language.code)
                said.append(f"{language.code}: {_('Settings')}, {formats.played_when(now - DAYS_AGO * 86400, now)}")
            except Exception as exc:  # noqa: BLE001 - any fault of a language is the check's finding
                problems.append(f"the language {language.code} cannot be read ({type(exc).__name__}: {exc})")
    finally:
        words.use(spoken)
    summary = "languages: " + "; ".join(said)
    return summary, "; ".join(problems) or None
