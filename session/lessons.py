"""Learn GAME: a guided first game of each title, kept as data, and the runner that plays
it at a table (issue 23). Pure: no pygame; the table draws what the runner says.

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
(:func:`read_lesson`): a file whose moves are not legal where they come, whose targets
name nothing there, whose texts ask for a fact that does not hold, or which does not
play its game to the end, is refused with a sentence (:class:`DamagedLesson`).

A lesson being played is a record (:class:`game.record.GameRecord`) that starts at the
lesson's first position; the runner (:class:`LessonRunner`) reads the record to know the
step, so a lesson's progress is the record's length and a saved record takes it up again.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import string
from dataclasses import dataclass
from typing import Any

from game.core import IllegalMove, SaveFormatError, legal_copy, parse_json_object, same_value
from game.record import GameRecord
from session import registry
from session.files import paths
from session.lesson_vocabulary import Said, Target, Unavailable, Vocabulary
from session.lesson_vocabulary.base import FIELD_KINDS
from session.seats import COMPUTER, HUMAN, GameSetup, SeatSetup, name_fits

LESSON_FORMAT = 1
PROGRESS_FORMAT = 1
#: A lesson file is a few tens of kB; anything far larger is not one.
MAX_LESSON_BYTES = 500_000
#: The most paths through a lesson its ``or`` moves may open (each is played at load).
MAX_PATHS = 64
#: The level shown for a lesson's computer seats: they play the lesson's moves, no bot's.
LESSON_LEVEL = "lesson"

_TOP_KEYS = {"format", "game", "title", "minutes", "about", "intro", "intro_show", "seats", "start", "prelude", "steps",
             "end"}
_STEP_KEYS = {"seat", "play", "or", "coach", "point", "show", "want", "explain"}
_PART_KEYS = {"text", "point", "show"}
_LEARNER_NEEDS = ("coach", "point", "want")


class DamagedLesson(SaveFormatError):
    """A lesson file, or a lesson in progress, that cannot be used; the message says
    what and where, in a sentence."""


class OffLesson(IllegalMove):
    """A move the rules allow that the lesson does not want now; the message is the
    friendly sentence to show while the piece returns."""


@dataclass(frozen=True)
class LessonSeat:
    name: str
    colors: tuple[str, ...]
    learner: bool


@dataclass(frozen=True)
class Part:
    """One panel of a step's explanation: its text (a template), the targets its marks
    point at and those it names unmarked (``show``), found after the step's move."""

    text: str
    point: tuple[Target, ...] = ()
    show: tuple[Target, ...] = ()


#: Where a panel comes in a lesson: ``INTRO``, ``(step number, COACH)``, ``(step number,
#: part index)`` of an explanation, or ``END``.
INTRO, COACH, END = ("intro",), "coach", ("end",)


@dataclass(frozen=True)
class Step:
    """One step of a lesson (``number`` counts from 1, as the file's authors count)."""

    number: int
    seat: int
    moves: tuple[dict, ...]
    """The moves accepted, as the file writes them: the expected (or scripted) one first."""
    coach: str = ""
    point: tuple[Target, ...] = ()
    want: str = ""
    explain: tuple[Part, ...] = ()
    show: tuple[Target, ...] = ()
    """What the coach names without pointing at it: the panel keeps clear of it too."""


@dataclass(frozen=True)
class Coach:
    """What the table shows before a step: the coach's ``text``, the ``targets`` its marks
    point at, those it names unmarked (``show``), who moves, and ``progress`` ``(n, N)``:
    the panel n of the lesson's N (:attr:`Lesson.panels`) that says it (or, for a
    computer seat's step that says nothing, the next one the learner will read)."""

    text: str
    targets: tuple[Target, ...]
    seat: int
    learner: bool
    progress: tuple[int, int]
    show: tuple[Target, ...] = ()


