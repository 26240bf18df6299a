"""The review of a finished game: the hard computer replays the record and, for each
person, finds the moves that cost the most expected points, with what it would have
played instead (issue "Learn to play at the table", Review).

A move's worth is the hard computer's own estimate of the mover's lead once its turn is
done (:func:`game.bots.greedy.greedy_values`: the rest of a multi-step turn played as
well as it sees, so taking a card is worth the combination it leads to); a move costs
what the computer's choice is worth more. Each person's moves are weighed on the
position they were played in, with what that seat could know (the computer searches
re-drawn copies of what was hidden).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.bots import make_bot
from game.bots.greedy import Stop, greedy_values
from game.bots.knowledge import knowledge_for, searched
from game.core import GameState, Move
from game.record import GameRecord

#: How many of each person's moves the review lists.
COSTLIEST = 3
#: Estimated points below which a move is not worth listing (the estimate's noise).
SMALLEST_COST = 0.5


@dataclass(frozen=True)
class Turn:
    """A seat's move and the rest of its turn as the computer would go on with it, with
    the words of each (as the Log says them, with what they scored; what the move set off
    for others, a new round, is left out)."""

    moves: tuple[Move, ...]
    words: tuple[str, ...]


@dataclass(frozen=True)
class CostlyMove:
    """A move of the record that cost its seat points, by the hard computer's estimate."""

    index: int
    """Its place in the record: the game as it was is ``record.state_at(index)``."""
    seat: int
    round: int
    played: Turn
    instead: Turn
    """What the hard computer would have played (and how it would have gone on)."""
    cost: float
    """Estimated points the played move gave up against the computer's choice."""


@dataclass(frozen=True)
class Review:
    costliest: dict[int, tuple[CostlyMove, ...]]
    """Each person's seat -> its costliest moves, most costly first (at most
    :data:`COSTLIEST`; none when every move was as good as the computer's)."""
    weighed: int
    """How many of the people's moves were weighed."""


def people_moves(record: GameRecord) -> list[int]:
    """The record's moves a person made (their indices), in order."""
    return [i for i, entry in enumerate(record.entries) if record.humans[entry.seat]]


def review_game(record: GameRecord, names: Sequence[str], describe: Callable, seed: int,
                progress: Callable[[int, int], None] = lambda done, total: None,
                cancelled: Callable[[], bool] = lambda: False, iterations: int | None = None,
                processes: int | None = None) -> Review | None:
    """The review of ``record``; ``describe(before, move, after, names)`` is the game's
    narration. ``progress(done, total)`` is called before the first move is weighed and
    after each; None when ``cancelled()`` turned true (the review is given up)."""
    indices = people_moves(record)
    found: dict[int, list[CostlyMove]] = {}
    state = record.initial_state()
    played_up_to = 0
    progress(0, len(indices))
    for done, index in enumerate(indices):
        if cancelled():
            return None
        for entry in record.entries[played_up_to:index]:
            state.apply(entry.move)
        played_up_to = index
        costly = weigh(state, turn_played(record, index), record.entries[index].round, index, names, describe,
                       move_seed(seed, index), cancelled, iterations, processes)
        if costly is not None:
            found.setdefault(costly.seat, []).append(costly)
        progress(done + 1, len(indices))
    if cancelled():
        return None
    people = [seat for seat, human in enumerate(record.humans) if human]
    return Review({seat: tuple(sorted(found.get(seat, []), key=lambda c: (-c.cost, c.index))[:COSTLIEST])
                   for seat in people}, len(indices))


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
    """The computer's seed for the review's weighing of move ``index`` (a review repeats)."""
    return random.Random(f"review:{seed}:{index}").getrandbits(63)


def weigh(state: GameState, played: tuple[Move, ...], round_played: int, index: int, names: Sequence[str],
          describe: Callable, seed: int, cancelled: Callable[[], bool], iterations: int | None = None,
          processes: int | None = None) -> CostlyMove | None:
    """The move that starts ``played`` (its turn as the record holds it) against the
    hard computer's choice in ``state``: a :class:`CostlyMove` when it cost at least
    :data:`SMALLEST_COST`, else None."""
    seat = state.current_seat
    if len(state.legal_moves()) < 2:
        return None
    choice = make_bot("hard", seed, iterations=iterations, processes=processes).choose(state.clone(), cancelled)
    if choice == played[0]:
        return None
    know = searched(knowledge_for(state))

    def check() -> None:
        if cancelled():
            raise Stop

    try:
        values = {move: value for value, move in greedy_values(state, know, seat, check)}
    except Stop:
        return None
    cost = values[choice] - values[played[0]]
    if cost < SMALLEST_COST:
        return None
    return CostlyMove(index, seat, round_played, turn_words(state, played, names, describe),
                      turn_words(state, computer_turn(state, choice, know), names, describe), round(cost, 1))


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


def turn_words(state: GameState, moves: tuple[Move, ...], names: Sequence[str], describe: Callable) -> Turn:
    """``moves``, played from ``state`` by its seat, in the Log's words for that seat."""
    name = names[state.current_seat]
    words = []
    current = state.clone()
    for move in moves:
        before = current.clone()
        current.apply(move)
        words.extend(w for w in describe(before, move, current, names) if w.startswith(name))
    return Turn(moves, tuple(words))
