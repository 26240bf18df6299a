"""The words machinery (game/words.py, session/languages.py, session/formats.py): messages
looked up in the language in use when they are said, plural forms by the catalog's own
rules, contexts, named placeholders; catalogs read compiled or compiled as they are read;
dates and numbers in the language's format."""
import gettext
import io
import os
from datetime import datetime

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

from game import words
from game.words import _, listed, ngettext, npgettext, pgettext
from session import formats, languages, registry
from tests.build_scripts import build_script


def translations_of(locale: str, messages: dict) -> gettext.GNUTranslations:
    """A compiled catalog of ``locale`` (its plural rules are the locale's) holding
    ``messages``: {id or (context, id) or (singular, plural): translation}."""
    catalog = Catalog(locale=locale)
    for key, string in messages.items():
        context = None
        if isinstance(key, tuple) and len(key) == 2 and isinstance(string, str):
            context, key = key
        catalog.add(key, string, context=context)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@pytest.fixture
def speaking():
    """Speak a language of the test's making; English again afterwards."""
    def speak(code, locale, messages):
        words.use(words.Language(code, locale, translations_of(locale, messages)))
    yield speak
    words.use(words.ENGLISH)


def test_english_is_the_messages_themselves_with_their_values_filled():
    assert words.current() is words.ENGLISH
    assert _("{name} takes the {value}", name="Ana", value="ruby") == "Ana takes the ruby"
    assert ngettext("{count} move", "{count} moves", 1, count=1) == "1 move"
    assert ngettext("{count} move", "{count} moves", 0, count=0) == "0 moves"
    assert pgettext("button", "Back") == "Back"
    assert npgettext("files", "{count} file", "{count} files", 2, count=2) == "2 files"


def test_a_translation_is_looked_up_then_filled_and_may_reorder_the_values(speaking):
    speaking("de", "de_DE", {"{name} takes the {value}": "Den {value} nimmt {name}"})
    assert _("{name} takes the {value}", name="Ana", value="Rubin") == "Den Rubin nimmt Ana"
    assert _("Not in the catalog") == "Not in the catalog"  # English until translated


def test_plural_forms_follow_the_language_of_the_catalog(speaking):
    plural = ("{count} move", "{count} moves")
    speaking("de", "de_DE", {plural: ("{count} Zug", "{count} Züge")})
    assert [ngettext(*plural, n, count=n) for n in (0, 1, 2)] == ["0 Züge", "1 Zug", "2 Züge"]
    speaking("ja", "ja_JP", {plural: ("{count}手",)})  # one form whatever the count
    assert [ngettext(*plural, n, count=n) for n in (0, 1, 2)] == ["0手", "1手", "2手"]
    speaking("pl", "pl_PL", {plural: ("{count} ruch", "{count} ruchy", "{count} ruchów")})  # three forms
    assert [ngettext(*plural, n, count=n) for n in (1, 3, 5, 22)] == ["1 ruch", "3 ruchy", "5 ruchów", "22 ruchy"]


def test_a_context_tells_apart_one_english_word_with_two_meanings(speaking):
    speaking("de", "de_DE", {("button", "Back"): "Zurück", ("a card's side", "Back"): "Rückseite"})
    assert pgettext("button", "Back") == "Zurück"
    assert pgettext("a card's side", "Back") == "Rückseite"
    assert _("Back") == "Back"


def test_a_message_kept_in_a_constant_is_said_in_the_language_of_the_moment(speaking):
    kept = words.N_("Settings")  # marked at import time, said later
    assert kept == "Settings"
    speaking("de", "de_DE", {"Settings": "Einstellungen"})
    assert _(kept) == "Einstellungen"
    words.use(words.ENGLISH)
    assert _(kept) == "Settings"


def test_lists_are_joined_by_the_catalog_patterns(speaking):
    assert [listed(names) for names in ([], ["Ana"], ["Ana", "Ben"], ["Ana", "Ben", "Cy", "Di"])] == \
        ["", "Ana", "Ana and Ben", "Ana, Ben, Cy and Di"]
    speaking("ja", "ja_JP", {("a list of two", "{first} and {second}"): "{first}と{second}",
                             ("a list of three or more: the items before the last", "{start}, {next}"): "{start}、{next}",
                             ("a list of three or more: the last item", "{start} and {last}"): "{start}、{last}"})
    assert listed(["花子", "太郎"]) == "花子と太郎"
    assert listed(["花子", "太郎", "次郎"]) == "花子、太郎、次郎"


