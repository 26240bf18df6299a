"""The Japanese font of the frozen app: BIZ UDPGothic subset at build time to the letters
Tessera draws, and the check that it has them.

The fonts in assets/fonts/ have some 11,700 characters, 4.6 MB each. The app carries
them cut (with fontTools) to every character that is not a kanji (kana, full-width forms,
Latin, Greek, Cyrillic, marks), and of the kanji those of its own texts (every message
catalog, lesson and rules document under assets/) and those a Japanese name is written
with: the Joyo and Jinmeiyo kanji (build/kanji/name_kanji.txt, from Unicode's Unihan).
:func:`missing_letters` is the build's check that no text of the app has a letter that
neither the Japanese font nor Lato has.

    python build/japanese_font.py FOLDER     subset into FOLDER, check, and say the sizes
"""
from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.pofile import read_po
from fontTools import subset
from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"
NAME_KANJI = HERE / "kanji" / "name_kanji.txt"

#: The Japanese fonts and the Latin ones (scenes/ui/theme.py draws with them).
JAPANESE_FONTS = ("BIZUDPGothic-Regular.ttf", "BIZUDPGothic-Bold.ttf")
LATIN_FONTS = ("Lato-Regular.ttf", "Lato-Bold.ttf")

#: The kanji blocks, of which only the kanji the app needs are kept.
KANJI_BLOCKS = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3FFFF))


class MissingLetters(Exception):
    """A text of the app has letters no bundled font has."""


def is_kanji(code: int) -> bool:
    return any(low <= code <= high for low, high in KANJI_BLOCKS)


def name_kanji() -> set[str]:
    """The Joyo and Jinmeiyo kanji (with their variants), from build/kanji/name_kanji.txt."""
    lines = NAME_KANJI.read_text(encoding="utf-8").splitlines()
    return {char for line in lines if not line.startswith(("#", "[")) for char in line.strip()}


def texts(assets: Path = ASSETS) -> dict[Path, str]:
    """Every text of the app a font draws, by file: each catalog's messages (their English
    and their translations, in one string), each lesson and each rules document."""
    found = {}
    for catalog in sorted((assets / "locale").glob("*/LC_MESSAGES/*.po")) + sorted((assets / "locale").glob("*.pot")):
        with open(catalog, "rb") as source:
            messages = read_po(source)
        said = []
        for message in messages:
            for part in (message.id, message.string):
                said += [part] if isinstance(part, str) else list(part or ())
        found[catalog] = "\n".join(said)
    for document in sorted((assets / "lessons").rglob("*")) + sorted((assets / "rules").rglob("*")):
        if document.is_file():
            found[document] = document.read_text(encoding="utf-8")
    return found


def kept_characters(font: TTFont, wanted: set[str]) -> set[int]:
    """The characters of ``font`` a subset keeps: every one but the kanji, and of the
    kanji those ``wanted``."""
    wanted_codes = {ord(char) for char in wanted}
    return {code for code in font.getBestCmap() if not is_kanji(code) or code in wanted_codes}


def write_subsets(folder: Path, assets: Path = ASSETS) -> list[Path]:
    """Each Japanese font subset into ``folder`` under its own name (see the module's
    docstring); checked with :func:`missing_letters`, which raises
    :class:`MissingLetters`. The fonts written."""
    folder.mkdir(parents=True, exist_ok=True)
    wanted = name_kanji().union(*texts(assets).values())
    written = []
    for name in JAPANESE_FONTS:
        font = TTFont(assets / "fonts" / name)
        options = subset.Options()
        options.name_IDs = ["*"]  # the copyright and licence stay in the font
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.layout_features = ["*"]  # vertical forms, proportional kana, kerning
        options.drop_tables = options.drop_tables + ["meta"]  # languages it was designed for: fontTools cannot cut it
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=kept_characters(font, wanted))
        subsetter.subset(font)
        font.save(folder / name)
        written.append(folder / name)
    problems = missing_letters(folder, assets)
    if problems:
        raise MissingLetters("; ".join(f"{path.relative_to(assets)}: {''.join(sorted(letters))}"
                                       for path, letters in problems.items()))
    return written


def characters(font_path: Path) -> set[str]:
    return {chr(code) for code in TTFont(font_path).getBestCmap()}


def missing_letters(japanese_folder: Path, assets: Path = ASSETS) -> dict[Path, set[str]]:
    """The letters of each text of the app that neither Lato nor the Japanese fonts in
    ``japanese_folder`` have: each draws what the other lacks (scenes/ui/theme.py), in
    Japanese and in any other language. Empty when every letter has a font."""
    japanese = set.intersection(*(characters(japanese_folder / name) for name in JAPANESE_FONTS))
    latin = set.intersection(*(characters(assets / "fonts" / name) for name in LATIN_FONTS))
    problems = {}
    for path, text in texts(assets).items():
        lacking = {char for char in text if char not in japanese and char not in latin and not char.isspace()}
        if lacking:
            problems[path] = lacking
    return problems


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "work" / "fonts"
    try:
        written = write_subsets(folder)
    except MissingLetters as exc:
        print(f"japanese_font: letters no font has: {exc}", file=sys.stderr)
        return 1
    for path in written:
        full = (FONTS / path.name).stat().st_size
        print(f"{path.name}: {path.stat().st_size / 1e6:.2f} MB subset, {full / 1e6:.2f} MB whole, "
              f"{len(TTFont(path).getBestCmap())} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
