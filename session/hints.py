"""A hint at the table: the move the hard computer would play for the seat to move,
said as advice, with why in the game's terms (issue 47, Hint).

The hard computer searches only re-drawn copies of what the seat cannot see
(:meth:`determinize`), so a hint knows no more than the player. What it says, in order:

- the advice, one sentence a step, in the present ("Put your red tile in the lower-left
  hole of board 5." "Then add board 6 to the upper right of board 2."): the hinted move
  and the rest of its turn as the computer would go on, up to what a draw would reveal
  or the game's own end of the advice (:func:`turn_seen`);
- the points the turn makes now, once ("That makes 8 points now.");
- why, in the game's terms (a Kerala colour that was missing, a Kaleido board's lead, a
  Kasane combination): each reason with its share of the points only when there are
  several, so no number is said twice. A reason is said to the person at the screen
  ("your kimono"); the Review says the same reasons of the mover by name ("Ana's
  kimono"), each kind of reason having both forms as whole sentences (:class:`ReasonWords`);
- the forecast: the margin the hard computer's estimate expects at the end of the game,
  against the seat it expects to be the best of the others, said as a forecast, and
  when it disagrees with the scores now, said so ("You lead Ben by 6 points now, but the
  hard computer expects you to finish 7 points behind.").

Each game's words live in ``session/games/<game>/hint_words.py`` (:class:`HintWords`),
declared in the game's :class:`~session.game_info.GameInfo`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from game.bots import make_bot
from game.bots.knowledge import knowledge_for, searched
from game.core import GameState, Move
from game.narration import is_you, points_counted
from game.words import _, ngettext
from session.review import computer_turn
from session.review_words import in_a_row

#: A margin (in estimated points) smaller than this reads as level.
LEVEL = 0.5

@dataclass(frozen=True)
class Reason:
    """One reason a turn is good, in the game's terms, with the points it accounts for now."""

    points: int
    """Its share of the points the turn makes now (0: a reason of position, not of points)."""
    text: str
    """The sentence without the number (said when it is the turn's one reason for its points)."""
    counted: str = ""
    """The sentence with its share of the points (said when several reasons share them)."""


@dataclass(frozen=True)
class ReasonWords:
    """A kind of reason as whole sentences, each a pair (without its points, with its
    points; the second empty for a reason of position, said without a number): ``you``
    as the Hint says it, to the person at the screen ("The different fabrics in your
    kimono raise their bonus."); ``mover`` as the Review says it, of the mover by name
    ("The different fabrics in {name}'s kimono raise their bonus."), for a reason that
    speaks of the seat (None: a reason that names no one, said alike by both).

    Each sentence is a message (marked with ``N_``, said with ``_`` when the reason is
    made), with the reason's own placeholders and, in ``mover``'s, ``{name}`` (the
    mover's name: a sentence says "{name}'s kimono" whole, never a possessive filled in).
    The sentence with points is either one message whose ``{points}`` is the share said
    as a count ("3 points"), or a pair (singular, plural) said with ``ngettext`` for the
    share, whose ``{points}`` is the number alone (the language's plural rules then reach
    the whole sentence)."""

    you: tuple[str, str | tuple[str, str]]
    mover: tuple[str, str | tuple[str, str]] | None = None

    def reason(self, points: int, name: str | None = None, **values) -> Reason:
        """The reason worth ``points`` this turn (0: one of position) with ``values`` in
        its place: spoken to the person at the screen (``name`` None, the Hint) or of
        the mover ``name`` (the Review; a lesson's learner, named :data:`~game.narration.YOU`,
        is spoken to as the Hint speaks)."""
        text, with_points = self.you if name is None or self.mover is None or is_you(name) else self.mover
        if name is not None:
            values = {**values, "name": name}
        share = abs(points)
        if isinstance(with_points, tuple):
            counted_text = ngettext(*with_points, share, **{**values, "points": share})
        else:
            counted_text = _(with_points, **{**values, "points": points_counted(share)}) if with_points else ""
        return Reason(points, _(text, **values) if text else "", counted_text)  # _("") is the catalog's header


