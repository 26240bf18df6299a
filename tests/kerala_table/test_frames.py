"""A Kerala frame costs what changed (issue 25): the table's static parts are regions of
a layer drawn again only when what they show changes, the first frame is prepared while
the table is laid out, a drag redraws only the regions the held piece leaves and enters,
and every moving thing's rectangles are among those sent to the screen."""
import pygame

from game.kerala import Pass
from scenes.kerala import art
from scenes.kerala import grounds as grounds_module
from scenes.ui.layers import RegionLayer
from tests.events import down, move, up
from tests.kerala_table.test_second_pass import computer_table
from tests.kerala_table.test_table import play_a_move, table
from tests.kerala_table.helpers import late_game, settle
from tests.table_checks import changed_outside, table_time, wait_for_computer
from tests.test_frames_leave_nothing import whole_picture
from tests.waiting import HANG_SECONDS, hang_guard

SEAT_REGIONS = {"grounds", "offer", "seat 0", "seat 1"}  # at a table of two


def regions(scene) -> set:
    """The layer's regions: those above and each of the table's buttons."""
    return SEAT_REGIONS | {f"button {i}" for i in range(len(scene.widgets))}


def keys(scene) -> dict:
    """What each region of the layer was last drawn for: its key and its parts."""
    layer = scene.drawing.layer
    return {name: (key, layer.parts.get(name)) for name, key in layer.keys.items()}


def test_the_first_frame_is_prepared_while_the_table_is_laid_out(app):
    scene = late_game(app, (1280, 720))
    scene.resize((1920, 1080))  # laid out again: a new layer, drawn at once
    app.set_window(size=(1920, 1080))
    laid_out = keys(scene)
    assert set(laid_out) == regions(scene) and scene.drawing.layer.size == (1920, 1080)
    app.manager.draw(app.surface)
    assert keys(scene) == laid_out  # the first frame only copies the layer


def frame(app, *events):
    """Hand ``events``, then one frame: (the window before, the rectangles sent)."""
    before = app.surface.copy()
    for event in events:
        app.manager.dispatch(event)
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    return before, app.manager.changed_rects


def assert_sent(app, before, rects):
    """Nothing that changed in the window was left off the screen."""
    if rects is not None:
        assert changed_outside(before, app.surface, rects) == 0


def test_a_drag_redraws_only_the_regions_the_held_piece_leaves_and_enters(app):
    scene = late_game(app, (1280, 720))
    start = scene.offer.rects[0].center
    frame(app, move(start))
    still = keys(scene)
    frame(app, down(start))
    picked = keys(scene)
    assert {name for name in regions(scene) if picked[name] != still[name]} == {"offer", "grounds"}
    # the grounds only where the targets lie, the middle only where the tile was: not all of them
    assert picked["grounds"][0] == still["grounds"][0] and picked["offer"][0] == still["offer"][0]
    partial = 0
    targets = list(scene.drag.targets.items())
    for cell, rect in targets:  # over every target: its fill, the piece, its badge
        before, rects = frame(app, move(rect.center, (1, 0, 0)))
        assert scene.drag.hover_target == cell
        assert keys(scene) == picked  # no region is drawn again while the piece moves
        assert_sent(app, before, rects)
        partial += rects is not None
    assert len(targets) >= 6 and partial == len(targets)  # the pointer leaving the middle too: its place only
    before, rects = frame(app, move(scene.view.rect.topleft, (1, 0, 0)), up(scene.view.rect.topleft))
    assert_sent(app, before, rects)


def test_a_computer_move_in_flight_is_sent_to_the_screen_frame_by_frame(app):
    scene = computer_table(app)
    app.manager.draw(app.surface)
    scene.play(Pass())
    partial = 0
    playing = table_time("the computers' two moves")
    while len(scene.record.entries) < 3 and playing():
        before, rects = frame(app)
        assert_sent(app, before, rects)
        if scene.showing_move and rects is not None:
            partial += 1
        wait_for_computer(scene)
    assert partial >= 20  # the glides went to the screen as what moved, not as the whole window


def test_art_that_becomes_sharp_redraws_its_regions_and_sends_them(app):
    art.clear()  # the art is kept for the whole process: an earlier test may have rasterised this zoom's
    scene = table(app)
    app.manager.draw(app.surface)
    scene.view.zoom_by(1.3)  # a new zoom: rescaled art now, rasterised art later
    scene.view_moved()
    frame(app)
    before, generation = keys(scene), art.generation()
    waiting = hang_guard("the grounds drawn again with the rasterised art")
    while keys(scene)["grounds"] == before["grounds"] and waiting():
        assert art.wait_until_rasterised(HANG_SECONDS), "the art of the new zoom was never rasterised"
        shot, rects = frame(app, *pygame.event.get())
        assert_sent(app, shot, rects)
    assert art.generation() > generation


def play_turn(scene) -> None:
    """The seat to move takes and places a tile (and skips what special move it earns)."""
    seat = scene.state.current_seat
    while scene.state.current_seat == seat:
        moves = scene.state.legal_moves()
        scene.play(next((m for m in moves if not isinstance(m, Pass)), moves[-1]))


