"""The table's part in the review of its game: each person's turn is weighed in the
background once it is over (:class:`session.background_review.BackgroundReview`, started
with the first person's move), into the game's :class:`~session.review.Analysis`, which
the autosave keeps and the results hand to the Review page. At the end the turns still
being weighed are finished, and then kept with the game in Past games.

Only one game is weighed at a time (one is played at a time): a table that starts
weighing ends the weighing of any table before it (one left without being closed)."""
from __future__ import annotations

from session.background_review import BackgroundReview
from session.files.saves import SavedGame
from session.review import Analysis

#: Whether tables weigh their people's turns as they are played (a benchmark turns it off
#: to compare; off, the Review weighs the whole game when it opens).
ENABLED = True


class ReviewKeeper:
    _current: BackgroundReview | None = None
    """The one weighing under way, of any table."""

    def __init__(self, game_id: str, setup, seed: int, record, analysis: Analysis | None, autosaver,
                 active: bool):
        """``active``: the game is one a person plays for real (not a demo, a replay or a lesson)."""
        self.game_id, self.setup, self.seed, self.record = game_id, setup, seed, record
        self.analysis = analysis if analysis is not None else Analysis()
        self.autosaver = autosaver
        self.active = active and any(record.humans)
        self.background: BackgroundReview | None = None

    def moves_made(self) -> None:
        """A move was played, taken back or played again: weigh the turns now over."""
        if not (self.active and ENABLED):
            return
        if self.background is None:
            if ReviewKeeper._current is not None:
                ReviewKeeper._current.close()
            self.background = ReviewKeeper._current = BackgroundReview(
                self.game_id, self.record, self.seed, self.analysis, self.weighed)
        self.background.moves_made()

    def weighed(self) -> None:
        """A turn was weighed (on the weighing's thread): once the game is over and the last
        is weighed, the analysis is kept with the game in Past games (after the autosaver
        wrote the finished game there)."""
        if self.record.state.is_over and not self.analysis.missing(self.record):
            self.autosaver.keep_analysis(self.game_id, self.finished_game())

    def finished_game(self) -> SavedGame:
        """The game with its analysis (the analysis still grows while turns are weighed)."""
        return SavedGame(self.setup, self.seed, self.record, self.analysis)

    def game_over(self) -> None:
        """The game ended: the turns asked for are still weighed, then the weighing ends."""
        if self.background is not None:
            self.moves_made()
            self.background.close_when_done()

    def left(self) -> None:
        """The table was left before the game's end: the weighing ends now."""
        if self.background is not None and not self.record.state.is_over:
            self.background.close()
