"""What a Kaleido lesson may point at and say.

Targets (``{"at": ..., fields}`` in the file):

- ``hole`` (``board``: (q, r), ``hole``: 0..5): a triangle hole of a board on the table.
- ``board`` (``board``): a board on the table, as a whole (to turn it, to show it full).
- ``space`` (``pos``): a free place beside the table where a board may be put now.
- ``stock`` (``piece``: ``tile``, ``white`` or ``board``): that piece on the shelf of
  the colour to play (it exists while that seat has one left).
- ``hexagon`` (``boards``: the three boards' positions): the corner hexagon where
  those three boards meet.
- ``button`` (``name``: ``end_turn``, ``done``, ``turn_left``, ``turn_right``,
  ``hexagons``): the table's button; ``end_turn`` exists while placing, ``done`` and
  the turn buttons while the scored boards may be turned.
- ``score`` (``seat``): that seat's score on the seat panel.
- ``seat`` (``seat``): that seat's whole box on the seat panel (name, score, what it holds
  and its miniature); every seat's stays in sight (``in_sight``).

Facts (``{name}`` in a text): ``board`` (the move's board as the table numbers it:
"board 3"), ``hole`` (its hole in words: "upper-right hole"), ``turn`` (a rotation as
the table turns it: "half a turn"), ``scored`` (the boards the move scored: "board 2"),
``award`` (the boards the move scored, in words, with the
engine's points), ``hexagons`` (the end-game hexagons scored, each in words),
``hexagon_count`` ("5 complete hexagons"), ``hexagon_totals`` (what they gave each
colour: "red 18, blue 20 and yellow 22"), ``color`` (the colour
that moves), ``tiles_left`` (its tiles after the move), ``colour_scores``, and the common
``name``, ``scores``, ``winner``.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate, data
from game.kaleido.moves import MOVE_TYPES
from game.kaleido.narration import board_number
from game.english import counted, listed
from session.lesson_vocabulary.base import (Said, Target, TargetKind, Unavailable, Vocabulary, capital,
                                            seat_problem, unknown_button)

BUTTONS = ("end_turn", "done", "turn_left", "turn_right", "hexagons")
PIECES = ("tile", "white", "board")


def _hole(state: Any, target: Target) -> str | None:
    if target["board"] not in state.boards:
        return f"there is no board at {target['board']} on the table"
    return None if 0 <= target["hole"] <= 5 else "holes are numbered 0 to 5"


def _board(state: Any, target: Target) -> str | None:
    return None if target["board"] in state.boards else f"there is no board at {target['board']} on the table"


def _space(state: Any, target: Target) -> str | None:
    if target["pos"] in state.board_positions():
        return None
    return f"no board may go at {target['pos']} now"


def _stock(state: Any, target: Target) -> str | None:
    piece = target["piece"]
    if piece not in PIECES or state.is_over:
        return f"the shelf holds no {piece!r}" if piece not in PIECES else "the game is over"
    seat = state.current_seat
    left = {"tile": state.tiles_left(state.current_color), "white": state.whites_left(seat),
            "board": state.boards_left(seat)}[piece]
    return None if left else f"the colour to play has no {piece} left"


def _hexagon(state: Any, target: Target) -> str | None:
    wanted = tuple(sorted(target["boards"]))
    if any(hexagon.boards == wanted for hexagon in state.hexagons()):
        return None
    return f"the boards {list(wanted)} do not meet at a corner on the table"


def _button(state: Any, target: Target) -> str | None:
    name = target["name"]
    why = unknown_button(target, BUTTONS)
    if why or name == "hexagons":
        return why
    phase = "place" if name == "end_turn" else "rotate"
    if state.phase != phase:
        return f"the {name} button is not offered now"
    if name in ("end_turn", "done") and EndTurn() not in state.legal_moves():
        return f"the {name} button is off now"
    return None


TARGETS = {
    "hole": TargetKind({"board": "pos", "hole": "int"}, "a triangle hole of a board on the table", _hole),
    "board": TargetKind({"board": "pos"}, "a board on the table", _board),
    "space": TargetKind({"pos": "pos"}, "a free place where a board may go", _space),
    "stock": TargetKind({"piece": "text"}, "a piece on the shelf of the colour to play", _stock),
    "hexagon": TargetKind({"boards": "positions"}, "the corner hexagon where three boards meet", _hexagon),
    "button": TargetKind({"name": "text"}, "a button of the table", _button),
    "score": TargetKind({"seat": "int"}, "a seat's score", seat_problem),
    "seat": TargetKind({"seat": "int"}, "a seat's box beside the table: name, score and what it holds", seat_problem),
}


# ----------------------------------------------------------------------------- awards
def award_words(tiles: Sequence[str | None], points: dict[str, int]) -> str:
    """How one full board or hexagon scored, in the rulebook's terms, with the
    engine's ``points``: "Red has most tiles (3): 8 points; yellow is second (2): 4."
    The ranking is read from ``tiles``; a ranking that disagrees with ``points`` is
    refused, so the words can never tell other points than the engine gave."""
    counts = Counter(t for t in tiles if t is not None and t != data.WHITE)
    whites = sum(1 for t in tiles if t == data.WHITE)
    ignore = f" {'The white tile does' if whites == 1 else 'White tiles do'} not count." if whites else ""
    if not counts:
        words, scorers = "Only white tiles: nobody scores.", set()
    elif len(counts) == 1:
        (color, _), = counts.items()
        scorers = {color}
        if points.get(color) == data.ALONE_FULL_POINTS and not whites:
            words = f"Only {color} is on it, in all six holes: {points[color]} points."
        else:
            words = f"Only {color} counts: {points.get(color, 0)} points."
    else:
        top = max(counts.values())
        leaders = sorted((c for c, n in counts.items() if n == top), key=list(counts).index)
        if len(leaders) > 1:
            scorers = set(leaders)
            share = points.get(leaders[0], 0)
            words = (f"{capital(listed(leaders))} tie with most tiles ({top} each) and share "
                     f"{data.SHARED_FIRST_POINTS}: {counted(share, 'point')} each; nobody else scores.")
        else:
            leader = leaders[0]
            second = max(n for n in counts.values() if n != top)
            seconds = [c for c, n in counts.items() if n == second]
            scorers = {leader} | ({c for c in seconds} if points.get(seconds[0]) else set())
            words = f"{capital(leader)} has most tiles ({top}): {counted(points.get(leader, 0), 'point')}; "
            if len(seconds) == 1:
                words += f"{seconds[0]} is second ({second}): {points.get(seconds[0], 0)}."
            else:
                share = points.get(seconds[0], 0)
                words += (f"{listed(seconds)} tie for second ({second} each) and share "
                          f"{data.SECOND_POINTS}: {counted(share, 'point')} each.")
    if scorers != {c for c, p in points.items() if p}:
        raise AssertionError(f"the words for {tiles} disagree with the engine's points {points}")
    return words + ignore


def _new_awards(said: Said, kind: str) -> list[tuple[tuple, dict[str, int]]]:
    return [(where, points) for k, where, points in said.after.awards[len(said.before.awards):] if k == kind]


def _award(said: Said) -> str:
    scored = _new_awards(said, "board")
    if not scored:
        raise Unavailable("no board scores with this move")
    boards = said.after.boards
    return " ".join(award_words(boards[where[0]], points) for where, points in scored)


def _hexagon_awards(said: Said) -> list:
    scored = _new_awards(said, "hexagon")
    if not scored:
        raise Unavailable("no end-game hexagon scores with this move")
    return scored


def _hexagon_count(said: Said) -> str:
    """``5 complete hexagons``: how many end-game hexagons the move scored."""
    return counted(len(_hexagon_awards(said)), "complete hexagon")


def _hexagon_totals(said: Said) -> str:
    """``red 18, blue 20 and yellow 22``: what the end-game hexagons gave each colour
    (``nothing`` when none scored a point)."""
    totals: Counter = Counter()
    for _, points in _hexagon_awards(said):
        totals.update(points)
    return listed([f"{color} {totals[color]}" for color in said.after.colors if totals[color]]) or "nothing"


def _hexagons(said: Said) -> str:
    scored = _hexagon_awards(said)
    by_boards = {hexagon.boards: hexagon for hexagon in said.after.hexagons()}
    boards = said.after.boards
    parts = []
    for where, points in scored:
        tiles = [boards[b][h] for b, h in by_boards[tuple(where)].triangles]
        numbers = sorted(board_number(said.after, pos) for pos in where)
        parts.append(f"Boards {listed([str(n) for n in numbers])}: {award_words(tiles, points)}")
    total = _hexagon_totals(said)
    return (f"{_hexagon_count(said)} score. " + " ".join(parts)
            + (f" In all, the hexagons give {total}." if total != "nothing" else ""))


#: Hole d faces side d: east, north-east, north-west, west, south-west, south-east.
HOLE_WORDS = ("right", "upper-right", "upper-left", "left", "lower-left", "lower-right")
#: A rotation of ``steps`` sixths counter-clockwise, as the table's Turn left and Turn right buttons make it.
TURN_WORDS = {1: "a sixth of a turn to the left", 2: "a third of a turn to the left", 3: "half a turn",
              4: "a third of a turn to the right", 5: "a sixth of a turn to the right"}


def _board_of(said: Said) -> str:
    """``board 3``: the board the move is about, numbered as the table numbers it."""
    move = said.move
    if isinstance(move, PlaceBoard):
        return f"board {board_number(said.after, move.at)}"
    if isinstance(move, (PlaceTile, PlaceWhite, Rotate)):
        return f"board {board_number(said.after, move.board)}"
    raise Unavailable("the move is about no board")


def _scored(said: Said) -> str:
    """``board 2``, ``boards 2 and 4``: the boards the move scored."""
    scored = _new_awards(said, "board")
    if not scored:
        raise Unavailable("no board scores with this move")
    numbers = [str(board_number(said.after, where[0])) for where, _ in scored]
    return f"board{'s' if len(numbers) > 1 else ''} {listed(numbers)}"


def _hole_of(said: Said) -> str:
    if not isinstance(said.move, (PlaceTile, PlaceWhite)):
        raise Unavailable("the move fills no hole")
    return f"{HOLE_WORDS[said.move.hole]} hole"


def _turn(said: Said) -> str:
    if not isinstance(said.move, Rotate):
        raise Unavailable("the move turns no board")
    return TURN_WORDS[said.move.steps]


def _colour_scores(said: Said) -> str:
    scores = said.after.color_scores()
    return ", ".join(f"{color} {scores[color]}" for color in said.after.colors)


FACTS = {
    "board": _board_of,
    "hole": _hole_of,
    "turn": _turn,
    "scored": _scored,
    "award": _award,
    "hexagons": _hexagons,
    "hexagon_count": _hexagon_count,
    "hexagon_totals": _hexagon_totals,
    "color": lambda said: said.before.current_color,
    "tiles_left": lambda said: counted(said.after.tiles_left(said.before.current_color), "tile"),
    "colour_scores": _colour_scores,
}


# ----------------------------------------------------------------------------- kinds
#: What the learner does in the lesson (the issue's list): a tile of their colour placed,
#: a white tile, a board added to the table, a full board scored at the end of their
#: turn, a scored board turned; and what must happen by any seat's move: the end-game
#: hexagons scored.
LEARNER_KINDS = frozenset({"tile", "white", "board", "scoring", "rotation"})
EVENT_KINDS = frozenset({"end_game_hexagons"})


def kinds_of(said: Said) -> set[str]:
    move = said.move
    kinds = {PlaceTile: {"tile"}, PlaceWhite: {"white"}, PlaceBoard: {"board"}, Rotate: {"rotation"}}.get(
        type(move), set())
    if isinstance(move, EndTurn) and said.before.phase == "place" and said.after.phase == "rotate":
        kinds.add("scoring")
    if said.after.is_over and _new_awards(said, "hexagon"):
        kinds.add("end_game_hexagons")
    return kinds


def start_args(start: dict, colors: Sequence[tuple[str, ...]]) -> dict:
    """``players``, ``seed`` and ``first`` from the file; the colours in turn order from
    the seats (with 2 players every seat's first colour, then every seat's second)."""
    args = {key: start[key] for key in ("players", "seed", "first") if key in start}
    args["colors"] = [seat[k] for k in range(len(colors[0])) for seat in colors]
    return args


def converges(expected: Any, move: Any) -> bool:
    """Turns of one scored board add up: any turn of the board the lesson wants turned
    works towards the position it wants."""
    return isinstance(expected, Rotate) and isinstance(move, Rotate) and move.board == expected.board


VOCABULARY = Vocabulary("kaleido", MOVE_TYPES, TARGETS, FACTS, LEARNER_KINDS, EVENT_KINDS, kinds_of,
                        start_args, converges, in_sight=("score", "seat"))
