"""A lesson's texts in another language: ``assets/lessons/LANG/GAME.json`` holds only the
texts of the lesson ``assets/lessons/GAME.json`` (the English, which holds the moves,
seats and targets), and they take the English texts' places when the lesson is read in
that language. Pure: no pygame.

A translation (format 1), shaped as the English lesson's texts are (:func:`texts_of`)::

    {"format": 1, "game": "kerala", "language": "de",
     "title": "Kerala lernen", "about": "...", "intro": "...", "end": "...",
     "steps": {"5": {"coach": "...", "want": "...", "explain": ["...", "..."]}, ...}}

- ``steps`` is keyed by the step's number (from 1, as the English file's authors count),
  and holds the steps that say something: their ``coach`` and ``want`` where the English
  step has them, and ``explain`` as a list of one text for each part of the English
  explanation. ``about`` and ``end`` are there when the English lesson has them.
- Each text asks for the same facts (``{award}``) as its English: the facts are filled
  from the game when the lesson is played, in any language.

A translation that is missing, or that no longer fits its lesson (a step, a part or a
fact that is not the English's: the lesson changed since it was translated), is passed
over with a line in the log, and the lesson is read in English.
"""
from __future__ import annotations

import json
import logging
import string
from typing import Any

from game.words import ENGLISH
from session.files import paths

log = logging.getLogger(__name__)

TRANSLATION_FORMAT = 1
#: The keys of a translation that are not texts.
_ABOUT_IT = ("format", "game", "language")
#: The lesson's texts outside its steps, and those of a step (besides its explanation).
_LESSON_TEXTS = ("title", "about", "intro", "end")
_STEP_TEXTS = ("coach", "want")


def translation_path(game_id: str, language: str):
    return paths.resource_path("assets", "lessons", language, f"{game_id}.json")


def texts_of(lesson: dict) -> dict:
    """The texts of the English lesson ``lesson`` (a lesson file's JSON, read) in the
    shape a translation has: what a translator translates, and what a translation is
    checked against."""
    texts: dict[str, Any] = {key: lesson[key] for key in _LESSON_TEXTS if _is_text(lesson.get(key))}
    steps = {}
    for number, step in enumerate(lesson.get("steps") if isinstance(lesson.get("steps"), list) else (), 1):
        if not isinstance(step, dict):
            continue
        said = {key: step[key] for key in _STEP_TEXTS if _is_text(step.get(key))}
        explain = [_part_text(part) for part in _parts(step.get("explain", []))]
        if explain:
            said["explain"] = explain
        if said:
            steps[str(number)] = said
    texts["steps"] = steps
    return texts


def mismatches(english: dict, translated: dict) -> list[str]:
    """Where the texts ``translated`` (a translation's, in :func:`texts_of`'s shape) do not
    fit those of the English lesson ``english``: a text missing or not the English's, an
    explanation of another number of parts, a text asking for other facts. Empty when
    they fit."""
    mine = texts_of(english)
    found = _other_keys(mine, translated, "its {}")
    for key in _LESSON_TEXTS:
        if key in mine and key in translated:
            found += _other_text(f"its {key}", mine[key], translated[key])
    steps = translated.get("steps")
    if not isinstance(steps, dict):
        return found + ["its steps are not an object keyed by the steps' numbers"]
    found += _other_keys(mine["steps"], steps, "step {}")
    for number, said in mine["steps"].items():
        theirs, where = steps.get(number), f"step {number}"
        if theirs is None:
            continue
        if not isinstance(theirs, dict):
            found.append(f"{where} is not an object of texts")
            continue
        found += _other_keys(said, theirs, where + "'s {}")
        for key in _STEP_TEXTS:
            if key in said and key in theirs:
                found += _other_text(f"{where}'s {key}", said[key], theirs[key])
        if "explain" in said and "explain" in theirs:
            parts = theirs["explain"]
            if not (isinstance(parts, list) and len(parts) == len(said["explain"])):
                found.append(f"{where}'s explanation is not {len(said['explain'])} texts, one for each part")
                continue
            for index, (text, their_text) in enumerate(zip(said["explain"], parts), 1):
                found += _other_text(f"{where}'s explanation part {index}", text, their_text)
    return found


def _other_keys(mine: dict, theirs: dict, name: str) -> list[str]:
    """The texts one of ``mine`` (the English) and ``theirs`` has and the other has not,
    each called ``name`` with its key ("step {}")."""
    return ([f"{name.format(key)} is missing" for key in mine if key not in theirs]
            + [f"{name.format(key)} is not in the English lesson" for key in theirs if key not in mine])


