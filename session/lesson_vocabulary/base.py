"""What a lesson may point at and say, for one game: its vocabulary.

A lesson (:mod:`session.lessons`) names what its coach marks point at semantically, as
a :class:`Target` (``{"at": "hole", "board": [0, 0], "hole": 3}`` in the file), so that
a table can find each one on its screen, and fills its texts from named facts
(``"{award}"``) computed from the engine's own state, so that no number a lesson says
is typed by hand. Each game's module declares its :class:`Vocabulary`: the kinds of
target with their fields and how to tell that one exists in a state, the facts, the
move kinds the issue lists (to check a lesson covers them), and how the file's start
becomes the engine's ``new(...)`` arguments.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from game.core import is_int, is_int_pair
from game.narration import is_you, shown_name
from game.words import listed, ngettext, pgettext, side_by_side


class Unavailable(Exception):
    """A fact a text asks for does not hold at this step (no board scored, no arch...).
    ``str()`` says which, for the lesson's author."""


@dataclass(frozen=True)
class Target:
    """What a coach mark points at: a kind (``at``) and its fields, e.g.
    ``Target("hole", (("board", (0, 0)), ("hole", 3)))``. Lists of the file are tuples."""

    at: str
    args: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, key: str) -> Any:
        for name, value in self.args:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __str__(self) -> str:
        return " ".join([self.at] + [f"{name}={value}" for name, value in self.args])


#: The kinds a target's field may have, each with its check and its words.
FIELD_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "int": (is_int, "a whole number"),
    "pos": (is_int_pair, "a pair of whole numbers"),
    "positions": (lambda v: isinstance(v, tuple) and len(v) > 0 and all(is_int_pair(p) for p in v),
                  "a list of pairs of whole numbers"),
    "text": (lambda v: isinstance(v, str) and bool(v), "a word"),
    "bool": (lambda v: isinstance(v, bool), "true or false"),
}


@dataclass(frozen=True)
class TargetKind:
    """One kind of target: its fields (name -> a kind of :data:`FIELD_KINDS`), what it
    is on the table (for the table's author), and ``problem(state, target)``: None when
    the thing exists in ``state``, else why not."""

    fields: Mapping[str, str]
    meaning: str
    problem: Callable[[Any, Target], str | None]


@dataclass(frozen=True)
class Said:
    """The moment a lesson's text speaks of: the state ``before`` a step's move, the
    ``move``, and the state ``after`` it (for a coach text said before the move, a
    preview of it). ``names`` are the seats' names."""

    before: Any
    move: Any
    after: Any
    names: tuple[str, ...]

    @property
    def seat(self) -> int:
        """The seat that makes the move."""
        return self.before.current_seat

    @property
    def name(self) -> str:
        return self.names[self.seat]


#: A fact: the words it stands for at a moment, or Unavailable.
Fact = Callable[[Said], str]


@dataclass(frozen=True)
class Vocabulary:
    """What lessons of one game may point at and say."""

    game_id: str
    move_types: tuple[type, ...]
    """The game's move classes: a lesson's move names one of them."""
    targets: Mapping[str, TargetKind]
    facts: Mapping[str, Fact]
    """The game's own facts; :data:`COMMON_FACTS` are added to them."""
    learner_kinds: frozenset[str]
    """Move kinds the learner must make in a lesson, as the issue lists them."""
    event_kinds: frozenset[str]
    """What must happen in a lesson, by any seat's move."""
    kinds_of: Callable[[Said], set[str]]
    """The kinds (of both sets) a move is, from the states around it."""
    start_args: Callable[[dict, Sequence[tuple[str, ...]]], dict]
    """``start_args(start, seat_colours)``: the engine's ``new(...)`` keyword arguments
    from a lesson file's ``start`` and its seats' colours; ValueError says what is wrong."""
    converges: Callable[[Any, Any], bool] = field(default=lambda expected, move: False)
    """True when ``move``, though not ``expected``, works towards the same position
    (Kaleido's rotations add up): such a move keeps the step open until it is reached."""
    in_sight: tuple[str, ...] = ("score",)
    """Kinds of target taking only a ``seat`` that stay in sight for every seat whatever a
    panel says (who has what: the scores, a seat's box, its open hand): the coach panel
    keeps clear of them where a place allows (:mod:`scenes.table.lesson`)."""

    def all_facts(self) -> dict[str, Fact]:
        return {**COMMON_FACTS, **self.facts}


# ----------------------------------------------------------------------------- words
def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def seat_problem(state: Any, target: Target) -> str | None:
    """None when the target's ``seat`` is one of the game's seats."""
    seat = target["seat"]
    return None if 0 <= seat < state.players else f"there is no seat {seat}"


def unknown_button(target: Target, buttons: Sequence[str]) -> str | None:
    """Why a ``button`` target names no button of the table, or None when it names one of ``buttons``."""
    return None if target["name"] in buttons else f"the table has no button {target['name']!r}"


def scores_words(said: Said) -> str:
    """Every seat's score after the move: ``You 21, Mira 18``."""
    return side_by_side(pgettext("a seat's final score", "{name} {points}", name=shown_name(name), points=score)
                        for name, score in zip(said.names, said.after.scores()))


def winner_words(said: Said) -> str:
    """Who won, once the game is over: ``You win with 41 points`` or a shared win."""
    if not said.after.is_over:
        raise Unavailable("the game is not over yet")
    winners = said.after.winners()
    score = said.after.scores()[winners[0]]
    if len(winners) > 1:
        # Translators: a lesson's words for a shared win, inside its sentence; {names} are the winners, listed.
        return ngettext("{names} share the win with {points} point", "{names} share the win with {points} points",
                        score, names=listed([shown_name(said.names[s]) for s in winners]), points=score)
    name = said.names[winners[0]]
    if is_you(name):
        # Translators: a lesson's words for the learner's win, inside its sentence.
        return ngettext("You win with {points} point", "You win with {points} points", score, points=score)
    # Translators: a lesson's words for a seat's win, inside its sentence.
    return ngettext("{name} wins with {points} point", "{name} wins with {points} points", score, name=name,
                    points=score)


COMMON_FACTS: dict[str, Fact] = {
    "name": lambda said: said.name,
    "scores": scores_words,
    "winner": winner_words,
}