class HintWords(Protocol):
    """What a game's hint says (``session/games/<game>/hint_words.py``)."""

    def step(self, before: GameState, move: Move, after: GameState, first: bool) -> str:
        """The advice for one step of the turn, a whole sentence in the present: the
        first step's ("Put your red tile in ...") or a later one's ("Then add board 6 ...")."""

    def said(self, before: GameState, move: Move, after: GameState, first: bool, mood: str,
             name: str = "") -> str | None:
        """One step of a turn as a whole sentence, its place in the game's terms: in the
        ``mood`` "advice" (the Hint: :meth:`step`), "played" (the Review's turn as
        ``name`` played it, in the past) or "would" (the Review's hard computer's turn in
        its place); the first step's or a later one's. None: a step of bookkeeping (an end
        of the turn that adds nothing) the Review leaves unsaid."""

    def reasons(self, before: GameState, after: GameState, seat: int, name: str | None = None) -> list[Reason]:
        """Why the turn from ``before`` to ``after`` is good for ``seat``, in the game's
        terms: said to the person at the screen (``name`` None: the Hint's "your
        kimono"), or of the mover ``name`` (the Review's "Ana's kimono"), each kind of
        reason in the game's table of :class:`ReasonWords`."""

    def advice_ends(self, before: GameState, move: Move, after: GameState) -> bool:
        """True when the advice stops after ``move`` though the seat plays on (a new
        decision the player asks a hint for again, e.g. Kaleido's turning of scored boards)."""


def never_ends(before: GameState, move: Move, after: GameState) -> bool:
    """:meth:`HintWords.advice_ends` for a game whose advice runs to the end of the turn."""
    return False


@dataclass(frozen=True)
class GameHintWords:
    """A game's :class:`HintWords`, made of its ``hint_words`` module's functions (each
    module declares ``WORDS = GameHintWords(step, said, reasons, advice_ends)``)."""

    step: Callable[..., str]
    said: Callable[..., str | None]
    reasons: Callable[..., list]
    advice_ends: Callable[..., bool] = never_ends


@dataclass(frozen=True)
class Forecast:
    """How the hard computer sees the end of the game for a seat after the hinted turn."""

    margin: float
    """The seat's expected final score less the best other seat's (negative: behind)."""
    rival: int
    """That best other seat."""
    lead_now: int
    """The seat's score less the rival's now, after the turn."""

    def sentence(self, names: Sequence[str]) -> str:
        rival = names[self.rival]
        size = max(1, round(abs(self.margin)))
        if abs(self.margin) < LEVEL:
            return _("The hard computer expects you to finish level with {rival}.", rival=rival)
        if self.margin < 0 < self.lead_now:
            # Translators: {lead} is a count of points ("6 points"); {points} the number alone.
            return ngettext("You lead {rival} by {lead} now, but the hard computer expects you to finish "
                            "{points} point behind.",
                            "You lead {rival} by {lead} now, but the hard computer expects you to finish "
                            "{points} points behind.", size, rival=rival, lead=points_counted(self.lead_now),
                            points=size)
        if self.margin > 0 > self.lead_now:
            # Translators: {lead} is a count of points ("6 points"); {points} the number alone.
            return ngettext("You trail {rival} by {lead} now, but the hard computer expects you to finish "
                            "{points} point ahead.",
                            "You trail {rival} by {lead} now, but the hard computer expects you to finish "
                            "{points} points ahead.", size, rival=rival, lead=points_counted(-self.lead_now),
                            points=size)
        if self.margin > 0:
            return ngettext("The hard computer expects you to finish {points} point ahead of {rival}.",
                            "The hard computer expects you to finish {points} points ahead of {rival}.", size,
                            points=size, rival=rival)
        return ngettext("The hard computer expects you to finish {points} point behind {rival}.",
                        "The hard computer expects you to finish {points} points behind {rival}.", size,
                        points=size, rival=rival)


def forecast(after: GameState, seat: int) -> Forecast:
    """The hard computer's forecast for ``seat`` in ``after`` (its estimate of each
    seat's final score: at the end of the game, the scores themselves)."""
    expected = after.scores() if after.is_over else knowledge_for(after).estimate(after)
    others = [s for s in range(len(expected)) if s != seat]
    rival = max(others, key=lambda s: (expected[s], -s))
    scores = after.scores()
    return Forecast(expected[seat] - expected[rival], rival, scores[seat] - scores[rival])


