"""A game's record: how it started and every move played since, for any engine.

A record is the whole truth of a game: replaying its moves from its start gives every
state the game passed through, so undo, redo, the move log, replays and saves all read
this one structure (DESIGN.md, "A game's record").

- ``start`` is how the game began: the keyword arguments of the engine's ``new(...)``
  (``players``, ``seed`` and the game's own, such as Kerala's ``colors``); for a game
  taken up from an older save that kept only the engine state, that state's JSON; or,
  for a record kept without the seed (an online guest's), the start's public part (the
  engine's ``public_start``), with :attr:`GameRecord.opening`.
- ``opening`` is what the start revealed (Kerala's first offer, Kasane's first market).
- Each entry holds the move, the seat that played it, the scores after it, whether it
  revealed hidden information (the engine's ``reveal_mark`` changed: a tile drawn from
  the bag, a market dealt from the pile) and what it revealed (the engine's
  ``revealed_since``, JSON-ready data). A record without the seed replays from its
  start's public part, the opening and the moves with their reveals alone
  (:meth:`GameRecord.without_seed`): its states are seats' views, which hold no hidden
  order, and every public thing of them is the host's.

Moves are stored as plain data (``["Take", [0, 1, [0, 1], null]]``) and read back by
matching them against the legal moves of the state they were played in, so a
tampered record cannot smuggle in a move the rules refuse.

Undo follows boardgame.io's rule: never across hidden information or another person's
turn. Against computer players it takes back: Undo takes back the last person's move
together with every computer move played after it, so that person decides again (a
computer's move not yet played is only pending: its answer is simply void). It never
takes back another person's move in a game with computer players, nor goes past a move
that brought hidden things to light (a tile drawn from the bag, a market dealt), the
computers' included. A move the rules made with no choice left (the engine's
``automatic_move``: a Kasane turn that can only end) goes with the move before it. Redo
plays again all that one Undo took back.
:meth:`GameRecord.undo_refusal` says why not, in words a player reads, and
:meth:`GameRecord.undo_span` what Undo would take back.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from game.core import GameState, IllegalMove, Move, SaveFormatError
from game.words import _

RECORD_FORMAT = 2
#: The formats :meth:`GameRecord.from_data` reads: 1 kept no reveals (the seed replays them).
RECORD_FORMATS = (1, 2)


def move_data(move: Move) -> list:
    """A move as JSON-ready data: its class name and its fields (tuples become lists)."""
    values = [getattr(move, f.name) for f in dataclasses.fields(move)]
    return [type(move).__name__, json.loads(json.dumps(values))]


def find_move(state: GameState, data: Any) -> Move:
    """The legal move of ``state`` that ``data`` (from :func:`move_data`) describes.

    Raises SaveFormatError when no legal move matches: the record was damaged or its
    moves do not belong to this game."""
    for move in state.legal_moves():
        if move_data(move) == data:
            return move
    raise SaveFormatError(_("The record holds a move that is not legal at that point ({move}).", move=repr(data)))


@dataclass(frozen=True)
class Entry:
    """One move of the record, with what a log or a chart needs to show it."""

    move: Move
    seat: int
    round: int
    """The round the move was played in."""
    scores: tuple[int, ...]
    """Every seat's score after the move."""
    revealed: bool
    automatic: bool = False
    """The rules made the move, leaving no choice (the engine's ``automatic_move``)."""
    reveal: Any = None
    """What the move brought to light (the engine's ``revealed_since``), None: nothing."""


