"""What a game is to Tessera (:class:`GameInfo`) and the store the games register in.

Read through :mod:`session.registry`, which imports every game's declaration; a game's
declaration (:mod:`session.games`) imports this module, which imports none of them.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

from game.record import GameRecord
from game.words import N_, _, current
from session.files import paths
from session.lesson_vocabulary import Vocabulary


class LessonNotDeclared:
    """The :attr:`GameInfo.lesson` of a game that has not said whether it has a lesson."""

    def __repr__(self) -> str:
        return "LESSON_NOT_DECLARED"


LESSON_NOT_DECLARED = LessonNotDeclared()


@dataclass(frozen=True)
class GameInfo:
    """A game, its words kept as messages (marked with :func:`game.words.N_` where it
    registers) and said in the language of the moment through :attr:`title`,
    :attr:`short_title`, :attr:`variant` and :attr:`who_starts`."""

    id: str
    title_message: str
    """The game's title, as on its box: "Kerala: The Way of the Elephant"."""
    min_players: int
    max_players: int
    colors: tuple[str, ...]
    """Colours a seat may choose, in default seat order (the rulebook's)."""
    new_state: Callable | None = None
    """``new_state(setup, seed) -> state``: a fresh engine state for a setup."""
    bot_levels: tuple[str, ...] = ()
    colors_per_seat: dict[int, int] = field(default_factory=dict)
    """Player counts at which each seat plays more than one colour, and how many
    (Kaleido with 2 players: 2); one colour a seat at every other count."""
    variant_message: str = ""
    """The rulebook's variant a setup may switch on, said as what it allows ("" when
    the game has none)."""
    who_starts_message: str = ""
    """Who the rulebook says starts, for the setup page (the players choose the seat)."""
    short_title_message: str = ""
    """The title without its subtitle, as a line of games names it ("Kerala"; "": the title)."""

    @property
    def title(self) -> str:
        return _(self.title_message)

    @property
    def short_title(self) -> str:
        return _(self.short_title_message) if self.short_title_message else self.title

    @property
    def variant(self) -> str:
        """What the variant allows, in words ("" when the game has none)."""
        return _(self.variant_message) if self.variant_message else ""

    @property
    def who_starts(self) -> str:
        return _(self.who_starts_message) if self.who_starts_message else ""

    @property
    def rules_path(self):
        """The game's rules, as written for the language in use (``assets/rules/ID.LANG.md``)
        where they are, else in English (``assets/rules/ID.md``)."""
        own = paths.resource_path("assets", "rules", f"{self.id}.{current().code}.md")
        return own if own.is_file() else paths.resource_path("assets", "rules", f"{self.id}.md")

    @property
    def has_rules(self) -> bool:
        return self.rules_path.is_file()

    engine: str | None = None
    """Where the engine's state class is, ``"module:Class"`` (for loading saves)."""
    results_details: bool = False
    """The results screen writes each score's detail beside its points (e.g. the style)."""
    new_args: Callable | None = None
    """``new_args(setup, seed) -> dict``: the keyword arguments of the engine's ``new``
    for a setup, which start a game's record (:class:`game.record.GameRecord`)."""
    narration: str | None = None
    """Where the game's move narration is, ``"module:function"`` with the signature
    ``describe(before, move, after, names) -> list[str]`` (the move log)."""
    hints: str | None = None
    """Where the game's hint words are, ``"module:name"`` (a
    :class:`~session.hints.HintWords`: what a Hint says of its moves); None: the game has no Hint."""
    end_scoring: Callable | None = None
    """``end_scoring(state) -> points per seat`` of a finished game: what the scoring
    after the last round gave (the results' chart shows it as its own step)."""
    lesson: Vocabulary | None | LessonNotDeclared = LESSON_NOT_DECLARED
    """What the game's lesson (``assets/lessons/ID.json``) may point at and say: its
    :class:`~session.lesson_vocabulary.Vocabulary`; None for a game with no lesson. Left
    out, the game has not said (tests/test_games_complete.py names it)."""

    @property
    def vocabulary(self) -> Vocabulary | None:
        """The game's lesson vocabulary, or None when it declares no lesson (or nothing)."""
        return self.lesson if isinstance(self.lesson, Vocabulary) else None

    def describe_move(self):
        """The game's narration (:attr:`narration`), or None when it has none."""
        return load(self.narration) if self.narration else None

    def hint_words(self):
        """The game's hint words (:attr:`hints`), or None when it has none."""
        return load(self.hints) if self.hints else None

    def state_class(self):
        return load(self.engine)

    @property
    def keeps_records(self) -> bool:
        """Its games are kept as records (saves, past games, replays): it has an engine."""
        return self.engine is not None and self.new_args is not None

    def new_record(self, setup, seed: int, state=None) -> GameRecord:
        """The record of a new game for ``setup`` (or of one taken up at ``state``, which
        keeps no record of the moves before it)."""
        if state is not None:
            return GameRecord.from_state(state, setup.humans)
        if self.new_args is None:
            return GameRecord.from_state(self.new_state(setup, seed), setup.humans)
        return GameRecord.new(self.state_class(), setup.humans, **self.new_args(setup, seed))

    def progress(self, state) -> str:
        """How far a game has gone, for the menu's Continue and the saved games: "round 3 of 11"."""
        return self.round_text(*state.progress())

    def round_text(self, round_now: int, rounds: int) -> str:
        """:meth:`progress` from the pair the engine gives (as a file's summary keeps it)."""
        return _("round {round} of {rounds}", round=round_now, rounds=rounds)

    def colors_each(self, players: int) -> int:
        """How many colours each seat plays at this player count."""
        return self.colors_per_seat.get(players, 1)

    def default_seat_colors(self, players: int) -> list[tuple[str, ...]]:
        """Each seat's colours by default: the game's colours dealt round the seats in
        order (Kaleido with 2 players: red and yellow, blue and purple)."""
        each = self.colors_each(players)
        return [tuple(self.colors[seat + k * players] for k in range(each)) for seat in range(players)]

    def default_colors(self, players: int) -> list[str]:
        """Each seat's first colour by default."""
        return [colors[0] for colors in self.default_seat_colors(players)]

    def filled_colors(self, chosen: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """Each seat's colours, seat by seat: those ``chosen`` and, where a seat chose
        fewer than it plays, its default colour for that place when no seat has it, else
        the game's first colour that no seat has (nothing, when none is left)."""
        players = len(chosen)
        defaults = self.default_seat_colors(players)
        seats = [list(colors) for colors in chosen]
        for k in range(self.colors_each(players)):
            for seat, colors in enumerate(seats):
                if len(colors) > k:
                    continue
                taken = {c for other in seats for c in other}
                free = [c for c in (defaults[seat][k], *self.colors) if c not in taken]
                colors.extend(free[:1])
        return [tuple(colors) for colors in seats]


def load(where: str):
    """What a declaration names as ``"module:name"`` (an engine, a narration, a bench),
    imported when asked for."""
    module, colon, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def starter(engine: str, args_of: Callable) -> Callable:
    """``new_state(setup, seed)`` for an engine (``"module:Class"``) whose ``new`` takes
    ``args_of(setup, seed)``."""
    def new_state(setup, seed):
        return load(engine).new(**args_of(setup, seed))
    return new_state


_GAMES: dict[str, GameInfo] = {}

#: The computer players' levels (game.bots.LEVELS, named here so the menu need not import the bots).
BOT_LEVELS = ("easy", "normal", "hard", "expert")
#: Each level's name for the player (a message: :func:`level_name` says it).
LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert"),
               # Translators: a lesson's computer seat, which plays the moves the lesson wrote for it.
               "lesson": N_("Lesson")}


def level_name(level: str) -> str:
    """A computer level's name for the player, in the language of the moment: "Hard"."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.capitalize()


def register(info: GameInfo) -> None:
    _GAMES[info.id] = info


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def get(game_id: str) -> GameInfo:
    return _GAMES[game_id]


def all_games() -> list[GameInfo]:
    return list(_GAMES.values())


def find(game_id: object) -> GameInfo | None:
    """The game called ``game_id`` (any value read from a file), or None."""
    return _GAMES.get(game_id) if isinstance(game_id, str) else None


def rules_games() -> list[GameInfo]:
    return [g for g in _GAMES.values() if g.has_rules]