@dataclass(frozen=True)
class Hint:
    seat: int
    moves: tuple[Move, ...]
    """The turn as the hard computer would play it; the first is the move hinted."""
    advice: tuple[str, ...]
    """One sentence a move of :attr:`moves`, in the present."""
    reasons: tuple[str, ...]
    """The points it makes now, then why, in the game's terms."""
    forecast: str
    """The end of the game as the hard computer expects it after the turn."""

    @property
    def move(self) -> Move:
        return self.moves[0]

    @property
    def line(self) -> str:
        """All of it, as the message strip shows it."""
        return in_a_row((*self.advice, *self.reasons, self.forecast))


def hint_seed(game_seed: int, index: int) -> int:
    """The hard computer's seed for a hint at move ``index`` of a game (a hint repeats)."""
    return random.Random(f"hint:{game_seed}:{index}").getrandbits(63)


class HintFinder:
    """Finds a hint with a hard computer; ``choose`` has a bot's signature so a bot
    runner can think it off the UI thread."""

    def __init__(self, seed: int, names: Sequence[str], words: HintWords, iterations: int | None = None,
                 processes: int | None = None, budget: float | None = None):
        self.bot = make_bot("hard", seed, iterations=iterations, processes=processes, budget=budget)
        self.names = tuple(names)
        self.words = words

    def choose(self, state: GameState, cancel=None) -> Hint:
        return explain(state, self.bot.choose(state.clone(), cancel), self.names, self.words)


def explain(state: GameState, move: Move, names: Sequence[str], words: HintWords) -> Hint:
    """The hint of ``move`` in ``state``: the turn it starts, said as advice, with why."""
    seat = state.current_seat
    steps = turn_steps(state, turn_seen(state, move, words))
    after = steps[-1][2]
    advice = tuple(words.step(before, step, now, first=i == 0) for i, (before, step, now) in enumerate(steps))
    reasons = tuple(reason_sentences(after.scores()[seat] - state.scores()[seat],
                                     words.reasons(state, after, seat)))
    return Hint(seat, tuple(step for _, step, _ in steps), advice, reasons, forecast(after, seat).sentence(names))


def turn_seen(state: GameState, move: Move, words: HintWords) -> tuple[Move, ...]:
    """``move`` and the rest of its seat's turn as the computer would go on with it
    (:func:`session.review.computer_turn`), up to the move that reveals what was hidden
    (a new round's draw: the hint says nothing the player could not know) or the game's
    own end of the advice (:meth:`HintWords.advice_ends`)."""
    turn = computer_turn(state, move, searched(knowledge_for(state)))
    current = state.clone()
    seen = []
    for step in turn:
        before = current.clone()
        current.apply(step)
        seen.append(step)
        if current.reveal_mark != before.reveal_mark or words.advice_ends(before, step, current):
            break
    return tuple(seen)


def turn_steps(state: GameState, moves: Sequence[Move]) -> list[tuple[GameState, Move, GameState]]:
    """``moves`` played from ``state``: (the state before, the move, the state after) each."""
    steps, current = [], state.clone()
    for move in moves:
        before = current.clone()
        current.apply(move)
        steps.append((before, move, current.clone()))
    return steps


def reason_sentences(points: int, reasons: Sequence[Reason]) -> list[str]:
    """The points the turn makes now, said once, then each reason: with its share of the
    points when several reasons share them, else without a number (it is the total)."""
    size = abs(points)
    if points > 0:
        said = [ngettext("That makes {points} point now.", "That makes {points} points now.", size, points=size)]
    elif points < 0:
        said = [ngettext("That costs {points} point now.", "That costs {points} points now.", size, points=size)]
    else:
        said = [_("That scores nothing now.")]
    scoring = [r for r in reasons if r.points]
    for reason in reasons:
        said.append(reason.counted if reason.points and len(scoring) > 1 and reason.counted else reason.text)
    return said
