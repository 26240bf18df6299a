"""The English grammar of the sentences built from a seat's name or a count, in one
place, for the sentences of session/ and scenes/ not yet messages of the catalogs (which
take it over, with each language's own rules). The engines' words are messages already:
in game/ only :data:`YOU` is read, by the Log's sentences that have one for the learner.

A seat's name in a sentence: a lesson calls its learner "You", and "You's turn" or
"You plays red" is not English. Every sentence that puts a seat's name before a verb in
the present tense, or before what the seat owns, writes it through :func:`acts` and
:func:`possessive`. A count of things is written one way everywhere through
:func:`counted`: "1 pt", "3 pts", "1 point", "0 points"; a list of things through
:func:`listed`: "Ana, Ben and Cy"."""
from __future__ import annotations

from game.narration import YOU  # noqa: F401 - its home now; read from here until this module goes

_BASE_FORMS = {"is": "are", "has": "have", "does": "do", "was": "were"}


def possessive(name: str, start: bool = True) -> str:
    """What ``name`` owns: "Ann's", "Your" (mid-sentence, with ``start`` False, "your")."""
    if name == YOU:
        return "Your" if start else "your"
    return f"{name}'s"


def acts(name: str, verb: str) -> str:
    """``name`` with ``verb`` written for a name ("plays", "is", "wins", "shares"):
    "Ann plays", "You play", "You are"."""
    return f"{name} {verb_for(name, verb)}"


def verb_for(name: str, verb: str) -> str:
    """``verb`` (as written after a name: "plays", "is") as ``name`` takes it: "play" for You."""
    if name != YOU:
        return verb
    if verb in _BASE_FORMS:
        return _BASE_FORMS[verb]
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def counted(count: int, word: str, many: str | None = None) -> str:
    """``count`` and ``word``, the word plural (``many``, or with an s) unless the count is
    one (or minus one): ``counted(1, "pt") == "1 pt"``, ``counted(3, "point") == "3 points"``."""
    return f"{count} {word if abs(count) == 1 else (many or word + 's')}"


def listed(items) -> str:
    """Items in a sentence: ``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