def _other_text(where: str, english: str, translated: Any) -> list[str]:
    """What keeps ``translated`` from standing for the text ``english``, if anything."""
    if not _is_text(english):
        return [f"{where} is no text in the English lesson"]
    if not _is_text(translated):
        return [f"{where} is not text"]
    if _facts(translated) != _facts(english):
        return [f"{where} asks for {_listed(_facts(translated))}, the English for {_listed(_facts(english))}"]
    return []


def in_language(lesson: dict, language: str) -> dict:
    """The lesson ``lesson`` (an English lesson file's JSON, read) with its texts in
    ``language`` where a translation that fits it is written; else ``lesson`` as it is
    (and, for a language other than English, a line in the log saying why)."""
    if language == ENGLISH.code or not isinstance(lesson.get("steps"), list):
        return lesson  # English, or a lesson its reading refuses whatever its language
    game_id = lesson.get("game")
    path = translation_path(str(game_id), language)
    try:
        translated = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        log.info("the %s lesson has no texts in %s: it is read in English", game_id, language)
        return lesson
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        log.warning("the %s lesson's texts in %s (%s) cannot be read (%s): it is read in English",
                    game_id, language, path, exc)
        return lesson
    problems = misfits(lesson, translated, language)
    if problems:
        log.warning("the %s lesson's texts in %s (%s) do not fit the lesson, which is read in English: %s",
                    game_id, language, path, "; ".join(problems))
        return lesson
    return _with_texts(lesson, _texts(translated))


def misfits(lesson: dict, translated: Any, language: str) -> list[str]:
    """What keeps ``translated`` (a translation file's JSON, read) from being the texts
    of the English lesson ``lesson`` in ``language``; empty when it fits."""
    return _about_it(translated, lesson.get("game"), language) or mismatches(lesson, _texts(translated))


def _about_it(translated: Any, game_id: Any, language: str) -> list[str]:
    """What is wrong with what a translation says of itself (its format, game, language)."""
    if not isinstance(translated, dict):
        return ["it does not hold an object"]
    wanted = {"format": TRANSLATION_FORMAT, "game": game_id, "language": language}
    return [f"its {key} is {translated.get(key)!r}, not {value!r}" for key, value in wanted.items()
            if translated.get(key) != value]


def _texts(translated: dict) -> dict:
    """A translation's texts (without what it says of itself); an explanation of one part
    may be written as its text."""
    texts = {key: value for key, value in translated.items() if key not in _ABOUT_IT}
    steps = texts.get("steps")
    if isinstance(steps, dict):
        texts["steps"] = {number: {**said, "explain": [said["explain"]]}
                          if isinstance(said, dict) and isinstance(said.get("explain"), str) else said
                          for number, said in steps.items()}
    return texts


def _with_texts(lesson: dict, texts: dict) -> dict:
    """``lesson`` with the ``texts`` (which fit it) in place of its own."""
    lesson = {**lesson, **{key: texts[key] for key in _LESSON_TEXTS if key in texts}}
    steps = []
    for number, step in enumerate(lesson["steps"], 1):
        said = texts["steps"].get(str(number))
        if said is not None:
            step = {**step, **{key: said[key] for key in _STEP_TEXTS if key in said}}
            if "explain" in said:
                step["explain"] = [{**part, "text": text} if isinstance(part, dict) else text
                                   for part, text in zip(_parts(step["explain"]), said["explain"])]
        steps.append(step)
    lesson["steps"] = steps
    return lesson


def _parts(explain: Any) -> list:
    """An English step's explanation as a list of parts (a text alone is one part)."""
    if isinstance(explain, list):
        return explain
    return [explain] if explain else []


def _part_text(part: Any) -> str:
    """A part's text ("" where it has none: a lesson its reading refuses)."""
    text = part.get("text") if isinstance(part, dict) else part
    return text if isinstance(text, str) else ""


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _facts(text: str) -> set[str] | None:
    """The facts ``text`` asks for, or None when its braces do not parse."""
    try:
        return {name for literal, name, spec, conversion in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def _listed(facts: set[str] | None) -> str:
    if facts is None:
        return "a brace that opens no fact"
    return ", ".join("{" + fact + "}" for fact in sorted(facts)) or "no fact"
