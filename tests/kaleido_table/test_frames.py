"""What each frame of the Kaleido table sends to the screen (issues 21 and 25): the award
chips of a scoring reach the screen in every frame with no input and are gone when their
flight ends; a board turned by hand redraws only where it turns; a tile played draws
the board view again only around its hole and its seat's row only where its colour is
told, a piece picked up the shelf only at its slot, the turn passing the shelf's lines
and pieces that changed, and a refused drop its message in the strip under the view and
the view where the targets were; a tooltip is sent alone, and why a button is off is
copied back alone; a frame in which nothing changed sends nothing; what a frame shows is
what drawing it whole shows."""
import pygame

from game.kaleido import EndTurn, PlaceBoard, PlaceTile
from scenes.kaleido import cluster_parts
from scenes.kaleido.cluster import board_rect
from scenes.kaleido.flights import FLIGHT_SECONDS
from scenes.devtools.kaleido_bench import KaleidoBench
from tests.events import move, up
from tests.kaleido_table.helpers import around_board, click, drag, grab_board, hole_pos, nearly_full_board, table
from tests.table_checks import changed_outside
from tests.test_frames_leave_nothing import Reported, frame, whole_picture


def record_moving(scene) -> list:
    """The rectangles of the moving parts drawn in each frame, appended per frame."""
    frames = []
    real = scene.screen_updates.moving

    def moving(rect):
        if rect is not None and frames:
            frames[-1].append(pygame.Rect(rect))
        return real(rect)

    scene.screen_updates.moving = moving
    return frames


def test_the_chips_of_a_scoring_reach_the_screen_with_no_input_and_go_when_they_land(app):
    scene = table(app, players=3, state=nearly_full_board())
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 5))
    click(app, scene.end_button.rect.center)  # a person's scoring End turn: the chips fly
    assert scene.state.phase == "rotate" and scene.animator.active
    frames = record_moving(scene)
    dt, elapsed, partial = 1 / 60, 0.0, 0
    while scene.animator.active:
        assert elapsed <= FLIGHT_SECONDS * scene.animator.scale + dt, "the chips outlived their flight"
        frames.append([])
        before = app.surface.copy()
        app.manager.update(dt)  # no events: the clock alone moves the chips
        elapsed += dt
        assert app.manager.needs_redraw()
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        if rects is None:
            continue
        partial += 1
        for chip in frames[-1]:
            assert chip.collidelist([r.inflate(1, 1) for r in rects]) != -1
            assert any(r.contains(chip) for r in rects), chip  # every animated rectangle is sent
        assert changed_outside(before, app.surface, rects) == 0
    assert partial >= 20
    before = app.surface.copy()
    app.manager.update(dt)
    if app.manager.needs_redraw():
        app.manager.draw(app.surface)
    assert not scene.animating and not app.manager.needs_redraw()  # at rest: nothing more is drawn
    whole = whole_picture(app, scene)
    assert changed_outside(whole, app.surface, []) == 0  # no chip is left on the screen


def test_a_board_turned_by_hand_redraws_only_where_it_turns(app):
    scene = table(app, players=3, state=nearly_full_board())
    scene.play(PlaceTile((0, 0), 5))
    scene.play(EndTurn())
    start = grab_board(app, scene, (0, 0))
    app.manager.draw(app.surface)
    view_area = scene.view.rect.width * scene.view.rect.height
    small = 0
    for angle in range(2, 58, 4):  # within one sixth: the board lands as it was if let go
        before = app.surface.copy()
        app.manager.dispatch(move(around_board(scene, (0, 0), angle), (1, 0, 0)))
        app.manager.update(1 / 60)
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is not None  # never the whole window
        assert changed_outside(before, app.surface, rects) == 0
        in_view = [rect for rect in rects if scene.view.rect.contains(rect)]
        area = in_view[0].unionall(in_view) if in_view else pygame.Rect(0, 0, 0, 0)
        small += area.width * area.height < view_area * 0.25
    # the view is drawn again only as the board lifts and when the hexagons around it would change
    assert small >= 10
    app.manager.dispatch(up(start))
    assert scene.rotation.turning is None


