"""What Kaleido's Hint says (:class:`session.hints.HintWords`): each step of the turn
as advice, naming holes and boards as the table shows them (boards by the number on
their frame, a hole by where it lies in its board, a new board by the board it lies
beside), and why: the boards the turn fills and scores, the lead a colour takes on a
board and in the hexagons its tile is part of, the hole a white tile keeps from a
leader. The advice ends with the placement, and with a turn of a board: turning the
boards a turn scores is a choice of its own, one turn at a time, for which the player
may ask again.

The Review says the same steps, naming the same places, as the turn played and as the
hard computer's turn in its place (:func:`said`), and why with the same reasons.
"""
from __future__ import annotations

from collections import Counter

from game.english import listed
from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.geometry import DIRECTIONS, hexagons
from game.kaleido.narration import award_text, board_number
from session.hints import GameHintWords, Reason, ReasonWords

#: Hole ``d`` lies on the board's side facing direction ``d`` (RULINGS.md: E, NE, NW, W, SW, SE).
HOLE_NAMES = ("right", "upper-right", "upper-left", "left", "lower-left", "lower-right")
#: Where a board lies from its neighbour in direction ``d``.
BESIDE = ("to the right of", "to the upper right of", "to the upper left of", "to the left of",
          "to the lower left of", "to the lower right of")

#: Each kind of step as it is said (:func:`said`): as advice (the Hint, in the present),
#: as played (the Review's turn played, in the past, ``{name}`` the mover) and as the
#: hard computer's turn in its place (the Review's "would have"); each (the turn's first
#: step, a later one). None: a step of bookkeeping the Review leaves unsaid.
SAID = {
    "tile": {
        "advice": ("Put your {color} tile in the {hole} hole of board {board}.",
                   "Then put your {color} tile in the {hole} hole of board {board}."),
        "played": ("{name} put a {color} tile in the {hole} hole of board {board}.",
                   "Then {name} put a {color} tile in the {hole} hole of board {board}."),
        "would": ("The hard computer would have put a {color} tile in the {hole} hole of board {board}.",
                  "Then it would have put a {color} tile in the {hole} hole of board {board}."),
    },
    "white": {
        "advice": ("Put a white tile in the {hole} hole of board {board}.",
                   "Then put a white tile in the {hole} hole of board {board}."),
        "played": ("{name} put a white tile in the {hole} hole of board {board}.",
                   "Then {name} put a white tile in the {hole} hole of board {board}."),
        "would": ("The hard computer would have put a white tile in the {hole} hole of board {board}.",
                  "Then it would have put a white tile in the {hole} hole of board {board}."),
    },
    "board": {
        "advice": ("Add board {board} {beside} board {neighbour}.",
                   "Then add board {board} {beside} board {neighbour}."),
        "played": ("{name} added board {board} {beside} board {neighbour}.",
                   "Then {name} added board {board} {beside} board {neighbour}."),
        "would": ("The hard computer would have added board {board} {beside} board {neighbour}.",
                  "Then it would have added board {board} {beside} board {neighbour}."),
    },
    "turn left": {
        "advice": ("Turn board {board} left by {degrees} degrees.",
                   "Then turn board {board} left by {degrees} degrees."),
        "played": ("{name} turned board {board} left by {degrees} degrees.",
                   "Then {name} turned board {board} left by {degrees} degrees."),
        "would": ("The hard computer would have turned board {board} left by {degrees} degrees.",
                  "Then it would have turned board {board} left by {degrees} degrees."),
    },
    "turn right": {
        "advice": ("Turn board {board} right by {degrees} degrees.",
                   "Then turn board {board} right by {degrees} degrees."),
        "played": ("{name} turned board {board} right by {degrees} degrees.",
                   "Then {name} turned board {board} right by {degrees} degrees."),
        "would": ("The hard computer would have turned board {board} right by {degrees} degrees.",
                  "Then it would have turned board {board} right by {degrees} degrees."),
    },
    "end turn": {
        "advice": ("End the turn now.", "Then end the turn."),
        "played": None,
        "would": None,
    },
    "done": {
        "advice": ("Press Done: leave the scored boards as they lie.", "Then press Done."),
        "played": None,
        "would": None,
    },
}
END_TURN, THEN_END_TURN = SAID["end turn"]["advice"]
DONE, THEN_DONE = SAID["done"]["advice"]

