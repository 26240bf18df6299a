"""The state of a game of Colors of Kasane (engine protocol, DESIGN.md); its moves are
in :mod:`game.kasane.moves`, its saves in :mod:`game.kasane.saving`.

A turn: ``Take(row)`` takes the rightmost card of a non-empty market row. An accessory
goes in front of the player and ends the turn (with ``variant=True`` a combination of
the hand's last cards may follow, when one is possible). A fabric card goes to the
right end of the hand; then the seat plays exactly one of ``Combine(length,
reuse_last, style)`` or ``EndTurn()``. When the market is down
to 4 cards (3 at 3 players) the round ends, those cards are discarded and, unless it
was the last round, a new market is dealt and the next seat starts.

Hidden information is the order of the draw pile only; hands are open (RULINGS.md,
Colors of Kasane: "Hands are open information").
"""
from __future__ import annotations

import json
import random
from collections import Counter
from operator import methodcaller
from dataclasses import dataclass
from typing import Sequence

from game.core import (ScoreLine, derive_seed, legal_copy, legal_copy_or_raise, make_rng,
                       state_repr, top_seats)
from game.reveals import Unseen, apply_revealed, draw, public_digest
from game.slotted import SlotCopy, copy_each, read_only, rows
from game.words import N_, _, listed, ngettext

from .best_slot import best_free_styles, best_slot_sentence
from .cards import CARD, Card, card_order, removed_cards
from .data import (ACCESSORY_COUNT, COPIES_PER_VALUE, KAKEMONO, MAX_COMBINATION, SETUPS,
                   STYLE_NAMES, STYLE_RULES, STYLES)
from .moves import MOVE_TYPES, Combine, EndTurn, Take
from .saving import state_from_json, state_to_json
from .scoring import score_seat, seat_total
from .seen import check_setup, dealt_cards, is_seat_view, public_start, read_reveal, revealed_since, seat_view
from .styles import styles_of_values

_TAKES = tuple(Take(i) for i in range(8))
_END = EndTurn()
_COMBINES: dict[tuple[int, bool, str], Combine] = {}


def _combine(length: int, reuse: bool, style: str) -> Combine:
    key = (length, reuse, style)
    move = _COMBINES.get(key)
    if move is None:
        move = _COMBINES[key] = Combine(length, reuse, style)
    return move


@dataclass(frozen=True)
class CombineOption:
    """A legal combination for the table: the move, the cards it moves (kimono card
    first when ``move.reuse_last``), its slot and that slot's points."""

    move: Combine
    cards: tuple[Card, ...]
    style: str
    size: int
    points: int


