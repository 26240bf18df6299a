"""What an entry of the Review says (issue "Teaching that teaches", Review): the turn
played, in the past, and the hard computer's turn in its place, each step naming its
place in the game's terms (the game's hint words, :meth:`session.hints.HintWords.said`),
each with its points this turn; then, apart, what the hard computer expects of its turn
by the end of the game; and why, with the game's reasons (the Hint's,
:meth:`session.hints.HintWords.reasons`, said of the mover by name where the Hint says
"your") that tell the two turns apart.

``words`` are always the game's :class:`session.hints.HintWords` (not imported here:
:mod:`session.hints` imports :mod:`session.review`, which imports this module), its
reasons :class:`session.hints.Reason`.

Every sentence is a whole message with named placeholders; the steps of a turn are
sentences of their own, the later ones beginning with "Then", set one after the other by
:func:`in_a_row`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.core import GameState, Move
from game.narration import is_you, points_counted
from game.words import N_, _, ngettext, pgettext


#: Said when neither turn has a reason the other lacks (said with ``_``).
WHY_LATER = N_("Why: both turns have the same reasons this turn; the hard computer values what its turn leaves "
               "for the turns after.")


@dataclass(frozen=True)
class EntryWords:
    """An entry's lines, each whole sentences."""

    heading: str
    played: str
    """The turn played, step by step, and its points this turn."""
    instead: str
    """The hard computer's turn in its place, step by step, and its points this turn."""
    expects: str
    """What the hard computer expects of its turn by the end of the game."""
    why: str
    """Why, in the game's terms."""

    @property
    def body(self) -> tuple[str, str, str, str]:
        """The lines under the heading."""
        return self.played, self.instead, self.expects, self.why


def in_a_row(sentences: Sequence[str]) -> str:
    """Whole sentences one after the other, in the language's way ("A. B.": a space
    between them in English, none in Japanese)."""
    said = ""
    for sentence in sentences:
        # Translators: two sentences one after the other (a space between them in English).
        said = pgettext("sentences one after the other", "{first} {next}", first=said, next=sentence) if said \
            else sentence
    return said


def turn_sentences(state: GameState, moves: Sequence[Move], mood: str, name: str, words: Any) -> tuple[str, ...]:
    """``moves`` played from ``state``, a sentence each (the steps of bookkeeping left
    out), in ``mood`` "played" or "would" (:meth:`session.hints.HintWords.said`)."""
    said = []
    current = state.clone()
    for move in moves:
        before = current.clone()
        current.apply(move)
        sentence = words.said(before, move, current, not said, mood, name)
        if sentence is not None:
            said.append(sentence)
    if not said:  # only bookkeeping (not met in the games so far)
        said.append(_("{name} ended the turn.", name=name) if mood == "played" else
                    _("The hard computer would have ended the turn."))
    return tuple(said)


def points_sentence(points: int, mood: str) -> str:
    """A turn's points this turn, as played or as the computer's would have been."""
    size = abs(points)
    if mood == "played":
        if points == 0:
            return _("That scored nothing this turn.")
        if points > 0:
            return ngettext("That scored {points} point this turn.", "That scored {points} points this turn.", size,
                            points=size)
        return ngettext("That cost {points} point this turn.", "That cost {points} points this turn.", size,
                        points=size)
    if points == 0:
        return _("That would have scored nothing this turn.")
    if points > 0:
        return ngettext("That would have scored {points} point this turn.",
                        "That would have scored {points} points this turn.", size, points=size)
    return ngettext("That would have cost {points} point this turn.", "That would have cost {points} points this turn.",
                    size, points=size)


