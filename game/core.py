"""What every rules engine shares: the engine protocol (:class:`GameState`), errors,
itemised score lines, seeded randomness, and careful JSON loading.

No module in ``game/`` keeps random state at module level: every engine owns a
``random.Random`` made by :func:`make_rng` and saves it with :func:`rng_to_json`, so
that a game reloaded from a save goes on exactly as it would have.
"""
from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Hashable, Iterable, Protocol, TypeVar, runtime_checkable

from game.words import N_, _

T = TypeVar("T")

#: A move of some game: a frozen, hashable dataclass with a readable ``str()``.
Move = Hashable


class IllegalMove(ValueError):
    """A move the rules do not allow now. The message is a sentence for the player."""


class SaveFormatError(ValueError):
    """A saved game that cannot be read: malformed, truncated or tampered with."""


@dataclass(frozen=True)
class ScoreLine:
    """One itemised entry of a seat's score, e.g. ``ScoreLine(0, "Arches", 10, "2 arches", "Arches")``.

    ``category`` names the entry for the code that compares entries: the same in every
    language (the English name, "Arches", "Combination 2"). ``label`` is the category as the
    player reads it and ``detail`` what the points are for, both said in the language in
    use when the engine made the line (its ``score_lines()`` makes them anew each time it
    is asked); a line made without a label is labelled with its category."""

    seat: int
    category: str
    points: int
    detail: str = ""
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", self.category)


@runtime_checkable
class GameState(Protocol):
    """The engine protocol: what every game's state class offers, and all that
    ``game.record`` and ``game.bots`` use of an engine (DESIGN.md, "The engine
    protocol"). A move that is not legal raises IllegalMove and changes nothing."""

    REVEALS: ClassVar[str]
    """What a move that changes :attr:`reveal_mark` brought to light, for undo's refusal: a
    message (marked with :func:`game.words.N_`, said when the refusal is)."""

    @classmethod
    def new(cls, players: int, seed: int | None = None) -> GameState:
        """A fresh game; each game also takes keyword arguments that fix its hidden order."""

    @property
    def players(self) -> int:
        """How many seats play."""

    @property
    def current_seat(self) -> int | None:
        """The seat to move, or None once the game is over."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""

    @property
    def round(self) -> int:
        """The round being played, from 1 (past the last round once the game is over)."""

    @property
    def reveal_mark(self) -> int:
        """A value that changes exactly when a move brings hidden information to light."""

    def progress(self) -> tuple[int, int]:
        """``(this round, rounds in the game)``, this round never past the last."""

    def legal_moves(self) -> list[Move]:
        """Every legal move now (empty once the game is over)."""

    def automatic_move(self) -> Move | None:
        """The move the rules make for the seat to move, left no choice (else None)."""

    def apply(self, move: Move) -> None:
        """Play ``move``; one that is not legal raises IllegalMove and changes nothing."""

    def why_illegal(self, move: Any) -> str | None:
        """The sentence :meth:`apply` would raise for ``move``, or None when it is legal."""

    def scores(self) -> list[int]:
        """Every seat's running total, in seat order."""

    def score_lines(self) -> list[ScoreLine]:
        """The itemised scores; each seat's lines add up to its total."""

    def winners(self) -> list[int]:
        """The seats that won (several on a tie)."""

    def clone(self) -> GameState:
        """An independent copy."""

    def determinize(self, rng: random.Random) -> GameState:
        """A copy in which what the seat to move cannot know is re-drawn with ``rng``."""

    def public_view(self) -> GameState:
        """A copy with what is hidden (a bag's or a pile's order) in a fixed order: what every seat may know."""

    # -- what a seat may know (DESIGN.md, "What a seat may know"; "Chance is explicit in the record")
    # A reveal is what a move brought to light, as JSON-ready data (a dict; each game's
    # ``seen`` module says its shape: Kerala the round's tiles, Colors of Kasane the market
    # dealt), None when the move revealed nothing; the start reveals too (the opening, a
    # start state's ``revealed_since(None)``). The host's state holds the hidden order. A
    # seat's view, built by ``seat_view`` from ``public_start``'s part and the opening
    # (a bad start raises ValueError), holds what is hidden as unseen things with no order
    # and follows the game by ``apply_revealed``: a seat's view draws what the reveal
    # names, the host's state checks it is what was drawn. All or nothing: an illegal move
    # raises IllegalMove, data that is not a reveal of the game SaveFormatError, a reveal
    # that cannot be true (a tile or card no longer unseen, too many, one for a move that
    # drew nothing, none for one that drew) IllegalMove. Its legal moves, scores and
    # ``public_digest`` equal the host's at every move; ``determinize`` draws its hidden
    # part from its public view; ``to_json`` writes its public view (a seat keeps a record).

    @staticmethod
    def public_start(new_args: dict) -> dict:
        """The part of ``new``'s keyword arguments every seat may know: never the seed nor a hidden order."""

    @classmethod
    def seat_view(cls, start: dict, opening: dict | None) -> GameState:
        """The game at its start as a seat sees it, from ``public_start``'s part and the opening, without the seed."""

    def revealed_since(self, mark: int | None) -> dict | None:
        """What the move just played revealed, given :attr:`reveal_mark` before it (None: the start's opening)."""

    def apply_revealed(self, move: Move, reveal: dict | None) -> None:
        """Play ``move`` with ``reveal``, what it brought to light; a move or a reveal that cannot be changes nothing."""

    def public_digest(self) -> str:
        """A SHA-256 (hex) of everything every seat may know: the same on the host's state and a seat's view."""

    def to_json(self) -> str:
        """The whole game as JSON text, read back by :meth:`from_json`."""

    @classmethod
    def from_json(cls, text: Any) -> GameState:
        """The game a save's text holds; damaged text raises SaveFormatError."""


