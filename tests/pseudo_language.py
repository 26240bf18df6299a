"""The pseudo-language the tests speak (never offered to players): every message of the
template, ``assets/locale/tessera.pot``, wrapped in brackets, each letter accented
(a -> á, b -> ƀ ...) and made 40 % longer, its placeholders left as they are:
"Back" is "[Ɓáçķ ĺőŕ]" and "{name} wins" is "[{name} ŵíñš ĺőŕé]".

No letter of a pseudo message is a plain ASCII letter, so a plain letter on screen is a
word that did not come from the catalog (built from an English fragment, or drawn as
written): :func:`uncatalogued` names each such text. The brackets show, in a screenshot,
where each message starts and ends, and what is cut.
"""
from __future__ import annotations

import gettext
import io
import json
import math
import re
import string
from functools import cache

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import words
from session import languages
from session.lesson_files import lesson_path
from session.lesson_translations import TRANSLATION_FORMAT, texts_of

PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçďéƒĝĥíĵķĺɱñőƥʠŕšťúʋŵẋýžÁɃÇĎÉƑĜĤÍĴĶĹṀÑŐƤǪŔŠŤÚṼŴẊÝŽ"
_ACCENT = str.maketrans(PLAIN, ACCENTED)
#: What pads a message to 40 % longer: words of accented letters, so lines wrap as
#: a longer language's would.
FILLER = "ĺőŕéɱ íƥšúɱ ďőĺőŕ šíť áɱéť çőñšéçťéťúŕ áďíƥíšçíñĝ éĺíť "
#: A placeholder (``{name}``) or an escaped brace (``{{``), kept as it is.
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{[^{}]*\}")
#: How much longer a pseudo message is than its English.
LONGER = 0.4

CODE = "pseudo"
#: What may stand around a word of data in a sentence: "“My game”:" holds "My" and "game".
PUNCTUATION = string.punctuation + "“”‘’…·–—[]"


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language."""
    parts, text_length, last = [], 0, 0
    for match in PLACEHOLDER.finditer(message):
        text = message[last:match.start()]
        parts += [text.translate(_ACCENT), match.group()]
        text_length += len(text)
        last = match.end()
    parts.append(message[last:].translate(_ACCENT))
    text_length += len(message[last:])
    padding = max(1, math.ceil(text_length * LONGER) - 3)  # the brackets and a space count
    filler = (FILLER * (padding // len(FILLER) + 1))[:padding].strip() or FILLER[0]
    return "[" + "".join(parts) + " " + filler + "]"


def catalog(locale: str = "en") -> Catalog:
    """A catalog of ``locale`` (its plural rules are the locale's) that translates each
    message of the template into the pseudo-language: a complete catalog."""
    with open(languages.template_path(), "rb") as source:
        made = read_po(source, locale=locale)
    for message in made:
        if not message.id:
            continue
        if message.pluralizable:
            singular, plural = message.id
            forms = [pseudo(plural)] * made.num_plurals
            if made.num_plurals > 1:  # a language with a form for one (Japanese has none)
                forms[0] = pseudo(singular)
            message.string = tuple(forms)
        else:
            message.string = pseudo(message.id)
    return made


@cache
def translations() -> gettext.GNUTranslations:
    """The pseudo catalog: each message of the template, in the pseudo-language."""
    compiled = io.BytesIO()
    write_mo(compiled, catalog())
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def lesson_texts(game_id: str, language_code: str = CODE) -> dict:
    """The texts of ``game_id``'s lesson in the pseudo-language, as a translation of the
    lesson into ``language_code`` holds them (session/lesson_translations.py)."""
    def said(texts):
        if isinstance(texts, dict):
            return {key: said(value) for key, value in texts.items()}
        if isinstance(texts, list):
            return [said(text) for text in texts]
        return pseudo(texts)
    english = json.loads(lesson_path(game_id).read_text(encoding="utf-8"))
    return {"format": TRANSLATION_FORMAT, "game": game_id, "language": language_code, **said(texts_of(english))}


def language() -> words.Language:
    """The pseudo-language (its dates and numbers are British English's)."""
    return words.Language(CODE, words.ENGLISH.locale, translations())


def uncatalogued(texts, data=()) -> list[str]:
    """The texts among ``texts`` (drawn while the pseudo-language was spoken) that hold
    a plain letter, a word that came from no catalog; a word that is part of one of the
    ``data`` (a seat's name, a file's path: what the player or the system wrote) is no
    fault, nor is a name of the data inside a word ("Mira'š", a Latin name with the
    pseudo-language's possessive). Each faulty text once, in the order drawn."""
    faults = []
    names = sorted((value for value in data if value and "\n" not in value), key=len, reverse=True)
    for text in texts:
        rest = text
        for name in names:
            rest = rest.replace(name, " ")
        plain = [word for word in rest.split() if re.search("[A-Za-z]", word)
                 and not any(word.strip(PUNCTUATION) in value for value in data)]
        if plain and text not in faults:
            faults.append(text)
    return faults
