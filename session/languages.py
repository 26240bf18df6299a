"""The languages Tessera speaks and where their catalogs are read from.

A language's catalog is ``assets/locale/LANG/LC_MESSAGES/tessera.po``, made from the
template ``assets/locale/tessera.pot`` (``python tools/catalogs.py`` extracts the
messages and updates each catalog; README, "Words"). The frozen app carries the
catalogs compiled (``tessera.mo``, made by ``build/tessera.spec``); from the source
tree a catalog with no ``.mo``, or an ``.mo`` older than its ``.po``, is compiled in
memory as it is read (Babel takes a few milliseconds), so a catalog just edited or
pulled is what the app speaks, with no step to forget.
"""
from __future__ import annotations

import gettext
import io
import logging
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import words
from session.files import paths

log = logging.getLogger(__name__)

#: The catalogs' name (gettext's "domain").
DOMAIN = "tessera"


@dataclass(frozen=True)
class Offered:
    """A language a player can choose: its code, its name in its own words and the
    locale its dates and numbers are written in."""

    code: str
    own_name: str
    locale: str


#: The languages a player can choose (Settings shows them in this order). A language is
#: offered once its catalog is complete, every message translated (:func:`untranslated`;
#: tests/test_catalogs.py holds each language to that): it moves here from IN_THE_MAKING.
OFFERED = (Offered("en", "English", "en_GB"), Offered("de", "Deutsch", "de_DE"), Offered("ja", "日本語", "ja_JP"))

#: Languages whose catalogs exist but are not offered yet.
IN_THE_MAKING: tuple[Offered, ...] = ()


def offered(code: str) -> Offered | None:
    """The offered language ``code``, or None when Tessera does not offer it."""
    return next((language for language in OFFERED if language.code == code), None)


def starting_language(chosen: str | None, system: list[str]) -> str:
    """The language Tessera speaks as it starts: the one the player ``chosen`` in Settings
    while Tessera offers it; else the first of the ``system``'s languages (most wanted
    first, :func:`session.system_language.preferred`) that it offers; else English."""
    for code in (chosen, *system):
        if code and offered(code):
            return code
    return words.ENGLISH.code


def locale_dir() -> Path:
    return paths.resource_path("assets", "locale")


def template_path() -> Path:
    """The template every catalog is made from: each message of the code, untranslated."""
    return locale_dir() / f"{DOMAIN}.pot"


def catalog_path(code: str, suffix: str = ".po") -> Path:
    """Where the catalog of ``code`` is (``suffix`` ".mo": compiled)."""
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def compiled(catalog: Path) -> bytes:
    """The ``.po`` catalog at ``catalog`` compiled to what gettext reads (a ``.mo``).
    A message not translated yet is left out (gettext then says it in English): Babel
    would fill an untranslated plural with the English forms by index, and Japanese,
    with one form, would say "2 move"."""
    with open(catalog, "rb") as source:
        messages = read_po(source)
    for message in list(messages):
        forms = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        if message.id and not all(forms):
            messages.delete(message.id, message.context)
    out = io.BytesIO()
    write_mo(out, messages)
    return out.getvalue()


def untranslated(code: str) -> list[str]:
    """The messages of the template that the catalog of ``code`` does not translate yet
    (missing from it, untranslated, a plural form left empty, or marked fuzzy: a
    translation to be looked at again), in English; none when the catalog is complete.
    Read from the source tree (the frozen app carries the catalogs compiled, not the template)."""
    with open(template_path(), "rb") as source:
        template = read_po(source)
    try:
        with open(catalog_path(code), "rb") as source:
            catalog = read_po(source)
    except FileNotFoundError:  # a catalog not begun
        catalog = Catalog()
    missing = []
    for message in template:
        if not message.id:
            continue
        translated = catalog.get(message.id, message.context)
        forms = () if translated is None or translated.fuzzy else (
            translated.string if isinstance(translated.string, (tuple, list)) else (translated.string,))
        if not (forms and all(forms)):
            missing.append(message.id[0] if message.pluralizable else message.id)
    return missing


def complete_languages() -> tuple[Offered, ...]:
    """The languages to offer by the rule: English, and each other language whose catalog
    in the source tree is complete (:func:`untranslated` finds nothing), offered or in the
    making. tests/test_catalogs.py holds :data:`OFFERED` to it."""
    return tuple(language for language in OFFERED + IN_THE_MAKING
                 if language.code == words.ENGLISH.code or not untranslated(language.code))


def translations(code: str) -> gettext.NullTranslations:
    """The catalog of ``code``: its ``.mo`` in the frozen app, or from the source tree
    when it is as new as its ``.po``; else its ``.po`` compiled in memory."""
    po, mo = catalog_path(code), catalog_path(code, ".mo")
    if mo.is_file() and (paths.is_frozen() or not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with open(mo, "rb") as data:
            return gettext.GNUTranslations(data)
    return gettext.GNUTranslations(io.BytesIO(compiled(po)))


def language(code: str) -> words.Language:
    """The language ``code`` (one of :data:`OFFERED` or :data:`IN_THE_MAKING`) with its catalog."""
    known = {offered.code: offered for offered in OFFERED + IN_THE_MAKING}
    if code not in known:
        raise ValueError(f"Tessera has no catalog for the language {code!r}")
    if code == words.ENGLISH.code:
        return words.ENGLISH
    return words.Language(code, known[code].locale, translations(code))


def use(code: str) -> None:
    """Speak the language ``code`` from now on (:func:`game.words.use`)."""
    words.use(language(code))
    log.info("speaking %s", code)
