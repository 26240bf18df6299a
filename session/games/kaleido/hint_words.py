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

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.geometry import DIRECTIONS, hexagons
from game.kaleido.narration import award_text, board_number, colour_name
from game.narration import is_you
from game.words import N_, _, listed, pgettext
from session.hints import GameHintWords, Reason, ReasonWords

def hole_name(d: int) -> str:
    """Where hole ``d`` lies in its board, in the language in use: hole ``d`` lies on the
    board's side facing direction ``d`` (RULINGS.md: E, NE, NW, W, SW, SE)."""
    # Translators: where a hole lies in a Kaleido board, said in "the {hole} hole": write it so it reads
    # in any sentence about the hole, e.g. German "rechts oben" ("das Loch rechts oben").
    names = (pgettext("Kaleido: where a hole lies in its board", "right"),
             pgettext("Kaleido: where a hole lies in its board", "upper-right"),
             pgettext("Kaleido: where a hole lies in its board", "upper-left"),
             pgettext("Kaleido: where a hole lies in its board", "left"),
             pgettext("Kaleido: where a hole lies in its board", "lower-left"),
             pgettext("Kaleido: where a hole lies in its board", "lower-right"))
    return names[d]


def beside_words(d: int) -> str:
    """Where a board lies from its neighbour in direction ``d``, in the language in use:
    said in "Add board 6 {beside} board 2"."""
    # Translators: where a new Kaleido board goes from the board it touches: "Add board 6 to the right of board 2".
    words = (pgettext("Kaleido: where a board goes beside another", "to the right of"),
             pgettext("Kaleido: where a board goes beside another", "to the upper right of"),
             pgettext("Kaleido: where a board goes beside another", "to the upper left of"),
             pgettext("Kaleido: where a board goes beside another", "to the left of"),
             pgettext("Kaleido: where a board goes beside another", "to the lower left of"),
             pgettext("Kaleido: where a board goes beside another", "to the lower right of"))
    return words[d]


#: A tile of each colour put in a hole, in each mood of :data:`SAID`: one sentence for each
#: colour (an adjective takes the tile's case and gender where a language has them).
TILE_SAID = {
    "advice": {
        "red": (N_("Put your red tile in the {hole} hole of board {board}."),
                N_("Then put your red tile in the {hole} hole of board {board}.")),
        "blue": (N_("Put your blue tile in the {hole} hole of board {board}."),
                 N_("Then put your blue tile in the {hole} hole of board {board}.")),
        "yellow": (N_("Put your yellow tile in the {hole} hole of board {board}."),
                   N_("Then put your yellow tile in the {hole} hole of board {board}.")),
        "purple": (N_("Put your purple tile in the {hole} hole of board {board}."),
                   N_("Then put your purple tile in the {hole} hole of board {board}.")),
        "green": (N_("Put your green tile in the {hole} hole of board {board}."),
                  N_("Then put your green tile in the {hole} hole of board {board}.")),
    },
    "played": {
        "red": (N_("{name} put a red tile in the {hole} hole of board {board}."),
                N_("Then {name} put a red tile in the {hole} hole of board {board}.")),
        "blue": (N_("{name} put a blue tile in the {hole} hole of board {board}."),
                 N_("Then {name} put a blue tile in the {hole} hole of board {board}.")),
        "yellow": (N_("{name} put a yellow tile in the {hole} hole of board {board}."),
                   N_("Then {name} put a yellow tile in the {hole} hole of board {board}.")),
        "purple": (N_("{name} put a purple tile in the {hole} hole of board {board}."),
                   N_("Then {name} put a purple tile in the {hole} hole of board {board}.")),
        "green": (N_("{name} put a green tile in the {hole} hole of board {board}."),
                  N_("Then {name} put a green tile in the {hole} hole of board {board}.")),
    },
    "played by you": {
        "red": (N_("You put a red tile in the {hole} hole of board {board}."),
                N_("Then you put a red tile in the {hole} hole of board {board}.")),
        "blue": (N_("You put a blue tile in the {hole} hole of board {board}."),
                 N_("Then you put a blue tile in the {hole} hole of board {board}.")),
        "yellow": (N_("You put a yellow tile in the {hole} hole of board {board}."),
                   N_("Then you put a yellow tile in the {hole} hole of board {board}.")),
        "purple": (N_("You put a purple tile in the {hole} hole of board {board}."),
                   N_("Then you put a purple tile in the {hole} hole of board {board}.")),
        "green": (N_("You put a green tile in the {hole} hole of board {board}."),
                  N_("Then you put a green tile in the {hole} hole of board {board}.")),
    },
    "would": {
        "red": (N_("The hard computer would have put a red tile in the {hole} hole of board {board}."),
                N_("Then it would have put a red tile in the {hole} hole of board {board}.")),
        "blue": (N_("The hard computer would have put a blue tile in the {hole} hole of board {board}."),
                 N_("Then it would have put a blue tile in the {hole} hole of board {board}.")),
        "yellow": (N_("The hard computer would have put a yellow tile in the {hole} hole of board {board}."),
                   N_("Then it would have put a yellow tile in the {hole} hole of board {board}.")),
        "purple": (N_("The hard computer would have put a purple tile in the {hole} hole of board {board}."),
                   N_("Then it would have put a purple tile in the {hole} hole of board {board}.")),
        "green": (N_("The hard computer would have put a green tile in the {hole} hole of board {board}."),
                  N_("Then it would have put a green tile in the {hole} hole of board {board}.")),
    },
}


