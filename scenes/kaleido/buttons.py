"""What the Kaleido table says of itself at a moment: why End turn (or Done) is off, and
what the shelf beside the pieces tells."""
from __future__ import annotations

from game.kaleido import EndTurn
from game.words import N_, _
from scenes.table.history import IN_FLIGHT, LOOKING_BACK

#: Why End turn is off while the seat's tile of each colour is still to place.
PLACE_YOUR_TILE = {
    "red": N_("Place your red tile first: the turn ends after it."),
    "blue": N_("Place your blue tile first: the turn ends after it."),
    "yellow": N_("Place your yellow tile first: the turn ends after it."),
    "purple": N_("Place your purple tile first: the turn ends after it."),
    "green": N_("Place your green tile first: the turn ends after it."),
}
#: Why End turn is off while every hole is full and the seat's tile of each colour is still to place.
BOARD_THEN_TILE = {
    "red": N_("Place a board first, then your red tile: the turn ends after it."),
    "blue": N_("Place a board first, then your blue tile: the turn ends after it."),
    "yellow": N_("Place a board first, then your yellow tile: the turn ends after it."),
    "purple": N_("Place a board first, then your purple tile: the turn ends after it."),
    "green": N_("Place a board first, then your green tile: the turn ends after it."),
}


def end_turn_reason(table) -> str:
    """Why End turn cannot be pressed at ``table`` (a :class:`KaleidoTable`) now."""
    state = table.state
    seat = state.current_seat
    if table.replaying:
        return _("This is a replay: nothing can be played.")
    if table.looking_back:
        return _(LOOKING_BACK)
    if seat is None:
        return _("The game is over.")
    if table.is_computer(seat):
        # Translators: {name} is a computer seat's name (never the learner of a lesson).
        return _("It is {name}'s turn: a computer player is playing.", name=table.names[seat])
    if table.showing_move:
        return _(IN_FLIGHT)
    held = table.lesson.held_back() if table.lesson is not None else None
    if held:
        return held
    if table.demo:
        return _("A demo plays by itself.")
    if state.phase == "place" and not state.tile_placed:
        return _((PLACE_YOUR_TILE if state.empty_holes() else BOARD_THEN_TILE)[state.current_color])
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