@dataclass(frozen=True)
class Explanation:
    """One panel of what the lesson says after step ``step``'s move (made by ``seat``):
    part ``part`` of its explanation, with the targets that part points at and names."""

    text: str
    step: int
    seat: int
    part: int = 0
    targets: tuple[Target, ...] = ()
    show: tuple[Target, ...] = ()

    @property
    def panel(self) -> tuple:
        """Its place among the lesson's panels (:attr:`Lesson.panels`)."""
        return (self.step, self.part)


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    minutes: int
    about: str
    seats: tuple[LessonSeat, ...]
    start_args: dict
    """The engine's ``new(...)`` keyword arguments."""
    prelude: tuple[dict, ...]
    steps: tuple[Step, ...]
    end: str
    start_json: str
    """The position the lesson starts at (after the prelude), as the engine writes it."""
    intro: str = ""
    intro_show: tuple[Target, ...] = ()
    """What the intro speaks of on the table (it keeps clear of them)."""

    @functools.cached_property
    def panels(self) -> tuple[tuple, ...]:
        """Every panel the learner reads, in order: the intro, then each step's coach text
        (every learner's step has one) and each part of its explanation, then the end."""
        panels = [INTRO] if self.intro else []
        for step in self.steps:
            if step.coach:
                panels.append((step.number, COACH))
            panels += [(step.number, part) for part in range(len(step.explain))]
        return (*panels, END)

    def panel_number(self, panel: tuple) -> int:
        """Panel ``panel``'s place among :attr:`panels`, from 1."""
        return self.panels.index(panel) + 1

    @property
    def vocabulary(self) -> Vocabulary:
        return registry.get(self.game_id).vocabulary

    @property
    def learner(self) -> int:
        return next(seat for seat, s in enumerate(self.seats) if s.learner)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def humans(self) -> tuple[bool, ...]:
        return tuple(s.learner for s in self.seats)

    @property
    def learner_steps(self) -> int:
        return sum(1 for step in self.steps if step.seat == self.learner)

    def initial_state(self):
        return registry.get(self.game_id).state_class().from_json(self.start_json)

    def new_record(self) -> GameRecord:
        """The record of the lesson, at its first position."""
        return GameRecord.from_state(self.initial_state(), self.humans)

    def setup(self) -> GameSetup:
        """The seats as a table shows them: the learner a person, the others computer
        seats at :data:`LESSON_LEVEL` (the runner plays their moves)."""
        seats = tuple(SeatSetup(s.name, s.colors[0], HUMAN if s.learner else COMPUTER,
                                "" if s.learner else LESSON_LEVEL, s.colors[1] if len(s.colors) > 1 else "")
                      for s in self.seats)
        return GameSetup(self.game_id, seats, self.start_args.get("first", 0), self.start_args.get("variant", False))


# ----------------------------------------------------------------------------- reading
def lesson_path(game_id: str):
    return paths.resource_path("assets", "lessons", f"{game_id}.json")


def has_lesson(game_id: str) -> bool:
    return lesson_path(game_id).is_file()


