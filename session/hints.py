"""A hint at the table: the move the hard computer would play for the seat to move,
and one line saying why, in the game's terms (issue "Learn to play at the table", Hint).

The hard computer searches only re-drawn copies of what the seat cannot see
(:meth:`determinize`), so a hint knows no more than the player. The line gives the
points the turn makes and the turn itself in the Log's words (a multi-step turn: the
first step is the hint, the rest as the computer would go on, up to what a draw would
reveal), and where the turn
scores nothing now, how the computer sees the seat standing after it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.bots import make_bot
from game.bots.greedy import margin
from game.bots.knowledge import knowledge_for, searched
from game.core import GameState, Move
from game.english import counted
from session.review import computer_turn, turn_words

#: A lead (in estimated points) smaller than this reads as level.
LEVEL = 0.5


@dataclass(frozen=True)
class Hint:
    seat: int
    moves: tuple[Move, ...]
    """The turn as the hard computer would play it; the first is the move shown."""
    line: str
    """Why, in the game's terms (:func:`reason_line`)."""

    @property
    def move(self) -> Move:
        return self.moves[0]


def hint_seed(game_seed: int, index: int) -> int:
    """The hard computer's seed for a hint at move ``index`` of a game (a hint repeats)."""
    return random.Random(f"hint:{game_seed}:{index}").getrandbits(63)


class HintFinder:
    """Finds a hint with a hard computer; ``choose`` has a bot's signature so a bot
    runner can think it off the UI thread."""

    def __init__(self, seed: int, names: Sequence[str], describe: Callable, iterations: int | None = None,
                 processes: int | None = None, budget: float | None = None):
        self.bot = make_bot("hard", seed, iterations=iterations, processes=processes, budget=budget)
        self.names = tuple(names)
        self.describe = describe

    def choose(self, state: GameState, cancel=None) -> Hint:
        return explain(state, self.bot.choose(state.clone(), cancel), self.names, self.describe)


def explain(state: GameState, move: Move, names: Sequence[str], describe: Callable) -> Hint:
    """The hint of ``move`` in ``state``: the turn it starts and the line that says why."""
    moves = turn_seen(state, move)
    return Hint(state.current_seat, moves, reason_line(state, moves, names, describe))


def turn_seen(state: GameState, move: Move) -> tuple[Move, ...]:
    """``move`` and the rest of its seat's turn as the computer would go on with it
    (:func:`session.review.computer_turn`), up to the move that reveals what was hidden
    (a new round's draw): the hint says nothing the player could not know."""
    turn = computer_turn(state, move, searched(knowledge_for(state)))
    current = state.clone()
    seen = []
    for step in turn:
        mark = current.reveal_mark
        current.apply(step)
        seen.append(step)
        if current.reveal_mark != mark:
            break
    return tuple(seen)


def reason_line(state: GameState, moves: tuple[Move, ...], names: Sequence[str], describe: Callable) -> str:
    """One line: the points the turn makes, what it does in the Log's words, and, when
    it makes none now, where the hard computer sees the seat after it, e.g.
    "+8 this turn: took the green 3-elephant tile and built it beside an elephant: +8"."""
    seat = state.current_seat
    name = names[seat]
    after = state.clone()
    for move in moves:
        after.apply(move)
    points = after.scores()[seat] - state.scores()[seat]
    steps = [w[len(name) + 1:] if w.startswith(name + " ") else w
             for w in turn_words(state, moves, names, describe).words]
    line = f"{points:+d} this turn: {'; then '.join(steps)}"
    if points == 0 and not after.is_over:
        line += f"; after it the computer reckons you {standing(margin(knowledge_for(state).estimate(after), seat))}"
    return line


def standing(lead: float) -> str:
    """How the hard computer sees a seat's estimated lead over its best opponent."""
    if abs(lead) < LEVEL:
        return "level with the best of the others"
    ahead = "ahead of" if lead > 0 else "behind"
    return f"{counted(max(1, round(abs(lead))), 'point')} {ahead} the best of the others"
