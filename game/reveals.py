"""What a move brought to light, and a seat's view of what is still hidden: the pieces
every engine with a bag or a pile shares (DESIGN.md, "Chance is explicit in the record").

The host of a game holds its bag or pile in order. A seat that never had the seed holds
an :class:`Unseen` in its place: the things it has not seen yet, counted, with no order,
and how many of them lie in the pile. Each draw takes exactly what the host said it
revealed (:meth:`Unseen.reveal`), checked to be among the unseen things.
:func:`apply_revealed` plays a move with its reveal on a copy, so a move or a reveal that
cannot be true changes nothing; :func:`public_digest` is the hash both sides compare.
"""
from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any, Callable, Hashable, Iterable

from game.core import IllegalMove, SaveFormatError
from game.slotted import set_slots
from game.words import _


class Unseen:
    """What a seat has not seen of a game's hidden things: each thing counted, no order.
    ``len()`` is how many lie in the pile a draw takes from; the rest (Kerala's tiles
    set aside at the start) are out of the game, the seat knowing not which. What the
    next draw brings is named first (:meth:`reveal`), then checked when it is drawn
    (after a reshuffle has put cards back)."""

    __slots__ = ("_counts", "_in_pile", "_next")

    def __init__(self, things: Iterable[Hashable], in_pile: int):
        self._counts = Counter(things)
        self._in_pile = in_pile
        self._next: list | None = None
        if not 0 <= in_pile <= self._counts.total():
            raise ValueError(f"{in_pile} of {self._counts.total()} unseen things cannot lie in the pile.")

    def __len__(self) -> int:
        return self._in_pile

    def copy(self) -> "Unseen":
        other = Unseen.__new__(Unseen)
        other._counts = self._counts.copy()
        other._in_pile = self._in_pile
        other._next = self._next
        return other

    def counts(self) -> Counter:
        """Each unseen thing and how many of it (a copy)."""
        return self._counts.copy()

    def sorted(self, key: Callable[[Any], Any]) -> list:
        """Every unseen thing, in the order ``key`` gives: a canonical order, never the pile's."""
        return sorted(self._counts.elements(), key=key)

    def extend(self, things: Iterable[Hashable]) -> None:
        """Things seen before go back into the pile, face down (a reshuffle)."""
        things = list(things)
        self._counts.update(things)
        self._in_pile += len(things)

    def reveal(self, things: list, shown: Callable[[Any], str]) -> None:
        """The next draw brings exactly ``things`` (``shown`` writes one for a sentence)."""
        self._next = (list(things), shown)

    def draw(self, count: int) -> list:
        """The ``count`` things the pile gives now: those :meth:`reveal` named, which must be
        as many and each still unseen (no more of it than there is), else IllegalMove."""
        if self._next is None or len(self._next[0]) != count or count > self._in_pile:
            raise IllegalMove(_("What the move revealed does not match what it drew."))
        things, shown = self._next
        for thing, wanted in Counter(things).items():
            if self._counts[thing] < wanted:
                # Translators: {thing} is a tile or a card as the program writes it for a file: 'blue:2', 7.
                raise IllegalMove(_("The reveal names {thing}, which is not among the unseen ones.",
                                    thing=shown(thing)))
        self._counts.subtract(things)
        self._counts = +self._counts
        self._in_pile -= count
        self._next = None
        return things

    @property
    def waiting(self) -> bool:
        """A reveal is named that no draw has taken yet."""
        return self._next is not None


def draw(pile: list | Unseen, count: int) -> list:
    """The next ``count`` things of a pile: its first ones when it is held in order (the
    host's), what the reveal named when it is :class:`Unseen` (a seat's view)."""
    if type(pile) is list:
        drawn = pile[:count]
        del pile[:count]
        return drawn
    return pile.draw(count)


def apply_revealed(state: Any, move: Any, reveal: Any, hidden: str, read_reveal: Callable[[Any], tuple]) -> None:
    """Play ``move`` on ``state`` with ``reveal``, what the move brought to light (None:
    nothing), as the engine's ``apply_revealed`` does; all or nothing.

    ``hidden`` names the slot holding the pile (a list on the host, :class:`Unseen` in a
    seat's view); ``read_reveal(reveal)`` gives ``(things drawn, shown)``, ``shown``
    writing one of them for a sentence, and raises SaveFormatError for data that is not a
    reveal of this game. On a seat's view the draw takes what the reveal names; on the
    host's state the reveal must be what the move really drew. A move that is not legal
    raises IllegalMove; so does a reveal that cannot be true (a thing no longer unseen,
    too many or too few, a reveal for a move that drew nothing)."""
    drawn, shown = read_reveal(reveal) if reveal is not None else (None, str)
    mark = state.reveal_mark
    trial = state.clone()
    pile = getattr(trial, hidden)
    if drawn is not None and isinstance(pile, Unseen):
        pile.reveal(drawn, shown)
    trial.apply(move)
    if (isinstance(pile, Unseen) and pile.waiting) or trial.revealed_since(mark) != reveal:
        raise IllegalMove(_("What the move revealed does not match what it drew."))
    set_slots(state, **{name: getattr(trial, name) for name in type(state).__slots__})


def reveal_object(data: Any, keys: tuple[str, ...]) -> dict:
    """``data`` when it is a dict with exactly ``keys``, else SaveFormatError."""
    if not (isinstance(data, dict) and set(data) == set(keys)):
        raise damaged_reveal()
    return data


def damaged_reveal() -> SaveFormatError:
    """The error for reveal data that does not describe what a move of this game reveals."""
    return SaveFormatError(_("The reveal is damaged."))


def public_digest(data: Any) -> str:
    """The SHA-256 (hex) of ``data`` as canonical JSON (sorted keys, no spaces): equal on
    every seat that may know the same things."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()