class GameRecord:
    """The record of one game, and the state it has reached.

    ``humans[seat]`` tells which seats are people: undo never takes back a computer
    player's move. The record keeps a redo list of the moves undone since the last new
    move.
    """

    def __init__(self, state_class: type[GameState], start: dict, humans: tuple[bool, ...], opening: Any = None):
        self.state_class = state_class
        self.start = dict(start)
        self.humans = tuple(bool(h) for h in humans)
        self.entries: list[Entry] = []
        self._redo: list[list[Entry]] = []
        self.opening = opening if "public" in self.start else None
        """What the start revealed (found out from the start itself unless the record has no seed)."""
        self.state = self.initial_state()
        if "new" in self.start:
            self.opening = self.state.revealed_since(None)
        if len(self.humans) != self.state.players:
            raise ValueError(f"The record names {len(self.humans)} seats for a {self.state.players}-player game.")
        self.hints = [0] * self.state.players
        """How many hints each seat was shown (undo takes none back)."""

    # -- starting ------------------------------------------------------------------
    @classmethod
    def new(cls, state_class: type[GameState], humans: tuple[bool, ...], **new_args: Any) -> "GameRecord":
        """A record of a fresh game: ``state_class.new(**new_args)``."""
        return cls(state_class, {"new": new_args}, humans)

    @classmethod
    def from_state(cls, state: GameState, humans: tuple[bool, ...]) -> "GameRecord":
        """A record that starts at ``state`` (a game saved before records were kept);
        ``state`` itself is the live state from there on."""
        record = cls(type(state), {"state": state.to_json()}, humans)
        record.state = state
        return record

    @classmethod
    def from_public(cls, state_class: type[GameState], humans: tuple[bool, ...], start: dict,
                    opening: Any) -> "GameRecord":
        """A record kept without the seed, of a game started by ``start`` (the engine's
        ``public_start`` part) that revealed ``opening``; its moves are played with what
        they reveal (:meth:`play`'s ``reveal``). A bad start raises ValueError, an
        opening that cannot be true SaveFormatError or IllegalMove."""
        return cls(state_class, {"public": start}, humans, opening)

    @property
    def public_only(self) -> bool:
        """The record was kept without the seed: its states are seats' views (no hidden order)."""
        return "public" in self.start

    def without_seed(self) -> "GameRecord":
        """This record as a seat keeps it: the start's public part, the opening and the
        moves with their reveals, replayed into seats' views (hints kept, nothing to
        redo). A record that starts from a saved state has no public start: ValueError."""
        if "new" not in self.start and not self.public_only:
            raise ValueError("A record that starts from a saved state has no public start.")
        start = self.start["public"] if self.public_only else self.state_class.public_start(self.start["new"])
        record = GameRecord.from_public(self.state_class, self.humans, start, self.opening)
        for entry in self.entries:
            record.entries.append(record._apply(record.state, entry.move, entry.reveal))
        record.hints = list(self.hints)
        return record

    def initial_state(self) -> GameState:
        """The state the record starts from, built afresh."""
        if "new" in self.start:
            return self.state_class.new(**self.start["new"])
        if self.public_only:
            return self.state_class.seat_view(self.start["public"], self.opening)
        return self.state_class.from_json(self.start["state"])

    # -- playing -------------------------------------------------------------------
    def play(self, move: Move, reveal: Any = None) -> Entry:
        """Apply ``move`` (IllegalMove leaves state and record as they were) and record
        it. A new move ends what could be redone. A record without the seed is told what
        the move revealed (``reveal``); one with the seed finds it out."""
        entry = self._apply(self.state, move, reveal)
        self.entries.append(entry)
        self._redo.clear()
        return entry

    def _apply(self, state: GameState, move: Move, reveal: Any = None, checked: bool = False) -> Entry:
        """Play ``move`` on ``state`` and make its entry. A record without the seed, or a
        ``checked`` replay of a saved record, plays it with ``reveal`` (which must be
        what the move revealed); otherwise the state finds out what it reveals."""
        seat, mark, round_ = state.current_seat, state.reveal_mark, state.round
        automatic = move == state.automatic_move()
        if checked or self.public_only:
            state.apply_revealed(move, reveal)
        else:
            state.apply(move)
        return Entry(move, seat, round_, tuple(state.scores()), state.reveal_mark != mark, automatic,
                     state.revealed_since(mark))

    def state_at(self, index: int) -> GameState:
        """A fresh state after the first ``index`` moves (0: the start)."""
        if not 0 <= index <= len(self.entries):
            raise IndexError(f"the record has {len(self.entries)} moves, not {index}")
        state = self.initial_state()
        for entry in self.entries[:index]:
            if self.public_only:
                state.apply_revealed(entry.move, entry.reveal)
            else:
                state.apply(entry.move)
        return state

    def round_scores(self) -> list[tuple[int, tuple[int, ...]]]:
        """``(round, scores)`` at the end of every round played so far (the last one as
        it stands): what a chart of the game draws, starting from the scores at the start."""
        points = [(0, tuple(self.initial_state().scores()))]
        for index, entry in enumerate(self.entries):
            following = self.entries[index + 1] if index + 1 < len(self.entries) else None
            if following is None or following.round != entry.round:
                points.append((entry.round, entry.scores))
        return points

    # -- undo and redo ---------------------------------------------------------------
    def undo_span(self) -> list[Entry]:
        """The moves Undo would take back, in the order played: the last move a person
        chose, with every move after it, the computers' and those the rules made with no
        choice left (:attr:`Entry.automatic`; empty when no person has chosen a move yet)."""
        start = len(self.entries)
        while start > 0 and (not self.humans[self.entries[start - 1].seat] or self.entries[start - 1].automatic):
            start -= 1
        if start == 0:
            return []
        return self.entries[start - 1:]

    def undo_refusal(self) -> str | None:
        """Why Undo cannot take back :meth:`undo_span`, or None when it can.

        A person may take back their own moves of this turn, and their last one with
        the computers' answers to it (played or pending); when every seat is a person,
        the previous player's moves too. Never a computer player's move alone, never
        another person's move in a game with computer players, and never across a
        move that revealed hidden information."""
        if not self.entries:
            return _("There is no move to take back yet.")
        span = self.undo_span()
        if not span:
            return _("Only computer players have moved so far: a computer's move is never taken back alone.")
        if any(entry.revealed for entry in span):
            return _("Undo cannot go back past this point: {reason}.", reason=_(self.state_class.REVEALS))
        if self.state.is_over:
            return _("The game is over.")
        now, person = self.state.current_seat, span[0].seat
        if person != now and self.humans[now] and not all(self.humans):
            return _("That move was another player's: only your own moves of this turn can be taken back.")
        return None

    @property
    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> list[Entry]:
        """Take back :meth:`undo_span` (replaying the record to the point before it);
        the moves taken back, in the order played."""
        why = self.undo_refusal()
        if why:
            raise IllegalMove(why)
        span = self.undo_span()
        del self.entries[len(self.entries) - len(span):]
        self.state = self.state_at(len(self.entries))
        self._redo.append(span)
        return span

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Entry]:
        """Play again all that the last Undo took back; the moves played, in order."""
        if not self._redo:
            raise IllegalMove(_("There is nothing to redo."))
        played = [self._apply(self.state, entry.move, entry.reveal) for entry in self._redo.pop()]
        self.entries.extend(played)
        return played

    def took_hint(self, seat: int) -> None:
        """``seat`` was shown a hint."""
        self.hints[seat] += 1

    # -- saving --------------------------------------------------------------------
    def to_data(self) -> dict:
        """The record as JSON-ready data (format :data:`RECORD_FORMAT`): its start, the
        opening, the seats that are people, the moves and, by move index from 0, what
        each move that revealed something revealed."""
        data = {"format": RECORD_FORMAT, "start": self.start, "humans": list(self.humans),
                "moves": [move_data(entry.move) for entry in self.entries], "opening": self.opening,
                "reveals": [[index, entry.reveal] for index, entry in enumerate(self.entries)
                            if entry.reveal is not None]}
        if any(self.hints):  # a record without hints reads as before hints were kept
            data["hints"] = list(self.hints)
        return data

    @classmethod
    def from_data(cls, state_class: type[GameState], data: Any) -> "GameRecord":
        """Rebuild a record from :meth:`to_data` (of this format or an older one),
        replaying every move with what the record says it revealed. Anything wrong
        raises SaveFormatError with a sentence that says what."""
        if not isinstance(data, dict):
            raise SaveFormatError(_("The game's record is not an object."))
        if data.get("format") not in RECORD_FORMATS:
            raise SaveFormatError(_("The game's record has an unknown format ({format}).", format=repr(data.get("format"))))
        start, humans, moves = data.get("start"), data.get("humans"), data.get("moves")
        if not _is_start(start, data["format"]):
            raise SaveFormatError(_("The game's record does not say how the game started."))
        if not (isinstance(humans, list) and all(isinstance(h, bool) for h in humans)):
            raise SaveFormatError(_("The game's record does not say which seats are people."))
        if not isinstance(moves, list):
            raise SaveFormatError(_("The game's record has no list of moves."))
        reveals = _reveals(data, len(moves))
        try:
            record = cls(state_class, start, tuple(humans), data.get("opening"))
        except SaveFormatError:
            raise
        except (TypeError, ValueError) as exc:  # IllegalMove too: an opening that cannot be
            raise SaveFormatError(_("The game's record cannot start its game: {reason}", reason=exc)) from exc
        if data["format"] >= 2 and data.get("opening") != record.opening:
            raise SaveFormatError(_("The game's record does not match what the start revealed."))
        for number, data_move in enumerate(moves, start=1):
            if record.state.is_over:
                raise SaveFormatError(_("The game's record goes on after the game ended (move {number}).",
                                        number=number))
            move = find_move(record.state, data_move)
            reveal = None if reveals is None else reveals.get(number - 1)
            try:
                entry = record._apply(record.state, move, reveal, checked=reveals is not None)
            except IllegalMove as exc:
                raise SaveFormatError(_("The game's record does not match what move {number} revealed: {reason}",
                                        number=number, reason=exc)) from exc
            record.entries.append(entry)
        hints = data.get("hints", record.hints)
        if not (isinstance(hints, list) and len(hints) == len(record.hints)
                and all(type(h) is int and h >= 0 for h in hints)):
            raise SaveFormatError(_("The game's record does not say how many hints each seat took."))
        record.hints = list(hints)
        return record


def _is_start(start: Any, version: int) -> bool:
    """``start`` says how a game started: ``new``'s arguments, a saved state, or (from
    format 2) the start's public part."""
    return (isinstance(start, dict) and len(start) == 1
            and (isinstance(start.get("new"), dict) or isinstance(start.get("state"), str)
                 or (version >= 2 and isinstance(start.get("public"), dict))))


def _reveals(data: dict, moves: int) -> dict[int, Any] | None:
    """What a record says its moves revealed, by move index (None: a format-1 record,
    which says nothing, its seed revealing it again); malformed: SaveFormatError."""
    if data["format"] < 2:
        return None
    pairs = data.get("reveals")
    if not (isinstance(pairs, list) and "opening" in data
            and all(isinstance(p, list) and len(p) == 2 and type(p[0]) is int and 0 <= p[0] < moves
                    and isinstance(p[1], dict) for p in pairs)
            and all(a[0] < b[0] for a, b in zip(pairs, pairs[1:]))):
        raise SaveFormatError(_("The game's record does not say properly what its moves revealed."))
    return {index: reveal for index, reveal in pairs}