#: Each kind of step as it is said (:func:`said`): as advice (the Hint, in the present),
#: as played (the Review's turn played, in the past, ``{name}`` the mover; "played by
#: you" when the mover is the learner a lesson seats as You) and as the hard computer's
#: turn in its place (the Review's "would have"); each (the turn's first step, a later
#: one), a message. None: a step of bookkeeping the Review leaves unsaid. A tile's steps
#: are :data:`TILE_SAID`'s, one for each colour.
SAID = {
    "white": {
        "advice": (N_("Put a white tile in the {hole} hole of board {board}."),
                   N_("Then put a white tile in the {hole} hole of board {board}.")),
        "played": (N_("{name} put a white tile in the {hole} hole of board {board}."),
                   N_("Then {name} put a white tile in the {hole} hole of board {board}.")),
        "played by you": (N_("You put a white tile in the {hole} hole of board {board}."),
                          N_("Then you put a white tile in the {hole} hole of board {board}.")),
        "would": (N_("The hard computer would have put a white tile in the {hole} hole of board {board}."),
                  N_("Then it would have put a white tile in the {hole} hole of board {board}.")),
    },
    "board": {
        # Translators: {beside} is where the new board goes from board {neighbour}: "to the upper right of".
        "advice": (N_("Add board {board} {beside} board {neighbour}."),
                   N_("Then add board {board} {beside} board {neighbour}.")),
        "played": (N_("{name} added board {board} {beside} board {neighbour}."),
                   N_("Then {name} added board {board} {beside} board {neighbour}.")),
        "played by you": (N_("You added board {board} {beside} board {neighbour}."),
                          N_("Then you added board {board} {beside} board {neighbour}.")),
        "would": (N_("The hard computer would have added board {board} {beside} board {neighbour}."),
                  N_("Then it would have added board {board} {beside} board {neighbour}.")),
    },
    "turn left": {
        "advice": (N_("Turn board {board} left by {degrees} degrees."),
                   N_("Then turn board {board} left by {degrees} degrees.")),
        "played": (N_("{name} turned board {board} left by {degrees} degrees."),
                   N_("Then {name} turned board {board} left by {degrees} degrees.")),
        "played by you": (N_("You turned board {board} left by {degrees} degrees."),
                          N_("Then you turned board {board} left by {degrees} degrees.")),
        "would": (N_("The hard computer would have turned board {board} left by {degrees} degrees."),
                  N_("Then it would have turned board {board} left by {degrees} degrees.")),
    },
    "turn right": {
        "advice": (N_("Turn board {board} right by {degrees} degrees."),
                   N_("Then turn board {board} right by {degrees} degrees.")),
        "played": (N_("{name} turned board {board} right by {degrees} degrees."),
                   N_("Then {name} turned board {board} right by {degrees} degrees.")),
        "played by you": (N_("You turned board {board} right by {degrees} degrees."),
                          N_("Then you turned board {board} right by {degrees} degrees.")),
        "would": (N_("The hard computer would have turned board {board} right by {degrees} degrees."),
                  N_("Then it would have turned board {board} right by {degrees} degrees.")),
    },
    "end turn": {
        "advice": (N_("End the turn now."), N_("Then end the turn.")),
        "played": None,
        "played by you": None,
        "would": None,
    },
    "done": {
        # Translators: "Done" is the button that ends the turning of the scored boards.
        "advice": (N_("Press Done: leave the scored boards as they lie."), N_("Then press Done.")),
        "played": None,
        "played by you": None,
        "would": None,
    },
}
END_TURN, THEN_END_TURN = SAID["end turn"]["advice"]
DONE, THEN_DONE = SAID["done"]["advice"]