def test_numbers_and_dates_are_written_in_the_language_s_format(speaking):
    assert formats.number(12345) == "12,345"
    noon = datetime(2030, 6, 14, 12, 0).timestamp()
    day = 24 * 3600
    assert formats.played_when(noon - 3600, noon) == "today at 11:00"
    assert formats.played_when(noon - day, noon) == "yesterday at 12:00"
    assert formats.played_when(noon - 40 * day, noon) == "on 5 May 2030"
    assert formats.size_in_words(5_400_000_000) == "5.4 GB"
    assert formats.size_in_words(1) == "1 byte"
    speaking("de", "de_DE", {"on {date}": "am {date}"})
    assert formats.number(12345) == "12.345"
    assert formats.played_when(noon - 40 * day, noon) == "am 5. Mai 2030"
    assert formats.size_in_words(5_400_000_000) == "5,4 GB"


def test_the_catalogs_in_the_making_have_their_language_s_plural_rules():
    for code, forms in (("de", 2), ("ja", 1)):
        with open(languages.catalog_path(code), "rb") as source:
            header = source.read().decode("utf-8")
        assert f"Plural-Forms: nplurals={forms};" in header
        rule = languages.translations(code).plural  # which form a count takes, as gettext reads the header
        assert [rule(n) for n in (1, 2, 5)] == ([0, 1, 1] if forms == 2 else [0, 0, 0])


@pytest.fixture
def locale_folder(tmp_path, monkeypatch):
    """A German catalog of one message in a folder of its own, as assets/locale is."""
    monkeypatch.setattr(languages, "locale_dir", lambda: tmp_path)
    po = languages.catalog_path("de")
    po.parent.mkdir(parents=True)
    catalog = Catalog(locale="de_DE")
    catalog.add("Settings", "Einstellungen")
    with open(po, "wb") as out:
        write_po(out, catalog)
    return po


def test_a_catalog_without_its_compiled_form_is_compiled_as_it_is_read(locale_folder):
    assert not languages.catalog_path("de", ".mo").exists()
    assert languages.translations("de").gettext("Settings") == "Einstellungen"


def test_a_compiled_catalog_is_read_only_while_it_is_as_new_as_its_source(locale_folder):
    mo = languages.catalog_path("de", ".mo")
    stale = Catalog(locale="de_DE")
    stale.add("Settings", "Alte Einstellungen")
    with open(mo, "wb") as out:
        write_mo(out, stale)
    later = locale_folder.stat().st_mtime + 10
    os.utime(mo, (later, later))
    assert languages.translations("de").gettext("Settings") == "Alte Einstellungen"  # the .mo, newer
    os.utime(locale_folder, (later + 10, later + 10))  # the .po edited since
    assert languages.translations("de").gettext("Settings") == "Einstellungen"


def test_a_language_tessera_has_no_catalog_for_is_refused():
    with pytest.raises(ValueError, match="no catalog"):
        languages.language("xx")
    assert languages.language("en") is words.ENGLISH
    german = languages.language("de")
    assert (german.code, german.locale) == ("de", "de_DE")


def test_the_build_compiles_every_catalog_where_the_app_finds_it(tmp_path):
    entries = build_script("catalogs").write_compiled(tmp_path)
    assert sorted(dest for mo, dest in entries) == [os.path.join("assets", "locale", code, "LC_MESSAGES")
                                                   for code in ("de", "ja")]
    for mo, dest in entries:
        with open(mo, "rb") as data:
            compiled = gettext.GNUTranslations(data)
        assert compiled.info()["language"] == dest.split(os.sep)[2]


def test_the_rules_are_read_in_the_language_in_use_where_they_are_written_in_it(speaking, tmp_path, monkeypatch):
    monkeypatch.setattr("session.files.paths.resource_root", lambda: tmp_path)
    rules = tmp_path / "assets" / "rules"
    rules.mkdir(parents=True)
    (rules / "kerala.md").write_text("# Kerala")
    (rules / "kerala.de.md").write_text("# Kerala auf Deutsch")
    kerala = registry.get("kerala")
    assert kerala.rules_path == rules / "kerala.md"
    speaking("de", "de_DE", {})
    assert kerala.rules_path == rules / "kerala.de.md"
    speaking("ja", "ja_JP", {})
    assert kerala.rules_path == rules / "kerala.md"  # none written in Japanese yet: the English
