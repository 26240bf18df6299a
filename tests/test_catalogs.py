"""The message catalogs keep up with the code: the template holds every message the code
says (a word added outside the catalog fails here, with `python tools/catalogs.py` as the
cure), each language's catalog holds the template's messages, and a translation fills
exactly its message's placeholders (a German "{nme}" would fail when said); and a language
is offered exactly when its catalog translates every message."""
import ast
import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from session import languages
from tests import pseudo_language
from tests.build_scripts import tool_script
from tests.pseudo_language import PLACEHOLDER

ROOT = Path(__file__).resolve().parent.parent


def messages_of(path: Path) -> dict:
    """{(context, message): plural form or None} of the catalog or template at ``path``."""
    with open(path, "rb") as source:
        catalog = read_po(source)
    return {(m.context, m.id[0] if m.pluralizable else m.id): (m.id[1] if m.pluralizable else None)
            for m in catalog if m.id}


def test_the_template_holds_every_message_of_the_code(tmp_path):
    fresh = tmp_path / "tessera.pot"
    tool_script("catalogs").extract(fresh)
    code, template = messages_of(fresh), messages_of(languages.template_path())
    missing = sorted(set(code) - set(template), key=str)
    gone = sorted(set(template) - set(code), key=str)
    assert not missing and not gone, (f"not in the template: {missing}; in it, but no longer in the code: {gone}."
                                      " Run python tools/catalogs.py")
    assert code == template, "a plural form changed: run python tools/catalogs.py"


#: The functions that mark a message (game/words.py), and where their context and message are.
MARKERS = {"_": (None, 0), "N_": (None, 0), "ngettext": (None, 0), "pgettext": (0, 1), "npgettext": (0, 1)}


def messages_in_code(tree: ast.AST) -> set:
    """{(context, message)} of every call in ``tree`` that marks a message written out (not
    a message kept in a name), found by reading the code, not by Babel's extractor."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            context_at, message_at = MARKERS[node.func.id]
            args = node.args
            if len(args) > message_at and isinstance(args[message_at], ast.Constant):
                context = args[context_at].value if context_at is not None else None
                found.add((context, args[message_at].value))
    return found


def test_babel_finds_every_message_the_code_says():
    """Babel's extractor drops a message whose values call a function on a text
    (``_("{x}", x=f("y"))``) without a word: the code is read here, call by call."""
    code = set()
    for top in ("game", "session", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            code |= messages_in_code(ast.parse(path.read_text(encoding="utf-8")))
    code |= messages_in_code(ast.parse((ROOT / "main.py").read_text(encoding="utf-8")))
    missing = sorted(code - set(messages_of(languages.template_path())), key=str)
    assert not missing, (f"messages Babel does not extract: {missing}. Give the value a name of its own "
                         "before the message, then run python tools/catalogs.py")


def test_a_message_in_a_call_is_read_from_the_code():
    tree = ast.parse('a = _("{x}.", x=listed(ngettext("{n} hint", "{n} hints", c, n=c) for c in cs))\n'
                     'b = pgettext("button", "Back")\nc = _(kept)\n')
    assert messages_in_code(tree) == {(None, "{x}."), (None, "{n} hint"), ("button", "Back")}


@pytest.mark.parametrize("code", [language.code for language in languages.IN_THE_MAKING])
def test_each_catalog_holds_the_template_s_messages(code):
    assert messages_of(languages.catalog_path(code)).keys() == messages_of(languages.template_path()).keys(), \
        "run python tools/catalogs.py"


def placeholders(text: str) -> set[str]:
    return {found for found in PLACEHOLDER.findall(text) if found not in ("{{", "}}")}


@pytest.mark.parametrize("code", [language.code for language in languages.IN_THE_MAKING])
def test_a_translation_fills_the_placeholders_of_its_message(code):
    with open(languages.catalog_path(code), "rb") as source:
        catalog = read_po(source)
    wrong = []
    for message in catalog:
        if not message.id or message.fuzzy:  # a guess for a changed message, not said until checked
            continue
        english = message.id if message.pluralizable else (message.id,)
        forms = message.string if message.pluralizable else (message.string,)
        wanted = placeholders(english[-1])
        for form in forms:
            if form and placeholders(form) - wanted:
                wrong.append((english[0], form))
    assert not wrong, f"translations with placeholders their message does not have: {wrong}"


def assigns_the_word_function(tree: ast.AST) -> list[int]:
    """The lines where a module that says messages with ``_`` assigns ``_`` too (``for _, x
    in ...``): within that function ``_`` is then no longer the message function, and the
    first message it says fails. A comprehension's ``_`` is its own (``[[] for _ in seats]``)."""
    says = any(isinstance(node, ast.ImportFrom) and node.module == "game.words"
               and any(alias.name == "_" for alias in node.names) for node in ast.walk(tree))
    if not says:
        return []
    own = {id(name) for node in ast.walk(tree) if isinstance(node, ast.comprehension)
           for name in ast.walk(node.target)}
    return sorted(node.lineno for node in ast.walk(tree) if isinstance(node, ast.Name) and node.id == "_"
                  and isinstance(node.ctx, ast.Store) and id(node) not in own)


