"""The review of a game: for each person's turn, the hard computer's choice in that
position, and how the two turns compare, this turn and by the end of the game (issue
"Teaching that teaches", Review).

A person's turn is weighed once it is over (:func:`analyse_turn`), from what the seat
could know: the hard computer decides on the seat's view of the game (what was hidden
re-drawn, :meth:`game.bots.players.Bot.what_the_seat_knows`), and both turns are played
out on that same view. Each is worth the seat's expected lead at the end of the game
after it (the hard computer's estimate, :func:`game.bots.greedy.margin`), and the points
it scores this turn. A turn that leaves the same position as the computer's (the same
pieces in the same places, in another order) or that the computer expects to finish
less than :data:`SMALLEST_GAIN` behind its own is not worth listing.

The weighing of every turn of a game is its :class:`Analysis`: worked out in the
background while the game is played (:mod:`session.background_review`), kept with the
game's save and its file in Past games (:meth:`Analysis.to_data`), and made into the
page's :class:`Review` at once (:func:`review_of`). A game kept without it (or with
part of it) is weighed when its review is asked for (:func:`review_game`).
"""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.bots.greedy import greedy_values, margin
from game.bots.hard import HardBot
from game.bots.knowledge import knowledge_for, searched
from game.core import GameState, Move
from game.record import GameRecord, move_data
from session.review_words import EntryWords, entry_words


#: How many of each person's moves the review lists.
COSTLIEST = 3
#: Expected points at the end of the game below which the computer's turn is not listed
#: as better (the estimate's noise).
SMALLEST_GAIN = 1.0
#: The version of :meth:`Analysis.to_data`; kept data of another version is weighed again.
ANALYSIS_FORMAT = 1


@dataclass(frozen=True)
class TurnAnalysis:
    """A person's turn weighed against the hard computer's choice in its position."""

    index: int
    """Where the turn starts in the record: the game before it is ``record.state_at(index)``."""
    seat: int
    played: tuple[Any, ...]
    """The turn as played (each move as :func:`game.record.move_data`), to check that the
    record still holds it."""
    instead: tuple[Any, ...]
    """The hard computer's turn in that position, as data (its first move its choice, the
    rest as it would go on)."""
    points: tuple[int, int]
    """Points each turn scores this turn: (played, the computer's)."""
    expected: tuple[float, float]
    """The seat's expected lead over its best opponent at the end of the game after each
    turn: (played, the computer's)."""
    same: bool
    """Both turns leave the same position (the same move, its parts in another order)."""

    @property
    def gain(self) -> float:
        """Expected points at the end the computer's turn is worth more than the one played."""
        return self.expected[1] - self.expected[0]

    @property
    def worth_listing(self) -> bool:
        return not self.same and self.gain >= SMALLEST_GAIN

    def to_data(self) -> dict:
        return {"index": self.index, "seat": self.seat, "played": list(self.played), "instead": list(self.instead),
                "points": list(self.points), "expected": list(self.expected), "same": self.same}

    @classmethod
    def from_data(cls, data: Any) -> "TurnAnalysis":
        """ValueError when ``data`` is not what :meth:`to_data` writes."""
        try:
            turn = cls(int(data["index"]), int(data["seat"]), tuple(data["played"]), tuple(data["instead"]),
                       (int(data["points"][0]), int(data["points"][1])),
                       (float(data["expected"][0]), float(data["expected"][1])), bool(data["same"]))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"a weighed turn that cannot be read ({exc})") from exc
        if turn.index < 0 or turn.seat < 0 or not turn.played or not turn.instead:
            raise ValueError("a weighed turn with no place or no moves")
        return turn


