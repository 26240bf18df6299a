"""A table's board view says how to pan and zoom (its buttons' tips), and Kerala's
grounds pan with a left-button drag on an empty place (issue 46, item 10); its buttons
act at an earlier moment too, and it frames world boxes in their order (issue 47)."""
import pygame
import pytest

from scenes.table import view as board_view
from scenes.table.view import BoardView
from scenes.tables import TABLES
from scenes.ui.widgets import reason_under_pointer
from session import registry
from session.seats import default_setup
from tests.events import click, down, move, up


def table_of(app, game_id: str):
    table = TABLES[game_id](app, default_setup(registry.get(game_id), 2), seed=3)
    app.manager.reset(table)
    app.manager.draw(app.surface)
    return table


@pytest.mark.parametrize("game_id", list(TABLES))
def test_the_views_buttons_say_how_else_to_zoom_and_pan(app, game_id):
    table = table_of(app, game_id)
    if table.view is None:  # a table laid out whole, with no board to pan or zoom
        assert not hasattr(table, "view_moved") or table.view is None
        return
    tips = {}
    for button in table.view.buttons:
        app.manager.dispatch(move(button.rect.center))
        shown = reason_under_pointer(table.buttons_that_say_why)
        assert shown is not None and shown[0] == button.rect
        tips[button.text] = shown[1]
    assert "mouse wheel" in tips["+"] and "Ctrl" in tips["-"]
    assert "drag" in tips["Fit"] and "mouse wheel" in tips["Fit"]
    pans_left = table.view.left_pans
    assert tips["Fit"] == (board_view.FIT_TIP if pans_left else board_view.FIT_TIP_RIGHT_DRAG)


def empty_place(table) -> tuple[int, int]:
    """A point of the big view over no tile, no elephant and no button."""
    view = table.view
    for y in range(view.rect.top + 5, view.rect.bottom, 7):
        for x in range(view.rect.left + 5, view.rect.right, 7):
            if table.rules.drag_source_at((x, y)) is None and not any(b.rect.collidepoint((x, y)) for b in view.buttons) \
                    and view.cell_at((x, y)) not in table.state.stacks(table.focus):
                return x, y
    raise AssertionError("no empty place in the view")


def test_a_left_drag_on_empty_grounds_pans_them_and_a_tile_is_still_picked_up(app):
    table = table_of(app, "kerala")
    start = empty_place(table)
    before = table.view.center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0] + 60, start[1] + 30), (1, 0, 0)))
    app.manager.dispatch(up((start[0] + 60, start[1] + 30)))
    zoom = table.view.zoom
    assert table.view.center == pytest.approx((before[0] - 60 / zoom, before[1] - 30 / zoom))
    assert not table.view.panning and table.drag.piece is None
    tile = table.offer.rects[0].center  # the middle's tiles are still picked up with the left button
    app.manager.dispatch(move(tile))
    app.manager.dispatch(down(tile))
    assert table.drag.piece is not None


@pytest.mark.parametrize("game_id", list(TABLES))
def test_at_an_earlier_moment_the_views_buttons_still_zoom(app, game_id):
    """The table is read-only at a past moment, but zooming moves nothing: the view's
    -, + and Fit still act (a Review entry's moment is seen closer, or whole)."""
    table = table_of(app, game_id)
    if table.view is None:
        return
    table.play(table.state.legal_moves()[0])
    table.history.show_moment(0)
    assert table.looking_back
    fitted = table.view.zoom
    buttons = {button.text: button for button in table.view.buttons}
    click(app.manager, buttons["-"].rect.center)
    assert table.view.zoom < fitted and table.looking_back
    click(app.manager, buttons["Fit"].rect.center)
    assert table.view.zoom == pytest.approx(fitted) and table.view.auto_fit


def test_the_view_frames_boxes_in_their_order_and_slides_towards_those_left_out():
    view = BoardView(pygame.Rect(0, 0, 500, 400), buttons=False)
    near, beside, far = (0, 0, 1, 1), (2, 0, 3, 1), (30, 0, 31, 1)
    view.frame([near, beside], 100)  # both fit: centred on them
    assert view.zoom == 100 and view.center == (1.5, 0.5) and not view.auto_fit
    view.frame([near, far], 100)  # the first whole, the view reaching as far towards the other as it lets it
    assert view.shows(near) and not view.shows(far)
    assert view.to_screen(0, 0)[0] == pytest.approx(view.rect.left)
    view.frame([far, near, beside], 100)  # the first and what fits with it
    assert view.shows(far) and not view.shows(near) and view.to_screen(31, 0)[0] == pytest.approx(view.rect.right)
    view.frame([(0, 0, 20, 1)], 100)  # too wide at that zoom: seen whole, smaller
    assert view.shows((0, 0, 20, 1)) and view.zoom == pytest.approx(25)
    view.frame([near], 100, area=pygame.Rect(0, 0, 500, 200))  # the upper part of the view: centred there
    assert view.to_screen(0.5, 0.5) == pytest.approx((250, 100)) and not view.shows(far, pygame.Rect(0, 0, 500, 200))
