"""What every game's move log shares: a line is written from the state before a
move, the move, and the state after it (DESIGN.md, "A game's record"); each game
phrases its own moves in ``game/<game>/narration.py`` and hands its phrases to
:func:`narrate`.

Every line is one message of the catalog, said when the line is asked for (the language
can change while the app runs), with the seat's name and the numbers as its values."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from game.core import GameState, Move
from game.words import _, listed, ngettext, pgettext, side_by_side

#: The name that is the person spoken to: a lesson seats its learner under it, and a
#: sentence that names a seat has a message of its own for them (:func:`is_you`).
YOU = "You"

#: How a game phrases one kind of move: ``(before, move, after, who) -> line``.
Phrase = Callable[[Any, Any, Any, str], str]
#: What else a move brought about, as log lines: ``(before, after, names) -> lines``.
Aftermath = Callable[[Any, Any, Sequence[str]], list[str]]


def signed(points: int) -> str:
    """``+2``, ``-1``, ``+0``: a change of score as players write it."""
    return f"{points:+d}"


def points_counted(points: int) -> str:
    """A count of points said inside a sentence that holds another count too ("6 points"):
    a sentence with one count says it through ``ngettext`` whole instead."""
    # Translators: a count of points inside a sentence that counts something else too.
    return ngettext("{count} point", "{count} points", abs(points), count=points)


def gain(before: GameState, after: GameState, seat: int) -> int:
    """How many points ``seat`` gained (or lost) from ``before`` to ``after``."""
    return after.scores()[seat] - before.scores()[seat]


def is_you(name: str) -> bool:
    """Whether ``name`` is the person spoken to (a lesson seats its learner as "You"):
    a sentence whose verb follows the name has a message of its own for them."""
    return name == YOU


def shown_name(name: str) -> str:
    """``name`` as a seat's name is shown alone (a seat's row, a score, a list of winners):
    a lesson's learner, seated as :data:`YOU`, is "You" in the language spoken."""
    # Translators: a lesson's learner, shown where a seat's name is (their row, the results).
    return pgettext("the learner's seat", "You") if is_you(name) else name


def end_line(after: GameState, names: Sequence[str]) -> str:
    """The last line of a game: the final scores and who won."""
    winners = after.winners()
    scores = side_by_side(
        # Translators: a seat's final score in the game's last line: "Ana 12".
        pgettext("a seat's final score", "{name} {points}", name=shown_name(names[seat]), points=score)
        for seat, score in enumerate(after.scores()))
    if len(winners) > 1:
        winning = listed(shown_name(names[seat]) for seat in winners)
        # Translators: {scores} is every seat's name and final score: "Ana 12, Ben 10"; {names} the winners, listed.
        return _("The game is over: {scores}. {names} share the win.", scores=scores, names=winning)
    if is_you(names[winners[0]]):
        return _("The game is over: {scores}. You win.", scores=scores)
    return _("The game is over: {scores}. {name} wins.", scores=scores, name=names[winners[0]])


def narrate(phrases: Mapping[type, Phrase], aftermath: Aftermath, before: GameState, move: Move,
            after: GameState, names: Sequence[str]) -> list[str]:
    """The log lines for ``move``, played from ``before`` to ``after``: the game's phrase
    for its kind of move, what else it brought about (``aftermath``: a scoring, a new
    round), and at the end of the game the final scores."""
    who = names[before.current_seat]
    phrase = phrases.get(type(move))
    if phrase is not None:
        lines = [phrase(before, move, after, who)]
    else:
        # Translators: a move no sentence was written for: the seat's name, then the move as the program writes it.
        lines = [_("{name}: {move}", name=who, move=move)]
    lines.extend(aftermath(before, after, names))
    if after.is_over:
        lines.append(end_line(after, names))
    return lines
