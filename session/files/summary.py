"""The summary kept inside every game file (the game in progress, saved and past games):
what the menu's Continue and a list's row show -- the players, how far the game has
gone, the scores and who won -- written with the file, so that it is read without
replaying the record. The record is replayed only when the game is opened.

A file of the current format written before summaries were kept has none: it is read
by replaying it once, and given its summary then (:func:`session.files.game_files`).
A summary that does not hold what it should is ignored, as if there were none.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.words import _, listed
from session.formats import number
from session.seats import GameSetup, name_fits

#: No score or round count of a real game comes near this: larger numbers were not written by Tessera.
_LARGEST = 10 ** 6


@dataclass(frozen=True)
class Summary:
    names: tuple[str, ...]
    """The seats' names, in seat order."""
    round: tuple[int, int]
    """(this round, rounds in the game), as the engine's ``progress()`` says."""
    over: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    """The seats that won (several on a tie); none while the game goes on."""
    variant: bool = False
    """The game was played with the rulebook's variant (a summary written before it was
    kept has none, as a game without the variant)."""

    @classmethod
    def of(cls, setup: GameSetup, state) -> "Summary":
        """The summary of ``state``, a game of ``setup``."""
        over = state.is_over
        return cls(tuple(seat.name for seat in setup.seats), tuple(state.progress()), over,
                   tuple(state.scores()), tuple(state.winners()) if over else (), bool(setup.variant))

    def to_data(self) -> dict:
        data = {"names": list(self.names), "round": list(self.round), "over": self.over,
                "scores": list(self.scores), "winners": list(self.winners)}
        if self.variant:  # a summary without it reads as before the variant was kept
            data["variant"] = True
        return data

    @classmethod
    def from_data(cls, data: object) -> "Summary":
        """The summary a file keeps; ValueError when it is not one."""
        if not isinstance(data, dict):
            raise ValueError(_("the summary is not a set of fields"))
        names, round_, over = data.get("names"), data.get("round"), data.get("over")
        scores, winners = data.get("scores"), data.get("winners")
        if not (isinstance(names, list) and 1 <= len(names) <= 8 and all(name_fits(n) for n in names)):
            raise ValueError(_("the summary's names are not names a table can show"))
        if not (_numbers(round_) and len(round_) == 2 and isinstance(over, bool)):
            raise ValueError(_("the summary's round is not two whole numbers"))
        if not (_numbers(scores) and len(scores) == len(names)):
            raise ValueError(_("the summary's scores do not match its players"))
        if not (_numbers(winners) and all(0 <= w < len(names) for w in winners) and (over or not winners)):
            raise ValueError(_("the summary's winners are not seats of the game"))
        variant = data.get("variant", False)
        if not isinstance(variant, bool):
            raise ValueError(_("the summary's variant is not yes or no"))
        return cls(tuple(names), tuple(round_), over, tuple(scores), tuple(winners), variant)

    def winners_text(self) -> str:
        """ "Asha and Ravi (45)": who won, with the winning score; empty while the game goes on."""
        if not self.winners:
            return ""
        return _("{names} ({score})", names=listed(self.names[seat] for seat in self.winners),
                 score=number(max(self.scores)))


def _numbers(values: object) -> bool:
    return isinstance(values, list) and all(
        isinstance(v, int) and not isinstance(v, bool) and -_LARGEST < v < _LARGEST for v in values)