#: Each kind of reason (:class:`session.hints.ReasonWords`): said to the person at the
#: screen (the Hint), and of the mover by name (the Review) where it speaks of the seat.
REASONS = {
    "fills": ReasonWords(("Board {board} is full and scores now for {colors}.",
                          "Board {board} is full and scores now: {award}.")),
    "leads board": ReasonWords(("Your {color} then leads board {board}.", ""),
                               ("{Whose} {color} then leads board {board}.", "")),
    "shares board": ReasonWords(("Your {color} then shares the lead on board {board}.", ""),
                                ("{Whose} {color} then shares the lead on board {board}.", "")),
    "leads hexagon": ReasonWords(
        ("Your {color} then leads the hexagon where boards {boards} meet, scored at the end.", ""),
        ("{Whose} {color} then leads the hexagon where boards {boards} meet, scored at the end.", "")),
    "leads hexagons": ReasonWords(
        ("Your {color} then leads {count} hexagons that tile is part of, scored at the end.", ""),
        ("{Whose} {color} then leads {count} hexagons that tile is part of, scored at the end.", "")),
    "turn leads hexagon": ReasonWords(
        ("Turning board {board} gives your {color} the lead of the hexagon where boards {boards} meet.", ""),
        ("Turning board {board} gives {whose} {color} the lead of the hexagon where boards {boards} "
         "meet.", "")),
    "turn leads hexagons": ReasonWords(
        ("Turning board {board} gives your {color} the lead of {count} hexagons, scored at the end.", ""),
        ("Turning board {board} gives {whose} {color} the lead of {count} hexagons, scored at the end.", "")),
    "white blocks": ReasonWords(("The white tile, of no colour, takes a hole of board {board} from {color}, "
                                 "which leads it.", "")),
}


def place(before, move, after) -> tuple[str, dict]:
    """The kind of step ``move`` is (a key of :data:`SAID`) and where it goes, as the
    table shows it: the hole of a board by its number, a new board by the one beside it."""
    if isinstance(move, (PlaceTile, PlaceWhite)):
        return ("tile" if isinstance(move, PlaceTile) else "white",
                {"color": before.current_color, "hole": HOLE_NAMES[move.hole], "board": board_number(after, move.board)})
    if isinstance(move, PlaceBoard):
        d, neighbour = beside(before, move.at)
        return "board", {"board": board_number(after, move.at), "beside": BESIDE[d],
                         "neighbour": board_number(before, neighbour)}
    if isinstance(move, Rotate):
        left = move.steps <= 3
        return ("turn left" if left else "turn right",
                {"board": board_number(after, move.board), "degrees": 60 * (move.steps if left else 6 - move.steps)})
    if isinstance(move, EndTurn) and before.phase == "rotate":
        return "done", {}
    return "end turn", {}


def said(before, move, after, first: bool, mood: str, name: str = "") -> str | None:
    """One step in words (:meth:`session.hints.HintWords.said`)."""
    kind, where = place(before, move, after)
    templates = SAID[kind][mood]
    return None if templates is None else templates[0 if first else 1].format(name=name, **where)


def step(before, move, after, first: bool) -> str:
    """The advice for one step (:meth:`session.hints.HintWords.step`)."""
    return said(before, move, after, first, "advice")


def beside(state, at) -> tuple[int, tuple[int, int]]:
    """The board on the table a new board at ``at`` is named beside (the one that came
    first of those it touches), and the direction from it to ``at``."""
    order = list(state.boards)
    touching = []
    for d, (dq, dr) in enumerate(DIRECTIONS):
        neighbour = (at[0] - dq, at[1] - dr)
        if neighbour in state.boards:
            touching.append((order.index(neighbour), d, neighbour))
    _, d, neighbour = min(touching)
    return d, neighbour


