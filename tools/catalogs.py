"""The message catalogs, made again from the code: extract every message of the three
layers and main.py into the template (``assets/locale/tessera.pot``, with Babel and
babel.cfg), then bring each language's catalog (``assets/locale/LANG/LC_MESSAGES/tessera.po``)
up to date with it: new messages are added untranslated, changed ones kept as fuzzy
guesses, gone ones dropped (git keeps them).

    python tools/catalogs.py          after adding or changing a message in the code

Run it from anywhere; it works on the tree it stands in. tests/test_catalogs.py fails
while the template lacks a message of the code. The catalogs are compiled where they are
read (session/languages.py) and by the build (build/tessera.spec).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from session import languages  # noqa: E402
from session.version import VERSION  # noqa: E402

def pybabel(*arguments: str) -> None:
    """Run ``pybabel ARGUMENTS`` in the tree's root; raises SystemExit when it fails."""
    status = CommandLineInterface().run(["pybabel", "--quiet", *arguments])
    if status:
        raise SystemExit(f"pybabel {arguments[0]} failed ({status})")


def extract(template: Path) -> None:
    """Every message of the code (the files babel.cfg names) into the template file
    ``template``; its locations name files from the root, without line numbers (a line
    moving does not change the template)."""
    before = os.getcwd()
    os.chdir(ROOT)
    try:
        pybabel("extract", "--mapping-file", "babel.cfg", "--output-file", str(template),
                "--add-location", "file", "--sort-by-file", "--project", "Tessera", "--version", VERSION,
                "--copyright-holder", "the Tessera authors", "--msgid-bugs-address", "", ".")
    finally:
        os.chdir(before)


def update() -> list[str]:
    """Extract the template, then start or update each language's catalog; the codes done."""
    template = languages.template_path()
    extract(template)
    done = []
    for language in languages.OFFERED + languages.IN_THE_MAKING:
        if language.code == "en":
            continue  # the messages are English
        common = ["--input-file", str(template), "--output-dir", str(languages.locale_dir()),
                  "--domain", languages.DOMAIN, "--locale", language.code]
        if languages.catalog_path(language.code).is_file():
            pybabel("update", *common, "--ignore-obsolete", "--width", "100")
        else:
            pybabel("init", *common, "--width", "100")
        done.append(language.code)
    return done


def left_to_translate(code: str) -> str:
    """How much of the catalog of ``code`` is left to translate, in words: a language is
    offered once nothing is (session/languages.py)."""
    left = len(languages.untranslated(code))
    return f"{code} ({left} messages to translate)" if left else f"{code} (complete)"


if __name__ == "__main__":
    print("catalogs: template and " + ", ".join(map(left_to_translate, update())) + " updated")