def test_the_grounds_the_focus_passes_to_were_brought_up_to_date_ahead(app, monkeypatch):
    scene = late_game(app, (1280, 720))
    play_turn(scene)  # seat 0 places a tile: the focus passes to seat 1
    assert scene.focus == 1
    settle(app, scene)  # frames with little to draw, until all the art on show is sharp
    assert scene.grounds.big_is_current(scene.picture, 0, scene.fitted_view(0))  # with the tile it placed
    drawn = []
    painter = type(scene.grounds)
    draw = painter._draw
    monkeypatch.setattr(painter, "_draw", lambda self, surface, picture, seat, view, hidden, mini, areas: (
        drawn.append((seat, mini, len(areas))), draw(self, surface, picture, seat, view, hidden, mini, areas)))
    play_turn(scene)  # seat 1 moves: the focus passes back to seat 0
    before, rects = frame(app)
    assert scene.focus == 0
    assert not [d for d in drawn if d[:2] == (0, False) and d[2]]  # no part of seat 0's grounds drawn again
    assert_sent(app, before, rects)


def test_a_move_redraws_only_the_cells_it_changed_in_the_seats_miniatures(app, monkeypatch):
    art.clear()  # the miniatures' art is made while the table opens (small sizes rescaled and kept)
    scene = late_game(app, (1280, 720))
    drawn = []
    painter = type(scene.grounds)
    draw = painter._draw
    monkeypatch.setattr(painter, "_draw", lambda self, surface, picture, seat, view, hidden, mini, areas: (
        drawn.append((seat, mini, len(areas))), draw(self, surface, picture, seat, view, hidden, mini, areas)))
    worked_out = []
    parts = grounds_module.parts
    monkeypatch.setattr(grounds_module, "parts", lambda picture, seat, view, hidden, mini: (
        worked_out.append((seat, mini)), parts(picture, seat, view, hidden, mini))[1])
    frame(app)
    drawn.clear(), worked_out.clear()
    play_turn(scene)  # seat 0 places a tile where its miniature's fit stays
    frame(app)
    minis = {seat: areas for seat, mini, areas in drawn if mini}
    assert minis == {0: 1}  # the cell of the tile placed; nothing of seat 1's
    assert (1, True) not in worked_out  # seat 1's grounds did not change: its kept miniature is not looked through
    assert (1, False) not in worked_out  # nor its kept big grounds, drawn ahead, which the focus passes to


def regions_drawn(monkeypatch) -> dict:
    """Each region drawn again in the frames from now on, by name: (its rectangle on the
    window, the places drawn again), the last frame's."""
    drawn = {}
    region = RegionLayer.region

    def noted(self, name, rect, *args, **kwargs):
        places = region(self, name, rect, *args, **kwargs)
        if places:
            drawn[name] = (rect.clip(self.surface.get_rect()), places)
        return places
    monkeypatch.setattr(RegionLayer, "region", noted)
    return drawn


def test_the_middle_emptied_and_filled_again_redraws_the_places_and_words_that_changed(app, monkeypatch):
    scene = late_game(app, (1280, 720))
    drawn = regions_drawn(monkeypatch)
    for emptied in (True, False):  # the last tile taken, then a new round's tiles laid out
        while bool(scene.state.offer) == emptied:
            play_a_move(scene)
        drawn.clear()
        frame(app)
        whole, places = drawn["offer"]
        assert places and places != [whole]


def test_the_turn_passing_draws_only_the_edge_of_the_row_whose_seat_did_not_move(app, monkeypatch):
    scene = late_game(app, (1280, 720))
    frame(app)
    drawn = regions_drawn(monkeypatch)
    play_turn(scene)  # seat 0 places a tile: the turn and the focus pass to seat 1
    before, rects = frame(app)
    assert scene.state.current_seat == scene.focus == 1
    edges = [rect for rect, _ in scene.panel.edge_parts(1, 1, 1).values()]
    assert "seat 1" in drawn and all(any(edge.contains(place) for edge in edges) for place in drawn["seat 1"][1])
    assert "seat 0" in drawn  # its score and miniature changed
    assert_sent(app, before, rects)


def test_the_focus_passing_draws_the_grounds_again_only_where_either_seats_grounds_lie(app, monkeypatch):
    """The grounds of the seat to move come into focus: drawn again where its stacks and
    the other seat's lie, along the panel's edge (now in its colour) and under the title,
    not over the empty cloth around them (all 1.7 million pixels of it at 2560x1440)."""
    scene = late_game(app, (1280, 720))
    frame(app)
    drawn = regions_drawn(monkeypatch)
    play_turn(scene)  # seat 0 places a tile: the focus passes to seat 1
    before, rects = frame(app)
    assert scene.focus == 1
    whole, places = drawn["grounds"]
    assert sum(p.width * p.height for p in places) < whole.width * whole.height * 0.6
    assert_sent(app, before, rects)
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0
