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
from game.kaleido.narration import board_number, colour_name
from game.words import _, listed, ngettext, pgettext, side_by_side
from session.games.kaleido.hint_words import hole_name
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
def one_after_another(sentences) -> str:
    """Sentences one after the other, in the language's way ("A. B.")."""
    sentences = list(sentences)
    text = sentences[0]
    for sentence in sentences[1:]:
        # Translators: two sentences of a lesson's facts, one after the other (a space between them in English).
        text = pgettext("sentences one after the other", "{first} {next}", first=text, next=sentence)
    return text


def award_words(tiles: Sequence[str | None], points: dict[str, int]) -> str:
    """How one full board or hexagon scored, in the rulebook's terms, with the
    engine's ``points``: "Red has most tiles (3): 8 points; yellow is second (2): 4."
    The ranking is read from ``tiles``; a ranking that disagrees with ``points`` is
    refused, so the words can never tell other points than the engine gave."""
    counts = Counter(t for t in tiles if t is not None and t != data.WHITE)
    whites = sum(1 for t in tiles if t == data.WHITE)
    if not counts:
        words, scorers = _("Only white tiles: nobody scores."), set()
    elif len(counts) == 1:
        (color, _n), = counts.items()
        scorers = {color}
        gained = points.get(color, 0)
        if gained == data.ALONE_FULL_POINTS and not whites:
            words = ngettext("Only {colour} is on it, in all six holes: {count} point.",
                             "Only {colour} is on it, in all six holes: {count} points.", gained,
                             colour=colour_name(color), count=gained)
        else:
            words = ngettext("Only {colour} counts: {count} point.", "Only {colour} counts: {count} points.", gained,
                             colour=colour_name(color), count=gained)
    else:
        top = max(counts.values())
        leaders = sorted((c for c, n in counts.items() if n == top), key=list(counts).index)
        if len(leaders) > 1:
            scorers = set(leaders)
            share = points.get(leaders[0], 0)
            colours = capital(listed(colour_name(c) for c in leaders))
            # Translators: {colours} tie for the most tiles ({top} each) and share {shared} points: {count} each.
            words = ngettext("{colours} tie with most tiles ({top} each) and share {shared}: {count} point each; "
                             "nobody else scores.",
                             "{colours} tie with most tiles ({top} each) and share {shared}: {count} points each; "
                             "nobody else scores.", share,
                             colours=colours, top=top, shared=data.SHARED_FIRST_POINTS, count=share)
        else:
            leader = leaders[0]
            second = max(n for n in counts.values() if n != top)
            seconds = [c for c, n in counts.items() if n == second]
            scorers = {leader} | ({c for c in seconds} if points.get(seconds[0]) else set())
            first, gained, share = capital(colour_name(leader)), points.get(leader, 0), points.get(seconds[0], 0)
            if len(seconds) == 1:
                # Translators: {leader} has most tiles ({top}) and takes {count} points; {second} is second
                # with {second_tiles} tiles and takes {second_points}.
                words = ngettext("{leader} has most tiles ({top}): {count} point; "
                                 "{second} is second ({second_tiles}): {second_points}.",
                                 "{leader} has most tiles ({top}): {count} points; "
                                 "{second} is second ({second_tiles}): {second_points}.", gained,
                                 leader=first, top=top, count=gained, second=colour_name(seconds[0]),
                                 second_tiles=second, second_points=share)
            else:
                colours = listed(colour_name(c) for c in seconds)
                # Translators: {leader} has most tiles ({top}) and takes {points} points; {colours} tie for
                # second with {second_tiles} tiles each and share {shared} points: {count} each.
                words = ngettext("{leader} has most tiles ({top}): {points} points; {colours} tie for second "
                                 "({second_tiles} each) and share {shared}: {count} point each.",
                                 "{leader} has most tiles ({top}): {points} points; {colours} tie for second "
                                 "({second_tiles} each) and share {shared}: {count} points each.", share,
                                 leader=first, top=top, points=gained, colours=colours, second_tiles=second,
                                 shared=data.SECOND_POINTS, count=share)
    if scorers != {c for c, p in points.items() if p}:
        raise AssertionError(f"the words for {tiles} disagree with the engine's points {points}")
    if whites:
        return one_after_another((words, ngettext("The white tile does not count.", "White tiles do not count.",
                                                  whites)))
    return words


def _new_awards(said: Said, kind: str) -> list[tuple[tuple, dict[str, int]]]:
    return [(where, points) for k, where, points in said.after.awards[len(said.before.awards):] if k == kind]


def _award(said: Said) -> str:
    scored = _new_awards(said, "board")
    if not scored:
        raise Unavailable("no board scores with this move")
    boards = said.after.boards
    return one_after_another(award_words(boards[where[0]], points) for where, points in scored)