def leaders(tiles) -> list[str]:
    """The colours leading a board's or a hexagon's tiles (white and empty holes aside)."""
    counts = Counter(t for t in tiles if t not in (None, "white"))
    if not counts:
        return []
    most = max(counts.values())
    return sorted(c for c, n in counts.items() if n == most)


def reasons(before, after, seat: int, name: str | None = None) -> list[Reason]:
    """Why the turn is good (:meth:`session.hints.HintWords.reasons`)."""
    found = []
    filled = set()
    for kind, where, points in after.awards[len(before.awards):]:
        if kind != "board":
            continue
        filled.add(where[0])
        mine = sum(p for c, p in points.items() if c in after.colors_of(seat))
        scoring = [c for c, p in sorted(points.items(), key=lambda cp: -cp[1]) if p]
        found.append(REASONS["fills"].reason(mine, name, board=board_number(after, where[0]),
                                             colors=listed(scoring) or "no colour", award=award_text(points)))
    for board, hole, color in placed(before, after):
        number = board_number(after, board)
        if color == "white":
            lead = leaders(before.boards[board])
            others = [c for c in lead if c not in before.colors_of(seat)]
            if len(lead) == 1 and others:
                found.append(REASONS["white blocks"].reason(0, name, board=number, color=others[0]))
            continue
        if board not in filled:
            lead = leaders(after.boards[board])
            if lead == [color]:
                found.append(REASONS["leads board"].reason(0, name, color=color, board=number))
            elif color in lead:
                found.append(REASONS["shares board"].reason(0, name, color=color, board=number))
        led = [h for h in hexagons(after.boards) if (board, hole) in h.triangles
               and color in leaders(after.boards[b][k] for b, k in h.triangles)]
        if len(led) == 1:
            boards = listed(str(n) for n in sorted(board_number(after, b) for b in led[0].boards))
            found.append(REASONS["leads hexagon"].reason(0, name, color=color, boards=boards))
        elif led:
            found.append(REASONS["leads hexagons"].reason(0, name, color=color, count=len(led)))
    found.extend(turned_leads(before, after, seat, name))
    return found


def turned_leads(before, after, seat: int, name: str | None = None) -> list[Reason]:
    """The hexagons whose lead a seat's colour takes by the turning of a full board."""
    found = []
    for board, holes in before.boards.items():
        if None in holes or after.boards[board] == holes:
            continue
        around = [h for h in hexagons(after.boards) if board in h.boards]
        for color in after.colors_of(seat):
            won = [h for h in around if color in leaders(after.boards[b][k] for b, k in h.triangles)
                   and color not in leaders(before.boards[b][k] for b, k in h.triangles)]
            number = board_number(after, board)
            if len(won) == 1:
                boards = listed(str(n) for n in sorted(board_number(after, b) for b in won[0].boards))
                found.append(REASONS["turn leads hexagon"].reason(0, name, board=number, color=color, boards=boards))
            elif won:
                found.append(REASONS["turn leads hexagons"].reason(0, name, board=number, color=color,
                                                                   count=len(won)))
    return found


def placed(before, after) -> list[tuple[tuple[int, int], int, str]]:
    """The tiles the turn put down: (board, hole, colour or "white")."""
    return [(board, hole, tile) for board, holes in after.boards.items()
            for hole, tile in enumerate(holes)
            if tile is not None and (board not in before.boards or before.boards[board][hole] is None)]


def advice_ends(before, move, after) -> bool:
    """The advice ends with the placement (a board it scored may then be turned), and
    with one turn of a board (each turn is a choice of its own: the computer's next may
    turn the same board again)."""
    return isinstance(move, Rotate) or (isinstance(move, EndTurn) and before.phase == "place")


WORDS = GameHintWords(step, said, reasons, advice_ends)
