"""A lesson's texts: the facts a text asks for (``{award}``), checked against its game's
vocabulary, and filled from the engine's state at a step, so no number a lesson says is
typed by hand; and an error as the sentence a refused lesson gives. Pure: no pygame."""
from __future__ import annotations

import string

from session.lesson_vocabulary import Said, Unavailable, Vocabulary


def sentence(exc: BaseException) -> str:
    """``exc`` as a sentence ending with a full stop (a KeyError's key unquoted)."""
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    text = text.strip() or type(exc).__name__
    return text if text.endswith(".") else text + "."


def fields_of(vocabulary: Vocabulary, text: str, where: str) -> list[str]:
    """The facts a text asks for; a fact the game does not know is refused."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as exc:
        raise ValueError(f"{where} has a brace that opens no fact ({exc})") from exc
    names = []
    facts = vocabulary.all_facts()
    for _, name, spec, conversion in parsed:
        if name is None:
            continue
        if name not in facts or spec or conversion:
            raise ValueError(f"{where} asks for {{{name}}}, which is not a fact of {vocabulary.game_id} "
                             f"(it knows {', '.join(sorted(facts))})")
        names.append(name)
    return names


def fill(vocabulary: Vocabulary, text: str, said: Said) -> str:
    """``text`` with its facts filled from ``said``; a fact that does not hold raises
    ValueError ("asks for {award}, but no board scores with this move")."""
    facts = vocabulary.all_facts()
    values = {}
    for name in fields_of(vocabulary, text, "a text"):
        try:
            values[name] = facts[name](said)
        except Unavailable as exc:
            raise ValueError(f"asks for {{{name}}}, but {exc}") from exc
    return text.format_map(values)
