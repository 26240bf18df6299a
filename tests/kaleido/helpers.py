"""Small helpers shared by the Kaleido tests."""
from __future__ import annotations

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite


def turn(state: KaleidoState, *moves) -> None:
    """Play ``moves`` then close the turn (and the rotation phase, if boards scored).

    A move class instead of a move means "the first legal move of that class, now"."""
    for move in moves:
        if isinstance(move, type):
            move = first(state, move)
        state.apply(move)
    state.apply(EndTurn())
    if state.phase == "rotate":
        state.apply(EndTurn())


def first(state: KaleidoState, cls):
    """The first legal move of a given class."""
    return next(m for m in state.legal_moves() if isinstance(m, cls))


def fill_table_scenario() -> KaleidoState:
    """3 players; red lays both its boards at once, blue and yellow only when forced and
    spend whites early, until a colour is skipped because the table is full and its
    seat has no board."""
    s = KaleidoState.new(3, 0)
    while not s.is_over and not s.skipped:
        c = s.current_color
        if (c == "red" and s.boards_left(0) > 0) or not s.empty_holes():
            s.apply(first(s, PlaceBoard))
        elif c != "red" and s.whites_left(s.current_seat) and len(s.empty_holes()) >= 2:
            s.apply(first(s, PlaceWhite))
        s.apply(first(s, PlaceTile))
        turn(s)
    return s