class Analysis:
    """The weighed turns of one game, by where each starts in the record. Shared between
    the thread that weighs them and those that read them (each call holds its lock);
    :meth:`wait_for` waits for a turn the background weighs."""

    def __init__(self, turns: Sequence[TurnAnalysis] = ()):
        self._changed = threading.Condition()
        self._turns: dict[int, TurnAnalysis] = {turn.index: turn for turn in turns}
        self._awaited: set[int] = set()

    def add(self, turn: TurnAnalysis) -> None:
        with self._changed:
            self._turns[turn.index] = turn
            self._awaited.discard(turn.index)
            self._changed.notify_all()

    def turns(self) -> list[TurnAnalysis]:
        with self._changed:
            return sorted(self._turns.values(), key=lambda turn: turn.index)

    def of(self, record: GameRecord, index: int) -> TurnAnalysis | None:
        """The weighed turn at ``index`` when it is the turn the record holds there."""
        with self._changed:
            turn = self._turns.get(index)
        played = tuple(move_data(move) for move in turn_played(record, index)) if turn is not None else None
        return turn if turn is not None and turn.played == played else None

    def missing(self, record: GameRecord) -> list[int]:
        """The people's turns of ``record`` (:func:`people_turns`) not weighed yet."""
        return [index for index in people_turns(record) if self.of(record, index) is None]

    # -- what the background promises ---------------------------------------------------
    def awaiting(self, index: int) -> None:
        """The background weighs the turn at ``index``: :meth:`wait_for` waits for it."""
        with self._changed:
            self._awaited.add(index)

    def give_up_waiting(self) -> None:
        """The background stopped: nothing it promised comes any more."""
        with self._changed:
            self._awaited.clear()
            self._changed.notify_all()

    def wait_for(self, index: int, cancelled: Callable[[], bool], poll: float = 0.1) -> bool:
        """Wait while the background weighs the turn at ``index``; whether it came (False:
        it was never promised, the background stopped, or ``cancelled()``)."""
        with self._changed:
            while index in self._awaited and index not in self._turns:
                if cancelled():
                    return False
                self._changed.wait(poll)
            return index in self._turns

    # -- kept with the game ----------------------------------------------------------------
    def to_data(self) -> dict:
        return {"format": ANALYSIS_FORMAT, "turns": [turn.to_data() for turn in self.turns()]}

    @classmethod
    def from_data(cls, data: Any) -> "Analysis":
        """The analysis kept in a save (:meth:`to_data`); empty for a save of before
        analyses were kept, of another version, or whose analysis cannot be read (it is
        weighed again: the game itself is never refused for it)."""
        if not isinstance(data, dict) or data.get("format") != ANALYSIS_FORMAT or not isinstance(data.get("turns"), list):
            return cls()
        try:
            return cls([TurnAnalysis.from_data(turn) for turn in data["turns"]])
        except ValueError:
            return cls()


@dataclass(frozen=True)
class Turn:
    """A seat's turn: its moves, from its first."""

    moves: tuple[Move, ...]


@dataclass(frozen=True)
class CostlyMove:
    """A person's turn the hard computer would have played otherwise, for more points by
    the end of the game."""

    index: int
    """Where the turn starts in the record: the game before it is ``record.state_at(index)``."""
    seat: int
    round: int
    played: Turn
    instead: Turn
    """What the hard computer would have played (and how it would have gone on)."""
    points: tuple[int, int]
    """Points this turn: (played, the computer's)."""
    gain: float
    """Points more the hard computer expects from its turn by the end of the game."""
    said: EntryWords
    """What the entry says of both turns, in the game's terms."""

    @property
    def number(self) -> int:
        """The move's number as the Log and the table's banner count (from 1)."""
        return self.index + 1


@dataclass(frozen=True)
class ReviewedMoment:
    """A move of the Review as its table shows it: the moment before it, on the mover's
    grounds, with the move played and the hard computer's drawn, and the banner's words
    for it ("Before move 64 of 98: Ana to play ..."), so the entry, the banner and the Log
    count moves alike."""

    index: int
    """Where the move stands in the record: the moment shown is the game before it."""
    seat: int
    """Who moved: the table shows that seat's grounds."""
    played: tuple[Move, ...]
    """The turn played."""
    instead: tuple[Move, ...]
    """The hard computer's turn in its place."""
    caption: str


@dataclass(frozen=True)
class Review:
    costliest: dict[int, tuple[CostlyMove, ...]]
    """Each person's seat -> its costliest turns, most costly first (at most
    :data:`COSTLIEST`; none when every turn was as good as the computer's)."""
    weighed: int
    """How many of the people's turns were weighed."""


# -- the turns to weigh ---------------------------------------------------------------------

def people_turns(record: GameRecord, since: int = 0) -> list[int]:
    """Where each person's turn starts in the record (its first move), for the turns that
    are over (the next move is another seat's, or the game ended), from move ``since`` on."""
    entries = record.entries
    starts = []
    for index in range(since, len(entries)):
        entry = entries[index]
        if not record.humans[entry.seat] or (index > 0 and entries[index - 1].seat == entry.seat):
            continue
        end = index + len(turn_played(record, index))
        if end < len(entries) or record.state.is_over:
            starts.append(index)
    return starts


def turn_played(record: GameRecord, index: int) -> tuple[Move, ...]:
    """Move ``index`` and the moves its seat made right after it (the rest of that turn)."""
    seat = record.entries[index].seat
    moves = []
    for entry in record.entries[index:]:
        if entry.seat != seat:
            break
        moves.append(entry.move)
    return tuple(moves)


def move_seed(seed: int, index: int) -> int:
    """The computer's seed for the weighing of the turn at ``index`` (a review repeats)."""
    return random.Random(f"review:{seed}:{index}").getrandbits(63)


# -- weighing a turn ------------------------------------------------------------------------