#: Each kind of reason (:class:`session.hints.ReasonWords`): said to the person at the
#: screen (the Hint), and of the mover by name (the Review) where it speaks of the seat;
#: ``{color}`` is a colour's name, ``{boards}`` the numbers of the boards meeting at a hexagon.
REASONS = {
    # Translators: {colors} are the colours that score ("red and blue"), {award} what each scored ("red +6, blue +2").
    "fills": ReasonWords((N_("Board {board} is full and scores now for {colors}."),
                          N_("Board {board} is full and scores now: {award}."))),
    "fills, no colour": ReasonWords((N_("Board {board} is full and scores now for no colour."),
                                     N_("Board {board} is full and scores now: {award}."))),
    "leads board": ReasonWords((N_("Your {color} then leads board {board}."), ""),
                               (N_("{name}'s {color} then leads board {board}."), "")),
    "shares board": ReasonWords((N_("Your {color} then shares the lead on board {board}."), ""),
                                (N_("{name}'s {color} then shares the lead on board {board}."), "")),
    "leads hexagon": ReasonWords(
        (N_("Your {color} then leads the hexagon where boards {boards} meet, scored at the end."), ""),
        (N_("{name}'s {color} then leads the hexagon where boards {boards} meet, scored at the end."), "")),
    # Translators: {count} is 2 or more.
    "leads hexagons": ReasonWords(
        (N_("Your {color} then leads {count} hexagons that tile is part of, scored at the end."), ""),
        (N_("{name}'s {color} then leads {count} hexagons that tile is part of, scored at the end."), "")),
    "turn leads hexagon": ReasonWords(
        (N_("Turning board {board} gives your {color} the lead of the hexagon where boards {boards} meet."), ""),
        (N_("Turning board {board} gives {name}'s {color} the lead of the hexagon where boards {boards} "
            "meet."), "")),
    # Translators: {count} is 2 or more.
    "turn leads hexagons": ReasonWords(
        (N_("Turning board {board} gives your {color} the lead of {count} hexagons, scored at the end."), ""),
        (N_("Turning board {board} gives {name}'s {color} the lead of {count} hexagons, scored at the end."), "")),
    "white blocks": ReasonWords((N_("The white tile, of no colour, takes a hole of board {board} from {color}, "
                                    "which leads it."), "")),
}


def place(before, move, after) -> tuple[str, dict]:
    """The kind of step ``move`` is (a key of :data:`SAID`, or "tile") and where it goes,
    as the table shows it: the hole of a board by its number, a new board by the one
    beside it (the words said in the language in use)."""
    if isinstance(move, (PlaceTile, PlaceWhite)):
        return ("tile" if isinstance(move, PlaceTile) else "white",
                {"color": before.current_color, "hole": hole_name(move.hole), "board": board_number(after, move.board)})
    if isinstance(move, PlaceBoard):
        d, neighbour = beside(before, move.at)
        return "board", {"board": board_number(after, move.at), "beside": beside_words(d),
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
    if mood == "played" and is_you(name):
        mood = "played by you"
    color = where.pop("color", None)
    templates = TILE_SAID[mood][color] if kind == "tile" else SAID[kind][mood]
    return None if templates is None else _(templates[0 if first else 1], name=name, **where)


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
    first, d, neighbour = min(touching)
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
        colors = listed(colour_name(c) for c in scoring)
        found.append(REASONS["fills" if scoring else "fills, no colour"].reason(
            mine, name, board=board_number(after, where[0]), colors=colors, award=award_text(points)))
    for board, hole, color in placed(before, after):
        number = board_number(after, board)
        if color == "white":
            lead = leaders(before.boards[board])
            others = [c for c in lead if c not in before.colors_of(seat)]
            if len(lead) == 1 and others:
                found.append(REASONS["white blocks"].reason(0, name, board=number, color=colour_name(others[0])))
            continue
        if board not in filled:
            lead = leaders(after.boards[board])
            if lead == [color]:
                found.append(REASONS["leads board"].reason(0, name, color=colour_name(color), board=number))
            elif color in lead:
                found.append(REASONS["shares board"].reason(0, name, color=colour_name(color), board=number))
        led = [h for h in hexagons(after.boards) if (board, hole) in h.triangles
               and color in leaders(after.boards[b][k] for b, k in h.triangles)]
        if len(led) == 1:
            boards = listed(str(n) for n in sorted(board_number(after, b) for b in led[0].boards))
            found.append(REASONS["leads hexagon"].reason(0, name, color=colour_name(color), boards=boards))
        elif led:
            found.append(REASONS["leads hexagons"].reason(0, name, color=colour_name(color), count=len(led)))
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
                found.append(REASONS["turn leads hexagon"].reason(0, name, board=number, color=colour_name(color),
                                                                  boards=boards))
            elif won:
                found.append(REASONS["turn leads hexagons"].reason(0, name, board=number, color=colour_name(color),
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
