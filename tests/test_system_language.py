"""The system's languages (session/system_language.py), read from what each system says,
given here as each would say it; and the language Tessera starts in
(session.languages.starting_language): the one chosen in Settings, else the system's
first that Tessera offers, else English."""
import locale

import pytest

from session import languages
from session.languages import Offered
from session.system_language import (from_apple_languages, from_environment, from_windows_language_id, language_code,
                                     preferred_languages)


@pytest.mark.parametrize("name, code", [("de_DE.UTF-8", "de"), ("de_AT.ISO-8859-1@euro", "de"), ("ja_JP.eucJP", "ja"),
                                        ("ja-JP", "ja"), ("zh-Hans-CN", "zh"), ("EN_gb", "en"), ("fil_PH", "fil"),
                                        ("C", None), ("POSIX", None), ("C.UTF-8", None), ("", None), ("1234", None)])
def test_a_locale_name_or_language_tag_names_its_language(name, code):
    assert language_code(name) == code


def test_the_locale_in_use_is_the_first_of_lc_all_lc_messages_and_lang_that_is_set():
    assert from_environment({"LANG": "de_DE.UTF-8"}) == ["de"]
    assert from_environment({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"}) == ["ja"]
    assert from_environment({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "fr_FR"}) == ["fr"]
    assert from_environment({"LANG": "de_DE.UTF-8", "LC_ALL": ""}) == ["de"]  # set but empty: not set
    assert from_environment({}) == []


def test_language_lists_the_languages_wanted_before_the_locale_s_own():
    assert from_environment({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:ja:de"}) == ["fr", "ja", "de"]
    assert from_environment({"LANG": "de_DE.UTF-8", "LANGUAGE": "ja_JP:"}) == ["ja", "de"]


def test_a_locale_that_names_no_language_names_none_and_language_is_ignored_with_it():
    """As GNU gettext does: the "C" locale speaks the program's own messages."""
    assert from_environment({"LANG": "C.UTF-8"}) == []
    assert from_environment({"LC_ALL": "C", "LANG": "de_DE.UTF-8", "LANGUAGE": "ja"}) == []
    assert from_environment({"LANGUAGE": "ja"}) == []


def test_apple_languages_are_read_from_what_defaults_prints():
    printed = '(\n    "de-DE",\n    en,\n    "zh-Hans-CN",\n    "ja-JP"\n)\n'
    assert from_apple_languages(printed) == ["de", "en", "zh", "ja"]
    assert from_apple_languages("(\n)\n") == []


def test_a_windows_language_id_names_its_language_or_its_language_s_default_variety():
    assert from_windows_language_id(0x0407) == ["de"]  # German, Germany
    assert from_windows_language_id(0x0411) == ["ja"]  # Japanese
    assert from_windows_language_id(0x0C07) == ["de"]  # German, Austria
    unknown_variety = 0x3C07  # a German of no variety Windows names
    assert unknown_variety not in locale.windows_locale
    assert from_windows_language_id(unknown_variety) == ["de"]
    assert from_windows_language_id(0x03FF) == []


def never(*args):
    raise AssertionError("this source is not asked on this system")


def test_linux_reads_the_environment_only():
    assert preferred_languages("linux", {"LANG": "ja_JP.UTF-8"}, never, never) == ["ja"]
    assert preferred_languages("linux", {}, never, never) == []


def test_macos_reads_apple_languages_when_the_environment_names_none():
    """An app opened from the Finder has no locale environment; one started from a terminal has."""
    def apple():
        return '(\n    "ja-JP",\n    "en-GB"\n)\n'
    assert preferred_languages("darwin", {}, apple, never) == ["ja", "en"]
    assert preferred_languages("darwin", {"LANG": "C"}, apple, never) == ["ja", "en"]
    assert preferred_languages("darwin", {"LANG": "de_DE.UTF-8"}, never, never) == ["de"]
    assert preferred_languages("darwin", {}, lambda: None, never) == []


def test_windows_reads_the_language_of_windows_not_the_environment():
    assert preferred_languages("win32", {"LANG": "ja_JP.UTF-8"}, never, lambda: 0x0407) == ["de"]
    assert preferred_languages("win32", {}, never, lambda: None) == []


GERMAN = Offered("de", "Deutsch", "de_DE")


def test_tessera_starts_in_the_language_chosen_while_it_is_offered(monkeypatch):
    monkeypatch.setattr(languages, "OFFERED", (*languages.OFFERED, GERMAN))
    assert languages.starting_language("de", ["ja"]) == "de"
    assert languages.starting_language("en", ["de"]) == "en"
    assert languages.starting_language("xx", ["de"]) == "de"  # chosen in a version that offered it


def test_tessera_starts_in_the_system_s_first_language_it_offers_else_in_english(monkeypatch):
    monkeypatch.setattr(languages, "OFFERED", (*languages.OFFERED, GERMAN))
    assert languages.starting_language(None, ["fr", "de", "en"]) == "de"
    assert languages.starting_language(None, ["fr", "en", "de"]) == "en"
    assert languages.starting_language(None, ["fr", "ja"]) == "ja"
    assert languages.starting_language(None, ["fr", "it"]) == "en"
    assert languages.starting_language(None, []) == "en"
    monkeypatch.setattr(languages, "OFFERED", languages.OFFERED[:1])
    assert languages.starting_language("de", ["de"]) == "en"  # German is not offered (yet)