def analyse_turn(state: GameState, played: tuple[Move, ...], index: int, seed: int,
                 cancelled: Callable[[], bool] = lambda: False, iterations: int | None = None,
                 processes: int | None = None) -> TurnAnalysis | None:
    """The turn ``played`` from ``state`` (where the record holds it at ``index``) against
    the hard computer's; None when ``cancelled()`` turned true. The same ``seed`` gives
    the same analysis in one process or several (the search's trees do not depend on
    them), and whatever the hidden order (only the seat's view is searched)."""
    seat = state.current_seat
    bot = HardBot(move_seed(seed, index), budget=None, iterations=iterations, processes=processes)
    view = bot.what_the_seat_knows(state)
    know = searched(knowledge_for(state))
    if len(state.legal_moves()) < 2:
        choice = played[0]
    else:
        choice = bot.choose(state.clone(), cancelled)
        if cancelled():
            return None
    instead = computer_turn(view, choice, know)
    played_after, instead_after = played_out(view, played), played_out(view, instead)
    points = tuple(after.scores()[seat] - view.scores()[seat] for after in (played_after, instead_after))
    expected = tuple(round(margin(know.estimate(after), seat), 3) for after in (played_after, instead_after))
    return TurnAnalysis(index, seat, tuple(move_data(m) for m in played), tuple(move_data(m) for m in instead),
                        points, expected, played_after.to_json() == instead_after.to_json())


def played_out(state: GameState, moves: Sequence[Move]) -> GameState:
    """``state`` after ``moves`` (up to the first the position does not allow: on the
    seat's view of the game, what was drawn may differ from the real draw)."""
    after = state.clone()
    for move in moves:
        if after.is_over or not after.is_legal(move):
            break
        after.apply(move)
    return after


def computer_turn(state: GameState, move: Move, know: Any) -> tuple[Move, ...]:
    """``move`` and the rest of its seat's turn, each next step the one the computer
    values most (a turn of Kasane: a take, then its combinations; of Kaleido: the tile,
    the extra action, the end of the turn)."""
    seat = state.current_seat
    moves = [move]
    current = state.clone()
    current.apply(move)
    while not current.is_over and current.current_seat == seat and len(moves) < 8:
        move = greedy_values(current, know, seat, lambda: None)[0][1]
        current.apply(move)
        moves.append(move)
    return tuple(moves)


# -- the review -----------------------------------------------------------------------------

def review_of(record: GameRecord, analysis: Analysis, names: Sequence[str], words: Any) -> Review:
    """The review that ``analysis`` makes of ``record`` (at once: nothing is searched),
    from the turns it holds; ``words`` are the game's (:attr:`session.game_info.GameInfo.hint_words`)."""
    people = [seat for seat, human in enumerate(record.humans) if human]
    found: dict[int, list[CostlyMove]] = {seat: [] for seat in people}
    weighed = 0
    state = record.initial_state()
    played_up_to = 0
    for index in people_turns(record):
        turn = analysis.of(record, index)
        if turn is None:
            continue
        weighed += 1
        if not turn.worth_listing:
            continue
        for entry in record.entries[played_up_to:index]:
            state.apply(entry.move)
        played_up_to = index
        found[turn.seat].append(costly_move(record, state, turn, names, words))
    return Review({seat: tuple(sorted(moves, key=lambda c: (-c.gain, c.index))[:COSTLIEST])
                   for seat, moves in found.items()}, weighed)


def costly_move(record: GameRecord, state: GameState, turn: TurnAnalysis, names: Sequence[str],
                words: Any) -> CostlyMove:
    """The entry of ``turn``, whose position ``state`` is, in the game's words."""
    instead = []
    current = state.clone()
    for data in turn.instead:  # on the real game, up to what the seat's view drew otherwise
        move = next((m for m in current.legal_moves() if move_data(m) == data), None) if not current.is_over else None
        if move is None:
            break
        instead.append(move)
        current.apply(move)
    name = names[turn.seat]
    played = turn_played(record, turn.index)
    gain = round(turn.gain, 1)
    round_ = record.entries[turn.index].round
    return CostlyMove(turn.index, turn.seat, round_,
                      Turn(played), Turn(tuple(instead)), turn.points, gain,
                      entry_words(turn.index + 1, round_, state, played, instead, turn.points, gain, name, words))


def review_game(record: GameRecord, names: Sequence[str], words: Any, seed: int,
                progress: Callable[[int, int], None] = lambda done, total: None,
                cancelled: Callable[[], bool] = lambda: False, iterations: int | None = None,
                processes: int | None = None, analysis: Analysis | None = None) -> Review | None:
    """The review of ``record``, every person's turn that ``analysis`` lacks weighed now
    (added to it; a turn the background weighs is waited for); ``words`` are the game's
    (:attr:`session.game_info.GameInfo.hint_words`). ``progress(done, total)`` is called before
    the first turn is weighed and after each; None when ``cancelled()`` turned true."""
    analysis = Analysis() if analysis is None else analysis
    missing = analysis.missing(record)
    progress(0, len(missing))
    state = record.initial_state()
    played_up_to = 0
    for done, index in enumerate(missing):
        if cancelled():
            return None
        if not analysis.wait_for(index, cancelled):
            for entry in record.entries[played_up_to:index]:
                state.apply(entry.move)
            played_up_to = index
            turn = analyse_turn(state, turn_played(record, index), index, seed, cancelled, iterations, processes)
            if turn is None:
                return None
            analysis.add(turn)
        progress(done + 1, len(missing))
    if cancelled():
        return None
    return review_of(record, analysis, names, words)