def make_rng(seed: int | None) -> random.Random:
    """A private random generator. ``None`` seeds from the operating system."""
    return random.Random(seed)


def derive_seed(rng: random.Random) -> int:
    """A fresh 63-bit seed drawn from ``rng`` (for a bot or a sub-game of its own)."""
    return rng.getrandbits(63)


def rng_to_json(rng: random.Random) -> list:
    """The generator's full state as JSON-friendly lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> random.Random:
    """Rebuild a generator saved by :func:`rng_to_json`; bad data raises SaveFormatError."""
    try:
        version, internal, gauss = data
        if not (isinstance(internal, list) and len(internal) == 625
                and all(isinstance(x, int) and not isinstance(x, bool) for x in internal)):
            raise ValueError
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        return rng
    except (TypeError, ValueError) as exc:
        raise SaveFormatError(_("The saved random generator state is damaged.")) from exc


def json_object(text: str | bytes | bytearray, error: type[ValueError], not_json: str, not_an_object: str) -> dict:
    """``text`` parsed as one JSON object; else ``error`` with the message ``not_json``
    (its ``{error}`` the parser's words) or ``not_an_object``, said then."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise error(_(not_json, error=exc)) from exc
    if not isinstance(data, dict):
        raise error(_(not_an_object))
    return data


def parse_json_object(text: str | bytes | bytearray, what: str, holds: str,
                      error: type[ValueError]) -> dict:
    """``text`` parsed as one JSON object; else ``error`` saying that the ``what`` (e.g.
    "lesson file") is not JSON, or does not hold a ``holds`` (e.g. "lesson") object.

    The older form of :func:`json_object`, kept for session/lessons.py, which still calls
    it: its sentences are joined from English words, in no catalog. A caller gives
    :func:`json_object` messages of its own instead."""
    return json_object(text, error, f"The {what} is not valid JSON ({{error}}).",
                       f"The {what} does not hold a {holds} object.")


def save_text(game: str, version: int, fields: dict) -> str:
    """A save's JSON text: the game it is of and the version of its format (which
    :func:`load_json_object` and the engine's loader check), then the engine's ``fields``.
    Each engine's ``saving.py`` is handed its state, so it never imports the state."""
    return json.dumps({"game": game, "version": version, **fields}, separators=(",", ":"))


def load_json_object(text: Any, game: str) -> dict:
    """Parse a save's text into a dict whose ``"game"`` field names ``game``."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveFormatError(_("A saved game must be text."))
    data = json_object(text, SaveFormatError, N_("The save is not valid JSON ({error})."),
                       N_("The save does not hold a game object."))
    if data.get("game") != game:
        found = repr(data.get("game"))
        # Translators: {game} and {found} are games as a save file names them: kaleido, kerala, kasane.
        raise SaveFormatError(_("The save is not a {game} game (found {found}).", game=game, found=found))
    return data


def field(data: dict, key: str, kind: type | tuple[type, ...] = object,
          check: Callable[[Any], bool] | None = None) -> Any:
    """``data[key]``, checked to be of ``kind`` (bools are not ints) and to pass ``check``."""
    name = repr(key)
    if not isinstance(data, dict) or key not in data:
        # Translators: {field} is a field of the save file as the file names it: 'players', 'boards'.
        raise SaveFormatError(_("The save is missing the field {field}.", field=name))
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise SaveFormatError(_("The field {field} has the wrong type.", field=name))
    if check is not None:
        try:
            ok = check(value)
        except Exception:  # a malformed value may break the check itself
            ok = False
        if not ok:
            raise SaveFormatError(_("The field {field} holds an impossible value.", field=name))
    return value


def guard_load(damaged: str, build: Callable[[], T]) -> T:
    """Run ``build`` and turn any unexpected error into a SaveFormatError saying the
    message ``damaged`` (its ``{error}`` what broke, as Python words it).

    Loading code may index into malformed data; whatever breaks, the caller sees one
    kind of error with a clear message, never a KeyError or a TypeError.
    """
    try:
        return build()
    except SaveFormatError:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure here means a bad save
        error = f"{type(exc).__name__}: {exc}"
        raise SaveFormatError(_(damaged, error=error)) from exc


def is_int(value: Any) -> bool:
    """True for an int that is not a bool (``True`` is not the number 1 in a move or a save)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_int_pair(value: Any) -> bool:
    """True for a tuple of two such ints: a grid cell or a board position."""
    return isinstance(value, tuple) and len(value) == 2 and is_int(value[0]) and is_int(value[1])


def check_first_seat(first: Any, players: int) -> int:
    """``first``, the seat that starts a game (``new(..., first=)``), when it is one of
    the ``players`` seats; anything else raises ValueError."""
    if not is_int(first) or not 0 <= first < players:
        raise ValueError(f"The first player must be one of the {players} seats.")
    return first


def same_value(a: Any, b: Any) -> bool:
    """``a == b`` with the same exact types all the way down (tuples and lists item by
    item): ``5.0``, ``True`` or an int subclass is not the ``int`` 5 or 1 here."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    return a == b


def legal_copy(move: Any, legal: dict | Iterable) -> Any:
    """The engine's own move among ``legal`` (the legal moves, or a dict mapping each
    to itself) that ``move`` stands for, or None. ``move`` must equal it field by field
    with the exact same types, so ``Combine(2, 0, s)`` is not ``Combine(2, False, s)``
    and ``hole=5.0`` is not ``hole=5``; unhashable junk is simply not legal."""
    if isinstance(legal, dict):
        try:
            canon = legal.get(move)
        except TypeError:
            return None
    else:
        canon = next((m for m in legal if m is move), None) or next((m for m in legal if m == move), None)
    if canon is None or canon is move:
        return canon
    if type(canon) is not type(move):
        return None
    for f in dataclasses.fields(canon):
        if not same_value(getattr(move, f.name), getattr(canon, f.name)):
            return None
    return canon


def legal_copy_or_raise(state: GameState, move: Any, legal: dict | Iterable) -> Move:
    """The engine's own copy of ``move`` among ``legal`` (see :func:`legal_copy`); a
    move that is not legal raises IllegalMove with the sentence ``state`` gives."""
    canon = legal_copy(move, legal)
    if canon is None:
        raise IllegalMove(state.why_illegal(move) or _("That move is not allowed now."))
    return canon


def state_repr(state: GameState) -> str:
    """What a state shows in a debugger or a failing test: its game, players, round and
    the seat to move (each engine's ``__repr__``)."""
    this_round, rounds = state.progress()
    to_move = "over" if state.is_over else f"seat {state.current_seat} to move"
    return f"<{type(state).__name__} {state.players} players, round {this_round} of {rounds}, {to_move}>"


def top_seats(scores: list[int]) -> list[int]:
    """The seats holding the highest score (several on a tie)."""
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]
