"""The Hint at the Kaleido table shows every step of its turn (issue 47): the tile and the
white tile ghosted in their holes, the board to add ghosted in its place, a turned board
ghosted as it will lie, and the end of the turn (End turn, or Done) marked on its button;
the number of each board the turn touches stays readable over its marks."""
import pytest

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.narration import board_number
from scenes.kaleido.cluster import NUMBER_INK, board_shape, hole_shape, label_size, label_spot, number_label
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


@pytest.mark.parametrize("kind", ["tile", "white", "board", "rotate"])
def test_the_number_of_each_board_the_turn_touches_is_printed_over_its_marks(app, kind):
    """The advice names boards by number ("... hole of board 5", "Turn board 3 ..."): an
    outline through a board's hub or a turned board's ghost must not hide it."""
    scene, hint, plain, drawn = ghosted(app, "kaleido", kind)
    view, state = scene.picture.view, scene.state.clone()
    boards = []
    for move in hint.moves:
        state.apply(move)
        if isinstance(move, (PlaceTile, PlaceWhite, Rotate, PlaceBoard)):
            boards.append(move.at if isinstance(move, PlaceBoard) else move.board)
    assert boards
    for board in boards:
        label = number_label(board_number(state, board), label_size(view.zoom, view.scale))
        x, y = view.to_screen(*label_spot(board))
        where = label.get_rect(center=(round(x), round(y)))
        ink = {name: sum(frame.get_at((i, j))[:3] == NUMBER_INK for i in range(where.left, where.right)
                         for j in range(where.top, where.bottom)) for name, frame in (("hint", app.surface),
                                                                                     ("plain", plain))}
        if board in scene.state.boards:  # as much of its number as without the hint
            assert ink["hint"] >= ink["plain"] > 0, (kind, board, ink)
        else:  # a board the turn adds: numbered where it goes
            assert ink["hint"] > 0, (kind, board, ink)