def lesson_title(game_id: str) -> str | None:
    """The title the lesson file of ``game_id`` gives itself ("Learn Kerala"), read without
    checking the lesson (a button's label); None when the file has no lesson's title."""
    try:
        data = json.loads(lesson_path(game_id).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    title = data.get("title") if isinstance(data, dict) else None
    return title if isinstance(title, str) and title.strip() else None


def load_lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id`` from the app's files; DamagedLesson when it cannot be used."""
    path = lesson_path(game_id)
    try:
        if path.stat().st_size > MAX_LESSON_BYTES:
            raise DamagedLesson(f"The lesson file {path.name} is far too large to be a lesson.")
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DamagedLesson(f"The lesson file {path.name} could not be read ({exc.strerror or exc}).") from exc
    except UnicodeDecodeError as exc:
        raise DamagedLesson(f"The lesson file {path.name} is not text.") from exc
    return read_lesson(text, game_id)


def read_lesson(text: str, game_id: str | None = None) -> Lesson:
    """The lesson ``text`` holds, checked by playing it through the engine; anything
    wrong raises DamagedLesson saying what and where."""
    data = parse_json_object(text, "lesson file", "lesson", DamagedLesson)
    game = registry.find(data.get("game"))
    title = f"{game.title} lesson" if game is not None else "lesson"
    try:
        lesson = _parse(data, game_id)
        _verify(lesson)
    except DamagedLesson:
        raise
    except (ValueError, TypeError, KeyError, IllegalMove) as exc:
        raise DamagedLesson(f"The {title} cannot be used: {_sentence(exc)}") from exc
    except Exception as exc:  # noqa: BLE001 - whatever else a strange file breaks, it is refused in words
        raise DamagedLesson(f"The {title} cannot be used: it is damaged ({type(exc).__name__}: {exc}).") from exc
    return lesson


def _vocabulary(game_id: object) -> Vocabulary | None:
    """The lesson vocabulary of the game called ``game_id`` (any value read from a file),
    or None when no registered game of that name has lessons."""
    game = registry.find(game_id)
    return game.vocabulary if game is not None else None


def _sentence(exc: BaseException) -> str:
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    text = text.strip() or type(exc).__name__
    return text if text.endswith(".") else text + "."


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
        raise ValueError(f"its start cannot begin a game ({_sentence(exc)})") from exc
    prelude = data.get("prelude", [])
    if not isinstance(prelude, list):
        raise ValueError("its prelude is not a list of moves")
    for number, move in enumerate(prelude, 1):
        try:
            state.apply(read_move(vocabulary, state, move))
        except ValueError as exc:
            raise ValueError(f"move {number} of its prelude: {_sentence(exc)}") from exc
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise ValueError("it has no steps")
    parsed = tuple(_step(vocabulary, raw, number, len(seats), seats) for number, raw in enumerate(steps, 1))
    for key, text in (("about", about), ("intro", intro)):
        if _fields_of(vocabulary, text, f"its {key}"):
            raise ValueError(f"its {key} is read before any move is played: it may not ask for facts")
    _fields_of(vocabulary, end, "its end")
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
        _fields_of(vocabulary, text, f"{where}'s {key}")
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
    _fields_of(vocabulary, text, where)
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
    fields = {key: _tuples(value) for key, value in raw.items() if key != "at"}
    if set(fields) != set(kind.fields):
        raise ValueError(f"{where}: a {raw['at']} target has the fields {', '.join(kind.fields) or 'none'}")
    for key, field_kind in kind.fields.items():
        check, words = FIELD_KINDS[field_kind]
        if not check(fields[key]):
            raise ValueError(f"{where}: the {key} of a {raw['at']} target must be {words}")
    return Target(raw["at"], tuple((key, fields[key]) for key in kind.fields))


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _fields_of(vocabulary: Vocabulary, text: str, where: str) -> list[str]:
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
    for name in _fields_of(vocabulary, text, "a text"):
        try:
            values[name] = facts[name](said)
        except Unavailable as exc:
            raise ValueError(f"asks for {{{name}}}, but {exc}") from exc
    return text.format_map(values)


# ----------------------------------------------------------------------------- moves
def move_fields(move: Any) -> dict:
    """A move's fields as a lesson file writes them (tuples as lists)."""
    return {f.name: json.loads(json.dumps(getattr(move, f.name))) for f in dataclasses.fields(move)}


def read_move(vocabulary: Vocabulary, state: Any, data: Any) -> Any:
    """The legal move of ``state`` that ``data`` names; ValueError saying why not."""
    classes = {cls.__name__: cls for cls in vocabulary.move_types}
    if not isinstance(data, dict) or data.get("move") not in classes:
        raise ValueError(f"{data!r} is not a {vocabulary.game_id} move (they are {', '.join(classes)})")
    cls = classes[data["move"]]
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(data) - set(fields) - {"move"}
    if unknown:
        raise ValueError(f"a {cls.__name__} move has no field {sorted(unknown)[0]!r}")
    wanted = {}
    for name, f in fields.items():
        if name in data:
            wanted[name] = data[name]
        elif f.default is not dataclasses.MISSING:
            wanted[name] = json.loads(json.dumps(f.default))
        else:
            raise ValueError(f"the {cls.__name__} move {data!r} lacks its {name}")
    for move in state.legal_moves():
        if type(move) is cls and all(same_value(v, wanted[k]) for k, v in move_fields(move).items()):
            return move
    try:
        why = state.why_illegal(cls(**{k: _tuples(v) for k, v in wanted.items()}))
    except (TypeError, ValueError):
        why = None
    raise ValueError(f"{_shown(data)} is not legal there ({(why or 'not among the legal moves').rstrip('.')})")


def _shown(data: dict) -> str:
    return data["move"] + "(" + ", ".join(f"{k}={v}" for k, v in data.items() if k != "move") + ")"


# ----------------------------------------------------------------------------- checking
def _verify(lesson: Lesson) -> None:
    """Play the lesson through the engine along every path, checking each step."""
    vocabulary = lesson.vocabulary
    paths_done = 0

    def walk(index: int, state: Any, last: Said | None) -> None:
        nonlocal paths_done
        if index == len(lesson.steps):
            if not state.is_over:
                raise ValueError("the game is not over after its last step")
            paths_done += 1
            if paths_done > MAX_PATHS:
                raise ValueError(f"its other moves open more than {MAX_PATHS} paths to check")
            _filled(vocabulary, lesson.end, last, "its end")
            return
        step = lesson.steps[index]
        where = f"step {step.number}"
        if state.is_over:
            raise ValueError(f"{where} comes after the game has ended")
        if state.current_seat != step.seat:
            raise ValueError(f"{where} is for seat {step.seat}, but seat {state.current_seat} moves there")
        if lesson.seats[step.seat].learner:
            _coached(step, state, vocabulary)
        moves = []
        for data in step.moves:
            try:
                moves.append(read_move(vocabulary, state, data))
            except ValueError as exc:
                raise ValueError(f"{where}: {_sentence(exc)}") from exc
        _found(vocabulary, state, (*step.point, *step.show), where)
        for move in moves:
            after = state.clone()
            after.apply(move)
            said = Said(state, move, after, lesson.names)
            if move is moves[0]:
                _filled(vocabulary, step.coach, said, f"{where}'s coach")
                _filled(vocabulary, step.want, said, f"{where}'s want")
            for number, part in enumerate(step.explain, 1):
                _filled(vocabulary, part.text, said, f"{where}'s explanation")
                _found(vocabulary, after, (*part.point, *part.show), f"{where}'s explanation part {number}")
            walk(index + 1, after, said)

    _found(vocabulary, lesson.initial_state(), lesson.intro_show, "its intro")
    walk(0, lesson.initial_state(), None)


def _coached(step: Step, state: Any, vocabulary: Vocabulary) -> None:
    """A learner's step says what to do, unless the table makes its move by itself (a
    turn that can only end, :meth:`automatic_move`): no panel of it would ever be read."""
    where = f"step {step.number}"
    automatic = getattr(state, "automatic_move", lambda: None)()
    if automatic is not None and same_value(move_fields(automatic), move_fields(read_move(vocabulary, state,
                                                                                          step.moves[0]))):
        if step.coach or step.point or step.want:
            raise ValueError(f"{where}'s move is made by the table itself, so its coach would never be read: "
                             f"say it in the step before")
        return
    texts = {"coach": step.coach, "point": step.point, "want": step.want}
    for key in _LEARNER_NEEDS:
        if not texts[key]:
            raise ValueError(f"{where} is the learner's and needs its {key}")


def _found(vocabulary: Vocabulary, state: Any, targets, where: str) -> None:
    """Every one of ``targets`` names something in ``state``; else ValueError saying which."""
    for target in targets:
        why = vocabulary.targets[target.at].problem(state, target)
        if why:
            raise ValueError(f"{where} points at {target}, but {why}")


def _filled(vocabulary: Vocabulary, text: str, said: Said | None, where: str) -> str:
    if said is None:
        return text
    try:
        return fill(vocabulary, text, said)
    except ValueError as exc:
        raise ValueError(f"{where} {_sentence(exc)}") from exc
