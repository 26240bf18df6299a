"""--smoke reads every language (session/language_selfcheck.py): a language whose catalog
or dates cannot be read is the smoke's finding, and the language in use is kept."""
from babel.dates import get_month_names

from game import words
from session import languages
from session.language_selfcheck import languages_check


def test_every_language_says_its_word_and_a_date():
    summary, problem = languages_check()
    assert problem is None
    said = dict(part.split(": ", 1) for part in summary.removeprefix("languages: ").split("; "))
    assert said.keys() == {"en", "de", "ja"} and said["en"].startswith("Settings, ")
    assert any(month in said["de"] for month in get_month_names("wide", locale="de_DE").values())
    assert "年" in said["ja"] and words.current() is words.ENGLISH


def test_a_language_whose_dates_cannot_be_read_is_a_problem(monkeypatch):
    real = languages.language

    def without_locale_data(code):
        language = real(code)
        if code != "de":
            return language
        return words.Language(language.code, "de_XX_MISSING", language.translations)

    monkeypatch.setattr(languages, "language", without_locale_data)
    summary, problem = languages_check()
    assert problem is not None and "the language de cannot be read" in problem
    assert "UnknownLocaleError" in problem
    assert "ja: " in summary and words.current() is words.ENGLISH
