"""Kaleido game state: the table of boards, the turn and scoring; saves are
:mod:`game.kaleido.saving`.

Rules: ``../shared/rules/kaleido-rulebook.txt`` with RULINGS.md, Kaleido. A turn is one
tile of the current colour into an empty hole on the table (mandatory) and at most one
extra action (a white tile or a board) before or after it, then ``EndTurn()``. Boards
whose last hole filled during the turn are scored at that ``EndTurn()``; if any were,
the phase becomes ``"rotate"``: the player may ``Rotate`` those boards, then
``EndTurn()`` again. When every colour's tiles are down, each complete corner hexagon
is scored once and the game is over.

Kaleido has no hidden information and no chance after set-up, so the state keeps no
random generator; ``seed`` is accepted for the common protocol and recorded.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.core import (ScoreLine, check_first_seat, is_int, is_int_pair, legal_copy, legal_copy_or_raise,
                       state_repr, top_seats)
from game.slotted import SlotCopy, read_only
from game.words import N_, _, ngettext, pgettext, side_by_side

from . import data, seen
from .geometry import Hexagon, Pos, frontier, hexagons, rotate_holes
from .moves import MOVE_TYPES, EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from .narration import board_list, board_number, colour_name
from .saving import state_from_json, state_to_json
from .scoring import award, end_game_awards

_EMPTY_BOARD: tuple = (None,) * 6
_END = EndTurn()
# Move objects are immutable, so one instance per value can be shared by every game.
_TILE_MOVES: dict = {}
_WHITE_MOVES: dict = {}
_BOARD_MOVES: dict = {}
_ROTATE_MOVES: dict = {}


def _cached(cache: dict, cls, *args):
    move = cache.get(args)
    if move is None:
        move = cache[args] = cls(*args)
    return move


def _is_hole(value: Any) -> bool:
    return is_int(value) and 0 <= value <= 5


class KaleidoState:
    """One game of Kaleido for 2 to 5 players (2 players: the four-colour variant).

    Colours: with 3 to 5 players seat ``i`` plays ``colors[i]`` (default
    ``data.COLORS`` in order) and turns follow the seats. With 2 players four colours
    take turns in a fixed cycle that alternates the seats: seat 0 owns the 1st and
    3rd, seat 1 the 2nd and 4th (default red, blue, yellow, purple), and each seat's
    whites and boards serve both its colours (RULINGS.md, Kaleido: Play). Seat
    ``first`` (its first colour) starts; the turns go on round the cycle from there.
    """

    __slots__ = ("_players", "_colors", "_owner", "_start_tiles", "_boards", "_tiles_left",
                 "_whites_left", "_boards_left", "_turn", "_phase", "_tile_placed", "_extra",
                 "_pending", "_scored_now", "_color_scores", "_awards", "_skipped", "_seed",
                 "_empty", "_frontier", "_legal", "_legal_map")

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int, seed: int | None = None,
            colors: Sequence[str] | None = None, first: int = 0) -> "KaleidoState":
        """A fresh game: two boards on the table at (0, 0) and (1, 0), supplies dealt.

        ``colors`` picks the colours in turn order: one per seat with 3 to 5 players;
        with 2 players four, the seats' first colours then their second ones (default
        red, blue, yellow, purple). ``first`` is the seat that starts (the rulebook
        lets the players choose it; default seat 0).
        """
        if isinstance(players, bool) or not isinstance(players, int) or players not in data.PLAYER_COUNTS:
            raise ValueError("Kaleido is played by 2 to 5 players.")
        check_first_seat(first, players)
        if players == 2:
            order, owner = tuple(colors) if colors is not None else data.TWO_PLAYER_COLORS, data.TWO_PLAYER_OWNERS
        else:
            order = tuple(colors) if colors is not None else data.COLORS[:players]
            owner = tuple(range(players))
        if len(order) != len(owner) or len(set(order)) != len(order) or not set(order) <= set(data.COLORS):
            count, colours = len(owner), side_by_side(colour_name(color) for color in data.COLORS)
            # Translators: {colours} are Kaleido's colours: "red, blue, yellow, purple, green".
            raise ValueError(ngettext("Choose {count} different colour among {colours}.",
                                      "Choose {count} different colours among {colours}.", count, count=count,
                                      colours=colours))
        self = cls.__new__(cls)
        self._players = players
        self._colors = order
        self._owner = owner
        self._start_tiles = data.TILES_PER_COLOR[players]
        self._boards = {pos: _EMPTY_BOARD for pos in data.START_BOARDS}
        self._tiles_left = [self._start_tiles] * len(order)
        self._whites_left = [data.WHITES_PER_SEAT[players]] * players
        self._boards_left = [data.BOARDS_PER_SEAT[players]] * players
        self._turn = first  # seat s plays colour s first, with 2 players as with more
        self._phase = "place"
        self._tile_placed = False
        self._extra = None
        self._pending = ()
        self._scored_now = ()
        self._color_scores = [0] * len(order)
        self._awards = []
        self._skipped = ()
        self._seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
        self._empty = 6 * len(self._boards)
        self._frontier = None
        self._legal = None
        self._legal_map = None
        return self

    def clone(self) -> "KaleidoState":
        """An independent copy (what the state changes in place copied, the rest shared)."""
        return _COPY(self)

    def determinize(self, rng: Any = None) -> "KaleidoState":
        """A clone: Kaleido hides nothing (no bag, no deck), so there is nothing to re-draw."""
        return self.clone()

    def public_view(self) -> "KaleidoState":
        """A clone: every seat may know all of a Kaleido game."""
        return self.clone()

    # ------------------------------------------------------- what a seat may know
    public_start = staticmethod(seen.public_start)
    seat_view = classmethod(seen.seat_view)
    apply_revealed = seen.apply_revealed
    public_digest = seen.digest

    def revealed_since(self, mark: int | None) -> None:
        """Nothing: no Kaleido move, nor the start, reveals anything."""
        return None

    # ------------------------------------------------------------ accessors
    players = read_only("_players", "How many seats play.")
    seed = read_only("_seed", "The seed the game was started with (kept for the record: nothing is random later).")

    REVEALS = N_("nothing is hidden in Kaleido")

    def automatic_move(self) -> None:
        """Every Kaleido move, End turn and Done included, is the player's own."""
        return None

    @property
    def reveal_mark(self) -> int:
        """Kaleido hides nothing, so no move reveals anything (see the other engines)."""
        return 0

    @property
    def round(self) -> int:
        """The round being played, from 1: a round is one turn of every colour (the
        turn's tile is its mark: every turn places exactly one)."""
        placed = sum(self._start_tiles - left for left in self._tiles_left)
        finished_turns = placed - (1 if self._tile_placed and self._phase != "over" else 0)
        return finished_turns // len(self._colors) + 1

    def progress(self) -> tuple[int, int]:
        """``(this round, rounds in the game)``: as many rounds as a colour has tiles."""
        return min(self.round, self._start_tiles), self._start_tiles

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    phase = read_only("_phase", '``"place"`` or ``"rotate"`` while the game runs; ``"over"`` once it has ended.')

    @property
    def current_color(self) -> str | None:
        return None if self._phase == "over" else self._colors[self._turn]

    @property
    def current_seat(self) -> int | None:
        return None if self._phase == "over" else self._owner[self._turn]

    colors = read_only("_colors", "Every colour in play, in turn order.")

    def colors_of(self, seat: int) -> tuple[str, ...]:
        """The colours a seat plays (two in the 2-player game, else one)."""
        return tuple(c for c, s in zip(self._colors, self._owner) if s == seat)

    def seat_of(self, color: str) -> int:
        """The seat playing ``color``."""
        return self._owner[self._colors.index(color)]

    @property
    def boards(self) -> dict[Pos, tuple]:
        """The table: board position -> its six physical holes (colour, "white" or None)."""
        return dict(self._boards)

    def tiles_left(self, color: str) -> int:
        """Coloured tiles ``color`` still has to place."""
        return self._tiles_left[self._colors.index(color)]

    starting_tiles = read_only("_start_tiles", "Playable tiles each colour starts with.")

    def whites_left(self, seat: int) -> int:
        return self._whites_left[seat]

    def boards_left(self, seat: int) -> int:
        return self._boards_left[seat]

    tile_placed = read_only("_tile_placed", "True once this turn's own-colour tile is down.")
    extra_action = read_only("_extra", 'This turn\'s extra action so far: None, ``"white"`` or ``"board"``.')
    scored_this_turn = read_only("_scored_now",
                                 "Boards scored at this turn's first ``EndTurn()`` (the ones ``Rotate`` may turn).")
    filled_this_turn = read_only("_pending", "Boards whose last hole filled this turn, to be scored at ``EndTurn()``.")
    skipped = read_only("_skipped", "Colours whose turn was skipped just before the current turn (the table full, "
                                    "no board left).")

    def empty_holes(self) -> list[tuple[Pos, int]]:
        """Every empty (board, hole) on the table, in board then hole order."""
        return [(pos, h) for pos, holes in self._boards.items() for h in range(6) if holes[h] is None]

    def board_positions(self) -> list[Pos]:
        """Free positions where a board would share a full side with the table (RULINGS.md)."""
        if self._frontier is None:
            self._frontier = tuple(frontier(self._boards))
        return list(self._frontier)

    def hexagons(self) -> list[Hexagon]:
        """Every corner hexagon on the table (three boards meeting), complete or not."""
        return hexagons(self._boards)

    def hexagon_preview(self) -> list[tuple[Hexagon, dict[str, int]]]:
        """What the end-game scoring would give now: each complete hexagon and its award."""
        return end_game_awards(self._boards)

    def color_scores(self) -> dict[str, int]:
        """Points per colour so far (the 2-player game keeps score per colour)."""
        return dict(zip(self._colors, self._color_scores))

    @property
    def awards(self) -> list[tuple[str, tuple[Pos, ...], dict[str, int]]]:
        """Every scoring so far, in order: ``("board", (pos,), points)`` or
        ``("hexagon", (a, b, c), points)`` with points per colour."""
        return [(kind, where, dict(points)) for kind, where, points in self._awards]

    def scores(self) -> list[int]:
        """Running totals per seat (a 2-player seat adds up its two colours)."""
        out = [0] * self._players
        for i, pts in enumerate(self._color_scores):
            out[self._owner[i]] += pts
        return out

    def score_lines(self) -> list[ScoreLine]:
        """One line per colour per scoring event; they add up to ``scores()`` per seat."""
        return [line for _, line in self.coloured_score_lines()]

    def coloured_score_lines(self) -> list[tuple[str, ScoreLine]]:
        """:meth:`score_lines`, each with the colour it is for (the key, "red"): what a
        two-colour seat's breakdown is sorted by, never read back from the detail's words."""
        lines = []
        for kind, where, points in self._awards:
            for color, pts in points:
                seat, colour = self.seat_of(color), colour_name(color)
                if kind == "board":
                    board = board_number(self, where[0])
                    # Translators: {colour} is the colour that scored ("red"), {board} the board's number.
                    detail = _("{colour}: board {board}", colour=colour, board=board)
                    line = ScoreLine(seat, "Boards", pts, detail, pgettext("Kaleido: a score category", "Boards"))
                else:
                    boards = board_list(self, where)
                    # Translators: {boards} are the numbers of the boards meeting at the hexagon: "1, 2, 5".
                    detail = _("{colour}: hexagon of boards {boards}", colour=colour, boards=boards)
                    line = ScoreLine(seat, "Hexagons", pts, detail, pgettext("Kaleido: a score category", "Hexagons"))
                lines.append((color, line))
        return lines

    def winners(self) -> list[int]:
        """Seats with the top score once the game is over (several share a tie); else []."""
        return top_seats(self.scores()) if self._phase == "over" else []

    # ------------------------------------------------------------ legal moves
    def legal_moves(self) -> list:
        """Every legal move now (empty once the game is over)."""
        if self._legal is None:
            self._build_legal()
        return list(self._legal)

    def _build_legal(self) -> None:
        moves: list = []
        phase = self._phase
        if phase == "rotate":
            for b in self._scored_now:
                for s in range(1, 6):
                    moves.append(_cached(_ROTATE_MOVES, Rotate, b, s))
            moves.append(_END)
        elif phase == "place":
            seat = self._owner[self._turn]
            empties = self.empty_holes()
            if not self._tile_placed:
                for b, h in empties:
                    moves.append(_cached(_TILE_MOVES, PlaceTile, b, h))
            if self._extra is None:
                # Before the tile, a white may not take the last empty hole: the tile
                # is mandatory and the extra action would be spent, leaving no legal
                # move (our ruling, assets/rules/kaleido.md, "Your turn").
                if self._whites_left[seat] > 0 and (self._tile_placed or len(empties) >= 2):
                    for b, h in empties:
                        moves.append(_cached(_WHITE_MOVES, PlaceWhite, b, h))
                if self._boards_left[seat] > 0:
                    for at in self.board_positions():
                        moves.append(_cached(_BOARD_MOVES, PlaceBoard, at))
            if self._tile_placed:
                moves.append(_END)
        self._legal = moves
        self._legal_map = {m: m for m in moves}

    def is_legal(self, move: Any) -> bool:
        if self._legal is None:
            self._build_legal()
        return legal_copy(move, self._legal_map) is not None

    def why_illegal(self, move: Any) -> str | None:
        """None if ``move`` is legal now, else a sentence saying why not (never raises)."""
        if self.is_legal(move):
            return None
        return self._reason(move) or _("That move is not allowed now.")

    def _extra_action_refusal(self, left: int, none_left: str) -> str:
        """Why the turn's extra action cannot place one of the seat's pieces (boards or
        white tiles), of which ``left`` remain (``none_left`` says there are none); "" when it can."""
        if self._extra is not None:
            return _("You have already used your extra action this turn.")
        return none_left if left == 0 else ""

    def _reason(self, move: Any) -> str:
        if not isinstance(move, MOVE_TYPES):
            return _("That is not a Kaleido move.")
        if self._phase == "over":
            return _("The game is over.")
        seat = self._owner[self._turn]
        if isinstance(move, EndTurn):
            if self._phase == "place" and not self._tile_placed:
                return _("Place a tile of your colour before ending your turn.")
            return ""
        if isinstance(move, Rotate):
            if self._phase != "rotate":
                return _("A board can only be rotated right after it was scored this turn.")
            if not is_int_pair(move.board) or move.board not in self._scored_now:
                return _("Only a board scored this turn can be rotated.")
            if not (isinstance(move.steps, int) and not isinstance(move.steps, bool) and 1 <= move.steps <= 5):
                return _("Rotate a board by 1 to 5 steps of 60 degrees.")
            return ""
        if self._phase == "rotate":
            return _("Placing is over for this turn: rotate a scored board or end the turn.")
        if isinstance(move, PlaceBoard):
            refusal = self._extra_action_refusal(self._boards_left[seat], _("You have no boards left."))
            if refusal:
                return refusal
            if not is_int_pair(move.at):
                return _("A board goes on a position (q, r) of the hex grid.")
            if move.at in self._boards:
                return _("There is already a board there.")
            return _("A new board must share a full side with a board on the table.")
        # PlaceTile / PlaceWhite
        if isinstance(move, PlaceTile) and self._tile_placed:
            return _("You have already placed your tile this turn.")
        if isinstance(move, PlaceWhite):
            refusal = self._extra_action_refusal(self._whites_left[seat], _("You have no white tiles left."))
            if refusal:
                return refusal
        if not is_int_pair(move.board) or move.board not in self._boards:
            return _("There is no board on the table there: tiles go only into boards on the table.")
        if not _is_hole(move.hole):
            return _("Holes are numbered 0 to 5.")
        if self._boards[move.board][move.hole] is not None:
            return _("That hole is already filled.")
        if isinstance(move, PlaceWhite) and not self._tile_placed:
            return _("That is the last empty hole: your own tile must still have a place.")
        return ""

    # ------------------------------------------------------------ playing
    def apply(self, move: Any) -> None:
        """Play ``move``; an illegal one raises IllegalMove and changes nothing."""
        if self._legal is None:
            self._build_legal()
        canon = legal_copy_or_raise(self, move, self._legal_map)
        self._legal = None
        self._legal_map = None
        kind = type(canon)
        if kind is PlaceTile:
            self._fill(canon.board, canon.hole, self._colors[self._turn])
            self._tiles_left[self._turn] -= 1
            self._tile_placed = True
        elif kind is PlaceWhite:
            self._fill(canon.board, canon.hole, data.WHITE)
            self._whites_left[self._owner[self._turn]] -= 1
            self._extra = "white"
        elif kind is PlaceBoard:
            self._boards[canon.at] = _EMPTY_BOARD
            self._boards_left[self._owner[self._turn]] -= 1
            self._empty += 6
            self._frontier = None
            self._extra = "board"
        elif kind is Rotate:
            # RULINGS.md, Kaleido: Geometry -- the tile in hole d moves to (d + steps) % 6.
            self._boards[canon.board] = rotate_holes(self._boards[canon.board], canon.steps)
        else:
            self._end_turn()

    def _fill(self, pos: Pos, hole: int, tile: str) -> None:
        holes = self._boards[pos]
        new = holes[:hole] + (tile,) + holes[hole + 1:]
        self._boards[pos] = new
        self._empty -= 1
        if None not in new:
            self._pending = self._pending + (pos,)

    def _end_turn(self) -> None:
        if self._phase == "place" and self._pending:
            # Score every board whose last hole filled this turn; then (and only then)
            # those boards may rotate (RULINGS.md, Kaleido: Scoring, last bullet).
            for pos in self._pending:
                self._record("board", (pos,), award(self._boards[pos]))
            self._scored_now = self._pending
            self._pending = ()
            self._phase = "rotate"
            return
        self._scored_now = ()
        self._pending = ()
        self._tile_placed = False
        self._extra = None
        self._phase = "place"
        self._next_turn()

    def _record(self, kind: str, where: tuple, points: dict[str, int]) -> None:
        items = tuple((c, p) for c, p in points.items())
        self._awards.append((kind, where, items))
        for c, p in items:
            self._color_scores[self._colors.index(c)] += p

    def _next_turn(self) -> None:
        """Pass the turn on, skipping colours out of tiles and, when the table is full,
        colours whose seat has no board (RULINGS.md, Kaleido: Play)."""
        self._skipped = ()
        if not any(self._tiles_left):
            self._finish()
            return
        n = len(self._colors)
        skipped = []
        turn = self._turn
        for step in range(n):
            turn = (turn + 1) % n
            if self._tiles_left[turn] == 0:
                continue
            if self._empty == 0 and self._boards_left[self._owner[turn]] == 0:
                skipped.append(self._colors[turn])
                continue
            self._turn = turn
            self._skipped = tuple(skipped)
            return
        # Every colour with tiles left is blocked for good (table full, their seats
        # hold no board, and only seats with tiles take turns): the rulebook's end can
        # never come, so the game ends here. Our ruling; see assets/rules/kaleido.md.
        self._turn = turn
        self._skipped = tuple(skipped)
        self._finish()

    def _finish(self) -> None:
        for hexagon, points in end_game_awards(self._boards):
            self._record("hexagon", hexagon.boards, points)
        self._phase = "over"

    # -------------------------------------------------------------- saves and debugging
    to_json = state_to_json
    from_json = classmethod(state_from_json)

    __repr__ = state_repr


_COPY = SlotCopy(KaleidoState, copied={
    "_boards": dict.copy, "_tiles_left": list.copy, "_whites_left": list.copy, "_boards_left": list.copy,
    "_color_scores": list.copy, "_awards": list.copy})