class KasaneState:
    """A game of Colors of Kasane for 2 to 4 seats. Build one with :meth:`new`."""

    __slots__ = ("players", "variant", "round", "_first", "_current", "_phase", "_taken",
                 "_pile", "_market", "_discards", "_hands", "_kimonos", "_accessories",
                 "_combos", "_slots", "_rng_state", "_legal", "_legal_set")

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int, seed: int | None = None, deck: Sequence[Card] | None = None,
            variant: bool = False, first: int = 0) -> "KasaneState":
        """A fresh game. ``deck`` fixes the draw pile after removal (first card dealt
        first; rows are filled row 0 left to right, then row 1, ...); it must hold
        exactly the cards left after removing whole sets. ``seed`` drives the shuffle
        and the later reshuffle of discards. ``variant`` allows a combination after
        taking an accessory. ``first`` is the first player of round 1 (the rulebook:
        "choose the first player freely"; default seat 0)."""
        check_setup(players, first)
        rng = make_rng(seed)
        expected = dealt_cards(players)
        if deck is None:
            pile = list(expected.elements())
            rng.shuffle(pile)
        else:
            pile = [c if isinstance(c, Card) else CARD[c] for c in deck]
            if Counter(pile) != expected:
                raise ValueError(
                    f"The deck for {players} players must hold {SETUPS[players].deck_size} cards: "
                    f"{COPIES_PER_VALUE - SETUPS[players].sets_removed} of each value and "
                    f"{ACCESSORY_COUNT - SETUPS[players].accessories_removed} accessories.")
            pile = [CARD[c.value] for c in pile]
        return cls._begin(players, bool(variant), first, pile, rng.getstate())

    @classmethod
    def _begin(cls, players: int, variant: bool, first: int, pile: list[Card] | Unseen,
               rng_state: tuple | None) -> "KasaneState":
        """The game at its start, round 1's market dealt from ``pile``: the host's in order
        (``rng_state`` its reshuffles), or a seat's :class:`~game.reveals.Unseen` (no generator)."""
        self = object.__new__(cls)
        self.players = players
        self.variant = variant
        self.round = 1
        self._first = first
        self._current = first
        self._phase = "take"
        self._taken = None
        self._pile = pile
        self._market = []
        self._discards = []
        self._hands = [[] for _ in range(players)]
        self._kimonos = [[] for _ in range(players)]
        self._accessories = [[] for _ in range(players)]
        self._combos = [[] for _ in range(players)]
        self._slots = {}
        self._rng_state = rng_state
        self._legal = None
        self._legal_set = None
        self._deal()
        return self

    def _deal(self) -> None:
        """Deal the market for the round. RULINGS.md, Colors of Kasane: "if the draw
        pile holds fewer cards than the market needs, all discards are shuffled into it
        first" (the 3-player round 3 and the 4-player round 4)."""
        setup = SETUPS[self.players]
        need = setup.market_size
        pile = self._pile
        if len(pile) < need:
            pile.extend(self._discards)
            self._discards = []
            if type(pile) is list:   # a seat's view knows the cards, never their order
                rng = random.Random()
                rng.setstate(self._rng_state)
                rng.shuffle(pile)
                self._rng_state = rng.getstate()
        cards = draw(pile, need)
        length = setup.row_length
        self._market = [cards[i * length:(i + 1) * length] for i in range(setup.rows)]

    # ------------------------------------------------------------------ protocol
    @property
    def current_seat(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._current is None

    def legal_moves(self) -> list:
        """Every legal move now: ``Take`` per non-empty row, or after a take every legal
        ``Combine`` (by length, kimono card, board order) then ``EndTurn``."""
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
            self._legal = legal
            self._legal_set = frozenset(legal)
        return list(legal)

    def _compute_legal(self) -> tuple:
        seat = self._current
        if seat is None:
            return ()
        if self._phase == "take":
            return tuple(_TAKES[i] for i, row in enumerate(self._market) if row)
        out = [_combine(length, reuse, style) for length, reuse, style, _ in self._combinations()]
        out.append(_END)
        return tuple(out)

    def _combinations(self):
        """(length, reuse_last, style, values) for every legal combination now.

        For each set of cards only the best-paying free slots count (best_slot.py)."""
        seat = self._current
        hand = self._hands[seat]
        kimono = self._kimonos[seat]
        slots = self._slots
        vals = tuple(c.value for c in hand[-MAX_COMBINATION:])
        k = len(vals)
        last = kimono[-1].value if kimono else None
        found = []
        for length in range(1, k + 1):
            tail = vals[k - length:]
            for style in best_free_styles(tail, slots):
                found.append((length, False, style, tail))
            if last is not None and length < MAX_COMBINATION:
                seq = (last,) + tail
                for style in best_free_styles(seq, slots):
                    found.append((length, True, style, seq))
        return found

    def apply(self, move) -> None:
        """Play ``move``; an illegal one raises IllegalMove and changes nothing."""
        if self._legal_set is None:
            self.legal_moves()
        move = legal_copy_or_raise(self, move, self._legal)
        seat = self._current
        self._legal = None
        self._legal_set = None
        if type(move) is Take:
            card = self._market[move.row].pop()
            if card.value is None:
                # Rulebook, Player Turn: an accessory is placed at once and ends the
                # turn; RULINGS.md "Variant": with the variant a combination may follow.
                self._accessories[seat].append(card)
                self._phase = "combine"
                self._taken = card
                if not (self.variant and self._combinations()):
                    self._end_turn()   # nothing may follow: the turn is over
            else:
                self._hands[seat].append(card)
                self._phase = "combine"
                self._taken = card
        elif type(move) is Combine:
            hand = self._hands[seat]
            moved = hand[-move.length:]
            del hand[-move.length:]
            self._kimonos[seat].extend(moved)
            size = move.length + (1 if move.reuse_last else 0)
            self._slots[(move.style, size)] = seat
            self._combos[seat].append((move.style, size, move.reuse_last))
            self._end_turn()
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self._phase = "take"
        self._taken = None
        setup = SETUPS[self.players]
        if sum(len(row) for row in self._market) > setup.leftover:
            self._current = (self._current + 1) % self.players
            return
        # Round end: the cards left in the market are discarded.
        for row in self._market:
            self._discards.extend(row)
        self._market = [[] for _ in range(setup.rows)]
        if self.round >= self.players:
            self._current = None
            return
        self.round += 1
        self._current = self.first_seat   # the rulebook: the Emperor passes to the left each round
        self._deal()

    # ------------------------------------------------------------------ explanations
    def why_illegal(self, move) -> str | None:
        """None when ``move`` is legal now, else the sentence a player would be told."""
        if type(move) not in MOVE_TYPES:
            return _("That is not a Colors of Kasane move.")
        if self._current is None:
            return _("The game is over.")
        seat = self._current
        if type(move) is Take:
            row = move.row
            if type(row) is not int:
                return _("Choose a market row by its number.")
            if not 0 <= row < len(self._market):
                return ngettext("There is no row {row}: the market has {count} row.",
                                "There is no row {row}: the market has {count} rows.", len(self._market), row=row + 1,
                                count=len(self._market))
            if self._phase != "take":
                return _("You already took a card this turn: make a combination or end your turn.")
            if not self._market[row]:
                return _("That row is empty.")
            return None
        if type(move) is EndTurn:
            if self._phase == "take":
                return _("Take a card from the market first.")
            return None
        # Combine
        if self._phase != "combine":
            if self.variant:
                return _("Take a card from the market first: you may combine only right after taking a card (with the "
                         "variant, an accessory too), once per turn.")
            return _("Take a card from the market first: you may combine only right after taking a fabric card, once "
                     "per turn.")
        length, reuse, style = move.length, move.reuse_last, move.style
        if type(length) is not int or type(reuse) is not bool or type(style) is not str:
            return _("That combination is not described properly.")
        if style not in KAKEMONO:
            return _("There is no style called {style}.", style=repr(style))
        name = _(STYLE_NAMES[style])
        hand = self._hands[seat]
        if length < 1:
            if self._taken is not None and self._taken.value is None:
                return _("A combination needs at least one card of your hand.")
            return _("A combination must include the card you just took from your hand.")
        if length > len(hand):
            return ngettext("Your hand holds only {count} card.", "Your hand holds only {count} cards.", len(hand),
                            count=len(hand))
        kimono = self._kimonos[seat]
        if reuse and not kimono:
            return _("Your kimono is empty: there is no last card to reuse.")
        size = length + (1 if reuse else 0)
        if size not in KAKEMONO[style]:
            return _("The kakemono has no {size}-card {name} slot (only {sizes} cards).", size=size, name=name,
                     sizes=listed(str(s) for s in KAKEMONO[style]))
        owner = self._slots.get((style, size))
        if owner is not None:
            if owner == seat:
                return _("You already hold the {size}-card {name} slot.", size=size, name=name)
            return _("Another player already holds the {size}-card {name} slot.", size=size, name=name)
        cards = ([kimono[-1]] if reuse else []) + hand[-length:]
        values = tuple(c.value for c in cards)
        if style not in styles_of_values(values):
            return _("The cards {cards} do not form {name} ({rule}).", cards="-".join(str(v) for v in values), name=name,
                     rule=_(STYLE_RULES[style]))
        best = best_free_styles(values, self._slots)
        if style not in best:
            return best_slot_sentence(values, best, name, KAKEMONO[style][size])
        if move not in (self._legal_set or frozenset(self.legal_moves())):
            return _("That combination is not allowed now.")
        return None

    def is_legal(self, move) -> bool:
        """True when ``move`` may be played now."""
        if type(move) not in MOVE_TYPES:
            return False
        if self._legal_set is None:
            self.legal_moves()
        return legal_copy(move, self._legal) is not None

    # ------------------------------------------------------------------ table helpers
    def combine_options(self) -> list[CombineOption]:
        """Every legal Combine now with the cards it would move and its slot's points
        (empty outside the combine step)."""
        if self._current is None or self._phase != "combine":
            return []
        seat = self._current
        kimono = self._kimonos[seat]
        hand = self._hands[seat]
        out = []
        for length, reuse, style, values in self._combinations():
            cards = tuple(([kimono[-1]] if reuse else []) + hand[-length:])
            size = len(values)
            out.append(CombineOption(_combine(length, reuse, style), cards, style, size,
                                     KAKEMONO[style][size]))
        return out

    def combination_cards(self, length: int, reuse_last: bool = False) -> tuple[Card, ...]:
        """The cards a combination of this shape would move for the current seat
        (kimono card first when ``reuse_last``); empty if that shape cannot exist."""
        seat = self._current
        if seat is None or type(length) is not int or not 1 <= length <= len(self._hands[seat]):
            return ()
        kimono = self._kimonos[seat]
        if reuse_last and not kimono:
            return ()
        return tuple(([kimono[-1]] if reuse_last else []) + self._hands[seat][-length:])

    @property
    def phase(self) -> str:
        """``"take"`` (choose a row) or ``"combine"`` (Combine or EndTurn); ``"over"`` at the end."""
        return "over" if self._current is None else self._phase

    taken = read_only("_taken", "The card taken this turn while the seat decides whether to combine.")

    @property
    def first_seat(self) -> int:
        """The first player of the current round: round 1's, then one seat later each round."""
        return (self._first + self.round - 1) % self.players

    first_player = read_only("_first", "The first player of round 1 (``new(..., first=)``).")

    market = read_only("_market", "The market rows, each left to right (the rightmost card is the one to take).", rows)
    hands = read_only("_hands", "Each seat's hand, oldest card first (the last card is the newest).", rows)
    kimonos = read_only("_kimonos", "Each seat's kimono (played fabric cards), left to right.", rows)
    accessories = read_only("_accessories", "Each seat's accessory cards (use ``len`` for the count).", rows)

    @property
    def kakemono(self) -> dict[tuple[str, int], int | None]:
        """Every one of the 30 slots ``(style, size)`` -> the seat holding it, or None."""
        return {(style, size): self._slots.get((style, size))
                for style in STYLES for size in KAKEMONO[style]}

    def combinations(self, seat: int) -> tuple[tuple[str, int, bool], ...]:
        """The combinations ``seat`` made, in order: (style, size, reused kimono card)."""
        return tuple(self._combos[seat])

    @property
    def pile_size(self) -> int:
        """Cards left in the face-down draw pile."""
        return len(self._pile)

    REVEALS = N_("a new market was dealt from the pile")

    def automatic_move(self) -> EndTurn | None:
        """After a take, when no combination may follow, the turn can only end: the end of
        the turn (the rulebook's turn is a take and then any combinations)."""
        if self.is_over or self.phase != "combine":
            return None
        return None if any(type(move) is Combine for move in self.legal_moves()) else EndTurn()

    @property
    def reveal_mark(self) -> int:
        """A value that changes exactly when hidden information comes to light: each
        round's market is dealt from the face-down pile. A record never undoes across it."""
        return self.round

    def progress(self) -> tuple[int, int]:
        """``(this round, rounds in the game)``: as many rounds as players."""
        return min(self.round, self.players), self.players

    def pile_order(self) -> tuple[Card, ...]:
        """The face-down draw pile, next card first. Hidden from players: for tests,
        replays and debugging only; a table scene should show ``pile_size``. A seat's
        view holds no order: it raises TypeError."""
        if is_seat_view(self):
            raise TypeError("A seat's view of the game holds no pile order.")
        return tuple(self._pile)

    discards = read_only("_discards", "Cards discarded at the ends of rounds (face up) and not yet reshuffled.", tuple)

    @property
    def removed(self) -> tuple[Card, ...]:
        """Cards returned to the box at setup."""
        return tuple(removed_cards(self.players))

    def played_count(self, seat: int) -> int:
        """Played cards: the kimono's fabric cards plus the accessories (RULINGS.md)."""
        return len(self._kimonos[seat]) + len(self._accessories[seat])

    def collected_count(self, seat: int) -> int:
        """Cards the seat has taken from the market so far (12 by the end)."""
        return len(self._hands[seat]) + len(self._kimonos[seat]) + len(self._accessories[seat])

    # ------------------------------------------------------------------ scores
    def score_lines(self) -> list[ScoreLine]:
        """Itemised scores as if the game ended now (final once ``is_over``)."""
        lines = []
        for seat in range(self.players):
            slots = [(style, size) for style, size, reuse in self._combos[seat]]
            lines.extend(score_seat(seat, slots, self._kimonos[seat],
                                    len(self._accessories[seat])))
        return lines

    def scores(self) -> list[int]:
        """Running totals as if the game ended now: the score lines added up (without their words)."""
        return [seat_total([(style, size) for style, size, reuse in self._combos[seat]], self._kimonos[seat],
                           len(self._accessories[seat])) for seat in range(self.players)]

    def winners(self) -> list[int]:
        """Top score; ties go to the most played cards; still tied, shared (rulebook,
        Calculating the Final Score; RULINGS.md "Tie")."""
        top = top_seats(self.scores())
        most = max(self.played_count(s) for s in top)
        return [s for s in top if self.played_count(s) == most]

    # ------------------------------------------------------------------ copies
    def clone(self) -> "KasaneState":
        """An independent copy (what the state changes in place copied; cards and moves,
        immutable, shared)."""
        return _COPY(self)

    def public_view(self) -> "KasaneState":
        """A clone with the draw pile in card order and its future reshuffles fixed:
        what :meth:`determinize` re-draws, fixed. Of a seat's view too, which then
        holds a pile again (in that order)."""
        other = self.clone()
        if is_seat_view(self):
            other._pile = self._pile.sorted(card_order)
        else:
            other._pile.sort(key=card_order)
        other._rng_state = random.Random(0).getstate()
        return other

    def determinize(self, rng: random.Random) -> "KasaneState":
        """A clone whose draw pile order (the only hidden information) is re-drawn with
        ``rng``, and whose future reshuffles are unknown too. A seat's view is re-drawn
        from its public view (the unseen cards in card order)."""
        other = self.public_view() if is_seat_view(self) else self.clone()
        rng.shuffle(other._pile)
        other._rng_state = random.Random(derive_seed(rng)).getstate()
        return other

    # ------------------------------------------------------- what a seat may know
    public_start = staticmethod(public_start)
    seat_view = classmethod(seat_view)
    revealed_since = revealed_since

    def apply_revealed(self, move, reveal) -> None:
        """Play ``move`` with ``reveal``, the market it dealt (see :mod:`game.kasane.seen`)."""
        apply_revealed(self, move, reveal, "_pile", read_reveal)

    def public_digest(self) -> str:
        """The hash of what every seat may know: its :meth:`public_view`'s save."""
        return public_digest(json.loads(self.public_view().to_json()))

    # -------------------------------------------------------------- saves and debugging
    to_json = state_to_json
    from_json = classmethod(state_from_json)

    __repr__ = state_repr


_COPY = SlotCopy(KasaneState, copied={
    "_pile": methodcaller("copy"), "_market": copy_each, "_discards": list.copy, "_hands": copy_each, "_kimonos": copy_each,
    "_accessories": copy_each, "_combos": copy_each, "_slots": dict.copy})
