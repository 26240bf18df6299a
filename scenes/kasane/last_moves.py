"""The turns outlined on the table: every turn played since the seat to move last
played (so a person sees every computer's move since their own last turn, not only the
last one), and the turn in progress. Each turn's taken card is outlined where it went,
or its combination in the kimono and its slot on the kakemono."""
from __future__ import annotations

from dataclasses import dataclass

from game.kasane import Combine, Take

HAND, ACCESSORY = "hand", "accessory"


@dataclass(frozen=True)
class SeatTurn:
    """One seat's turn: its moves, and where the card it took went."""

    seat: int
    moves: tuple
    card_went: str | None
    """HAND or ACCESSORY."""

    @property
    def combination(self) -> Combine | None:
        return next((m for m in self.moves if type(m) is Combine), None)

    def outlined_card(self) -> str | None:
        """Where the taken card went, when the turn combined nothing (a combination is
        outlined in the kimono instead)."""
        return None if self.combination is not None else self.card_went


@dataclass(frozen=True)
class MarkedTurns:
    turns: tuple[SeatTurn, ...] = ()
    """Oldest first; at most one a seat."""

    def after(self, seat: int, move, card_went: str | None, to_move: int | None, goes_on: bool) -> MarkedTurns:
        """These turns once ``seat`` played ``move`` (a Take starts a turn; ``card_went``
        says where its card went), with ``to_move`` the seat to play next (``goes_on``:
        the same turn goes on)."""
        turns = list(self.turns)
        if type(move) is Take or not turns or turns[-1].seat != seat:
            turns.append(SeatTurn(seat, (move,), card_went))
        else:
            last = turns[-1]
            turns[-1] = SeatTurn(seat, last.moves + (move,), last.card_went)
        return MarkedTurns(since_last_turn(turns, to_move, goes_on))

    @classmethod
    def of_record(cls, record, upto: int, state_at) -> MarkedTurns:
        """The turns marked after the first ``upto`` moves of ``record``; ``state_at(i)``
        gives the state after ``i`` moves (where each taken card is read)."""
        entries = record.entries[:upto]
        start, turns = upto, 0
        while start > 0 and turns < 2 * record.state.players:   # far enough back for every seat's turn
            start -= 1
            turns += type(entries[start].move) is Take
        state = state_at(start)
        marks = cls()
        for entry in entries[start:]:
            went = None
            if type(entry.move) is Take:
                went = ACCESSORY if state.market[entry.move.row][-1].is_accessory else HAND
            state.apply(entry.move)
            marks = marks.after(entry.seat, entry.move, went, state.current_seat, continues(state, entry.seat))
        return marks

    def of(self, seat: int) -> SeatTurn | None:
        return next((t for t in self.turns if t.seat == seat), None)

    def slots(self, kakemono: dict) -> frozenset:
        """The slots the marked combinations took, while their seats hold them."""
        return frozenset((c.style, c.size) for t in self.turns if (c := t.combination) is not None
                         and kakemono.get((c.style, c.size)) == t.seat)

    def outlined_card(self, seat: int) -> str | None:
        turn = self.of(seat)
        return turn.outlined_card() if turn else None

    def combination(self, seat: int) -> Combine | None:
        turn = self.of(seat)
        return turn.combination if turn else None


def continues(state, seat: int) -> bool:
    """``seat``'s turn goes on in ``state`` (it took a card and may combine)."""
    return state.current_seat == seat and state.phase == "combine"


def since_last_turn(turns: list[SeatTurn], to_move: int | None, in_progress: bool) -> tuple[SeatTurn, ...]:
    """The turns after ``to_move``'s last finished one (its turn ``in_progress`` stays),
    one a seat."""
    keep = turns[:-1] if in_progress else turns
    done = [i for i, t in enumerate(keep) if t.seat == to_move]
    if done:
        turns = turns[done[-1] + 1:]
    newest = {t.seat: i for i, t in enumerate(turns)}
    return tuple(t for i, t in enumerate(turns) if newest[t.seat] == i)