def test_no_module_that_says_messages_uses_the_underscore_for_a_value():
    found = {}
    for top in ("game", "session", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            lines = assigns_the_word_function(ast.parse(path.read_text(encoding="utf-8")))
            if lines:
                found[str(path.relative_to(ROOT))] = lines
    assert not found, f"_ assigned where it says messages (name the value): {found}"


def test_an_underscore_assigned_beside_messages_is_found():
    said = ast.parse("from game.words import _\nfor _, x in pairs:\n    print(_('{x}', x=x))\n")
    assert assigns_the_word_function(said) == [2]
    assert assigns_the_word_function(ast.parse("for _, x in pairs:\n    pass\n")) == []
    assert assigns_the_word_function(ast.parse("from game.words import _\nseats = [[] for _ in range(3)]\n")) == []


def test_a_language_is_offered_exactly_when_its_catalog_is_complete():
    """Each offered language's catalog translates every message; a catalog in the making
    that does is offered (move it to session.languages.OFFERED)."""
    offered = {language.code for language in languages.OFFERED}
    complete = {language.code for language in languages.complete_languages()}
    assert offered - complete == set(), {code: languages.untranslated(code)[:5] for code in offered - complete}
    assert complete - offered == set(), "complete, but not offered: move them to OFFERED in session/languages.py"


@pytest.fixture
def locale_folder(tmp_path, monkeypatch):
    """A folder of catalogs of the test's making, where the app reads them."""
    monkeypatch.setattr(languages, "locale_dir", lambda: tmp_path)
    return tmp_path


def write_catalog(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as out:
        write_po(out, catalog)


def test_a_message_missing_untranslated_fuzzy_or_short_of_a_plural_form_is_left_to_translate(locale_folder):
    template = Catalog()
    for message in ("Back", "Settings", "Sound", "Language", ("{count} move", "{count} moves")):
        template.add(message)
    template.add("Off", context="switch")
    write_catalog(languages.template_path(), template)
    german = Catalog(locale="de_DE")
    german.add("Back", "Zurück")
    german.add("Settings", "Einstellungen", flags=["fuzzy"])  # a guess, to be looked at
    german.add("Sound", "")
    german.add(("{count} move", "{count} moves"), ("{count} Zug", ""))
    german.add("Off", "Aus", context="switch")
    write_catalog(languages.catalog_path("de"), german)
    assert languages.untranslated("de") == ["Settings", "Sound", "Language", "{count} move"]


def test_a_catalog_that_translates_every_message_is_complete_and_offered_by_the_rule(locale_folder):
    shutil.copy(ROOT / "assets" / "locale" / "tessera.pot", languages.template_path())
    write_catalog(languages.catalog_path("de"), pseudo_language.catalog("de_DE"))
    write_catalog(languages.catalog_path("ja"), Catalog(locale="ja_JP"))
    assert languages.untranslated("de") == []
    assert [language.code for language in languages.complete_languages()] == ["en", "de"]
