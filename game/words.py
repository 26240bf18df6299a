"""Every word a player reads, in the language chosen: messages looked up in a gettext
catalog (the standard library's :mod:`gettext`, so every layer can say things, the
engines' refusals too), at the moment they are said.

One way to write a message, with its values named::

    _("{name} takes the {value} from row {row}", name=name, value=value, row=row)
    ngettext("{count} move", "{count} moves", n, count=n)     # the language's plural rules
    pgettext("button", "Back")                                 # where one English word has two meanings
    N_("Kaleido")                                              # marked, said later with _(...)

The message is looked up first, then its ``{placeholders}`` are filled (``str.format``
with the named values; a message is always formatted, so a literal brace is written
``{{``). English is the messages themselves. The language can change while the app
runs (:func:`use`): a module never keeps a translated message from its import, it
keeps the message (or marks it with :func:`N_`) and says it when it draws or builds.

Which catalogs exist and where they are read from is :mod:`session.languages`' business;
this module only holds the language in use.
"""
from __future__ import annotations

import gettext as _gettext
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Language:
    """A language Tessera can speak: its code ("de"), the locale its dates and numbers
    are written in, and its catalog."""

    code: str
    locale: str
    translations: _gettext.NullTranslations = field(default_factory=_gettext.NullTranslations, compare=False)


#: The messages as written: the language of the code.
ENGLISH = Language("en", "en_GB")

_current: Language = ENGLISH


def use(language: Language) -> None:
    """Speak ``language`` from now on: every message said after this is in it."""
    global _current
    _current = language


def current() -> Language:
    """The language in use."""
    return _current


def _(message: str, **values: object) -> str:
    """``message`` in the language in use, its placeholders filled with ``values``."""
    return _current.translations.gettext(message).format(**values)


def ngettext(singular: str, plural: str, n: int, **values: object) -> str:
    """The form of a message for the count ``n`` by the language's plural rules (one
    form in Japanese, two in English and German), its placeholders filled with
    ``values`` (the count too, when the message shows it: name it)."""
    return _current.translations.ngettext(singular, plural, n).format(**values)


def pgettext(context: str, message: str, **values: object) -> str:
    """:func:`_` for a message whose English words mean several things: ``context``
    says which (a translator sees it; the player does not)."""
    return _current.translations.pgettext(context, message).format(**values)


def npgettext(context: str, singular: str, plural: str, n: int, **values: object) -> str:
    """:func:`ngettext` with a ``context`` (see :func:`pgettext`)."""
    return _current.translations.npgettext(context, singular, plural, n).format(**values)


def N_(message: str) -> str:
    """``message`` as it is, marked for the catalog: a message kept in a constant and
    said later, with :func:`_`, when the language is known."""
    return message


def listed(items) -> str:
    """Items in a sentence in the language's way: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    items = [str(item) for item in items]
    if len(items) == 2:
        return pgettext("a list of two", "{first} and {second}", first=items[0], second=items[1])
    return _joined(items, lambda start, last: pgettext("a list of three or more: the last item", "{start} and {last}",
                                                       start=start, last=last))


def alternatives(items) -> str:
    """Items one of which is meant, in the language's way: "Juu", "Kasane or Juu", "A, B or C"."""
    items = [str(item) for item in items]
    if len(items) == 2:
        return pgettext("two alternatives", "{first} or {second}", first=items[0], second=items[1])
    return _joined(items, lambda start, last: pgettext("three or more alternatives: the last one", "{start} or {last}",
                                                       start=start, last=last))


def side_by_side(items) -> str:
    """Items one after another with no "and", in a list that is no sentence's own
    (points by colour, the final scores): "red +6, blue +2", "Ana 12, Ben 10"."""
    items = [str(item) for item in items]
    return _joined(items, lambda start, last: pgettext("items side by side, with no 'and': the one before and the next",
                                                       "{start}, {next}", start=start, next=last))


def _joined(items: list[str], last) -> str:
    """Three or more items (or fewer) joined: each but the last after a comma, the last by ``last``."""
    if len(items) <= 1:
        return "".join(items)
    start = items[0]
    for item in items[1:-1]:
        start = pgettext("a list of three or more: the items before the last", "{start}, {next}",
                         start=start, next=item)
    return last(start, items[-1])
