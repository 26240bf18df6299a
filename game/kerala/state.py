"""Kerala game state: rounds, placement, special tiles, passing. Where a seat may build
and move on its grounds is :mod:`game.kerala.legal`; saves are :mod:`game.kerala.saving`.

Rules are from ``kerala-rulebook.txt`` with RULINGS.md, Kerala; each rule cites the
ruling where it is enforced. Hidden information is the bag order and, after a random
setup, which tiles were sorted out.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from operator import methodcaller

from game.core import ScoreLine, legal_copy, legal_copy_or_raise, make_rng, state_repr, top_seats
from game.reveals import Unseen, apply_revealed, draw, public_digest
from game.slotted import SlotCopy, copy_each, read_only
from game.words import N_, _

from .data import PASSES_PER_GAME, REMOVED_AT_SETUP, START_CELL
from .grounds import neighbours
from .legal import (elephant_targets, move_elephant_refusal, move_tile_refusal, take_cells,
                    take_refusal, tile_moves)
from .moves import MOVE_TYPES, Cell, MoveElephant, MoveTile, Pass, SkipSpecial, Take
from .saving import state_from_json, state_to_json
from .grounds_total import GroundsTotal, grounds_total
from .scoring import GroundsScore, score_grounds
from .seen import is_seat_view, out_of_game, public_start, read_reveal, revealed_since, seat_colors, seat_view, unseen_tiles
from .tiles import TILE_SET_SIZE, Tile, build_tile_set, start_tile, tile_code

_PASS = Pass()
_SKIP = SkipSpecial()
_SIDES_ALL = (0, 1, 2, 3)
_SIDES_NONE = (None,)


class KeralaState:
    """A game of Kerala for 2 to 5 players (see DESIGN.md for the protocol).

    Seats act once per round starting with the bag holder: ``Take`` a tile from the
    offer or ``Pass``; after a special tile the same seat plays ``MoveElephant`` /
    ``MoveTile`` / ``SkipSpecial``. Elephants are numbered 0 and 1 per seat.
    """

    __slots__ = ("_players", "_colors", "_bag", "_offer", "_removed", "_discarded", "_stacks",
                 "_elephants", "_passes", "_holder", "_acted", "_pending", "_over", "_fixed_bag",
                 "_legal", "_legal_map", "_scores", "_totals")

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int, seed: int | None = None, colors: list[str] | tuple[str, ...] | None = None,
            bag: list[Tile] | tuple[Tile, ...] | None = None, first: int = 0) -> "KeralaState":
        """A fresh game. ``colors`` (default blue, black, green, purple, red in seat
        order) are the seats' colours. ``bag`` is the exact draw order (first drawn
        first): no random removal; the tiles of the set missing from it are out of
        the game. ``first`` is the seat that begins and holds the bag (the rulebook's
        youngest player; default seat 0). Bad arguments raise ValueError."""
        colors = seat_colors(players, colors, first)
        full = build_tile_set()
        if bag is None:
            rng = make_rng(seed)
            # RULINGS.md, Kerala: setup removal is random among colours no player uses.
            candidates = [i for i, t in enumerate(full) if t.color not in colors]
            out = set(rng.sample(candidates, REMOVED_AT_SETUP[players]))
            removed = [full[i] for i in sorted(out)]
            bag_list = [t for i, t in enumerate(full) if i not in out]
            rng.shuffle(bag_list)
            fixed = False
        else:
            bag_list = list(bag)
            for t in bag_list:
                if not isinstance(t, Tile) or t.kind == "start" or t.arch_side is not None:
                    raise ValueError(f"{t!r} is not a tile that can be in the bag.")
            if Counter(bag_list) - Counter(full):
                raise ValueError("The bag holds tiles the game does not have (or too many of them).")
            removed = out_of_game(bag_list)
            fixed = True
        return cls._begin(players, colors, first, bag_list, tuple(removed), fixed)

    @classmethod
    def _begin(cls, players: int, colors: tuple[str, ...], first: int, bag: list[Tile] | Unseen,
               removed: tuple, fixed: bool) -> "KeralaState":
        """The game at its start, the first round's tiles drawn from ``bag``: the host's
        bag in order, or a seat's :class:`~game.reveals.Unseen` told the opening."""
        self = cls.__new__(cls)
        self._players = players
        self._colors = colors
        self._bag = bag
        self._offer: list[Tile] = []
        self._removed = removed
        self._discarded: list[Tile] = []
        self._stacks = [{START_CELL: (start_tile(c),)} for c in colors]
        self._elephants = [(START_CELL, START_CELL) for _ in colors]
        self._passes = [PASSES_PER_GAME] * players
        self._holder = first          # rulebook: "The youngest player begins and gets the bag"
        self._acted = 0
        self._pending: str | None = None
        self._over = False
        self._fixed_bag = fixed
        self._legal = None
        self._legal_map = None
        self._scores: list[GroundsScore | None] = [None] * players
        self._totals: list[GroundsTotal | None] = [None] * players
        self._start_round()
        return self

    def _start_round(self) -> None:
        """The bag holder draws one tile per player into the offer; the game ends when
        the bag is empty after a round (rulebook "End of Game")."""
        if not self._bag:
            self._over = True
            return
        self._offer = draw(self._bag, min(self._players, len(self._bag)))

    def _end_action(self) -> None:
        """A seat has finished its turn: next seat, or end of the round. Leftover
        tiles are discarded and the bag passes on (RULINGS.md, Kerala: "Passing";
        "the bag passes to the next seat each round"). A round also ends when the
        offer is empty (only possible with a short last draw from a given bag)."""
        self._pending = None
        self._acted += 1
        if self._acted >= self._players or not self._offer:
            self._discarded.extend(self._offer)
            self._offer = []
            self._holder = (self._holder + 1) % self._players
            self._acted = 0
            self._start_round()

    # ------------------------------------------------------------ protocol
    players = read_only("_players", "How many seats play.")

    @property
    def current_seat(self) -> int | None:
        return None if self._over else (self._holder + self._acted) % self._players

    @property
    def is_over(self) -> bool:
        return self._over

    def legal_moves(self) -> list:
        """Every legal move now (empty once the game is over)."""
        if self._legal is None:
            self._build_legal()
        return list(self._legal)

    def _build_legal(self) -> None:
        if self._over:
            moves: list = []
        elif self._pending == "move_elephant":
            seat = self.current_seat
            targets = elephant_targets(self._stacks[seat], self._elephants[seat])
            moves = [MoveElephant(e, cell) for e, cells in enumerate(targets) for cell in cells]
            moves.append(_SKIP)
        elif self._pending == "move_tile":
            seat = self.current_seat
            sources = tile_moves(self._stacks[seat], self._elephants[seat])
            moves = [MoveTile(src, dst) for src, dsts in sources.items() for dst in dsts]
            moves.append(_SKIP)
        else:
            seat = self.current_seat
            cells0, cells1 = take_cells(self._elephants[seat])
            moves = []
            append = moves.append
            for i, tile in enumerate(self._offer):
                sides = _SIDES_ALL if tile.kind == "arch" else _SIDES_NONE
                for e, cells in ((0, cells0), (1, cells1)):
                    for cell in cells:
                        for side in sides:
                            append(Take(i, e, cell, side))
            if self._passes[seat] > 0:
                append(_PASS)
        self._legal = tuple(moves)
        self._legal_map = {m: m for m in moves}

    def apply(self, move) -> None:
        """Play ``move``; an illegal one raises IllegalMove and changes nothing."""
        # Only the engine's own copy of a legal move is played: an "equal" move with a
        # bool or float field (Take(0, True, (1.0, 0)) == Take(0, 1, (1, 0))) is refused.
        if self._legal_map is None:
            self._build_legal()
        self._play(legal_copy_or_raise(self, move, self._legal_map))

    def _play(self, move) -> None:
        seat = (self._holder + self._acted) % self._players
        self._legal = None
        self._legal_map = None
        kind = type(move)
        if kind is Take:
            tile = self._offer.pop(move.offer_index)
            placed = tile.with_side(move.arch_side) if tile.kind == "arch" else tile
            stacks = self._stacks[seat]
            cell = (move.cell[0], move.cell[1])
            stacks[cell] = stacks.get(cell, ()) + (placed,)
            els = self._elephants[seat]
            self._elephants[seat] = (cell, els[1]) if move.elephant == 0 else (els[0], cell)
            self._scores[seat] = None
            self._totals[seat] = None
            if tile.kind == "move_elephant" or tile.kind == "move_tile":
                self._pending = tile.kind
            else:
                self._end_action()
        elif kind is Pass:
            self._passes[seat] -= 1
            self._scores[seat] = None
            self._totals[seat] = None
            self._end_action()
        elif kind is MoveElephant:
            els = self._elephants[seat]
            cell = (move.cell[0], move.cell[1])
            self._elephants[seat] = (cell, els[1]) if move.elephant == 0 else (els[0], cell)
            self._end_action()
        elif kind is MoveTile:
            stacks = self._stacks[seat]
            stacks[(move.target[0], move.target[1])] = stacks.pop(move.source)
            self._scores[seat] = None
            self._totals[seat] = None
            self._end_action()
        else:  # SkipSpecial
            self._end_action()

    # ---------------------------------------------------------- refusals
    def is_legal(self, move) -> bool:
        if self._legal_map is None:
            self._build_legal()
        return legal_copy(move, self._legal_map) is not None

    def why_illegal(self, move) -> str | None:
        """Why ``move`` is not legal now, as a sentence for the player; None if legal.
        Never raises and never changes the state."""
        if not isinstance(move, MOVE_TYPES):
            return _("That is not a Kerala move.")
        if self._over:
            return _("The game is over.")
        seat = (self._holder + self._acted) % self._players
        kind = type(move)
        if self._pending is not None:
            elephant = self._pending == "move_elephant"
            if kind is SkipSpecial:
                return None
            if kind is Take or kind is Pass:
                return (_("First finish your special tile: move an elephant, or skip it.") if elephant
                        else _("First finish your special tile: move a tile, or skip it."))
            if kind is MoveElephant and not elephant:
                return _("Your special tile lets you move a tile, not move an elephant.")
            if kind is MoveTile and elephant:
                return _("Your special tile lets you move an elephant, not move a tile.")
            if kind is MoveElephant:
                return move_elephant_refusal(self._stacks[seat], self._elephants[seat], move)
            return move_tile_refusal(self._stacks[seat], self._elephants[seat], move)
        if kind is SkipSpecial:
            return _("There is no special action to skip.")
        if kind is MoveElephant:
            return _("You may move an elephant only right after placing a move-elephant tile.")
        if kind is MoveTile:
            return _("You may move a tile only right after placing a move-tile tile.")
        if kind is Pass:
            if self._passes[seat] <= 0:
                return _("You have already passed twice: both your elephants are lying down.")
            return None
        return take_refusal(self._offer, self._elephants[seat], move)

    # --------------------------------------------- helpers for the table scene
    def placement_cells(self, offer_index: int, arch_side: int | None = None) -> dict[int, list[Cell]]:
        """For the current seat: elephant -> cells where offer tile ``offer_index``
        may go with that elephant ({} when no Take is possible now)."""
        out: dict[int, list[Cell]] = {}
        if self._over or self._pending is not None:
            return out
        elephants = self._elephants[self.current_seat]
        for e in (0, 1):
            out[e] = [cell for cell in neighbours(elephants[e])
                      if take_refusal(self._offer, elephants, Take(offer_index, e, cell, arch_side)) is None]
        return out

    def movable_stacks(self) -> dict[Cell, list[Cell]]:
        """While a move-tile action is pending: source cell -> legal target cells."""
        if self._pending != "move_tile" or self._over:
            return {}
        seat = self.current_seat
        return tile_moves(self._stacks[seat], self._elephants[seat])

    def elephant_destinations(self) -> dict[int, list[Cell]]:
        """While a move-elephant action is pending: elephant -> cells it may move to."""
        if self._pending != "move_elephant" or self._over:
            return {}
        seat = self.current_seat
        a, b = elephant_targets(self._stacks[seat], self._elephants[seat])
        return {0: a, 1: b}

    # ------------------------------------------------------------ accessors
    colors = read_only("_colors", "Seat colours, in seat order.")

    @property
    def current_color(self) -> str | None:
        seat = self.current_seat
        return None if seat is None else self._colors[seat]

    offer = read_only("_offer", "The tiles in the middle of the table (Take.offer_index indexes this).", tuple)

    @property
    def bag_size(self) -> int:
        return len(self._bag)

    @property
    def round(self) -> int:
        """The round being played, from 1: each round the bag holder draws one tile per
        player into the offer, so it follows from how many tiles left the bag."""
        drawn = TILE_SET_SIZE - len(self._removed) - len(self._bag)
        return max(1, -(-drawn // self._players))

    def progress(self) -> tuple[int, int]:
        """``(this round, rounds in the game)``: one tile a player each round, from the
        tiles in play (the set less those out of the game since setup)."""
        rounds = -(-(TILE_SET_SIZE - len(self._removed)) // self._players)
        return min(self.round, rounds), rounds

    REVEALS = N_("new tiles were drawn from the bag")

    def automatic_move(self) -> None:
        """Every Kerala move, a pass and a skipped special move included, is the player's own."""
        return None

    @property
    def reveal_mark(self) -> int:
        """A value that changes exactly when hidden information comes to light (tiles
        drawn from the bag into the offer). A record never undoes across such a change."""
        return len(self._bag)

    bag_holder = read_only("_holder", "The seat holding the bag this round (it draws the round's tiles into the "
                                      "offer).")

    pending_special = read_only("_pending", '``"move_elephant"`` or ``"move_tile"`` while the current seat owes '
                                            "that optional action, else None.")
    removed = read_only("_removed", "Tiles out of the game since setup (hidden from players during play: in a "
                                    "seat's view, after a random setup, each is None).")
    discarded = read_only("_discarded", "Leftover offer tiles cleared away at the end of rounds (seen by all).", tuple)

    def stacks(self, seat: int) -> dict[Cell, tuple[Tile, ...]]:
        """A copy of the seat's festival grounds: cell -> tiles bottom to top."""
        return dict(self._stacks[seat])

    def top(self, seat: int, cell: Cell) -> Tile | None:
        stack = self._stacks[seat].get(cell)
        return stack[-1] if stack else None

    def elephants(self, seat: int) -> tuple[Cell, Cell]:
        return self._elephants[seat]

    def passes_left(self, seat: int) -> int:
        """Passes the seat may still make = its standing elephants."""
        return self._passes[seat]

    def grounds_score(self, seat: int) -> GroundsScore:
        """The seat's score as if the game ended now, itemised, with removed areas
        and scored arches (cached until the seat's grounds or passes change)."""
        cached = self._scores[seat]
        if cached is None:
            cached = score_grounds(self._stacks[seat], self._colors[seat], self._passes[seat], seat)
            self._scores[seat] = cached
        return cached

    def score_total(self, seat: int) -> GroundsTotal:
        """``(total, missing, open_arches)`` of the seat as if the game ended now:
        the same total and missing colours as :meth:`grounds_score` without the
        itemisation, much faster (cached like it)."""
        cached = self._totals[seat]
        if cached is None:
            cached = grounds_total(self._stacks[seat], self._colors[seat], self._passes[seat])
            self._totals[seat] = cached
        return cached

    def scores(self) -> list[int]:
        """Running totals: each seat scored as if the game ended now."""
        return [self.score_total(s)[0] for s in range(self._players)]

    def score_lines(self) -> list[ScoreLine]:
        return [line for s in range(self._players) for line in self.grounds_score(s).lines]

    def winners(self) -> list[int]:
        """Seats with the top score once the game is over (ties share); [] before."""
        return top_seats(self.scores()) if self._over else []

    def tile_counts(self) -> Counter:
        """Every tile in the game, placed arches counted as unplaced (for conservation
        checks): bag + offer + grounds + removed + discarded."""
        count = self._bag.counts() if is_seat_view(self) else Counter(self._bag)
        count.update(self._offer)
        count.update(t for t in self._removed if t is not None)
        count.update(self._discarded)
        for stacks in self._stacks:
            for stack in stacks.values():
                count.update(t.unplaced() for t in stack)
        return count

    # ------------------------------------------------------- clone, bots
    def clone(self) -> "KeralaState":
        """An independent copy (what the state changes in place copied, the rest shared)."""
        return _COPY(self)

    def public_view(self) -> "KeralaState":
        """A clone with the bag in tile order and, after a random setup, the unseen
        tiles split between the bag and the sorted-out ones in tile order too (a
        player's colour always in the bag): what :meth:`determinize` re-draws, fixed.
        Of a seat's view too, which then holds a bag again (in that order)."""
        other = self.clone()
        pool = unseen_tiles(self)
        if self._fixed_bag or not self._removed:
            other._bag = pool
            return other
        must = [t for t in pool if t.color in self._colors]
        may = [t for t in pool if t.color not in self._colors]
        in_bag = len(other._bag) - len(must)
        other._bag = must + may[:in_bag]
        other._removed = tuple(may[in_bag:])
        return other

    def determinize(self, rng: random.Random) -> "KeralaState":
        """A clone in which what the current seat cannot know is re-drawn: the bag
        order and, after a random setup, which unseen tiles were sorted out (never
        a player's colour). With a given ``bag`` only its order is re-drawn. A seat's
        view is re-drawn from its public view (the unseen tiles in tile order)."""
        if is_seat_view(self):
            return self.public_view().determinize(rng)
        other = self.clone()
        if self._fixed_bag or not self._removed:
            rng.shuffle(other._bag)
            return other
        pool = other._bag + list(other._removed)
        must = [t for t in pool if t.color in self._colors]
        may = [t for t in pool if t.color not in self._colors]
        rng.shuffle(may)
        n_bag_may = len(other._bag) - len(must)
        bag = must + may[:n_bag_may]
        rng.shuffle(bag)
        other._bag = bag
        other._removed = tuple(sorted(may[n_bag_may:], key=tile_code))
        return other

    # ------------------------------------------------------- what a seat may know
    public_start = staticmethod(public_start)
    seat_view = classmethod(seat_view)
    revealed_since = revealed_since

    def apply_revealed(self, move, reveal) -> None:
        """Play ``move`` with ``reveal``, the tiles it drew (see :mod:`game.kerala.seen`)."""
        apply_revealed(self, move, reveal, "_bag", read_reveal)

    def public_digest(self) -> str:
        """The hash of what every seat may know: its :meth:`public_view`'s save."""
        return public_digest(json.loads(self.public_view().to_json()))

    # -------------------------------------------------------------- saves and debugging
    to_json = state_to_json
    from_json = classmethod(state_from_json)

    __repr__ = state_repr


_COPY = SlotCopy(KeralaState, copied={
    "_bag": methodcaller("copy"), "_offer": list.copy, "_discarded": list.copy, "_stacks": copy_each, "_elephants": list.copy,
    "_passes": list.copy, "_scores": list.copy, "_totals": list.copy})
