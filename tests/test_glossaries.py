"""Each language's glossary (``docs/glossaries/LANG.tsv``) holds its catalog to one word
for one thing: a row names an English term, its translation and the text (``match``,
a stem will do) that every translated message containing the term must hold. A row
whose ``match`` is empty documents a word that no one stem can check (an English verb
and noun with two translations, an umlauted plural).

The English term is found as a whole word, case-insensitively, also with a plural
"s" or "es" ("tile" finds "tiles", "pass" finds "passes"), and never inside a
placeholder ("{points}" is not the word "points"); the match is looked for
case-insensitively, so "Plättchen" finds "Sonderplättchen"."""
import csv
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from session import languages

GLOSSARIES = Path(__file__).resolve().parent.parent / "docs" / "glossaries"
HEADER = ["english", "translation", "match", "note"]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Term:
    """A glossary row: the English term, its translation, the text a translation must hold."""

    english: str
    translation: str
    match: str

    def found_in(self, english: str) -> bool:
        """Whether the English text ``english`` says this term (outside its placeholders)."""
        pattern = r"\b" + re.escape(self.english) + r"(?:s|es)?\b"
        return re.search(pattern, PLACEHOLDER.sub(" ", english), re.IGNORECASE) is not None


def glossary(path: Path) -> list[Term]:
    """The rows of the glossary at ``path``, checked for its form: a tab-separated file
    with the header english, translation, match, note and four fields a row."""
    with open(path, encoding="utf-8", newline="") as source:
        rows = list(csv.reader(source, delimiter="\t", quoting=csv.QUOTE_NONE))
    assert rows and rows[0] == HEADER, f"{path.name}: the first line must be {HEADER}, not {rows[:1]}"
    wrong = [number for number, row in enumerate(rows[1:], start=2) if len(row) != len(HEADER) or not row[0].strip()]
    assert not wrong, f"{path.name}: lines {wrong} are not four tab-separated fields with an English term"
    return [Term(row[0].strip(), row[1].strip(), row[2].strip()) for row in rows[1:]]


def translated(catalog: Catalog):
    """(English forms, translated forms) of every message of ``catalog`` translated in full;
    a fuzzy guess (``python tools/catalogs.py`` makes one for a changed message) is not said
    until a translator confirms it, so it is not checked."""
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        english = tuple(message.id) if message.pluralizable else (message.id,)
        forms = tuple(message.string) if message.pluralizable else (message.string,)
        if all(forms):
            yield english, forms


def misses(terms: list[Term], catalog: Catalog) -> list[str]:
    """Each translated form of ``catalog`` whose English says a term with a match and
    which does not hold that match, as a line naming the term and the message."""
    checked = [term for term in terms if term.match]
    found = []
    for english, forms in translated(catalog):
        for term in checked:
            if not any(term.found_in(text) for text in english):
                continue
            for form in forms:
                if term.match.casefold() not in form.casefold():
                    found.append(f"{term.english!r} must read {term.match!r}: {english[0]!r} -> {form!r}")
    return found


def glossary_files() -> list[Path]:
    return sorted(GLOSSARIES.glob("*.tsv"))


@pytest.mark.parametrize("path", glossary_files(), ids=lambda path: path.stem)
def test_every_translation_uses_the_glossary_s_words(path):
    catalog_file = languages.catalog_path(path.stem)
    assert catalog_file.is_file(), f"{path.name} is the glossary of a language with no catalog ({catalog_file})"
    with open(catalog_file, "rb") as source:
        catalog = read_po(source)
    found = misses(glossary(path), catalog)
    assert not found, f"{len(found)} translations of {path.stem} do not use the glossary's word:\n" + "\n".join(found)


@pytest.mark.parametrize("path", glossary_files(), ids=lambda path: path.stem)
def test_a_glossary_names_each_term_once(path):
    terms = [term.english.casefold() for term in glossary(path)]
    twice = sorted({term for term in terms if terms.count(term) > 1})
    assert not twice, f"{path.name} names these terms more than once: {twice}"


def test_there_is_a_german_glossary():
    assert "de" in [path.stem for path in glossary_files()]


def test_a_translation_without_the_glossary_s_word_is_named():
    catalog = Catalog(locale="de")
    catalog.add("{name} took {count} tiles from the bag", "{name} nimmt {count} Kärtchen aus dem Beutel")
    catalog.add(("{count} elephant", "{count} elephants"), ("{count} Elefant", "{count} Dickhäuter"))
    catalog.add("{points} points", "")  # not translated yet: not checked
    catalog.add("Past games", "Frühere Spiele")
    catalog.add("{name} moved an elephant", "{name}: {move}", flags=["fuzzy"])  # a guess, not said
    terms = [Term("tile", "Plättchen", "Plättchen"), Term("elephant", "Elefant", "Elefant"),
             Term("bag", "Beutel", "beutel"), Term("point", "Punkt", "Punkt"), Term("game", "Spiel", "")]
    assert misses(terms, catalog) == [
        "'tile' must read 'Plättchen': '{name} took {count} tiles from the bag' -> '{name} nimmt {count} Kärtchen aus dem Beutel'",
        "'elephant' must read 'Elefant': '{count} elephant' -> '{count} Dickhäuter'",
    ]


def test_a_term_is_a_whole_word_outside_the_placeholders():
    point = Term("point", "Punkt", "Punkt")
    assert point.found_in("{count} points") and point.found_in("No Point")
    assert not point.found_in("{points}") and not point.found_in("the pointer") and not point.found_in("pt")
    assert Term("pass", "passen", "pass").found_in("({left} passes left)")
    assert Term("festival grounds", "Festplatz", "Festplatz").found_in("the Festival Grounds of seat {seat}")
