"""Reading a lesson: ``assets/lessons/GAME.json``, found, read and checked into a
:class:`session.lessons.Lesson` (issue 23), its texts in the language in use where they
are translated (``assets/lessons/LANG/GAME.json``, :mod:`session.lesson_translations`).
Pure: no pygame.

A lesson is one JSON file per game, ``assets/lessons/GAME.json`` (format 1)::

    {"format": 1, "game": "kerala", "title": "Learn Kerala", "minutes": 8,
     "about": "one line for the game list",
     "intro": "the lesson's first panel: what the game is, and who sits at the table",
     "seats": [{"name": "You", "colors": ["blue"], "learner": true},
               {"name": "Mira", "colors": ["red"]}],
     "start": {"players": 2, "seed": 1, "first": 0, "bag": ["blue:2", ...]},
     "prelude": [move, ...],
     "steps": [step, ...],
     "end": "a text said when the lesson is over"}

- ``start``: the engine's ``new(...)`` arguments (players, seed, first, and the game's
  exact hidden order: Kerala's ``bag`` as tile codes, whose missing tiles are out of the
  game; Kasane's ``deck`` as numbers, null for an accessory); the seats' colours are
  passed as the engine takes them. ``prelude`` (optional): moves played before the
  lesson begins, to start from a prepared position.
- A move is an object naming the engine's move class and its fields:
  ``{"move": "Take", "offer_index": 0, "elephant": 0, "cell": [1, 0]}``; a field with a
  default may be left out.
- ``intro``: the first panel, before any move: what the game is and who the other
  seats are (it may not ask for facts: nothing is played yet); ``intro_show`` (optional):
  the targets it speaks of, which it keeps clear of.
- A step: ``seat`` (who moves), ``play`` (the move expected, or the computer seat's
  scripted move), for the learner ``or`` (other moves the lesson accepts, optional),
  ``coach`` (said before the move; a computer seat's waits for Go on before its move is
  played), ``point`` (targets the coach marks point at, in the
  game's vocabulary: :mod:`session.lesson_vocabulary`,
  declared as the game's ``GameInfo.lesson``), ``show`` (optional: targets the coach
  names without pointing at them; like ``point``, the panel never covers them),
  ``want`` (what the lesson wants, said when another move is tried: "Not yet: this
  lesson wants {want}."), and ``explain`` (optional, said after the move): a text, or a
  list of parts, each a panel of its own read in turn (Go on), a text or
  ``{"text": ..., "point": [...], "show": [...]}`` whose targets are found after the move.
  Texts are templates: ``{award}`` and the
  other facts of the game's vocabulary are filled from the engine's state at that step,
  so no number a lesson says is typed by hand.
- The panels the learner reads are counted from the file alone (:attr:`Lesson.panels`):
  the intro, each step's coach text, each part of each explanation, and the end; the
  table's "Step n of N" is the panel's place in that list.

Loading a lesson plays it through the engine along every path its ``or`` moves open
(:func:`read_lesson`, by :mod:`session.lesson_checks`): a file whose moves are not legal
where they come, whose targets name nothing there, whose texts ask for a fact that does
not hold, or which does not play its game to the end, is refused with a sentence
(:class:`session.lessons.DamagedLesson`).
"""
from __future__ import annotations

import json
from typing import Any

from game.core import IllegalMove, parse_json_object
from game.words import ENGLISH, _, current
from session import registry
from session.files import paths
from session.lesson_checks import verify
from session.lesson_moves import as_tuples, read_move
from session.lesson_texts import fields_of, sentence
from session.lesson_translations import in_language
from session.lesson_vocabulary import Target, Vocabulary
from session.lesson_vocabulary.base import FIELD_KINDS
from session.lessons import DamagedLesson, Lesson, LessonSeat, Part, Step
from session.seats import name_fits

LESSON_FORMAT = 1
#: A lesson file is a few tens of kB; anything far larger is not one.
MAX_LESSON_BYTES = 500_000

_TOP_KEYS = {"format", "game", "title", "minutes", "about", "intro", "intro_show", "seats", "start", "prelude", "steps",
             "end"}
_STEP_KEYS = {"seat", "play", "or", "coach", "point", "show", "want", "explain"}
_PART_KEYS = {"text", "point", "show"}


def lesson_path(game_id: str):
    return paths.resource_path("assets", "lessons", f"{game_id}.json")


def has_lesson(game_id: str) -> bool:
    return lesson_path(game_id).is_file()