def _hexagon_awards(said: Said) -> list:
    scored = _new_awards(said, "hexagon")
    if not scored:
        raise Unavailable("no end-game hexagon scores with this move")
    return scored


def _hexagon_count(said: Said) -> str:
    """``5 complete hexagons``: how many end-game hexagons the move scored."""
    count = len(_hexagon_awards(said))
    return ngettext("{count} complete hexagon", "{count} complete hexagons", count, count=count)


def _hexagon_totals(said: Said) -> str:
    """``red 18, blue 20 and yellow 22``: what the end-game hexagons gave each colour
    (``nothing`` when none scored a point)."""
    totals: Counter = Counter()
    for where, points in _hexagon_awards(said):
        totals.update(points)
    given = [
        # Translators: a colour's points from all the end-game hexagons: "red 18".
        pgettext("Kaleido: a colour's points from the hexagons", "{colour} {points}", colour=colour_name(color),
                 points=totals[color])
        for color in said.after.colors if totals[color]]
    return listed(given) if given else pgettext("Kaleido: what the hexagons gave when no colour scored", "nothing")


def _hexagons(said: Said) -> str:
    scored = _hexagon_awards(said)
    by_boards = {hexagon.boards: hexagon for hexagon in said.after.hexagons()}
    boards = said.after.boards
    count = len(scored)
    sentences = [ngettext("{count} complete hexagon scores.", "{count} complete hexagons score.", count, count=count)]
    for where, points in scored:
        tiles = [boards[b][h] for b, h in by_boards[tuple(where)].triangles]
        numbers = listed(sorted(board_number(said.after, pos) for pos in where))
        # Translators: {boards} are the numbers of the boards meeting at a hexagon ("1, 2 and 5"), {award} how it scored.
        sentences.append(_("Boards {boards}: {award}", boards=numbers, award=award_words(tiles, points)))
    if any(gained for where, points in scored for gained in points.values()):
        sentences.append(_("In all, the hexagons give {totals}.", totals=_hexagon_totals(said)))
    return one_after_another(sentences)


def _turn_words(steps: int) -> str:
    """A rotation of ``steps`` sixths counter-clockwise, as the table's Turn left and
    Turn right buttons make it: "a sixth of a turn to the left"."""
    words = {1: pgettext("Kaleido: how far a board turns", "a sixth of a turn to the left"),
             2: pgettext("Kaleido: how far a board turns", "a third of a turn to the left"),
             3: pgettext("Kaleido: how far a board turns", "half a turn"),
             4: pgettext("Kaleido: how far a board turns", "a third of a turn to the right"),
             5: pgettext("Kaleido: how far a board turns", "a sixth of a turn to the right")}
    return words[steps]


def _board_of(said: Said) -> str:
    """``board 3``: the board the move is about, numbered as the table numbers it."""
    move = said.move
    if isinstance(move, PlaceBoard):
        at = move.at
    elif isinstance(move, (PlaceTile, PlaceWhite, Rotate)):
        at = move.board
    else:
        raise Unavailable("the move is about no board")
    return pgettext("Kaleido: a board named by its number", "board {number}", number=board_number(said.after, at))


def _scored(said: Said) -> str:
    """``board 2``, ``boards 2 and 4``: the boards the move scored."""
    scored = _new_awards(said, "board")
    if not scored:
        raise Unavailable("no board scores with this move")
    numbers = [board_number(said.after, where[0]) for where, points in scored]
    return ngettext("board {numbers}", "boards {numbers}", len(numbers), numbers=listed(numbers))


def _hole_of(said: Said) -> str:
    if not isinstance(said.move, (PlaceTile, PlaceWhite)):
        raise Unavailable("the move fills no hole")
    # Translators: a hole of a board named by where it lies in it ("upper-right"): "upper-right hole".
    return pgettext("Kaleido: a hole named by where it lies", "{side} hole", side=hole_name(said.move.hole))


def _turn(said: Said) -> str:
    if not isinstance(said.move, Rotate):
        raise Unavailable("the move turns no board")
    return _turn_words(said.move.steps)


def _colour_scores(said: Said) -> str:
    scores = said.after.color_scores()
    return side_by_side(
        # Translators: a colour's score: "red 18".
        pgettext("Kaleido: a colour's score", "{colour} {points}", colour=colour_name(color), points=scores[color])
        for color in said.after.colors)


def _tiles_left(said: Said) -> str:
    left = said.after.tiles_left(said.before.current_color)
    return ngettext("{count} tile", "{count} tiles", left, count=left)


FACTS = {
    "board": _board_of,
    "hole": _hole_of,
    "turn": _turn,
    "scored": _scored,
    "award": _award,
    "hexagons": _hexagons,
    "hexagon_count": _hexagon_count,
    "hexagon_totals": _hexagon_totals,
    "color": lambda said: colour_name(said.before.current_color),
    "tiles_left": _tiles_left,
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
