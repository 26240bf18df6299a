"""A finished game's result: names, colours, final scores, winners (ties shared), the
itemised score lines from the engine's ``score_lines()`` and the scores after every
round, for the results page and its chart."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import ScoreLine
from game.narration import is_you
from game.words import _, listed, ngettext, pgettext
from session.seats import COMPUTER, GameSetup


@dataclass(frozen=True)
class GameResult:
    game_id: str
    title: str
    """The game's title as a message (:attr:`GameInfo.title_message`): :meth:`said_title` says it."""
    names: tuple[str, ...]
    colors: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    note: str = ""
    """A sentence under the headline, e.g. how a tie was broken (a table may add one)."""
    cell_details: bool = False
    """Show each cell's detail next to its points (games whose rows differ per seat)."""
    rounds: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """``(round, scores)`` after every round (:meth:`GameRecord.round_scores`), for the chart."""
    variant: str = ""
    """What the rulebook's variant the game was played with allows, as a message ("" without one)."""
    end_points: tuple[int, ...] = ()
    """Each seat's points from the scoring after the last round (Kaleido's corner
    hexagons), which the chart shows as its own step; () when the game has none."""
    hints: tuple[tuple[int, int], ...] = ()
    """``(seat, hints taken)`` for every person's seat (:attr:`GameRecord.hints`)."""

    @classmethod
    def from_state(cls, game, setup: GameSetup, state, rounds=(), hints=()) -> "GameResult":
        """``hints``: how many hints each seat took (people's seats are kept)."""
        return cls(game.id, game.title_message, tuple(s.name for s in setup.seats), tuple(s.color for s in setup.seats),
                   tuple(state.scores()), tuple(state.winners()), tuple(state.score_lines()),
                   cell_details=game.results_details, rounds=tuple(rounds),
                   variant=game.variant_message if setup.variant else "",
                   end_points=tuple(game.end_scoring(state)) if game.end_scoring is not None else (),
                   hints=tuple((seat, count) for seat, count in enumerate(hints) if setup.seats[seat].kind != COMPUTER))

    @classmethod
    def of_record(cls, game, setup: GameSetup, record) -> "GameResult":
        """The result of a finished game's record (its rounds and hints too)."""
        return cls.from_state(game, setup, record.state, record.round_scores(), record.hints)

    def said_title(self) -> str:
        """The game's title in the language of the moment."""
        return _(self.title)

    def rules_played(self) -> str:
        """The rules the game was played by, when it was not the rulebook's plain game."""
        return _("Played with the variant: {variant}.", variant=_(self.variant)) if self.variant else ""

    def hints_taken(self) -> str:
        """How many hints each person took ("" when nobody knows of hints: no person played)."""
        if not self.hints:
            return ""
        if not any(count for seat, count in self.hints):
            return _("No hints were taken.")
        taken = [ngettext("{name} took {count} hint", "{name} took {count} hints", count, name=self.names[seat],
                          count=count) for seat, count in self.hints]
        return pgettext("a sentence of clauses in a list", "{clauses}.", clauses=listed(taken))

    def categories(self) -> list[str]:
        """Categories in the order the engine lists them, every seat's order kept: when
        one seat has a category the others lack (e.g. a fifth combination), it comes
        where that seat lists it, not after everything the first seat listed."""
        seen: dict[str, None] = {}
        after: dict[str, set[str]] = {}
        by_seat: dict[int, list[str]] = {}
        for line in self.lines:
            seen.setdefault(line.category, None)
            order = by_seat.setdefault(line.seat, [])
            if line.category not in order:
                order.append(line.category)
        for order in by_seat.values():
            for i, category in enumerate(order):
                after.setdefault(category, set()).update(order[:i])
        placed: list[str] = []
        waiting = list(seen)
        while waiting:
            ready = next((c for c in waiting if after.get(c, set()) <= set(placed)), waiting[0])
            placed.append(ready)
            waiting.remove(ready)
        return placed

    def label(self, category: str) -> str:
        """The category as the player reads it (its score lines' label, in the language the
        engine said them in)."""
        return next((line.label for line in self.lines if line.category == category), category)

    def cell(self, seat: int, category: str) -> tuple[int | None, str]:
        """The points of one seat in one category and their details (None if it has none)."""
        lines = [l for l in self.lines if l.seat == seat and l.category == category]
        if not lines:
            return None, ""
        said = ""
        for detail in (l.detail for l in lines if l.detail):
            # Translators: the details of the score lines in one cell of the results, one after the other.
            said = pgettext("score details one after the other", "{first}; {next}", first=said, next=detail) \
                if said else detail
        return sum(l.points for l in lines), said

    def headline(self) -> str:
        names = [self.names[w] for w in self.winners]
        points = self.scores[self.winners[0]]
        if len(names) > 1:
            return ngettext("{names} share the win with {points} point!", "{names} share the win with {points} points!",
                            points, names=listed(names), points=points)
        if is_you(names[0]):  # a lesson's learner
            return ngettext("You win with {points} point!", "You win with {points} points!", points, points=points)
        return ngettext("{name} wins with {points} point!", "{name} wins with {points} points!", points,
                        name=names[0], points=points)
