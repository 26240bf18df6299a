"""What the Kaleido table says of itself at a moment: why End turn (or Done) is off, and
what the shelf beside the pieces tells."""
from __future__ import annotations

from game.kaleido import EndTurn
from game.english import possessive
from scenes.table.history import IN_FLIGHT, LOOKING_BACK
from scenes.ui import theme


def end_turn_reason(table) -> str:
    """Why End turn cannot be pressed at ``table`` (a :class:`KaleidoTable`) now."""
    state = table.state
    seat = state.current_seat
    if table.replaying:
        return "This is a replay: nothing can be played."
    if table.looking_back:
        return LOOKING_BACK
    if seat is None:
        return "The game is over."
    if table.is_computer(seat):
        return f"It is {possessive(table.names[seat], start=False)} turn: a computer player is playing."
    if table.showing_move:
        return IN_FLIGHT
    held = table.lesson.held_back() if table.lesson is not None else None
    if held:
        return held
    if table.demo:
        return "A demo plays by itself."
    if state.phase == "place" and not state.tile_placed:
        color = theme.color_name(state.current_color).lower()
        if not state.empty_holes():
            return f"Place a board first, then your {color} tile: the turn ends after it."
        return f"Place your {color} tile first: the turn ends after it."
    return state.why_illegal(EndTurn()) or ""


def shelf_mode(table) -> str:
    """What the shelf says now (one of ``panels.SHELF_HINTS``)."""
    state = table.state
    if state.current_seat is None:
        return "scoring" if table.end_scoring.running else "end"
    if table.looking_back:
        return "past"
    if table.is_computer(state.current_seat):
        return "computer"
    return "rotate" if state.phase == "rotate" else "place"