def lesson_title(game_id: str) -> str | None:
    """The title the lesson file of ``game_id`` gives itself ("Learn Kerala") in the
    language in use, read without checking the lesson (a button's label); None when the
    file has no lesson's title."""
    try:
        data = json.loads(lesson_path(game_id).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    title = in_language(data, current().code).get("title") if isinstance(data, dict) else None
    return title if isinstance(title, str) and title.strip() else None


def load_lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id`` from the app's files, its texts in the language in use
    where they are translated (:mod:`session.lesson_translations`); DamagedLesson when it
    cannot be used. A lesson keeps the language it was read in: Settings, where the
    language changes, is not open while a lesson is."""
    path = lesson_path(game_id)
    try:
        if path.stat().st_size > MAX_LESSON_BYTES:
            raise DamagedLesson(_("The lesson file {file} is far too large to be a lesson.", file=path.name))
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        # Translators: {reason} is the system's own words for why the file could not be read.
        raise DamagedLesson(_("The lesson file {file} could not be read ({reason}).", file=path.name,
                              reason=reason)) from exc
    except UnicodeDecodeError as exc:
        raise DamagedLesson(_("The lesson file {file} is not text.", file=path.name)) from exc
    return read_lesson(text, game_id, current().code)


def cannot_be_used(game_title: str, problem: str) -> str:
    """Why a lesson is refused, as a sentence: ``problem`` is what is wrong with it (a
    lesson author's words for a fault in the file)."""
    if game_title:
        # Translators: {problem} says what is wrong with the lesson file (written in English for its authors).
        return _("The {game} lesson cannot be used: {problem}", game=game_title, problem=problem)
    return _("The lesson cannot be used: {problem}", problem=problem)


def read_lesson(text: str, game_id: str | None = None, language: str = ENGLISH.code) -> Lesson:
    """The lesson ``text`` holds, its texts in ``language`` where they are translated,
    checked by playing it through the engine; anything wrong raises DamagedLesson saying
    what and where."""
    data = in_language(parse_json_object(text, "lesson file", "lesson", DamagedLesson), language)
    game = registry.find(data.get("game"))
    game_title = game.title if game is not None else ""
    try:
        lesson = _parse(data, game_id)
        verify(lesson)
    except DamagedLesson:
        raise
    except (ValueError, TypeError, KeyError, IllegalMove) as exc:
        problem = sentence(exc)
        raise DamagedLesson(cannot_be_used(game_title, problem)) from exc
    except Exception as exc:  # noqa: BLE001 - whatever else a strange file breaks, it is refused in words
        error = f"{type(exc).__name__}: {exc}"
        # Translators: {error} is the program's own words for what went wrong.
        problem = _("it is damaged ({error}).", error=error)
        raise DamagedLesson(cannot_be_used(game_title, problem)) from exc
    return lesson


def _vocabulary(game_id: object) -> Vocabulary | None:
    """The lesson vocabulary of the game called ``game_id`` (any value read from a file),
    or None when no registered game of that name has lessons."""
    game = registry.find(game_id)
    return game.vocabulary if game is not None else None

def _parse(data: dict, expected_game: str | None) -> Lesson:
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise ValueError(f"it has fields no lesson has: {', '.join(sorted(unknown))}")
    if data.get("format") != LESSON_FORMAT:
        raise ValueError(f"its format is {data.get('format')!r}, and this version reads format {LESSON_FORMAT}")
    game_id = data.get("game")
    vocabulary = _vocabulary(game_id)
    if vocabulary is None:
        raise ValueError(f"it is for a game Tessera has no lessons for ({game_id!r})")
    if expected_game is not None and game_id != expected_game:
        raise ValueError(f"it is a lesson of {game_id}, not of {expected_game}")
    title, about, end, intro = (_text(data, key, required=key in ("title", "intro"))
                                for key in ("title", "about", "end", "intro"))
    minutes = data.get("minutes")
    if not (type(minutes) is int and 1 <= minutes <= 60):
        raise ValueError("its minutes are not a whole number from 1 to 60")
    seats = _seats(data.get("seats"))
    game = registry.get(game_id)
    colors = [c for s in seats for c in s.colors]
    if len(set(colors)) != len(colors) or any(c not in game.colors for c in colors) \
            or any(len(s.colors) != game.colors_each(len(seats)) for s in seats):
        raise ValueError(f"its seats' colours are not {game.colors_each(len(seats))} different colours of the "
                         f"game each ({', '.join(game.colors)})")
    start = data.get("start")
    if not isinstance(start, dict) or start.get("players") != len(seats):
        raise ValueError("its start does not say how many players play, one for each seat")
    if "colors" in start:
        raise ValueError("its start names colours: they are the seats'")
    args = vocabulary.start_args(start, [s.colors for s in seats])
    unread = set(start) - set(args)
    if unread:
        raise ValueError(f"its start has fields the game does not take: {', '.join(sorted(unread))}")
    try:
        state = game.state_class().new(**args)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"its start cannot begin a game ({sentence(exc)})") from exc
    prelude = data.get("prelude", [])
    if not isinstance(prelude, list):
        raise ValueError("its prelude is not a list of moves")
    for number, move in enumerate(prelude, 1):
        try:
            state.apply(read_move(vocabulary, state, move))
        except ValueError as exc:
            raise ValueError(f"move {number} of its prelude: {sentence(exc)}") from exc
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise ValueError("it has no steps")
    parsed = tuple(_step(vocabulary, raw, number, len(seats), seats) for number, raw in enumerate(steps, 1))
    for key, text in (("about", about), ("intro", intro)):
        if fields_of(vocabulary, text, f"its {key}"):
            raise ValueError(f"its {key} is read before any move is played: it may not ask for facts")
    fields_of(vocabulary, end, "its end")
    intro_show = _targets(vocabulary, data, "intro_show", "its intro")
    return Lesson(game_id, title, minutes, about, seats, args, tuple(prelude), parsed, end, state.to_json(), intro,
                  intro_show)


def _text(data: dict, key: str, required: bool = False) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise ValueError(f"its {key} is {'missing or ' if required else ''}not text")
    return value


def _seats(raw: Any) -> tuple[LessonSeat, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError("it has no seats")
    seats = []
    for number, seat in enumerate(raw, 1):
        if not isinstance(seat, dict) or set(seat) - {"name", "colors", "learner"}:
            raise ValueError(f"seat {number} is not a name, its colours and whether the learner plays it")
        name, colors, learner = seat.get("name"), seat.get("colors"), seat.get("learner", False)
        if not name_fits(name):
            raise ValueError(f"seat {number} has no name a table can show")
        if not (isinstance(colors, list) and colors and all(isinstance(c, str) for c in colors)):
            raise ValueError(f"seat {number} has no colours")
        if not isinstance(learner, bool):
            raise ValueError(f"seat {number} does not say with true or false whether the learner plays it")
        seats.append(LessonSeat(name, tuple(colors), learner))
    if sum(s.learner for s in seats) != 1:
        raise ValueError("exactly one seat must be the learner's")
    return tuple(seats)


def _step(vocabulary: Vocabulary, raw: Any, number: int, players: int, seats) -> Step:
    where = f"step {number}"
    if not isinstance(raw, dict):
        raise ValueError(f"{where} is not an object")
    unknown = set(raw) - _STEP_KEYS
    if unknown:
        raise ValueError(f"{where} has fields no step has: {', '.join(sorted(unknown))}")
    seat = raw.get("seat")
    if not (type(seat) is int and 0 <= seat < players):
        raise ValueError(f"{where} does not name one of the {players} seats")
    learner = seats[seat].learner
    if "play" not in raw:
        raise ValueError(f"{where} has no move to play")
    others = raw.get("or", [])
    if not isinstance(others, list) or (others and not learner):
        raise ValueError(f"{where}: only the learner's steps may accept other moves, as a list")
    if not learner and "want" in raw:
        raise ValueError(f"{where} is a computer seat's: the lesson wants nothing of the learner there")
    texts = {key: raw.get(key, "") for key in ("coach", "want")}
    for key, text in texts.items():
        if not isinstance(text, str):
            raise ValueError(f"{where}: its {key} is not text")
        fields_of(vocabulary, text, f"{where}'s {key}")
    explain = raw.get("explain", [])
    if isinstance(explain, list):
        parts = tuple(_part(vocabulary, part, f"{where}'s explanation part {i}") for i, part in enumerate(explain, 1))
    else:
        parts = (_part(vocabulary, explain, f"{where}'s explanation"),) if explain else ()
    return Step(number, seat, (raw["play"], *others), texts["coach"], _targets(vocabulary, raw, "point", where),
                texts["want"], parts, _targets(vocabulary, raw, "show", where))


def _part(vocabulary: Vocabulary, raw: Any, where: str) -> Part:
    """One part of an explanation: a text, or an object with its text and targets."""
    if isinstance(raw, str):
        raw = {"text": raw}
    if not isinstance(raw, dict) or set(raw) - _PART_KEYS:
        raise ValueError(f"{where} is not a text, nor an object of {', '.join(sorted(_PART_KEYS))}")
    text = raw.get("text")
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"{where} has no text")
    fields_of(vocabulary, text, where)
    return Part(text, _targets(vocabulary, raw, "point", where), _targets(vocabulary, raw, "show", where))


def _targets(vocabulary: Vocabulary, raw: dict, key: str, where: str) -> tuple[Target, ...]:
    targets = raw.get(key, [])
    if not isinstance(targets, list):
        raise ValueError(f"{where}: its {key} is not a list of targets")
    return tuple(_target(vocabulary, t, where) for t in targets)


def _target(vocabulary: Vocabulary, raw: Any, where: str) -> Target:
    if not isinstance(raw, dict) or raw.get("at") not in vocabulary.targets:
        known = ", ".join(sorted(vocabulary.targets))
        raise ValueError(f"{where} points at something a {vocabulary.game_id} table does not show "
                         f"({raw!r}; it knows {known})")
    kind = vocabulary.targets[raw["at"]]
    fields = {key: as_tuples(value) for key, value in raw.items() if key != "at"}
    if set(fields) != set(kind.fields):
        raise ValueError(f"{where}: a {raw['at']} target has the fields {', '.join(kind.fields) or 'none'}")
    for key, field_kind in kind.fields.items():
        check, words = FIELD_KINDS[field_kind]
        if not check(fields[key]):
            raise ValueError(f"{where}: the {key} of a {raw['at']} target must be {words}")
    return Target(raw["at"], tuple((key, fields[key]) for key in kind.fields))
