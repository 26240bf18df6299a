"""A seat's name in a sentence: a lesson calls its learner "You", and "You's turn" or
"You plays red" is not English. Every sentence that puts a seat's name before a verb in
the present tense, or before what the seat owns, writes it through these two."""
from __future__ import annotations

#: The name that is the person spoken to (a lesson's learner is seated under it).
YOU = "You"

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
