"""The Hint at the Kaleido table shows every step of its turn (issue 47): the tile and the
white tile ghosted in their holes, the board to add ghosted in its place, a turned board
ghosted as it will lie, and the end of the turn (End turn, or Done) marked on its button."""
import pytest

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido.cluster import board_shape, hole_shape
from tests.hint_moves import KINDS, ghosted, shows_at


def place_of(scene, before, move):
    """Where the hint must show ``move``: its hole, its board, or the End turn button."""
    view = scene.picture.view
    if isinstance(move, (PlaceTile, PlaceWhite)):
        points = hole_shape(view, move.board, move.hole).points
    elif isinstance(move, (PlaceBoard, Rotate)):
        points = board_shape(view, move.at if isinstance(move, PlaceBoard) else move.board).points
    else:
        return scene.end_button.rect
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("kind", KINDS["kaleido"])
def test_every_step_of_the_hinted_turn_shows_at_its_place(app, kind):
    scene, hint, plain, drawn = ghosted(app, "kaleido", kind)
    state = scene.state.clone()
    for move in hint.moves:
        assert shows_at(app, plain, drawn, place_of(scene, state, move)), (kind, move, hint.line)
        state.apply(move)
    assert isinstance(hint.moves[-1], (EndTurn, Rotate)), "the advice ends the placing, or turns one board"
    assert sum(isinstance(m, Rotate) for m in hint.moves) <= 1