def test_a_frame_in_which_nothing_changed_sends_nothing_and_each_frame_is_the_whole_picture(app):
    scene = table(app, players=3)
    app.manager.update(1 / 60)
    scene.dirty = True
    app.manager.draw(app.surface)
    assert app.manager.changed_rects == []
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (1, 0), 2))
    click(app, scene.shelf.slots["white"].center)  # held by a click, it follows the pointer
    app.manager.dispatch(move(hole_pos(scene, (0, 0), 4)))
    app.manager.draw(app.surface)
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def redrawn_places(scene, name: str) -> list:
    """The places of the table's layer drawn again for region ``name`` (or its numbered
    regions: "board" for "board 0", "board 1"...), appended as they are drawn."""
    places = []
    layer = scene.layer.layer
    real = layer.region

    def region(region_name, *args, **kwargs):
        drawn = real(region_name, *args, **kwargs)
        if name in (region_name, region_name.rsplit(" ", 1)[0]):
            places.extend(drawn)
        return drawn

    layer.region = region
    return places


def test_a_tile_played_draws_the_board_view_again_only_around_its_hole(app):
    scene = table(app, players=3)
    places = redrawn_places(scene, "board")
    scene.play(PlaceTile((0, 0), 2))
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    board = board_rect(scene.view, (0, 0))
    assert places and all(board.inflate(board.width // 4, board.height // 4).contains(place) for place in places)
    assert sum(p.width * p.height for p in places) < board.width * board.height * 3 / 4  # its hole, outlined
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_a_piece_picked_up_draws_the_shelf_again_only_at_its_slot(app):
    scene = table(app, players=3)
    places = redrawn_places(scene, "pieces")
    click(app, scene.shelf.slots["tile"].center)  # held by a click: its slot is empty
    assert scene.drag.holding
    slot = scene.shelf.slots["tile"]
    assert places and all(slot.inflate(slot.width, slot.height).contains(place) for place in places)
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_a_tooltip_that_comes_and_goes_is_sent_alone_and_leaves_nothing(app):
    scene = table(app, players=3)
    reported = Reported(scene)
    frame(app, scene, reported, move(scene.view.rect.center))
    assert frame(app, scene, reported, move(scene.shelf.slots["white"].center))  # only some rectangles sent
    assert scene.picture.tip is not None
    assert frame(app, scene, reported, move(scene.shelf.slots["white"].move(0, -2).center))  # it stays
    assert frame(app, scene, reported, move((scene.view.rect.left + 5, scene.view.rect.top + 5)))
    assert scene.picture.tip is None


def test_why_a_button_is_off_comes_and_goes_without_copying_all_of_the_table(app):
    """The table's base draws the reason under the pointer; the table says where, so the
    frames in which it comes and goes copy the table back only there, not all of it."""
    scene = table(app, players=3)
    reported = Reported(scene)
    copies = []
    real = scene.layer.layer.finish
    scene.layer.layer.finish = lambda: copies.append(real()) or copies[-1]
    frame(app, scene, reported, move(scene.view.rect.center))
    frame(app, scene, reported, move(scene.end_button.rect.center))  # no tile yet: End turn says why
    assert scene.end_button.says_why
    frame(app, scene, reported, move(scene.end_button.rect.move(2, 0).center))
    frame(app, scene, reported, move(scene.view.rect.center))
    assert not scene.end_button.says_why
    shown = copies[::2]  # each frame's copy, then the frame drawn whole to compare (:func:`frame`)
    assert None not in shown[1:]  # after the first, each frame copied the table back only where it changed


def test_a_tile_placed_draws_its_seat_again_only_where_its_colour_is_told(app):
    scene = table(app, players=3)
    seat = scene.state.current_seat
    places = redrawn_places(scene, f"seat {seat}")
    scene.play(PlaceTile((0, 0), 2))  # a tile fewer for the colour that plays
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    row = scene.panel.rows[seat]
    assert places and all(row.contains(place) for place in places)
    assert sum(p.width * p.height for p in places) < row.width * row.height / 2
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_the_turn_passing_draws_the_shelf_again_only_where_it_changed(app):
    """The title and the colour that plays change; the other lines, and the white and the
    board with the same counts, stay as they were."""
    scene = table(app, players=3)
    words, pieces = redrawn_places(scene, "words"), redrawn_places(scene, "pieces")
    scene.play(PlaceTile((0, 0), 2))
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    del words[:], pieces[:]
    scene.play(EndTurn())
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    shelf = scene.shelf
    assert words and sum(p.width * p.height for p in words) < shelf.words_rect.width * shelf.words_rect.height / 2
    tile = shelf.slots["tile"]
    assert pieces and all(tile.inflate(tile.width, tile.height).contains(place) for place in pieces)
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_a_refused_drop_draws_its_message_in_the_strip_and_the_view_only_where_the_targets_were(app):
    scene = table(app, players=3)
    view, strip = redrawn_places(scene, "board"), redrawn_places(scene, "message")
    click(app, scene.shelf.slots["tile"].center)  # held by a click
    targets = [shape.rect for shape in scene.drag.targets.values()]
    del view[:], strip[:]
    click(app, (scene.view.rect.left + 8, scene.view.rect.top + 40))  # off every target: refused
    assert scene.strip.is_refusal and scene.strip.text
    lit = targets[0].unionall(targets[1:])
    assert view and all(lit.inflate(lit.width // 2, lit.height // 2).contains(place) for place in view)
    assert strip and all(scene.cluster.strip.contains(place) for place in strip)
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_a_tile_played_works_out_the_parts_of_its_board_only(app, monkeypatch):
    """Each move worked out the places of every hole of every board again (0.5-0.6 ms of
    a move's frame), where one hole of one board changed."""
    scene = table(app, players=3)
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, PlaceBoard)))  # a second board
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    assert len(scene.state.boards) >= 2
    worked_out = []
    real = cluster_parts.one_board_parts
    monkeypatch.setattr(cluster_parts, "one_board_parts",
                        lambda view, pos, *rest: (worked_out.append(pos), real(view, pos, *rest))[1])
    tile = next(m for m in scene.state.legal_moves() if isinstance(m, PlaceTile))
    scene.play(tile)
    app.manager.update(1 / 60)
    app.manager.draw(app.surface)
    assert worked_out == [tile.board]
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0


def test_a_piece_picked_up_over_many_boards_draws_the_view_again_where_its_targets_lie(app):
    """The bench's twelve boards, a diagonal across the view: the targets light holes
    on most of them. The view's bands were drawn again whole, mostly cloth and holes
    where nothing changed; now where the targets lie, snugly (:data:`layers.SNUG`)."""
    scene = KaleidoBench(app).scene
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    places = redrawn_places(scene, "board")
    click(app, scene.shelf.slots["tile"].center)  # held by a click: its targets light up
    targets = [shape.rect for shape in scene.drag.targets.values()]
    assert len(targets) > 40
    bands = [rect for rect in scene.cluster.areas.values() if any(rect.colliderect(t) for t in targets)]
    assert all(any(place.contains(target.clip(band)) for place in places)
               for target in targets for band in bands if band.colliderect(target))
    drawn, reached = sum(p.width * p.height for p in places), sum(b.width * b.height for b in bands)
    assert drawn < reached * 0.4  # all of the two middle bands and slivers of the others: 0.51
    assert not any(place in bands for place in places)  # no band drawn whole
    assert changed_outside(whole_picture(app, scene), app.surface, []) == 0
