import pygame
import pytest

from scenes.ui.drag import DragController
from tests.events import down, key, move, up


class Board:
    """A delegate with one piece at (10, 10) and one legal target at (200, 200)."""

    def __init__(self):
        self.dropped = []
        self.refused = []

    def drag_source_at(self, pos):
        return "tile" if pygame.Rect(0, 0, 20, 20).collidepoint(pos) else None

    def drag_targets(self, piece):
        return {"A": pygame.Rect(190, 190, 20, 20)}

    def drag_drop(self, piece, key_):
        self.dropped.append((piece, key_))

    def drag_refused(self, piece, pos):
        self.refused.append((piece, pos))

    def drag_click_target(self, piece):
        return self.click_target

    click_target = None


@pytest.fixture
def board():
    return Board()


def test_drag_onto_a_legal_target_drops(board):
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    assert drag.holding and drag.targets == {"A": pygame.Rect(190, 190, 20, 20)}
    drag.handle_event(move((100, 100), (1, 0, 0)))
    drag.handle_event(move((200, 200), (1, 0, 0)))
    assert drag.hover_target == "A"
    drag.handle_event(up((200, 200)))
    assert board.dropped == [("tile", "A")] and not drag.holding


def test_drop_elsewhere_is_refused_and_snaps_back(board):
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    drag.handle_event(move((120, 60), (1, 0, 0)))
    drag.handle_event(up((120, 60)))
    assert board.dropped == []
    assert not drag.holding
    assert board.refused == [("tile", (120, 60))]
    assert drag.snap_back is not None and drag.snap_back.end == (10, 10)
    while drag.update(0.05):
        pass
    assert drag.snap_back is None


@pytest.mark.parametrize("cancel", [down((50, 50), button=3), key(pygame.K_ESCAPE)])
def test_right_click_or_escape_cancels(board, cancel):
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    drag.handle_event(move((150, 150), (1, 0, 0)))
    drag.handle_event(cancel)
    assert not drag.holding and board.dropped == [] and board.refused == []


def test_click_then_click_is_the_same_as_dragging(board):
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    drag.handle_event(up((10, 10)))
    assert drag.holding and drag.click_mode
    drag.handle_event(move((205, 205)))
    assert drag.pointer == (205, 205)
    drag.handle_event(down((205, 205)))
    assert board.dropped == [("tile", "A")]


def test_click_then_click_on_nothing_is_refused(board):
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    drag.handle_event(up((10, 10)))
    drag.handle_event(down((300, 20)))
    assert board.dropped == [] and not drag.holding and board.refused == [("tile", (300, 20))]


def test_pressing_on_no_piece_holds_nothing(board):
    drag = DragController(board)
    assert drag.handle_event(down((100, 100))) is False
    assert not drag.holding


def test_a_click_plays_at_once_where_the_delegate_says(board):
    board.click_target = "A"
    drag = DragController(board)
    drag.handle_event(down((10, 10)))
    drag.handle_event(up((10, 10)))
    assert board.dropped == [("tile", "A")] and not drag.holding