def expectation(points: tuple[int, int], gain: float, name: str) -> str:
    """What the hard computer expects its turn to be worth more than the one played by
    the end of the game, and how much of it is this turn's points (``points``: this
    turn's, played and the computer's; ``later``: from what the turn leaves for the turns after)."""
    now = points[1] - points[0]
    later = round(gain - now)
    you = is_you(name)
    if later >= 1 and now >= 1:
        total = now + later
        values = dict(name=name, gain=total, now=points_counted(now), later=points_counted(later))
        if you:
            # Translators: {gain} is a number of points; {now} and {later} are counts of points ("3 points").
            return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn "
                            "than from your turn: {now} this turn and about {later} from what it leaves for the turns "
                            "after.",
                            "By the end of the game the hard computer expects about {gain} points more from its turn "
                            "than from your turn: {now} this turn and about {later} from what it leaves for the turns "
                            "after.", total, **values)
        # Translators: {gain} is a number of points; {now} and {later} are counts of points ("3 points").
        return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn than "
                        "from {name}'s turn: {now} this turn and about {later} from what it leaves for the turns "
                        "after.",
                        "By the end of the game the hard computer expects about {gain} points more from its turn than "
                        "from {name}'s turn: {now} this turn and about {later} from what it leaves for the turns "
                        "after.", total, **values)
    size = max(1, round(gain))
    if later >= 1:
        if you:
            return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn "
                            "than from your turn, from what it leaves for the turns after.",
                            "By the end of the game the hard computer expects about {gain} points more from its turn "
                            "than from your turn, from what it leaves for the turns after.", size, gain=size)
        return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn than "
                        "from {name}'s turn, from what it leaves for the turns after.",
                        "By the end of the game the hard computer expects about {gain} points more from its turn than "
                        "from {name}'s turn, from what it leaves for the turns after.", size, gain=size, name=name)
    if later <= -1:
        less = points_counted(-later)
        if you:
            # Translators: {gain} is a number of points; {less} a count of points ("2 points").
            return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn "
                            "than from your turn, though it leaves about {less} less for the turns after.",
                            "By the end of the game the hard computer expects about {gain} points more from its turn "
                            "than from your turn, though it leaves about {less} less for the turns after.", size,
                            gain=size, less=less)
        # Translators: {gain} is a number of points; {less} a count of points ("2 points").
        return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn than "
                        "from {name}'s turn, though it leaves about {less} less for the turns after.",
                        "By the end of the game the hard computer expects about {gain} points more from its turn than "
                        "from {name}'s turn, though it leaves about {less} less for the turns after.", size,
                        gain=size, less=less, name=name)
    if you:
        return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn than "
                        "from your turn: the points of this turn.",
                        "By the end of the game the hard computer expects about {gain} points more from its turn than "
                        "from your turn: the points of this turn.", size, gain=size)
    return ngettext("By the end of the game the hard computer expects about {gain} point more from its turn than "
                    "from {name}'s turn: the points of this turn.",
                    "By the end of the game the hard computer expects about {gain} points more from its turn than "
                    "from {name}'s turn: the points of this turn.", size, gain=size, name=name)


def reason_texts(reasons: Sequence[Any]) -> list[str]:
    """Each reason's sentence: with its share of the points when several share them (as
    the Hint says them, :func:`session.hints.reason_sentences`)."""
    scoring = [r for r in reasons if r.points]
    return [r.counted if r.points and len(scoring) > 1 and r.counted else r.text for r in reasons]


def why_sentence(before: GameState, played: Sequence[Move], instead: Sequence[Move], name: str,
                 words: Any) -> str:
    """Why the hard computer's turn is better, in the game's reasons: those its turn has
    and the turn played has not; failing those, what the turn played lost that the
    computer's did not; failing both, that the computer looks past this turn."""
    seat = before.current_seat
    mine = turn_reasons(before, played, seat, words, name)
    theirs = turn_reasons(before, instead, seat, words, name)
    said_of_mine = {r.text for r in mine}
    own = [r for r in theirs if r.text not in said_of_mine]
    if own:
        # Translators: {reasons} is the game's reasons, whole sentences.
        return _("Why: {reasons}", reasons=in_a_row(reason_texts(own)))
    said_of_theirs = {r.text for r in theirs}
    lost = [r for r in mine if r.points < 0 and r.text not in said_of_theirs]
    if lost:
        reasons = in_a_row(reason_texts(lost))
        if is_you(name):
            # Translators: {reasons} is the game's reasons, whole sentences.
            return _("Why: what your turn cost. {reasons}", reasons=reasons)
        # Translators: {reasons} is the game's reasons, whole sentences.
        return _("Why: what {name}'s turn cost. {reasons}", name=name, reasons=reasons)
    return _(WHY_LATER)


def turn_reasons(state: GameState, moves: Sequence[Move], seat: int, words: Any,
                 name: str | None = None) -> list[Any]:
    """The game's reasons for ``moves`` from ``state``, part by part as a hint would
    advise them (:meth:`session.hints.HintWords.advice_ends`: Kaleido's placing, then each
    turn of a board it scored), so each part is weighed from where it starts; said of the
    mover ``name`` (None: to the person at the screen, as the Hint says them)."""
    found = []
    start, current = state.clone(), state.clone()
    for n, move in enumerate(moves):
        before = current.clone()
        current.apply(move)
        if n == len(moves) - 1 or words.advice_ends(before, move, current):
            found.extend(r for r in words.reasons(start, current, seat, name) if r.text not in {f.text for f in found})
            start = current.clone()
    return found


def entry_words(number: int, round_: int, before: GameState, played: Sequence[Move], instead: Sequence[Move],
                points: tuple[int, int], gain: float, name: str, words: Any) -> EntryWords:
    """The entry of a turn: move ``number`` (as the Log counts) in round ``round_``,
    ``played`` from ``before`` by ``name``, against the hard computer's ``instead``; their
    ``points`` this turn (played, the computer's) and the ``gain`` the computer expects of
    its turn by the end of the game."""
    return EntryWords(
        # Translators: a Review entry's heading.
        _("Move {number} (round {round})", number=number, round=round_),
        in_a_row((*turn_sentences(before, played, "played", name, words), points_sentence(points[0], "played"))),
        in_a_row((*turn_sentences(before, instead, "would", name, words), points_sentence(points[1], "would"))),
        expectation(points, gain, name),
        why_sentence(before, played, instead, name, words))
